"""Session 32 readings (issue 8), on invented sentences, not the case files: an order asked ("순서가 어떻게 돼요?")
is answered by a sentence that orders two acts, the alternatives asked ("종류가 뭐뭐 있어요?") by a sentence that
lists them ("A·B·C 중"), "새 N에 …" asks what goes into the new one (not for a new one), and the everyday names of
IntelliJ IDEA Ultimate. Each reading keeps refusing what it is not about."""

from __future__ import annotations

from bot.matching.wording import asks_new_one
from bot.topic import TopicMatcher, asked_quantity
from tests.support.topic_rule import cover, shipped_glossary, shipped_matcher

_POLICY = [
    "출장지에서는 보안 앱을 먼저 켠 뒤 사내 메신저에 로그인한다.",
    "출장지에서는 사내 메신저에 로그인하지 않는다.",
    "모든 사진에는 공개·팀 한정·비공개 중 하나의 라벨을 붙인다.",
    "사진 라벨이 없는 사진은 팀 한정으로 본다.",
    "사원증 사진에는 이름·생일을 넣지 않는다.",
]


def _matcher() -> TopicMatcher:
    return shipped_matcher(*_POLICY)


def test_an_order_asked_is_the_kind_order_not_a_topic_noun() -> None:
    assert asked_quantity("출장지에서 메신저 로그인할 때 순서가 어떻게 돼요?") == "order"
    assert asked_quantity("In what order do I turn these on?") == "order"
    # "뭐부터 해야 돼요?" asks the first thing to do, which "즉시 …" answers: no order asked
    assert asked_quantity("악성코드 걸린 거 같아요 뭐부터 해야 돼요?") != "order"


def test_an_order_is_answered_by_a_sentence_that_orders_two_acts() -> None:
    matcher = _matcher()
    question = "출장지에서 사내 메신저 로그인할 때 순서가 어떻게 돼요?"
    assert cover(matcher, question, "출장지에서는 보안 앱을 먼저 켠 뒤 사내 메신저에 로그인한다.").passed
    assert not cover(matcher, question, "출장지에서는 사내 메신저에 로그인하지 않는다.").quantity_ok


def test_the_alternatives_asked_are_answered_by_a_listing_of_them() -> None:
    assert asked_quantity("사진 라벨 종류가 뭐뭐 있어요?") == "options"
    # "뭐뭐 있어요?" alone lists a table's rows (bot.tables), not the alternatives of one rule
    assert asked_quantity("유료인 건 뭐뭐 있어요?") != "options"
    matcher = _matcher()
    listing = "모든 사진에는 공개·팀 한정·비공개 중 하나의 라벨을 붙인다."
    assert cover(matcher, "사진 라벨 종류가 뭐뭐 있어요?", listing).passed
    # a sentence that names one kind lists no alternatives
    assert not cover(matcher, "사진 라벨 종류가 뭐뭐 있어요?", "사진 라벨이 없는 사진은 팀 한정으로 본다.").quantity_ok
    # a list of what a rule forbids is no list of alternatives to choose among
    assert not cover(matcher, "사진 종류가 뭐뭐 있어요?", "사원증 사진에는 이름·생일을 넣지 않는다.").quantity_ok


def test_a_new_thing_as_the_place_of_the_act_asks_no_new_one() -> None:
    assert not asks_new_one("새 비번에 제 생일 넣어도 되나요?")
    assert not asks_new_one("새 노트북엔 한글 깔려 있어요?")
    assert asks_new_one("분실 신고하면 새 노트북 바로 줘요?")
    assert asks_new_one("새 노트북은 언제 받아요?")


def test_the_everyday_names_of_intellij_ultimate() -> None:
    glossary = shipped_glossary()
    assert "IntelliJ IDEA Ultimate" in glossary.policy_words_in("인텔리제이 얼티밋 무료인가요?")
    assert "IntelliJ IDEA Ultimate" in glossary.policy_words_in("얼티메이트 버전 깔아도 돼요?")
