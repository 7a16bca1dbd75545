""""V-려면 어떻게 해요?" asks how to do V (issue 8, session 39): a sentence that only requires V, says how often or
after what it happens, names V as a step before another act, or states what happens or is allowed, does not say
how. `bot.rules.asked_how.problem` on sentences and questions invented for the test."""

from __future__ import annotations

from bot.rules import asked_how

NO_WORDS: dict[str, frozenset[str]] = {}


def problem(question: str, sentence: str) -> str | None:
    return asked_how.problem(question, sentence, NO_WORDS)


def test_a_rule_that_only_requires_the_act_says_not_how() -> None:
    assert problem("출입증 갱신하려면 어떻게 해야 돼요?", "출입증은 2년마다 갱신한다.") is not None
    # a condition of the rule is not a step of the act
    assert problem("출입 카드 발급하려면 어떻게 해요?", "사원증을 잃어버리면 출입 카드를 다시 발급한다.") is not None


def test_a_means_a_recipient_a_step_or_a_requirement_says_how() -> None:
    assert problem("출입증 반납하려면 어떻게 해요?", "퇴사하면 출입증을 총무팀 담당자에게 반납한다.") is None
    assert problem("회의실 예약하려면 어떻게 해요?", "예약 시스템에 접속한 뒤 회의실을 예약한다.") is None
    assert problem("도면 외부 업체에 넘기려면 어떻게 해요?", "승인 없이 외부 업체에 도면을 넘기지 않는다.") is None
    # the place or body it is done at is a way too ("보안팀에"), a time is not ("입사일에")
    assert problem("유출되면 어떻게 신고해요?", "유출을 알게 되면 즉시 보안팀에 신고한다.") is None
    assert problem("출입증 받으려면 어떻게 해요?", "출입증은 입사일에 받는다.") is not None
    # a step the question already holds adds nothing
    assert problem("시스템 접속하고 회의실 예약하려면 어떻게 해요?", "시스템에 접속한 뒤 회의실을 예약한다.") \
        is not None


def test_the_asked_act_as_a_step_before_another_act_says_not_how() -> None:
    assert problem("예약 시스템 접속하려면 어떻게 해요?", "예약 시스템에 접속한 뒤 회의실을 예약한다.") is not None
    assert problem("휴대폰 바꾸려면 어케 해요?", "휴대폰을 바꾸면 인증 앱을 다시 등록한다.") is not None


def test_another_act_answers_the_purpose_when_it_is_a_deed() -> None:
    assert problem("장비 반출하려면 어떻게 해요?", "장비를 반출하려면 보안팀 승인을 받는다.") is None
    # what happens, or what is not allowed, is no procedure
    assert problem("출입증 갱신하려면 어떻게 해요?", "만료 10일 전부터 메일로 안내가 발송된다.") is not None
    assert problem("출입증 갱신하려면 어떻게 해요?", "최근에 쓴 사진은 다시 쓸 수 없다.") is not None
    # a policy word of the asked act held by the sentence is the act itself
    assert asked_how.problem("출입증 바꾸려면 어떻게 해요?", "출입증을 갱신할 때는 총무팀에 사진을 낸다.",
                             {"바꾸": frozenset({"갱신"})}) is None
    assert problem("출입증 갱신하려면 어떻게 해요?", "만료 10일 전에 갱신을 신청한다.") is None  # the act as the object
    # the act only as a state already reached ("갱신된 출입증"): another point
    assert problem("출입증 갱신하려면 어떻게 해요?", "갱신된 출입증은 사원증과 함께 보관한다.") is not None


