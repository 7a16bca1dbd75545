"""Build the Bolt app from the settings, the pipeline and the store (the one place that wires Slack)."""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from slack_bolt import App
from slack_sdk import WebClient

from bot.answer.pipeline import Pipeline
from bot.helpdesk.incoming import SLACK
from bot.helpdesk.service import HelpdeskService
from bot.settings import Settings, SettingsError
from bot.slack import handlers
from bot.slack.departments import DepartmentResolver
from bot.slack.fast_events import FastEvents
from bot.slack.messenger import SlackMessenger
from bot.slack.retry_metrics import retry_handlers
from bot.slack.service import SlackAdapter, slack_ports
from bot.slack.staff import StaffDirectory
from bot.store import Store

log = logging.getLogger(__name__)


def require_settings(settings: Settings, *, socket_mode: bool) -> None:
    """Stop start-up with a message naming every missing setting."""
    needed = {"SLACK_BOT_TOKEN": settings.slack_bot_token, "HELPDESK_STAFF_CHANNEL": settings.staff_channel}
    if socket_mode:
        needed["SLACK_APP_TOKEN"] = settings.slack_app_token
    else:
        needed["SLACK_SIGNING_SECRET"] = settings.slack_signing_secret
    missing = [name for name, value in needed.items() if not (value and value.strip())]
    if missing:
        raise SettingsError(
            "missing setting(s): "
            + ", ".join(missing)
            + " (set them in the environment or .env; see deploy/SLACK.md)"
        )
    if socket_mode and settings.slack_app_token and not settings.slack_app_token.startswith("xapp-"):
        raise SettingsError("SLACK_APP_TOKEN: an app-level token starts with xapp- (connections:write scope)")


def build_web_client(settings: Settings) -> WebClient:
    """The Web API client: `SLACK_API_URL`, retries on 429 (honouring Retry-After) and connection errors."""
    base_url = (
        settings.slack_api_url if settings.slack_api_url.endswith("/") else settings.slack_api_url + "/"
    )
    return WebClient(
        token=settings.slack_bot_token,
        base_url=base_url,
        timeout=15,
        retry_handlers=retry_handlers(connection_retries=3, rate_limit_retries=5),  # counted in /metrics
    )


def check_token(client: WebClient, settings: Settings) -> dict[str, object]:
    """`auth.test` at start-up. A wrong token or an unreachable Web API stops start-up with one line
    naming the setting (`SettingsError`), not a traceback."""
    from slack_sdk.errors import SlackApiError

    try:
        data = client.auth_test().data
        return dict(data) if isinstance(data, dict) else {}
    except SlackApiError as exc:
        error = exc.response.get("error") if exc.response is not None else None
        raise SettingsError(
            f"SLACK_BOT_TOKEN: Slack refused the token ({error or 'no error code'}): copy the Bot User OAuth "
            "Token (xoxb-...) of the installed app (see deploy/SLACK.md)"
        ) from None
    except Exception as exc:  # URLError, timeout, TLS: the Web API cannot be reached
        raise SettingsError(
            f"SLACK_API_URL: cannot reach the Slack Web API at {settings.slack_api_url} ({type(exc).__name__}): "
            "check the network or proxy to slack.com"
        ) from None


@dataclass
class SlackApp:
    bolt: App
    service: SlackAdapter  # the Slack translator; `service.service` is the neutral helpdesk
    client: WebClient
    store: Store
    fast: FastEvents | None = None  # HTTP mode: employees' messages acknowledged on the event loop

    @property
    def helpdesk(self) -> HelpdeskService:
        return self.service.service

    def close(self) -> None:
        self.service.close()


def build_slack_app(
    settings: Settings,
    pipeline: Pipeline,
    store: Store,
    *,
    socket_mode: bool = False,
    client: WebClient | None = None,
    helpdesk: HelpdeskService | None = None,
) -> SlackApp:
    """The Slack app. With `helpdesk` (shared with Teams) the caller starts the service once every
    platform is added; without, this builds and starts one with Slack as the staff platform."""
    require_settings(settings, socket_mode=socket_mode)
    assert settings.staff_channel is not None
    client = client or build_web_client(settings)
    auth = check_token(client, settings)  # fails fast on a wrong token; tells the bot's own user id
    bot_user_id = str(auth.get("user_id") or "") or None
    staff = StaffDirectory(client, settings.staff_channel)
    departments = DepartmentResolver.from_settings(client, settings.departments_file, settings.slack_dept_field)
    shared = helpdesk is not None
    helpdesk = helpdesk or HelpdeskService(settings=settings, pipeline=pipeline, store=store, staff_platform=SLACK)
    messenger = SlackMessenger(client, settings.staff_channel)
    helpdesk.add_platform(SLACK, slack_ports(client, messenger, staff, departments))
    service = SlackAdapter(
        settings=settings, service=helpdesk, store=store, client=client, staff=staff, bot_user_id=bot_user_id
    )
    bolt = App(
        client=client,
        signing_secret=settings.slack_signing_secret or "socket-mode-does-not-sign",
        request_verification_enabled=not socket_mode,
        process_before_response=True,  # store the question before acknowledging (issue 13)
        listener_executor=ThreadPoolExecutor(max_workers=settings.workers, thread_name_prefix="bolt"),
        ignoring_self_events_enabled=True,
        name="helpdesk",
    )
    handlers.register(bolt, service)
    if not shared:
        helpdesk.start()  # takeover, outbox, lease renewal: picks up what a dead process left behind
    log.info(
        "slack app ready bot_user=%s staff_channel=%s workers=%s",
        bot_user_id,
        settings.staff_channel,
        settings.workers,
    )
    fast = None if socket_mode else FastEvents(service, settings.slack_signing_secret or "")
    return SlackApp(bolt=bolt, service=service, client=client, store=store, fast=fast)
