"""A statement that asks nothing, joined to the question beside it (QuestionParts.joined_reading): the fallback reading
when a statement part has no sentence of its own. Invented sentences, not the case files."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.models import Excerpt
from bot.topic import TopicMatcher
from tests.hash_embedder import HashEmbedder
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


def test_a_statement_that_says_what_the_question_is_about_is_never_joined() -> None:
    """"공유기 얘기예요." scopes the question to a home router: the account password rule does not answer it."""
    assert checked_extractive("공유기 얘기예요. 비밀번호 90일마다 바꿔야 돼요?", "2. 변경 주기",
                              "- 비밀번호는 90일마다 바꾼다.")[0] is None
    matcher = TopicMatcher(shipped_glossary())
    assert matcher.joined_reading(matcher.parts("회사 폰 말고 개인 폰이에요. 앱 깔아도 되나요?")[0]) is None


_REPLACE = "- 노트북은 4년마다 교체한다.\n- 교체할 때는 쓰던 노트북을 반납하고, 그 안의 자료는 사내 드라이브로 옮긴다."


def test_a_statement_word_no_rule_needs_does_not_hold_the_answer_back() -> None:
    """The question read alone is answered by a sentence that carries the statement's policy words (교체; 외장
    하드): the statement's other words (연락, 사진) need no sentence of their own (TopicMatcher.coverage)."""
    question = "이번에 노트북 교체 대상이라고 연락 받았어요. 기존 노트북에 있는 파일들은 어디로 옮겨야 돼요?"
    answer, checked = checked_extractive(question, "2. 교체", _REPLACE)
    assert answer is not None and "사내 드라이브로 옮긴다" in answer and checked
    question = "개인 외장 하드에 사진이 좀 있어요. 회사 노트북에 꽂아도 되나요?"
    answer, checked = checked_extractive(question, "2. 저장장치", _MEDIA)
    assert answer is not None and "연결하지 않는다" in answer and checked


def test_a_statement_whose_act_the_sentence_lacks_is_not_the_rule_situation() -> None:
    """"휴대폰은 그대로인데 번호만 바뀌었어요." tells no change of phone: "휴대폰을 바꾸면 OTP를 다시 등록한다" does not
    answer the question after it."""
    assert checked_extractive("휴대폰은 그대로인데 번호만 바뀌었어요. OTP 다시 등록해야 돼요?", "4. 다단계 인증",
                              "- 휴대폰을 바꾸면 OTP를 다시 등록한다.\n- 전화번호는 비밀번호에 넣지 않는다.")[0] is None


def test_a_statement_word_only_the_document_title_names_is_not_carried() -> None:
    """"가족 계정이에요." names a family account; the password rule's document title names 계정, the sentence does
    not."""
    excerpt = Excerpt(chunk_id="pw#1", doc_id="pw", title="비밀번호·계정 보안 규정", section="1. 비밀번호 만들기",
                      revision=1, text="- 회사 비밀번호를 다른 서비스에 같이 쓰지 않는다.", score=0.6)
    gen = ExtractiveGenerator(HashEmbedder(), shipped_glossary())
    gen.matcher.set_vocabulary(["회사 비밀번호를 다른 서비스에 같이 쓰지 않는다."])
    assert gen.generate("가족 계정이에요. 넷플릭스 비밀번호 같이 써도 되나요?", [excerpt]).status != "answered"
