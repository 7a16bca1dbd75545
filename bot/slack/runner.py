"""Start-up for `helpdesk serve`: index, pipeline, store, one helpdesk service, the Slack app and/or
Teams (each when its settings are present), digest schedule, one HTTP server for both."""

from __future__ import annotations

import gc
import logging
import sys
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from bot.answer.factory import build_pipeline
from bot.digest.schedule import DigestJob, DigestScheduler, make_digest_builder
from bot.errors import IndexUnavailable
from bot.helpdesk.incoming import SLACK, TEAMS
from bot.helpdesk.service import HelpdeskService
from bot.knowledge.policies import PolicyError
from bot.ops import metrics
from bot.ops.health import INDEX_MISSING, Readiness, index_problem
from bot.ops.logsafe import describe
from bot.ops.opening import open_store
from bot.runtime import Runtime
from bot.settings import Settings, SettingsError
from bot.slack.app import SlackApp, build_slack_app
from bot.slack.server import make_http_server, run_socket_mode
from bot.store import Store
from bot.weeks import week_bounds

if TYPE_CHECKING:
    from starlette.routing import BaseRoute

    from bot.teams.app import TeamsParts

log = logging.getLogger(__name__)


def settle_heap() -> None:
    """Move everything loaded at start-up (Chroma, SQLAlchemy, Bolt, the model: hundreds of thousands
    of objects) out of the garbage collector's reach. Otherwise a full collection walks them all and
    stalls every thread, including the one that acknowledges Slack events, for 50-100 ms."""
    gc.collect()
    gc.freeze()


class Served(Protocol):
    @property
    def helpdesk(self) -> HelpdeskService: ...

    @property
    def store(self) -> Store: ...


@dataclass
class Platforms:
    """What `helpdesk serve` runs: one service, and the platforms whose settings are present."""

    helpdesk: HelpdeskService
    store: Store
    slack: SlackApp | None = None
    teams: TeamsParts | None = None
    teams_routes: list[BaseRoute] = field(default_factory=list)

    def close(self) -> None:
        self.helpdesk.close()
        if self.teams is not None:
            self.teams.close()


def staff_platform(settings: Settings, *, teams_enabled: bool) -> str:
    """Where tickets and the digest go: `HELPDESK_STAFF_PLATFORM`, or Slack when it is configured."""
    if settings.staff_platform != "auto":
        return settings.staff_platform
    return SLACK if settings.slack_bot_token or not teams_enabled else TEAMS


def start_digest(app: Served, settings: Settings, runtime: Runtime) -> DigestScheduler:
    """The weekly policy-gap digest, posted to the staff channel once a week across replicas
    (through the outbox); none for a week the bot did not run in, none for an empty week."""
    helpdesk = app.helpdesk

    def ran(week: str) -> bool:
        start, end = week_bounds(week, settings.timezone)
        return helpdesk.ran_between(start, end)

    job = DigestJob(app.store, make_digest_builder(settings, app.store, runtime), helpdesk.post_digest, ran=ran)
    scheduler = DigestScheduler(job, cron=settings.digest_cron, tz=settings.timezone)
    scheduler.start()
    return scheduler


def prepare(settings: Settings, *, socket_mode: bool) -> tuple[Platforms, Runtime]:
    from bot.teams.settings import load_teams_settings

    teams_settings = load_teams_settings()
    if teams_settings.enabled:
        teams_settings.require()
    slack_enabled = bool(settings.slack_bot_token) or not teams_settings.enabled
    runtime = Runtime(settings, snapshot=True)  # a small local index: no chromadb before ready (bot.knowledge.snapshot)
    try:
        if not runtime.index_exists():
            log.warning("no policy index yet: indexing %s", settings.policies_dir)
            print(runtime.ingest().summary().splitlines()[0], file=sys.stderr)
        runtime.warm_up()  # model loaded, index opened: the first question pays for neither
    except Exception as exc:  # a corrupt index: serve anyway (questions become tickets), /readyz says why
        log.error("policy index unreadable (%s): run `helpdesk ingest`", describe(exc))
        # a bad policy file or an unreachable Chroma server says so; anything else: run ingest
        print(f"warning: {exc if isinstance(exc, (IndexUnavailable, PolicyError)) else INDEX_MISSING}",
              file=sys.stderr)
    pipeline = build_pipeline(settings, runtime=runtime)
    store = open_store(settings)  # StoreUnavailable: one line naming DATABASE_URL / HELPDESK_DATA_DIR
    metrics.register_store(store)
    staff = staff_platform(settings, teams_enabled=teams_settings.enabled)
    if (staff == TEAMS and not teams_settings.enabled) or (staff == SLACK and not slack_enabled):
        raise SettingsError(f"HELPDESK_STAFF_PLATFORM: {staff} is not configured")
    helpdesk = HelpdeskService(settings=settings, pipeline=pipeline, store=store, staff_platform=staff)
    platforms = Platforms(helpdesk=helpdesk, store=store)
    if slack_enabled:
        platforms.slack = build_slack_app(settings, pipeline, store, socket_mode=socket_mode, helpdesk=helpdesk)
    if teams_settings.enabled:
        from bot.teams.app import build_teams_ports, build_teams_routes

        platforms.teams = build_teams_ports(teams_settings)
        helpdesk.add_platform(TEAMS, platforms.teams.ports)
        platforms.teams_routes = list(build_teams_routes(platforms.teams, helpdesk))
    helpdesk.start()  # takeover, outbox, lease renewal: after every platform is added
    log.info("serving slack=%s teams=%s staff_platform=%s", slack_enabled, teams_settings.enabled, staff)
    return platforms, runtime


def database_problem(app: Served) -> str | None:
    try:
        app.helpdesk.heartbeat()  # a write transaction
    except Exception as exc:
        return f"database not writable ({type(exc).__name__})"
    return None


def run(settings: Settings, *, socket_mode: bool, host: str, port: int) -> int:
    app, runtime = prepare(settings, socket_mode=socket_mode)
    scheduler = start_digest(app, settings, runtime)
    settle_heap()
    try:
        if socket_mode and app.slack is not None:
            assert settings.slack_app_token is not None
            print("helpdesk: Socket Mode, connecting…", file=sys.stderr)
            slack = app.slack
            token = settings.slack_app_token

            def socket() -> None:
                run_socket_mode(slack.bolt, token, on_ready=lambda: print("helpdesk: connected", file=sys.stderr))

            if app.teams is None:
                socket()
                return 0
            threading.Thread(target=socket, name="socket-mode", daemon=True).start()
        paths = ([] if socket_mode or app.slack is None else ["/slack/events"]) + (
            ["/api/messages"] if app.teams is not None else [])
        print(f"helpdesk: listening on http://{host}:{port} ({', '.join(paths)})", file=sys.stderr)
        readiness = Readiness({
            "database": lambda: database_problem(app),
            "index": lambda: index_problem(runtime),
        })
        make_http_server(
            None if socket_mode or app.slack is None else app.slack.bolt, host=host, port=port,
            max_body=settings.max_body_bytes, readiness=readiness, extra_routes=app.teams_routes,
            fast=None if socket_mode or app.slack is None else app.slack.fast,
        ).run()
    except KeyboardInterrupt:
        pass
    finally:
        scheduler.shutdown(wait=False)
        app.close()
        app.store.close()
    return 0
