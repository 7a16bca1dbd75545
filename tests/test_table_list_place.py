"""A question that asks where a list is kept ("somewhere", "anywhere", "어딘가") is not a listing request
(`bot.rules.table_asked.asks_where`, batch `_zq2`): the policy sentence that says where the table is answers it."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.tables import read_question
from tests.test_tables import CATALOG, DEVICES, GLOSSARY


@pytest.mark.parametrize("question", [
    "Is there a list of programs somewhere?",
    "Could I find a list of programs anywhere?",
])
def test_an_indefinite_place_asks_where_the_list_is(question: str) -> None:
    assert read_question(question, CATALOG, GLOSSARY) is None


def test_a_korean_indefinite_place_asks_where_the_list_is() -> None:
    assert read_question("지급 장비 목록 어딘가에 있어요?", DEVICES, Glossary()) is None


def test_a_list_asked_without_a_place_is_still_listed() -> None:
    tq = read_question("Is there a list of programs?", CATALOG, GLOSSARY)
    assert tq is not None and tq.shape == "list"
    tq = read_question("지급 장비 목록 있어요?", DEVICES, Glossary())
    assert tq is not None and tq.shape == "list"
