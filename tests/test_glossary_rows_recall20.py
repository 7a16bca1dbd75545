"""Rows of the shipped glossary added by branch recall20: moving to another team in its past and spoken forms, a
child (애가, 애한테) as family, and a list of event participants or applicants as personal data. A variant written as
a noun and its particle ("애가") is not found as a noun and the next word ("애 가방", bot.rules.spanned_word), and
no common word stands for the policy word by its beginning."""

from __future__ import annotations

import pytest

from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()


@pytest.mark.parametrize(("text", "policy_word"), [
    ("팀 옮겼는데 예전 권한 남아 있어요?", "부서를 옮기"),
    ("총무팀에서 기획팀으로 옮기게 됐는데 예전 폴더 들어가져요?", "부서를 옮기"),
    ("휴직 끝나고 팀이 바뀌었는데 권한은요?", "부서를 옮기"),
    ("애가 제 노트북으로 게임해도 돼요?", "가족"),
    ("우리 애 숙제에 회사 노트북 써도 돼요?", "가족"),
    ("행사 참가자 명단 언제까지 보관해요?", "개인정보"),
    ("응모자명단 얼마나 갖고 있어야 돼요?", "개인정보"),
])
def test_the_everyday_forms_map_to_the_policy_word(text: str, policy_word: str) -> None:
    assert policy_word in GLOSSARY.policy_words_in(text)


@pytest.mark.parametrize(("text", "policy_word"), [
    ("애 가방에 보안 USB 넣어 다녀도 돼요?", "가족"),  # 애 + 가방, not 애가
    ("애 기저귀 갈러 자리 비울 때 화면 잠가야 돼요?", "가족"),
    ("팀 회의 자료 옮겨도 돼요?", "부서를 옮기"),
])
def test_the_new_variants_are_not_found_across_words(text: str, policy_word: str) -> None:
    assert policy_word not in GLOSSARY.policy_words_in(text)


@pytest.mark.parametrize(("term", "policy_word"), [("참가자", "개인정보"), ("명단", "개인정보"), ("팀", "부서를 옮기"),
                                                   ("애", "가족")])
def test_no_common_word_maps_by_the_beginning_of_a_new_variant(term: str, policy_word: str) -> None:
    assert policy_word not in GLOSSARY.policy_words_for(term)
