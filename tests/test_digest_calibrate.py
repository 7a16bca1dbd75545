"""Choosing the digest grouping's weights and cut from tuning fixtures (`helpdesk digest --calibrate`)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from bot.cli import main
from bot.digest.calibrate import choose
from bot.digest.grouping import Weights
from bot.settings import Settings

GRID = (Weights(0.7, 0.1, 0.2), Weights(0.6, 0.1, 0.3))
CUTS = (0.1, 0.2, 0.3, 0.4)


def test_the_choice_is_the_best_plateau_not_the_best_spike() -> None:
    scores = np.zeros((2, 4, 2))
    scores[0, :, :] = [[0.2, 0.2], [0.95, 0.95], [0.2, 0.2], [0.2, 0.2]]  # one spike
    scores[1, :, :] = [[0.6, 0.6], [0.8, 0.7], [0.8, 0.8], [0.8, 0.8]]  # a plateau
    best, other = choose(scores, GRID, CUTS)
    assert best.weights == GRID[1] and best.cut == 0.4 and best.per_fixture == (0.8, 0.8)
    assert best.smoothed == pytest.approx(0.8, abs=1e-4)
    assert other.weights == GRID[0] and other.smoothed == pytest.approx(0.45, abs=1e-4)


def test_a_change_one_fixture_likes_and_the_other_dislikes_is_not_chosen() -> None:
    scores = np.full((2, 4, 2), 0.6)
    scores[0, :, 0] = 0.9  # first weights: better on fixture 0 ...
    scores[0, :, 1] = 0.2  # ... much worse on fixture 1
    assert choose(scores, GRID, CUTS)[0].weights == GRID[1]


def test_calibrate_command(shared_settings: Settings, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    questions = [("vpn", "VPN이 너무 느려요"), ("vpn", "VPN 연결이 자꾸 끊겨요"), ("vpn", "VPN keeps disconnecting"),
                 ("parking", "주차 등록은 어떻게 하나요?"), ("parking", "주차비 지원되나요?"),
                 ("parking", "Is there employee parking?"), ("printer", "프린터 드라이버는 어디서 받나요?"),
                 ("printer", "프린터 연결이 안 돼요"), ("printer", "How do I add the office printer?")]
    fixture = tmp_path / "small.json"
    fixture.write_text(json.dumps({"as_of": "2026-11-30", "questions": [
        {"topic": t, "text": x} for t, x in questions]}, ensure_ascii=False), encoding="utf-8")
    assert main(["digest", "--calibrate", str(fixture)]) == 0
    out = capsys.readouterr().out.splitlines()
    chosen = [line for line in out if line.startswith("* 0.")]
    assert len(chosen) == 1 and len([line for line in out if line.startswith("  0.")]) == 7
    assert float(chosen[0].split()[7]) > 0.5  # three clear topics: the best cut separates them
    assert main(["digest", "--calibrate", str(fixture), str(tmp_path / "missing.json")]) == 2
