"""A figure made the value asked is the point (`bot.rules.figure_point`; batch `_zj`, issue 8: a safety check of the
session's leniency with near misses), on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import figure_point
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"다른 서비스": ("게임 사이트",), "재택근무": ("home",), "태블릿": ("tablet",)})
MATCHER = TopicMatcher(GLOSSARY)


def test_a_figure_made_the_value_is_the_point() -> None:
    assert figure_point.is_point("게임 계정 비번도 15자 이상으로 해야 돼요?")
    assert figure_point.is_point("화면 잠금 20분으로 해도 돼요?")
    assert not figure_point.is_point("재부팅 두번 해봐도 돼요?")  # a count, not a value set
    assert not figure_point.is_point("검토는 1년에 한 번이면 충분한가요?")
    assert not figure_point.is_point("비번 몇 자로 해야 돼요?")  # a question word
    assert not figure_point.is_point("태블릿은 3년 쓰면 바꿔줘요?")  # the figure measures an act
    # through the topic rule: a sentence without a length does not answer it
    verdict = cover(MATCHER, "게임 사이트 비번도 15자 이상으로 해야 돼요?",
                    "회사 비밀번호를 다른 서비스에 같이 쓰지 않는다.")
    assert not verdict.passed
    assert cover(MATCHER, "비밀번호 15자 이상으로 해야 돼요?", "비밀번호는 10자 이상으로 만든다.").quantity_ok
