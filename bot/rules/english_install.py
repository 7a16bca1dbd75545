"""The laptop a program is already on, in an English installation question (issue 8, branch english16).

"Is Zoom already on the laptop or do I need to install it?" is answered by the catalog row "이름: Zoom / … / 설치: 기본
설치" (installed by default on the laptop given at hiring): the laptop is where every catalog program goes, as the
company computer of a Korean question is (`bot.rules.install_target`: 회사 PC, work laptop). In English the laptop the
company gave is also "the laptop" or "my laptop", and was missing against the row.

So in an English question that asks about installing (install, installed, preinstalled) or about a program being
"already on" a computer, the computer noun of "on / onto / to the|my|our laptop (computer, PC, machine)", or of the
laptop the asker is given ("getting my laptop", "received a new laptop"), is set aside
against a sentence or row that carries 설치. Not a computer the question marks as another one ("on my **personal**
laptop", "my home PC": the word before the noun must be the determiner, or "work" / "company" after it), and not
against other sentences ("how long can I keep copies of confidential docs on my laptop?" keeps it). "Get / put / need /
have X on my laptop" asks for the installing too ("how to get docker desktop on my work laptop", session 40).
"""

from __future__ import annotations

import re

from bot.language import english

# (session 40) "get / put / need / have X on my laptop" asks for X installed there too
_INSTALL = re.compile(r"\b(?:install|installs|installed|installing|preinstalled|pre-installed)\b|\balready\s+on\b"
                      r"|\b(?:get|put|need|have)\b[^.?!]*\b(?:on|onto)\s+(?:the|my|our)\s+(?:work\s+|company\s+)?"
                      r"(?:laptop|computer|pc|machine)\b", re.I)
# the company's laptop may be named so ("my work laptop"); a personal or home one never is set aside
_ON_COMPUTER = re.compile(r"\b(?:on|onto|to)\s+(?:the|my|our)\s+(?:work\s+|company\s+)?(laptop|computer|pc|machine)\b",
                          re.I)
# the laptop the asker is given, which the program goes on: "I'm getting my laptop this week. Will Zoom already be on
# it?" (session 36)
_GIVEN_COMPUTER = re.compile(r"\b(?:get|gets|getting|got|receive|receives|received|receiving)\s+(?:my|a|the|our)\s+"
                             r"(?:new\s+|work\s+)?(laptop|computer|pc|machine)\b", re.I)


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` less the laptop an English installation question installs on, against a sentence on 설치."""
    if not missing or "설치" not in sentence or not english.is_english(question) or not _INSTALL.search(question):
        return missing
    aside = {m.group(1).lower() for r in (_ON_COMPUTER, _GIVEN_COMPUTER) for m in r.finditer(question)}
    return [word for word in missing if word.lower() not in aside]
