"""English chat shorthand met in the session-48 English probe (_p48a), on invented sentences."""

from __future__ import annotations

from bot.language import english
from bot.matching.model import asked_quantity
from tests.support.topic_rule import shipped_extractive


def test_ppl_is_people() -> None:
    assert "people" in english.normalize("how many ppl can use the meeting room?")
    assert "apple" in english.normalize("can I use my apple id?")


def test_how_many_people_asks_a_number_of_people() -> None:
    assert asked_quantity("how many people have to sign the form?") == "people"
    draft, _shown, _gen = shipped_extractive("how many ppl have to go into the server room together?", "3. 출입",
                                             "- 서버실에는 3인 이상이 함께 출입한다.")
    assert draft.status == "answered" and "3인" in draft.answer
