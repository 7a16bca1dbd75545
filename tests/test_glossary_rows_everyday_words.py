"""A glossary expansion (`policies/glossary.yaml`, `policies/glossary.en.yaml`): rows read
from the policies' own terms, each holding the everyday words employees use for that term. Checked on
hand-made sentences with the shipped glossary: a few new rows carry a question to the sentence that uses the
policy word; words deliberately left out (a neighbouring or broader thing) do not; and no new variant makes a
common question word stand for a policy word by its beginning (`Glossary.policy_words_for` maps a term that is
a variant minus its last syllable, so "사내망" would have made every "사내" a 사내 시스템)."""

from __future__ import annotations

import pytest

from bot.topic import TopicMatcher
from tests.support import topic_rule
from tests.support.topic_rule import cover

GLOSSARY = topic_rule.shipped_glossary()

OTP_OUTSIDE = "회사 밖에서 사내 시스템에 접속할 때는 OTP를 반드시 쓴다."
VENDOR = "외부 업체 직원이 전산 장비실에 들어갈 때는 담당자가 동행한다."
RESTORE = "매달 백업본으로 복구 시험을 한다."
PHISHING = "피싱 메일은 메일 화면의 신고 버튼으로 신고한다."
SCREEN = "자리를 비우면 3분 뒤 화면이 잠기게 한다."
CAFE = "카페 같은 공용 와이파이에서는 사내 시스템에 접속하지 않는다."
ADMIN = "관리자 계정은 팀장 승인을 받은 뒤 만든다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([OTP_OUTSIDE, VENDOR, RESTORE, PHISHING, SCREEN, CAFE, ADMIN])


@pytest.mark.parametrize(("text", "policy_word"), [
    ("집에서 그룹웨어 들어갈 때", "사내 시스템"),
    ("수리기사님이 오신대요", "외부 업체"),
    ("다음 달에 팀 이동해요", "부서를 옮기"),
    ("복원 테스트는", "복구"),
    ("복원 테스트는", "시험"),
    ("전산센터 출입대장", "서버실"),
    ("전산센터 출입대장", "출입 기록부"),
    ("생년월일 넣어도 돼요?", "생일"),
    ("특문 꼭 넣어야 돼요?", "특수문자"),
    ("주민번호 받아도 돼요?", "주민등록번호"),
    ("USB 꽂아도 돼요?", "연결"),
    ("can I take a trojan-infected file home", "악성코드"),
    ("do we need a visitor log for the data center?", "서버실"),
])
def test_new_rows_map_the_everyday_word_to_the_policy_word(text: str, policy_word: str) -> None:
    assert policy_word in GLOSSARY.policy_words_in(text)


@pytest.mark.parametrize(("question", "sentence"), [
    ("집에서 그룹웨어 접속할 때도 OTP 꼭 써야 돼요?", OTP_OUTSIDE),
    ("수리기사님이 전산 장비실에 들어갈 때는 어떻게 해요?", VENDOR),
    ("스타벅스 와이파이로 그룹웨어 들어가도 돼요?", CAFE),
    ("sudo권한 받으려면 팀장 결재 필요해요?", ADMIN),
    ("복원 테스트는 얼마나 자주 해요?", RESTORE),
])
def test_the_sentence_with_the_policy_word_answers_the_everyday_question(question: str, sentence: str) -> None:
    # each of these is refused with the glossary before these rows (0f34243)
    assert cover(MATCHER, question, sentence).passed


@pytest.mark.parametrize(("text", "policy_word"), [
    ("스팸 메일이 너무 많이 와요", "피싱"),  # spam is unwanted mail, not a phishing attempt
    ("모니터 하나 더 받을 수 있어요?", "화면 자동 잠금"),  # a monitor is a device, not the screen lock
    ("모니터 하나 더 받을 수 있어요?", "화면"),
    ("비밀번호 초기화 어떻게 해요?", "삭제"),  # a password reset is not wiping a disk
    ("계정 털렸어요", "분실"),  # 털리다: robbed of a bag, or an account hacked; it maps to neither
    ("개인 핸드폰 잃어버렸어요", "노트북"),  # a phone is not the laptop
    ("엑셀 파일 고객 명단", "Microsoft 365"),  # a file type in a question, not the program row
    ("룸메이트가 제 노트북 써도 돼요?", "가족"),  # someone else, not family
])
def test_words_deliberately_left_out_do_not_map(text: str, policy_word: str) -> None:
    assert policy_word not in GLOSSARY.policy_words_in(text)


def test_a_spam_question_is_not_answered_by_the_phishing_rule() -> None:
    assert not cover(MATCHER, "스팸 메일은 어디로 신고해요?", PHISHING).passed


@pytest.mark.parametrize(("term", "policy_word"), [
    ("사내", "사내 시스템"),  # 사내망 left out: its beginning is 사내
    ("업무", "노트북"),  # 업무컴 left out
    ("회사", "노트북"),  # 회사컴 left out
    ("아이", "휴대폰"),  # 아이폰 left out (Korean spelling): 아이 is a child
    ("사용", "라이선스"),  # 사용권 left out
    ("파일", "첨부"),  # 파일붙 lengthened to 파일붙여 / 파일붙이
    ("인터넷", "랜선"),  # 인터넷선 left out
    ("it", "IT 담당자"),  # IT팀 left out: the English "it" began it
])
def test_no_common_word_maps_by_the_beginning_of_a_new_variant(term: str, policy_word: str) -> None:
    assert policy_word not in GLOSSARY.policy_words_for(term)
