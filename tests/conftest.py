"""Shared test set-up: every test gets its own data dir and never sees a real API key."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from bot.answer.pipeline import Pipeline
    from bot.settings import Settings
    from tests.fakes.openai_server import FakeOpenAI


@pytest.fixture(autouse=True)
def _isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HELPDESK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("DATABASE_URL", raising=False)


REPO = Path(__file__).resolve().parent.parent
POLICIES = REPO / "policies"


@pytest.fixture(autouse=True)
def _no_real_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reaches a real model: an accidental OpenAI call goes to a closed local port."""
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")


@pytest.fixture(scope="session")
def shared_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The repository's policies ingested once per session (read-only for tests that share it)."""
    from bot.runtime import Runtime
    from bot.settings import load_settings

    data_dir = tmp_path_factory.mktemp("shared-index")
    Runtime(load_settings(data_dir=data_dir, policies_dir=POLICIES)).ingest()
    return data_dir


@pytest.fixture
def shared_settings(shared_index: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    from bot.settings import load_settings

    monkeypatch.setenv("HELPDESK_DATA_DIR", str(shared_index))
    monkeypatch.setenv("HELPDESK_POLICIES_DIR", str(POLICIES))
    return load_settings()


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    """The fake OpenAI-compatible server on loopback, stopped after the test."""
    from tests.fakes.openai_server import start_fake_openai

    with start_fake_openai() as server:
        yield server


@pytest.fixture
def model_pipeline(shared_settings: Settings, fake: FakeOpenAI) -> Pipeline:
    """The pipeline on the shared index with the real openai client talking to `fake`."""
    from bot.answer.factory import build_pipeline

    settings = shared_settings.model_copy(update={
        "openai_api_key": "test-key", "openai_base_url": fake.url, "openai_timeout_s": 1.0, "openai_max_retries": 1,
    })
    return build_pipeline(settings)
