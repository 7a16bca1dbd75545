"""A measure asked of "새 N" with no act asked (issue 8): "새 비밀번호는 몇 자 이상이어야 하나요?", "새 비밀번호
몇 자 이상이에요?" (the topic particle dropped before the question word).

"새 N" asks for a new one when an act is asked of it ("분실 신고하면 새 노트북 바로 줘요?": 새로), so a rule on N
alone does not answer it. When the question only measures the new N (its topic, marked 은/는, a figure asked,
and no verb but the copula and auxiliaries), the rule on N's measure is the rule on every new N: "비밀번호는 12자
이상으로 만든다" answers "새 비밀번호는 몇 자 이상이어야 하나요?".
"""

from __future__ import annotations

from bot.language.terms import analyze

_MEASURE_WORDS = ("몇", "며칠", "얼마")


def measured_only(text: str, quantity: str | None) -> bool:
    """The question asks a figure of the new thing it names as its topic, and no act."""
    if quantity is None:
        return False
    morphs = analyze(text)
    if any(m.tag.startswith(("VV", "VA", "XSV")) for m in morphs):
        return False
    for i, m in enumerate(morphs):
        if m.tag == "MM" and m.surface == "새":
            k = i + 1
            while k < len(morphs) and morphs[k].tag.startswith("NN"):
                k += 1
            # "새 비밀번호는 몇 자", or with the topic particle dropped, the question word right after the noun
            # ("새 비밀번호 몇 자 이상이에요?")
            return k > i + 1 and k < len(morphs) and (
                (morphs[k].tag == "JX" and morphs[k].surface in ("은", "는"))
                or morphs[k].surface.startswith(_MEASURE_WORDS))
    return False
