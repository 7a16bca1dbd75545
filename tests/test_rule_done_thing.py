"""An act named only as done to a thing, and the consequence of not doing it (`bot.rules.done_thing`; issue 8, safety:
narrowings of the leniencies a story clause or a glossary step opens). Invented sentences, not the case files."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary


def test_act_named_only_as_done_to_a_thing() -> None:
    from bot.rules.done_thing import only_done
    assert only_done("회수된 태블릿은 초기화한 뒤 재배치한다.", ["회수"])  # 회수된 describes the tablet
    assert not only_done("퇴직하면 태블릿을 총무팀에 회수한다.", ["회수"])  # the duty itself
    assert not only_done("태블릿은 초기화한 뒤 재배치한다.", ["초기화"])  # "초기화한 뒤": done first
    assert not only_done("태블릿은 매년 점검한다.", ["회수"])  # not named at all


def test_consequence_of_not_doing_is_not_the_rule_on_the_thing_done() -> None:
    matcher = TopicMatcher(shipped_glossary())
    sentence = "반납된 장비는 점검한 뒤 재사용한다."
    assert not cover(matcher, "노트북 반납 안 하면 어떻게 돼요?", sentence, "4. 반납").passed
    assert not cover(matcher, "노트북 반납 못 하면 어떻게 돼요?", sentence, "4. 반납").passed


def test_not_doing_and_the_sentence_naming_the_act() -> None:
    from bot.rules.done_thing import names, not_done
    assert not_done("태블릿 회수 안 하면 어떻게 돼요?", "회수")
    assert not_done("태블릿 안 돌려주면 어떻게 돼요?", "돌려주")
    assert not not_done("메일 첨부가 안 되면 어떻게 보내요?", "되")  # a thing that does not work
    assert names("태블릿은 30MB까지 보낼 수 있다.", ["보내"])  # the stem through its ending
    assert not names("지급받은 태블릿은 남에게 빌려주지 않는다.", ["회수"])


def test_consequence_of_not_doing_is_not_a_rule_silent_on_the_act() -> None:
    # the title names 반납; the sentence speaks of lending: nothing of not returning
    matcher = TopicMatcher(shipped_glossary())
    assert not cover(matcher, "노트북 반납 안 하면 어떻게 돼요?", "지급받은 노트북은 남에게 빌려주지 않는다.",
                     "1. 반납").passed
