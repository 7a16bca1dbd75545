"""Two `helpdesk serve` processes sharing one PostgreSQL 15 and one Chroma server (`chroma run`), in
Slack HTTP mode against the fake Slack Web API, all on loopback: what a multi-replica deployment
promises (an event answered once, every DM answered, one digest a week, no wrong answer while the
index is rebuilt, and a dead replica's questions taken over by the other, none twice)."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest

from bot.models import Reason, Result, Route
from bot.settings import Settings
from bot.store import Store, work
from tests.conftest import POLICIES
from tests.store_support import pg_server
from tests.support.cluster import (
    STAFF_CHANNEL,
    ChromaServer,
    Replica,
    chroma_binary,
    ingest,
    metric_sum,
    metric_value,
    replica_env,
    send_event,
)
from tests.support.digest_week import due_week
from tests.support.fake_openai import FakeOpenAI, start_fake_openai
from tests.support.slack_api import FakeSlackAPI, start_fake_slack_api
from tests.support.slack_harness import dm_event

QUESTIONS = [
    "비밀번호는 얼마나 자주 바꿔야 하나요?",
    "VPN 인증서는 어떻게 갱신하나요?",
    "노트북을 잃어버리면 어떻게 신고하나요?",
    "USB 메모리를 써도 되나요?",
    "피싱 메일을 받으면 어떻게 해야 하나요?",
    "사내 카페테리아 점심 메뉴 추천해 주세요",
]
GAP_QUESTION = "프린터 토너는 어디서 신청하나요 디지털코드 KLM-3304"
LEASE_S = 3.0  # HELPDESK_LEASE_SECONDS: how soon another replica takes over a dead one's work


@dataclass
class Cluster:
    api: FakeSlackAPI
    a: Replica
    b: Replica
    store: Store
    digest_week: str
    model: FakeOpenAI
    env: dict[str, str]
    work: Path
    policies: Path

    @property
    def replicas(self) -> tuple[Replica, Replica]:
        return self.a, self.b


def _posts_to(api: FakeSlackAPI, channel: str) -> list[str]:
    return [str(c.args.get("text", "")) for c in api.calls_to("chat.postMessage") if c.args.get("channel") == channel]


def _seed_digest_week(store: Store, settings: Settings) -> str:
    """Two gap questions in the week the replicas' digest catch-up will report."""
    week, start = due_week(store, settings)
    with store.transaction() as conn:  # a bot ran that week (no digest for a week it did not run in)
        work.heartbeat(conn, "seeded-replica", start + timedelta(hours=1))
    for hour in (10, 11):
        at = start + timedelta(days=1, hours=hour)
        qid = store.record_question("DGAP", "UGAP", None, GAP_QUESTION, received_at=at)
        store.finish_question(qid, Result(question=GAP_QUESTION, route=Route.HANDOFF, reason=Reason.CHECKS_FAILED,
                                          answer="-"))
    return week


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    try:
        chroma_binary()
    except FileNotFoundError as exc:
        pytest.skip(str(exc))
    database_url = pg_server().new_database()  # skips, with the reason, where PostgreSQL is absent
    work_dir = tmp_path_factory.mktemp("replicas")
    policies = work_dir / "policies"  # a copy: the re-ingest test revises it
    shutil.copytree(POLICIES, policies)
    store = Store(database_url)  # migrations run once here; the replicas find the schema in place
    settings = Settings()
    digest_week = _seed_digest_week(store, settings)
    with ChromaServer(work_dir / "chroma") as chroma, start_fake_slack_api(staff=["USTAFF1"]) as api, \
            start_fake_openai(latency_s=0.2) as model:
        env = replica_env(work_dir, database_url=database_url, chroma=chroma, slack_api_url=api.url,
                          policies=policies, extra={"HELPDESK_LEASE_SECONDS": str(LEASE_S)})
        ingest(env, cwd=work_dir)
        # Replica a drafts with a (fake) remote model, so its questions can be caught mid-work; b is
        # on the embedded extractive generator.
        env_a = {**env, "HELPDESK_GENERATOR": "openai", "OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": model.url}
        with Replica(env_a, work_dir, name="a", log_format="json") as a, Replica(env, work_dir, name="b") as b:
            a.wait_ready()
            b.wait_ready()
            yield Cluster(api=api, a=a, b=b, store=store, digest_week=digest_week, model=model, env=env,
                          work=work_dir, policies=policies)
    store.close()


