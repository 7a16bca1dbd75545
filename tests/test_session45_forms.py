"""Session 45 (issue 8): employees' questions set in a situation (working from home, a business trip), stressed or
hurried remarks beside the question, on hand-made sentences."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules import away_from_work
from bot.topic import split_sentences
from tests.support.topic_rule import shipped_matcher


def _titled_cover(question: str, sentence: str, title: str) -> bool:
    """The topic rule's verdict on one sentence of a document whose title names the question's situation."""
    matcher = shipped_matcher(sentence)
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section="1. 접속", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    return matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt).passed


def test_working_from_home_is_carried_by_a_rule_set_outside_the_workplace() -> None:
    sentence = "회사 밖에서는 보안 브라우저를 먼저 켠 뒤 그룹웨어에 접속한다."
    title = "원격근무·브라우저 규정"
    assert _titled_cover("재택 중인데 보안 브라우저 안 켜고 그룹웨어 바로 들어가도 되나요?", sentence, title)
    assert _titled_cover("재택할 때 그룹웨어 접속 순서가 어떻게 돼요?", sentence, title)
    # a rule set in a named place that is not the workplace is not about working from home
    cafe = "카페·공항에서는 보안 브라우저를 먼저 켠 뒤 그룹웨어에 접속한다."
    assert not _titled_cover("재택 중인데 보안 브라우저 안 켜고 그룹웨어 바로 들어가도 되나요?", cafe, title)


def test_only_situations_away_from_the_workplace_are_outside_it() -> None:
    outside = "회사 밖에서는 보안 브라우저를 먼저 켠 뒤 그룹웨어에 접속한다."
    assert away_from_work.carried("재택", {"재택근무"}, outside)
    assert away_from_work.carried("출장", set(), outside)
    assert not away_from_work.carried("회의", set(), outside)
    assert not away_from_work.carried("재택", {"재택근무"}, "카페·공항에서는 보안 브라우저를 켠다.")
