"""Table questions through `handle`: a test collection (a second table with revisions, an IT-only
table), the policy corpus with the extractive generator, and the model path over loopback HTTP against
the fake OpenAI server (the model may only phrase the computed facts; `table_facts` checks it)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.answer.factory import build_pipeline
from bot.answer.generate import Draft
from bot.answer.pipeline import Pipeline
from bot.models import Asker, Excerpt, Reason, Route
from bot.runtime import Runtime
from bot.settings import Settings, load_settings
from tests.fakes.openai_server import FakeOpenAI

DATA = Path(__file__).parent / "data" / "tables"
UNSURE = "규정에서 확실한 답을 찾지 못해 IT 담당자에게 전달했습니다."


@pytest.fixture(scope="module")
def collection_pipeline(tmp_path_factory: pytest.TempPathFactory) -> Pipeline:
    """The test collection (not `policies/`) ingested once, answered by the extractive generator."""
    settings = load_settings(data_dir=tmp_path_factory.mktemp("tables-index"), policies_dir=DATA)
    runtime = Runtime(settings)
    runtime.ingest()
    return build_pipeline(settings, runtime=runtime)


def test_an_as_of_question_counts_the_rows_in_force_then(collection_pipeline: Pipeline) -> None:
    before = collection_pipeline.handle("노트북은 몇 대예요?", Asker(), date(2026, 3, 1))
    after = collection_pipeline.handle("노트북은 몇 대예요?", Asker(), date(2026, 8, 1))
    for result in (before, after):
        assert result.route == Route.AUTO_ANSWER, (result.failed, result.checks)
        assert [c.doc_id for c in result.cited] == ["devices"]
        assert "전체" in result.answer and "[지급 장비 목록]" in result.answer
    assert "2개입니다: ThinkPad X1, MacBook Pro 14" in before.answer and "MacBook Air" not in before.answer
    assert "3개입니다: ThinkPad X1, MacBook Pro 14, MacBook Air 13" in after.answer
    assert before.sources[0].revision == 1 and after.sources[0].revision == 2
    assert "Galaxy S24" in collection_pipeline.handle("휴대폰은 뭐뭐 있어요?", Asker(), date(2026, 3, 1)).answer
    assert "Galaxy S24" not in collection_pipeline.handle("휴대폰은 뭐뭐 있어요?", Asker(), date(2026, 8, 1)).answer


def test_a_table_the_asker_may_not_read_is_never_counted(collection_pipeline: Pipeline) -> None:
    it = collection_pipeline.handle("웹 서버는 몇 대예요?", Asker(dept="IT"), date(2026, 8, 1))
    assert it.route == Route.AUTO_ANSWER and "2개입니다: web-01, web-02" in it.answer
    other = collection_pipeline.handle("웹 서버는 몇 대예요?", Asker(dept="영업"), date(2026, 8, 1))
    assert "web-01" not in other.answer and all(s.doc_id != "servers" for s in other.sources)
    assert other.route != Route.AUTO_ANSWER


def test_absence_and_unanswerable_on_the_second_table(collection_pipeline: Pipeline) -> None:
    absent = collection_pipeline.handle("Surface Pro도 목록에 있어요?", Asker(), date(2026, 8, 1))
    assert absent.route == Route.AUTO_ANSWER
    assert absent.answer.startswith("Surface Pro는 지급 장비 목록에 없습니다.")
    assert "표에 없는 장비는 지급하지 않는다" in absent.answer
    price = collection_pipeline.handle("노트북 가격은 종류별로 몇 개예요?", Asker(), date(2026, 8, 1))
    assert (price.route, price.reason, price.answer) == (Route.HANDOFF, Reason.CHECKS_FAILED, UNSURE)
    assert price.failed == ["table_conditions"] and "가격" in price.checks[0].detail


# -- the policy corpus, extractive generator ----------------------------------------------------------


@pytest.fixture
def pipeline(shared_settings: Settings) -> Pipeline:
    return build_pipeline(shared_settings)


def test_count_with_combined_conditions_cites_the_table(pipeline: Pipeline) -> None:
    result = pipeline.handle("승인 없이 설치할 수 있는 무료 프로그램은 몇 개예요?", Asker())
    assert result.route == Route.AUTO_ANSWER, result.failed
    assert "5개입니다: Adobe Acrobat Reader, Visual Studio Code, Git, 7-Zip, 사내 AI 어시스턴트" in result.answer
    assert "이 표가 승인 소프트웨어의 전부다" in result.answer
    assert [c.doc_id for c in result.cited] == ["software-catalog"]
    assert {c.name: c.passed for c in result.checks}["table_facts"] is True
    assert all(c.passed for c in result.checks)


def test_a_row_question_stays_on_the_normal_path(pipeline: Pipeline) -> None:
    result = pipeline.handle("Figma 설치해도 돼요?", Asker())
    assert result.route == Route.AUTO_ANSWER and "승인 필요" in result.answer
    assert "table_facts" not in {c.name for c in result.checks}


# -- the model path -------------------------------------------------------------------------------


@pytest.fixture
def model_pipeline(shared_settings: Settings, fake: FakeOpenAI) -> Pipeline:
    settings = shared_settings.model_copy(update={
        "openai_api_key": "test-key", "openai_base_url": fake.url, "openai_timeout_s": 2.0,
        "openai_max_retries": 0,
    })
    return build_pipeline(settings)


def answered(text: str) -> dict[str, object]:
    return {"status": "answered", "answer": text, "evidence": ["1"], "clarification": None}


FREE = ["Adobe Acrobat Reader", "Visual Studio Code", "Git", "7-Zip", "Google Chrome", "사내 AI 어시스턴트"]


def test_the_model_gets_the_whole_table_and_the_facts_and_may_phrase_them(
    model_pipeline: Pipeline, fake: FakeOpenAI
) -> None:
    fake.enqueue_json(answered(f"무료로 쓸 수 있는 승인 소프트웨어는 모두 6개로, {', '.join(FREE)}입니다[1]."))
    result = model_pipeline.handle("무료 프로그램은 몇 개예요?", Asker())
    assert result.route == Route.AUTO_ANSWER, (result.failed, result.checks)
    assert result.answer.startswith("무료로 쓸 수 있는 승인 소프트웨어는 모두 6개로")
    assert [c.doc_id for c in result.cited] == ["software-catalog"]
    prompt = fake.chat_requests[0].json["messages"][-1]["content"]
    assert all(name in prompt for name in ("Microsoft 365", "Figma", "사내 AI 어시스턴트"))  # the whole table
    assert "이 표가 전부다" in prompt and "맞는 행 6개" in prompt  # the completeness line and the facts


@pytest.mark.parametrize(
    "draft",
    [
        f"무료 소프트웨어는 7개입니다: {', '.join(FREE)}, Zoom[1].",  # count and an extra name
        f"무료 소프트웨어는 5개입니다: {', '.join(FREE[:-1])}[1].",  # one row dropped
        "무료 소프트웨어는 6개입니다: Adobe Acrobat Reader, Git, 7-Zip, Google Chrome, Notion, Slack[1].",
    ],
)
def test_a_phrasing_that_changes_a_count_or_a_name_is_handed_off(
    model_pipeline: Pipeline, fake: FakeOpenAI, draft: str
) -> None:
    fake.enqueue_json(answered(draft))
    result = model_pipeline.handle("무료 프로그램은 몇 개예요?", Asker())
    assert (result.route, result.reason, result.answer) == (Route.HANDOFF, Reason.CHECKS_FAILED, UNSURE)
    assert "table_facts" in result.failed and result.draft == draft


def test_a_model_failure_on_a_table_question_is_handed_off(model_pipeline: Pipeline, fake: FakeOpenAI) -> None:
    fake.enqueue_status(503)
    result = model_pipeline.handle("무료 프로그램은 몇 개예요?", Asker())
    assert (result.route, result.reason) == (Route.HANDOFF, Reason.GENERATION_FAILED)


class _RevisingModel:
    """A model during whose answer the table is revised (its stored hash changes)."""

    name = "revising-model"

    def __init__(self, pipeline: Pipeline, chunk_id: str, new_hash: str) -> None:
        self.pipeline, self.chunk_id, self.new_hash = pipeline, chunk_id, new_hash
        self.old_hash = ""

    def set_hash(self, value: str) -> str:
        index = self.pipeline.collection()
        for spec in index.readable_shards(None):
            shard = index.collection(spec)
            got = shard.get(ids=[self.chunk_id], include=["metadatas"])
            if got["ids"]:
                meta = dict((got["metadatas"] or [{}])[0] or {})
                old = str(meta["content_hash"])
                shard.update(ids=[self.chunk_id], metadatas=[{**meta, "content_hash": value}])
                return old
        raise AssertionError("table chunk not found")

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        self.old_hash = self.set_hash(self.new_hash)
        return Draft(status="answered", answer=excerpts[0].text.splitlines()[0] + "[1]")


def test_a_table_revised_while_the_answer_is_written_is_handed_off(collection_pipeline: Pipeline) -> None:
    model = _RevisingModel(collection_pipeline, "devices@r2#지급 장비 목록#table", "revised")
    try:
        result = collection_pipeline.with_generator(model).handle("노트북은 몇 대예요?", Asker(), date(2026, 8, 1))
    finally:
        model.set_hash(model.old_hash)
    assert (result.route, result.reason) == (Route.HANDOFF, Reason.EVIDENCE_CHANGED)
    assert result.draft and "3개입니다" in result.draft
    again = collection_pipeline.handle("노트북은 몇 대예요?", Asker(), date(2026, 8, 1))
    assert again.route == Route.AUTO_ANSWER


def test_a_question_without_a_table_signal_never_reads_the_tables(
    collection_pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.tables.route as route

    def fail(*args: object) -> None:
        raise AssertionError("tables read for a question with no table signal")

    monkeypatch.setattr(route, "load_tables", fail)
    result = collection_pipeline.handle("장비는 언제 지급받아요?", Asker(), date(2026, 8, 1))
    assert "table_facts" not in {c.name for c in result.checks}