def test_the_same_event_delivered_to_both_replicas_is_answered_once(cluster: Cluster) -> None:
    event = dm_event("U9001", QUESTIONS[0])
    with ThreadPoolExecutor(max_workers=2) as pool:
        statuses = list(pool.map(lambda r: send_event(r.events_url, event, "EvBothReplicas")[0], cluster.replicas))
    assert statuses == [200, 200]
    assert cluster.api.wait_for(lambda api: len(_posts_to(api, "D9001")) >= 1, timeout=30)
    time.sleep(1.5)  # room for a second (wrong) answer to arrive
    assert len(_posts_to(cluster.api, "D9001")) == 1
    dedup = sum(metric_value(r.metrics(), "helpdesk_events_deduplicated_total", platform="slack")
                for r in cluster.replicas)
    assert dedup == 1  # the replica that lost the claim says so in its /metrics


def test_forty_dms_spread_over_both_replicas_are_all_answered_once(cluster: Cluster) -> None:
    users = [f"U95{i:02d}" for i in range(40)]
    handled_before = sum(metric_sum(r.metrics(), "helpdesk_questions_total") for r in cluster.replicas)

    def send(i: int) -> int:
        replica = cluster.replicas[i % 2]
        return send_event(replica.events_url, dm_event(users[i], QUESTIONS[i % len(QUESTIONS)]))[0]

    with ThreadPoolExecutor(max_workers=10) as pool:
        statuses = list(pool.map(send, range(len(users))))
    assert statuses == [200] * 40
    channels = ["D" + u.removeprefix("U") for u in users]
    # on a loaded host a lease can run out under a live replica: the other one then takes the message over
    # (the fence keeps the first from posting too), which costs a lease period, not an answer
    answered = cluster.api.wait_for(lambda api: all(_posts_to(api, ch) for ch in channels), timeout=90)
    missing = [ch for ch in channels if not _posts_to(cluster.api, ch)]
    assert answered, f"unanswered: {missing}"
    time.sleep(LEASE_S + 1)  # a second (wrong) answer after a takeover would come after a lease period
    twice = [ch for ch in channels if len(_posts_to(cluster.api, ch)) != 1]
    fenced = {o: sum(metric_value(r.metrics(), "helpdesk_outbox_fenced_total", outcome=o) for r in cluster.replicas)
              for o in ("skipped", "late")}
    assert not twice, f"answered more than once: {twice} (outbox fence: {fenced})"
    per_replica = [metric_sum(r.metrics(), "helpdesk_questions_total") for r in cluster.replicas]
    assert sum(per_replica) - handled_before == 40
    assert all(count >= 20 for count in per_replica)  # each replica worked on its share
    # The store sees every question finished, whichever replica took it. The answer reaches Slack before its
    # delivery is recorded (the outbox marks it sent afterwards, in a batched write), so wait for the records.
    def states() -> list[str]:
        return [cluster.store.recent_questions(user)[0].state.value for user in users]

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and any(state != "done" for state in states()):
        time.sleep(0.2)
    assert states() == ["done"] * len(users)
    # Every handoff became one ticket message in the staff channel.
    tickets = [t for t in cluster.store.tickets() if t.message_ts]
    ticket_posts = [t for t in _posts_to(cluster.api, STAFF_CHANNEL) if t.startswith("티켓 #")]
    assert len(ticket_posts) == len(tickets) >= 40 // len(QUESTIONS)


def test_both_digest_schedulers_post_one_digest(cluster: Cluster) -> None:
    week = cluster.digest_week

    def digests(api: FakeSlackAPI) -> list[str]:
        return [t for t in _posts_to(api, STAFF_CHANNEL) if t.startswith(f"{week}:")]

    assert cluster.api.wait_for(lambda api: bool(digests(api)), timeout=30)
    time.sleep(1.0)
    assert len(digests(cluster.api)) == 1
    assert "2건" in digests(cluster.api)[0]
    runs = {o: sum(metric_value(r.metrics(), "helpdesk_digest_runs_total", outcome=o) for r in cluster.replicas)
            for o in ("posted", "skipped", "failed")}
    assert runs["posted"] == 1 and runs["failed"] == 0


def test_replica_logs_carry_no_question_text(cluster: Cluster) -> None:
    assert cluster.api.wait_for(lambda api: bool(_posts_to(api, "D9001")), timeout=30)
    for replica in cluster.replicas:
        logs = replica.logs()
        assert "route=" in logs, replica.name  # the log really has the handled questions
        for question in [*QUESTIONS, GAP_QUESTION]:
            assert question not in logs
    json_lines = [line for line in cluster.a.logs().splitlines() if line.startswith("{")]
    assert json_lines and all("level" in json.loads(line) for line in json_lines)


