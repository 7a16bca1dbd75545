"""`GET /metrics` on the real Slack app over HTTP: what the counters, histograms and store gauges say."""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.digest.digest import Digest
from bot.digest.schedule import DigestJob, RunOutcome
from bot.ops import metrics
from bot.store import Store
from tests.slack_data import OFF_TOPIC_QUESTION, PASSWORD_QUESTION
from tests.support.slack_harness import STAFF_CHANNEL, SlackHarness, dm_event

pytest_plugins = ["tests.slack_support"]


def _scrape(h: SlackHarness) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    url = h.server.url.rsplit("/slack/events", 1)[0] + "/metrics"
    with urllib.request.urlopen(url, timeout=10) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/plain")
        body = response.read().decode("utf-8")
    samples: dict[tuple[str, tuple[tuple[str, str], ...]], float] = {}
    for family in text_string_to_metric_families(body):  # the exposition parses as Prometheus text
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def _value(samples: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


@pytest.fixture
def scraped_harness(harness: SlackHarness) -> Iterator[SlackHarness]:
    metrics.register_store(harness.store)
    yield harness
    metrics.unregister_store()


def test_questions_stages_tickets_dedup_and_retries_are_exposed(scraped_harness: SlackHarness) -> None:
    h = scraped_harness
    before = _scrape(h)
    assert _value(before, "helpdesk_store_up") == 1.0
    assert _value(before, "helpdesk_tickets_open") == 0.0

    h.api.fail_next("chat.postMessage", status=429, retry_after=0)  # the answer's post is retried once
    answered = dm_event("U700", PASSWORD_QUESTION)
    assert h.send_event(answered, event_id="EvMetrics1").status == 200
    assert h.send_event(answered, event_id="EvMetrics1", retry_num=1).status == 200  # Slack's re-delivery
    assert h.send_event(dm_event("U701", OFF_TOPIC_QUESTION)).status == 200
    assert h.api.wait_for(
        lambda _: len(h.store.tickets()) == 1 and bool(h.store.tickets()[0].message_ts), timeout=20
    )
    assert h.api.wait_for(lambda _: len(h.api.calls_to("chat.postMessage")) >= 3, timeout=20)

    after = _scrape(h)
    assert _value(after, "helpdesk_questions_total", route="auto_answer", reason="none") - _value(
        before, "helpdesk_questions_total", route="auto_answer", reason="none"
    ) == 1
    assert _value(after, "helpdesk_questions_total", route="handoff", reason="below_threshold") - _value(
        before, "helpdesk_questions_total", route="handoff", reason="below_threshold"
    ) == 1
    # every handled question is one observation of the total; retrieval ran for both
    for stage in ("total", "retrieve"):
        grew = _value(after, "helpdesk_stage_seconds_count", stage=stage) - _value(
            before, "helpdesk_stage_seconds_count", stage=stage
        )
        assert grew == 2, stage
    assert _value(after, "helpdesk_stage_seconds_bucket", stage="total", le="+Inf") >= 2
    assert _value(after, "helpdesk_events_deduplicated_total", platform="slack") - _value(
        before, "helpdesk_events_deduplicated_total", platform="slack"
    ) == 1
    assert _value(after, "helpdesk_api_retries_total", platform="slack", cause="rate_limited") - _value(
        before, "helpdesk_api_retries_total", platform="slack", cause="rate_limited"
    ) == 1
    # gauges read from the database at scrape time
    assert _value(after, "helpdesk_tickets", state="open") == 1.0
    assert _value(after, "helpdesk_tickets", state="resolved") == 0.0
    assert _value(after, "helpdesk_tickets_open") == 1.0
    assert _value(after, "helpdesk_questions_unfinished", state="pending") == 0.0
    assert _value(after, "helpdesk_outbox_messages", state="failed") == 0.0
    assert _value(after, "process_resident_memory_bytes") > 0

    (ticket,) = h.store.tickets()
    h.store.claim(ticket.id, "USTAFF1")
    h.store.resolve(ticket.id, "USTAFF1")
    resolved = _scrape(h)
    assert _value(resolved, "helpdesk_tickets", state="resolved") == 1.0
    assert _value(resolved, "helpdesk_tickets_open") == 0.0
    staff_posts = [c for c in h.api.calls_to("chat.postMessage") if c.args.get("channel") == STAFF_CHANNEL]
    assert len(staff_posts) == 1


def test_digest_runs_are_counted_by_outcome(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'digest.sqlite3'}")
    posted: list[str] = []

    def build(week: str) -> Digest:
        total = 0 if week == "2026-W09" else 3
        return Digest(week=week, start=date(2026, 3, 2), end=date(2026, 3, 8), total=total, previous_total=0,
                      groups=[])

    job = DigestJob(store, build, lambda digest: posted.append(digest.week), lease=timedelta(minutes=5))
    outcomes = ("posted", "skipped", "empty")

    def counts() -> dict[str, float]:
        return {o: metrics.REGISTRY.get_sample_value("helpdesk_digest_runs_total", {"outcome": o}) or 0.0
                for o in outcomes}

    before = counts()
    assert job.run_week("2026-W10") is RunOutcome.POSTED
    assert job.run_week("2026-W10") is RunOutcome.SKIPPED
    assert job.run_week("2026-W09") is RunOutcome.EMPTY
    assert posted == ["2026-W10"]
    after = counts()
    assert {o: after[o] - before[o] for o in outcomes} == {"posted": 1, "skipped": 1, "empty": 1}
    store.close()


def test_a_scrape_survives_an_unreachable_database() -> None:
    store = Store.__new__(Store)  # a store whose database is gone: every transaction fails
    from sqlalchemy import create_engine

    store.url = "postgresql+psycopg://nobody@127.0.0.1:9/none"
    store.engine = create_engine(store.url, connect_args={"connect_timeout": 2})
    metrics.register_store(store)
    try:
        body, content_type = metrics.exposition()
    finally:
        metrics.unregister_store()
        store.engine.dispose()
    text = body.decode("utf-8")
    assert content_type.startswith("text/plain")
    assert "helpdesk_store_up 0.0" in text
    assert "helpdesk_tickets{" not in text


def test_a_failed_delivery_scheduled_again_is_counted(scraped_harness: SlackHarness) -> None:
    h = scraped_harness
    before = _scrape(h)
    h.api.fail_next("chat.postMessage", status=500, retry_after=None)  # not retried by the client itself
    assert h.send_event(dm_event("U702", PASSWORD_QUESTION)).status == 200
    assert h.api.wait_for(lambda api: len(api.calls_to("chat.postMessage")) >= 1, timeout=30)  # the outbox retried
    after = _scrape(h)
    assert _value(after, "helpdesk_api_retries_total", platform="slack", cause="outbox") - _value(
        before, "helpdesk_api_retries_total", platform="slack", cause="outbox"
    ) == 1
