"""A question whose one noun is its predicate ("복구 가능한가요?") asks about the fact told before it ("… 자료
지웠는데 아직 필요한 거였어요."): one question, not two (bot.rules.situations.predicate_acts,
bot.rules.asked_sentence). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.asked_sentence import tells
from bot.rules.situations import predicate_acts
from tests.support.topic_rule import shipped_matcher

_DELETE = "용도가 끝난 자료는 보안 USB에서 바로 삭제한다."
_DESTROY = "보관 기간이 지나면 복구할 수 없게 파기한다."


def test_the_act_nouns_a_question_makes_its_predicate() -> None:
    assert "복구" in predicate_acts("복구 가능한가요?")
    assert predicate_acts("신고해야 돼요?") == {"신고"}
    assert predicate_acts("복구 되나요?") == {"복구"}
    assert "백업" not in predicate_acts("백업 복구 가능한가요?")  # a thing the question names


def test_a_fact_told_as_a_nominalised_clause() -> None:
    assert tells("태블릿에서 사진 지웠는데 아직 필요한 거였어요.", True)
    assert not tells("태블릿에서 사진 지웠는데 아직 필요한 거였어요.", False)  # no question beside it
    assert not tells("그게 필요한 거 아니었어요.", True)  # negated


def test_the_predicate_question_joins_the_fact_before_it() -> None:
    matcher = shipped_matcher(_DELETE, _DESTROY)
    parts, _ = matcher.parts("보안USB에서 자료 지웠는데 아직 필요한 거였어요.. 복구 가능한가요?")
    assert len(parts) == 1 and "자료" in {t.text for t in parts[0].terms}
    alone, _ = matcher.parts("보안 USB 자료 지웠어요? 복구 가능한가요?")
    assert len(alone) == 2  # a question is not a told fact