def _revise_policies(policies: Path) -> None:
    """A new document and a revised section: the next ingest builds a new index generation."""
    (policies / "printers.md").write_text(
        "---\ndoc_id: printers\ntitle: 프린터 이용 규정\nrevision: 1\neffective_from: 2024-01-01\n"
        "access: ALL\nowner: IT운영팀\n---\n\n## 1. 토너 신청\n- 프린터 토너는 IT 포털에서 신청한다.\n"
        "- 신청 후 2영업일 안에 교체한다.\n",
        encoding="utf-8",
    )


def test_a_reingest_during_a_burst_gives_no_retrieval_failed(cluster: Cluster) -> None:
    failed_before = sum(metric_value(r.metrics(), "helpdesk_questions_total", route="handoff",
                                     reason="retrieval_failed") for r in cluster.replicas)
    users = [f"U96{i:02d}" for i in range(30)]
    _revise_policies(cluster.policies)
    with ThreadPoolExecutor(max_workers=1) as ingester:
        job = ingester.submit(ingest, cluster.env, cluster.work)

        def send(i: int) -> int:
            time.sleep(0.1 * i)  # spread over the ingest's seconds
            return send_event(cluster.replicas[i % 2].events_url, dm_event(users[i], QUESTIONS[i % 5]))[0]

        with ThreadPoolExecutor(max_workers=10) as pool:
            statuses = list(pool.map(send, range(len(users))))
        summary = job.result(timeout=180)
    assert "1 added" in summary or "added" in summary, summary  # the re-ingest really changed the index
    assert statuses == [200] * len(users)
    channels = ["D" + u.removeprefix("U") for u in users]
    assert cluster.api.wait_for(lambda api: all(_posts_to(api, ch) for ch in channels), timeout=60)
    failed_after = sum(metric_value(r.metrics(), "helpdesk_questions_total", route="handoff",
                                    reason="retrieval_failed") for r in cluster.replicas)
    assert failed_after == failed_before
    reasons = [cluster.store.recent_questions(u)[0].reason for u in users]
    assert "retrieval_failed" not in reasons
    # the new generation answers from the new document
    send_event(cluster.b.events_url, dm_event("U9700", "프린터 토너는 어디서 신청하나요?"))
    assert cluster.api.wait_for(lambda api: bool(_posts_to(api, "D9700")), timeout=30)
    (record,) = cluster.store.recent_questions("U9700")
    assert "printers" in {source["doc_id"] for source in record.sources or []}


def test_sigkill_during_a_burst_every_question_is_answered_or_ticketed_once(cluster: Cluster) -> None:
    """Runs last: it kills replica a. Its questions wait in the (fake) model when it dies; b takes
    each over once its lease runs out and answers it, none twice."""
    cluster.model.latency_s = 8.0
    users = [f"U98{i:02d}" for i in range(20)]
    calls_before = len(cluster.model.chat_requests)
    with ThreadPoolExecutor(max_workers=10) as pool:
        statuses = list(pool.map(
            lambda i: send_event(cluster.a.events_url, dm_event(users[i], QUESTIONS[i % 5]))[0], range(len(users))
        ))
    assert statuses == [200] * len(users)  # stored before acknowledged
    in_model = cluster.api.wait_for(lambda _: len(cluster.model.chat_requests) - calls_before >= 5, timeout=20)
    assert in_model, "replica a never reached the model"
    cluster.a.kill()
    killed_at = time.monotonic()
    channels = ["D" + u.removeprefix("U") for u in users]
    answered = cluster.api.wait_for(lambda api: all(_posts_to(api, ch) for ch in channels), timeout=LEASE_S + 30)
    missing = [ch for ch in channels if not _posts_to(cluster.api, ch)]
    assert answered, f"not answered after replica a died: {missing}"
    took = time.monotonic() - killed_at
    time.sleep(LEASE_S + 1)  # a second (wrong) answer would come after another lease period
    assert all(len(_posts_to(cluster.api, ch)) == 1 for ch in channels), "a question was answered twice"
    for user in users:
        (record,) = cluster.store.recent_questions(user)
        assert record.state.value == "done"
        if record.route == "handoff":
            assert cluster.store.ticket_for_question(record.id) is not None
    assert took < LEASE_S + 25, f"takeover took {took:.1f} s"
