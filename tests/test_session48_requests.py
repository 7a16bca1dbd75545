"""Questions written as requests in the chat register, and a phrase that stands for two policy words (session 48,
probe _p48b), on invented sentences."""

from __future__ import annotations

from bot.rules.formal_request import as_direct
from tests.support.topic_rule import shipped_extractive


def test_an_embedded_question_closed_by_a_chat_request_is_asked_directly() -> None:
    assert as_direct("회의록 며칠 안에 올려야 되는지 찾아줘") == "회의록 며칠 안에 올려야 되나요?"
    assert as_direct("출장비 청구하려면 누구 승인이 필요한지 확인해 주세요") == \
        "출장비 청구하려면 누구 승인이 필요한가요?"
    assert as_direct("명함 몇 장까지 신청할 수 있는지 알려줄래?") == "명함 몇 장까지 신청할 수 있나요?"
    assert as_direct("회의실 예약은 몇 시간까지 되는지 좀 알려줘요") == "회의실 예약은 몇 시간까지 되나요?"
    # a request with an object of its own, and how a thing is done, stay as written
    assert as_direct("비밀번호 초기화 좀 해줘") == "비밀번호 초기화 좀 해줘"
    assert as_direct("프린터 토너 교체는 어떻게 하는지 알려줘") == "프린터 토너 교체는 어떻게 하는지 알려줘"


def test_a_rule_quoted_inside_a_request_is_asked_directly() -> None:
    text = "- 태블릿을 교체할 때는 쓰던 태블릿을 반납하고, 그 안의 자료는 공용 서버로 옮긴다."
    question = "태블릿 교체할 때 쓰던 태블릿 안에 있는 자료는 어디로 옮기라고 돼 있는지 알려줘"
    draft, _excerpt, _gen = shipped_extractive(question, "2. 교체", text)
    assert draft.status == "answered" and "공용 서버" in draft.answer


def test_a_phrase_with_two_policy_words_is_carried_by_either() -> None:
    # the shipped glossary gives "같이 들어가" both 함께 and 동행; a rule that says 함께 answers it
    text = "- 전산실에는 2인 이상이 함께 출입한다."
    draft, _excerpt, _gen = shipped_extractive("전산실 들어갈 때 몇 명이 같이 들어가야 해요?", "4. 출입", text)
    assert draft.status == "answered" and "2인" in draft.answer
