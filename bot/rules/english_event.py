"""An English question timed after another event (batch `_ze`, issue 8; the English side of `_zb`'s timing rule).

"What should I do with the infected computer after security looks at it?" asks what to do once the security team
has looked at the computer: "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다" is for the time before that. The
clause after "after" / "once" (a subject, then a verb; not "after too many tries", "after how many minutes") names
an event by its verb ("looks"); a sentence that does not carry that verb, as
written or as a glossary policy word ("click" -> 누르), is for another time. Generic verbs (be, get, have, do, go,
happen …) name no event and are left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.terms import compact, lemmas_of

_AFTER_RE = re.compile(r"\b(?:after|once)\s+((?:[\w'-]+\s*){1,4})", re.I)
_DETERMINERS = frozenset(["the", "my", "our", "a", "an", "his", "her", "their", "this", "that", "your"])
_GENERIC_TEXT = ("be is are was were been get gets got have has had do does did go goes went happen happens happened "
                 "come comes came make makes made take takes took")
_GENERIC = frozenset(_GENERIC_TEXT.split())
_ENDINGS = ("s", "ed", "ing", "es")
_NOT_SUBJECTS = frozenset(["how", "too", "many", "much", "several", "some", "a", "an", "few", "more", "less", "that",
                           "this", "which", "what", "each", "every"])


def event_verbs(question: str) -> tuple[str, ...]:
    """The verbs of the events an English question times itself after ("after security looks at it": looks)."""
    if re.search(r"[가-힣]", question):
        return ()
    out: list[str] = []
    for found in _AFTER_RE.finditer(question):
        words = [w.lower() for w in re.findall(r"[\w'-]+", found.group(1))]
        if not words or words[0] in _NOT_SUBJECTS or words[0][0].isdigit():
            continue  # "after too many tries", "after how many minutes", "after 5 failed logins": no clause
        for i, word in enumerate(words):
            if i == 0:
                continue  # the event's subject comes first ("after security looks at it")
            if word in _GENERIC or (i > 0 and words[i - 1] in _DETERMINERS):
                continue  # "gets", a noun after a determiner ("my files")
            if word.endswith(_ENDINGS) and not word.endswith("ss"):
                out.append(word)
                break
    return tuple(out)


def problems(question: str, sentence: str, forms: Callable[[str], Iterable[str]]) -> list[str]:
    """The sentence does not carry the event the question is timed after. `forms`: an English word's glossary
    policy words and their Korean variants ("locked" -> 잠금, 잠기, 잠긴 …)."""
    verbs = event_verbs(question)
    if not verbs:
        return []
    squeezed = compact(sentence)
    lemmas = lemmas_of(sentence)
    missing = [verb for verb in verbs
               if not any(w in lemmas or (len(w) > 1 and compact(w) in squeezed) for w in forms(verb))]
    return [f"({'/'.join(missing)}: the event the question is timed after, not in the sentence)"] if missing else []
