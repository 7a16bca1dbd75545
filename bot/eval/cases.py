"""Case files (`cases/*.json`): load, run through `handle`, and judge against `expect`."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from bot.answer.generate.replay import ReplayGenerator
from bot.answer.pipeline import Pipeline
from bot.models import Asker, Reason, Result, Route

CaseCategory = Literal["answerable", "near_miss", "unrelated", "false_premise", "multi_part", "injection"]


class CaseUser(BaseModel):
    dept: str | None = None
    id: str = "eval"


class Expect(BaseModel):
    model_config = ConfigDict(extra="forbid")

    route: Route
    reason: Reason | None = None
    cited: list[str] = Field(default_factory=list)
    answer_contains: list[str] = Field(default_factory=list)
    answer_excludes: list[str] = Field(default_factory=list)
    # follow-ups: what was searched ("history" on the case)
    query_contains: list[str] = Field(default_factory=list)
    query_excludes: list[str] = Field(default_factory=list)


class Case(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    question: str
    category: CaseCategory | None = None
    user: CaseUser | None = None
    as_of: date | None = None
    draft: str | None = None
    history: list[str] = Field(default_factory=list)  # the conversation's earlier messages, oldest first
    expect: Expect


class CaseFileError(Exception):
    pass


def load_cases(path: Path) -> list[Case]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        cases = TypeAdapter(list[Case]).validate_python(raw)
    except FileNotFoundError:
        raise CaseFileError(f"{path}: no such case file") from None
    except IsADirectoryError:
        raise CaseFileError(f"{path}: a folder, not a case file (pass its .json files: {path}/*.json)") from None
    except UnicodeDecodeError:
        raise CaseFileError(f"{path}: not UTF-8 text") from None
    except OSError as exc:
        raise CaseFileError(f"{path}: cannot read ({type(exc).__name__})") from None
    except json.JSONDecodeError as exc:
        raise CaseFileError(f"{path}: not valid JSON ({exc})") from None
    except ValidationError as exc:
        first = "; ".join(
            f"case {'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:3]
        )
        raise CaseFileError(f"{path}: not a case file ({exc.error_count()} problems): {first}") from None
    ids = [c.id for c in cases]
    if len(ids) != len(set(ids)):
        raise CaseFileError(f"{path}: duplicate case ids")
    return cases


def mismatches(case: Case, result: Result) -> list[str]:
    """What differs from the expectation; empty when the case passes."""
    exp = case.expect
    problems = []
    if result.route != exp.route:
        problems.append(f"route {result.route.value} != {exp.route.value}")
    if exp.reason is not None and result.reason != exp.reason:
        problems.append(f"reason {result.reason.value if result.reason else None} != {exp.reason.value}")
    cited = {c.doc_id for c in result.cited}
    problems.extend(f"not cited: {d}" for d in exp.cited if d not in cited)
    problems.extend(f"answer lacks {s!r}" for s in exp.answer_contains if s not in result.answer)
    problems.extend(f"answer has {s!r}" for s in exp.answer_excludes if s in result.answer)
    query = result.retrieval_query or ""
    problems.extend(f"query lacks {s!r}" for s in exp.query_contains if s not in query)
    problems.extend(f"query has {s!r}" for s in exp.query_excludes if s in query)
    return problems


def run_case(pipeline: Pipeline, case: Case) -> Result:
    asker = Asker(id=case.user.id if case.user else "eval", dept=case.user.dept if case.user else None)
    if case.draft is not None:
        pipeline = pipeline.with_generator(ReplayGenerator(case.draft))
    return pipeline.handle(case.question, asker, case.as_of, case.history)
