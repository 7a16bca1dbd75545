"""Session 33 (issue 8), invented sentences: a statement in the formal style (-ㅂ니다/-습니다) beside a marked question
tells the asker's story, as one in the polite style (-요) does; a request or a question in that style does not. And
"the minimum number of characters" asks a count of characters."""

from __future__ import annotations

import pytest

from bot.matching.model import asked_quantity
from bot.rules.asked_sentence import tells


@pytest.mark.parametrize("sentence", [
    "다음 주에 휴직합니다.",
    "요즘 출장을 자주 다니고 있습니다.",
    "사무실에서는 자리를 비울 일이 많습니다.",
])
def test_a_formal_statement_beside_a_question_tells_the_story(sentence: str) -> None:
    assert tells(sentence, question_elsewhere=True)
    assert not tells(sentence, question_elsewhere=False)  # alone, the statement is all there is


@pytest.mark.parametrize("sentence", ["검토 부탁드립니다.", "궁금합니다.", "연락 주십시오.", "휴직합니까?"])
def test_a_formal_request_or_question_tells_nothing(sentence: str) -> None:
    assert not tells(sentence, question_elsewhere=True)


def test_the_number_of_characters() -> None:
    assert asked_quantity("What's the minimum number of characters a PIN needs?") == "chars"
    assert asked_quantity("What's the number of the IT desk?") != "chars"