def test_a_verb_after_how_and_a_verbal_topic_noun_are_asked_acts() -> None:
    assert problem("공유 링크는 어떻게 보내요?", "공유 링크는 매주 보낸다.") is not None
    # another deed is the manner asked ("어떻게 버려요?", "버리려면 어떻게" -> "파쇄한다"); after -려면 it must be a
    # deed, and not one on a thing the asked act has already been done to
    assert problem("출력물은 어떻게 버려요?", "다 본 출력물은 파쇄한다.") is None
    assert problem("유출되면 어떻게 신고해요?", "신고한 사람에게는 불이익이 없다.") is not None  # a state
    assert problem("출력물 버리려면 어떻게 해요?", "다 본 출력물은 파쇄한다.") is None
    assert problem("등급 표시하려면 어떻게 해요?", "등급이 없는 문서는 사내 한정으로 본다.") is not None
    assert problem("보안 USB 등록하려면 어떻게 해요?", "업무에는 등록된 보안 USB만 사용한다.") is not None
    assert problem("공유 링크는 어떻게 보내요?", "공유 링크는 메일의 공유 버튼으로 보낸다.") is None
    assert problem("VPN 연결은 어떻게 하는 거예요?", "VPN은 매일 아침 연결한다.") is not None
    # there, a step ordered before another act that names nothing the question does not is no way (session 51; the
    # broader reading, any step, had cost three right answers): one that names who or what the question does not is
    assert problem("VPN 연결은 어떻게 하는 거예요?", "회사 밖에서는 VPN을 먼저 연결한 뒤 메일에 접속한다.") is not None
    assert problem("VPN 승인은 어떻게 받아요?", "VPN은 팀장 승인을 받은 뒤 연결한다.") is None
    assert problem("권한 검토는 어떤 절차로 진행해요?", "권한은 분기마다 검토한다.") is not None
    assert problem("변경은 어디서 어떻게 하는거예요?", "암호는 90일마다 변경한다.") is not None
    # what becomes of the thing, in a verb of its own, may be how it is done ("어떻게 풀어요?" -> "… 저절로 풀린다")
    assert problem("잠긴 계정은 어떻게 풀어요?", "잠긴 계정은 30분이 지나면 저절로 풀린다.") is None
    # a bare noun before 어떻게 asks what to do about it ("OTP 등록 어떻게 해요?" -> "… 다시 등록한다")
    assert problem("휴대폰 바꾸면 인증 앱 등록 어떻게 해요?", "휴대폰을 바꾸면 인증 앱을 다시 등록한다.") is None
    # a topic noun that is no act ("노트북은 어떻게 해요?") asks what to do with the thing: left to other checks
    assert problem("퇴사할 때 노트북은 어떻게 해요?", "퇴사하면 노트북을 총무팀에 보낸다.") is None
    # "어떻게 V라고 돼 있어요?" asks what the rule says
    assert problem("관리자 계정은 어떻게 쓰라고 돼 있어요?", "관리자 계정은 따로 쓴다.") is None
    assert problem("관리자 계정은 어떻게 써요?", "관리자 계정은 따로 쓴다.") is not None
    # a policy word of the verb after 어떻게 may be the very way asked
    assert asked_how.problem("출력물은 어떻게 버려요?", "출력물은 파쇄한다.", {"버리": frozenset({"파쇄"})}) is None
    # "어떻게 돼요?" asks what becomes of a thing
    assert problem("잠긴 계정은 어떻게 돼요?", "잠긴 계정은 30분 뒤 풀린다.") is None


def test_only_a_purpose_with_how_is_read() -> None:
    assert problem("출입증 갱신해야 돼요?", "출입증은 2년마다 갱신한다.") is None
    assert problem("출입증 갱신하려면 언제 해요?", "출입증은 2년마다 갱신한다.") is None
    assert problem("출입증 갱신하려면 어떻게 해요?", "이름: 출입증 / 주기: 2년 / 갱신: 신청 필요") is None


def test_a_topic_noun_is_the_act_through_the_question_s_other_terms() -> None:
    # "바꾸라던데 변경은 어떻게": 변경 is a verbal noun because the question's 바꾸 has it as its policy word
    words = {"바꾸": frozenset({"변경"}), "변경": frozenset({"변경"})}
    assert asked_how.problem("출입증 바꾸라던데 변경은 어떻게 해요?", "출입증은 2년마다 바꾼다.", words) is not None
    assert asked_how.problem("출입증 바꾸라던데 변경은 어떻게 해요?", "출입증은 총무팀에서 바꾼다.", words) is not None
    assert asked_how.problem("출입증 바꾸라던데 변경은 어떻게 해요?", "출입증은 총무팀에게 바꾼다.", words) is None
    assert asked_how.problem("출입증 바꾸라던데 변경은 어떻게 해요?", "만료 전에 포털에 변경 안내가 표시된다.",
                             words) is not None  # what happens, not what to do


ENGLISH_WORDS = {"change": frozenset({"변경"}), "badge": frozenset({"출입증"}), "renew": frozenset({"재발급"})}
VARIANTS = {"변경": ("바꾸", "바꿔", "교체", "change"), "재발급": ("다시 발급",)}


def english(question: str, sentence: str) -> str | None:
    return asked_how.english_problem(question, sentence, ENGLISH_WORDS, VARIANTS)


