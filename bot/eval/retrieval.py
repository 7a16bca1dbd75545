"""Retrieval quality over a labelled case file: recall@1 and recall@3 by document."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from pydantic import BaseModel, TypeAdapter, ValidationError

from bot.answer.retrieve import retrieve
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import PolicyIndex
from bot.models import Asker


class RetrievalCase(BaseModel):
    id: str
    question: str
    doc_id: str
    dept: str | None = None
    as_of: date | None = None


class RetrievalCaseError(Exception):
    """A retrieval case file that cannot be read; the message names the file and the problem."""


def load_retrieval_cases(path: Path) -> list[RetrievalCase]:
    try:
        return TypeAdapter(list[RetrievalCase]).validate_python(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise RetrievalCaseError(f"{path}: no such case file") from None
    except IsADirectoryError:
        raise RetrievalCaseError(f"{path}: a folder, not a case file") from None
    except UnicodeDecodeError:
        raise RetrievalCaseError(f"{path}: not UTF-8 text") from None
    except OSError as exc:
        raise RetrievalCaseError(f"{path}: cannot read ({type(exc).__name__})") from None
    except json.JSONDecodeError as exc:
        raise RetrievalCaseError(f"{path}: not valid JSON ({exc})") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        raise RetrievalCaseError(
            f"{path}: not a retrieval case file ({exc.error_count()} problems): "
            f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
        ) from None


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
