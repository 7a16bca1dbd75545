"""Session 38 (issue 8): glossary variants added for what employees wrote, read against the shipped glossary."""

from __future__ import annotations

from tests.support import topic_rule


def test_a_list_of_customers_is_personal_data() -> None:
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert "개인정보" in words_in("행사 때문에 고객 주소 목록 정리 중이에요")
    assert "개인정보" not in words_in("프로그램 목록 어디 있어요?")  # a list of programs holds no one's data


def test_handing_data_over_is_providing_it() -> None:
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert "제공" in words_in("협력 업체에 자료를 넘겨야 해요")
    assert "제공" not in words_in("개인정보를 다른 부서에 넘길 때도")  # the verb alone: to whom it goes decides
    assert "제공" not in words_in("페이지 넘기면 나와요")  # turning a page hands nothing over


def test_user_data_is_personal_data() -> None:
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert "개인정보" in words_in("Can we share user data with a partner?")
    assert "개인정보" not in words_in("Can a user keep data on a USB?")  # the words apart name no one's data


def test_a_ransom_demand_on_screen_is_malware() -> None:
    words_in = topic_rule.shipped_glossary().policy_words_in
    assert "악성코드" in words_in("파일 확장자가 바뀌고 돈 보내라는 창이 떠요")
    assert "악성코드" in words_in("화면에 돈을 요구하는 문구가 나와요")
    assert "악성코드" not in words_in("친구가 돈 보내라고 해요")  # a request for money is no ransom screen
