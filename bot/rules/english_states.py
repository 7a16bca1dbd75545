"""A locked account asked about in English: typed wrong, how long until it unlocks (issue 8, batch `_zy`).

English questions on the account lock were handed off in five dev batches (`b`, `q`, `en_zq`, `zs`; odd ids) while
their Korean forms were answered by "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다". Two pieces of grammar:

- "typed my password **wrong**", "typing **the wrong** pw", "entered the wrong code": typing or entering
  something wrong is mistyping it, the English of 잘못 입력 / 틀리 (glossary: 실패 <- mistyped). A typing verb only
  (type, enter, put in, punch in): "went into the wrong room" keeps its words. (`plain`, from
  `bot.language.english.normalize`)
- "I **entered** my login on that page", "entering my password on a fake site" (english20): entering what one types
  (a login, password, PIN, code, credentials) is typing it, the English of 입력 (glossary: 입력 <- typed); "entered
  the server room" keeps its verb (출입), as does any other object.
- "how long until it **unlocks**?", "when does it unlock?": a time asked of an act is answered by how long its
  reverse state lasts ("30분 동안 잠긴다"), the English side of `bot.rules.reversed_act.reverse_lasts`. Only an
  English word whose policy word is an act of `reversed_act`'s closed class, a time asked in English (how long,
  how soon, how many minutes, when + auxiliary), not who / how / a yes-no question, and a sentence that states
  the reverse act with a stretch of time (N분 동안) and not the act itself. (`answered`)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

_TYPED_WRONG = re.compile(
    r"\b(?:type|types|typed|typing|enter|enters|entered|entering|put\s+in|putting\s+in|punch(?:ed)?\s+in)\s+"
    r"((?:my|the|a|an|our|your|his|her|its|that|this)\s+)?((?:[\w-]+\s+)?[\w-]+)\s+(?:wrong|wrongly|incorrectly)\b",
    re.I)
_TYPED_THE_WRONG = re.compile(
    r"\b(?:type|types|typed|typing|enter|enters|entered|entering|put\s+in|putting\s+in|punch(?:ed)?\s+in)\s+"
    r"(?:(the|a|my)\s+)?wrong\s+", re.I)  # "typed wrong password like 5 times": no article in chat
# entering what one types: the verb before an optional determiner and modifier and a typed-thing noun
_ENTERED_TYPED = re.compile(
    r"\b(?:enter|enters|entered|entering)(?=\s+(?:(?:my|the|a|an|our|your|his|her|their|its|that|this|all)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:login|logins|password|passwords|pw|pwd|passcode|pin|credentials|login\s+details|"
    r"details|otp|code|codes|username|user\s+name)\b)", re.I)
_TYPED = {"enter": "type", "enters": "types", "entered": "typed", "entering": "typing"}

_TIME_ASKED = re.compile(
    r"\bhow\s+(?:long|soon)\b|\bhow\s+many\s+(?:min|mins|minutes|hours|days)\b|"
    r"\bwhen\s+(?:does|do|will|would|is|can|should)\b|\buntil\s+when\b|\btill\s+when\b", re.I)
_OTHER_ASKED = re.compile(r"\bwho\b|\bhow\s+(?:do|does|can|should|would|to)\b", re.I)
_YES_NO = re.compile(r"^\s*(?:do|does|did|is|are|can|could|will|would|should|shall|may|am)\b", re.I)


def plain(text: str) -> str:
    """`text` with "typed X wrong" as "mistyped X" and "entered my login" as "typed my login" (the caller checks it
    is English)."""
    text = _TYPED_WRONG.sub(lambda m: f"mistyped {m.group(1) or ''}{m.group(2)}", text)
    text = _TYPED_THE_WRONG.sub(lambda m: f"mistyped {m.group(1) or 'the'} ", text)
    return _ENTERED_TYPED.sub(lambda m: _TYPED[m.group(0).lower()], text)


def _asks_time(question: str) -> bool:
    last = re.split(r"(?<=[.!?])\s+|,\s*", question.strip())[-1]  # the asking clause closes the message
    return bool(_TIME_ASKED.search(last)) and not _OTHER_ASKED.search(last) and not _YES_NO.match(last)


def answered(question: str, missing: list[str], sentence: str,
             words_for: Callable[[str], Iterable[str]]) -> list[str]:
    """`missing` less an English act word ("unlocks") whose time the sentence answers by the reverse state's
    stretch ("계정이 30분 동안 잠긴다"); `words_for` gives a word's policy words (unlocks -> 풀리)."""
    if not missing or not _asks_time(question):
        return missing
    from bot.rules import (
        reversed_act,  # here: bot.language.english imports this module, and reversed_act imports bot.language.english
    )

    kept: list[str] = []
    for word in missing:
        if word.isascii() and word.isalpha() and any(
                reversed_act.lasts_reverse(act, sentence) for act in words_for(word)):
            continue
        kept.append(word)
    return kept
