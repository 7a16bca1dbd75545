""""How do I tell" is asked (`bot.rules.telling_manner`; batch `_zg2`, issue 8, safety). Invented sentences, not the
case files."""

from __future__ import annotations

from bot.rules.telling_manner import asks_how_to_tell
from tests.support.password_wifi_matcher import password_wifi_matcher
from tests.support.topic_rule import cover


def test_how_to_tell_is_asked() -> None:
    assert asks_how_to_tell("와이파이 암호는 어떻게 알려줘요?")
    assert asks_how_to_tell("암호는 상대방한테 어떻게 말해요?")
    assert not asks_how_to_tell("와이파이 암호 규칙이 어떻게 되는지 알려줘요")  # a request to the bot
    assert not asks_how_to_tell("와이파이 암호 어떻게 걸어요?")
    assert not asks_how_to_tell("how do I tell the guest the wifi password?")


def test_rule_that_tells_no_one_does_not_answer_how_to_tell() -> None:
    matcher = password_wifi_matcher()
    setting = "방문객용 와이파이에는 암호를 걸어 둔다."
    assert not cover(matcher, "방문객용 와이파이 암호는 어떻게 알려줘요?", setting).passed
    # asking how to set it is not asking how to tell; since session 39 (bot.rules.asked_how) the sentence must also
    # say how it is set, so the setting states a means here
    with_means = "방문객용 와이파이에는 공유기 설정으로 암호를 걸어 둔다."
    assert cover(matcher, "방문객용 와이파이 암호는 어떻게 걸어요?", with_means).passed
    assert not cover(matcher, "방문객용 와이파이 암호는 어떻게 걸어요?", setting).passed
    telling = "와이파이 암호는 안내 데스크에서 알려 준다."
    assert cover(matcher, "와이파이 암호는 어떻게 알려줘요?", telling).passed
