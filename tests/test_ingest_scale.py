"""`helpdesk ingest` at scale: 50,000 sections through the real command, a 1% change, a model change.

The embedder is a cheap hash (tests/hash_embedder.py): the point is the write path, whose every
Chroma call must stay within the client's batch limit (5,461 rows) and SQLite's variable limit.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

import bot.knowledge.embeddings
import bot.knowledge.index_writer
from bot.cli import main
from bot.knowledge.index import PolicyIndex, open_client
from bot.knowledge.policies import all_chunks, load_policies
from bot.settings import load_settings
from bot.topic import sentence_texts
from tests.hash_embedder import HashEmbedder
from tests.test_index_generations import write_corpus

DOCS = {"ALL": 4, "[IT]": 4, "[영업]": 4, "[인사]": 4, "[보안]": 4}  # documents per scope, 2,500 sections each
SECTIONS = 2500


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    policies = tmp_path / "policies"
    for n, (access, docs) in enumerate(DOCS.items()):
        write_corpus(policies, docs=docs, sections=SECTIONS, access=access, prefix=f"s{n}-")
    return policies


def test_fifty_thousand_sections_then_one_percent_then_a_model_change(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    embedder = HashEmbedder("hash-v1")
    monkeypatch.setattr(bot.knowledge.embeddings, "make_embedder", lambda settings: embedder)
    # the write path is under test, not the graph: Chroma's default graph parameters build it with less
    # CPU than the production ones (tests/test_hnsw_params.py covers those)
    monkeypatch.setattr(bot.knowledge.index_writer, "HNSW", {**bot.knowledge.index_writer.HNSW, "hnsw:M": 16,
                                                   "hnsw:construction_ef": 100, "hnsw:search_ef": 100})
    monkeypatch.setenv("HELPDESK_POLICIES_DIR", str(corpus))
    total = sum(DOCS.values()) * SECTIONS
    assert total == 50_000

    assert main(["ingest"]) == 0
    out, err = capsys.readouterr()
    assert f"{total} chunks: {total} added" in out and "… and" in out
    assert "embedding: " in err and f"/{total:,} chunks" in err  # progress on stderr
    client = open_client(load_settings())
    index = PolicyIndex.open_for_query(client, "policies", "hash-v1")
    assert index.count() == total and len(index.layout.shards) == len(DOCS)
    assert all(s.count == 4 * SECTIONS for s in index.layout.shards)  # each beyond one 5,461-row batch

    # 1%: 500 sections of one document revised.
    doc = corpus / "s0-doc3.md"
    text = doc.read_text(encoding="utf-8")
    for s in range(500):
        text = text.replace(f"문서 3 항목 {s}의 규정", f"문서 3 항목 {s}의 개정 규정", 1)
    doc.write_text(text, encoding="utf-8")
    embedder.count = 0
    assert main(["ingest"]) == 0
    out, _ = capsys.readouterr()
    # the sections after the revised ones moved in the file: their offsets change, not their text
    assert f"500 re-embedded, 2000 metadata updated, 0 removed, {total - 2500} unchanged; 500 embeddings" in out
    assert embedder.count == 500 + 500  # the chunks, and their revised sentences (bot.knowledge.sentences)
    changed = PolicyIndex.open_for_query(client, "policies", "hash-v1")
    assert changed.generation == index.generation + 1 and changed.count() == total
    reused = {s.collection for s in changed.layout.shards} & {s.collection for s in index.layout.shards}
    assert len(reused) == len(DOCS) - 1  # only the shard holding the revised document was rewritten
    hit = changed.fetch(None, date.today(), ["s0-doc3@r1#7. 항목 7"])
    assert hit and "개정 규정" in hit[0].text

    # A new embedding model: everything re-embedded into a new generation, then switched.
    embedder.name = "hash-v2"
    embedder.count = 0
    assert main(["ingest"]) == 0
    out, _ = capsys.readouterr()
    # every chunk, and every distinct sentence once (the sentence vectors of bot.knowledge.sentences)
    sentences = {s for c in all_chunks(load_policies(corpus)) for s in sentence_texts(c.body)}
    assert "index was built with 'hash-v1'" in out and embedder.count == total + len(sentences)
    rebuilt = PolicyIndex.open_for_query(client, "policies", "hash-v2")
    assert rebuilt.count() == total
    vector = embedder.embed(["문서 5 항목 42의 규정 내용입니다."])
    assert rebuilt.query(vector, "IT", date.today(), 3)
    assert main(["search", "문서 5 항목 42", "--dept", "IT"]) == 0
