"""A why asked of a duty or a ban is answered only by a sentence that gives a reason (bot.rules.reason_asked), on
hand-made sentences."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.reason_asked import asks_reason_of_rule, problems
from bot.topic import TopicMatcher, split_sentences


def test_a_why_of_a_duty_or_a_ban_asks_a_reason() -> None:
    assert asks_reason_of_rule("프린터 토너는 왜 매달 바꿔야 돼요?")
    assert asks_reason_of_rule("회의실 모니터는 왜 못 끄게 해요?")
    assert asks_reason_of_rule("복도에서는 왜 통화하면 안 돼요?")
    assert asks_reason_of_rule("Why am I supposed to badge in twice?")
    assert asks_reason_of_rule("무슨 이유로 사물함을 매주 비워야 하나요?")
    # the condition of a ban before the why, the duty before 이유
    assert asks_reason_of_rule("회의실 모니터 끄면 왜 안 되나요?")
    assert asks_reason_of_rule("사물함을 매주 비워야 하는 이유가 뭐예요?")


def test_a_why_of_a_figure_asks_a_reason() -> None:
    assert asks_reason_of_rule("토너 교체 주기는 왜 30일이에요?")
    assert asks_reason_of_rule("사물함 비밀번호는 왜 6자 이상이에요?")
    assert asks_reason_of_rule("Why is the toner cycle 30 days?")
    assert not asks_reason_of_rule("토너 교체 주기는 30일이에요?")


def test_a_why_of_a_symptom_or_an_unknown_why_asks_no_reason_of_a_rule() -> None:
    assert not asks_reason_of_rule("프린터가 왜 자꾸 멈춰요?")
    assert not asks_reason_of_rule("토너 바꾸려니까 안 된다고 뜨네요 왜 그래요?")
    assert not asks_reason_of_rule("왜 안 되는지 모르겠는데 토너 바꿔야 돼요?")
    assert not asks_reason_of_rule("토너 바꿔야 돼요? 왜냐면 색이 흐려서요.")
    assert not asks_reason_of_rule("프린터 토너는 매달 바꿔야 돼요?")


def test_only_a_sentence_with_a_reason_answers_a_why() -> None:
    question = "프린터 토너는 왜 매달 바꿔야 돼요?"
    assert problems(question, "프린터 토너는 매달 바꾼다.") == ["(the reason asked)"]
    assert problems(question, "인쇄 품질이 떨어지므로 토너는 매달 바꾼다.") == []
    assert problems(question, "인쇄 품질을 지키기 위해 토너는 매달 바꾼다.") == []
    assert problems("프린터 토너는 매달 바꿔야 돼요?", "프린터 토너는 매달 바꾼다.") == []


def test_a_why_of_an_inability_asks_a_reason_only_of_a_ban() -> None:
    ban = "회의실 모니터는 끄지 않는다."
    assert problems("Why can't I turn off the meeting room monitor?", ban) == ["(the reason asked)"]
    assert problems("회의실 모니터는 왜 못 꺼요?", ban) == ["(the reason asked)"]
    # of a sentence that bans nothing it may ask a symptom's cause
    assert problems("Why can't I turn off the meeting room monitor?", "회의실 모니터는 10분 뒤 꺼진다.") == []
    assert problems("회의실 모니터는 왜 못 꺼요?", "회의실 모니터는 10분 뒤 꺼진다.") == []


PRINTER = Excerpt(chunk_id="pr#1", doc_id="printer", title="프린터 관리 규정", section="1. 토너", revision=1, score=0.5,
                  text="- 프린터 토너는 매달 교체한다.")


def test_a_why_question_is_not_answered_by_the_bare_rule() -> None:
    matcher = TopicMatcher()
    matcher.set_vocabulary([PRINTER.text])
    sentence = split_sentences(PRINTER, 1)[0]
    parts, _ = matcher.parts("프린터 토너는 매달 교체해요?")
    assert matcher.coverage(parts[0], sentence, PRINTER).passed
    parts, _ = matcher.parts("프린터 토너는 왜 매달 교체해야 돼요?")
    cov = matcher.coverage(parts[0], sentence, PRINTER)
    assert not cov.passed and "(the reason asked)" in cov.missing
