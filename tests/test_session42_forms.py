"""Session 42 (issue 8): question forms the bot read wrongly, on hand-made sentences: a question written as a formal
request to the IT team, a deadline asked in days or where the act is a noun before it, how long a told state lasts,
and 또 as "again" inside one clause."""

from __future__ import annotations

from bot.matching.model import PART_SPLIT_RE
from bot.rules import deadline_at_once, told_deed
from bot.rules.courtesy import without_courtesy
from bot.rules.formal_request import as_direct
from tests.support.topic_rule import checked_extractive, shipped_glossary


def test_a_formal_request_reads_as_the_question_it_embeds() -> None:
    assert as_direct("재무팀 이OO입니다. 법인카드를 잃어버리면 어디에 알려야 하는지 여쭙고자 합니다.") == (
        "법인카드를 잃어버리면 어디에 알려야 하나요?")
    assert as_direct("출입증 재발급에 며칠이 걸리는지 문의드립니다.") == "출입증 재발급에 며칠이 걸리나요?"
    assert as_direct("프린터를 개인 폰에 연결해도 괜찮은지 확인 부탁드립니다.") == (
        "프린터를 개인 폰에 연결해도 괜찮은가요?")
    assert as_direct("회의실 예약에 승인이 필요한지, 알려주시면 감사하겠습니다.") == "회의실 예약에 승인이 필요한가요?"
    assert as_direct("출입증을 누가 발급할지 여쭙니다.") == "출입증을 누가 발급할까요?"
    assert as_direct("출입증 발급 기준이 뭔지 알려주세요") == "출입증 발급 기준이 뭔가요?"
    assert as_direct("출입증을 잃어버리면 어떻게 해야 하는지 알려주세요") == "출입증을 잃어버리면 어떻게 해야 하나요?"
    # how a thing is done: the procedure is asked, not what to do
    held = "출입증 비밀번호 바꾸는 거 어떻게 하는지 알려주세요"
    assert as_direct(held) == held
    assert as_direct("출입증 사진은 어떻게 등록하는지 알려주세요") == "출입증 사진은 어떻게 등록하는지 알려주세요"


def test_a_sentence_announcing_the_topic_or_the_reason_for_writing_tells_it() -> None:
    assert as_direct("출입증 재발급 관련하여 궁금한 점이 있어 연락드립니다. 며칠 걸리나요?") == (
        "출입증 재발급요. 며칠 걸리나요?")
    assert as_direct("방문객 출입을 신청하는 건으로 연락드립니다. 누가 승인하나요?") == (
        "방문객 출입을 신청하는 건요. 누가 승인하나요?")
    assert as_direct("출입증 만료 안내가 와서 문의드립니다. 갱신은 어디서 하나요?") == (
        "출입증 만료 안내가 와서요. 갱신은 어디서 하나요?")
    assert as_direct("출입증 재발급 관련하여 문의드립니다.") == "출입증 재발급 관련하여 문의드립니다."  # nothing after


def test_a_request_with_its_own_object_or_a_plain_wonder_is_left_alone() -> None:
    assert as_direct("출입증 재발급 부탁드립니다.") == "출입증 재발급 부탁드립니다."  # no embedded question
    assert as_direct("출입증을 미리 신청해야 하는 건지 궁금해요.") == "출입증을 미리 신청해야 하는 건지 궁금해요."
    # not "…지요?": that ending asks for a confirmation
    assert not as_direct("출입증을 분실하면 어디에 신고해야 하는지 확인 부탁드립니다.").endswith("지요?")


def test_only_a_self_introduction_by_team_and_name_is_dropped() -> None:
    assert as_direct("총무팀 한OO입니다. 출입증 분실 시 누구에게 알려야 하는지 문의드립니다.") == (
        "출입증 분실 시 누구에게 알려야 하나요?")
    assert as_direct("연구소 박철수입니다. 출입증은 몇 년마다 바꾸나요?") == "출입증은 몇 년마다 바꾸나요?"
    # what the writer says they do is kept as a statement
    assert as_direct("다음 달부터 출장을 시작하는 영업팀 김OO입니다. 출입증은 어디서 받나요?") == (
        "다음 달부터 출장을 시작합니다. 출입증은 어디서 받나요?")
    assert as_direct("이번 주에 입사한 박OO입니다. 출입증은 어디서 받나요?") == (
        "이번 주에 입사했습니다. 출입증은 어디서 받나요?")
    assert as_direct("출장 중인 영업팀 김OO입니다. 출입증은 어디서 받나요?") == "출장 중입니다. 출입증은 어디서 받나요?"
    # a role may change what is asked: kept
    assert as_direct("인턴 김OO입니다. 출입증은 몇 년마다 바꾸나요?") == "인턴 김OO입니다. 출입증은 몇 년마다 바꾸나요?"


def test_an_english_request_frame_leaves_the_question_it_introduces() -> None:
    assert as_direct("I would like to confirm at what time the printer queue is cleared.") == (
        "at what time the printer queue is cleared.")
    assert as_direct("Could you please let me know whether badges can be shared?") == "whether badges can be shared?"
    assert as_direct("I would like to book a room.") == "I would like to book a room."


