"""The occasion and the form of a collection (`bot.rules.collect_setting`; issue 8: a question's topic noun the coverage
rule did not connect to the policy sentence's words), on hand-made sentences and questions. The rule also keeps refusing
what it is not about."""

from __future__ import annotations

from bot.rules import collect_setting
from tests.support.topic_noun_matcher import CONSENT, GLOSSARY, ID_NUMBERS, PRIVATE_FILES, cover


def test_the_occasion_and_the_form_of_a_collection_are_no_topic() -> None:
    assert collect_setting.answered("회원가입 때 주민번호 받아도 돼?", ["회원가입"], ID_NUMBERS, GLOSSARY) == []
    assert collect_setting.answered("행사 신청서에 주민번호 적는 칸 만들어도 돼요?", ["신청서", "칸"], ID_NUMBERS,
                                    GLOSSARY) == []
    assert collect_setting.placed("행사 신청서에 주민번호 적는 칸 만들어도 돼요?", ["적", "만들"], ID_NUMBERS,
                                  GLOSSARY) == []
    assert collect_setting.answered("가입 form에 연락처 칸 넣어도 돼요?", ["가입", "form", "칸"], CONSENT,
                                    GLOSSARY) == []
    assert cover("회원가입 때 주민번호 받아도 돼요?", ID_NUMBERS).passed
    assert cover("설문 하면서 개인정보 모을 때 동의 받아야 돼요?", CONSENT, "1. 개인정보 수집").passed


def test_a_form_asked_about_itself_or_a_collection_without_data_keeps_its_nouns() -> None:
    # the form is the point: where to get it
    assert collect_setting.answered("개인정보 수집 동의서 양식은 어디서 받아요?", ["양식"], CONSENT,
                                    GLOSSARY) == ["양식"]
    assert collect_setting.placed("개인정보 동의서 양식은 누가 만들어요?", ["만들"], CONSENT, GLOSSARY) == ["만들"]
    # no personal data item named
    assert collect_setting.answered("이벤트 경품은 언제 보내요?", ["이벤트"], CONSENT, GLOSSARY) == ["이벤트"]
    # a sentence that does not speak of collecting
    assert collect_setting.answered("이벤트 연락처 몇 년 보관해요?", ["이벤트"], PRIVATE_FILES,
                                    GLOSSARY) == ["이벤트"]
    assert not cover("회원가입 양식은 어디서 받아요?", CONSENT).passed
