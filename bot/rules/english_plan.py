"""An English plan stated before a question that asks about it through a pronoun is that question's story
(issue 8, english18).

"I need to email a 20MB product brochure to a customer. Can I just attach it, or is that too big?" (batch `_zz2`, odd
half: situations first) asks one thing: whether the brochure of the first sentence may go as an attachment. The first
sentence holds a request word ("need"), so it was a question part of its own that no policy sentence answers, and the
message was handed off although "메일 첨부 파일은 25MB까지 보낼 수 있다" answers it. `bot.matching.question_parts`
already prefixes an English sentence that asks nothing to the question after it; this module lets a plan through too:

- the sentence states what the asker is to do: its request words are all "need / want / have / going + to + a verb"
  (not "need to know", "want to ask": those still ask), with no question mark, question word or opening auxiliary;
- the sentence after it asks (a question mark) and points back with a pronoun object (it, them, this, that, one),
  or names nothing but whose leave it takes ("Whose approval do we need?", "Who do I ask?"): a question about the
  plan's leave, not a question of its own.

The plan is then written as a clause of that question (`as_clause`: "I need to email X to a customer, can I just
attach it …?"), so `bot.language.english.context_words` reads it as a clause beside the asking one: its words are the
story, required only as the other English story words are (glossary words, two points).
"""

from __future__ import annotations

import re

from bot.language import english
from bot.language.terms import ENGLISH_STOPWORDS

_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
_PLAN_WORDS = frozenset({"need", "needs", "want", "wants", "have", "has", "going"})
_ASKING_INFINITIVES = frozenset("know ask check confirm find understand learn see get".split())  # noqa: SIM905
_BACK = re.compile(r"\b(?:it|them|this|that|one)\b", re.I)
# words of a question that asks only for the leave a plan needs
_LEAVE_WORDS = frozenset("approval approve approves approved permission permitted allowed sign-off ok okay".split())  # noqa: SIM905
_WHO = frozenset({"who", "whom", "whose"})


def _asks_leave(question: str) -> bool:
    """The question asks only whose leave the plan needs: every word is a function, question or leave word, and
    it names the leave or asks who gives it ("Whose approval do we need?", "Who do I ask?"). Not "What do I have
    to do?": the steps of a plan are asked of all its words ("send a big file" is no 대외비 rule)."""
    words = [w.lower() for w in _WORD.findall(question)]
    if not any(w in _LEAVE_WORDS or w in _WHO for w in words):
        return False
    return not any(w not in ENGLISH_STOPWORDS and w not in english.AUXILIARIES and w not in english.WH_WORDS
                   and w not in _LEAVE_WORDS for w in words)


def _plans(words: list[str]) -> bool:
    """Each request word of the sentence says what the asker plans to do (need/want/have/going + to + a verb)."""
    if not words or words[0] in english.AUXILIARIES or any(w.replace("'s", "") in english.WH_WORDS for w in words):
        return False
    found = [n for n, w in enumerate(words) if w in english.REQUEST_WORDS or w in _PLAN_WORDS]
    return bool(found) and all(words[n] in _PLAN_WORDS and n + 2 < len(words) and words[n + 1] == "to"
                               and words[n + 2] not in _ASKING_INFINITIVES for n in found)


def leads_to(statement: str, question: str) -> bool:
    """`statement` is an English plan and `question`, the sentence after it, asks about it through a pronoun."""
    if "?" in statement or not english.is_english(statement) or "?" not in question:
        return False
    if not _plans([w.lower() for w in _WORD.findall(statement)]):
        return False
    return _BACK.search(question) is not None or _asks_leave(question)


def as_clause(statement: str, question: str) -> str:
    """`statement` as a clause of the question after it when it is a plan that question asks about (its closing
    period a comma), else unchanged."""
    if not leads_to(statement, question):
        return statement
    return f"{statement.rstrip().rstrip('.!').rstrip()},"
