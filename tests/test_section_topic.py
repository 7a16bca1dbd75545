"""Branch cover21: the subject a section's opening rule names carries a later sentence of that section
(bot.rules.section_topic). Invented sentences, not the case files."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.section_topic import carried_nouns, opening_subject
from bot.topic import TopicMatcher, split_sentences
from tests.support.topic_rule import shipped_glossary

_SECTION = ("- 개인정보는 행사에 꼭 필요한 것만 모은다.\n"
            "- 모을 때는 쓰는 곳을 알리고 동의를 받는다.")
_OTHER = ("- 행사 안내문은 행사 3일 전에 보낸다.\n"
          "- 보낼 때는 쓰는 곳을 알리고 동의를 받는다.")


def _excerpt(text: str) -> Excerpt:
    return Excerpt(chunk_id="doc#1", doc_id="doc", title="개인정보 관리 지침", section="1. 모으기", revision=1,
                   text=text, score=0.5)


def _verdict(question: str, text: str) -> list[str]:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary([text])
    excerpt = _excerpt(text)
    parts, _ = matcher.parts(question)
    sentence = split_sentences(excerpt, 1)[1]
    return matcher.coverage(parts[0], sentence, excerpt).missing


def test_opening_subject_is_the_topic_or_situation() -> None:
    assert opening_subject("개인정보는 행사에 꼭 필요한 것만 모은다.") == "개인정보는"
    assert opening_subject("행사 자료를 밖으로 보낼 때는 승인을 받는다.") == "행사 자료를 밖으로 보낼 때는"
    assert opening_subject("자료를 복제해 쓰지 않는다.") == ""


def test_carried_only_after_the_opening_and_when_pinned() -> None:
    def names(noun: str, text: str) -> bool:
        return noun in text
    opening = "개인정보는 행사에 꼭 필요한 것만 모은다."
    assert carried_nouns(["개인정보"], 1, opening, names, True) == ["개인정보"]
    assert carried_nouns(["개인정보"], 0, opening, names, True) == []  # the opening itself
    assert carried_nouns(["개인정보"], 1, opening, names, False) == []  # nothing else of the question
    assert carried_nouns(["개인정보"], 1, "행사 안내문은 행사 3일 전에 보낸다.", names, True) == []


def test_later_sentence_of_the_section_answers_with_the_sections_subject() -> None:
    assert _verdict("고객 정보 모을 때 뭐 알려줘야 돼요?", _SECTION) == []


def test_title_alone_still_is_no_answer() -> None:
    # the same sentence in a section whose opening rule is about something else: the title alone names 개인정보
    assert "(a topic word in the sentence itself)" in _verdict("고객 정보 모을 때 뭐 알려줘야 돼요?", _OTHER)
