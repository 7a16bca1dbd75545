"""`helpdesk digest`, `helpdesk tickets`, `helpdesk purge`: the ticket store from the command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.cli.common import LazyChoices, positive_int, print_json
from bot.weeks import last_complete_week, parse_week

if TYPE_CHECKING:
    from bot.digest.digest import Digest
    from bot.settings import Settings
    from bot.store import Store, Ticket
    from bot.teams.settings import TeamsSettings


def _ticket_states() -> list[str]:
    from bot.store import TicketState

    return [s.value for s in TicketState]


def iso_week(value: str) -> str:
    try:
        parse_week(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return value


def register(sub: Any) -> None:
    p = sub.add_parser("digest", help="the weekly policy-gap digest: preview it or post it to staff")
    p.add_argument("--week", type=iso_week, help="ISO week YYYY-Www (default: last complete week)")
    p.add_argument("--dry-run", action="store_true", help="print only; post nothing and record nothing")
    p.add_argument("--post-empty", action="store_true", help="post the digest even when the week has no gaps")
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="print {week, total, groups[...]} as JSON")
    fmt.add_argument("--markdown", action="store_true", help="print Markdown (the default)")
    p.add_argument("--evaluate", type=Path, metavar="FILE",
                   help="score the grouping against a labelled fixture (adjusted Rand index, purity, pairs)")
    p.add_argument("--calibrate", type=Path, nargs="+", metavar="FILE",
                   help="choose grouping weights and cut on labelled tuning fixtures (never the held-out one)")
    p.set_defaults(func=cmd_digest)

    p = sub.add_parser("report", help="the weekly helpdesk report for the IT team")
    p.add_argument("--week", type=iso_week, help="ISO week YYYY-Www (default: last complete week)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(func=cmd_report)

    p = sub.add_parser("tickets", help="list tickets, oldest first")
    p.add_argument("--state", choices=LazyChoices(_ticket_states), metavar="STATE",
                   help="only tickets in this state (open, claimed, ...)")
    p.add_argument("--json", action="store_true", help="print the tickets as JSON")
    p.set_defaults(func=cmd_tickets)

    p = sub.add_parser("purge", help="retention: delete question text older than DAYS (counts stay)")
    p.add_argument("--older-than", type=positive_int, required=True, metavar="DAYS")
    p.set_defaults(func=cmd_purge)


def _print_digest(digest: Digest, as_json: bool) -> None:
    from bot.digest.digest import render_markdown

    if as_json:
        print_json(digest.to_json())
    else:
        print(render_markdown(digest), end="")


def slack_poster(settings: Settings) -> Callable[[Digest], None] | None:
    """Posts a digest to the staff channel with the bot token (what the Slack adapter also does)."""
    from bot.digest.digest import render_blocks, summary_line
    from bot.slack.app import build_web_client

    if not (settings.slack_bot_token and settings.staff_channel):
        return None
    client = build_web_client(settings)  # SLACK_API_URL, retries on 429 and connection errors
    channel = settings.staff_channel

    def post(digest: Digest) -> None:
        client.chat_postMessage(channel=channel, text=summary_line(digest), blocks=render_blocks(digest))

    return post


def teams_poster(settings: TeamsSettings) -> Callable[[Digest], None]:
    """Posts a digest to the Teams staff channel through the Bot Connector (what `helpdesk serve`'s
    weekly job does when Teams is the staff platform); a missing or wrong Teams setting is named now."""
    settings.require()

    def post(digest: Digest) -> None:
        from bot.digest.digest import summary_line
        from bot.helpdesk.content import DigestMessage
        from bot.helpdesk.ports import Delivery
        from bot.teams.app import build_teams_ports

        parts = build_teams_ports(settings)
        try:
            parts.ports.messenger.post_digest(digest=DigestMessage(digest=digest, summary=summary_line(digest)),
                                              delivery=Delivery(f"digest:{digest.week}"))
        finally:
            parts.close()

    return post


def digest_poster(settings: Settings) -> tuple[Callable[[Digest], None] | None, str]:
    """The poster for the configured staff platform (as `helpdesk serve` chooses it) and where it posts;
    no poster when that platform's settings are missing."""
    from bot.helpdesk.incoming import TEAMS
    from bot.slack.runner import staff_platform
    from bot.teams.settings import load_teams_settings

    teams = load_teams_settings()
    if staff_platform(settings, teams_enabled=teams.enabled) == TEAMS:
        return teams_poster(teams), "the Teams staff channel"
    return slack_poster(settings), str(settings.staff_channel)


