"""`helpdesk bench retrieval|pipeline`: print performance figures measured on this machine."""

from __future__ import annotations

import argparse
from typing import Any

from bot.bench import bench_pipeline, bench_retrieval
from bot.settings import Settings

# Other command modules add their own benchmarks here (name -> (help, function)).
BENCHMARKS: dict[str, tuple[str, Any]] = {}


def _bench_digest(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.bench_digest import bench_digest

    return bench_digest(args, settings)


BENCHMARKS["digest"] = ("a week of N gap questions builds its digest", _bench_digest)


def register(sub: Any) -> None:
    p = sub.add_parser("bench", help="print benchmark figures (latency, throughput, concurrency)")
    p.add_argument("what", choices=["retrieval", "pipeline", *BENCHMARKS])
    p.add_argument("--synthetic", type=int, default=100_000,
                   help="size of the synthetic collection for `bench retrieval` (0 to skip)")
    p.add_argument("--model-latency", type=float, default=0.2, help="fake model latency for `bench pipeline` (s)")
    p.add_argument("--questions", type=int, default=10_000, help="gap questions in the week for `bench digest`")
    p.set_defaults(func=cmd_bench)


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    if args.what == "retrieval":
        lines = bench_retrieval(settings, synthetic=args.synthetic)
    elif args.what == "pipeline":
        lines = bench_pipeline(settings, model_latency_s=args.model_latency)
    else:
        lines = BENCHMARKS[args.what][1](args, settings)
    print("\n".join(lines))
    return 0
