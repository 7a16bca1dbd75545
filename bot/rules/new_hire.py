"""Which new hire a question is about is covered by a rule keyed to joining (issue 8, cover35).

"신입 매장직원 노트북 언제받아요?", "다음주 월요일 입사하는 신규 개발자 laptop은 언제 받나요?": the asker asks
on behalf of a new hire, named by a role (매장 직원, 개발자, 디자이너). "업무용 노트북은 입사일에 지급한다" names
the new hire by the day they join, so it applies to whoever joins, whatever their role: the role nouns after the
mark of a new hire (신입, 신규, 입사하는 / 입사한 / 입사할) are covered by a sentence that says 입사. Never a group
outside the staff ("신입 인턴", "신규 외주 개발자", `bot.rules.asked_attribute`): whether a rule for the staff
reaches them is not said; never a thing ("신입 노트북": the noun phrase must end in a person, `answer_kind.is_person`).
"""

from __future__ import annotations

from bot.language.tags import DERIVING_SUFFIX_TAGS
from bot.language.terms import RawMorpheme, compact, raw_morphemes
from bot.rules.answer_kind import is_person
from bot.rules.asked_attribute import is_outsider

_NEW = frozenset({"신입", "신규"})
_JOINING = "입사"


def _after_mark(raw: tuple[RawMorpheme, ...], k: int) -> int | None:
    """The index right after a new hire's mark at `raw[k]` (신입 / 신규, or 입사 + 하 + a modifier ending)."""
    m = raw[k]
    if m.pos.startswith("NNG") and m.surface in _NEW:
        return k + 1
    if m.surface == _JOINING and k + 1 < len(raw) and raw[k + 1].pos.startswith(DERIVING_SUFFIX_TAGS) \
            and raw[k + 1].pos.split("+")[-1].startswith("ETM"):
        return k + 2  # 입사한 (XSA+ETM)
    if m.surface == _JOINING and k + 2 < len(raw) and raw[k + 1].pos.startswith(DERIVING_SUFFIX_TAGS) \
            and raw[k + 2].pos.startswith("ETM"):
        return k + 3  # 입사하 + 는
    return None


def hires(question: str) -> list[tuple[str, ...]]:
    """The role noun phrases of the new hires `question` names ("매장", "직원" of "신입 매장직원")."""
    raw = raw_morphemes(question)
    out: list[tuple[str, ...]] = []
    for k in range(len(raw)):
        start = _after_mark(raw, k)
        if start is None:
            continue
        nouns: list[str] = []
        j = start
        while j < len(raw) and raw[j].pos.startswith("NNG") and raw[j].surface not in _NEW:
            nouns.append(raw[j].surface)
            j += 1
        # the phrase up to its last person noun ("매장 직원 | 노트북")
        last = max((i for i in range(len(nouns)) if is_person(nouns[i])), default=None)
        if last is None:
            continue
        phrase = tuple(nouns[:last + 1])
        if not any(is_outsider(n) for n in phrase):
            out.append(phrase)
    return out


def covered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` without the role nouns of a new hire when `sentence` keys its rule to joining (입사)."""
    if not missing or _JOINING not in sentence:
        return missing
    roles = {compact(n) for phrase in hires(question) for n in phrase} | {
        compact("".join(phrase)) for phrase in hires(question)}
    return [w for w in missing if compact(w) not in roles] if roles else missing
