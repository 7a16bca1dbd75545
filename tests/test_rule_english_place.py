"""Where or to whom an English act goes as its setting (`bot.rules.english_place`; issue 8), on questions and sentences
invented for these tests."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import english_place
from tests.support.english_glossary_matcher import ATTACH, GLOSSARY, OVER, ROW, passes


def places(question: str, carried: tuple[str, ...] = ()) -> frozenset[str]:
    return english_place.setting_nouns(question, GLOSSARY, carried)


def test_recipient_phrases_are_read_after_to():
    assert places("Forwarding a 30MB file to a client. Can it go as an attachment?") == frozenset({"client"})
    assert places("can I give my laptop to my brother for a day?") == frozenset({"brother"})


def test_a_place_an_infinitive_and_a_closing_recipient_are_no_setting():
    assert places("is Teams already on my laptop or do I have to install it?") == frozenset()  # a place
    assert places("The pipe in the lab is leaking water, who do I report it to?") == frozenset()
    assert places("can I use the lab machine to reboot a box?") == frozenset()
    assert places("can I give my laptop to my brother?") == frozenset()  # the recipient asked
    assert places("can I give my laptop to my brother if he asks?") == frozenset()  # then a condition
    assert places("can I give my laptop to my brother at home?") == frozenset()  # then a place
    assert places("노트북 반납 언제까지 to IT?") == frozenset()  # not mostly English


def test_a_fronted_or_contrasted_recipient_is_no_setting():
    assert places("To a client, can I send a 30MB file as an attachment?") == frozenset()
    assert places("I forwarded a file to a client, not a colleague. What now?") == frozenset()


def test_a_recipient_the_glossary_phrase_takes_or_the_sentence_names_is_no_setting():
    question = "can I hand over the laptop to the vendor tech for a day?"
    assert places(question) == frozenset({"vendor", "tech"})
    assert english_place.setting_nouns(question, Glossary({"제공": ("hand over to",), "출입": ("go to",)}),
                                       ()) == frozenset({"vendor", "tech"})  # three words: no phrase verb
    question = "can I move the key to a zip file for a vendor?"
    assert places(question) == frozenset({"zip", "file"})
    assert places(question, ("file",)) == frozenset()  # the sentence speaks of the file: which one is asked
    question = "can I write to the vendor tech for a quote?"
    assert places(question) == frozenset({"vendor", "tech"})
    assert english_place.setting_nouns(question, Glossary({"연락": ("write to",)}), ()) == frozenset()


def test_the_recipient_of_a_told_act_is_its_setting():
    assert passes("Forwarding a 30MB file to a client. Can it go as an email attachment?", ATTACH)


def test_a_place_is_still_required():
    assert not passes("is Teams already installed on my phone or do I have to get it?", ROW)
    assert not passes("can I install Teams on my phone?", ROW)
    assert not passes("can I keep the email attachment on my phone?", ATTACH)


def test_one_point_does_not_set_a_recipient_aside():
    # only the attachment pins the sentence: the client is then part of what is asked
    assert not passes("Sent an attachment to a client. Anything to do?", OVER)


def test_phrase_verbs_are_not_those_of_an_earlier_glossary_with_the_same_id():
    # a glossary freed and a new one made at the same address (the cache is keyed by id): the new one's own verbs
    earlier, later = Glossary({"제공": ("hand over to",)}), Glossary({"연락": ("write to",)})
    english_place._VERBS_OF[id(later)] = (earlier, frozenset({"hand over"}))
    assert english_place.phrase_verbs(later) == frozenset({"write to"})
