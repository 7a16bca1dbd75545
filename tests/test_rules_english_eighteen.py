"""English questions of branch english18 (issue 8): a glossary phrase that qualifies its head into another policy
word ("sketchy mail" -> 피싱), "what happens if <event>" against a rule on what comes before the event, and a
subjectless fragment after the question. Hand-made sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language.terms import Term
from bot.rules import (
    asked_sentence,
    delay_asked,
    english_after_event,
    english_customer_data,
    english_fragment,
    english_qualified,
    english_wait,
    figure_scope,
)

POLICY_GLOSSARY = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")


def _unqualified(question: str, covered: list[str], context: str) -> list[str]:
    return english_qualified.unqualified(question, covered, context, POLICY_GLOSSARY.variants,
                                         POLICY_GLOSSARY.policy_words_for)


def test_a_qualified_head_needs_the_phrase_policy_word() -> None:
    question = "a sketchy mail with a zip from a stranger came in, what now"
    assert _unqualified(question, ["mail", "zip"], "메일 첨부 파일은 25MB까지 보낼 수 있다.") == ["(피싱: mail)"]
    assert _unqualified(question, ["mail"], "피싱 메일 수상한 메일은 열지 않는다.") == []


def test_a_head_alone_or_a_modifier_with_a_meaning_of_its_own_is_left_alone() -> None:
    assert _unqualified("can I forward a mail with a zip to a partner?", ["mail"], "메일 첨부 파일은 25MB까지") == []
    assert _unqualified("where do I keep customer data after the survey?", ["data"], "자료는 드라이브에 둔다") == []
    assert _unqualified("이상한 메일 왔어요 어떻게 해요", ["메일"], "메일 첨부 파일") == []  # Korean: qualified_head


def test_what_happens_after_a_condition_stands_after_the_event() -> None:
    assert english_after_event.asks_after("If my badge expires during my trip, what happens when I'm back?", "expires")
    assert english_after_event.asks_after("what will happen once the token expires?", "expires")
    assert not english_after_event.asks_after("what happens before the token expires?", "expires")
    assert not english_after_event.asks_after("when should I renew the token if it expires soon?", "expires")
    assert not english_after_event.asks_after("토큰 만료되면 어떻게 돼요?", "만료")


def test_a_rule_on_what_comes_before_the_event_does_not_say_what_follows_it() -> None:
    sentence = "만료 7일 전부터 사내 포털에 변경 안내가 표시된다."
    words = {"expires": ["만료"], "password": ["비밀번호"]}
    question = "If my password expires while I'm abroad, what happens when I return?"
    assert figure_scope.too_late(question, words, sentence, False)
    assert not figure_scope.too_late("When does the portal warn me before my password expires?", words, sentence,
                                     False)


def test_a_subjectless_fragment_after_the_question_tells() -> None:
    for fragment in ("at a customer site", "during a trade fair", "heading out for a 3-week tour", "on the train lol"):
        assert english_fragment.tells(fragment), fragment
        assert asked_sentence.tells(fragment, True), fragment
    assert not asked_sentence.tells("at a customer site", False)  # no question beside it


def test_a_fragment_that_may_change_the_question_is_asked() -> None:
    for text in ("on my personal phone", "for 2 years", "in 3 weeks", "also the tablet", "or the shared drive",
                 "my contract ends next week", "at home", "nothing works", "what about tablets",
                 "need a file from last month"):
        assert not english_fragment.tells(text), text


def test_the_words_of_a_wait_are_answered_by_a_rule_that_says_at_once() -> None:
    question = "I misplaced the office tablet on Thursday, can I wait until Monday to report it?"
    assert english_wait.delays(question)
    missing = ["wait", "monday", "report"]
    assert english_wait.answered(question, True, missing, "태블릿을 잃어버리면 즉시 담당자에게 신고한다.") == ["report"]
    assert english_wait.answered(question, True, missing, "태블릿은 담당자에게 신고한다.") == missing
    assert english_wait.answered(question, False, missing, "즉시 신고한다.") == missing
    assert delay_asked.asks_to_wait("dropped my badge somewhere, can I tell security next week?", True)
    assert not english_wait.delays("how long do I have to report a lost badge?")


def test_customer_before_a_data_noun_is_whose_personal_data() -> None:
    terms = [Term("customer", False), Term("spreadsheets", False)]
    question = "what is the right way to throw out old customer spreadsheets?"
    assert english_customer_data.owner_carried(question, terms, "개인정보 처리 지침") == {"customer"}
    assert english_customer_data.owner_carried(question, terms, "메일·문서 보안 규정") == set()
    assert english_customer_data.owner_carried("can I send the deck to a customer team?", [Term("customer", False)],
                                               "개인정보 처리 지침") == set()


def test_a_work_login_one_types_or_gives_is_the_account() -> None:
    assert "계정" in POLICY_GLOSSARY.policy_words_for("my work login")
