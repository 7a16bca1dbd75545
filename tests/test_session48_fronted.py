"""A topic said first, apart from the question about it (session 48, probes _p48c and _p48f), on invented sentences."""

from __future__ import annotations

from bot.rules.asked_sentence import topic_only
from bot.rules.self_description import opening_nouns
from tests.support.topic_rule import shipped_extractive

_LEDGER = "- 열쇠 대장은 총무팀이 관리한다.\n- 보관 기간은 작성한 날부터 3년이다."


def test_a_noun_phrase_with_yo_names_the_topic_whatever_the_analyzer_makes_of_its_last_noun() -> None:
    for named in ("회의실 열쇠 기록이요.", "열쇠 대장부요..", "V3 백신요.", "회사 와이파이요.", "노트북 교체 건이요."):
        assert topic_only(named), named
    for other in ("네 맞아요.", "좋아요!", "그거요.", "서버실은요?", "노트북 교체건 어디서 해요.",
                  "집 공유기 얘기예요.", "개인 폰이에요."):
        assert not topic_only(other), other


def test_the_question_after_a_named_topic_is_read_with_that_topic() -> None:
    # read as two questions, the second ("몇 년 동안 보관해요?", naming no record) took the general retention rule
    for question in ("회의실 열쇠 기록이요. 다 쓴 건 몇 년 동안 보관해요?",
                     "열쇠 대장부요.. 다 쓴 건 몇 년 동안 보관해요?"):
        draft, _excerpt, _gen = shipped_extractive(question, "3. 보관", _LEDGER)
        assert draft.status != "answered" or "열쇠 대장" in draft.answer, (question, draft.answer)


def test_an_opening_that_names_the_matter_asked_is_no_description_of_the_asker() -> None:
    assert opening_nouns("재무팀 신입인데 비번 몇 자리예요?") == {"재무팀", "신입"}
    for question in ("대외비 파일 암호 건인데, 암호는 몇 자리로 걸어요?", "VPN 말인데요, 몇 시간까지 연결돼요?",
                     "노트북 관련인데요, 반납은 언제까지죠?", "비밀번호 문제인데 몇 자리예요?"):
        assert opening_nouns(question) == frozenset(), question


def test_a_rule_on_another_password_does_not_answer_one_named_in_the_opening() -> None:
    rule = "- 계정 비밀번호는 12자 이상으로 만든다."
    question = "대외비 파일 암호 건인데, 암호는 몇 자리 이상으로 걸어야 돼요?"
    draft, _excerpt, _gen = shipped_extractive(question, "1. 비밀번호", rule)
    assert draft.status != "answered", draft.answer
    # the same question from someone who says who they are is still answered
    question = "재무팀 신입인데, 비밀번호는 몇 자리 이상으로 만들어야 돼요?"
    draft, _excerpt, _gen = shipped_extractive(question, "1. 비밀번호", rule)
    assert draft.status == "answered" and "12자" in draft.answer
