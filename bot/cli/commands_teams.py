"""`helpdesk teams-package` (the Teams app zip) and `helpdesk bench teams`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.cli import commands_bench

if TYPE_CHECKING:
    from bot.settings import Settings


def _bench_teams(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.bench.devsupport import devtools

    lines: list[str] = devtools("teams_bench").bench_teams(
        settings, senders=getattr(args, "senders", "process"))
    return lines


commands_bench.BENCHMARKS["teams"] = (
    "Teams: ack latency p99 under 20 concurrent activities; time to answer 20 DMs with a 1 s model",
    _bench_teams,
)


def register(sub: Any) -> None:
    p = sub.add_parser("teams-package", help="build the Teams app zip (manifest with this bot's ids, icons)")
    p.add_argument("--domain", required=True, help="public host name of the bot (serves /api/messages)")
    p.add_argument("--client-id", help="the bot's Entra application (client) id; default TEAMS_CLIENT_ID")
    p.add_argument("--app-id", help="the Teams app id (default: the client id)")
    p.add_argument("--version", default="1.0.0", help="app version MAJOR.MINOR.PATCH (raise it for every upload)")
    p.add_argument("--out", type=Path, default=Path("helpdesk-teams.zip"))
    p.add_argument("--template", type=Path,
                   help="manifest template (default: deploy/teams/manifest.json of the source checkout)")
    p.set_defaults(func=cmd_package)


def cmd_package(args: argparse.Namespace, settings: Settings) -> int:
    from bot.teams.package import main

    argv = ["--domain", args.domain, "--version", args.version, "--out", str(args.out)]
    if args.client_id:
        argv += ["--client-id", args.client_id]
    if args.app_id:
        argv += ["--app-id", args.app_id]
    if args.template:
        argv += ["--template", str(args.template)]
    code = main(argv)
    sys.stdout.flush()
    return code
