"""SIGKILL of a real `helpdesk serve` during a burst of 20 DMs (issue 13): after restarts every
question is answered or ticketed, none twice, within the takeover window (loopback only)."""

from __future__ import annotations

from pathlib import Path

from bot.runtime import Runtime
from tests.support.faults import run_fault

pytest_plugins = ["tests.slack_support"]


def test_sigkill_twice_during_a_burst_loses_and_repeats_nothing(slack_runtime: Runtime) -> None:
    notes: list[str] = []
    tally = run_fault(
        "sigkill", data_dir=slack_runtime.settings.data_dir, policies_dir=Path("policies").resolve(),
        count=20, model_latency_s=0.5, kill_at=(0.2, 1.5), settle_s=60.0, log=notes.append,
    )
    assert len([n for n in notes if "killed" in n]) == 2
    assert (tally.sent, tally.lost, tally.duplicated) == (20, 0, 0), (tally, notes)
    assert tally.answered == 10 and tally.ticketed == 10
    assert tally.notes == ["readyz after recovery: 200"]
