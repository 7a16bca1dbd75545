"""A statement that asks nothing, joined to the question beside it (QuestionParts.joined_reading): the fallback reading
when a statement part has no sentence of its own. Invented sentences, not the case files."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import checked_extractive, shipped_glossary

_MEDIA = "- 개인 USB나 외장 하드는 업무용 노트북에 연결하지 않는다.\n- 업무에는 등록된 보안 USB만 쓴다."
_PRINTS = "- 다 쓴 대외비 출력물은 파쇄한다.\n- 대외비 문서는 사내 드라이브에만 저장한다."


def test_statements_join_the_question_beside_them() -> None:
    matcher = TopicMatcher(shipped_glossary())
    parts, _ = matcher.parts("집에서 쓰던 개인 USB가 있어요. 회사 노트북에 꽂아도 되나요? 급해요!")
    joined = matcher.joined_reading(parts)
    assert joined is not None and len(joined) == 1
    assert joined[0].text.startswith("집에서 쓰던 개인 USB가 있어요.")
    assert joined[0].asked_alone is not None and "꽂" in {t.text for t in joined[0].asked_alone.terms}
    assert "usb" in joined[0].told_words and "꽂" not in joined[0].told_words
    # nothing to join: every part asks, or none does
    assert matcher.joined_reading(matcher.parts("비밀번호는 몇 자예요? 며칠마다 바꿔요?")[0]) is None
    assert matcher.joined_reading(matcher.parts("노트북을 잃어버렸어요.")[0]) is None


def test_a_statement_the_sentence_carries_is_answered_with_its_question() -> None:
    answer, checked = checked_extractive("집에서 쓰던 개인 USB에 자료가 좀 있어요. 회사 노트북에 꽂아도 되나요?",
                                         "2. 저장장치", _MEDIA)
    assert answer is not None and "연결하지 않는다" in answer and checked
    answer, checked = checked_extractive("대외비 문서 출력한 게 회의 끝나고 남았어요. 다 쓴 출력물은 어떻게 해요?",
                                         "3. 출력물", _PRINTS)
    assert answer is not None and "파쇄한다" in answer and checked


def test_a_statement_the_sentence_does_not_carry_is_handed_off() -> None:
    # the statement says what the question is about (a home router), which the rule does not speak of
    assert checked_extractive("집 공유기 얘기예요. 비밀번호 90일마다 바꿔야 돼요?", "2. 변경 주기",
                              "- 비밀번호는 90일마다 바꾼다.")[0] is None
    # the question read alone (taking a printout home) is not what the sentence answers
    assert checked_extractive("대외비 문서 출력했어요. 출력물을 집에 가져가서 봐도 되나요?", "3. 출력물",
                              _PRINTS)[0] is None
    # the sentence answers the question alone but carries nothing the statement says (a partner's shared folder)
    assert checked_extractive("거래처 공유 폴더에 올렸어요. 다 쓴 대외비 출력물은 어떻게 해요?", "3. 출력물",
                              _PRINTS)[0] is None
    # a statement with a word no sentence carries
    assert checked_extractive("개인 외장 하드에 사진이 좀 있어요. 회사 노트북에 꽂아도 되나요?", "2. 저장장치",
                              _MEDIA)[0] is None


def test_a_statement_that_says_what_the_question_is_about_is_never_joined() -> None:
    """"공유기 얘기예요." scopes the question to a home router: the account password rule does not answer it."""
    assert checked_extractive("공유기 얘기예요. 비밀번호 90일마다 바꿔야 돼요?", "2. 변경 주기",
                              "- 비밀번호는 90일마다 바꾼다.")[0] is None
    matcher = TopicMatcher(shipped_glossary())
    assert matcher.joined_reading(matcher.parts("회사 폰 말고 개인 폰이에요. 앱 깔아도 되나요?")[0]) is None
