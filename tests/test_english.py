"""English questions (bot.language.english): lemmas, function words, and which English words are topic words,
on hand-made sentences."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.terms import content_terms
from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences

GLOSSARY = Glossary({
    "비밀번호": ("password",), "변경": ("바꾸", "change"), "보관": ("keep", "retention"), "분실": ("lost",),
    "보안 USB": ("usb",), "잠금": ("lock", "locked"), "메일": ("email", "mail"),
})
MATCHER = TopicMatcher(GLOSSARY)


def ex(section: str, text: str) -> Excerpt:
    return Excerpt(chunk_id=f"d#{section}", doc_id="d", title="보안 규정", section=section, revision=1,
                   text=text, score=0.5)


PASSWORD = ex("2. 변경 주기", "- 비밀번호는 90일마다 바꾼다.")
USB = ex("3. 분실", "- 보안 USB를 잃어버리면 즉시 보안팀에 신고한다.")
MATCHER.set_vocabulary([PASSWORD.text, USB.text])  # words the policies use: the rest may be story


def topic(question: str) -> dict[str, bool]:
    """Each topic word of the question's first part -> asked (True) or story (False)."""
    parts, _ = MATCHER.parts(question)
    return {t.text: t.asked for t in parts[0].terms}


def test_inflected_forms_and_plurals_take_their_dictionary_form() -> None:
    assert {english.lemma(w) for w in ("changed", "changing", "changes", "change")} == {"change"}
    assert english.lemma("passwords") == "password"
    assert english.lemma("Certificates") == "certificate"
    assert english.lemma("kept") == "keep"
    assert english.lemma("VPN") == "vpn"  # an unknown word comes back as it is


def test_function_and_frame_words_come_from_the_maintained_list_by_lemma() -> None:
    for word in ("the", "should", "often", "supposed", "allowed", "okay", "please"):
        assert english.is_function_word(word), word
    for word in ("password", "laptop", "subway", "printer", "reset"):
        assert not english.is_function_word(word), word


def test_a_glossary_word_is_a_topic_word_even_when_the_stop_list_has_it() -> None:
    assert "keep" in english.STOP_WORDS  # scikit-learn lists it
    assert not english.is_function_word("kept")  # the glossary of MATCHER maps keep -> 보관
    parts, _ = MATCHER.parts("How long do we keep it?")
    assert "보관" in {w for p in parts for ws in p.concepts.values() for w in ws} | set(parts[0].extra)


def test_a_question_word_form_meets_the_glossary_through_its_lemma() -> None:
    assert english.policy_words_for(GLOSSARY, "kept") == ["보관"]
    assert english.policy_words_for(GLOSSARY, "subway") == []
    assert english.policy_words_for(GLOSSARY, "보관") == []


def test_only_topic_words_remain_of_an_english_question() -> None:
    assert [t.text for t in content_terms("How often am I supposed to change my password?")] == ["change", "password"]


def test_the_story_of_a_question_is_context_and_the_asking_clause_is_asked() -> None:
    words = topic("lost my company secure USB stick on the subway, who do I tell?")
    assert words == {"lost": False, "secure": False, "usb": False, "stick": False, "subway": False}
    assert topic("How do I reset my password if I forgot it?") == {"reset": True, "password": True, "forgot": False}
    # a statement question with a tag asks throughout
    assert all(topic("Docker Desktop is free for the interns, right?").values())
    # a statement that makes a request asks for what it names
    words = topic("I need the VPN server address. Can you help?")
    assert words["vpn"] and words["server"] and words["address"]
    # a clause opening with an auxiliary asks even without a question mark
    assert topic("can I plug a thumb drive")["thumb"]


def test_a_condition_made_only_of_frame_words_is_asked() -> None:
    assert "use" in english.condition_words("I printed a document, what should I do with it after use?")
    assert english.condition_words("Is it okay if my family uses my laptop?") == frozenset()
    assert topic("I printed a document, what should I do with it after use?")["use"]


def test_korean_and_mixed_questions_keep_the_korean_rules() -> None:
    assert english.context_words("account lock 걸렸는데 얼마나 기다려야 풀려요?") == frozenset()
    assert not english.is_english("vpn 인증서 renew는 만료 며칠 전에 해야 되나요")


def test_story_words_do_not_block_the_answer_but_an_asked_word_does() -> None:
    sentence = split_sentences(USB, 1)[0]
    parts, _ = MATCHER.parts("lost my company secure USB stick on the subway, who do I tell?")
    assert MATCHER.coverage(parts[0], sentence, USB).passed
    # the same words asked: "subway" names what is asked, and the sentence does not carry it
    parts, _ = MATCHER.parts("Which subway line do I take if I lost my USB?")
    assert not MATCHER.coverage(parts[0], sentence, USB).passed
    # one point (the USB) is too little to tell the story from the topic
    parts, _ = MATCHER.parts("my USB stick on the subway is broken, who do I call?")
    assert not MATCHER.coverage(parts[0], sentence, USB).passed


def test_a_frequency_question_in_english_is_answered_by_the_policy_sentence() -> None:
    parts, _ = MATCHER.parts("How often am I supposed to change my passwords?")
    assert MATCHER.coverage(parts[0], split_sentences(PASSWORD, 1)[0], PASSWORD).passed
    parts, _ = MATCHER.parts("How do I reset my password if I forgot it?")  # reset is asked and absent
    assert not MATCHER.coverage(parts[0], split_sentences(PASSWORD, 1)[0], PASSWORD).passed


def test_the_stop_words_are_scikit_learns_without_importing_scikit_learn() -> None:
    import subprocess
    import sys

    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

    assert frozenset(ENGLISH_STOP_WORDS) == english.ENGLISH_STOP_WORDS
    code = "import sys, bot.language.english; print('sklearn' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"  # `helpdesk ask` does not pay ~2 s for a constant
