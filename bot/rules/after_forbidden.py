"""What to do after a rule was broken (batch `_ze`, issue 8).

"생성형 AI에 개인정보 넣은 거 나중에 알게 되면 어떻게 해요?" tells a deed already done and asks what to do now:
"생성형 AI 서비스에 … 개인정보 … 를 입력하지 않는다" only forbids the deed; it states no remedy. A sentence whose
main act is negated ("…지 않는다", "…지 말아야 한다", "…할 수 없다") does not answer a what-to-do question about a
deed the asker tells as done (a past ending: "넣었는데", "보냈으면"; a past modifier before 거/것/걸/건: "넣은 거",
"접속한 건"), nor a remedy asked late ("승인 없이 깔아서 쓰는 중인데 이제라도 승인 받으면 되는 거임?").
A sentence that forbids one act and prescribes another ("끄지 말고 … 연락한다") is not negated in its main act.
"""

from __future__ import annotations

import re

from bot.language.terms import RawMorpheme, raw_morphemes

_WHAT_TO_DO_RE = re.compile(
    r"어떻게\s*(?:해|하|되|돼|처리|조치|수습)|어떡|어캐\s*해|어케\s*해|뭘\s*해야|뭐\s*해야|뭐부터|무엇을\s*해야|조치는?")
_NEGATED_END_RE = re.compile(
    r"(?:지\s*않는다|지\s*말아야\s*한다|지\s*않아야\s*한다|수\s*없다|금지한다|금지된다)\s*[.。]?\s*$")


_THING = frozenset({"거", "것", "걸", "건"})  # "접속한 건": 것 + 은
_PAST_MODIFIERS = ("은", "ㄴ", "한", "린", "낸", "운", "준", "친", "던")
# "이제라도 승인 받으면 돼요?", "지금이라도 지우면 되나요?": a remedy asked late, for a deed already done
_LATE_RE = re.compile(r"(?:이제|지금|뒤늦게)\s*(?:이)?라도")


def told_done(question: str) -> bool:
    """The question tells a deed as done: a verb with a past ending, a past modifier before 거/것/걸/건, or a
    remedy asked late ("이제라도")."""
    return _LATE_RE.search(question) is not None or bool(done_acts(question))


def _act(morphs: tuple[RawMorpheme, ...], i: int) -> str:
    """The act of the predicate at `i`: a verbal noun before 하다 ("접속한": 접속), else the verb's lemma."""
    if morphs[i].pos.startswith("XSV") and i > 0 and morphs[i - 1].pos.startswith("NNG"):
        return morphs[i - 1].surface
    return morphs[i].lemma


def done_acts(question: str) -> list[str]:
    """The acts the question tells as done: a verb with a past ending, or a past modifier before 거/것/걸/건."""
    morphs = raw_morphemes(question)
    out = []
    for i, morph in enumerate(morphs):
        tags = morph.pos.split("+")
        if tags[0] not in ("VV", "XSV", "VX"):
            continue
        nxt = morphs[i + 1] if i + 1 < len(morphs) else None
        after = morphs[i + 2] if i + 2 < len(morphs) else None
        fused = "ETM" in tags and morph.surface.endswith(_PAST_MODIFIERS)  # "넣은", "접속한"
        if "EP" in tags or (fused and nxt is not None and nxt.lemma in _THING) or (
                nxt is not None and nxt.pos == "ETM" and nxt.surface in ("은", "ㄴ", "던") and
                after is not None and after.lemma in _THING):
            out.append(_act(morphs, i))
    return out


def _main_act(sentence: str) -> str | None:
    """The act the sentence ends on ("… 사내 시스템에 접속한다": 접속)."""
    morphs = raw_morphemes(sentence.strip())
    for i in range(len(morphs) - 1, -1, -1):
        if morphs[i].pos.split("+")[0] in ("VV", "XSV"):
            return _act(morphs, i)
    return None


def problems(question: str, sentence: str) -> list[str]:
    """A prohibition does not answer what to do after it was broken, nor does the rule that prescribes the very
    deed told as done ("이미 접속한 건 어떻게 해야 하나요?" vs "… VPN을 먼저 연결한 뒤 사내 시스템에 접속한다")."""
    if not re.search(r"[가-힣]", question) or not (_WHAT_TO_DO_RE.search(question) or _LATE_RE.search(question)):
        return []
    acts = done_acts(question)
    if not acts and _LATE_RE.search(question) is None:  # `told_done`, with the acts kept for the check below
        return []
    if _NEGATED_END_RE.search(sentence.strip()):
        return ["(a deed told as done, what to do now: the sentence only forbids it)"]
    main = _main_act(sentence)
    if main is not None and main in acts:
        return [f"(a deed told as done, what to do now: the sentence prescribes {main} itself, no remedy)"]
    return []
