"""Warm start: the model is loaded and the index opened before `helpdesk serve` reports ready."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.errors import IndexError_
from bot.runtime import Runtime
from bot.settings import Settings, load_settings


def test_warm_up_loads_the_model_and_opens_the_index(
    shared_settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    runtime = Runtime(shared_settings)
    runtime.warm_up()
    assert runtime.embedder._model._backend is not None  # type: ignore[attr-defined]  # weights loaded
    assert "index generation" in capsys.readouterr().err


def test_warm_up_fails_clearly_without_an_index(tmp_path: Path) -> None:
    runtime = Runtime(load_settings(data_dir=tmp_path / "empty"))
    with pytest.raises(IndexError_, match="helpdesk ingest"):
        runtime.warm_up()


def test_serve_warms_up_before_it_starts_the_server() -> None:
    import inspect

    from bot.slack import runner

    source = inspect.getsource(runner.prepare)
    assert source.index("warm_up()") < source.index("build_slack_app")