def cmd_evaluate(args: argparse.Namespace, settings: Settings) -> int:
    from bot.digest.evaluate import FixtureError, evaluate, load_fixture
    from bot.digest.grouping import group_threshold
    from bot.runtime import Runtime

    try:
        fixture = load_fixture(args.evaluate)
    except FixtureError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    runtime = Runtime(settings)
    result = evaluate(fixture, runtime.embedder, runtime.collection(), runtime.glossary,
                      threshold=group_threshold(runtime.embedder.name), floor=settings.threshold)
    if args.json:
        print_json(result.model_dump(mode="json"))
    else:
        print(result.render())
    return 0


def cmd_calibrate(args: argparse.Namespace, settings: Settings) -> int:
    from bot.digest.calibrate import CUTS, WEIGHT_GRID, choose, render, score_grid
    from bot.digest.evaluate import FixtureError, load_fixture
    from bot.runtime import Runtime

    try:
        fixtures = [load_fixture(path) for path in args.calibrate]
    except FixtureError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    runtime = Runtime(settings)
    scores = score_grid(fixtures, runtime.embedder, runtime.collection(), runtime.glossary)
    print(render(choose(scores, WEIGHT_GRID, CUTS), [str(p) for p in args.calibrate]))
    return 0


def cmd_digest(args: argparse.Namespace, settings: Settings) -> int:
    if args.evaluate is not None:
        return cmd_evaluate(args, settings)
    if args.calibrate:
        return cmd_calibrate(args, settings)
    from bot.digest.schedule import DigestJob, RunOutcome, make_digest_builder, utcnow
    from bot.ops.opening import open_store
    from bot.runtime import Runtime

    week = args.week or last_complete_week(utcnow(), settings.timezone)
    store = open_store(settings)
    build = make_digest_builder(settings, store, Runtime(settings))
    if args.dry_run:
        digest = build(week)
        _print_digest(digest, args.json)
        if not digest.total and not args.json:
            print(f"no policy gaps in {week} (dry run: nothing posted)")
        return 0
    post, where = digest_poster(settings)  # a wrong Teams setting is named by the CLI's error handler
    if post is None:
        print("error: set SLACK_BOT_TOKEN and HELPDESK_STAFF_CHANNEL (or the Teams settings with "
              "HELPDESK_STAFF_PLATFORM=teams) to post, or use --dry-run", file=sys.stderr)
        return 2
    posted: list[Digest] = []

    def post_and_keep(digest: Digest) -> None:
        post(digest)
        posted.append(digest)

    outcome = DigestJob(store, build, post_and_keep, post_empty=args.post_empty).run_week(week)
    if outcome is RunOutcome.EMPTY:
        print(f"no policy gaps in {week}: nothing posted (--post-empty posts it anyway)", file=sys.stderr)
        return 0
    if outcome is RunOutcome.POSTED:
        _print_digest(posted[0], args.json)
        print(f"posted the digest of {week} to {where}", file=sys.stderr)
        return 0
    if outcome is RunOutcome.SKIPPED:
        print(f"the digest of {week} was already posted (or another process is posting it)",
              file=sys.stderr)
        return 0
    print(f"error: posting the digest of {week} failed; the scheduler retries it", file=sys.stderr)
    return 1


def cmd_report(args: argparse.Namespace, settings: Settings) -> int:
    from bot.digest.report import build_report, render_text
    from bot.digest.schedule import utcnow
    from bot.ops.opening import open_store

    week = args.week or last_complete_week(utcnow(), settings.timezone)
    report = build_report(open_store(settings), week, utcnow, settings.timezone)
    if args.json:
        print_json(report.model_dump(mode="json"))
    else:
        print(render_text(report), end="")
    return 0


def _ticket_line(ticket: Ticket, store: Store) -> str:
    question = store.get_question(ticket.question_id)
    text = " ".join((question.text or "(삭제됨)").split())
    text = text if len(text) <= 60 else text[:59] + "…"
    gap = " gap" if ticket.policy_gap else ""
    return (f"#{ticket.id:<5} {ticket.state.value:<9} {ticket.assignee or '-':<12} {ticket.reason or '-':<17}"
            f"{ticket.created_at:%Y-%m-%d %H:%M}Z{gap}  {text}")


def cmd_tickets(args: argparse.Namespace, settings: Settings) -> int:
    from bot.ops.opening import open_store

    store = open_store(settings)
    tickets = store.tickets(args.state)
    if args.json:
        print_json([t.model_dump(mode="json") for t in tickets])
        return 0
    if not tickets:
        print("no tickets" + (f" in state {args.state}" if args.state else ""))
    for ticket in tickets:
        print(_ticket_line(ticket, store))
    return 0


def cmd_purge(args: argparse.Namespace, settings: Settings) -> int:
    from bot.ops.opening import open_store

    count = open_store(settings).purge(timedelta(days=args.older_than))
    print(f"deleted the text of {count} questions older than {args.older_than} days (counts kept)")
    return 0