def test_an_english_how_question_reads_the_verb_s_policy_words() -> None:
    # the act only required, named as a step, done to another thing, or only what is allowed
    assert english("How do I change my badge?", "출입증은 2년마다 바꾼다.") is not None
    assert english("How do I change my badge?", "출입증을 잃어버리면 출입증을 바꾸고 총무팀에 알린다.") is not None
    assert english("How do I change my badge?", "사원증을 바꾸면 출입증을 다시 등록한다.") is not None
    assert english("I want to change my badge. What do I have to do?", "최근 사진은 다시 쓸 수 없다.") is not None
    # a means, or another deed on the thing
    assert english("How do I change my badge?", "출입증은 총무팀 담당자에게 바꾼다.") is None
    assert english("How do I renew my badge?", "만료 10일 전에 출입증 재발급을 신청한다.") is None
    # a verb the glossary does not know, a generic verb, or no how: left alone
    assert english("How do I laminate my badge?", "출입증은 2년마다 바꾼다.") is None
    assert english("How do I get a badge?", "출입증은 2년마다 바꾼다.") is None
    assert english("Can I change my badge?", "출입증은 2년마다 바꾼다.") is None


def test_a_how_question_is_not_answered_by_a_fact() -> None:
    assert problem("만료일은 어떻게 확인해요?", "출입증의 유효기간은 2년이다.") is not None
    assert problem("출입증 갱신하려면 어떻게 해요?", "출입증의 유효기간은 2년이다.") is not None
    assert problem("출입증 갱신하려면 어떻게 해요?", "이름: 출입증 / 주기: 2년") is None  # a table row


def test_what_to_do_needs_an_act() -> None:
    asked = "출입증 유효기간이 곧 끝난다는데 뭐 해야 돼?"
    assert asked_how.deed_problem(asked, "출입증의 유효기간은 2년이다.") is not None
    assert asked_how.deed_problem(asked, "신청한 사람에게는 불이익이 없다.") is not None
    assert asked_how.deed_problem(asked, "만료 전부터 포털에 안내가 표시된다.") is not None
    assert asked_how.deed_problem(asked, "만료되기 10일 전에 재발급을 신청한다.") is None
    assert asked_how.deed_problem(asked, "출입증은 남에게 빌려주지 않는다.") is None  # a prohibition is an act
    assert asked_how.deed_problem("출입증 잃어버렸는데 뭐부터 해야 돼요?", "즉시 총무팀에 분실 신고를 한다.") is None
    assert asked_how.deed_problem("My badge expires soon. What should I do?", "출입증의 유효기간은 2년이다.") \
        is not None
    assert asked_how.deed_problem(asked, "이름: 출입증 / 주기: 2년") is None  # a table row
    # the meaning asked beside it: a definition answers both
    assert asked_how.deed_problem("'기본'은 무슨 뜻이에요? 뭘 해야 돼요?", "기본은 이미 깔려 있다는 뜻이다.") is None
    # no what-to-do asked
    assert asked_how.deed_problem("출입증 유효기간은 얼마예요?", "출입증의 유효기간은 2년이다.") is None


def test_a_procedure_asked_is_answered_by_what_the_act_needs_first() -> None:
    # kind_scope.method_problem: "절차", "방법" ask how; a deed set before the act answers it (session 39)
    from bot.rules.kind_scope import method_problem
    asked = "프로그램 설치하는 방법 알려주세요"
    assert method_problem(asked, "소프트웨어는 설치하기 전에 팀장의 승인을 받는다.") is None
    assert method_problem(asked, "소프트웨어를 설치할 때는 목록이 표시된다.") is not None  # no deed
    assert method_problem(asked, "소프트웨어는 매년 점검한다.") is not None  # another act, not set at the asked one


def test_how_to_do_an_act_is_not_how_to_tell_it() -> None:
    # "파일에 암호 어떻게 걸어요?" was answered by "파일 암호는 … 다른 경로로 알려 준다"
    assert problem("출입문 비번은 어떻게 바꿔요?", "출입문 비번은 문자로 알려 준다.") is not None
    assert problem("출입문 비번은 어떻게 알려줘요?", "출입문 비번은 문자로 알려 준다.") is None  # telling asked
    assert problem("출입문 비번 바꾼 건 어떻게 알려요?", "출입문 비번은 문자로 알려 준다.") is None
    # the asked act in the sentence too: the telling may be part of how it is done
    assert problem("출입문 비번은 어떻게 바꿔요?", "출입문 비번은 총무팀이 바꾸고 문자로 알려 준다.") is None
    # asking how to pass it on is asking how to tell ("어떻게 전달해요?")
    assert problem("출입문 비번은 어떻게 전달해요?", "출입문 비번은 문자로 알려 준다.") is None
