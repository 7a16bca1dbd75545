"""Batch `_zk` (issue 8): a safety check of round 2's leniency rules with near misses aimed at
them. Narrowings tested here on invented sentences: a predicate that describes a noun is set aside only when it
says what the thing holds or bears, how it reached the asker or how far its time has run (`bot.rules.described_acts`);
a description of what befell the thing (맡긴, 빠진, 고장난, 깨진) makes it another thing. An offered approver is
no topic only when the sentence carries the question's act (`bot.rules.offered_approver`); a company computer is no
topic of an installation already done (`bot.rules.install_target`)."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.rules import install_target, modifier_noun, offered_approver
from bot.rules.described_acts import DESCRIBING, described_only
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

MATCHER = TopicMatcher(Glossary({"지급": ("노트북 언제 나와",), "파쇄": ("버리",)}))


@pytest.mark.parametrize(("question", "verb", "noun"), [
    ("개인정보 적힌 종이 서류는 어떻게 버려요?", "적히", "종이"),
    ("보관기간 끝난 개인정보 언제까지 없애야 돼요?", "끝나", "개인정보"),
    ("보안 USB에 옮긴 파일 다 쓰면 어떻게 해요?", "옮기", "파일"),
    ("등급 찍힌 문서는 밖에 보내도 돼요?", "찍히", "문서"),
])
def test_describing_verbs_still_set_aside(question: str, verb: str, noun: str) -> None:
    assert verb in DESCRIBING
    assert described_only(question, [verb], [noun], {}, "아무 문장이다.") == [verb]


@pytest.mark.parametrize(("question", "verb", "noun"), [
    ("수리 맡긴 노트북은 언제 나와요?", "맡기", "노트북"),
    ("물에 빠진 보안 USB는 어떻게 폐기해요?", "빠지", "보안"),
    ("고장난 노트북은 바로 바꿔줘요?", "고장나", "노트북"),
    ("액정 깨진 노트북은 누구한테 내요?", "깨지", "노트북"),
    ("친구가 빌려간 보안 USB 는 어떻게 신고해요?", "빌려가", "보안"),
])
def test_what_befell_the_thing_is_kept(question: str, verb: str, noun: str) -> None:
    assert verb not in DESCRIBING
    assert described_only(question, [verb], [noun], {}, "아무 문장이다.") == []


def test_repaired_laptop_is_not_the_new_hires() -> None:
    sentence = "업무용 노트북은 입사일에 지급한다."
    assert not cover(MATCHER, "수리 맡긴 노트북은 언제 나와요?", sentence, "1. 지급").passed
    assert not cover(MATCHER, "물에 빠진 노트북은 언제 나와요?", sentence, "1. 지급").passed


def test_document_that_holds_personal_data_still_answered() -> None:
    sentence = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
    assert cover(MATCHER, "개인정보 적힌 종이 문서는 어떻게 버려요?", sentence, "3. 파기 개인정보").passed


def test_offered_approver_kept_when_the_sentence_leaves_the_act_unsaid() -> None:
    named = "개인정보를 외부 업체에 제공하려면 개인정보 보호 담당자의 승인을 받는다."
    question = "팀장 승인 받으면 주민등록번호 수집해도 돼요?"
    assert offered_approver.answered(question, ["팀장"], named, True, ["수집"]) == ["팀장"]
    # the approving predicate itself may be missing: the outright ban still answers
    ban = "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."
    assert offered_approver.answered("개인 usb는 팀장님이 허락하면 써도 돼요?", ["팀장"], ban, True, ["허락"]) == []
    assert offered_approver.answered("개인 usb는 팀장님이 허락하면 써도 돼요?", ["팀장"], ban, True, []) == []


def test_offered_approver_on_a_whole_sentence() -> None:
    sentence = "개인정보를 외부 업체에 제공하려면 개인정보 보호 담당자의 승인을 받는다."
    assert not cover(MATCHER, "팀장 승인 받으면 고객 전화번호 모아도 돼요?", sentence, "4. 외부 제공").passed


@pytest.mark.parametrize("question", [
    "회사 PC에 프로그램 깔고 나서 보고도 해야 돼요?",
    "업무용 노트북에 설치한 뒤에 누구한테 알려요?",
    "회사 컴퓨터에 깐 다음에 재부팅해야 돼요?",
])
def test_install_done_keeps_the_company_computer(question: str) -> None:
    sentence = "소프트웨어는 승인 없이 설치하지 않는다."
    assert install_target.answered(question, ["pc", "노트북", "컴퓨터"], sentence) == ["pc", "노트북", "컴퓨터"]


def test_install_asked_still_sets_the_company_computer_aside() -> None:
    sentence = "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다."
    assert install_target.answered("회사 PC에 프로그램 깔아도 돼요?", ["pc"], sentence) == []
    assert install_target.answered("업무용 pc에 프로그램 깔기전에 누구한테 승인받아야돼?", ["pc"], sentence) == []


def test_a_modifier_of_the_policy_word_itself_is_not_folded_into_its_head() -> None:
    matcher = TopicMatcher(Glossary({"관리자 계정": ("어드민 계정", "관리자 권한"), "외부 업체": ("외주",)}))
    sentence = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
    assert not cover(matcher, "외주 직원한테 관리자 계정 만들어줘도 되나요?", sentence, "5. 계정 공유 금지").passed
    assert cover(matcher, "관리자 계정 만들려면 누구 승인 받아요?", "관리자 계정은 팀장 승인을 받은 뒤 발급한다.",
                 "1. 관리자 계정").passed


@pytest.mark.parametrize(("word", "text", "expected"), [
    ("가린", "개인정보 가린 종이 문서는 그냥 버려도 되죠?", True),
    ("지운", "이름 지운 명단은 그냥 보내도 돼요?", True),
    ("걸린", "바이러스 걸린 거 같은데 컴퓨터 꺼야 돼요?", False),
    ("걸린", "랜섬웨어 걸린것 같아요", False),
    ("문서", "종이 문서는 어떻게 버려요?", False),
    ("기간", "보관 기간 지난 파일", False),
])
def test_a_noun_that_may_be_a_misread_modifier(word: str, text: str, expected: bool) -> None:
    assert modifier_noun.may_be_modifier(word, text) is expected


@pytest.mark.parametrize(("text", "expected"), [
    ("팀장님이 승인하면 대외비 문서 카톡으로 외부에 보내도 돼요?", {"카톡"}),
    ("고객 명단 개인 메일로 보내도 되나요?", {"메일"}),
    ("실수로 고객 자료가 외부로 유출됐어요", set()),
    ("핸드폰 아이폰으로 바꿨는데 OTP는요?", set()),
    ("대외비 출력물 이면지로 재활용해도 돼요?", set()),
])
def test_means_of_sending(text: str, expected: set[str]) -> None:
    assert modifier_noun.means_nouns(text) == expected
