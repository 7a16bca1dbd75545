"""Session 33 (issue 8), invented sentences: a statement in the formal style (-ㅂ니다/-습니다) beside a marked question
tells the asker's story, as one in the polite style (-요) does; a request or a question in that style does not.
"The minimum number of characters" asks a count of characters; the chat spellings 내꺼 (mine) and 봄 (= 봐?) are read
as such; an English either-or question of bare noun phrases offers alternatives."""

from __future__ import annotations

import pytest

from bot.language.terms import content_terms
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


def test_mine_in_chat_spelling() -> None:
    words = [t.text for t in content_terms("팀장님 모니터 고장났다는데 내꺼 빌려줘도 돼?")]
    assert words == ["팀장", "모니터", "고장나", "빌리"]
    assert "끄" in [t.text for t in content_terms("모니터 꺼도 돼?")]  # turning off stays


def test_seen_in_chat_spelling() -> None:
    assert "봄" not in [t.text for t in content_terms("설치 가능 목록 어디서 봄?")]  # 보 + -ㅁ, asked
    assert "봄" in [t.text for t in content_terms("올해 봄에 바꿨는데 언제 또 바꿔?")]  # spring


def test_an_english_either_or_question() -> None:
    from bot.rules.clauses import alternative_nouns

    assert alternative_nouns("We are done with the printouts. Shredder or just the paper bin?") == frozenset(
        {"shredder", "paper", "bin"})
    assert alternative_nouns("Can I use the big printer or the small one at home?") == frozenset()  # a verb asked
