"""The act an asked deadline is for must be in the sentence (`bot.rules.premise_figure.asked_figure_act`), on
hand-made sentences: the figure of another act answers another question."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules.premise_figure import asked_figure_act
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

RETENTION = "보관 기간은 목적을 달성한 날부터 1년이다."
DESTRUCTION = "보관 기간이 끝난 개인정보는 5영업일 이내에 파기한다."

MATCHER = TopicMatcher(Glossary({"파기": ("지우",)}))
MATCHER.set_vocabulary([RETENTION, DESTRUCTION, "개인정보 파일은 사내 드라이브에만 보관한다."])


def test_the_act_a_deadline_is_asked_for() -> None:
    assert asked_figure_act("보관기간 끝난 개인정보는 언제까지 파기해야 돼요?") == "파기"
    assert asked_figure_act("고객 자료 며칠 안에 지워야 해요?") == "지우"
    # a duration, not a deadline: how long the state lasts answers it
    assert asked_figure_act("계정 막혔어요 얼마나 있어야 풀려요?") is None
    assert asked_figure_act("노트북 몇 년마다 바꿔 줘요?") is None


def test_the_figure_of_another_act_does_not_answer_a_deadline() -> None:
    question = "보관기간 끝난 개인정보는 언제까지 파기해야 돼요?"
    assert not cover(MATCHER, question, RETENTION, "2. 개인정보 이용과 보관").passed
    assert cover(MATCHER, question, DESTRUCTION, "3. 파기").passed

