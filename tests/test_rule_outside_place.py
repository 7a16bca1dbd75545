"""Another company a thing is taken to is the outside (`bot.rules.outside_place`; issue 8: a question's topic noun the
coverage rule did not connect to the policy sentence's words), on hand-made sentences and questions. The rule also keeps
refusing what it is not about."""

from __future__ import annotations

from bot.rules import outside_place
from tests.support.topic_noun_matcher import cover

TAKE_OUT = "보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다."


def test_another_company_a_thing_is_taken_to_is_the_outside() -> None:
    assert outside_place.answered("보안USB에 자료 담아서 고객사 미팅 들고 나가도 돼요?", ["고객", "사"], TAKE_OUT) == []
    assert outside_place.answered("보안 USB에 자료 담아서 고객사 가져가도 돼요?", ["사"], TAKE_OUT) == []  # 사다
    assert cover("보안 USB에 자료 담아서 고객사 가져가도 돼요?", TAKE_OUT).passed
    assert outside_place.answered("협력사 담당자한테 대외비 문서 보내야 하는데 뭐부터 해요?", ["협력사"],
                                  "대외비 문서를 외부로 보낼 때는 암호를 건다.") == []


def test_an_outside_company_keeps_its_noun_after_the_act_or_without_an_outward_act() -> None:
    # the taking is done: what follows it is asked
    assert outside_place.answered("고객사에 자료 가져갔는데 다녀와서 그 파일은 어떻게 해요?", ["고객"],
                                  TAKE_OUT) == ["고객"]
    # a place the question turns on (topic- or focus-marked)
    assert outside_place.answered("거래처에는 대외비 문서 보내도 돼요?", ["거래처"],
                                  "대외비 문서를 외부로 보낼 때는 암호를 건다.") == ["거래처"]
    # received from there: no outward act
    assert outside_place.answered("고객사에서 받은 파일 열어도 돼요?", ["고객"], TAKE_OUT) == ["고객"]
    # a sentence that names no outside
    assert outside_place.answered("고객사에 노트북 들고 가도 돼요?", ["고객"], "노트북은 4년마다 교체한다.") == ["고객"]
