"""Batch `_ze` (issue 8): a comparison's other side (`bot.rules.compared_side`), a question that offers
two options (`bot.rules.alternatives`), an English question whether the asker must tell someone
(`bot.rules.telling_asked`), the reverse act asked (`bot.rules.reversed_act`), what to do after a prohibition was broken
(`bot.rules.after_forbidden`), a duty asked after the question's own situation (`bot.rules.duty_after_situation`), a
lead time taken for a duration (`bot.rules.lead_time`), a rule not met (`bot.rules.unmet_duty`), an English question
timed after another event (`bot.rules.english_event`); on hand-made sentences and invented questions, read alone and
through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import (
    after_forbidden,
    alternatives,
    compared_side,
    duty_after_situation,
    english_event,
    lead_time,
    reversed_act,
    telling_asked,
    unmet_duty,
)
from bot.rules.answer_kind import negated_conditions
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"노트북": ("랩탑",), "출력물": ("프린트", "인쇄물")})
MATCHER = TopicMatcher(GLOSSARY)

CYCLE = "태블릿은 3년마다 교체한다."
TWO_CYCLES = "태블릿은 3년마다, 키보드는 2년마다 교체한다."
TEST = "매주 백업본으로 복원 점검을 한다."
RECLAIM = "기밀 문서의 출력물은 출력한 뒤 바로 회수한다."
SIZE = "메신저 첨부 파일은 50MB까지 보낼 수 있다."
REENROLL = "휴대폰을 바꾸면 인증 앱을 다시 등록한다."
ALERT = "계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."


def no_words(word: str) -> list[str]:
    return []


def test_the_other_side_of_a_korean_comparison() -> None:
    assert compared_side.korean_side("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?") == ("키보드",)
    assert compared_side.korean_side("보안 스틱이 일반 스틱보다 용량이 커요?") == ("일반",)
    # a figure on the other side is compared with the rule's own figure: left to the figure rules
    assert compared_side.korean_side("잠금이 30분보다 더 오래 가요?") == ()
    assert compared_side.korean_side("태블릿 교체는 언제 해요?") == ()


def test_the_other_side_of_an_english_comparison() -> None:
    assert compared_side.english_side("Is the tablet cycle longer than the keyboard cycle?") == ("keyboard",)
    assert compared_side.english_side("can IT unlock it faster than 30 min?") == ()
    assert compared_side.english_side("can I delete mails older than a year?") == ()


def test_a_sentence_on_one_side_does_not_answer_the_comparison() -> None:
    assert compared_side.problems("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", CYCLE, no_words)
    assert not compared_side.problems("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", TWO_CYCLES, no_words)
    # the other side named through a glossary policy word
    assert not compared_side.problems("태블릿이 랩탑보다 오래 써요?", "노트북은 4년, 태블릿은 3년마다 교체한다.",
                                      lambda word: ["노트북"] if word == "랩탑" else [])
    assert compared_side.problems("Is the tablet cycle longer than the keyboard cycle?", CYCLE, no_words)


def test_the_comparison_through_the_topic_rule() -> None:
    found = cover(MATCHER, "태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", CYCLE, "2. 교체 주기")
    assert any("comparison" in item for item in found.missing)
    found = cover(MATCHER, "태블릿 몇 년마다 교체해요?", CYCLE, "2. 교체 주기")
    assert not any("comparison" in item for item in found.missing)


def test_the_options_a_question_offers() -> None:
    assert alternatives.options("복원 점검은 운영 장비에 해요, 시험 장비에 해요?") is not None
    assert alternatives.options("출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?") is not None
    # a story told first, a question word in a piece: no two options
    assert alternatives.options("폰 바꿨어요, 인증 앱 다시 등록해야 돼요?") is None
    assert alternatives.options("퇴사 전에 반납하는 거예요 아니면 퇴사하고 며칠 안에?") is None
    assert alternatives.options("스틱 잃어버렸어요, 어디에 신고해요?") is None


def test_a_sentence_naming_no_option_does_not_answer() -> None:
    assert alternatives.problems("복원 점검은 운영 장비에 바로 해 보는 거예요, 시험 장비에 해요?", TEST, no_words)
    # the options' shared noun (기준) is what is asked: naming both options' nouns is not enough
    assert alternatives.problems("첨부 50MB 제한이 메신저 한 통 기준이에요, 파일 하나 기준이에요?", SIZE, no_words)
    # a sentence naming the option that holds answers
    assert not alternatives.problems("기밀 출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?", RECLAIM,
                                     no_words)
    assert not alternatives.problems("인증 앱 다시 등록은 앱에서 해요, 웹에서 해요?",
                                     "인증 앱 다시 등록은 웹에서 한다.", no_words)
    assert alternatives.problems("인증 앱 다시 등록은 앱에서 해요, 웹에서 해요?", REENROLL, no_words)
    # no topic marker: the first option is as long as the second ("매번" vs "하루 한 번"), the topic word 인증 of
    # the heading tells nothing apart
    assert alternatives.problems("인증 앱 인증 매번 해야 돼요 아니면 하루 한 번이에요?", f"4. 다단계 인증 {REENROLL}",
                                 no_words)


def test_the_options_through_the_topic_rule() -> None:
    found = cover(MATCHER, "기밀 출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?", RECLAIM, "4. 출력물")
    assert not any("options" in item for item in found.missing)
    found = cover(MATCHER, "복원 점검은 운영 장비에 바로 해 보는 거예요, 시험 장비에 해요?", TEST, "3. 백업")
    assert any("options" in item for item in found.missing)


def test_an_english_question_whether_to_tell_someone() -> None:
    assert telling_asked.asks_telling("Do I need to tell anyone after I re-enroll the app?")
    assert telling_asked.asks_telling("Should we let the team lead know when we change phones?")
    assert not telling_asked.asks_telling("Can you tell me how long the lock lasts?")
    assert not telling_asked.asks_telling("폰 바꾸면 누구한테 알려야 돼요?")  # Korean: the topic rule reads the verb
    assert telling_asked.problems("Do I need to tell anyone after I re-enroll the app?", REENROLL)
    assert not telling_asked.problems("I typed my password into a fake page, do I need to tell security?", ALERT)


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


INFECTED = "기기는 끄지 말고 그대로 둔 채 보안팀에 연락한다."
CLICKED = "메일 속 링크를 눌렀다면 바로 비밀번호를 바꾼다."


def test_an_english_question_timed_after_another_event() -> None:
    assert english_event.event_verbs("What do I do with the infected PC after security looks at it?") == ("looks",)
    # no clause after "after": a quantity or a noun phrase
    assert english_event.event_verbs("account locked after too many tries, will it unlock?") == ()
    assert english_event.event_verbs("after how many minutes does the screen lock?") == ()
    assert english_event.problems("What do I do with the infected PC after security looks at it?", INFECTED,
                                  lambda word: [])
    # the event carried through a glossary policy word the sentence writes in another form (누르 -> 눌렀다면)
    assert not english_event.problems("What do I do after I clicked a strange link?", CLICKED,
                                      lambda word: ["누르"] if word == "clicked" else [])
