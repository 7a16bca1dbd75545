"""A finished question keeps the documents it was shown, with scores (SQLite and PostgreSQL)."""

from __future__ import annotations

from bot.models import Reason, Result, Route, Source
from bot.store import Store
from tests.store_support import store, store_url  # noqa: F401  (fixtures)


def test_sources_are_stored_with_the_result(store: Store) -> None:  # noqa: F811
    qid = store.record_question("D1", "U1", None, "노트북 사양은 어떻게 되나요?")
    assert store.get_question(qid).sources is None
    shown = Source(doc_id="equipment", title="업무용 장비 지급·반납 규정", section="1. 지급", revision=1,
                   chunk_id="equipment@r1#1. 지급", score=0.3246)
    store.finish_question(qid, Result(question="q", route=Route.HANDOFF, reason=Reason.MODEL_ABSTAINED,
                                      answer="a", sources=[shown]))
    (source,) = store.get_question(qid).sources or []
    assert source["doc_id"] == "equipment" and source["score"] == 0.3246
