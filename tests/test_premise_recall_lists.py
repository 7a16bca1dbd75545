"""Premises heard, remembered or drawn on, numbered questions, a story in the progressive and recalled rules (issue 8,
branch pr20): `announced_questions`, `progressive`, `new_thing_measured`, `hearsay` (-다면서요),
`trailing_condition.drawn_confirmation`, `drawn_consequence` (remembered figures, catalog values), `english_source`,
`reversed_act` (a span before the act), `recalled`, `numbered_items`, `contrast` (자유 설치). Hand-made messages and
excerpts (no model, no index)."""

from __future__ import annotations

from bot.rules import contrast, reversed_act
from bot.rules.announced_questions import without_announcement
from bot.rules.asked_sentence import tells
from bot.rules.drawn_consequence import split
from bot.rules.hearsay import asks_confirmation, without_source
from bot.rules.new_thing_measured import measured_only
from tests.support.topic_rule import checked_extractive as _answer

UPLOAD = "- 공유 폴더 업로드 파일은 50MB까지 올릴 수 있다.\n- 50MB가 넘는 파일은 보관 서버에 올린다."
BADGE = "- 출입증은 3년마다 바꾼다."



def test_an_announced_check_asks_nothing() -> None:
    assert without_announcement("퇴근 전에 세 가지만 확인할게요.") == ""
    assert without_announcement("두 가지 확인 부탁드려요:") == ""
    assert without_announcement("출입증 두 개 확인했어요.") == "출입증 두 개 확인했어요."  # something done


def test_a_sentence_in_the_progressive_tells_the_story() -> None:
    assert tells("다음 주 이사라 짐 정리 중이에요.", True)
    assert tells("지금 이사하는 중이에요.", True)
    assert not tells("개인 폰이에요.", True)  # the copula names what is asked


def test_a_new_things_measure_without_its_topic_particle() -> None:
    assert measured_only("새 출입증 몇 년짜리예요?", "year")
    assert not measured_only("새 출입증 몇 년 뒤에 받아요?", "year")  # an act asked of the new one


def test_a_premise_asked_back_with_myeonseoyo() -> None:
    assert asks_confirmation("출입증은 5년마다 바꾸면 된다면서요?")
    assert not asks_confirmation("음악 들으면서요?")


def test_a_consequence_confirmed_after_a_false_premise_is_answered_by_the_correction() -> None:
    answer, checked = _answer("출입증은 5년마다 바꾸면 된다면서요? 아직 1년 남았으니까 여유 있죠?", "1. 출입증", BADGE)
    assert answer is not None and answer.startswith("아닙니다.") and "3년마다" in answer and checked
    # the policy agrees: the consequence is what is asked, and nothing answers it
    answer, _ = _answer("출입증은 3년마다 바꾸면 된다면서요? 아직 1년 남았으니까 여유 있죠?", "1. 출입증", BADGE)
    assert answer is None


def test_a_remembered_figure_is_asked_to_confirm_as_it_holds_now() -> None:
    assert split("휴가 전엔 업로드가 30MB까지였던 걸로 기억해서 나눠 올리려고요. 아직 30MB 맞죠?", without_source) == (
        "업로드가 30MB까지였던 거 맞죠?", "나눠 올리려고요. 아직 30MB 맞죠?")
    question = "휴가 전엔 공유 폴더 업로드가 30MB까지였던 걸로 기억해서 나눠 올리려고요. 아직 30MB 맞죠?"
    answer, checked = _answer(question, "2. 공유 폴더", UPLOAD)
    assert answer is not None and answer.startswith("아닙니다.") and "50MB까지" in answer and checked


def test_an_english_premise_told_by_someone() -> None:
    from bot.rules.english_source import as_heard

    assert as_heard("My teammate told me that badges must be renewed every 5 years. Is that right?") == (
        "I heard that badges must be renewed every 5 years. Is that right?")
    assert as_heard("IT told me to restart every 3 days, right?") == "IT told me to restart every 3 days, right?"
    assert as_heard("My teammate said Slack is free, right?") == "My teammate said Slack is free, right?"


def test_a_span_before_the_act() -> None:
    assert reversed_act.supposes_span("계정 잠기면 10분 뒤에 풀리죠?")
    assert reversed_act.without_confirm_tag("10분 뒤에 풀린다던데 맞나요?") == "10분 뒤에 풀린다"


