"""Fake models for tests and benchmarks."""

from __future__ import annotations

import time

from bot.answer.generate import Draft, GenerationError, Generator
from bot.models import Excerpt, Reason


class SlowGenerator:
    """Sleeps `delay_s` (a model's latency), then answers like the wrapped generator."""

    name = "slow"

    def __init__(self, inner: Generator, delay_s: float) -> None:
        self.inner = inner
        self.delay_s = delay_s

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        time.sleep(self.delay_s)
        return self.inner.generate(question, excerpts)


class FailingGenerator:
    """A model that always fails, as a timeout or a 5xx would."""

    name = "failing"

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        raise GenerationError(Reason.GENERATION_FAILED, "upstream 503 after retries")
