"""English questions of branch english20 (issue 8): entering a login is typing it, whose personal details, a client's
site or demo, a request on a named catalog row, "what can I do to …", why the asker asks, another service named by
its account, and the glossary.en row. Hand-made sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.terms import Term
from bot.rules import (
    english_aside,
    english_customer_data,
    english_idioms,
    english_row_purpose,
    english_states,
    other_service,
)

POLICY_GLOSSARY = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")
PRIVACY = "개인정보 처리 지침"
ROW = "이름: 7-Zip / 분류: 유틸리티 / 라이선스: 무료 / 설치: 자유 설치"


def _terms(*words: str) -> list[Term]:
    return [Term(w, False) for w in words]


def test_entering_a_login_or_password_is_typing_it() -> None:
    assert english_states.plain("I entered my password on a fake bank page") == \
        "I typed my password on a fake bank page"
    assert english_states.plain("she is entering her work login details there") == \
        "she is typing her work login details there"
    assert english_states.plain("a vendor entered the server room alone") == "a vendor entered the server room alone"


def test_whoever_s_personal_details_are_the_policy_s_personal_data() -> None:
    terms = _terms("webinar", "visitors")
    question = "Where should the list of webinar visitors' personal info be stored?"
    assert english_customer_data.owner_carried(question, terms, PRIVACY) == {"webinar", "visitors"}
    # the same person in another role keeps the word
    sent = "I sent other visitors' personal info to the wrong visitor, what now?"
    assert english_customer_data.owner_carried(sent, _terms("visitors", "visitor"), PRIVACY) == set()
    # a bare data noun is not personal data
    assert english_customer_data.owner_carried("How long do we keep visitor data?", _terms("visitor"), PRIVACY) == set()


def test_a_client_s_site_or_demo_is_where_the_asker_is() -> None:
    terms = _terms("client")
    assert english_customer_data.occasion_carried("Working at a client office today, do I need OTP?", terms) == {
        "client"}
    assert english_customer_data.occasion_carried("Client workshop is over. Can I keep the files?", terms) == {
        "client"}
    assert english_customer_data.occasion_carried("Can I hand the client a USB at the client workshop?", terms) == set()
    assert english_customer_data.occasion_carried("Can I send the client list by email?", terms) == set()


def test_a_request_on_a_named_row() -> None:
    def unmapped(_: str) -> bool:
        return False

    asked = "Is 7-Zip approved or do I need to request it?"
    assert english_row_purpose.without_purpose(asked, ["request"], True, unmapped, ROW) == []
    assert english_row_purpose.without_purpose("How do I request 7-Zip?", ["request"], True, unmapped, ROW) == [
        "request"]
    assert english_row_purpose.without_purpose(asked, ["request"], True, unmapped, "7-Zip은 무료다.") == ["request"]


def test_pre_approved_and_filing_a_request() -> None:
    assert english_idioms.plain("Is Zoom pre-approved or do I have to file a ticket?") == \
        "Is Zoom approved or do I have to request?"
    assert english_idioms.plain("where do I file the paperwork?") == "where do I file the paperwork?"


def test_what_can_i_do_to_asks_its_goal() -> None:
    context = english.context_words("My laptop is slow at home. What can I do to speed it up?")
    assert "speed" not in context
    assert "paste" not in english.context_words("can I paste a confidential deck into an AI tool to summarize it?")


def test_what_are_the_steps_asks_how() -> None:
    assert "how" in english.normalize("need to send a confidential deck to a partner - what are the steps?")


def test_why_the_asker_asks_after_the_question_is_a_frame() -> None:
    assert english_aside.frame_removed("Is Notion approved? I just want to make sure before I go ahead.") == \
        "Is Notion approved?"
    assert english_aside.frame_removed("Can I reuse my old password? It's much easier to remember.") == \
        "Can I reuse my old password?"
    kept = "Who do I report my secure USB to? It got a scratch on the cover."
    assert english_aside.frame_removed(kept) == kept


def test_the_same_password_as_an_own_account_is_another_service() -> None:
    assert other_service.own_account_words("Can I use the same password as my personal yahoo mail?")
    assert other_service.own_account_words("Same password for work and my Spotify account, ok?")
    assert not other_service.own_account_words("Can I use the same password for my gmail and my Spotify?")


def test_glossary_row_of_this_branch() -> None:
    assert "회사 밖" in POLICY_GLOSSARY.policy_words_for("out of the office")
