"""Prometheus metrics: every definition in this one module, recorded through the small functions below.

`helpdesk serve` exposes them on `GET /metrics` (text exposition format). Each replica exposes its
own counters and histograms (scrape every pod; sum them in queries). The ticket and question gauges
are read from the shared database at scrape time, so every replica reports the same values: use
`max` over replicas for them, not `sum`.

Labels are fixed, small sets (routes, reasons, stages, ticket states, outcomes): never an id, a
user or message text.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.gc_collector import GCCollector
from prometheus_client.platform_collector import PlatformCollector
from prometheus_client.process_collector import ProcessCollector
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.responses import Response

    from bot.models import Result
    from bot.store import Store

log = logging.getLogger(__name__)

REGISTRY = CollectorRegistry()
ProcessCollector(registry=REGISTRY)  # process_resident_memory_bytes, cpu seconds, open fds
PlatformCollector(registry=REGISTRY)
GCCollector(registry=REGISTRY)

NO_REASON = "none"  # the reason label of an automatic answer
STAGES = ("retrieve", "generate", "check", "total")
TICKET_STATES = ("open", "claimed", "answered", "resolved")

QUESTIONS = Counter(
    "helpdesk_questions",
    "Questions handled by the pipeline, by route and reason",
    ["route", "reason"],
    registry=REGISTRY,
)
STAGE_SECONDS = Histogram(
    "helpdesk_stage_seconds",
    "Time spent in each pipeline stage (total = the whole of handle())",
    ["stage"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
    registry=REGISTRY,
)
EVENTS_DEDUPLICATED = Counter(
    "helpdesk_events_deduplicated",
    "Platform events dropped because another delivery (or replica) already took them",
    ["platform"],
    registry=REGISTRY,
)
API_RETRIES = Counter(
    "helpdesk_api_retries",
    "Retries of chat-platform API calls (Slack Web API, Teams connector), by cause",
    ["platform", "cause"],
    registry=REGISTRY,
)
DIGEST_RUNS = Counter(
    "helpdesk_digest_runs",
    "Weekly digest runs by outcome (posted; skipped: another replica or run had it; empty; not_running; failed)",
    ["outcome"],
    registry=REGISTRY,
)
OUTBOX_FENCED = Counter(
    "helpdesk_outbox_fenced",
    "Outbox deliveries stopped by the fence: skipped (the row was taken over before the post, or the lease ran "
    "out before it: nothing sent), late (a send that succeeded after the row was taken over: a possible duplicate)",
    ["outcome"],
    registry=REGISTRY,
)
SCRAPE_ERRORS = Counter(
    "helpdesk_store_scrape_errors",
    "Scrapes whose database gauges could not be read",
    registry=REGISTRY,
)

# Label sets known in advance appear at 0 from the first scrape (rate() needs the series to exist).
for _stage in STAGES:
    STAGE_SECONDS.labels(stage=_stage)
for _outcome in ("posted", "skipped", "empty", "not_running", "failed"):
    DIGEST_RUNS.labels(outcome=_outcome)
for _outcome in ("skipped", "late"):
    OUTBOX_FENCED.labels(outcome=_outcome)


# recording --------------------------------------------------------------------------------------
def observe_result(result: Result) -> None:
    """One handled question: its route and reason, and the time of each stage that ran."""
    QUESTIONS.labels(route=result.route.value, reason=result.reason.value if result.reason else NO_REASON).inc()
    timings = result.timings_ms
    for stage in STAGES:
        value = getattr(timings, stage)
        if value > 0 or stage == "total":
            STAGE_SECONDS.labels(stage=stage).observe(value / 1000.0)


def event_deduplicated(platform: str = "slack") -> None:
    EVENTS_DEDUPLICATED.labels(platform=platform).inc()


def api_retry(platform: str, cause: str) -> None:
    """`cause`: rate_limited (the client's own 429 retry), connection (the client's own retry after a
    connection error), outbox (a failed delivery scheduled again with backoff, e.g. HTTP 5xx)."""
    API_RETRIES.labels(platform=platform, cause=cause).inc()


def outbox_fenced(outcome: str) -> None:
    """`outcome`: skipped (no send: the row was no longer this worker's), late (sent, then found taken over)."""
    OUTBOX_FENCED.labels(outcome=outcome).inc()


def digest_run(outcome: str) -> None:
    DIGEST_RUNS.labels(outcome=outcome).inc()


# database gauges, read at scrape time ---------------------------------------------------------------
class StoreCollector(Collector):
    """Tickets by state, unfinished questions and the outbox, counted in the database when scraped."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def describe(self) -> Iterable[Metric]:
        return []  # counted at scrape time: never queried when registered

    def collect(self) -> Iterator[Metric]:
        try:
            by_state, questions_by_state, outbox_by_state = self._counts()
        except Exception as exc:  # a scrape never fails because the database is away
            SCRAPE_ERRORS.inc()
            log.warning("metrics: store counts unavailable: %s", type(exc).__name__)
            yield GaugeMetricFamily("helpdesk_store_up", "1 when the database answered the last scrape", value=0.0)
            return
        yield GaugeMetricFamily("helpdesk_store_up", "1 when the database answered the last scrape", value=1.0)
        states = GaugeMetricFamily("helpdesk_tickets", "Tickets by state (from the shared database)", labels=["state"])
        for state in sorted(set(TICKET_STATES) | set(by_state)):
            states.add_metric([state], float(by_state.get(state, 0)))
        yield states
        open_now = sum(count for state, count in by_state.items() if state != "resolved")
        yield GaugeMetricFamily(
            "helpdesk_tickets_open", "Tickets not yet resolved (open, claimed or answered)", value=float(open_now)
        )
        unfinished = GaugeMetricFamily(
            "helpdesk_questions_unfinished", "Questions recorded and not yet done, by state", labels=["state"]
        )
        for state in sorted({"pending", "delivering"} | set(questions_by_state) - {"done"}):
            unfinished.add_metric([state], float(questions_by_state.get(state, 0)))
        yield unfinished
        if outbox_by_state is not None:
            outbox = GaugeMetricFamily(
                "helpdesk_outbox_messages", "Outgoing messages in the outbox, by state", labels=["state"]
            )
            for state in sorted({"pending", "sent", "failed"} | set(outbox_by_state)):
                outbox.add_metric([state], float(outbox_by_state.get(state, 0)))
            yield outbox

    def _counts(self) -> tuple[dict[str, int], dict[str, int], dict[str, int] | None]:
        from sqlalchemy import Table, func, select

        from bot.store import schema

        def by_state(conn: Any, table: Table) -> dict[str, int]:
            rows = conn.execute(select(table.c.state, func.count()).group_by(table.c.state))
            return {str(state): int(count) for state, count in rows}

        with self.store.transaction() as conn:
            tickets = by_state(conn, schema.tickets)
            questions = by_state(conn, schema.questions)
            outbox_table = getattr(schema, "outbox", None)
            outbox = by_state(conn, outbox_table) if isinstance(outbox_table, Table) else None
        return tickets, questions, outbox


_store_collector: StoreCollector | None = None
_store_lock = threading.Lock()


def register_store(store: Store) -> None:
    """Count tickets, unfinished questions and outbox messages in this store at each scrape."""
    global _store_collector
    with _store_lock:
        if _store_collector is not None:
            REGISTRY.unregister(_store_collector)
        _store_collector = StoreCollector(store)
        REGISTRY.register(_store_collector)


def unregister_store() -> None:
    global _store_collector
    with _store_lock:
        if _store_collector is not None:
            REGISTRY.unregister(_store_collector)
            _store_collector = None


# exposition -----------------------------------------------------------------------------------------
def exposition() -> tuple[bytes, str]:
    """The body and content type of a `/metrics` response."""
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST


async def metrics_endpoint(request: Request) -> Response:
    """Starlette endpoint for `GET /metrics` (the store query runs off the event loop)."""
    from starlette.concurrency import run_in_threadpool  # imported by the server only (not by `helpdesk ask`)
    from starlette.responses import Response

    body, content_type = await run_in_threadpool(exposition)
    return Response(body, media_type=content_type)
