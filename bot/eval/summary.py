"""`helpdesk eval --summary`: per case file and per category, what the bot did with the questions.

Outcomes (issue 8): auto-answered correctly; auto-answered wrongly (unsafe: route `auto_answer` but
the expectation not met: wrong route, wrong document, missing fact, excluded text present); handed
off (whatever was expected: a handoff of an answerable question is a miss, not a wrong answer);
clarified.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from bot.models import Route

OUTCOMES = ("correct", "wrong", "handoff", "clarify")
HEADERS = {"correct": "auto ok", "wrong": "auto WRONG", "handoff": "handed off", "clarify": "clarified"}


def outcome(route: Route, problems: list[str]) -> str:
    if route == Route.AUTO_ANSWER:
        return "wrong" if problems else "correct"
    return "handoff" if route == Route.HANDOFF else "clarify"


@dataclass
class Tally:
    cases: int = 0
    passed: int = 0
    correct: int = 0
    wrong: int = 0
    handoff: int = 0
    clarify: int = 0

    def add(self, kind: str, passed: bool) -> None:
        self.cases += 1
        self.passed += passed
        setattr(self, kind, getattr(self, kind) + 1)

    def as_dict(self) -> dict[str, int]:
        return {"cases": self.cases, "passed": self.passed, **{k: getattr(self, k) for k in OUTCOMES}}


class Summary:
    def __init__(self) -> None:
        self.by_file: dict[str, Tally] = defaultdict(Tally)
        self.by_category: dict[str, Tally] = defaultdict(Tally)
        self.total = Tally()
        self.wrong_cases: list[tuple[str, str, list[str]]] = []

    def add(self, file: str, case_id: str, category: str | None, route: Route, problems: list[str]) -> None:
        kind = outcome(route, problems)
        for tally in (self.by_file[file], self.by_category[category or "uncategorized"], self.total):
            tally.add(kind, not problems)
        if kind == "wrong":
            self.wrong_cases.append((file, case_id, problems))

    def to_json(self) -> dict[str, Any]:
        return {
            "files": {k: v.as_dict() for k, v in self.by_file.items()},
            "categories": {k: v.as_dict() for k, v in self.by_category.items()},
            "total": self.total.as_dict(),
            "wrong": [{"file": f, "id": i, "problems": p} for f, i, p in self.wrong_cases],
        }

    def render(self) -> str:
        lines: list[str] = []
        for title, rows in (("case file", self.by_file), ("category", self.by_category)):
            width = max([len(title), *(len(k) for k in rows)])
            lines.append(f"{title:<{width}}  {'cases':>5}  " + "  ".join(f"{HEADERS[k]:>10}" for k in OUTCOMES)
                         + f"  {'passed':>6}")
            for name, tally in [*sorted(rows.items()), ("total", self.total)]:
                cells = "  ".join(_cell(getattr(tally, k), tally.cases) for k in OUTCOMES)
                lines.append(f"{name:<{width}}  {tally.cases:>5}  {cells}  {tally.passed:>6}")
            lines.append("")
        if self.wrong_cases:
            lines.append("auto-answered wrongly:")
            lines.extend(f"  {f}:{i}  {'; '.join(p)}" for f, i, p in self.wrong_cases)
        return "\n".join(lines).rstrip()


def _cell(count: int, total: int) -> str:
    share = f"{count / total:.0%}" if total else "-"
    return f"{count:>4} {share:>5}"
