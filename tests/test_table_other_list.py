"""A table's title or column word inside a glossary phrase for another policy word names another thing: "고객 목록"
(a glossary phrase for 개인정보) is a list of customers, not the approved-software list, and "고객 이름" is no value
of the table's 이름 column (`bot.tables.query._Reader.in_other_phrases`)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.tables import read_question
from tests.test_tables import DEVICES

# invented glossary: a partner's list and its staff's kinds are data of another policy
OTHER = Glossary({"거래처 정보": ("거래처 목록", "거래처 종류")})


def test_a_list_of_another_thing_is_not_the_table() -> None:
    assert read_question("거래처 목록 몇 개 있어요?", DEVICES, OTHER) is None
    # without the glossary phrase the same words ask the table
    tq = read_question("거래처 목록 몇 개 있어요?", DEVICES, Glossary())
    assert tq is not None


def test_a_column_word_of_another_thing_is_not_the_table() -> None:
    assert read_question("거래처 종류 몇 개예요?", DEVICES, OTHER) is None
    assert read_question("거래처 종류 몇 개예요?", DEVICES, Glossary()) is not None


def test_the_table_is_still_asked_beside_a_phrase_of_its_own() -> None:
    tq = read_question("지급 장비 목록 몇 개예요?", DEVICES, OTHER)
    assert tq is not None and tq.shape == "count"
