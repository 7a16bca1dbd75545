"""The weekly digest job: once per week across replicas and restarts, catch-up, retries."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from bot.digest.digest import Digest
from bot.digest.schedule import DigestJob, DigestScheduler, RunOutcome
from bot.store import DigestState, Store
from tests.store_support import store, store_url  # noqa: F401

# an exception in the scheduler's own thread (not in a job) fails the test instead of passing as a warning
pytestmark = pytest.mark.filterwarnings("error::pytest.PytestUnhandledThreadExceptionWarning")

TUESDAY_W11 = datetime(2025, 3, 11, 1, 0, tzinfo=UTC)  # 10:00 KST, the day after W11's Monday run
MONDAY_W11_EARLY = datetime(2025, 3, 9, 23, 0, tzinfo=UTC)  # Monday 08:00 KST, before the run


def _digest(week: str, total: int = 1) -> Digest:
    return Digest(week=week, start=datetime(2025, 3, 3).date(), end=datetime(2025, 3, 9).date(),
                  total=total, previous_total=0, groups=[])


class Poster:
    """Stands in for the adapter's post (Slack); can be told to fail or to be slow."""

    def __init__(self, fail: int = 0, delay: float = 0.0) -> None:
        self.posted: list[str] = []
        self.fail = fail
        self.delay = delay
        self.done = threading.Event()
        self._lock = threading.Lock()

    def __call__(self, digest: Digest) -> None:
        if self.delay:
            threading.Event().wait(self.delay)
        with self._lock:
            if self.fail:
                self.fail -= 1
                raise ConnectionError("slack unavailable")
            self.posted.append(digest.week)
        self.done.set()


def _scheduler(store: Store, poster: Poster, now: datetime, **kwargs: object) -> DigestScheduler:  # noqa: F811
    job = DigestJob(store, _digest, poster, **kwargs)  # type: ignore[arg-type]
    return DigestScheduler(job, cron="0 9 * * mon", tz="Asia/Seoul", clock=lambda: now)


def test_due_week_follows_the_cron_in_seoul(store: Store) -> None:  # noqa: F811
    scheduler = _scheduler(store, Poster(), TUESDAY_W11)
    assert scheduler.last_fire_time(TUESDAY_W11) == datetime(2025, 3, 10, 0, 0, tzinfo=UTC)
    assert scheduler.due_week(TUESDAY_W11) == "2025-W10"
    assert scheduler.due_week(MONDAY_W11_EARLY) == "2025-W09"  # 09:00 not reached: last week's run
    assert scheduler.on_cron() is RunOutcome.POSTED


def test_two_scheduler_instances_racing_for_the_same_week_post_once(store_url: str) -> None:  # noqa: F811
    stores = [Store(store_url) for _ in range(2)]
    poster = Poster(delay=0.05)
    jobs = [DigestJob(s, _digest, poster) for s in stores]
    barrier = threading.Barrier(2)
    outcomes: list[RunOutcome] = []

    def run(job: DigestJob) -> None:
        barrier.wait()
        outcomes.append(job.run_week("2025-W10"))

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert poster.posted == ["2025-W10"]
    assert sorted(outcomes) == [RunOutcome.POSTED, RunOutcome.SKIPPED]
    assert jobs[1].run_week("2025-W10") is RunOutcome.SKIPPED  # a restart later: still once
    assert stores[0].digest_state("2025-W10") is DigestState.SENT
    for s in stores:
        s.close()


def test_missed_monday_runs_at_start_up_once(store_url: str) -> None:  # noqa: F811
    first = Store(store_url)
    poster = Poster()
    scheduler = _scheduler(first, poster, TUESDAY_W11)
    scheduler.start()  # the bot was down on Monday 09:00
    try:
        assert poster.done.wait(10), "the start-up catch-up did not post"
    finally:
        scheduler.shutdown()
    assert poster.posted == ["2025-W10"]
    restarted = _scheduler(Store(store_url), poster, TUESDAY_W11 + timedelta(hours=2))
    assert restarted.catch_up() is None  # already sent: a restart does not post again
    assert poster.posted == ["2025-W10"]
    first.close()


def test_failed_post_is_recorded_and_retried(store: Store) -> None:  # noqa: F811
    poster = Poster(fail=1)
    scheduler = _scheduler(store, poster, TUESDAY_W11)
    assert scheduler.catch_up() is RunOutcome.FAILED
    assert store.digest_state("2025-W10") is DigestState.FAILED and poster.posted == []
    assert scheduler.catch_up() is RunOutcome.POSTED
    assert scheduler.catch_up() is None and poster.posted == ["2025-W10"]


def test_claim_of_a_crashed_process_is_taken_over_after_its_lease(store: Store) -> None:  # noqa: F811
    assert store.try_claim_digest("2025-W10")  # claimed, then the process died before posting
    poster = Poster()
    patient = _scheduler(store, poster, TUESDAY_W11)
    assert patient.catch_up() is RunOutcome.SKIPPED  # within the lease: maybe still posting
    expired = _scheduler(store, poster, TUESDAY_W11, lease=timedelta(0))
    assert expired.catch_up() is RunOutcome.POSTED and poster.posted == ["2025-W10"]


def test_retries_stop_after_the_attempt_cap(store: Store) -> None:  # noqa: F811
    poster = Poster(fail=100)
    scheduler = _scheduler(store, poster, TUESDAY_W11)
    outcomes = [scheduler.catch_up() for _ in range(7)]
    assert outcomes.count(RunOutcome.FAILED) == 5 and outcomes[-1] is RunOutcome.SKIPPED


@pytest.mark.parametrize("cron", ["not a cron", "0 25 * * *"])
def test_a_bad_cron_setting_is_refused(store: Store, cron: str) -> None:  # noqa: F811
    with pytest.raises(ValueError):
        DigestScheduler(DigestJob(store, _digest, Poster()), cron=cron)


def test_an_empty_week_posts_nothing_unless_asked(store: Store) -> None:  # noqa: F811
    poster = Poster()
    job = DigestJob(store, lambda week: _digest(week, total=0), poster)
    assert job.run_week("2025-W10") is RunOutcome.EMPTY
    assert poster.posted == [] and store.digest_state("2025-W10") is DigestState.SENT
    asked = DigestJob(store, lambda week: _digest(week, total=0), poster, post_empty=True)
    assert asked.run_week("2025-W11") is RunOutcome.POSTED and poster.posted == ["2025-W11"]


def test_no_digest_for_a_week_the_bot_was_not_running(store: Store) -> None:  # noqa: F811
    poster = Poster()
    ran_weeks = {"2025-W10"}
    job = DigestJob(store, _digest, poster, ran=lambda week: week in ran_weeks)
    assert job.run_week("2025-W09") is RunOutcome.NOT_RUNNING
    assert store.digest_state("2025-W09") is None
    assert job.run_week("2025-W10") is RunOutcome.POSTED and poster.posted == ["2025-W10"]