def test_a_rule_half_remembered() -> None:
    from bot.rules import recalled

    message = "그 출입증 바꾸라던 거요. 휴가 전에 들었는데 기억이 가물가물해서요, 몇 년이었죠?"
    assert recalled.without_memory_remarks(message) == "그 출입증 바꾸라던 거요. 몇 년이었죠?"
    # what is forgotten is the question
    assert recalled.without_memory_remarks("출입증 번호가 기억이 안 나요. 어디서 봐요?") == (
        "출입증 번호가 기억이 안 나요. 어디서 봐요?")
    assert recalled.recall("그 몇 년마다 바꾸라던 거 있잖아요.")
    assert recalled.recall("뭐였더라… 5년이었나")
    assert not recalled.recall("그 출입증 바꿔도 돼요?")
    assert recalled.as_confirm("출입증은 5년마다 바꾸는 걸로 아는데 맞아요?") == "출입증은 5년마다 바꾸는 거 맞죠?"
    answer, checked = _answer("출입증 몇 년마다 바꿔요? 그 몇 년마다라던 거", "1. 출입증", BADGE)
    assert answer is not None and "3년마다" in answer and checked


def test_numbered_questions_on_one_line() -> None:
    from bot.rules.numbered_items import one_per_line

    assert one_per_line("두 가지요 1) 출입증 교체 주기 2) 업로드 용량") == (
        "두 가지요\n1) 출입증 교체 주기\n2) 업로드 용량")
    assert one_per_line("버전 3.5 설치해도 돼요?") == "버전 3.5 설치해도 돼요?"
    assert one_per_line("2) 만 있어요 3) 도") == "2) 만 있어요 3) 도"  # not counted from 1


def test_a_free_install_claim_against_approval_needed() -> None:
    row = "이름: 뷰어 / 라이선스: 유료 / 설치: 승인 필요"
    assert contrast.states_other_value("자유", ["뷰어", "자유", "설치"], row)
    assert not contrast.states_other_value("자유", ["뷰어", "자유", "설치"], "이름: 뷰어 / 설치: 자유 설치")


def test_the_progressive_needs_an_act_before_jung() -> None:
    from bot.language.terms import raw_morphemes
    from bot.rules import progressive

    raw = tuple(m for m in raw_morphemes("정리 중이에요") if not m.pos.startswith("S"))
    k = next(i for i, m in enumerate(raw) if m.pos.startswith("VCP"))
    assert progressive.is_progressive(raw, k)


def test_the_second_side_of_a_clause_pair_with_its_own_topic() -> None:
    text = "- 회의실 예약은 2시간까지 할 수 있다.\n- 출입증을 3번 잘못 찍으면 게이트가 잠긴다."
    question = "회의실 예약은 몇 시간까지 되고 출입증 몇 번 잘못 찍으면 잠겨요?"
    answer, checked = _answer(question, "1. 규칙", text)
    assert answer is not None and "2시간까지" in answer and "3번" in answer and checked


def test_a_figure_within_the_bound_is_not_corrected() -> None:
    answer, _ = _answer("공유 폴더에 40MB짜리는 올려도 되죠?", "2. 공유 폴더", UPLOAD)
    assert answer is not None and not answer.startswith("아닙니다.") and "50MB까지" in answer
    answer, _ = _answer("공유 폴더에 60MB짜리는 올려도 되죠?", "2. 공유 폴더", UPLOAD)
    assert answer is not None and answer.startswith("아닙니다.")


def test_a_threshold_in_an_if_clause_before_the_askers_act() -> None:
    assert split("출입증 5년 이상이면 재발급 안 받으면 되죠?", without_source)[0] == "출입증 5년 이상 맞죠?"
    assert split("파일이 80MB면 보관 서버에 올리면 되죠?", without_source)[1] == ""  # the asker's own file


def test_the_rule_on_the_narrow_thing_governs_its_act() -> None:
    text = "- 개인정보를 수집할 때는 동의를 받는다.\n- 주민등록번호는 법에 정한 경우에만 수집한다."
    answer, _ = _answer("주민번호도 동의만 받으면 수집해도 되죠?", "1. 수집", text)
    assert answer is None or "법에 정한" in answer


def test_an_offered_condition_with_the_noun_of_its_compound() -> None:
    from bot.rules.offered_condition import offered_conditions

    assert {"백신", "검사"} <= offered_conditions("개인 태블릿도 백신 검사만 하면 회사 PC에 꽂아도 되죠?")
    assert "태블릿" not in offered_conditions("개인 태블릿 검사만 하면 회사 PC에 꽂아도 되죠?")
