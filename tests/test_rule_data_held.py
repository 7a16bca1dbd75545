"""Data told as what a device holds (`bot.rules.data_held`; issue 8: answerable handoffs across many dev batches), on
hand-made questions and sentences. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import data_held
from bot.topic import TopicMatcher
from tests.support import topic_rule

PLUG = "개인 메모리카드나 외장 디스크는 업무용 단말에 꽂지 않는다."
PLUG_MATCHER = TopicMatcher(Glossary({"단말": ("회사 컴",), "외장 디스크": ("외장디스크",)}))
PLUG_MATCHER.set_vocabulary([PLUG, "다 쓴 자료와 파일과 데이터는 보안 매체에서 바로 지운다."])  # data nouns known


def _plug(question: str) -> bool:
    return topic_rule.cover(PLUG_MATCHER, question, PLUG, "1. 사용").passed


def test_data_held_by_a_device_the_sentence_names() -> None:
    words = PLUG_MATCHER.policy_words_for
    assert data_held.answered("외장 디스크에 자료 있는데 회사 컴에 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == []
    assert data_held.answered("외장 디스크에 있는 파일 회사 컴에 꽂아도 돼요?", ["파일"], PLUG, words, [], []) == []
    assert data_held.answered("외장 디스크에 있던 데이터 꽂아도 돼요?", ["데이터"], PLUG, words, [], []) == []
    assert _plug("외장 디스크에 자료 있는데 회사 컴에 꽂아도 돼요?")
    assert _plug("외장 디스크에 있는 자료 회사 컴에 꽂아도 되죠?")
    assert _plug("외장 디스크에 있는 자료 회사 컴에 꽂아서 옮겨도 되죠?")  # 옮기 done by the carried 꽂
    assert data_held.answered("외장 디스크에 있는 자료 회사 컴에 꽂아서 옮겨도 되죠?", ["자료"], PLUG, words, ["옮기"],
                              ["꽂"]) == []


def test_data_not_held_or_not_alone() -> None:
    words = PLUG_MATCHER.policy_words_for
    # no device holds it
    assert data_held.answered("자료 회사 컴에 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == ["자료"]
    assert data_held.answered("태블릿에 있는 자료 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == ["자료"]  # not named
    assert data_held.answered("외장 디스크에 있는 자료랑 사진 꽂아도 돼요?", ["자료", "사진"], PLUG, words, [], []) == [
        "자료", "사진"]  # another noun the sentence lacks
    assert data_held.answered("외장 디스크 자료 꽂아도 돼요?", ["자료"], PLUG, words, [], []) == ["자료"]  # no 에 있는
    assert not _plug("외장 디스크에 있는 자료 지워도 돼요?")  # an act the sentence does not carry
    assert data_held.answered("외장 디스크에 있는 자료 지워도 돼요?", ["자료"], PLUG, words, ["지우"], []) == ["자료"]
    assert not _plug("태블릿에 있는 자료 회사 컴에 꽂아도 돼요?")
