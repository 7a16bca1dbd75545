"""Branch cover21: the kind of answer a question asks, when the quoted sentence answers in another form (issue 8).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.asked_period import asks_length
from bot.rules.deadline_at_once import answers
from bot.topic import TopicMatcher, asked_quantity
from tests.support.topic_rule import cover, shipped_glossary

_POLICY = [
    "사원증을 잃어버리면 즉시 총무팀에 신고한다.",
    "회의 자료는 회의가 끝나면 공용 폴더로 옮긴다.",
    "종이 신청서는 파쇄한다.",
    "신청서의 보관 기간은 3년이다.",
]


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(_POLICY)
    return matcher


def test_a_period_said_to_be_over_asks_no_length() -> None:
    assert asked_quantity("보관기간 끝난 신청서는 어떻게 버려요?") is None
    assert asked_quantity("보관 기간 지난 신청서 그냥 버리면 되죠?") is None
    assert asked_quantity("제출 기한이 지났는데 어떻게 해요?") is None
    assert asked_quantity("신청서 보관 기간이 어떻게 돼요?") == "duration"
    assert asked_quantity("보관 기간 끝나면 며칠 안에 버려요?") == "day"  # the figure asked besides it
    text = "보관기간 끝난 신청서"
    assert not asks_length(text, 2, 4)
    assert asks_length("보관 기간은요?", 3, 5)


def test_disposal_answers_a_question_whose_period_is_over() -> None:
    matcher = _matcher()
    cov = cover(matcher, "보관 기간 지난 종이 신청서는 어떻게 버려요?", "종이 신청서는 파쇄한다.")
    assert cov.quantity_ok
    # the length itself asked still needs a length
    assert not cover(matcher, "종이 신청서 보관 기간은요?", "종이 신청서는 파쇄한다.").quantity_ok


def test_a_deadline_asked_is_met_by_doing_the_act_at_once() -> None:
    matcher = _matcher()
    cov = cover(matcher, "사원증 잃어버린 걸 방금 알았어요. 언제까지 신고하면 되나요?",
                "사원증을 잃어버리면 즉시 총무팀에 신고한다.")
    assert cov.quantity_ok and cov.passed
    # another act than the one done at once, or a length asked, is not answered by 즉시
    assert not cover(matcher, "사원증 잃어버리면 언제까지 재발급 받아요?",
                     "사원증을 잃어버리면 즉시 총무팀에 신고한다.").passed
    assert not cover(matcher, "사원증 잃어버리면 신고 처리는 얼마나 오래 걸려요?",
                     "사원증을 잃어버리면 즉시 총무팀에 신고한다.").quantity_ok


def test_deadline_rule_reads_the_clause_of_the_adverb() -> None:
    def none(_: str) -> list[str]:
        return []
    assert answers("언제까지 신고해요?", "사원증을 잃어버리면 즉시 총무팀에 신고한다.", "신고", none)
    assert not answers("언제 신고해요?", "사원증을 잃어버리면 즉시 총무팀에 신고한다.", "신고", none)
    assert not answers("언제까지 반납해요?", "즉시 총무팀에 신고하고, 사원증은 나중에 반납한다.", "반납", none)
    assert not answers("언제까지 신고해요?", "사원증을 잃어버리면 총무팀에 신고한다.", "신고", none)


def test_where_to_with_a_verb_of_moving_takes_a_destination() -> None:
    assert asked_quantity("회의 자료는 어디다 옮겨놔야 돼요?") == "whither"
    assert asked_quantity("회의 자료 어디에다 올려요?") == "whither"
    assert asked_quantity("사원증 잃어버리면 어디다 신고해요?") == "where"
    assert asked_quantity("회의 자료 어디로 보내요?") == "whither"
    matcher = _matcher()
    assert cover(matcher, "회의 끝나면 회의 자료는 어디다 옮겨놔야 돼요?",
                 "회의 자료는 회의가 끝나면 공용 폴더로 옮긴다.").quantity_ok


def test_a_span_stated_beside_the_period_is_still_asked() -> None:
    assert asked_quantity("보관기간 끝난 신청서는 10영업일 안에만 버리면 되지 않아요?") == "duration"
    assert asked_quantity("보관 기간 지난 신청서 일주일 안에 버리면 돼요?") == "duration"
