"""Narrowings of the leniencies a story clause or a glossary step opens (issue 8, safety).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_POLICY = [
    "회원 명부는 잠금 서랍에 보관한다.",
    "다 쓴 회원 명부는 파쇄한다.",
    "회원 명부는 인쇄한 뒤 바로 회수한다.",
]


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(_POLICY)
    return matcher


def test_story_clause_does_not_excuse_a_permitted_act_the_policies_name() -> None:
    # "사진 찍어서" is the story; 보관 is the act asked, a noun-verb the policies use themselves: the rule on
    # shredding the register does not say whether a photo of it may be kept
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 사진 찍어서 보관해도 되나요?", "다 쓴 회원 명부는 파쇄한다.").passed
    assert not cover(matcher, "회원 명부 복사해서 보관해도 돼요?", "회원 명부는 인쇄한 뒤 바로 회수한다.").passed


def test_story_clause_still_set_aside_for_the_act_the_sentence_carries() -> None:
    matcher = _matcher()
    assert cover(matcher, "회원 명부 사진 찍어서 보관해도 되나요?", "회원 명부는 잠금 서랍에 보관한다.").passed


def test_condition_before_a_consequence_asked_stays() -> None:
    # "늦으면 어떻게 돼요?" asks what follows being late; "넣으면 안 되나요?" asks whether the act is allowed
    parts, _ = TopicMatcher().parts("회원 명부 반납 늦으면 어떻게 돼요?")
    assert TopicMatcher._is_condition(parts[0], "늦")
    parts, _ = TopicMatcher().parts("회원 명부에 넣으면 안 되나요?")
    assert not TopicMatcher._is_condition(parts[0], "넣")
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 반납 늦으면 어떻게 돼요?", "반납된 회원 명부는 파쇄한다.").passed


def test_first_act_right_before_the_permitted_act_is_asked() -> None:
    from bot.rules.chained_act import first_acts
    assert first_acts("회원 명부 스캔해서 파쇄해도 돼요?") == {"스캔"}
    assert first_acts("회원 명부 압축해서 보관해도 돼요?") == {"압축"}
    assert first_acts("회원 명부 복사하고 삭제하면 되나요?") == {"복사"}


def test_scene_or_other_words_between_or_no_permission_is_no_first_act() -> None:
    from bot.rules.chained_act import first_acts
    assert first_acts("출장해서 회원 명부 보관해도 돼요?") == frozenset()  # a scene with words between
    assert first_acts("회원 명부 스캔해서 보관해야 돼요?") == frozenset()  # an obligation, not a permission
    assert first_acts("급하게 회원 명부 파쇄해도 돼요?") == frozenset()


def test_first_act_is_not_set_aside_as_story() -> None:
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 스캔해서 파쇄해도 돼요?", "다 쓴 회원 명부는 파쇄한다.").passed


def test_first_act_is_not_worded_otherwise() -> None:
    # 압축 is read as the question's verb: the rule on keeping the register does not say it may be compressed
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 파일 압축해서 보관해도 돼요?", "회원 명부 파일은 잠금 폴더에 보관한다.").passed
    assert cover(matcher, "회원 명부 파일 잠금 폴더에 보관해도 돼요?", "회원 명부 파일은 잠금 폴더에 보관한다.").passed


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


def test_act_a_sentence_says_can_be_done() -> None:
    from bot.rules.able_act import able_predicate
    assert able_predicate("사진 파일은 10MB까지 올릴 수 있다.") == "올리"
    assert able_predicate("사진 파일은 사내 앨범에 저장할 수 있다.") == "저장"
    assert able_predicate("사진 파일은 사내 앨범에 올린다.") is None  # a step, not an ability
    assert able_predicate("지난 사진은 다시 쓸 수 없다.") is None


def test_failed_condition_is_not_answered_by_the_ability_limit() -> None:
    matcher = TopicMatcher(shipped_glossary())
    question = "영상 파일 80MB짜리 메일로 못 보내면 어떻게 해요?"
    assert not cover(matcher, question, "메일 첨부 파일은 50MB까지 보낼 수 있다.").passed
