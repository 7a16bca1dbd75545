"""Maintenance work said in English is the occasion of entering the server room (english19).

The English side of `bot.rules.work_visit` ("전산실 작업할 때 혼자 들어가도 돼요?"): "A vendor engineer is coming **to
swap a disk** in the server room. Does someone from IT have to go in with them?", "can I go into the server room
alone **to reboot a box**?", "going into the server room alone **to swap a disk**, is that fine?". The policies rule
the entry itself ("서버실에는 2인 이상이 함께 출입한다", "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다"),
whatever is done inside, so the purpose infinitive that tells the work (to + a maintenance verb + its object) is
set aside once the sentence rules an outsider's entering the server room ("외부 업체가 서버실에 들어갈 때는 IT 담당자가
동행한다") and the question names one (vendor, contractor, technician, engineer …). Not against the rules on one's
own entry (출입 기록부, 2인 이상): with the work set aside the log-sheet rule alone answered a question on an
escort (a frozen hold-out case), so "can I go into the server room alone to reboot a box?" stays handed off.

Only a closed class of maintenance verbs (fix, repair, swap, replace, reboot, restart, install, check, inspect,
service, maintain, upgrade, patch, work on …), the catch-all that 작업 is in Korean: "go into the server room to
take photos" keeps its photos, "bring my USB into the server room" its USB. Only a question that names the server
room (server room, data center, IDC …); who enters, alone or not, and everything else asked stays required.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.language import english

if TYPE_CHECKING:
    from bot.language.terms import Term

_PLACE_RE = re.compile(r"\b(?:server\s+rooms?|data\s*cent(?:er|re)s?|datacent(?:er|re)s?|idc)\b", re.I)
_WORK_VERBS = (r"(?:fix|repair|swap|replace|reboot|restart|install|check|inspect|service|maintain|upgrade|patch|"
               r"rewire|recable|cable|rack|unrack|power[\s-]cycle|troubleshoot|set\s+up|work\s+on|do\s+(?:some\s+)?"
               r"(?:maintenance|work))")
_STOP = r"(?:in|inside|at|on|tomorrow|today|tonight|alone|by|and|or|but|is|can|could|should|does|do|will|then)"
# to + a maintenance verb + up to three words of its object, up to a clause word, place or mark
_PURPOSE_RE = re.compile(
    rf"\bto\s+{_WORK_VERBS}\b((?:\s+(?!{_STOP}\b)[a-z][\w'-]*){{0,3}})", re.I)
_ENTRY_WORDS = ("출입", "들어가", "들어갈", "동행")
# someone from outside the company who comes to do the work (the escort rule's 외부 업체)
_OUTSIDER_RE = re.compile(
    r"\b(?:vendor|vendors|contractor|contractors|technician|technicians|tech|techs|engineer|engineers|supplier|"
    r"suppliers|third[\s-]party|repairman|repair\s+(?:guy|person|man|team)|field\s+engineer)\b", re.I)


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9'-]*", text)}


def told_work(question: str) -> frozenset[str]:
    """Words of the maintenance purpose of a visit to the server room the English `question` tells (the verb and
    its object), without "to"; empty when there is none."""
    if not english.is_english(question) or _PLACE_RE.search(question) is None:
        return frozenset()
    words: set[str] = set()
    for found in _PURPOSE_RE.finditer(question):
        words |= _words(found.group(0))
    words.discard("to")
    return frozenset(w for w in words if not _PLACE_RE.fullmatch(w))


def carried(question: str, unmatched: Sequence[Term], sentence: str) -> set[str]:
    """The unmatched words of `question` that only tell the work done on a visit to the server room, against a
    sentence that rules entering it."""
    if not unmatched or "서버실" not in sentence or not any(w in sentence for w in _ENTRY_WORDS):
        return set()
    # only the escort rule, for an outsider's visit: an own visit's rules (출입 기록부, 2인 이상) say nothing of
    # the work but are quoted beside the escort then (measured: a frozen case answered with the log sheet alone)
    if "외부 업체" not in sentence or _OUTSIDER_RE.search(question) is None:
        return set()
    told = told_work(question)
    if not told:
        return set()
    return {t.text for t in unmatched if t.text and (t.text.lower() in told or english.lemma(t.text.lower()) in told)}
