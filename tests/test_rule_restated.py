"""A short question that asks the one before again (`bot.rules.restated`): a restated follow-up may be answered by the
same sentence, one asking another kind of figure is a question of its own; batch `_en_z` (issue 8), on hand-made
sentences and questions invented for these tests, read alone and through `TopicMatcher.coverage`."""

from __future__ import annotations

from tests.support.mixed_language_matcher import MIXED_MATCHER


def test_a_restated_follow_up_may_be_answered_by_the_same_sentence() -> None:
    def follow_up(message: str) -> bool:
        parts, _ = MIXED_MATCHER.parts(message)
        return parts[-1].follow_up

    assert not follow_up("개인정보 보관 기간 어케 돼요? 몇 년?")
    assert not follow_up("개인정보 file 보관해도 되나요? 뭘 해야 되나요?")
    assert follow_up("개인정보 file 보관해도 되나요? 안 되면 어떻게 해야 돼요?")  # a condition: another case
    assert follow_up("개인정보 보관 기간 어케 돼요? 누가 지워요?")  # an act of its own


def test_a_follow_up_asking_another_kind_of_figure_is_a_question_of_its_own() -> None:
    from bot.rules.restated import same_figure

    assert same_figure("duration", "year") and same_figure("frequency", "day") and same_figure(None, "size")
    assert not same_figure("duration", "clock") and not same_figure("size", "times")
