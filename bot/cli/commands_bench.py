"""`helpdesk bench retrieval|pipeline`: print performance figures measured on this machine."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.settings import Settings

# Other command modules add their own benchmarks here (name -> (help, function)).
BENCHMARKS: dict[str, tuple[str, Any]] = {}


def _bench_tables(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.tables.bench import bench_tables

    return bench_tables(args, settings)


BENCHMARKS["tables"] = ("table questions: counting/listing path p50, detection cost on other questions", _bench_tables)


def _bench_digest(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.bench.digest import bench_digest

    return bench_digest(args, settings)


BENCHMARKS["digest"] = ("a week of N gap questions builds its digest", _bench_digest)


def register(sub: Any) -> None:
    p = sub.add_parser("bench", help="print benchmark figures (latency, throughput, concurrency)")
    p.add_argument("what", choices=["retrieval", "pipeline", *BENCHMARKS])
    p.add_argument("--size", "--synthetic", dest="synthetic", type=int, default=100_000,
                   help="synthetic chunks added to the policy corpus for `bench retrieval` (0 to skip)")
    p.add_argument("--keep", type=Path, default=None,
                   help="`bench retrieval`: keep the synthetic index in this directory (resumed and re-queried, "
                        "not rebuilt, on the next run)")
    p.add_argument("--hnsw", default="",
                   help="`bench retrieval`: HNSW parameters of a new synthetic index, e.g. M=32,construction_ef=200")
    p.add_argument("--search-ef", default="",
                   help="`bench retrieval`: search beams to measure again at the end, e.g. 200,400")
    p.add_argument("--busy", action="store_true",
                   help="measure with one busy-loop process per core running (a shared machine)")
    p.add_argument("--senders", choices=["process", "thread"], default="process",
                   help="`bench slack`/`teams`: send the bursts from a separate process (default, as the platforms "
                        "send from elsewhere) or from threads inside the measured process (the earlier figures)")
    p.add_argument("--model-latency", type=float, default=0.2, help="fake model latency for `bench pipeline` (s)")
    p.add_argument("--questions", type=int, default=10_000, help="gap questions in the week for `bench digest`")
    p.set_defaults(func=cmd_bench)


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from contextlib import nullcontext

    from bot.bench.contention import busy_cores

    with busy_cores() if args.busy else nullcontext(0) as busy:
        lines = _run(args, settings)
    if busy:
        lines.insert(0, f"(measured with {busy} busy-loop processes running, one per core)")
    print("\n".join(lines))
    return 0


def _run(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.bench.timings import bench_pipeline, bench_retrieval

    if args.what == "retrieval":
        from bot.bench.scale import parse_hnsw

        efs = tuple(int(x) for x in args.search_ef.split(",") if x.strip())
        return bench_retrieval(settings, synthetic=args.synthetic, keep=args.keep, hnsw=parse_hnsw(args.hnsw),
                               search_efs=efs)
    if args.what == "pipeline":
        return bench_pipeline(settings, model_latency_s=args.model_latency)
    lines: list[str] = BENCHMARKS[args.what][1](args, settings)
    return lines


def _bench_replicas(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.bench.devsupport import devtools

    lines: list[str] = devtools("replicas_bench").bench_replicas(settings)
    return lines


BENCHMARKS["replicas"] = (
    "one and two `helpdesk serve` replicas on PostgreSQL + a Chroma server: questions/s, ack p99, RSS",
    _bench_replicas,
)
