"""The weekly digest job: APScheduler cron in the running adapter, exactly once per week in the DB.

Wiring (adapter entry point only)::

    scheduler = DigestScheduler(DigestJob(store, make_digest_builder(settings, store, runtime), post),
                                cron=settings.digest_cron, tz=settings.timezone)
    scheduler.start()   # cron job + an immediate catch-up + a periodic retry

- The cron (default ``0 9 * * mon``, Asia/Seoul) reports the ISO week *before* the one it fires in:
  Monday 09:00 of 2025-W11 posts 2025-W10. The `sent_digests` row is keyed by the reported week.
- `DigestJob.run_week` claims the week in the database (`Store.try_claim_digest`, committed)
  *before* building and posting; only the claimer posts, so replicas and restarts cannot double
  post. A post that raises is recorded as ``failed`` and retried by the next catch-up; a claim
  whose process died is retried once its lease (30 min) has run out. See `bot.store.events`.
- Catch-up: at start and every `retry_every`, the week of the latest cron fire time at or before
  now is run if it is not yet sent (a Monday missed while the bot was down happens at start-up).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from zoneinfo import ZoneInfo

from apscheduler.schedulers.background import BackgroundScheduler
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger

from bot.digest.digest import Digest, build_digest
from bot.knowledge.index import IndexError_, PolicyIndex
from bot.ops import metrics
from bot.runtime import Runtime
from bot.settings import Settings
from bot.store import DigestState, Store
from bot.store.events import DEFAULT_LEASE
from bot.weeks import previous_week, week_of

log = logging.getLogger(__name__)

Post = Callable[[Digest], None]
Build = Callable[[str], Digest]


class RunOutcome(StrEnum):
    POSTED = "posted"
    SKIPPED = "skipped"  # another run holds or has sent this week
    EMPTY = "empty"  # nothing to report (recorded as done; posted only when asked)
    NOT_RUNNING = "not_running"  # the bot did not run in that week: no digest for it
    FAILED = "failed"  # building or posting raised; recorded for a retry


def utcnow() -> datetime:
    return datetime.now(UTC)


class DigestJob:
    """Builds and posts one week's digest, guarded by the database so it happens once."""

    def __init__(
        self, store: Store, build: Build, post: Post, *, lease: timedelta = DEFAULT_LEASE,
        ran: Callable[[str], bool] | None = None, post_empty: bool = False,
    ) -> None:
        """`ran(week)`: whether the bot was running in that week (None: do not check); an empty
        week is posted only with `post_empty`."""
        self.store = store
        self.build = build
        self.post = post
        self.lease = lease
        self.ran = ran
        self.post_empty = post_empty

    def run_week(self, week: str) -> RunOutcome:
        outcome = self._run_week(week)
        metrics.digest_run(outcome.value)
        return outcome

    def _run_week(self, week: str) -> RunOutcome:
        if self.ran is not None and not self.ran(week):
            log.info("digest %s: the bot was not running that week, no digest", week)
            return RunOutcome.NOT_RUNNING
        if not self.store.try_claim_digest(week, lease=self.lease):
            log.info("digest %s: already sent or in progress elsewhere", week)
            return RunOutcome.SKIPPED
        try:
            digest = self.build(week)
            if not digest.total and not self.post_empty:
                self.store.mark_digest_sent(week)
                log.info("digest %s: no policy gaps, nothing posted", week)
                return RunOutcome.EMPTY
            self.post(digest)
        except Exception as exc:  # any adapter error: record it, never lose the week
            self.store.mark_digest_failed(week, type(exc).__name__)
            log.warning("digest %s: posting failed (%s); a later run retries", week, type(exc).__name__)
            return RunOutcome.FAILED
        self.store.mark_digest_sent(week)
        log.info("digest %s posted: %s questions in %s groups", week, digest.total, len(digest.groups))
        return RunOutcome.POSTED


class DigestScheduler:
    """Runs a `DigestJob` on a cron in a background thread, with catch-up and retries."""

    def __init__(
        self, job: DigestJob, *, cron: str = "0 9 * * mon", tz: str = "Asia/Seoul",
        clock: Callable[[], datetime] = utcnow, retry_every: timedelta = timedelta(minutes=15),
    ) -> None:
        self.job = job
        self.tz = tz
        self.trigger = CronTrigger.from_crontab(cron, timezone=ZoneInfo(tz))
        self.clock = clock
        self.retry_every = retry_every
        self._scheduler: BackgroundScheduler | None = None

    def last_fire_time(self, now: datetime) -> datetime | None:
        """The latest cron fire time at or before `now` (looking back up to 35 days)."""
        moment = self.trigger.get_next_fire_time(None, now - timedelta(days=35))
        last = None
        while moment is not None and moment <= now:
            last = moment
            moment = self.trigger.get_next_fire_time(moment, moment + timedelta(seconds=1))
        return last

    def due_week(self, now: datetime | None = None) -> str | None:
        """The week the latest past cron run reports (None if the cron never fired in 35 days)."""
        fired = self.last_fire_time(now or self.clock())
        return None if fired is None else previous_week(week_of(fired, self.tz))

    def on_cron(self) -> RunOutcome:
        return self.job.run_week(previous_week(week_of(self.clock(), self.tz)))

    def catch_up(self) -> RunOutcome | None:
        """Run the due week unless it is already sent (safe to call any time, from any replica)."""
        week = self.due_week()
        if week is None or self.job.store.digest_state(week) is DigestState.SENT:
            return None
        if self.job.ran is not None and not self.job.ran(week):
            return RunOutcome.NOT_RUNNING
        return self.job.run_week(week)

    def start(self) -> None:
        scheduler = BackgroundScheduler(timezone=ZoneInfo(self.tz))
        scheduler.add_job(self.on_cron, self.trigger, id="weekly-digest", coalesce=True,
                          max_instances=1, misfire_grace_time=3600)
        # the catch-up runs at start-up and then every retry_every: one interval job whose first run is now (a
        # separate one-shot job raced the scheduler's own removal of it when shut down right after it ran)
        scheduler.add_job(self.catch_up, IntervalTrigger(seconds=self.retry_every.total_seconds()),
                          id="digest-retry", coalesce=True, max_instances=1, next_run_time=datetime.now(UTC))
        scheduler.start()
        self._scheduler = scheduler

    def shutdown(self, wait: bool = True) -> None:
        if self._scheduler is not None:
            self._scheduler.shutdown(wait=wait)
            self._scheduler = None


def weekly_report_line(store: Store, week: str, tz: str) -> str | None:
    """The one-line summary of the week's helpdesk report that the digest post carries."""
    from bot.digest.report import build_report, summary_line

    try:
        return "헬프데스크 주간 현황: " + summary_line(build_report(store, week, utcnow, tz))
    except Exception as exc:  # the digest goes out without the line rather than not at all
        log.warning("weekly report for the digest failed: %s", type(exc).__name__)
        return None


def make_digest_builder(settings: Settings, store: Store, runtime: Runtime) -> Build:
    """The digest builder an adapter passes to `DigestJob`: settings' time zone, the policy index
    if there is one (without it, groups name no policy), the relevance threshold as policy floor."""

    def policy_index() -> PolicyIndex | None:
        try:
            return runtime.collection()
        except IndexError_ as exc:
            log.warning("digest without nearest policies: %s", exc)
            return None

    def build(week: str) -> Digest:
        digest = build_digest(store, week, runtime.embedder, policy_index,
                              tz=settings.timezone, policy_floor=settings.threshold, glossary=runtime.glossary)
        return digest.model_copy(update={"report_line": weekly_report_line(store, week, settings.timezone)})

    return build
