"""Start-up for `helpdesk serve`: index, pipeline, store, Slack app, resume, digest schedule, server."""

from __future__ import annotations

import gc
import logging
import sys

from bot import metrics
from bot.factory import build_pipeline
from bot.health import INDEX_MISSING, Readiness, index_problem
from bot.logsafe import describe
from bot.runtime import Runtime
from bot.schedule import DigestJob, DigestScheduler, make_digest_builder
from bot.settings import Settings
from bot.slack.app import SlackApp, build_slack_app
from bot.slack.server import make_http_server, run_socket_mode
from bot.store import Store
from bot.weeks import week_bounds

log = logging.getLogger(__name__)


def settle_heap() -> None:
    """Move everything loaded at start-up (Chroma, SQLAlchemy, Bolt, the model: hundreds of thousands
    of objects) out of the garbage collector's reach. Otherwise a full collection walks them all and
    stalls every thread, including the one that acknowledges Slack events, for 50-100 ms."""
    gc.collect()
    gc.freeze()


def start_digest(app: SlackApp, settings: Settings, runtime: Runtime) -> DigestScheduler:
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


def prepare(settings: Settings, *, socket_mode: bool) -> tuple[SlackApp, Runtime]:
    runtime = Runtime(settings)
    try:
        if not runtime.index_exists():
            log.warning("no policy index yet: indexing %s", settings.policies_dir)
            print(runtime.ingest().summary().splitlines()[0], file=sys.stderr)
        runtime.warm_up()  # model loaded, index opened: the first question pays for neither
    except Exception as exc:  # a corrupt index: serve anyway (questions become tickets), /readyz says why
        log.error("policy index unreadable (%s): run `helpdesk ingest`", describe(exc))
        print(f"warning: {INDEX_MISSING}", file=sys.stderr)
    pipeline = build_pipeline(settings, runtime=runtime)
    store = Store.open(settings)
    metrics.register_store(store)
    app = build_slack_app(settings, pipeline, store, socket_mode=socket_mode)
    return app, runtime


def database_problem(app: SlackApp) -> str | None:
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
        if socket_mode:
            assert settings.slack_app_token is not None
            print("helpdesk: Socket Mode, connecting…", file=sys.stderr)
            run_socket_mode(
                app.bolt,
                settings.slack_app_token,
                on_ready=lambda: print("helpdesk: connected", file=sys.stderr),
            )
        else:
            print(f"helpdesk: listening on http://{host}:{port}/slack/events", file=sys.stderr)
            readiness = Readiness({
                "database": lambda: database_problem(app),
                "index": lambda: index_problem(runtime),
            })
            make_http_server(
                app.bolt, host=host, port=port, max_body=settings.max_body_bytes, readiness=readiness
            ).run()
    except KeyboardInterrupt:
        pass
    finally:
        scheduler.shutdown(wait=False)
        app.close()
        app.store.close()
    return 0
