"""The reverse act asked (`bot.rules.reversed_act`) and what to do after a prohibition was broken
(`bot.rules.after_forbidden`; batch `_ze`, issue 8), on hand-made sentences and invented questions, read alone and
through `TopicMatcher.coverage`; and a span the question supposes before the reverse act (`reversed_act.supposes_span`,
batch `_ze2`)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import (
    after_forbidden,
    reversed_act,
)
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"노트북": ("랩탑",), "출력물": ("프린트", "인쇄물")})
MATCHER = TopicMatcher(GLOSSARY)


LOCK = "신고를 받은 담당자가 태블릿을 원격으로 잠그고 계정을 차단한다."
LOCK_TIME = "비밀번호를 5번 틀리면 계정이 10분 동안 잠긴다."
FORBID = "번역 서비스에 고객 명단을 입력하지 않는다."
FORBID_AND_DO = "기기는 끄지 말고 그대로 둔 채 보안팀에 연락한다."


def test_the_acts_of_a_text() -> None:
    assert reversed_act.acts("태블릿 원격 잠금 누가 풀어줘요?") == {"unlock"}  # 잠금 names a thing
    assert reversed_act.acts(LOCK) == {"lock"}


def test_a_sentence_on_the_reverse_act_does_not_say_who_does_the_asked_one() -> None:
    assert reversed_act.problems("태블릿 원격 잠금 누가 풀어줘요?", LOCK)
    assert reversed_act.problems("허용 프로그램은 어떻게 지워요?", "허용 프로그램은 담당자 승인 후 설치한다.")
    # a time or an amount asked is the reverse act's own duration; a permission is answered by the rule (no)
    assert not reversed_act.problems("잠긴 계정 얼마나 기다려야 풀려요?", LOCK_TIME)
    assert not reversed_act.problems("랜선 다시 꽂아도 돼요?", "감염이 의심되면 랜선을 뽑는다.")
    # the sentence carries the asked act itself
    assert not reversed_act.problems("잠긴 계정은 어떻게 풀려요?", "잠긴 계정은 시간이 지나면 자동으로 풀린다.")


def test_a_prohibition_does_not_say_what_to_do_after_it_was_broken() -> None:
    assert after_forbidden.told_done("번역 서비스에 고객 명단 넣은 거 알게 되면 어떻게 해요?")
    assert after_forbidden.told_done("개인 스틱 꽂아버렸는데 어떻게 해요?")
    assert not after_forbidden.told_done("개인 스틱 꽂으면 어떻게 돼요?")
    assert after_forbidden.problems("번역 서비스에 고객 명단 넣은 거 알게 되면 어떻게 해요?", FORBID)
    # a sentence that prescribes an act besides the one it forbids; a question that tells no deed done
    assert not after_forbidden.problems("기기 켜 둔 채로 뒀는데 어떻게 해요?", FORBID_AND_DO)
    assert not after_forbidden.problems("번역 서비스에 고객 명단 넣어도 돼요?", FORBID)


def test_the_two_rules_through_the_topic_rule() -> None:
    found = cover(MATCHER, "태블릿 원격 잠금 누가 풀어줘요?", LOCK, "3. 분실 신고")
    assert any("reverse act" in item for item in found.missing)
    found = cover(MATCHER, "번역 서비스에 고객 명단 넣은 거 알게 되면 어떻게 해요?", FORBID, "3. 번역")
    assert any("only forbids" in item for item in found.missing)


def test_supposed_span_before_an_act_is_a_time_asked() -> None:
    from bot.rules.reversed_act import reverse_lasts, supposes_span, without_confirm_tag

    assert supposes_span("출입증 잠기면 2시간은 기다려야 풀리죠?")
    assert supposes_span("하루 지나면 풀리는 거 맞죠?")
    assert not supposes_span("출입증 잠기면 IT에 전화해야 풀리죠?")
    # the reverse state's span answers it ("… 10분 동안 잠긴다"); a who/how question is not that case
    assert reverse_lasts("출입증 잠기면 2시간은 기다려야 풀리죠?", "풀리", "출입증이 10분 동안 잠긴다.")
    assert not reverse_lasts("출입증 잠기면 누가 풀어줘요?", "풀리", "출입증이 10분 동안 잠긴다.")
    assert without_confirm_tag("2시간 지나야 풀리는 거 맞죠?") == "2시간 지나야 풀리는"


def test_asserted_span_in_another_unit_is_still_a_span() -> None:
    parts, _ = TopicMatcher().parts("출입증 잠기면 2시간은 기다려야 풀리죠?")
    assert parts[0].quantity == "duration"
