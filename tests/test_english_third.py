"""English coverage and safety, third pass (batch `_en_v`): a rule that opens with its situation does not
answer an English question whose story tells another one. Hand-made sentences only."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences
from tests.support.topic_rule import sentence_verdicts

GLOSSARY = Glossary({
    "노트북": ("laptop",), "반납": ("return",), "퇴사": ("quit", "leaving the company"), "분실": ("잃어버", "lost"),
    "보안팀": ("security team",), "신고": ("report",), "악성코드": ("malware",),
    "랜선": ("network cable",), "뽑": ("pull",),
})
RETURNING = Excerpt(chunk_id="e#4", doc_id="e", title="장비 규정", section="4. 반납", revision=1,
                    text="- 퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다.", score=0.5)
MALWARE = Excerpt(chunk_id="s#2", doc_id="s", title="보안 사고 규정", section="2. 악성코드 감염", revision=1,
                  text="- 악성코드 감염이 의심되면 즉시 랜선을 뽑는다.", score=0.5)
LOST = Excerpt(chunk_id="r#3", doc_id="r", title="저장매체 규정", section="3. 분실", revision=1,
               text="- 보안 USB를 잃어버리면 즉시 보안팀에 신고한다.", score=0.5)
MATCHER = TopicMatcher(GLOSSARY)
# the policies' own words: a question word none of them uses is story (set aside when the sentence pins
# the topic down), which is where the rule's situation is compared with the story told
MATCHER.set_vocabulary([e.text for e in (RETURNING, MALWARE, LOST)])


def passes(question: str, excerpt: Excerpt) -> list[bool]:
    return sentence_verdicts(MATCHER, question, excerpt)


def test_a_rule_for_another_situation_does_not_answer_the_story_told() -> None:
    assert passes("I'm going on 3 months parental leave, do I have to return my laptop?", RETURNING) == [False]
    parts, _ = MATCHER.parts("I'm going on 3 months parental leave, do I have to return my laptop?")
    missing = MATCHER.coverage(parts[0], split_sentences(RETURNING, 1)[0], RETURNING).missing
    assert any("the rule's situation" in m for m in missing)


def test_the_rule_s_own_situation_told_in_english_is_answered() -> None:
    assert passes("I'm quitting next month, do I have to return my laptop?", RETURNING) == [True]
    assert passes("leaving the company next week, do I have to return my laptop?", RETURNING) == [True]


def test_the_situation_may_be_named_inside_a_compound_or_by_a_variant() -> None:
    assert passes("pc acting weird, maybe malware. should I pull the network cable?", MALWARE) == [True]
    assert passes("lost my usb on the subway yesterday, where do I report it?", LOST) == [True]


def test_how_fast_asks_how_long_and_fast_is_not_a_topic_word() -> None:
    parts, _ = MATCHER.parts("how fast do I have to return my laptop?")
    assert parts[0].quantity == "duration"
    assert {t.text for t in parts[0].terms} == {"return", "laptop"}
    assert MATCHER.parts("how quickly must I return my laptop?")[0][0].quantity == "duration"


def test_content_words_of_scikit_learns_stop_list_are_topic_words() -> None:
    assert not english.is_function_word("fired")  # "will I get fired if …": the consequence is asked
    assert not english.is_function_word("name")  # "can I put my name in my password?"
    assert english.is_function_word("the") and english.is_function_word("whats")


def test_a_word_a_glossary_phrase_ties_to_a_policy_word_is_never_story() -> None:
    mail = Excerpt(chunk_id="p#2", doc_id="p", title="개인정보 지침", section="2. 보관", revision=1,
                   text="- 개인정보 파일은 개인 메일에 보관하지 않는다.", score=0.5)
    glossary = Glossary({"퇴사": ("leaving the company",), "보관": ("keep",), "메일": ("email",)})
    matcher = TopicMatcher(glossary)
    matcher.set_vocabulary([mail.text])
    parts, _ = matcher.parts("After leaving the company, can I keep my email for a month?")
    assert parts[0].concepts["leaving"] == {"퇴사"}
    assert "leaving" in matcher.coverage(parts[0], split_sentences(mail, 1)[0], mail).missing


def test_personal_said_of_another_thing_than_the_rule_speaks_of() -> None:
    alert_question = "If I get a failed login alert for my personal gmail, should I report it?"
    assert english.owned_things(alert_question) == ("gmail",)
    assert english.owned_things("Can I use my own external SSD?") == ("external ssd",)
    assert english.owned_things("개인 노트북 써도 돼요?") == ()
    glossary = Glossary({"로그인": ("login",), "실패": ("failed",), "알림": ("alert",), "신고": ("report",),
                         "개인정보": ("personal data",), "보관": ("keep",)})
    alert = Excerpt(chunk_id="a#3", doc_id="a", title="계정 규정", section="3. 로그인 실패", revision=1,
                    text="- 본인이 하지 않은 로그인 실패 알림을 받으면 보안 사고로 신고한다.", score=0.5)
    matcher = TopicMatcher(glossary)
    matcher.set_vocabulary([alert.text])
    sentence = split_sentences(alert, 1)[0]
    parts, _ = matcher.parts("If I get a failed login alert for my personal gmail, should I report it?")
    assert any("gmail" in m for m in matcher.coverage(parts[0], sentence, alert).missing)
    parts, _ = matcher.parts("If I get a failed login alert, should I report it?")
    assert matcher.coverage(parts[0], sentence, alert).passed
