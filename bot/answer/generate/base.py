"""The generator interface and its typed outcomes."""

from __future__ import annotations

from typing import Literal, Protocol

from pydantic import BaseModel, Field

from bot.models import Excerpt, Reason

DraftStatus = Literal["answered", "insufficient_evidence", "needs_clarification"]


class Draft(BaseModel):
    """What a generator returns. `answer` cites excerpts by number: `[1]`, `[2]`..."""

    status: DraftStatus
    answer: str = ""
    evidence: list[str] = Field(default_factory=list)  # the numbers the answer uses, verbatim
    clarification: str | None = None


class GenerationError(Exception):
    """The generator could not produce a usable draft. `reason` is generation_failed or contract_failed."""

    def __init__(self, reason: Reason, detail: str, raw: str | None = None) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
        self.raw = raw  # the model's malformed output, kept for staff (never logged)


class Generator(Protocol):
    name: str

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        """Excerpt i (1-based) is `excerpts[i-1]`. Raises GenerationError on failure."""
        ...
