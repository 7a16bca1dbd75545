"""Who did the event an English story tells, when the sentence answers the asker's own act (issue 8, english16).

"I accidentally found out a colleague leaked data. If I report it, will I get in trouble?" is answered by "신고한
사람에게는 어떤 불이익도 없다": the question asks about the asker's report; the colleague only did the event the story
tells (leaked). The glossary reads "colleague" as 동료, a policy word, so it was not set aside as story and was
missing against the sentence.

So a person noun of an English question (its policy word a person: 동료, 남, 가족 …) that is the subject of a verb
telling an event the asker learnt of ("found out a colleague leaked", "noticed my coworker sent"), in a sentence
before the asking one, is set aside against a sentence that carries none of that verb's policy words (leaked -> 정보
유출) or whose condition is learning of an event (알게 되면, 발견하면): such a sentence is about the one who learns,
so whose event it was does not matter to it. When the sentence's condition is doing the event, its actor is asked:
"I noticed my coworker clicked a phishing link, should I change MY password too?" is not answered by "메일 속 링크를
눌렀거나 … 비밀번호를 바꾸고" (the asker did not click). Only an event learnt of: "I think my coworker clicked …",
"A colleague leaked data, …" keep their actor. A verb without a policy word names no event the sentence could be
checked against, and keeps its subject.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language import english
from bot.language.terms import compact, lemmas_of
from bot.rules import answer_kind

_LEARNT = (r"(?:found\s+out|find\s+out|noticed|notice|saw|see|discovered|discover|learned|learnt|learn|"
           r"realized|realised|heard|know|knew)\s+(?:that\s+)?")
_SUBJECT_VERB = re.compile(
    _LEARNT + r"(?:a|an|my|our|the|one\s+of\s+(?:my|our|the))\s+(?:[a-z-]+\s+)?([a-z-]+)\s+"
    r"(?:(?:has|had|just|accidentally|apparently)\s+)?([a-z]+ed|sent|lost|stole|took|gave|left|sold|shared|forgot)\b",
    re.I)
# a sentence whose condition is learning of an event, not doing it
_LEARNING = ("알게", "알면", "발견")
_SENTENCE_END = re.compile(r"[.!?]+\s+")


def story_actors(question: str, words_for: Callable[[str], Iterable[str]]) -> list[tuple[str, str]]:
    """(person noun, verb) of the story sentences before the asking one ("a colleague leaked" -> colleague, leaked)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(question.strip())]
    if not ends:
        return []
    last = ends[-1]  # the asking sentence starts here
    out: list[tuple[str, str]] = []
    for found in _SUBJECT_VERB.finditer(question):
        if found.end() > last:
            continue
        noun, verb = found.group(1).lower(), found.group(2).lower()
        if any(not w.isascii() and answer_kind.is_person(w) for w in words_for(noun)):
            out.append((noun, verb))
    return out


def answered(question: str, missing: list[str], sentence: str, words_for: Callable[[str], Iterable[str]],
             forms: Callable[[str], Iterable[str]]) -> list[str]:
    """`missing` less the person who did the story's event, against a sentence that does not carry that event.
    `words_for`: a word's policy words; `forms`: those and their Korean variants (clicked -> 누르, 눌렀 …)."""
    if not missing or not english.is_english(question):
        return missing
    squeezed = compact(sentence)
    lemmas = lemmas_of(sentence)
    aside: set[str] = set()
    learnt = any(w in squeezed for w in _LEARNING)  # "정보 유출을 알게 되면": the reader learns of the event
    for noun, verb in story_actors(question, words_for):
        events = [w for w in forms(verb) if w]
        if events and (learnt or not any(w in lemmas or (len(w) > 1 and compact(w) in squeezed) for w in events)):
            aside.add(noun)
    return [word for word in missing if word.lower() not in aside]
