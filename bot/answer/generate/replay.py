"""The replay generator: returns a recorded model answer (case files that carry a `draft`)."""

from __future__ import annotations

from bot.answer.generate.base import Draft
from bot.models import Excerpt


class ReplayGenerator:
    name = "replay"
    cpu_bound = True  # runs on this machine: takes a CPU slot in the pipeline

    def __init__(self, draft: str, status: str = "answered") -> None:
        self.draft = draft
        self.status = status

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        return Draft.model_validate({"status": self.status, "answer": self.draft})
