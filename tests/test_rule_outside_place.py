"""Another company a thing is taken to is the outside (`bot.rules.outside_place`; issue 8: a question's topic noun the
coverage rule did not connect to the policy sentence's words), on hand-made sentences and questions. The rule also keeps
refusing what it is not about."""

from __future__ import annotations

from bot.rules import outside_place
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LENGTH = "암호는 10자 이상으로 정한다."
DEADLINE = "계약이 끝나면 3영업일 이내에 출입증을 돌려준다."
RENEWAL = "자격증이 만료되기 20일 전에 갱신을 신청한다."
COPIES = "백업본은 14일 동안 보관한다."
PRINTS = "다 쓴 기밀 출력물은 파쇄한다."
BIG_FILES = "30MB가 넘는 파일은 사내 드라이브에 올리고 링크를 보낸다."
PRIVATE_FILES = "개인정보 파일은 사내 드라이브에만 보관한다."
ID_NUMBERS = "주민등록번호는 법이 정한 경우에만 수집한다."
CONSENT = "수집할 때는 동의를 받는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LENGTH, DEADLINE, RENEWAL, COPIES, PRINTS, BIG_FILES, PRIVATE_FILES, ID_NUMBERS, CONSENT])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


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
