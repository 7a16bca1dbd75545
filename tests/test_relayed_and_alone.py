"""Asking for someone else (`bot.rules.relayed_ask`), 혼자 read as a noun (`bot.rules.alone_adverb`), an act told as
the plan of a "…할 때는" rule (`bot.rules.planned_act`), the system of an admin account
(`bot.rules.administered_system`), a USB used at home (`bot.rules.forbidden_medium`). Hand-made messages and
excerpts (no model, no index): the topic rule."""

from __future__ import annotations

from bot.language.terms import analyze
from bot.rules.relayed_ask import without_relay
from tests.support.topic_rule import shipped_extractive


def _answer(question: str, section: str, text: str) -> str | None:
    draft, _, _ = shipped_extractive(question, section, text)
    return draft.answer if draft.status == "answered" else None


def test_a_relaying_sentence_is_dropped_and_a_relayed_indirect_question_made_direct() -> None:
    assert without_relay("팀장님이 물어보라고 하셔서요, 휴가 신청은 며칠 전에 해요?") == "휴가 신청은 며칠 전에 해요?"
    assert without_relay("휴가 신청은 며칠 전에 해요? 인턴이 물어봐서요") == "휴가 신청은 며칠 전에 해요?"
    assert without_relay("휴가 신청은 며칠 전에 해야 하는지 부장님이 물어보셨어요") == \
        "휴가 신청은 며칠 전에 해야 하는지요?"
    assert without_relay("동생이 회의실 써도 되냐고 물어보네요") == "동생이 회의실 써도 되나요?"
    assert without_relay("회의실 몇 시간까지 예약해요? 저는 잘 몰라서요") == "회의실 몇 시간까지 예약해요?"
    # not relayed: asking someone is the act asked, or the asker asked someone, or the asking leads on
    assert without_relay("고객한테 생일이 뭔지 물어봐도 돼요?") == "고객한테 생일이 뭔지 물어봐도 돼요?"
    assert without_relay("고객한테 생일이 언제인지 물어봤어요") == "고객한테 생일이 언제인지 물어봤어요"
    # what to tell the person who asked is what they asked (bot.rules.relayed_ask.without_answer_frame)
    assert without_relay("후배가 회의실 어디냐고 물어보는데 뭐라고 해요?") == "회의실 어디나요?"
    # but what to do when asked, or whether one may tell, is the asker's own question
    for leading_on in ("후배가 제 비번 뭐냐고 물어보는데 어떻게 해요?",
                       "후배가 비밀번호 뭐냐고 물어보는데 알려줘도 돼요?"):
        assert without_relay(leading_on) == leading_on
    assert without_relay("휴가 일정을 몰라서요") == "휴가 일정을 몰라서요"  # a thing not known is a situation
    assert without_relay("휴가 신청은 언제까지 해요") == "휴가 신청은 언제까지 해요"  # 까지 is no indirect question


def test_a_relayed_question_is_answered_like_the_asker_s_own() -> None:
    text = "- 외부로 보내는 대외비 문서는 파일에 암호를 걸어 보낸다."
    assert _answer("팀장님이 물어보라고 하셔서요, 외부로 대외비 문서 보낼 때 암호를 꼭 걸어야 하는 건지요?",
                   "2. 외부 발송", text) is not None


def test_alone_read_as_a_noun_is_the_adverb_and_a_rule_on_two_people_answers_it_at_any_time() -> None:
    morphs = analyze("창고 혼자 잠깐 들어가도 돼요?")
    assert [m.tag for m in morphs if m.surface == "혼자"] == ["MAG"]
    assert [m.tag for m in analyze("혼자가 아니라 둘이에요") if m.surface == "혼자"] == ["NNG"]
    text = "- 창고에 들어갈 때는 출입 기록부를 작성한다.\n- 창고에는 2인 이상이 함께 출입한다."
    answer = _answer("창고 혼자 잠깐 들어가도 돼요?", "2. 창고 출입", text)
    assert answer is not None and "2인 이상" in answer
    answer = _answer("야간에 창고 혼자 들어가도 되나요?", "2. 창고 출입", text)
    assert answer is not None and "2인 이상" in answer
    assert _answer("야간에 창고 들어가도 되나요?", "2. 창고 출입", text) is None  # the time stays asked


def test_an_act_told_as_a_plan_is_the_occasion_of_a_when_rule() -> None:
    text = "- 보안 USB로 자료를 회사 밖으로 가져갈 때는 부서장 승인을 받는다."
    answer = _answer("보안 USB에 자료 담아서 거래처에 가져가려는데 따로 허락이 필요한가요?", "2. 반출", text)
    assert answer is not None and "부서장 승인" in answer


def test_the_system_of_an_admin_account_is_set_aside() -> None:
    text = "- 관리자 계정은 부서장 승인을 받은 뒤 발급한다."
    answer = _answer("결제 DB admin 계정 발급받으려면 뭐가 필요해요?", "1. 관리자 계정", text)
    assert answer is not None and "부서장 승인" in answer


def test_a_usb_used_at_home_is_a_personal_one_and_its_colour_says_nothing() -> None:
    text = "- 개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."
    answer = _answer("집에서 쓰던 빨간 USB에 자료가 있는데 그거 회사 컴퓨터에 꽂아도 되나요?", "1. 사용", text)
    assert answer is not None and "연결하지 않는다" in answer


def test_a_program_named_after_the_company_is_an_internal_system() -> None:
    text = "- 회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."
    answer = _answer("집에서 사내 Grafana 붙을 때 VPN 먼저 켜야 함?", "1. VPN 접속", text)
    assert answer is not None and "VPN을 먼저" in answer
    assert _answer("사내 Grafana에 고객 명단 올려도 돼요?", "1. VPN 접속", text) is None
