"""English questions on a locked account (`bot.rules.english_states`): typing something wrong is mistyping it (`plain`),
and "how long until it unlocks?" is answered by how long the lock lasts (`answered`; issue 8), on questions and
sentences invented for these tests."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.rules import english_states
from bot.topic import TopicMatcher
from tests.support import topic_rule

LOCK = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
SCREEN = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
DEVICE = "신고를 받은 담당자가 단말을 원격으로 잠그고 계정을 차단한다."

GLOSSARY = Glossary({
    "실패": ("mistype", "mistyped", "failed"),
    "잠금": ("locked", "잠기", "잠긴"),
    "풀리": ("unlock", "unlocks", "unlocked"),
    "비밀번호": ("password", "pw"),
    "계정": ("account",),
    "화면": ("screen",),
    "단말": ("tablet",),
    "로그인": ("login", "log in"),
    "OTP": ("otp",),
})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LOCK, SCREEN, DEVICE])


SECTION = "3. 비밀번호 입력 실패와 계정 잠금"


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence, SECTION).passed


def test_typing_something_wrong_is_mistyping_it() -> None:
    assert english.normalize("i type my pw wrong 4 times, then what?") == "i mistyped my pw 4 times, then what?"
    assert english.normalize("kept typing the wrong password") == "kept mistyped the password"
    assert english.normalize("entered the wrong PIN twice") == "mistyped the PIN twice"


def test_only_a_typing_verb_is_mistyping() -> None:
    assert english.normalize("I went into the wrong room") == "I went into the wrong room"
    assert english.normalize("I sent it to the wrong person") == "I sent it to the wrong person"
    assert english_states.plain("계정 비번 wrong") == "계정 비번 wrong"


def test_how_long_until_it_unlocks_is_how_long_it_stays_locked() -> None:
    assert passes("typed my pw wrong a few times and now my account is locked, how long until it unlocks?", LOCK)
    assert passes("mistyped my password and the account got locked. when will it unlock?", LOCK)


def test_the_unlock_time_needs_a_stretch_of_the_lock() -> None:
    # "5분 뒤 … 잠기게 한다" says when the lock starts, not how long it lasts
    assert not passes("mistyped my password and the screen got locked, how long until it unlocks?", SCREEN)
    # no stretch of time at all
    assert not passes("mistyped my password and the tablet got locked, how long until it unlocks?", DEVICE)


def test_who_how_or_yes_no_unlock_questions_still_need_the_act() -> None:
    assert not passes("mistyped my password and the account got locked, who unlocks it?", LOCK)
    assert not passes("mistyped my password and the account got locked, how do I unlock it?", LOCK)
    assert not passes("mistyped my password and the account got locked, will it unlock after 10 minutes?", LOCK)


def test_answered_keeps_other_words() -> None:
    words = {"unlocks": ["풀리"], "tablet": ["단말"]}.get
    assert english_states.answered("how long until the tablet unlocks?", ["unlocks", "tablet"], LOCK,
                                   lambda w: words(w) or []) == ["tablet"]
    assert english_states.answered("how long until the tablet unlocks?", ["unlocks"], SCREEN,
                                   lambda w: words(w) or []) == ["unlocks"]


def test_another_thing_typed_wrong_is_not_the_login() -> None:
    # probes written for the rule: an OTP code or a phone PIN typed wrong is not the account password
    assert not passes("I typed my OTP code wrong 5 times, how long until it unlocks?", LOCK)
    assert not passes("typed the wrong PIN on my tablet three times, how long until it unlocks?", LOCK)
