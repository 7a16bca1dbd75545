"""Rows of the shipped glossary for the everyday names of things the policies name formally (branch recall19): a
customer's number is personal data, 포샵 is Photoshop, 파워포인트 is part of Microsoft 365.
The search adds the policy word (so the section that answers clears the relevance gate), and no new variant makes a
common question word stand for the policy word by its beginning (고객사 -> 외부 was measured and left out: "고객" would
have become 외부). 명단 -> 개인정보 was left out too: "회원 명단 파일 버릴 때 어떻게 지워요?" would need 개인정보 in
the deletion rule's sentence."""

from __future__ import annotations

import pytest

from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()


@pytest.mark.parametrize(("text", "policy_word"), [
    ("AS접수때 받은 고객번호로 홍보문자 돌려도됨?", "개인정보"),
    ("이벤트 하려고 받은 고객 번호로 문자 보내도 되나요?", "개인정보"),
    ("고객 전화번호로 영업 콜 돌려도 돼요?", "개인정보"),
    ("포샵 필요한데 무료임?", "Adobe Photoshop"),
    ("파워포인트는 노트북 받을 때 깔려 있어요?", "Microsoft 365"),
])
def test_everyday_names_map_to_the_policy_word(text: str, policy_word: str) -> None:
    assert policy_word in GLOSSARY.policy_words_in(text)
    assert policy_word in GLOSSARY.expand_query(text)


@pytest.mark.parametrize(("term", "policy_word"), [("고객", "외부"), ("고객", "개인정보"),
                                                   ("포", "Adobe Photoshop"), ("파워", "Microsoft 365")])
def test_no_common_word_maps_by_the_beginning_of_a_new_variant(term: str, policy_word: str) -> None:
    assert policy_word not in GLOSSARY.policy_words_for(term)


def test_a_password_is_not_a_word_processor() -> None:
    assert "Microsoft 365" not in GLOSSARY.policy_words_in("패스워드 몇 자리로 해요?")


def test_the_chat_spelling_of_laptop_is_a_laptop() -> None:
    assert "노트북" in GLOSSARY.policy_words_in("놋북 몇 년 쓰면 바꿔줘요?")
    assert "노트북" not in GLOSSARY.policy_words_in("컴플레인 들어왔는데 어디에 말해요?")


@pytest.mark.parametrize(("text", "policy_word"), [
    ("고객 자료 새어 나간 걸 발견하면 누구한테 말해요?", "알게 되"),
    ("I just noticed my badge went missing, who do I tell?", "분실"),
    ("명단 파일 휴지통에 넣으면 되나요?", "파기"),
    ("which security labels go on a slide deck?", "등급"),
])
def test_everyday_words_for_finding_out_losing_binning_and_labels(text: str, policy_word: str) -> None:
    assert policy_word in GLOSSARY.policy_words_in(text)
