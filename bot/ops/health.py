"""Readiness: can this process do its work right now? (`/readyz`, `helpdesk` CLI checks)

- database: a write transaction (the service heartbeat) commits within a few seconds;
- index: the policy index exists and was built by the configured embedding model.

Each check says plainly what is wrong ("index not built: run `helpdesk ingest`").
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

INDEX_MISSING = "index not built: run `helpdesk ingest`"
CHECK_TIMEOUT_S = 3.0


@dataclass
class Report:
    checks: dict[str, str] = field(default_factory=dict)  # name -> "ok" or what is wrong

    @property
    def ok(self) -> bool:
        return all(value == "ok" for value in self.checks.values())

    def as_json(self) -> dict[str, Any]:
        return {"status": "ok" if self.ok else "unavailable", "checks": self.checks}


def index_problem(runtime: Any) -> str | None:
    """None when the index opens for queries with the configured model, else a plain sentence."""
    from bot.errors import IndexUnavailable
    from bot.knowledge.index import IndexError_

    try:
        runtime.collection()
    except IndexUnavailable as exc:  # Chroma server down, folder not writable: names the setting
        return str(exc)
    except IndexError_ as exc:  # missing, built by another model, or unreadable: each says what to run
        return str(exc) if "helpdesk ingest" in str(exc) else INDEX_MISSING
    except Exception as exc:
        return f"{INDEX_MISSING} (unreadable: {type(exc).__name__})"
    return None


class Readiness:
    """Runs named checks (each returns None when fine, else what is wrong) with a time limit."""

    def __init__(self, checks: dict[str, Callable[[], str | None]], timeout_s: float = CHECK_TIMEOUT_S) -> None:
        self.checks = checks
        self.timeout_s = timeout_s
        self._pool = ThreadPoolExecutor(max_workers=max(1, len(checks)), thread_name_prefix="readyz")

    def check(self) -> Report:
        report = Report()
        futures = {name: self._pool.submit(fn) for name, fn in self.checks.items()}
        for name, future in futures.items():
            try:
                problem = future.result(timeout=self.timeout_s)
            except FutureTimeout:
                problem = f"no answer within {self.timeout_s:.0f} s"
            except Exception as exc:
                problem = f"failed ({type(exc).__name__})"
            report.checks[name] = problem or "ok"
        if not report.ok:
            log.warning("not ready: %s", ", ".join(n for n, v in report.checks.items() if v != "ok"))
        return report
