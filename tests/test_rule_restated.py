"""A short question that asks the one before again (`bot.rules.restated`): a restated follow-up may be answered by the
same sentence, one asking another kind of figure is a question of its own; batch `_en_z` (issue 8), on hand-made
sentences and questions invented for these tests, read alone and through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.topic import TopicMatcher

MIXED = Glossary({
    "자료": ("파일", "files", "materials"),
    "파일": ("file", "files"),
    "고객": ("customer", "customers", "client"),
    "개인정보": ("고객 정보", "personal data", "customer data", "customer personal data"),
    "관리자": ("admin",),
    "관리자 계정": ("admin account",),
    "계정": ("account",),
    "보관": ("keep", "retention"),
    "다 쓴": ("done with",),
    "삭제": ("delete", "erase"),
})
KEEP = "보관 기간은 목적을 달성한 날부터 1년이다."
DONE = "용도가 끝난 자료는 보안 USB에서 바로 삭제한다."
SHARE = "계정과 비밀번호는 동료와 공유하지 않는다."
MIXED_MATCHER = TopicMatcher(MIXED)
MIXED_MATCHER.set_vocabulary([KEEP, DONE, SHARE])


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
