"""An earlier rule of a section whose subject is the question's own compound ("고객 명부 파일은 …") carries that
compound's head noun (파일) for a later rule of the section (`bot.rules.leniency.section_subject`). Invented
sentences, not the case files."""

from __future__ import annotations

from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences
from tests.support.topic_rule import shipped_glossary

_KEPT = ("- 고객 명부는 행사 목적 안에서만 쓴다.\n"
         "- 고객 명부 파일은 사내 드라이브에만 둔다.\n"
         "- 보관 기간은 행사가 끝난 날부터 6개월이다.")
_UNSAID = ("- 고객 명부는 행사 목적 안에서만 쓴다.\n"
           "- 명부를 받을 때는 담당자에게 알린다.\n"
           "- 보관 기간은 행사가 끝난 날부터 6개월이다.")


def _missing(question: str, text: str) -> list[str]:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary([line.lstrip("- ") for line in text.splitlines()])
    excerpt = Excerpt(chunk_id="doc#2", doc_id="doc", title="고객 명부 지침", section="2. 보관", revision=1,
                      text=text, score=0.5)
    parts, _ = matcher.parts(question)
    return matcher.coverage(parts[0], split_sentences(excerpt, 1)[2], excerpt).missing


def test_the_compound_a_rule_before_names_as_subject_carries_a_later_rule() -> None:
    assert _missing("고객 명부 파일은 얼마 동안 보관해요?", _KEPT) == []


def test_without_that_rule_the_head_noun_is_still_missing() -> None:
    # (asked with a question word of its own, "얼마 동안", a lone container is answered by the figure the sentence
    # gives: bot.rules.container_only, session 56; asked without one, only the earlier rule carries it)
    assert "파일" in _missing("고객 명부 파일은 보관 기간이 어떻게 돼요?", _UNSAID)
    assert _missing("고객 명부 파일은 보관 기간이 어떻게 돼요?", _KEPT) == []
    # the head noun of another compound than the rule's subject is not carried either
    assert "파일" in _missing("행사 사진 파일은 얼마 동안 보관해요?", _KEPT)
