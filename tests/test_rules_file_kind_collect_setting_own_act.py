"""A scope word the coverage rule sets aside — a file's format (`bot.rules.file_kind`), the occasion or form of a
collection (`bot.rules.collect_setting`) — only for a question whose own act the sentence carries
(`bot.rules.described_acts.acts_of_own`; issue 8: near misses aimed at the newest leniencies, batch `_zu` and hand
probes), on hand-made sentences and questions; and what the rules still answer."""

from __future__ import annotations

from bot.rules import collect_setting, file_kind
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
PRIVATE_FILES = "고객정보 파일은 사내 드라이브에만 보관한다."
BIG_FILES = "30MB가 넘는 파일은 사내 드라이브에 올리고 링크를 보낸다."
ID_NUMBERS = "주민등록번호는 법이 정한 경우에만 수집한다."
PURPOSE = "개인정보는 수집한 목적으로만 쓴다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([PRIVATE_FILES, BIG_FILES, ID_NUMBERS, PURPOSE])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_a_format_is_set_aside_only_for_an_act_the_sentence_carries() -> None:
    asked = "고객정보 엑셀 파일 어디 둬요?"
    assert file_kind.answered(asked, ["엑셀"], PRIVATE_FILES, "정보 규정", GLOSSARY) == []
    assert file_kind.answered(asked, ["엑셀"], PRIVATE_FILES, "정보 규정", GLOSSARY, ["하"]) == []  # generic
    # an act of its own the sentence does not carry: the format stays a topic word
    assert file_kind.answered("고객정보 pdf 파일 인쇄해도 돼요?", ["pdf"], PRIVATE_FILES, "정보 규정", GLOSSARY,
                              ["인쇄"]) == ["pdf"]
    assert file_kind.answered("동영상 파일 40MB인데 편집해도 돼요?", ["동영상"], BIG_FILES, "메일 규정", GLOSSARY,
                              ["편집"]) == ["동영상"]
    assert file_kind.answered("동영상 파일 40MB인데 어떻게 보내요?", ["동영상"], BIG_FILES, "메일 규정", GLOSSARY,
                              []) == []


def test_the_coverage_rule_no_longer_stacks_a_format_and_an_unworded_act() -> None:
    assert not cover("고객정보 pdf 파일 스캔해도 돼요?", PRIVATE_FILES).passed
    assert not cover("고객정보 이미지 파일 인쇄해서 나눠줘도 되나요?", PRIVATE_FILES).passed


def test_an_occasion_is_set_aside_only_when_the_collecting_is_asked() -> None:
    asked = "회원가입 때 주민등록번호 받아도 돼요?"
    assert collect_setting.answered(asked, ["회원가입"], ID_NUMBERS, GLOSSARY, ["받"]) == []
    assert collect_setting.answered("이벤트 끝나면 연락처 바로 지워야 돼요?", ["이벤트"], PURPOSE, GLOSSARY,
                                    ["지우"]) == ["이벤트"]
    assert collect_setting.answered("설문 끝나면 주민번호 언제 파기해요?", ["설문"], ID_NUMBERS, GLOSSARY,
                                    ["파기"]) == ["설문"]
    # putting the item's field into the form is the collecting act
    assert collect_setting.answered("신청서에 주민번호 적는 칸 만들어도 돼요?", ["신청서", "칸"], ID_NUMBERS,
                                    GLOSSARY, ["적", "만들"]) == []


def test_the_coverage_rule_keeps_an_occasion_with_another_act() -> None:
    assert not cover("이벤트 끝나면 연락처 바로 지워야 돼요?", PURPOSE).passed
    assert not cover("설문조사 끝나면 전화번호 언제 지워요?", PURPOSE).passed
    assert cover("설문조사 때 주민등록번호 받아도 돼요?", ID_NUMBERS).passed
