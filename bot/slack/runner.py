"""Start-up for `helpdesk serve`: index, pipeline, store, Slack app, resume, digest schedule, server."""

from __future__ import annotations

import gc
import logging
import sys
import threading
from datetime import timedelta

from bot import metrics
from bot.digest import Digest, render_blocks, summary_line
from bot.factory import build_pipeline
from bot.runtime import Runtime
from bot.schedule import DigestJob, DigestScheduler, make_digest_builder
from bot.settings import Settings
from bot.slack.app import SlackApp, build_slack_app
from bot.slack.server import make_http_server, run_socket_mode
from bot.slack.service import RESUME_RETRY
from bot.store import Store

log = logging.getLogger(__name__)


def settle_heap() -> None:
    """Move everything loaded at start-up (Chroma, SQLAlchemy, Bolt, the model: hundreds of thousands
    of objects) out of the garbage collector's reach. Otherwise a full collection walks them all and
    stalls every thread, including the one that acknowledges Slack events, for 50-100 ms."""
    gc.collect()
    gc.freeze()


def start_resumer(app: SlackApp, every: timedelta = RESUME_RETRY / 2) -> threading.Event:
    """Pick up abandoned questions every few minutes, not only at start (set the event to stop)."""
    stop = threading.Event()

    def loop() -> None:
        while not stop.wait(every.total_seconds()):
            try:
                app.service.resume_pending()
            except Exception as exc:  # a database hiccup must not end the loop
                log.warning("resume pass failed: %s", type(exc).__name__)

    threading.Thread(target=loop, name="resume", daemon=True).start()
    return stop


def start_digest(app: SlackApp, settings: Settings, runtime: Runtime) -> DigestScheduler:
    """The weekly policy-gap digest, posted to the staff channel once a week across replicas."""

    def post(digest: Digest) -> None:
        app.service.post_to_staff(summary_line(digest), render_blocks(digest))

    job = DigestJob(app.store, make_digest_builder(settings, app.store, runtime), post)
    scheduler = DigestScheduler(job, cron=settings.digest_cron, tz=settings.timezone)
    scheduler.start()
    return scheduler


def prepare(settings: Settings, *, socket_mode: bool) -> tuple[SlackApp, Runtime]:
    runtime = Runtime(settings)
    if not runtime.index_exists():
        log.warning("no policy index yet: indexing %s", settings.policies_dir)
        print(runtime.ingest().summary().splitlines()[0], file=sys.stderr)
    pipeline = build_pipeline(settings, runtime=runtime)
    store = Store.open(settings)
    metrics.register_store(store)
    app = build_slack_app(settings, pipeline, store, socket_mode=socket_mode)
    app.service.resume_pending()
    return app, runtime


def run(settings: Settings, *, socket_mode: bool, host: str, port: int) -> int:
    app, runtime = prepare(settings, socket_mode=socket_mode)
    scheduler = start_digest(app, settings, runtime)
    resumer = start_resumer(app)
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
            make_http_server(app.bolt, host=host, port=port).run()
    except KeyboardInterrupt:
        pass
    finally:
        resumer.set()
        scheduler.shutdown(wait=False)
        app.close()
        app.store.close()
    return 0
