"""What a person asked the asker to do for them is the story of a question on what the asker may give (issue 8).

"팀 선배가 잠깐 제 아이디로 결재 좀 올려달래요 알려줘도 돼요?", "동료가 외근 중이라 내 계정으로 대신 좀
로그인해달래요 비번 알려줘도 되나": a person (선배, 동료) asks a favour told with -달래요 / -달라는데 / -달라고
하는데 (결재 올리기, 대신 로그인하기); the question after it asks leave for the asker's own act (알려주다). "계정과
비밀번호는 동료나 외부 업체와 공유하지 않는다" answers: the favour's words (결재, 올리, 외근, 대신) are why the person
asks, not what the rule must say. `bot.rules.quoted_speaker` sets the speaker of a -다고 clause aside; this sets
aside the favour itself when:

- the clause opens with a person marked 이/가 and ends in a request quote (V-아/어 달래요, 달라는데, 달라고 하는데 …);
- what follows it asks leave (-도 돼요, -도 되나, -도 괜찮) for an act of the asker's own, not the favour's act
  ("기사님이 와이파이 비번 알려달라는데 알려줘도 돼요?" asks about the favour: dev zx-near-48) nor a bare 하다
  ("대신 결재 좀 해달래요 해도 되나");
- the sentence carries two nouns of the message, one besides the person; and
- the person is not set aside (the rule must still be about them: 동료 for 선배) nor anything the asked clause names.

A way of doing the favour (대신, 혼자 …) is not a qualifier of the asker's act either (`favour_words`, read by
`bot.matching.carried`).

General logic on MeCab-ko's tags (the auxiliary 달 of a request) and the person word class, never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

from bot.language.terms import content_terms, raw_morphemes
from bot.rules.quoted_speaker import names_person

_LEAVE_RE = re.compile(r"도\s*(?:돼|되|괜찮)")
_QUOTE_ENDINGS = ("래요", "래", "래서", "래서요", "라는데", "라는데요", "라고", "라네요", "랬는데", "랬어요")


def _cut_after(text: str, letters: int) -> int:
    """The index in `text` after its first `letters` characters that are not spaces."""
    read = 0
    for i, ch in enumerate(text):
        if not ch.isspace():
            read += 1
            if read == letters:
                return i + 1
    return len(text)


@lru_cache(maxsize=4096)
def _favour(text: str) -> tuple[frozenset[str], frozenset[str], str] | None:
    """The words of a person's request clause, the person's words, and what follows the clause; None without one."""
    raw = raw_morphemes(text)
    start = next((k for k, m in enumerate(raw)
                  if m.pos.startswith("JKS") and k > 0 and names_person(raw[k - 1].surface)), None)
    if start is None:
        return None
    end = None
    for k in range(start + 1, len(raw) - 1):
        if not (raw[k].pos.startswith("VX") and raw[k].lemma == "달"):
            continue
        quote = raw[k + 1].surface
        if quote.startswith("라는") and k + 2 < len(raw) and raw[k + 2].surface == "데":
            end = k + 3  # "해달라는데": 라는 (ETM) + 데
        elif quote.startswith(_QUOTE_ENDINGS):
            end = k + 2
        break
    if end is None:
        return None
    # the clause's end in `text`: the characters of its morphemes, spaces skipped
    cut = _cut_after(text, sum(len(m.surface) for m in raw[:end]))
    clause, rest = text[:cut], text[cut:]
    person = frozenset({raw[start - 1].surface})  # the head noun before 이/가 ("팀 선배": 선배)
    words = frozenset(t.text for t in content_terms(clause))
    return words, person, rest


def answered(text: str, missing: list[str], sentence_nouns: Collection[str]) -> list[str]:
    """`missing` without the words of a person's favour when the question after it asks leave for an act of the
    asker's and the sentence carries two nouns of the question (`sentence_nouns`), one besides the person (the act
    asked is left to the rule that lets one predicate be worded otherwise once two nouns pin the topic)."""
    if not missing:
        return missing
    found = _favour(text)
    if found is None:
        return missing
    words, person, rest = found
    if _LEAVE_RE.search(rest) is None:
        return missing
    asked = {t.text for t in content_terms(rest)}
    if not _own_act(text, rest):
        return missing  # the clause after asks leave for the favour itself, or for no act of the asker's own
    if len(set(sentence_nouns)) < 2 or not any(n not in person for n in sentence_nouns):
        return missing  # the sentence pins the topic with two nouns, one not the person
    aside = words - person - asked
    return [w for w in missing if w not in aside]


_FRAME_LEMMAS = frozenset({"하", "되", "괜찮", "해주", "주"})


def _acts(text: str) -> set[str]:
    return {m.lemma for m in raw_morphemes(text) if m.pos.startswith("VV")} | {
        m.surface for m in raw_morphemes(text) if m.pos.startswith("NNG")}


def _own_act(text: str, rest: str) -> bool:
    """The clause after the favour asks leave for an act of the asker's own, not the favour's act ("와이파이 비번
    알려달라는데 알려줘도 돼요?" asks leave to do the favour: its object is what is asked) nor a bare 하다 ("대신 결재
    좀 해달래요 해도 되나": the favour itself)."""
    asked = {m.lemma for m in raw_morphemes(rest) if m.pos.startswith("VV")} - _FRAME_LEMMAS
    if not asked:
        return False
    clause = text[: len(text) - len(rest)]
    return not asked & _acts(clause)


def favour_words(text: str) -> frozenset[str]:
    """The words of a person's favour told before a question that asks leave: a way of doing it there ("대신 좀
    로그인해달래요") is how the person wants it done, not the way the asker's own act is asked about."""
    found = _favour(text)
    if found is None or _LEAVE_RE.search(found[2]) is None or not _own_act(text, found[2]):
        return frozenset()
    return found[0] - found[1]
