"""A passive noun-verb whose modifier ending MeCab-ko writes into the same morpheme ("반납**된** 장비": 되 + ㄴ).

`bot.rules.situations.presupposed` asks whether a question's act is in a sentence only inside a clause that
describes a noun ("신고를 받은 IT 담당자가 …"); it looked for the ending as a morpheme of its own and missed the
contracted form, so "프로젝트 끝나면 쓰던 노트북도 반납해야 돼요?" was answered by "반납된 장비의 저장 장치는 완전히
삭제한 뒤 재사용한다" (batch `_zs`): the sentence presupposes the return and states the wipe. Only the passive 되
(반납된, 삭제된: a thing the act was done to), never before a time noun ("수집될 때": a condition) and never the
active 한 ("신고한 사람에게는 … 불이익도 없다" answers "신고하면 불이익 있나요?": measured, 36 dev answers lost).
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.terms import analyze, raw_morphemes

_TIME_NOUNS = frozenset({"때", "땐", "경우", "시"})


@lru_cache(maxsize=8192)
def _contracted(text: str) -> tuple[bool, ...]:
    """Per morpheme of `analyze(text)`: it carries a modifier ending (ETM) in itself; () when the analyses differ."""
    raw = raw_morphemes(text)
    if len(raw) != len(analyze(text)):
        return ()
    return tuple(m.pos == "XSV+ETM" and (m.expression or "").startswith("되/") and not (
        i + 1 < len(raw) and raw[i + 1].surface in _TIME_NOUNS) for i, m in enumerate(raw))


def joined(text: str, index: int) -> bool:
    """The morpheme at `index` of `analyze(text)` is a passive 되 with its modifier ending written into it (된, 될)."""
    flags = _contracted(text)
    return 0 <= index < len(flags) and flags[index]


@lru_cache(maxsize=8192)
def _time_clauses(text: str) -> tuple[bool, ...]:
    """Per morpheme of `analyze(text)`: a predicate with its modifier ending written into it before a time noun."""
    raw = raw_morphemes(text)
    if len(raw) != len(analyze(text)):
        return ()
    return tuple(m.pos.endswith("+ETM") and i + 1 < len(raw) and raw[i + 1].surface in _TIME_NOUNS
                 for i, m in enumerate(raw))


def time_clause(text: str, index: int) -> bool:
    """The morpheme at `index` of `analyze(text)` opens a time clause ("모을 때는 …"): a condition, not a
    presupposition (the ending is in the morpheme itself, so the next verb's modifier ending is not its own)."""
    flags = _time_clauses(text)
    return 0 <= index < len(flags) and flags[index]