def test_english_thanks_for_help_and_appreciated_guidance_close_the_message() -> None:
    assert without_courtesy("Can visitors use the lab? Thank you in advance for your help.") == (
        "Can visitors use the lab?")
    assert without_courtesy("Can visitors use the lab? I would appreciate your guidance.") == (
        "Can visitors use the lab?")
    assert without_courtesy("Can visitors use the lab? I would appreciate a tour.") == (
        "Can visitors use the lab? I would appreciate a tour.")


def test_a_formal_request_is_answered_from_the_sentence_it_asks_about() -> None:
    text = "- 출입증은 2년마다 갱신한다.\n- 출입증을 잃어버리면 즉시 총무팀에 신고한다."
    answer, ok = checked_extractive(
        "출입증 갱신 관련하여 궁금한 점이 있어 연락드립니다. 몇 년마다 갱신하는지 알려주시면 감사하겠습니다.",
        "1. 출입증", text)
    assert answer is not None and "2년마다" in answer and ok


def test_a_deadline_in_days_or_on_a_noun_act_is_met_at_once() -> None:
    words_for = shipped_glossary().policy_words_for
    words_in = shipped_glossary().policy_words_in
    sentence = "출입증을 잃어버리면 즉시 총무팀에 분실 신고를 한다."
    # the act is the noun before the deadline words; the question's last predicate is its story's
    assert deadline_at_once.answers("어제 버스에 출입증 두고 내렸어요 분실신고 언제까지 하면 돼요?", sentence, "내리",
                                    words_for, words_in)
    assert deadline_at_once.answers("출입증 잃어버렸는데 신고 며칠 안에 해야 돼요?", sentence, None, words_for,
                                    words_in)
    # another act's deadline is not met by the report's 즉시
    assert not deadline_at_once.answers("분실 신고하면 새 출입증은 언제까지 받을 수 있어요?", sentence, "받",
                                        words_for, words_in)
    # English: the act after "how soon", carried by its glossary equivalent (change -> 변경 -> 바꾸)
    changed = "수상한 링크를 눌렀다면 바로 비밀번호를 바꾸고 보안팀에 알린다."
    assert deadline_at_once.answers("I opened a weird link. how soon do I need to change my password?", changed,
                                    None, words_for, words_in)
    assert not deadline_at_once.answers("I opened a weird link. how soon do I need to change my password?", changed,
                                        None, words_for)  # without the equivalents only the literal forms count


def test_how_long_a_told_state_lasts_is_its_span() -> None:
    words_for = shipped_glossary().policy_words_for
    span = "비밀번호를 5번 틀리면 출입 카드가 10분 동안 잠긴다."
    assert told_deed.problems("출입 카드 잠겼는데 얼마나 기다려야 풀려요?", "풀리", span, words_for) == []
    assert told_deed.problems("출입 카드 잠겼는데 얼마나 기다려야 풀려요?", "풀리",
                              "비밀번호를 5번 틀리면 출입 카드가 잠긴다.", words_for) == [told_deed.PROBLEM]


def test_again_inside_a_clause_does_not_split_the_question() -> None:
    def pieces(text: str) -> list[str]:
        return [p for p in PART_SPLIT_RE.split(text) if p and p.strip()]

    assert len(pieces("출입증 바꾼지 한달 넘었는데 벌써 또 바꿔야 돼요?")) == 1
    assert len(pieces("출입증 몇 년마다 바꿔요? 또 분실하면 어디로?")) == 2
    assert len(pieces("출입증 몇 년마다 바꿔요 또 분실하면 어디로?")) == 2


def test_the_asker_s_own_group_and_a_rule_s_frame_noun_name_no_topic() -> None:
    from bot.language.terms import content_terms

    def words(text: str) -> list[str]:
        return [t.text for t in content_terms(text)]

    assert "팀" not in words("저희 팀 신입사원 출입증은 언제 나오나요?")
    assert "부서" not in words("우리 부서에서 출입증을 직접 만들어도 되나요?")
    assert "팀" in words("팀 공용 출입증 써도 되나요?")
    assert "원칙" not in words("출입증은 2년마다 갱신하는 것이 원칙인가요?")


def test_scheduled_frames_an_english_when_question() -> None:
    from bot.language.terms import content_terms

    words = [t.text for t in content_terms("at what time is the badge printer scheduled to restart?")]
    assert "scheduled" not in words and "printer" in words


def test_leave_assumed_then_confirmed_in_english_asks_permission() -> None:
    from bot.matching.model import PERMISSION_RE

    assert PERMISSION_RE.search("I can wait until Friday to return the badge, right?")
    assert not PERMISSION_RE.search("I can't open the door, right?")
    assert not PERMISSION_RE.search("I can see the badge office from here.")


def test_an_english_verb_is_the_act_the_narrow_rule_governs() -> None:
    text = ("- 개인정보는 업무에 꼭 필요한 항목만 수집한다.\n- 수집할 때는 목적을 알리고 동의를 받는다.\n"
            "- 주민등록번호는 법령에 근거가 있을 때만 수집한다.")
    answer, _ok = checked_extractive("설문 폼에 주민번호 필드 넣어서 collect 해도 되나요?", "1. 수집", text)
    assert answer is None  # never the broad rule on what to collect; the narrow one misses 필드
