"""The week a digest catch-up started now will report, for tests that seed questions into it.

A test must not place its questions at "now minus seven days": the digest reports the week before
the latest cron run (Monday 09:00 in the company's zone), so between Monday 00:00 and 09:00 local time
a week ago is still the week after the one due.
"""

from __future__ import annotations

from datetime import datetime

from bot.digest.schedule import DigestJob, DigestScheduler
from bot.settings import Settings
from bot.store import Store
from bot.weeks import week_bounds


def due_week(store: Store, settings: Settings, now: datetime | None = None) -> tuple[str, datetime]:
    """The due week (as the running scheduler computes it) and its start (Monday 00:00 local, in UTC)."""
    scheduler = DigestScheduler(DigestJob(store, lambda week: None, lambda digest: None),  # type: ignore[arg-type,return-value]
                                cron=settings.digest_cron, tz=settings.timezone)
    week = scheduler.due_week(now)
    assert week is not None, "the digest cron did not fire in the last 35 days"
    start, _ = week_bounds(week, settings.timezone)
    return week, start
