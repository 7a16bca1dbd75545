""""customer" before a data noun says whose personal data an English question is about (issue 8, english18).

The English side of `bot.rules.customer_data` (고객 리스트, 고객 DB): the personal-data policy (a document titled with
개인정보) speaks of personal data without saying whose, and "How should I delete old customer files so they can't be
recovered?" is answered by "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다" of that policy (batches `_zp2`,
`_zq2`, odd half: handed off for "customer"). So "customer" or "client" written right before a noun for data or a
record of it (files, list, records, data, details, database, contacts, spreadsheet …) is carried by a sentence of a
document whose title names 개인정보; the data noun itself still needs its own match. Not a customer as a recipient
or an actor ("send it to a customer", "customers asked"), not before any other noun ("customer service team",
"customer meeting").

Whoever's personal data it is (english20): before "personal data / details / info(rmation)" — a phrase the glossary
already reads as 개인정보 — any noun or two of people whose data it is ("the spreadsheet of **event attendees'**
personal details", "our **users'** personal data", "**job applicant** personal info") only says whose it is: the
policy's 개인정보 is everyone's, unless the same person is named again in another role ("… other customers' personal
details to the wrong customer"). Never before a bare data noun ("user data", "participant data" need not be personal).

Where or when the asker works with a client (english20): "I'm **at a client site** today, do I need OTP …?", "… on the
secure USB **for a client demo**", "**Client demo** is done. Should I keep the files …?". "client" or "customer" right
before a noun for a place or an occasion (site, office, premises, visit, demo, meeting, presentation, workshop, event,
call, trip …) says where or at what the asker is, not whose thing is asked: it is set aside (`occasion_carried`), the
place or occasion noun itself stays a story word of its own. Not when the client is named again in another role
("… give the files to the client at the client demo").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language import english
from bot.language.terms import Term

_DATA_NOUNS = (r"files?|lists?|records?|data|info|information|details|database|databases|db|contacts?|emails|"
               r"addresses|numbers|spreadsheets?|sheets?|excel|surveys?|forms?|documents?|docs?")
_OWNER_RE = re.compile(rf"\b(customer|client)(?:s'|'s|s)?\s+(?:{_DATA_NOUNS})\b", re.I)
# people (one or two words, possessive or not) before a personal-data phrase
_PERSONAL_RE = re.compile(
    r"\b((?:[a-z][a-z-]*\s+)?[a-z][a-z-]*)(?:'s|')?\s+personal\s+(?:data|details|info|information)\b", re.I)
_PEOPLE = frozenset(
    """attendee attendees participant participants user users applicant applicants candidate candidates employee
    employees staff member members visitor visitors guest guests subscriber subscribers patient patients student
    students customer customers client clients people person contact contacts lead leads buyer buyers shopper
    shoppers winner winners respondent respondents volunteer volunteers partner partners""".split()  # noqa: SIM905
)


_OCCASION_RE = re.compile(
    r"\b(client|customer)(?:s'|'s|s)?\s+(?:site|sites|office|offices|premises|visit|visits|demo|demos|meeting|meetings|"
    r"presentation|presentations|workshop|workshops|event|events|call|calls|trip|trips|pitch|dinner|lunch|"
    r"location|building|venue|offsite|onsite)\b", re.I)
_WORD_RE = re.compile(r"[a-z][a-z'-]*")


def occasion_carried(question: str, terms: Iterable[Term]) -> set[str]:
    """The word "client" / "customer" among the unmatched `terms` when the English question uses it only before a
    place or an occasion ("at a client site", "for a client demo"); else empty."""
    if not english.is_english(question):
        return set()
    spans = list(_OCCASION_RE.finditer(question))
    if not spans:
        return set()
    rest = question.lower()
    for found in reversed(spans):
        rest = f"{rest[:found.start()]} {rest[found.end():]}"
    left = {english.lemma(w.removesuffix("'s").rstrip("'")) for w in _WORD_RE.findall(rest)}
    owners = {m.group(1).lower() for m in spans} - left
    return {t.text for t in terms if not t.verb and english.lemma(t.text.lower()) in owners}


def owner_carried(question: str, terms: Iterable[Term], title: str) -> set[str]:
    """The owner word ("customer") when it is among the unmatched `terms`, names whose data the question is about
    and the sentence is of a document whose `title` names 개인정보; else empty."""
    if "개인정보" not in title.replace(" ", "") or not english.is_english(question):
        return set()
    owners = {m.group(1).lower() for m in _OWNER_RE.finditer(question)}
    for found in _PERSONAL_RE.finditer(question):
        words = found.group(1).lower().split()
        if not words or english.lemma(words[-1]) not in _PEOPLE | {english.lemma(p) for p in _PEOPLE}:
            continue
        # a person who also acts or receives elsewhere in the message ("sent other customers' personal details to
        # the wrong customer") is more than whose data it is
        rest = f"{question[:found.start()]} {question[found.end():]}".lower()
        if any(english.lemma(w) == english.lemma(words[-1]) for w in re.findall(r"[a-z][a-z'-]*", rest)):
            continue
        owners |= {english.lemma(w) for w in words} | set(words)
    return {t.text for t in terms if not t.verb and english.lemma(t.text) in owners}
