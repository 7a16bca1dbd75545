"""Leave asked for an act named by a noun with 하다, which only the heading names (issue 8, session 54).

"재택 주 3일 해도 돼요?" asks leave to work from home (재택 + 하다); under the heading "재택근무 중 보안",
"자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다" is a rule for the time one works from home, not leave to do
it. The act a permission question asks is the noun its 하다 makes a verb; a sentence answers the leave only when it
names that act itself (or a word the glossary files under it), not when its heading alone names it as the time its
rules hold ("X 중", "X 시", "X 때"; a heading naming the act as its topic, "변경 주기", is no such frame). Light
nouns that only say a thing is used or done (사용, 이용, 진행 …) ask no act of their own. MeCab-ko's tags; no lists
of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.language.terms import GENERIC_NOUNS, compact, raw_morphemes

_LIGHT_NOUNS = frozenset({"사용", "이용", "진행", "처리", "수행", "실시", "활용"})
# what may stand between the act's noun and its 하다: how often or how much ("주 3일", "하루 2번", "좀")
_BETWEEN_TAGS = ("SN", "NNBC", "NR", "MAG")
_BETWEEN_NOUNS = frozenset({"주", "달", "월", "년", "하루", "매일", "매주", "매달"})
# a heading that names an act as the time its rules hold: "재택근무 중 보안", "출장 시", "퇴사할 때"
_FRAMES = ("중", "시", "때")


def asked_act(question: str) -> str | None:
    """The noun whose 하다 the permission ending closes ("재택 (주 3일) 해도", "출입해도" -> 재택, 출입), or None."""
    raw = [m for m in raw_morphemes(question) if m.pos.split("+")[0] != "SF"]
    for k, m in enumerate(raw):
        tags = m.pos.split("+")
        if not (m.lemma in ("하", "해도") and tags[0] in ("VV", "XSV") and m.surface.endswith("도")
                and k + 1 < len(raw) and raw[k + 1].lemma == "되"):
            continue
        j = k - 1
        while j >= 0 and (raw[j].pos.split("+")[0] in _BETWEEN_TAGS or raw[j].lemma in _BETWEEN_NOUNS):
            j -= 1
        if j >= 0 and raw[j].pos == "NNG" and raw[j].lemma not in GENERIC_NOUNS | _LIGHT_NOUNS:
            return raw[j].lemma
    return None


def heading_only(question: str, permission: bool, sentence: str, heading: str,
                 forms: Callable[[str], Iterable[str]]) -> str | None:
    """The act noun of a permission question that the sentence's `heading` (title and section) names as the time its
    rules hold ("재택근무 중 보안") and the sentence itself does not, or None. An act no heading names that way
    ("작업해도", "숙제해도"; "변경해도" under "변경 주기") is left to the other rules."""
    if not permission:
        return None
    act = asked_act(question)
    if act is None:
        return None
    words = [compact(f) for f in {act, *forms(act)} if f]
    named = compact(heading)
    if not any(f"{w}{frame}" in named for w in words for frame in _FRAMES):
        return None  # "2. 변경 주기" names the act as its topic, not as the time its rules hold
    squeezed = compact(sentence)
    return None if any(w in squeezed for w in words) else act
