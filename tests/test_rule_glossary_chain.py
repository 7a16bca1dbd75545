"""Coverage rule (issue 8: a coverage miss recurring across dev batches): a Korean question's noun
follows the glossary one step when its policy word is itself a variant of another policy word (laptop -> 노트북
-> 장비; `bot.rules.glossary_chain`), on a hand-made glossary and hand-made sentences. The rule keeps refusing
what it is not about: English questions, a word the question writes itself, verbs, a second step."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import glossary_chain
from bot.topic import TopicMatcher
from tests.support import topic_rule

GLOSSARY = Glossary({
    "태블릿": ("tablet", "아이패드", "갤탭"),
    "기기": ("태블릿",),
    "단말": ("기기",),  # a second step: 아이패드 -> 태블릿 -> 기기 -> 단말 is not followed to 단말
    "초기화": ("밀어", "포맷"),
    "잠그고": ("lock",),  # a verb written as a policy word: no chain through it
    "차단": ("잠그고",),
})
WIPE = "신고를 받은 보안 담당자가 기기를 원격으로 초기화한다."
CYCLE = "기기는 3년마다 바꾼다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([WIPE, CYCLE, "태블릿은 3년마다 바꾼다."])


def test_a_noun_follows_the_chain_one_step() -> None:
    assert glossary_chain.chained(GLOSSARY, ["태블릿"], "아이패드 잃어버렸어요") == {"기기"}
    assert glossary_chain.chained(GLOSSARY, ["태블릿"], "tablet 잃어버렸는데 어떡해요") == {"기기"}  # mixed
    # one step only: 기기's own policy word 단말 is not reached from 태블릿
    assert "단말" not in glossary_chain.chained(GLOSSARY, ["태블릿"], "갤탭 잃어버렸어요")


def test_what_the_chain_refuses() -> None:
    # an English question: its looser story and scope rules would let the wider word through
    assert glossary_chain.chained(GLOSSARY, ["태블릿"], "I lost my tablet, what happens now?") == set()
    # the question writes the middle word itself: 아이패드 names a kind of the 태블릿 asked about
    assert glossary_chain.chained(GLOSSARY, ["태블릿"], "태블릿 바꿀 때 아이패드로 골라도 돼요?") == set()
    # a policy word that is not a noun (a verb form) is not followed
    assert glossary_chain.chained(GLOSSARY, ["잠그고"], "원격으로 lock 돼요?") == set()
    # a word no other policy word lists
    assert glossary_chain.chained(GLOSSARY, ["초기화"], "포맷해요?") == set()


def test_the_sentence_on_the_wider_word_carries_the_question() -> None:
    # 아이패드 -> 태블릿 -> 기기: without the step, 아이패드 was missing from both
    cover = topic_rule.cover(MATCHER, "아이패드 분실 신고하면 보안 담당자가 원격으로 뭐 해줘요?", WIPE)
    assert cover.passed, cover.missing
    cover = topic_rule.cover(MATCHER, "아이패드 몇 년마다 바꿔요?", CYCLE)
    assert cover.passed, cover.missing


def test_the_wider_word_still_refuses() -> None:
    # English: not chained, the sentence on 기기 does not carry the tablet
    assert "tablet" in topic_rule.cover(MATCHER, "I've had my tablet 3 years, when do i get a new one?", CYCLE).missing
    # a kind (아이패드) of the thing the question names itself (태블릿) is not widened to every device
    assert "아이패드" in topic_rule.cover(MATCHER, "태블릿 바꿀 때 아이패드로 골라도 돼요?", CYCLE).missing
