"""English questions of branch english18 (issue 8): a glossary phrase that qualifies its head into another policy
word ("sketchy mail" -> 피싱), "what happens if <event>" against a rule on what comes before the event, and a
subjectless fragment after the question. Hand-made sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.terms import Term
from bot.rules import (
    asked_sentence,
    delay_asked,
    english_after_event,
    english_customer_data,
    english_fragment,
    english_plan,
    english_qualified,
    english_self_intro,
    english_wait,
    figure_scope,
    other_service,
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


def test_an_own_account_elsewhere_is_another_service() -> None:
    sentence = "회사 비밀번호를 다른 서비스에 같이 쓰지 않는다."
    missing = ["personal", "music", "app", "(account only in the document title)",
               "(개인 music app: the sentence speaks of no one's own thing)"]
    question = "Can I use my work password for my personal music app account as well?"
    assert other_service.without_account(question, sentence, missing) == []
    assert other_service.without_account(question, "비밀번호는 12자 이상으로 만든다.", missing) == missing
    assert other_service.without_account("회사 비번을 개인 게임 계정에도 똑같이 써도 돼요?", sentence,
                                         ["개인", "게임", "(계정 only in the document title)"]) == []


def test_an_own_account_question_that_asks_something_else_keeps_its_words() -> None:
    sentence = "회사 비밀번호를 다른 서비스에 같이 쓰지 않는다."
    for question in ("개인 메일 비밀번호를 게임 비밀번호랑 똑같이 써도 되나요?",  # no company password
                     "회사 비번은 안 된다던데 개인 사이트끼리는 같은 비번 써도 되죠?",  # two own accounts
                     "Can I use my personal app password for my music account?"):
        assert other_service.without_account(question, sentence, ["개인", "personal"]) == ["개인", "personal"]


def test_a_lock_that_stays_is_a_lock() -> None:
    assert english.normalize("How long will my badge account stay locked?") == \
        "How long will my badge account be locked?"
    assert english.normalize("how long can the session stay connected?") == "how long can the session stay connected?"


def test_the_team_of_a_self_introduction_is_left_out() -> None:
    assert english_self_intro.plain("Hi, I just joined the field sales team. Where is the guide?") == \
        "Hi, I just joined the team. Where is the guide?"
    assert english_self_intro.plain("I'm on the customer care team, can I print it?") == \
        "I'm on the team, can I print it?"
    assert english_self_intro.plain("I'm on the security team, can I go in alone?") == \
        "I'm on the security team, can I go in alone?"
    assert english_self_intro.plain("Can the customer team see it?") == "Can the customer team see it?"


def test_a_plan_before_a_question_about_it_is_its_story() -> None:
    statement = "I need to mail a 15MB catalogue to a partner."
    assert english_plan.leads_to(statement, "Can I just attach it?")
    assert english_plan.as_clause(statement, "Can I just attach it?") == "I need to mail a 15MB catalogue to a partner,"
    assert not english_plan.leads_to(statement, "Where is the form?")  # nothing points back
    assert not english_plan.leads_to("I need to know the gateway name.", "Where is it?")  # still asks
    assert not english_plan.leads_to("I have a big catalogue.", "Can I attach it?")  # no plan
    assert english_plan.as_clause("I want to know the rule.", "Is it strict?") == "I want to know the rule."
