"""A thing named by the act that made it (`bot.rules.derived_thing`; issue 8: a question's topic noun the coverage rule
did not connect to the policy sentence's words), on hand-made sentences and questions. The rule also keeps refusing what
it is not about."""

from __future__ import annotations

from bot.rules import derived_thing
from tests.support.topic_noun_matcher import COPIES, PRINTS, cover


def test_a_container_named_with_its_act_is_the_derived_noun() -> None:
    assert derived_thing.made_things(COPIES) == [("백업", "본")]
    assert derived_thing.answered("백업 파일은 며칠 남겨둬요?", ["파일"], COPIES) == []
    assert derived_thing.answered("백업 데이터는 얼마나 갖고 있어요?", ["데이터"], COPIES) == []
    assert derived_thing.answered("기밀 보고서 출력했는데 종이는 어떻게 해요?", ["종이"], PRINTS) == []
    assert cover("백업 파일은 며칠 동안 보관해요?", COPIES).passed


def test_a_container_the_derived_noun_does_not_make_keeps_its_noun() -> None:
    assert derived_thing.answered("파일 백업은 며칠 보관해요?", ["파일"], COPIES) == ["파일"]  # the act after it
    assert derived_thing.answered("백업 종이는 어디 둬요?", ["종이"], COPIES) == ["종이"]  # a copy is no paper
    assert derived_thing.answered("출력했는데 파일은 어떻게 지워요?", ["파일"], PRINTS) == ["파일"]
    assert derived_thing.answered("백업 로그는 며칠 보관해요?", ["로그"], COPIES) == ["로그"]
    # the container is the subject of an event of its own
    assert derived_thing.answered("기밀 보고서 출력했는데 프린터에 종이가 걸렸어요", ["종이"], PRINTS) == ["종이"]
    assert not cover("백업 로그는 며칠 동안 보관해요?", COPIES).passed
    assert not cover("백업 파일은 어떻게 암호화해요?", COPIES).passed
