"""How a message's sentences around its question are read (issue 8, dev batch p28e): a topic named alone before the
question ("VPN 인증서요."), a reason with an indefinite 뭐 after it ("포털에 자꾸 뭐가 떠서요"), a story that names the
head of the rule's situation ("폰을 새로 바꿨어요." for "휴대폰을 바꾸면 …"). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.asked_sentence import tells, topic_only
from bot.rules.leniency2 import guesses_indefinitely
from tests.support.topic_rule import cover, shipped_matcher

_REGISTER = "휴대폰을 바꾸면 인증 앱을 다시 깐다."


def test_a_topic_named_alone() -> None:
    assert topic_only("출입증 카드요.")
    assert topic_only("노트북 교체 건이요.")
    assert not topic_only("애들 때문에요.")
    assert not topic_only("출입증 잃어버렸어요.")
    matcher = shipped_matcher("출입증 카드의 유효기간은 1년이다.", "출입증 카드는 팀장 승인을 받은 뒤 발급한다.")
    parts, _ = matcher.parts("출입증 카드요. 한 번 발급 받으면 얼마 동안 쓸 수 있어요?")
    assert len(parts) == 1 and "출입증" in parts[0].text


def test_a_reason_with_an_indefinite_what() -> None:
    assert guesses_indefinitely("포털에 자꾸 뭐가 떠서요")
    assert not guesses_indefinitely("포털에 뭐가 떠요")  # may ask what pops up
    assert not guesses_indefinitely("포털에서 뭐 해서요")  # 뭐 is no subject
    assert tells("포털에 자꾸 뭐가 떠서요", True)


def test_a_story_naming_the_head_of_the_rules_situation() -> None:
    matcher = shipped_matcher(_REGISTER)
    told = cover(matcher, "주말에 폰을 새로 바꿨어요. 인증 앱은 따로 뭐 해줘야 하나요?", _REGISTER)
    assert not any("the rule's situation" in m for m in told.missing)
    other = cover(matcher, "주말에 이사를 했어요. 인증 앱은 따로 뭐 해줘야 하나요?", _REGISTER)
    assert any("the rule's situation" in m for m in other.missing)


def test_a_joined_reading_counts_only_the_statements_policy_words() -> None:
    """"주말에 조카 생일파티 사진을 개인 USB에 담아왔어요. 회사 노트북에 꽂아도 되나요?": the party photos are the
    asker's story; the rule on personal USB sticks carries the statement's policy words (개인, USB), which is enough
    (bot.topic.TopicMatcher.joined_holds)."""
    from bot.topic import split_sentences
    from tests.support.topic_rule import one_sentence_excerpt

    rule = "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."
    matcher = shipped_matcher(rule, "업무에는 회사에 등록된 보안 USB만 사용한다.")
    parts, _ = matcher.parts("주말에 조카 생일파티 사진을 개인 USB에 담아왔어요. 회사 노트북에 꽂아도 되나요?")
    joined = matcher.joined_reading(parts)
    assert joined is not None
    part = next(p for p in joined if p.asked_alone is not None)
    excerpt = one_sentence_excerpt(rule)
    cov = matcher.coverage(part, split_sentences(excerpt, 1)[-1], excerpt)
    assert matcher.joined_holds(part, cov, excerpt)
    other = one_sentence_excerpt("업무에는 회사에 등록된 보안 USB만 사용한다.")
    assert not matcher.joined_holds(part, matcher.coverage(part, split_sentences(other, 1)[-1], other), other)
