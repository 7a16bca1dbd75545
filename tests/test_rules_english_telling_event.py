"""English questions (batch `_ze`, issue 8): whether the asker must tell someone (`bot.rules.telling_asked`) and a
question timed after another event (`bot.rules.english_event`); on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.rules import (
    english_event,
    telling_asked,
)

REENROLL = "휴대폰을 바꾸면 인증 앱을 다시 등록한다."
ALERT = "계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."


def test_an_english_question_whether_to_tell_someone() -> None:
    assert telling_asked.asks_telling("Do I need to tell anyone after I re-enroll the app?")
    assert telling_asked.asks_telling("Should we let the team lead know when we change phones?")
    assert not telling_asked.asks_telling("Can you tell me how long the lock lasts?")
    assert not telling_asked.asks_telling("폰 바꾸면 누구한테 알려야 돼요?")  # Korean: the topic rule reads the verb
    assert telling_asked.problems("Do I need to tell anyone after I re-enroll the app?", REENROLL)
    assert not telling_asked.problems("I typed my password into a fake page, do I need to tell security?", ALERT)


INFECTED = "기기는 끄지 말고 그대로 둔 채 보안팀에 연락한다."
CLICKED = "메일 속 링크를 눌렀다면 바로 비밀번호를 바꾼다."


def test_an_english_question_timed_after_another_event() -> None:
    assert english_event.event_verbs("What do I do with the infected PC after security looks at it?") == ("looks",)
    # no clause after "after": a quantity or a noun phrase
    assert english_event.event_verbs("account locked after too many tries, will it unlock?") == ()
    assert english_event.event_verbs("after how many minutes does the screen lock?") == ()
    assert english_event.problems("What do I do with the infected PC after security looks at it?", INFECTED,
                                  lambda word: [])
    # the event carried through a glossary policy word the sentence writes in another form (누르 -> 눌렀다면)
    assert not english_event.problems("What do I do after I clicked a strange link?", CLICKED,
                                      lambda word: ["누르"] if word == "clicked" else [])
