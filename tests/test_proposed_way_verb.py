"""Session 32 (issue 8), invented sentences: a way proposed with a verb ("그냥 압축해서 보내면 되나요?") is answered by
a sentence that prescribes its own step right before the act ("… 파일에 잠금을 걸어 보낸다"); not by one that only
names the act, nor when the question asks leave without proposing a way."""

from __future__ import annotations

from bot.rules.proposed_means import proposed_acts, way_answered

_STEP = "비공개 사진을 밖으로 보낼 때는 팀장 확인을 받은 뒤 파일에 잠금을 걸어 보낸다."
_PLAIN = "비공개 사진은 밖으로 보낸다."


def test_a_verb_proposed_as_the_way() -> None:
    assert proposed_acts("비공개 사진 그냥 압축해서 보내면 되나요?") == frozenset({"압축"})
    assert proposed_acts("사진 압축하고 보내면 되죠?") == frozenset({"압축"})
    assert proposed_acts("사진 압축해서 보내도 돼요?") == frozenset()  # leave asked, no "-면 되나요"


def test_a_prescribed_step_answers_the_proposed_way() -> None:
    question = "비공개 사진 그냥 압축해서 보내면 되나요?"
    assert way_answered(question, ["압축"], _STEP) == []
    assert way_answered(question, ["압축"], _PLAIN) == ["압축"]
    assert way_answered(question, ["압축", "사진첩"], _STEP) == ["사진첩"]  # other words stay
