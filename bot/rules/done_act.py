"""A rule that says to do what the asker says is done does not answer what to do next (issue 8, hand probe p28a-15).

"VPN 인증서 재발급 받았으면 예전 인증서는 지워야 하나요?" tells the reissue as done and asks about the old
certificate; "인증서가 만료되기 30일 전에 재발급을 신청한다" says to apply for the reissue. It carries VPN, 인증서 and
재발급, and the one predicate it lacks (지우) could be worded otherwise, so it passed. The same holds for "노트북
반납했는데 자료는 어떻게 돼요?" against "퇴사하면 … 노트북을 반납한다". When the question tells an act noun as done
(the noun, then 받다 / 하다 / 되다 in the past: "재발급 받았으면", "반납했는데") and the sentence's own act is that act
(its final act noun, or the object of it: "재발급을 신청한다"), the sentence answers nothing the asker asks. A question
that asks to confirm what was done ("재발급 받았는데 이거 맞죠?") is left alone: the rule confirms it.
Pressing the button for an act is doing it (session 44, probe `_p44c`): "피싱 메일 신고 버튼 눌렀는데 그 메일은 지워야
돼요, 그냥 둬요?" tells the report as done, so "… '피싱 메일 신고' 버튼으로 신고한다" says nothing of what comes next.
On MeCab-ko's tags; general logic, no lists of questions.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.terms import Morph, analyze, compact
from bot.rules.message_parts import CONFIRM_TAIL_RE

_DONE_VERBS = frozenset({"받", "하", "되"})
_PAST = ("았", "었", "했", "됐", "였")
_BUTTON = "버튼"


def _noun_run_before(morphs: tuple[Morph, ...], end: int) -> str:
    """The word's nouns (with a 재- prefix) ending just before index `end` ("재발"+"급" -> 재발급; not "인증서" of
    "인증서 재발급", written apart)."""
    k = end
    while k > 0 and (morphs[k - 1].tag in ("NNG", "XPN")) and (k == end or morphs[k].start == morphs[k - 1].end):
        k -= 1
    return compact("".join(m.surface for m in morphs[k:end]))


def _pressed_for(morphs: tuple[Morph, ...], i: int) -> str:
    """The act noun of a button pressed in the past at `morphs[i]` ("신고 버튼 눌렀는데": 신고), else ""."""
    m = morphs[i]
    past = m.surface.endswith(("렀", "었", "았")) or (i + 1 < len(morphs) and morphs[i + 1].tag == "EP")
    if m.tag != "VV" or m.lemma != "누르" or not past:
        return ""
    k = i - 1 if i >= 1 and morphs[i - 1].tag == "JKO" else i
    if k < 2 or morphs[k - 1].lemma != _BUTTON:
        return ""
    run = _noun_run_before(morphs, k - 1)
    return run if len(run) >= 2 else ""


@lru_cache(maxsize=4096)
def told_done(question: str) -> frozenset[str]:
    """The act nouns a question tells as done: 재발급 of "재발급 받았으면", 반납 of "반납했는데", and the act of a
    button pressed ("신고 버튼 눌렀는데": pressing the report button is reporting)."""
    morphs = analyze(question)
    out: set[str] = {act for i in range(len(morphs)) if (act := _pressed_for(morphs, i))}
    for i, m in enumerate(morphs):
        if i == 0 or morphs[i - 1].tag != "NNG":
            continue
        past = m.surface.startswith(_PAST) or (i + 1 < len(morphs) and morphs[i + 1].tag == "EP")
        if past and (m.tag.startswith("XSV") or (m.tag == "VV" and m.lemma in _DONE_VERBS)):
            run = _noun_run_before(morphs, i)
            if len(run) >= 2:
                out.add(run)
    return frozenset(out)


def own_acts(sentence: str) -> frozenset[str]:
    """The act a sentence prescribes: its final act noun and that act's object ("재발급을 신청한다" -> 신청, 재발급)."""
    morphs = [m for m in analyze(sentence) if m.tag != "SF"]
    if len(morphs) < 2 or not morphs[-1].tag.startswith("XSV") or morphs[-2].tag != "NNG":
        return frozenset()
    out = {compact(morphs[-2].surface)}
    k = len(morphs) - 2
    if k >= 1 and morphs[k - 1].tag == "JKO":
        out.add(_noun_run_before(tuple(morphs), k - 1))
    return frozenset(w for w in out if len(w) >= 2)


def problems(question: str, sentence: str) -> list[str]:
    """The act the sentence prescribes is one the question says is done."""
    if CONFIRM_TAIL_RE.search(question.strip()):  # "… 이거 맞죠?", not "… 그냥 둬도 되나요"
        return []
    done = told_done(question) & own_acts(sentence)
    return [f"({act}: the question says it is done; the sentence says to do it)" for act in sorted(done)][:1]
