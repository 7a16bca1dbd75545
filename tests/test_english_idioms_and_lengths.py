"""English and mixed Korean/English questions, batch `_en_zf` (issue 8): English idioms put plainly
(`bot.rules.english_idioms`), light verbs as frame words, a length asked by "long enough" or a character count, and two
glossary rows; on questions and sentences invented for these tests."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.terms import content_terms
from bot.rules import english_idioms, negated_condition
from bot.topic import TopicMatcher, asked_quantity, asserted_quantities
from tests.support import topic_rule

LENGTH = "비밀번호는 12자 이상으로 만든다."
CYCLE = "노트북은 4년마다 교체한다."
LAPTOP_GIVEN = "업무용 노트북은 입사일에 지급한다."
KINDS = "영문 대문자·소문자·숫자·특수문자 중 세 종류 이상을 섞어 쓴다."
BUYER = "유료 라이선스는 IT 담당자가 구매하고 관리한다."
REPORT = "노트북을 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다."
VPN_FIRST = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."

GLOSSARY = Glossary({
    "비밀번호": ("password", "pw"),
    "라이선스": ("license", "licenses", "paid"),
    "구매": ("buy", "buying"),
    "노트북": ("laptop",),
    "분실": ("lost", "stolen", "got swiped"),
    "회사 밖": ("from home",),
    "사내 시스템": ("intranet",),
})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LENGTH, KINDS, BUYER, REPORT, VPN_FIRST, CYCLE, LAPTOP_GIVEN])


def passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence).passed


# -- idioms ----------------------------------------------------------------------------------------------------


def test_in_charge_of_and_responsible_for_leave_the_act_asked() -> None:
    assert english_idioms.plain("who's in charge of ordering monitors?") == "who's ordering monitors?"
    assert "responsible" not in english_idioms.plain("who is responsible for the weekly restore test?")
    assert passes("who's in charge of buying paid licenses here?", BUYER)


def test_a_closing_just_in_case_is_no_condition_but_an_in_case_clause_is() -> None:
    assert english_idioms.plain("can I keep a copy on my desktop just in case?") == \
        "can I keep a copy on my desktop?"
    assert english_idioms.plain("can I keep a copy, in case?") == "can I keep a copy?"
    assert "in case" in english_idioms.plain("in case I lose the token, what should I do?")


def test_asking_whom_to_contact_is_asking_whom_to_tell() -> None:
    assert english_idioms.plain("the tablet got swiped, who should I notify?") == \
        "the tablet got swiped, who should I tell?"
    assert english_idioms.plain("who do we reach out to about it?") == "who do we tell about it?"
    assert english_idioms.plain("can I call the helpdesk at night?") == "can I call the helpdesk at night?"
    assert passes("my laptop got swiped on the train, who do I contact?", REPORT)


def test_a_persons_home_is_a_place_away_from_the_office() -> None:
    assert english_idioms.plain("logging in from my sister's place next week") == "logging in from home next week"
    assert english_idioms.plain("can I print it at my sister's place?") == "can I print it at my sister's place?"
    assert english_idioms.plain("working from our friends' house") == "working from home"
    # a person outside the class: unchanged
    assert english_idioms.plain("working from the client's place") == "working from the client's place"
    assert passes("working from my in-laws place tomorrow, do I need VPN before the intranet?", VPN_FIRST)


def test_chat_shorthand_is_read_as_the_function_words_it_stands_for() -> None:
    assert english_idioms.plain("can u tell me if r backups on?") == "can you tell me if are backups on?"
    assert english_idioms.plain("install it w/o approval b4 friday, rn") == \
        "install it without approval before friday, right now"
    # only as words of their own: product names and words that hold the letters stay
    assert english_idioms.plain("Ubuntu and R2 build, your ruby") == "Ubuntu and R2 build, your ruby"
    for word in ("hey", "thx", "sry", "asap", "btw", "fyi", "dumb", "wonder"):
        assert english.is_function_word(word), word
    assert passes("sry dumb q but can u tell me who's buying paid licenses? thx", BUYER)


def test_idioms_are_read_only_in_an_english_message() -> None:
    korean_led = "누가 in charge of 라이선스 구매 해요?"
    assert english.normalize(korean_led) == korean_led


# -- frame words and the length asked ---------------------------------------------------------------------------


def test_set_and_instead_frame_the_request() -> None:
    assert english.is_function_word("set") and english.is_function_word("instead")
    assert [t.text for t in content_terms("can I set my pw back to an old one instead?")] == ["pw"]


def test_long_enough_and_a_named_character_count_ask_a_length() -> None:
    assert asked_quantity("is a 9 character password long enough?") == "chars"
    assert asked_quantity("is 10 chars ok for my pw?") == "chars"
    assert asked_quantity("how many chars does the pin need?") == "chars"
    assert asked_quantity("is a short pw enough, or does it have to be long enough to pass?") == "chars"
    assert asked_quantity("do we have enough licenses?") is None


def test_a_character_count_question_is_answered_by_the_length_not_the_character_kinds() -> None:
    assert passes("is a 9 character password long enough?", LENGTH)
    assert not passes("is a 9 character password long enough?", KINDS)


# -- a figure an English question states --------------------------------------------------------------------------


def test_an_english_unit_after_a_number_is_a_counter_and_its_figure_the_kind_wanted() -> None:
    assert [(a.number, a.kind) for a in asserted_quantities("my tablet is 3 yrs old, and 12 mins later")] == \
        [("3", "year"), ("12", "minute")]
    assert [t.text for t in content_terms("my laptop is 3 years old, can I get a new one?")] == ["laptop"]
    assert [t.text for t in content_terms("a 30MB video")] == ["mb", "video"]  # a size keeps its unit word
    parts, _ = MATCHER.parts("my laptop is 3 years old, can I get a new one?")
    assert parts[0].quantity == "duration" and parts[0].inferred_quantity
    parts, _ = MATCHER.parts("my laptop is 3 years old, when do I get a new one?")
    assert not parts[0].inferred_quantity  # a question word asks its own kind of answer
    # the figure stated asks for a figure of its kind: the rule on when laptops are given states none
    assert passes("my laptop is 5 years old, can I get a new one?", CYCLE)
    assert not passes("my laptop is 5 years old, can I get a new one?", LAPTOP_GIVEN)


def test_a_unit_counted_or_placed_without_a_number_is_a_counter() -> None:
    assert [t.text for t in content_terms("mistyped my pin too many tries")] == ["mistyped", "pin"]
    assert [t.text for t in content_terms("can I reuse a pin from last year?")] == ["reuse", "pin"]
    assert "year" in [t.text for t in content_terms("which year was the rule made?")]  # no quantifier: a word


def test_redo_and_good_for_frame_the_request() -> None:
    assert english.is_function_word("redo")
    assert english_idioms.plain("how long is the badge good for?") == "how long is the badge valid?"
    assert english_idioms.plain("is this good for the team?") == "is this good for the team?"


# -- a negated condition of the question ------------------------------------------------------------------------


def test_a_condition_the_question_negates_is_not_answered_by_the_rule_on_it() -> None:
    assert negated_condition.denied_words("can I use hotel wifi if I don't log into the intranet, just email?") == \
        frozenset({"log", "into", "the", "intranet"})
    assert negated_condition.denied_words("if I log into the intranet, do I need VPN?") == frozenset()
    assert negated_condition.denied_words("can I print at home as long as I never take it outside") == \
        frozenset({"take", "it", "outside"})
    assert negated_condition.problems("can I sit in the lobby if we dont open the intranet?", ["intranet"])
    assert not negated_condition.problems("can I sit in the lobby if we dont open the intranet?", ["lobby"])
    assert not passes("can I work from home if I don't open the intranet?", VPN_FIRST)
    assert passes("working from home, do I need VPN before the intranet?", VPN_FIRST)


# -- glossary ---------------------------------------------------------------------------------------------------


def test_the_policy_glossary_reads_swiped_as_stolen_and_hang_on_to_as_keep() -> None:
    glossary = topic_rule.shipped_glossary()
    assert "분실" in glossary.policy_words_in("my phone got swiped on the bus")
    assert "분실" not in glossary.policy_words_in("do I swipe my badge at the server room?")
    assert "보관" in glossary.policy_words_in("how long can we hang on to applicant data?")
    assert "공용 와이파이" in glossary.policy_words_in("is hotel wifi ok for the intranet?")
    assert "입사일" in glossary.policy_words_in("when do new joiners get a laptop?")
    assert "외부" in glossary.policy_words_in("can I send it to a supplier?")
    assert "등록" in glossary.policy_words_in("do I redo the OTP setup?")
    assert "승인" in glossary.policy_words_in("can I install a free tool without asking anyone?")
