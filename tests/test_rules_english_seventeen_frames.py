"""English questions of branch english17 (issue 8): a sentence after the question that only frames the asking, a new
device beside the old one, what a named program is wanted for, what a received message came with, a document's
subject beside its policy class, and the shipped glossary's rows (gen AI, my machine, that list, open). Hand-made
sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.rules import (
    cost_asked,
    english_access,
    english_aside,
    english_doc_subject,
    english_message_content,
    english_replaced,
    english_row_purpose,
)

POLICY_GLOSSARY = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")


def test_a_sentence_that_only_frames_the_asking_is_dropped() -> None:
    assert english_aside.frame_removed(
        "How many days do I have to return the tablet? My supervisor asked me to check.") == \
        "How many days do I have to return the tablet?"
    assert english_aside.frame_removed("Is the scanner app free? A new teammate asked me.") == \
        "Is the scanner app free?"
    assert english_aside.frame_removed("Where is the printer form? My English is not good, sorry.") == \
        "Where is the printer form?"
    assert english_aside.frame_removed("can I reuse my pin? in a hurry lol") == "can I reuse my pin?"
    assert english.normalize("Who approves tablets? Thanks in advance!") == "Who approves tablets?"


def test_a_self_introduction_after_the_question_is_moved_before_it() -> None:
    assert english_aside.frame_removed("Can I install Blender? I'm an animator and I just joined the team.") == \
        "I'm an animator and I just joined the team. Can I install Blender?"
    assert english_aside.frame_removed("Where is the VPN guide? It's my first week") == \
        "It's my first week. Where is the VPN guide?"


def test_a_story_after_the_question_and_a_statement_alone_stay() -> None:
    for text in ("who do I report my tablet to? it has a crack on the screen",
                 "Can I get a second screen? My supervisor wants to know the price before he buys one.",
                 "My supervisor asked me to check.",
                 "I'm an animator. Can I install Blender?"):
        assert english_aside.frame_removed(text) == text


def test_a_new_device_beside_the_old_one_is_a_replacement() -> None:
    assert english_replaced.plain("I'm getting a new phone tomorrow, what happens to the apps on my old one?") == \
        "I'm getting a replacement phone tomorrow, what happens to the apps on my old one?"
    assert english_replaced.plain("I got a new work computer, can I keep the old computer?") == \
        "I got a replacement work computer, can I keep the old computer?"
    assert english_replaced.plain("When do I get a new laptop?") == "When do I get a new laptop?"
    assert english_replaced.plain("I have a new manager, what about my old password?") == \
        "I have a new manager, what about my old password?"


def test_the_purpose_of_a_named_program_is_set_aside_but_not_whose_use_or_a_span() -> None:
    assert english_row_purpose.purpose_words("Can I install Blender for motion graphics?") == \
        frozenset({"motion", "graphics"})
    assert english_row_purpose.purpose_words("Is Blender free for personal use?") == frozenset()
    assert english_row_purpose.purpose_words("Can I keep Blender for 2 weeks?") == frozenset()
    assert english_row_purpose.purpose_words("Can I install Blender for my kid?") == frozenset()
    assert english_row_purpose.purpose_words("Can I install Blender? I need it for renders.") == frozenset()
    missing = ["renders", "install"]
    assert english_row_purpose.without_purpose("Can I install Blender for renders?", missing, True,
                                               lambda w: w == "install") == ["install"]
    assert english_row_purpose.without_purpose("Can I install Blender for renders?", missing, False,
                                               lambda w: False) == missing


def test_what_a_received_message_came_with_is_story_but_not_what_the_asker_sends() -> None:
    told = english_message_content.described("got a text from 'the bank' with a link, should I open it to check?")
    assert {"bank", "link", "check"} <= told
    assert "open" not in told
    assert english_message_content.answered("got an odd mail with a voucher, who do I tell?", ["voucher", "tell"],
                                            ["mail"]) == ["tell"]
    assert english_message_content.answered("got an odd mail with a voucher, who do I tell?", ["voucher"], []) == \
        ["voucher"]  # the sentence does not carry the message
    assert english_message_content.answered("can I send a mail with a huge video?", ["video"], ["mail"]) == ["video"]


def test_a_documents_subject_beside_its_policy_class_is_story() -> None:
    mapped = {"confidential", "report"}.__contains__
    assert english_doc_subject.answered("Can I upload our confidential budget report to a website?", ["budget"],
                                        ["confidential", "report"], mapped) == []
    # no policy class in the phrase: nothing says the rule is on that document
    assert english_doc_subject.answered("Can I upload the budget report to a website?", ["budget"], ["report"],
                                        mapped) == ["budget"]
    assert cost_asked.problems("can I upload our pricing report?", "대외비 문서는 올리지 않는다.") == []
    assert cost_asked.problems("what's the price of a license?", "라이선스는 IT 담당자가 관리한다.") == \
        ["(what it costs)"]


def test_opening_the_intranet_is_accessing_it() -> None:
    assert english_access.plain("do I need VPN before opening the intranet?") == \
        "do I need VPN before access the intranet?"
    assert english_access.plain("should I open the attachment?") == "should I open the attachment?"


def test_the_policy_glossary_maps_gen_ai_my_machine_that_list_and_open() -> None:
    assert "생성형 AI" in POLICY_GLOSSARY.policy_words_in("which gen ai tools may I use?")
    assert "노트북" in POLICY_GLOSSARY.policy_words_in("my machine is slow")
    assert "노트북" not in POLICY_GLOSSARY.policy_words_in("can I run a virtual machine?")
    assert "목록" in POLICY_GLOSSARY.policy_words_in("where's that list")
    assert "목록" not in POLICY_GLOSSARY.policy_words_in("can I send the customer list?")
    assert "열" in POLICY_GLOSSARY.policy_words_in("should I open it?")
