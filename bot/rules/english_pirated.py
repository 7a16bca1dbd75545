"""A pirated copy asked in English is answered by the rule against illegal copying, whatever was copied (english19).

The English side of `bot.rules.pirated_copy` ("포토샵 크랙 버전 써도 돼요?"): "Can I use a cracked **copy of a paid
plugin** just **for a quick test**?", "colleague gave me a cracked copy of some **editing** software, ok to use it?",
"is it okay to use a cracked **version** of a paid program?". "소프트웨어를 불법으로 복제해 쓰지 않는다" speaks of
every program and every use, so the noun phrase of the pirated copy (copy, version, what kind of program), the
closing purpose ("(just) for a quick test / job / for work") and who handed it over ("colleague gave me …") leave
nothing open. Only when the question names a pirated copy (cracked / pirated / bootleg before a copy or a program
noun: "the screen cracked" is no copy), asks whether it may be used, installed or run (not "what's the fine for …"),
and the sentence is the rule on copying (복제). Places (on my home PC) and anything else asked stay required.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.language import english

if TYPE_CHECKING:
    from bot.language.terms import Term

_COPY_NOUNS = r"(?:copy|copies|version|versions|build|builds|edition|release)"
_PROGRAM_NOUNS = (r"(?:software|program|programs|app|apps|tool|tools|plugin|plugins|plug-in|plug-ins|extension|"
                  r"extensions|license|licence|key|keys|game|games|os|windows|office|photoshop)")
_DET = r"(?:a|an|the|some|this|that|my|his|her|their)"
# a word of the noun phrase (not the clause word or adverb that ends it)
_ENDS = r"(?:just|only|for|if|to|on|in|at|from|and|or|ok|okay|fine|is|are|it|that|when|while|because)"
_MOD = rf"(?:(?!{_ENDS}\b)[a-z][\w-]*)"
# cracked / pirated + (mods) + copy-or-program noun (+ "of" + det + mods + program noun)
_PIRATED_RE = re.compile(
    rf"\b(?:cracked|pirated|bootleg|bootlegged)\s+(?:{_MOD}\s+){{0,2}}?(?:{_COPY_NOUNS}|{_PROGRAM_NOUNS})\b"
    rf"(?:\s+of\s+(?:{_DET}\s+)?(?:{_MOD}\s+){{0,2}}{_MOD}\b)?", re.I)
# the question asks to use, install or run it
_USE_RE = re.compile(
    r"\b(?:can|could|may|should)\s+(?:i|we)\s+(?:just\s+)?(?:use|install|run|keep\s+using|download)\b"
    r"|\b(?:ok|okay|fine|alright|allowed)\s+(?:to|if\s+i)\s+(?:just\s+)?(?:use|install|run|download)\b"
    r"|\b(?:is|it's|would)\s+(?:it\s+)?(?:ok|okay|fine|alright|allowed)\s+to\s+(?:just\s+)?(?:use|install|run)\b"
    r"|\b(?:is|it's)\s+(?:using|installing|running)\b", re.I)
# the closing purpose: "(just / only) for (a / the) (quick / short …) test", "for work"
_PURPOSE_RE = re.compile(
    r"\b(?:just\s+|only\s+)?for\s+(?:an?\s+|the\s+|one\s+|my\s+|our\s+)?(?:quick\s+|short\s+|small\s+|little\s+|"
    r"one-off\s+|one\s+time\s+|single\s+)?(?:test|tests|testing|job|jobs|task|tasks|project|work|demo|trial|"
    r"try|evaluation|eval|poc|prototype|while|bit|day|week)\b", re.I)
# who handed it over: "<someone> gave me / sent me / shared / offered …" before it
_SOURCE_RE = re.compile(r"^(.*?)\b(?:gave|sent|shared|offered|handed|passed|forwarded)\b", re.I)


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9'-]*", text)}


def aside(question: str) -> frozenset[str]:
    """Words of `question` that only describe the pirated copy it asks to use: its noun phrase, the closing purpose
    and who handed it over; empty unless the English question names one and asks to use it."""
    if not english.is_english(question):
        return frozenset()
    found = _PIRATED_RE.search(question)
    if found is None or _USE_RE.search(question) is None:
        return frozenset()
    words = _words(found.group(0))
    words |= {w for m in _PURPOSE_RE.finditer(question) for w in _words(m.group(0))}
    source = _SOURCE_RE.match(question[:found.start()])
    if source is not None:
        words |= _words(source.group(1))
    return frozenset(words)


def carried(question: str, unmatched: Sequence[Term], sentence: str) -> set[str]:
    """The unmatched words of `question` that only describe the pirated copy asked, against the rule on copying
    (`sentence`)."""
    if not unmatched or "복제" not in sentence:
        return set()
    told = aside(question)
    return {t.text for t in unmatched if t.text and (t.text.lower() in told or english.lemma(t.text.lower()) in told)}
