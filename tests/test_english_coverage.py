"""English coverage rules (issue 8, English questions): glossary matching of English words, modal and
quantity words, frame words used as nouns, on hand-made sentences."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.models import Excerpt
from bot.rules import answer_kind
from bot.topic import QUANTITY_KINDS, TopicMatcher, split_sentences
from tests.support.topic_rule import sentence_verdicts

GLOSSARY = Glossary({
    "비밀번호": ("password",), "생성형 AI": ("ai", "chatgpt"), "남": ("intern", "interns"),
    "필요": ("need", "needs", "required"), "노트북": ("laptop",), "반납": ("return",), "분실": ("잃어버", "lost"),
    "공유": ("share",), "사내 드라이브": ("shared drive",), "파일": ("file", "files"),
})
MATCHER = TopicMatcher(GLOSSARY)


def ex(section: str, text: str, doc: str = "d") -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title="보안 규정", section=section, revision=1,
                   text=text, score=0.5)


def passes(question: str, excerpt: Excerpt) -> list[bool]:
    return sentence_verdicts(MATCHER, question, excerpt)


def test_an_english_word_meets_a_glossary_word_whole_never_by_its_beginning() -> None:
    assert GLOSSARY.policy_words_for("ai") == ["생성형 AI"]
    assert GLOSSARY.policy_words_for("airport") == []  # not "ai"
    assert GLOSSARY.policy_words_for("internal") == []  # not "intern"
    assert GLOSSARY.policy_words_for("interns") == ["남"]
    assert GLOSSARY.policy_words_for("잃어버렸") == ["분실"]  # Korean stems still meet their endings


def test_need_frames_a_question_and_is_never_a_topic_word() -> None:
    parts, _ = MATCHER.parts("how many characters does my password need to be?")
    assert [t.text for t in parts[0].terms] == ["password"]
    assert "필요" not in parts[0].extra
    assert passes("how many characters does my password need to be?",
                  ex("1. 만들기", "- 비밀번호는 12자 이상으로 만든다.")) == [True]
    # the glossary keeps the word for retrieval and tables
    assert GLOSSARY.policy_words_in("Which programs need approval?") == ["필요"]


def test_the_unit_noun_of_the_asked_quantity_is_not_a_topic_word() -> None:
    parts, _ = MATCHER.parts("how many days do I have to return my laptop?")
    assert parts[0].quantity == "day"
    assert "days" not in {t.text for t in parts[0].terms}
    returning = ex("4. 반납", "- 퇴사 후 5영업일 이내에 노트북을 반납한다.")
    assert passes("how many days do I have to return my laptop?", returning) == [True]
    parts, _ = MATCHER.parts("what time do backups run?")
    assert parts[0].quantity == "clock" and {t.text for t in parts[0].terms} == {"backups"}


def test_contracted_question_words_and_casual_fillers_are_function_words() -> None:
    for word in ("whats", "hows", "till", "bit", "old"):
        assert english.is_function_word(word), word
    assert not english.is_function_word("printer")


def test_a_frame_word_after_a_determiner_is_a_noun_the_answer_must_carry() -> None:
    assert english.frame_nouns("what's the fine if I share my password?") == {"fine"}
    assert english.frame_nouns("I share my password with my boss, is that fine?") == frozenset()
    sharing = ex("5. 계정 공유 금지", "- 비밀번호는 동료와 공유하지 않는다.")
    assert passes("what's the fine if I share my password with someone?", sharing) == [False]
    assert passes("can I share my password, is that fine?", sharing) == [True]


def test_a_figure_the_limit_is_over_is_a_lower_bound_not_an_upper_one() -> None:
    question = "is there a size limit on the shared drive?"
    over = "25MB가 넘는 파일은 사내 드라이브에 올린다."
    upto = "메일 첨부 파일은 25MB까지 보낼 수 있다."
    assert answer_kind.problems(question, over, "size", QUANTITY_KINDS["size"])
    assert not answer_kind.problems("what's the max attachment size?", upto, "size", QUANTITY_KINDS["size"])


def test_an_item_left_on_public_transport_is_lost_one_left_at_home_is_not() -> None:
    assert english.normalize("left my laptop in a cab last night, what now?").startswith("lost my laptop in a cab")
    assert english.normalize("I left my work laptop on the bus") == "I lost my work laptop on the bus"
    assert english.normalize("left my badge behind somewhere") == "lost my badge somewhere"
    for unchanged in ("left my laptop at home, can I get a loaner?", "I left the company last week, what now?",
                      "노트북을 택시에 두고 내렸어요"):  # not a loss; Korean keeps its own rules
        assert english.normalize(unchanged) == unchanged
    parts, _ = MATCHER.parts("left my laptop in a cab, what now?")
    assert "분실" in {w for ws in parts[0].concepts.values() for w in ws}


def test_keep_before_an_ing_verb_says_again_not_retain() -> None:
    assert english.normalize("I keep getting login alerts, what do I do?") == "I getting login alerts, what do I do?"
    assert english.normalize("How long do we keep backups?") == "How long do we keep backups?"


def test_a_question_word_meets_a_plural_glossary_variant_by_lemma() -> None:
    glossary = Glossary({"문서": ("docs",), "보관": ("keep",)})
    assert english.policy_words_for(glossary, "doc") == ["문서"]
    assert english.policy_words_for(glossary, "kept") == ["보관"]
    assert english.policy_words_for(Glossary({"필요": ("need",)}), "needs") == []  # a modal, never a topic


def test_a_sentence_that_asks_nothing_is_the_story_of_the_question_after_it() -> None:
    assert not english.asks("I'm quitting next month.")
    assert english.asks("how many days do I have to return my laptop?")
    assert english.asks("I need the VPN server address.")  # a request asks
    assert english.asks("Can he go in alone")
    parts, _ = MATCHER.parts("I'm quitting next month. How many days do I have to return my laptop?")
    assert len(parts) == 1 and parts[0].quantity == "day"
    assert english.told_words(parts[0].text) >= {"quitting", "month"}
    parts, _ = MATCHER.parts("How long do we keep backups? How often are they tested?")
    assert len(parts) == 2  # two questions stay two parts
    assert english.told_words("How long do we keep backups?") == frozenset()


def test_a_noun_of_the_told_situation_may_be_carried_by_the_section_what_is_asked_may_not() -> None:
    section = ex("3. 분실 신고", "- 노트북을 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다.\n"
                                "- 신고를 받은 IT 담당자가 장비를 원격으로 잠근다.")
    matcher = TopicMatcher(Glossary({**GLOSSARY.variants, "원격": ("remotely",)}))
    matcher.set_vocabulary([section.text])  # "night" is a word the policies never use: story
    question = "My laptop got lost last night. Is there anything IT can do remotely?"
    parts, _ = matcher.parts(question)
    assert [matcher.coverage(parts[0], s, section).passed for s in split_sentences(section, 1)] == [False, True]
    # asked, not told: the laptop must be in the sentence itself
    parts, _ = matcher.parts("Can IT lock my laptop remotely?")
    assert not any(matcher.coverage(parts[0], s, section).passed for s in split_sentences(section, 1))


def test_a_phrasal_verb_written_apart_is_put_together() -> None:
    assert english.normalize("should I shut it down?") == "should I shut down it?"
    assert english.normalize("who do I hand my laptop back to?") == "who do I hand back my laptop to?"
    assert english.normalize("can I turn the wifi off now") == "can I turn off the wifi now"
    assert english.normalize("should I shut down my PC?") == "should I shut down my PC?"


def test_a_period_noun_is_the_asked_quantity_not_a_topic() -> None:
    assert {"cycle", "period"} <= english.QUANTITY_NOUNS["year"]
    parts, _ = MATCHER.parts("laptop replacement cycle, how many years?")
    assert parts[0].quantity == "year" and "cycle" not in {t.text for t in parts[0].terms}


def test_free_or_paid_is_answered_by_the_license_either_way() -> None:
    glossary = Glossary.load(Path(__file__).parents[1] / "policies" / "glossary.yaml")
    assert set(glossary.policy_words_for("free")) == {"무료", "라이선스"}
    matcher = TopicMatcher(glossary)
    row = Excerpt(chunk_id="c#Notion", doc_id="software-catalog", title="승인 소프트웨어 목록",
                  section="이름: Notion", revision=1, score=0.5, kind="row",
                  text="이름: Notion / 분류: 협업 / 라이선스: 유료 / 설치: 승인 필요")
    parts, _ = matcher.parts("Is Notion free to use at work?")
    assert matcher.coverage(parts[0], split_sentences(row, 1)[0], row).passed
    parts, _ = matcher.parts("Is Figma free to use at work?")  # another row's name: no answer
    assert not matcher.coverage(parts[0], split_sentences(row, 1)[0], row).passed


def test_a_closing_purpose_or_span_of_time_is_circumstance_not_what_is_asked() -> None:
    purpose = "Can I paste a confidential doc into an AI chatbot to summarize it?"
    assert {"summarize", "it"} <= english.context_words(purpose)
    assert {"couple", "days"} <= english.context_words("Can I lend my laptop to the new intern for a couple of days?")
    assert "home" in english.context_words("can my kids use my work laptop at home?")
    # arguments stay asked: "the rule for X", "ask to extend", "to use OTP", "to gmail"
    for question, word in (("What is the rule for the VPN connection speed?", "speed"),
                           ("Who do I ask to extend my VPN certificate beyond one year?", "extend"),
                           ("Do I need to register my phone to use OTP?", "otp"),
                           ("Can I forward work mail to gmail?", "gmail")):
        assert word not in english.context_words(question), question


def test_the_noun_a_one_stands_for_is_asked_even_in_the_story() -> None:
    question = "I left my laptop charger at home, can IT lend me one?"
    assert english.antecedents(question) == {"charger"}
    assert "charger" not in english.context_words(question)
    assert english.antecedents("Which one can go as an attachment, the 9MB file or the 11MB file?") == frozenset()
    assert english.antecedents("getting a new laptop soon, what happens to the files on my old one?") == frozenset()
    lending = ex("1. 지급", "- 노트북은 남에게 빌려주지 않는다.")
    matcher = TopicMatcher(Glossary({**GLOSSARY.variants, "빌려주": ("lend",)}))
    matcher.set_vocabulary([lending.text])
    parts, _ = matcher.parts(question)
    assert not matcher.coverage(parts[0], split_sentences(lending, 1)[0], lending).passed


def test_the_asker_is_never_the_doer_whose_act_is_asked() -> None:
    assert answer_kind.english_doer("Does the security team call me back?") == "security team"
    assert answer_kind.english_doer("Can I email a 50MB file?") is None
    assert answer_kind.english_doer("Can I put the file password in the email body?") is None


def test_a_person_named_by_the_thing_before_them_is_story() -> None:
    question = "a vendor tech needs to get into the server room, anything I need to do?"
    assert english.person_heads(question) == {"tech"}
    assert "tech" in english.context_words(question)
    assert english.person_heads("which tech should I call?") == frozenset()  # no thing before it
