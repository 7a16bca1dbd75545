"""Seed 000 §3.2: choose the relevance threshold from measured top scores of two groups of questions."""

from __future__ import annotations

from dataclasses import dataclass

from bot.answer.pipeline import Pipeline
from bot.answer.retrieve import retrieve
from bot.eval.cases import Case
from bot.models import Asker, Reason, Route

GATE_REASONS = {Reason.BELOW_THRESHOLD, Reason.NO_EVIDENCE}


@dataclass
class Calibration:
    answerable: list[tuple[str, float]]
    unrelated: list[tuple[str, float]]
    suggested: float
    current: float

    def correct(self, threshold: float) -> tuple[int, int]:
        return (
            sum(score >= threshold for _, score in self.answerable),
            sum(score < threshold for _, score in self.unrelated),
        )

    def render(self) -> str:
        lines = []
        for label, group in (("answerable", self.answerable), ("unrelated", self.unrelated)):
            lines.append(f"{label} ({len(group)}):")
            lines.extend(f"  {score:.3f}  {question}" for question, score in sorted(group, key=lambda p: -p[1]))
        low_in = min((s for _, s in self.answerable), default=float("nan"))
        high_out = max((s for _, s in self.unrelated), default=float("nan"))
        lines.append(f"answerable lowest {low_in:.3f}, unrelated highest {high_out:.3f}, gap {low_in - high_out:+.3f}")
        for label, value in (("suggested", self.suggested), ("current", self.current)):
            ok_in, ok_out = self.correct(value)
            lines.append(
                f"{label} threshold {value:.3f}: answerable {ok_in}/{len(self.answerable)} pass the gate, "
                f"unrelated {ok_out}/{len(self.unrelated)} stopped"
            )
        return "\n".join(lines)


def suggest(answerable: list[float], unrelated: list[float]) -> float:
    """Middle of the gap when the groups separate; otherwise the cut with the fewest errors, ties
    broken toward the higher threshold (a person answering is safer than a guess)."""
    if not answerable or not unrelated:
        raise ValueError("calibration needs both answerable and unrelated questions")
    low_in, high_out = min(answerable), max(unrelated)
    if low_in > high_out:
        return round((low_in + high_out) / 2, 3)
    candidates = sorted(set(answerable + unrelated))
    def errors(t: float) -> int:
        return sum(s < t for s in answerable) + sum(s >= t for s in unrelated)
    best = min(candidates, key=lambda t: (errors(t), -t))
    return round(best, 3)


def calibrate(pipeline: Pipeline, cases: list[Case]) -> Calibration:
    """Answerable: cases expected to pass the gate; unrelated: cases expected to stop at it."""
    collection = pipeline.collection()
    answerable: list[tuple[str, float]] = []
    unrelated: list[tuple[str, float]] = []
    for case in cases:
        asker = Asker(dept=case.user.dept if case.user else None)
        hits = retrieve(collection, pipeline.embedder, case.question, asker, case.as_of, 1, pipeline.glossary)
        score = hits[0].score if hits else 0.0
        if case.expect.reason in GATE_REASONS:
            unrelated.append((case.question, score))
        elif case.expect.route == Route.AUTO_ANSWER:
            answerable.append((case.question, score))
    return Calibration(
        answerable, unrelated,
        suggest([s for _, s in answerable], [s for _, s in unrelated]),
        pipeline.settings.threshold,
    )
