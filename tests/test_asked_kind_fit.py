"""Branch cover21: the kind of answer a question asks, when the quoted sentence answers in another form (issue 8).
Invented sentences, not the case files."""

from __future__ import annotations

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
