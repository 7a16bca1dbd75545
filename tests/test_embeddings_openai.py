"""The OpenAI embedding backend over loopback HTTP, and the model recorded by the index."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.answer.retrieve import retrieve
from bot.knowledge.embeddings import make_embedder
from bot.knowledge.index import ModelMismatchError, PolicyIndex, open_client
from bot.knowledge.ingest import ingest
from bot.models import Asker
from bot.settings import load_settings
from tests.conftest import POLICIES
from tests.fakes.openai_server import start_fake_openai


def test_openai_embeddings_build_and_query_their_own_index(tmp_path: Path) -> None:
    with start_fake_openai() as fake:
        settings = load_settings(data_dir=tmp_path, embedding_backend="openai", openai_api_key="k",
                                 openai_base_url=fake.url)
        embedder = make_embedder(settings)
        assert embedder.name == "openai:text-embedding-3-large"
        client = open_client(settings)
        report = ingest(client, "policies", embedder, POLICIES)
        assert report.embedded == report.chunks
        assert fake.embedding_requests and fake.embedding_requests[0].json["model"] == "text-embedding-3-large"

        index = PolicyIndex.open_for_query(client, "policies", embedder.name)
        hits = retrieve(index, embedder, "비밀번호 변경 주기", Asker(), date(2026, 11, 30), 3)
        assert len(hits) == 3 and all(-1.0 <= h.score <= 1.0 for h in hits)
        with pytest.raises(ModelMismatchError, match="re-ingest"):
            PolicyIndex.open_for_query(client, "policies", "usem3")

        usem3 = make_embedder(load_settings(data_dir=tmp_path))
        rebuilt = ingest(client, "policies", usem3, POLICIES)
        assert rebuilt.rebuilt_from == "openai:text-embedding-3-large" and rebuilt.embedded == rebuilt.chunks
        assert PolicyIndex.open_for_query(client, "policies", "usem3").count() == rebuilt.chunks
