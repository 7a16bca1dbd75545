"""Duties asked around their time (batch `_ze`, issue 8): a duty asked after the question's own situation
(`bot.rules.duty_after_situation`), a lead time taken for a duration (`bot.rules.lead_time`), a rule not met
(`bot.rules.unmet_duty`, `bot.rules.answer_kind.negated_conditions`); on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.rules import (
    duty_after_situation,
    lead_time,
    unmet_duty,
)
from bot.rules.answer_kind import negated_conditions


def no_words(word: str) -> list[str]:
    return []


STICK_LOSS = "보안 스틱을 잃어버리면 즉시 보안팀에 신고한다."
HOME_VPN = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."
RENEW = "인증서가 만료되기 30일 전에 재발급을 신청한다."
VALID = "인증서의 유효기간은 1년이다."


def test_a_duty_asked_after_the_question_situation() -> None:
    assert duty_after_situation.problems("보안 스틱 분실 신고할 때 안에 뭐가 들어 있었는지도 적어야 돼요?",
                                         STICK_LOSS, no_words)
    # the thing the duty is about is in the sentence; a question word asks what the rule states
    assert not duty_after_situation.problems("재택할 때 VPN 꼭 켜야 돼요?", HOME_VPN, no_words)
    assert not duty_after_situation.problems("보안 스틱 잃어버리면 뭐 적어야 돼요?", STICK_LOSS, no_words)
    # no situation of the question's own; the asked act carried by the sentence
    assert not duty_after_situation.problems("안에 든 자료도 적어야 돼요?", STICK_LOSS, no_words)
    assert not duty_after_situation.problems("보안 스틱 잃어버리면 따로 신고해야 돼요?", STICK_LOSS, no_words)


def test_a_lead_time_is_not_how_long_something_lasts() -> None:
    assert lead_time.main_act(RENEW) == "신청"
    assert lead_time.problems("인증서 발급받으면 언제까지 쓸 수 있어요?", RENEW, no_words)
    assert not lead_time.problems("인증서 발급받으면 언제까지 쓸 수 있어요?", VALID, no_words)
    # the deadline of the sentence's own act; a question about the time before something
    assert not lead_time.problems("재발급 신청은 언제까지 해야 돼요?", RENEW, no_words)
    assert not lead_time.problems("만료 며칠 전까지 재발급해야 돼요?", RENEW, no_words)


HANDOUT = "업무용 태블릿은 입사일에 지급한다."
CONSENT = "수집할 때는 목적을 알리고 동의를 받는다."
OWN_DEED = "본인이 하지 않은 로그인 실패 알림을 받으면 보안 사고로 신고한다."
OVER = "50MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다."


def test_the_clauses_a_question_negates() -> None:
    assert unmet_duty.negated_clauses("태블릿 입사일에 못 받으면 첫날은 뭘로 일해요?") != []
    assert unmet_duty.negated_clauses("고객 동의 안 받고 모은 건 어떻게 해요?") != []
    assert unmet_duty.negated_clauses("인증 앱 안 쓰면 안 돼요?") != []  # "안 쓰면" goes on; "안 돼요" ends it
    assert unmet_duty.negated_clauses("인증 앱은 안 돼요?") == []


def test_a_rule_not_met_is_not_answered_by_the_rule() -> None:
    assert unmet_duty.problems("태블릿 입사일에 못 받으면 첫날은 뭘로 일해요?", HANDOUT, HANDOUT)
    assert unmet_duty.problems("고객 동의 안 받고 모은 건 어떻게 해요?", CONSENT, f"고객정보 지침 1. 수집 {CONSENT}")
    # a permission is answered by the rule (no); a sentence scoped to the negated case negates something itself
    assert not unmet_duty.problems("고객 동의 안 받고 모아도 돼요?", CONSENT, CONSENT)
    assert not unmet_duty.problems("로그인 실패 알림이 제가 안 한 건데 어떻게 해요?", OWN_DEED, OWN_DEED)
    # the clause is only in the heading: the sentence is the fallback for the unmet case
    assert not unmet_duty.problems("메일 첨부가 안 되면 어떻게 보내요?", OVER, f"메일 규정 1. 첨부 파일 {OVER}")


def test_may_i_skip_the_duty_is_not_asking_what_follows_skipping_it() -> None:
    # "신고 안 하면 안 돼요?" asks whether the duty may be skipped: the rule stating the duty answers it
    assert negated_conditions("태블릿 잃어버렸는데 신고 안 하면 안 돼요?") == ()
    assert negated_conditions("반납하지 않으면 안 되나요?") == ()
    assert negated_conditions("반납 안 하면 어떻게 돼요?") == ("반납",)
