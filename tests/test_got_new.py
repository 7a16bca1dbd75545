"""Branch cover21: getting a new one of a thing tells that the thing was replaced (bot.rules.got_new).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.got_new import got_things, new_things, replaced, untold_events, untold_thing
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_matcher

_RULE = "휴대폰을 바꾸면 출입 앱을 다시 등록한다."


def _matcher() -> TopicMatcher:
    return shipped_matcher(_RULE, "태블릿은 4년마다 교체한다.")


def test_the_thing_got_new() -> None:
    assert new_things("폰 새로 샀는데 출입 앱 어떻게 해요?") == ["폰"]
    assert new_things("새 폰 샀는데요") == ["폰"]
    assert new_things("폰 번호 새로 받았는데") == ["번호"]
    assert new_things("폰 샀는데") == []
    assert replaced("폰 새로 샀는데", ("바꾸", "휴대폰"), ["폰"])
    assert not replaced("폰 번호 새로 받았는데", ("바꾸", "휴대폰"), ["폰", "번호"])
    assert not replaced("태블릿 새로 샀는데", ("바꾸", "휴대폰"), ["태블릿"])


def test_a_new_phone_is_the_rules_replacement() -> None:
    matcher = _matcher()
    assert cover(matcher, "폰 새로 샀는데 출입 앱 다시 등록해야 돼요?", _RULE).missing == []
    # a new number, or a new thing of another kind, is not the replaced phone
    assert cover(matcher, "폰 번호 새로 받았는데 출입 앱 다시 등록해야 돼요?", _RULE).missing
    assert cover(matcher, "태블릿 새로 샀는데 출입 앱 다시 등록해야 돼요?", _RULE).missing



def test_getting_new_is_no_untold_event_of_a_replacement_rule() -> None:
    """"폰 새로 샀는데 … 어떻게 해야돼요?" asks what to do after an event; buying (사) is the replacement the rule
    opens with, not an event no rule names. Buying a thing of another kind still is."""
    assert untold_events("폰 새로 샀는데 출입 앱은 어떻게 해요?", ["사"], ("바꾸", "휴대폰"), ["폰"]) == []
    assert untold_events("태블릿 새로 샀는데 출입 앱은 어떻게 해요?", ["사"], ("바꾸", "휴대폰"), ["태블릿"]) == ["사"]
    assert untold_events("폰 새로 샀는데 물도 쏟았어요", ["사", "쏟"], ("바꾸", "휴대폰"), ["폰"]) == ["쏟"]
    matcher = _matcher()
    assert cover(matcher, "폰 새로 샀는데 출입 앱은 어떻게 해야돼요?", _RULE).missing == []
    assert cover(matcher, "태블릿 새로 샀는데 출입 앱은 어떻게 해야돼요?", _RULE).missing


_PASSWORD_RULE = "비밀번호는 90일마다 바꾼다."


def test_the_things_a_story_says_were_got() -> None:
    assert got_things("공유기 새로 샀어요.") == ["공유기"]
    assert got_things("새 공유기 들였어요.") == ["공유기"]
    assert got_things("아이패드 장만했는데") == ["아이패드"]
    assert got_things("태블릿을 구입했어요.") == ["태블릿"]
    assert got_things("문자 받았어요.") == []  # receiving is an event, not a thing got
    assert got_things("어제 야근했어요.") == []


def test_a_thing_no_policy_speaks_of_is_whose_password_is_asked() -> None:
    """"공유기 새로 샀어요. 비밀번호 90일마다 바꿔야 돼요?" asks about the router's password: the account rule
    does not answer it. A thing the policies speak of (노트북) or the question names again is not this story."""
    spoken = {"노트북", "휴대폰", "폰"}
    assert untold_thing("공유기 새로 샀어요.", "비밀번호 90일마다 바꿔야 돼요?", spoken.__contains__)
    assert untold_thing("노트북 새로 샀어요.", "비밀번호 90일마다 바꿔야 돼요?", spoken.__contains__) == []
    assert untold_thing("공유기 새로 샀어요.", "공유기 비밀번호 90일마다 바꿔야 돼요?", spoken.__contains__) == []
    assert untold_thing("", "비밀번호 90일마다 바꿔야 돼요?", spoken.__contains__) == []
    matcher = shipped_matcher(_PASSWORD_RULE, "노트북은 4년마다 교체한다.")
    assert cover(matcher, "공유기 새로 샀어요. 비밀번호 90일마다 바꿔야 돼요?", _PASSWORD_RULE).missing
    assert cover(matcher, "노트북 새로 받았어요. 비밀번호 90일마다 바꿔야 돼요?", _PASSWORD_RULE).missing == []
