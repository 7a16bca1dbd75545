"""English question words set aside against a sentence (branch english16, issue 8): a device carried by 장비, the
actor of an event the asker learnt of, the place of a story sentence, the laptop a program is already on.
Hand-made sentences and word maps only."""

from __future__ import annotations

from bot.rules import english_actor, english_device, english_install, english_story_place

_WORDS = {"monitor": [], "phone": ["휴대폰"], "colleague": ["동료"], "coworker": ["동료"], "leaked": ["정보 유출"],
          "clicked": ["누르"], "airport": ["공항"], "laptop": ["노트북"], "data": ["자료"]}
_FORMS = {"누르": ["누르", "눌렀"], "정보 유출": ["정보 유출", "유출"]}


def words_for(word: str) -> list[str]:
    return _WORDS.get(word.lower(), [])


def forms(word: str) -> list[str]:
    return [f for w in words_for(word) for f in _FORMS.get(w, [w])]


def test_a_device_without_a_policy_word_is_carried_by_equipment_as_a_whole() -> None:
    sentence = "퇴사하면 노트북과 장비를 반납한다."
    question = "my job ends soon, when do I hand back the monitor?"
    assert english_device.answered(question, ["monitor"], sentence, words_for) == []
    assert english_device.answered(question, ["monitor"], "노트북은 4년마다 교체한다.", words_for) == ["monitor"]
    # a device with a policy word of its own must be named itself
    assert english_device.answered("when do I hand back the phone?", ["phone"], sentence, words_for) == ["phone"]


def test_the_actor_of_an_event_learnt_of_is_set_aside_against_a_sentence_on_the_one_who_learns() -> None:
    question = "I found out a colleague leaked data. If I report it, will I get in trouble?"
    assert english_actor.answered(question, ["colleague"], "신고한 사람에게는 불이익이 없다.", words_for, forms) == []
    assert english_actor.answered(question, ["colleague"], "유출을 알게 되면 신고한다.", words_for, forms) == []
    # the sentence's condition is doing the event: who did it is asked
    clicked = "I noticed my coworker clicked a link. Should I change my password?"
    assert english_actor.answered(clicked, ["coworker"], "링크를 눌렀다면 비밀번호를 바꾼다.", words_for, forms) == \
        ["coworker"]
    # an event not told as learnt of keeps its actor
    told = "A colleague leaked data. Will I get in trouble if I report it?"
    assert english_actor.answered(told, ["colleague"], "신고한 사람에게는 불이익이 없다.", words_for, forms) == \
        ["colleague"]


def test_the_place_of_a_story_sentence_is_set_aside_against_a_section_that_names_no_place() -> None:
    question = "My bag was stolen at the airport! who do I report it to"
    loss = "잃어버리거나 도난당하면 분실 신고를 한다."
    assert english_story_place.answered(question, ["airport"], loss, words_for) == []
    assert english_story_place.answered(question, ["airport"], "공항 와이파이에서는 접속하지 않는다.", words_for) == \
        ["airport"]
    # a place in the asking sentence is asked
    asked = "Can I log in at the airport?"
    assert english_story_place.answered(asked, ["airport"], loss, words_for) == ["airport"]


def test_the_laptop_a_program_is_already_on_is_set_aside_against_an_installation_row() -> None:
    row = "이름: Teams / 설치: 기본 설치"
    assert english_install.answered("Is Teams already on the laptop?", ["laptop"], row) == []
    assert english_install.answered("Is Teams installed on my laptop?", ["laptop"], row) == []
    assert english_install.answered("Is Teams installed on my personal laptop?", ["laptop"], row) == ["laptop"]
    keeping = "파일은 사내 드라이브에 보관한다."
    assert english_install.answered("Can I keep files on my laptop?", ["laptop"], keeping) == ["laptop"]
