"""Teams benchmark: acknowledgement latency under concurrent activities, and time to answer concurrent DMs.

Runs the real Teams side (SDK JWT validation on `/api/messages`, the helpdesk service, the Teams
ports) over HTTP on loopback against the fake Bot Connector, with signed tokens and a fake model that
takes `model_latency_s` per answer. The policy index is built in a temporary folder. `senders`: as in
`slack_bench` ("process": each burst is sent from a separate process; "thread": from threads in the
measured process, the earlier mode).
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import nullcontext
from pathlib import Path

from bot.answer.factory import build_pipeline
from bot.answer.generate.extractive import ExtractiveGenerator
from bot.runtime import Runtime
from bot.settings import Settings
from bot.slack.runner import settle_heap
from tests.support.generators import SlowGenerator
from tests.support.load_sender import SenderProcess
from tests.support.slack_bench import ACK_TARGET_MS, ANSWER_TARGET_S, QUESTIONS, SENDERS, _percentile
from tests.support.teams_harness import TeamsHarness, teams_harness


def _send_all(h: TeamsHarness, users: list[str], senders: SenderProcess | None) -> list[tuple[int, float]]:
    """One DM per user at once (from `senders`, else from threads here); (status, ack latency s) each."""
    activities = [h.message(u, QUESTIONS[i % len(QUESTIONS)]) for i, u in enumerate(users)]
    tokens = [h.token() for _ in users]  # signed before the clock starts, as Teams does
    if senders is not None:
        requests = [(json.dumps(a), {"Content-Type": "application/json", "Authorization": f"Bearer {t}"})
                    for a, t in zip(activities, tokens, strict=True)]
        return [(r.status, r.latency_s) for r in senders.burst(h.url, requests)]

    def send(i: int) -> tuple[int, float]:
        started = time.perf_counter()
        status, _ = h.post(activities[i], token=tokens[i])
        return status, time.perf_counter() - started

    with ThreadPoolExecutor(max_workers=len(users)) as pool:
        return list(pool.map(send, range(len(users))))


def _burst(h: TeamsHarness, users: list[str], senders: SenderProcess | None = None) -> tuple[list[float], float]:
    """One DM per user at once; returns each acknowledgement latency (s) and the time until all are answered."""
    conversations = {f"a:dm-{u}" for u in users}
    started = time.perf_counter()
    sent = _send_all(h, users, senders)
    if any(status != 200 for status, _ in sent):
        raise RuntimeError(f"unexpected statuses: {sorted({status for status, _ in sent})}")

    def answered(_: object) -> bool:
        done = {c.path.split("/")[3] for c in h.cloud.calls_to("send") if c.body.get("type") == "message"}
        return conversations <= done

    if not h.cloud.wait_for(answered, timeout=60):
        raise RuntimeError("not every DM was answered within 60 s")
    return [latency for _, latency in sent], time.perf_counter() - started


def bench_teams(settings: Settings, *, activities: int = 20, model_latency_s: float = 1.0,
                rounds: int = 5, senders: str = "process") -> list[str]:
    if senders not in SENDERS:
        raise ValueError(f"senders: one of {', '.join(SENDERS)}")
    with tempfile.TemporaryDirectory(prefix="helpdesk-bench-teams-") as tmp:
        data = Path(tmp)
        local = settings.model_copy(update={
            "data_dir": data, "database_url": f"sqlite:///{data / 'helpdesk.sqlite3'}", "chroma_host": None,
            "generator": "extractive", "workers": max(settings.workers, activities),
        })
        runtime = Runtime(local)
        runtime.ingest()
        generator = SlowGenerator(ExtractiveGenerator(runtime.embedder, runtime.glossary), model_latency_s)
        pipeline = build_pipeline(local, generator, runtime=runtime)
        with teams_harness(local, pipeline) as h, \
                (SenderProcess() if senders == "process" else nullcontext()) as sender:
            _send_all(h, ["29:warm-up"], sender)  # warm-up: JWKS, connections, caches
            h.wait_messages("a:dm-29:warm-up", timeout=30)
            settle_heap()  # as `helpdesk serve` does once it is up
            acks: list[float] = []
            answer_times: list[float] = []
            cpu_started = time.process_time()
            for r in range(rounds):
                latencies, answered_in = _burst(h, [f"29:bench-{r:02d}-{i:03d}" for i in range(activities)], sender)
                acks += latencies
                answer_times.append(answered_in)
            cpu_ms = (time.process_time() - cpu_started) * 1000 / (rounds * activities)
    acks_ms = [a * 1000 for a in acks]
    p50, p99 = statistics.median(acks_ms), _percentile(acks_ms, 99)
    worst = max(answer_times)
    return [
        f"teams: {rounds} bursts of {activities} concurrent signed DM activities over HTTP (loopback, fake Bot "
        f"Connector, SDK JWT validation), fake model {model_latency_s:.1f} s, {local.workers} workers, sent from "
        + ("a separate process" if senders == "process" else "threads in the measured process"),
        f"ack latency: p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {max(acks_ms):.1f} ms "
        f"(target p99 < {ACK_TARGET_MS:.0f} ms) {'OK' if p99 < ACK_TARGET_MS else 'MISSED'}",
        f"time to answer {activities} concurrent DMs: median {statistics.median(answer_times):.2f} s, "
        f"worst {worst:.2f} s (target < {ANSWER_TARGET_S:.0f} s) {'OK' if worst < ANSWER_TARGET_S else 'MISSED'}",
        f"CPU per DM, whole measured process (server, service, fake cloud"
        f"{'' if senders == 'process' else ' and client threads'}): {cpu_ms:.1f} ms; "
        f"load average while measured: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
    ]
