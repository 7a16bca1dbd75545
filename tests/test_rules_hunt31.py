"""The hunt31 rules on hand-made questions and sentences (issue 8: wrong auto-answers of near misses): the thing a
compound names is its last noun (`bot.rules.thing_head`), and receiving a thing from someone is not another act
on it (`bot.rules.received_from`). Each rule also keeps out of what it is not about."""

from __future__ import annotations

from bot.rules import received_from, thing_head


def _never(_word: str) -> bool:
    return False


def test_the_last_noun_of_a_compound_is_the_thing_asked() -> None:
    assert thing_head.thing_heads("친구한테 태블릿 받침대 빌려줘도 돼요?", ["태블릿"], _never) == {"받침대"}
    assert thing_head.thing_heads("태블릿 덮개를 잃어버렸으면 총무팀에 말해요?", ["태블릿"], _never) == {"덮개"}
    assert thing_head.thing_heads("태블릿 덮개 잃어버렸으면 말해야 돼요?", ["태블릿"], _never) == {"덮개"}


def test_a_compound_head_is_left_alone_where_it_is_not_the_thing() -> None:
    # a question word: left to the other rules; a person after the noun; another noun after the head
    assert thing_head.thing_heads("태블릿 덮개는 어디서 받아요?", ["태블릿"], _never) == frozenset()
    assert thing_head.thing_heads("태블릿 주인한테 돌려줘도 돼요?", ["태블릿"], _never) == frozenset()
    # (a place and the act right after it make the head the thing again: tests/test_rules_hunt32.py)
    assert thing_head.thing_heads("태블릿 덮개 회사 책상 위 둬도 돼요?", ["태블릿"], _never) == frozenset()
    # the noun before is not carried, or the phrase is a glossary word of its own
    assert thing_head.thing_heads("태블릿 덮개 빌려줘도 돼요?", ["빌리"], _never) == frozenset()
    assert thing_head.thing_heads("태블릿 덮개 빌려줘도 돼요?", ["태블릿"], lambda w: w == "태블릿덮개") == frozenset()


def test_an_english_compound_head_is_the_thing_asked() -> None:
    assert thing_head.english_heads("I lost my tablet stylus, should I tell facilities?", ["tablet"], _never) == {
        "stylus"}
    assert thing_head.english_heads("My tablet cover got stolen, do I report it?", ["tablet"], _never) == {"cover"}
    # the noun alone, an inflected verb after it, a question word, a word with a policy word
    assert thing_head.english_heads("I lost my tablet, should I tell facilities?", ["tablet"], _never) == frozenset()
    assert thing_head.english_heads("My tablet broke, can I swap it?", ["tablet"], _never) == frozenset()
    assert thing_head.english_heads("Who gets my tablet stylus?", ["tablet"], _never) == frozenset()
    assert thing_head.english_heads("I lost my tablet stylus, ok?", ["tablet"], lambda w: w == "stylus") == frozenset()


def test_receiving_from_someone_needs_a_sentence_on_receiving() -> None:
    question = "거래처에서 큰 도면 파일 보내준다는데 받아도 괜찮아요?"
    assert received_from.asks_receiving(question)
    assert received_from.problems(question, "도면 파일은 5개까지 보낼 수 있다.")
    assert received_from.problems(question, "다 쓴 도면 파일은 바로 지운다.")
    assert received_from.problems(question, "외부 도면은 검사한 뒤 수신한다.") == []
    assert received_from.problems(question, "도면 파일은 받은 날 검사한다.") == []


def test_receiving_leave_or_asking_where_is_not_receiving_a_thing() -> None:
    assert not received_from.asks_receiving("거래처에서 도면 쓰려면 팀장 승인 받아야 돼요?")  # leave, not a thing
    assert not received_from.asks_receiving("도면 파일 받아도 돼요?")  # no source named
    assert not received_from.asks_receiving("거래처에서 도면 파일 어디서 받아요?")  # a question word
    assert not received_from.asks_receiving("거래처에서 받은 도면 지워도 돼요?")  # the asked act is deleting
    assert not received_from.asks_receiving("거래처에서 받은 도면 출력해도 돼요?")  # … or printing (출력+하다)
    assert not received_from.asks_receiving("도면 반출 승인은 총무팀에서 받는 거죠?")  # leave, topic-marked
