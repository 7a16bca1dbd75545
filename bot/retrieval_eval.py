"""Retrieval quality over a labelled case file: recall@1 and recall@3 by document."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from pydantic import BaseModel, TypeAdapter

from bot.embeddings import Embedder
from bot.glossary import Glossary
from bot.index import PolicyIndex
from bot.models import Asker
from bot.retrieve import retrieve


class RetrievalCase(BaseModel):
    id: str
    question: str
    doc_id: str
    dept: str | None = None
    as_of: date | None = None


def load_retrieval_cases(path: Path) -> list[RetrievalCase]:
    return TypeAdapter(list[RetrievalCase]).validate_python(json.loads(path.read_text(encoding="utf-8")))


@dataclass
class RecallReport:
    total: int = 0
    at1: int = 0
    at3: int = 0
    misses: list[str] = field(default_factory=list)

    def render(self, show_misses: bool = False) -> str:
        lines = [
            f"cases: {self.total}",
            f"recall@1: {self.at1}/{self.total} = {self.at1 / max(self.total, 1):.1%}",
            f"recall@3: {self.at3}/{self.total} = {self.at3 / max(self.total, 1):.1%}",
        ]
        if show_misses:
            lines.extend(f"  miss@3: {m}" for m in self.misses)
        return "\n".join(lines)


def recall_report(
    collection: PolicyIndex, embedder: Embedder, cases: list[RetrievalCase], glossary: Glossary | None = None
) -> RecallReport:
    report = RecallReport(total=len(cases))
    for case in cases:
        hits = retrieve(collection, embedder, case.question, Asker(dept=case.dept), case.as_of, 3, glossary)
        ranked = [h.doc_id for h in hits]
        report.at1 += bool(ranked[:1] == [case.doc_id])
        if case.doc_id in ranked:
            report.at3 += 1
        else:
            report.misses.append(f"{case.id} (want {case.doc_id}, got {', '.join(ranked)})")
    return report
