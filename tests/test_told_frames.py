"""What the asker heard or what happened alongside is no topic (issue 8, branch premise15), on invented sentences:
"I heard …" frames an English premise like the Korean "-다던데" (`bot.language.english.FRAME_WORDS`); a glossary
phrase that is only an adverb of the story ("같이 없어졌는데") asks nothing (`bot.rules.scene_phrase`); "바이러스
걸렸" says the malware word with its verb (`policies/glossary.yaml`)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.rules import scene_phrase
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary


def test_heard_is_a_frame_word() -> None:
    for word in ("hear", "heard"):
        assert english.is_function_word(word), word
    matcher = TopicMatcher(shipped_glossary())
    sentence = "프린터 토너는 3개월마다 교체한다."
    assert cover(matcher, "I heard the printer toner is replaced every 6 months, right?", sentence).covered
    assert "heard" not in cover(matcher, "I heard the printer toner is replaced every 6 months, right?",
                                sentence).missing


def test_a_scene_adverb_is_no_glossary_topic() -> None:
    spans = [("함께", 9, 11)]
    squeezed = "그안에있던태블릿도같이없어졌는데그건요?"
    assert scene_phrase.without_scene_adverbs(["함께"], spans, squeezed, frozenset({"같이"})) == []
    # the same word as an adverb of the asked act stays
    assert scene_phrase.without_scene_adverbs(["함께"], spans, squeezed, frozenset()) == ["함께"]
    matcher = TopicMatcher(Glossary({"함께": ("같이",), "분실": ("없어지", "없어졌")}))
    sentence = "출입카드를 잃어버리면 즉시 총무팀에 분실 신고를 한다."
    assert cover(matcher, "그 안에 있던 출입카드도 같이 없어졌는데 그건요?", sentence).passed
    assert not cover(matcher, "출입카드 같이 써도 돼요?", sentence).passed


def test_caught_a_virus_is_infection() -> None:
    matcher = TopicMatcher(shipped_glossary())
    sentence = "랜섬웨어 감염이 의심되면 즉시 공유 폴더 연결을 끊는다."
    assert cover(matcher, "랜섬웨어 걸린 것 같아요 어떻게 해요?", sentence).passed
    # 걸리 alone (a lock, a time) is no infection
    assert not cover(matcher, "재발급 며칠 걸려요?", sentence).passed
