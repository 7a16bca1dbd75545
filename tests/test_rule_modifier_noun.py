"""A noun that may be a modifier misread, and the means of sending (`bot.rules.modifier_noun`; batch `_zk`, issue 8:
near misses aimed at round 2's leniency rules), on invented sentences."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.rules import modifier_noun
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover


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
