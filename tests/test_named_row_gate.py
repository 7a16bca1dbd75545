"""Session 35 (issue 8): a question that names a table row's product (itself or by a glossary variant) passes the
relevance gate with that row among its excerpts; the topic rule still decides whether the row answers it."""

from __future__ import annotations

from bot.answer.factory import build_pipeline
from bot.answer.row_named import names_row
from bot.knowledge.glossary import Glossary
from bot.models import Asker, Excerpt, Reason, Route
from bot.settings import Settings


def _excerpt(text: str) -> Excerpt:
    return Excerpt(chunk_id="tools#1", doc_id="tools", title="도구 규정", section="1. 도구", revision=1, text=text,
                   score=0.1)


def _row(name: str, text: str) -> Excerpt:
    """A table row chunk, as ingest makes one (bot.knowledge.policies.ROW_MARK)."""
    return Excerpt(chunk_id=f"tools#목록#row:{name}", doc_id="tools", title="도구 목록", section=f"목록: {name}",
                   revision=1, text=text, score=0.1, kind="row")


def test_a_row_named_by_the_question_or_its_glossary_variant() -> None:
    glossary = Glossary({"Figma": ("피그마",)})
    top = _excerpt("- 디자인 도구는 팀장 승인 후 쓴다.")
    row = _row("Figma", "- 이름: Figma / 분류: 디자인 / 라이선스: 유료")
    assert names_row("피그마 유료예요?", [top, row], glossary)  # the row, not the top excerpt
    assert names_row("is figma free?", [top, row], glossary)
    assert not names_row("디자인 툴은 유료예요?", [top, row], glossary)
    assert not names_row("피그마 유료예요?", [top], glossary)


def test_a_policy_word_an_excerpt_holds() -> None:
    glossary = Glossary({"출입증": ("사원증", "badge")})
    top = _excerpt("- 출입증을 잃어버리면 총무팀에 알린다.")
    assert names_row("사원증 없어졌는데 어떡해요?", [top], glossary)
    assert names_row("lost my badge", [top], glossary)
    visitors = _excerpt("- 방문객은 안내 데스크에서 기다린다.")
    # session 36: an excerpt below the top one holds it too ("팀 옮기면 …": the rule on 부서를 옮기 ranked second)
    assert names_row("사원증 없어졌는데 어떡해요?", [visitors, top], glossary)
    assert not names_row("사원증 없어졌는데 어떡해요?", [visitors], glossary)
    assert not names_row("출입 카드 없어졌는데 어떡해요?", [top], glossary)  # a noun alone is no policy word


def test_the_gate_lets_a_named_row_through(shared_settings: Settings) -> None:
    # every question is below this threshold: only a named row passes the gate
    pipeline = build_pipeline(shared_settings.model_copy(update={"relevance_threshold": 0.99}))
    named = pipeline.handle("노션 유료에요?", Asker())
    assert named.route == Route.AUTO_ANSWER, (named.reason, named.failed)
    assert [c.doc_id for c in named.cited] == ["software-catalog"] and "유료" in named.answer
    unnamed = pipeline.handle("비밀번호는 최소 몇 자예요?", Asker())
    assert (unnamed.route, unnamed.reason) == (Route.HANDOFF, Reason.BELOW_THRESHOLD)
    unanswered = pipeline.handle("노션 페이지 공유는 어떻게 해요?", Asker())
    assert unanswered.route == Route.HANDOFF and unanswered.reason != Reason.BELOW_THRESHOLD
