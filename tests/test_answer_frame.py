"""A question someone asked the asker, then "뭐라고 해 줘야 돼요?" (bot.rules.relayed_ask.without_answer_frame)."""

from __future__ import annotations

from bot.rules.asked_attribute import who_does_problem
from bot.rules.relayed_ask import without_answer_frame


def test_the_relayed_question_is_asked_directly() -> None:
    assert without_answer_frame("신입이 메일 첨부 몇 MB까지 되냐고 물어보는데 뭐라고 해 줘야 돼요?") == \
        "메일 첨부 몇 MB까지 되나요?"
    assert without_answer_frame("팀원이 노트북 집에 가져가도 되냐고 하는데 뭐라고 해야 돼요?") == \
        "노트북 집에 가져가도 되나요?"
    assert without_answer_frame("인턴이 비밀번호 며칠마다 바꿔야 하는지 물어보는데 어떻게 답해야 하나요?") == \
        "비밀번호 며칠마다 바꿔야 하는지요?"


def test_whether_to_allow_it_and_a_question_only_told() -> None:
    assert without_answer_frame("팀원이 개인 USB 써도 되냐는데 허락해줘도 돼요?") == "개인 USB 써도 되나요?"
    assert without_answer_frame("신입이 VPN 인증서 신청 언제 하냐고 묻는데요") == "VPN 인증서 신청 언제 하나요?"
    # no person who asked: the asker may be the one who asks someone else
    assert without_answer_frame("VPN 언제 하냐고 묻는데요") == "VPN 언제 하냐고 묻는데요"


def test_left_alone() -> None:
    assert without_answer_frame("비밀번호 몇 자냐고요?") == "비밀번호 몇 자냐고요?"
    assert without_answer_frame("노트북 잃어버렸는데 어떻게 해야 돼요?") == "노트북 잃어버렸는데 어떻게 해야 돼요?"


def test_who_with_the_asker_as_subject_asks_whom() -> None:
    sentence = "노트북을 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다."
    assert who_does_problem("i lost company laptop in taxi, who i report?", sentence) is None
    assert who_does_problem("who should we tell if a laptop is stolen?", sentence) is None
    assert who_does_problem("who manages the backups?", "백업 결과는 IT 담당자에게 알린다.") is not None
