"""Slack benchmark: acknowledgement latency under concurrent events, and time to answer concurrent DMs.

Runs the real app over HTTP on loopback against the fake Web API, with signed requests and a fake
model that takes `model_latency_s` per answer. The policy index is built in a temporary folder.

`senders`: "process" (default) sends each burst from a separate process (`load_sender`), as Slack
sends from elsewhere; "thread" sends from 20 threads inside the measured process (the mode of the
figures before 2026-11-30 17:45 UTC), where the load generator competes with the server for the GIL.
"""

from __future__ import annotations

import json
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
from tests.support.slack_harness import SlackHarness, dm_event, event_callback, slack_harness

QUESTIONS = [
    "비밀번호는 얼마나 자주 바꿔야 하나요?",
    "VPN 인증서는 어떻게 갱신하나요?",
    "노트북을 잃어버리면 어떻게 신고하나요?",
    "USB 메모리를 써도 되나요?",
    "피싱 메일을 받으면 어떻게 해야 하나요?",
]
ACK_TARGET_MS = 100.0
ANSWER_TARGET_S = 3.0
SENDERS = ("process", "thread")


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(pct / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def _send_all(h: SlackHarness, users: list[str], senders: SenderProcess | None) -> list[tuple[int, float]]:
    """One DM per user at once (from `senders`, else from threads here); (status, ack latency s) each."""
    events = [dm_event(u, QUESTIONS[i % len(QUESTIONS)]) for i, u in enumerate(users)]
    if senders is None:
        with ThreadPoolExecutor(max_workers=len(users)) as pool:
            return [(s.status, s.latency_s) for s in pool.map(h.send_event, events)]
    bodies = [json.dumps(event_callback(e), ensure_ascii=False) for e in events]
    requests = [(b, {"Content-Type": "application/json", **h.sign(b)}) for b in bodies]
    return [(r.status, r.latency_s) for r in senders.burst(h.server.url, requests)]


def _burst(h: SlackHarness, users: list[str], senders: SenderProcess | None = None) -> tuple[list[float], float]:
    """Send one DM per user at once; returns each ack latency (s) and the time until all are answered."""
    channels = {"D" + u.removeprefix("U") for u in users}
    before = len(h.api.calls_to("chat.postMessage"))
    started = time.perf_counter()
    sent = _send_all(h, users, senders)
    if any(status != 200 for status, _ in sent):
        raise RuntimeError(f"unexpected statuses: {sorted({status for status, _ in sent})}")

    def answered(api: object) -> bool:
        calls = h.api.calls_to("chat.postMessage")[before:]
        return len({c.args.get("channel") for c in calls} & channels) == len(channels)

    if not h.api.wait_for(answered, timeout=60):
        raise RuntimeError("not every DM was answered within 60 s")
    return [latency for _, latency in sent], time.perf_counter() - started


def bench_slack(
    settings: Settings, *, events: int = 20, model_latency_s: float = 1.0, rounds: int = 5,
    senders: str = "process",
) -> list[str]:
    if senders not in SENDERS:
        raise ValueError(f"senders: one of {', '.join(SENDERS)}")
    with tempfile.TemporaryDirectory(prefix="helpdesk-bench-slack-") as tmp:
        data = Path(tmp)
        local = settings.model_copy(
            update={
                "data_dir": data,
                "database_url": f"sqlite:///{data / 'helpdesk.sqlite3'}",
                "chroma_host": None,
                "generator": "extractive",
                "workers": max(settings.workers, events),
            }
        )
        runtime = Runtime(local)
        runtime.ingest()
        generator = SlowGenerator(ExtractiveGenerator(runtime.embedder, runtime.glossary), model_latency_s)
        pipeline = build_pipeline(local, generator, runtime=runtime)
        with slack_harness(local, pipeline) as h, \
                (SenderProcess() if senders == "process" else nullcontext()) as sender:
            _send_all(h, ["UWARM"], sender)  # warm-up: connections, first auth, caches
            h.api.wait_calls("chat.postMessage", 1, timeout=30)
            settle_heap()  # as `helpdesk serve` does once it is up
            acks: list[float] = []
            answer_times: list[float] = []
            for r in range(rounds):
                users = [f"U{r:02d}{i:03d}" for i in range(events)]
                latencies, answered_in = _burst(h, users, sender)
                acks += latencies
                answer_times.append(answered_in)
    acks_ms = [a * 1000 for a in acks]
    p50, p99 = statistics.median(acks_ms), _percentile(acks_ms, 99)
    worst = max(answer_times)
    return [
        f"slack: {rounds} bursts of {events} concurrent signed DM events over HTTP (loopback, fake Web API), "
        f"fake model {model_latency_s:.1f} s, {local.workers} workers, sent from "
        + ("a separate process" if senders == "process" else "threads in the measured process"),
        f"ack latency: p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {max(acks_ms):.1f} ms "
        f"(target p99 < {ACK_TARGET_MS:.0f} ms) {'OK' if p99 < ACK_TARGET_MS else 'MISSED'}",
        f"time to answer {events} concurrent DMs: median {statistics.median(answer_times):.2f} s, "
        f"worst {worst:.2f} s (target < {ANSWER_TARGET_S:.0f} s) "
        f"{'OK' if worst < ANSWER_TARGET_S else 'MISSED'}",
    ]
