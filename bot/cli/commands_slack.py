"""`helpdesk serve [--port] [--socket]` and `helpdesk bench slack`."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.settings import Settings

bench_module: ModuleType | None
try:  # the shared `helpdesk bench` command, when present, takes named benchmarks
    from bot.cli import commands_bench as bench_module
except ImportError:  # pragma: no cover - depends on the checkout
    bench_module = None

log = logging.getLogger(__name__)


def _bench_slack(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.bench.devsupport import devtools

    lines: list[str] = devtools("slack_bench").bench_slack(
        settings, senders=getattr(args, "senders", "process"))
    return lines


def _bench_faults(args: argparse.Namespace, settings: Settings) -> list[str]:
    from bot.bench.devsupport import devtools

    lines: list[str] = devtools("faults").bench_faults(settings)
    return lines


if bench_module is not None:
    bench_module.BENCHMARKS["slack"] = (
        "Slack: ack latency p99 under 20 concurrent events; time to answer 20 DMs with a 1 s model",
        _bench_slack,
    )
    bench_module.BENCHMARKS["faults"] = (
        "fault injection on a real `helpdesk serve`: questions sent, answered, ticketed, lost, duplicated",
        _bench_faults,
    )


def register(sub: Any) -> None:
    p = sub.add_parser("serve", help="run the Slack app and/or Teams (HTTP on --port; Slack also Socket Mode)")
    p.add_argument("--port", type=int, default=3000,
                   help="HTTP port for POST /slack/events and /api/messages (default 3000)")
    p.add_argument("--host", default="0.0.0.0", help="HTTP bind address (default 0.0.0.0)")
    p.add_argument("--socket", action="store_true", help="Socket Mode (default when SLACK_APP_TOKEN is set)")
    p.add_argument("--http", action="store_true", help="HTTP mode even when SLACK_APP_TOKEN is set")
    p.set_defaults(func=cmd_serve)
    if bench_module is None:
        b = sub.add_parser("bench", help="print benchmark figures")
        b.add_argument("what", choices=["slack"])
        b.set_defaults(func=_cmd_bench_slack)


def _cmd_bench_slack(args: argparse.Namespace, settings: Settings) -> int:
    print("\n".join(_bench_slack(args, settings)))
    return 0


def cmd_serve(args: argparse.Namespace, settings: Settings) -> int:
    from bot.settings import SettingsError
    from bot.slack.app import require_settings
    from bot.teams.settings import load_teams_settings

    socket_mode = bool(args.socket or (settings.slack_app_token and not args.http))
    try:
        teams = load_teams_settings()
        if teams.enabled:  # Teams alone, or next to Slack: each platform needs only its own settings
            teams.require()
        if not settings.slack_bot_token and not teams.enabled:
            raise SettingsError(
                "no chat platform configured: for Slack set SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET (or "
                "SLACK_APP_TOKEN) and HELPDESK_STAFF_CHANNEL (deploy/SLACK.md); for Teams set TEAMS_CLIENT_ID "
                "and the other TEAMS_* settings (deploy/TEAMS.md)"
            )
        if settings.slack_bot_token:
            require_settings(settings, socket_mode=socket_mode)
        check_digest_cron(settings)
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from bot.slack.runner import run

    signal.signal(signal.SIGTERM, _interrupt)
    try:
        return run(settings, socket_mode=socket_mode, host=args.host, port=args.port)
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def check_digest_cron(settings: Settings) -> None:
    """A cron the scheduler cannot read stops start-up naming HELPDESK_DIGEST_CRON (not a traceback
    after the server has started)."""
    from zoneinfo import ZoneInfo

    from apscheduler.triggers.cron import CronTrigger

    from bot.settings import SettingsError

    try:
        CronTrigger.from_crontab(settings.digest_cron, timezone=ZoneInfo(settings.timezone))
    except ValueError as exc:
        raise SettingsError(
            f"HELPDESK_DIGEST_CRON: {exc} (got {settings.digest_cron!r}; five fields, e.g. '0 9 * * mon')"
        ) from None


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt
