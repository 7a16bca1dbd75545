""""X했는데 괜찮아요?": the told deed must be the sentence's (bot.rules.told_act_judged), on hand-made text."""

from __future__ import annotations

from bot.rules import told_act_judged
from tests.support.topic_rule import checked_extractive


def _none(_: str) -> list[str]:
    return []


def test_told_deeds() -> None:
    assert told_act_judged.told_deeds("노트북을 차에 두고 왔는데 괜찮아요?") == {"두"}
    assert told_act_judged.told_deeds("회사 노트북을 동생이 썼는데 괜찮아요?") == {"쓰"}
    assert told_act_judged.told_deeds("USB를 책상에 놓고 왔는데 문제 없나요?") == {"놓"}
    # a question word or another predicate after the told clause: not a judgement of the told deed
    assert told_act_judged.told_deeds("노트북 두고 왔는데 어떻게 해요?") == frozenset()
    assert told_act_judged.told_deeds("노트북 두고 왔는데 신고해야 돼요?") == frozenset()
    # a light verb ("했는데") or a topic-word act ("설치했는데"): left to the topic rule
    assert told_act_judged.told_deeds("포맷했는데 괜찮아요?") == frozenset()


def test_problems() -> None:
    q = "노트북을 차에 두고 왔는데 괜찮아요?"
    assert told_act_judged.problems(q, "지급받은 노트북은 본인 업무에만 사용하고 남에게 빌려주지 않는다.", _none)
    q2 = "회사 노트북을 동생이 썼는데 괜찮아요?"
    assert told_act_judged.problems(q2, "업무용 노트북은 가족과 함께 쓰지 않는다.", _none) == []
    assert told_act_judged.problems(q2, "업무용 노트북은 가족과 함께 사용하지 않는다.", lambda w: ["사용"]) == []


def test_extractive_hands_off_a_rule_on_another_act() -> None:
    text = "- 업무용 노트북은 입사일에 지급한다.\n- 지급받은 노트북은 본인 업무에만 사용하고 남에게 빌려주지 않는다."
    answer, _ = checked_extractive("노트북을 차에 두고 왔는데 괜찮아요?", "1. 지급", text)
    assert answer is None
    text2 = "- 업무용 노트북은 가족과 함께 쓰지 않는다."
    answer, passed = checked_extractive("업무용 노트북을 가족이 썼는데 괜찮아요?", "2. 사용", text2)
    assert answer is not None and "쓰지 않는다" in answer and passed
