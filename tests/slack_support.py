"""Fixtures and helpers for the Slack tests: one policy index per session, a store per test."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import pytest

from bot.answer.factory import build_pipeline
from bot.answer.generate import Generator
from bot.runtime import Runtime
from bot.settings import Settings, load_settings
from bot.store import Store
from tests.slack_data import MakeHarness
from tests.support.slack_harness import SlackHarness, slack_harness


@pytest.fixture(scope="session")
def slack_runtime(tmp_path_factory: pytest.TempPathFactory) -> Runtime:
    data_dir = tmp_path_factory.mktemp("slack-index")
    runtime = Runtime(load_settings(data_dir=data_dir, policies_dir=Path("policies")))
    runtime.ingest()
    return runtime


@pytest.fixture
def slack_settings(slack_runtime: Runtime, tmp_path: Path) -> Settings:
    return slack_runtime.settings.model_copy(
        update={"database_url": f"sqlite:///{tmp_path / 'helpdesk.sqlite3'}", "workers": 24}
    )


@pytest.fixture
def make_harness(slack_runtime: Runtime, slack_settings: Settings) -> MakeHarness:
    def make(generator: Generator | None = None, *, store: Store | None = None,
             settings: Settings | None = None) -> AbstractContextManager[SlackHarness]:
        chosen = settings or slack_settings
        pipeline = build_pipeline(chosen, generator, runtime=slack_runtime)
        return slack_harness(chosen, pipeline, store=store)

    return make


@pytest.fixture
def harness(make_harness: MakeHarness) -> Iterator[SlackHarness]:
    with make_harness() as h:
        yield h
