"""A message of a question and a sentence that only tells (bot.rules.asked_sentence, TopicMatcher.parts), on
hand-made sentences: English statements beside a marked question, Korean worries said with the copula."""

from __future__ import annotations

from bot.rules.asked_sentence import english_tells, tells
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary


def test_an_english_statement_beside_a_marked_question_tells() -> None:
    # its subject points back to the thing asked: the thing's state, the asker's reason
    assert tells("it keeps dying after lunch", True)
    assert tells("Mine expires sometime in June.", True)
    assert tells("It froze twice during yesterday's meeting.", True)
    assert tells("its freezing all the time", True)  # the progressive of a story
    assert tells("it wants to update every morning", True)  # a plan, not a request
    assert not tells("it keeps dying after lunch", False)  # no marked question beside it


def test_an_english_sentence_that_may_change_the_ask_stays() -> None:
    assert not english_tells("I'm an intern, not staff.")  # be names who asks
    assert not english_tells("It's the company tablet.")
    assert not english_tells("I mean the desk phone.")  # says which thing is meant
    assert not english_tells("Same for the printer.")  # adds another thing
    assert not english_tells("The monitor too.")
    assert not english_tells("It's my own keyboard.")
    assert not english_tells("It doesn't turn on anymore.")  # negates
    assert not english_tells("it doesnt turn on anymore")  # a negation written without its apostrophe
    assert not english_tells("the meeting starts in 15 min")  # a figure may state a premise of the question
    assert not english_tells("Only if the manager agrees.")  # a condition
    assert not english_tells("I need to know the deadline.")  # a request
    assert not english_tells("I need the printer driver.")
    assert not english_tells("What about the printer.")  # a question word
    assert not english_tells("it came with my home desktop")  # another place than the company's
    # a subject of its own brings its own situation
    assert not english_tells("my internship ends next week")
    assert not english_tells("I start as a temp on Monday")
    assert not english_tells("the payroll system asks for a PIN")
    assert not english_tells("we're moving offices next week")


def test_a_korean_worry_with_the_copula_tells_beside_a_marked_question() -> None:
    assert tells("사진이 너무 많아서 걱정이에요.", True)
    assert tells("내일 발표라 고민이에요.", True)
    assert not tells("사진이 너무 많아서 걱정이에요.", False)
    assert not tells("회사 태블릿이에요.", True)  # the copula after a thing names it
    assert not tells("백업이 안 돼서 걱정이에요.", True)  # a negation may change the point
    assert not tells("프린터가 걱정이에요.", True)  # names the thing the worry is about: a topic of its own
    assert not tells("책상에 두고 온 게 고민이에요.", True)


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(["노트북은 4년마다 교체한다.", "교체할 때는 자료를 사내 드라이브로 옮긴다.",
                            "VPN 인증서는 만료되기 30일 전에 재발급을 신청한다.", "백신은 삭제하지 않는다."])
    return matcher


def test_the_told_english_sentence_is_set_aside() -> None:
    parts, _ = _matcher().parts("how often is a laptop replaced? it makes a weird noise")
    assert [p.text for p in parts] == ["how often is a laptop replaced?"]
    assert parts[0].told == "it makes a weird noise"


def test_an_english_sentence_naming_another_thing_stays_a_part() -> None:
    parts, _ = _matcher().parts("how often is a laptop replaced? I mean the desk monitor.")
    assert len(parts) == 2
    parts, _ = _matcher().parts("how often is a laptop replaced? mine is a personal one")
    assert len(parts) == 2


def test_the_told_korean_worry_is_set_aside() -> None:
    parts, _ = _matcher().parts("노트북 교체할 때 자료는 어떻게 해요? 사진이 많아서 걱정이에요.")
    assert [p.text for p in parts] == ["노트북 교체할 때 자료는 어떻게 해요?"]
    parts, _ = _matcher().parts("노트북 교체할 때 자료는 어떻게 해요? 회사 태블릿이에요.")
    assert len(parts) == 2


def _leave_matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(["퇴사하면 5영업일 이내에 노트북을 반납한다.",
                            "바이러스 감염이 의심되면 컴퓨터 랜선을 뽑는다.", "컴퓨터는 끄지 말고 보안팀에 연락한다."])
    return matcher


def test_an_english_story_after_the_question_tells_the_rules_situation_as_one_before_it() -> None:
    rule = "퇴사하면 5영업일 이내에 노트북을 반납한다."
    assert cover(_leave_matcher(), "how many days do I have to return my laptop? it goes back because I'm resigning",
                 rule).passed
    # a story of another situation is no answer by the rule for leaving the company
    assert not cover(_leave_matcher(), "how many days do I have to return my laptop? it goes back during my parental"
                     " leave", rule).passed


def test_an_english_story_after_the_question_does_not_hide_its_own_situation() -> None:
    # the question names the rule's situation (virus -> 감염); the story of the symptoms asks nothing more
    assert cover(_leave_matcher(), "what should I do if my PC has a virus? it went blue twice today",
                 "바이러스 감염이 의심되면 컴퓨터 랜선을 뽑는다.").passed
