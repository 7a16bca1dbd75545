"""Build the Teams side from its settings (the one place that wires Teams): the connector with its
token, the ports the helpdesk service calls, and the authenticated `/api/messages` route."""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass

import httpx
from starlette.routing import Route

from bot.helpdesk import texts
from bot.helpdesk.content import Notice
from bot.helpdesk.ports import Delivery, DeliveryError, PlatformPorts
from bot.teams.bot import Helpdesk, TeamsBot
from bot.teams.connector import BotConnector
from bot.teams.directory import GraphDepartments, TeamsDepartments, TeamsStaff
from bot.teams.messenger import (
    Conversation,
    People,
    TeamsDepartmentsPort,
    TeamsMessenger,
    TeamsStaffPort,
    TeamsWorking,
)
from bot.teams.server import teams_routes
from bot.teams.settings import TeamsSettings
from bot.teams.tokens import ClientCredentialsToken, TokenSource

log = logging.getLogger(__name__)


@dataclass
class TeamsParts:
    settings: TeamsSettings
    connector: BotConnector
    people: People
    ports: PlatformPorts

    def close(self) -> None:
        self.connector.close()


def build_teams_ports(
    settings: TeamsSettings, *, token: TokenSource | None = None, graph_token: TokenSource | None = None
) -> TeamsParts:
    """The Teams ports; `token` replaces the client-credentials token (tests)."""
    settings.require()
    assert settings.client_id and settings.client_secret and settings.staff_team_id and settings.staff_channel_id
    http = httpx.Client(timeout=settings.connector_timeout_s)
    bot_token = token or ClientCredentialsToken(
        token_url=settings.token_url, client_id=settings.client_id, client_secret=settings.client_secret,
        scope=settings.bot_scope, http=http,
    )
    connector = BotConnector(
        bot_token, timeout_s=settings.connector_timeout_s, max_retries=settings.max_retries,
        max_retry_after_s=settings.max_retry_after_s,
    )
    people = People()
    graph = None
    if settings.graph_departments:
        graph = GraphDepartments(
            settings.graph_base,
            graph_token or ClientCredentialsToken(
                token_url=settings.token_url, client_id=settings.client_id,
                client_secret=settings.client_secret, scope=settings.graph_scope, http=http,
            ),
        )
    staff_channel = Conversation(settings.default_service_url, settings.staff_channel_id, settings.tenant_id)
    ports = PlatformPorts(
        messenger=TeamsMessenger(connector, staff_channel=lambda: staff_channel, people=people),
        working=TeamsWorking(connector),
        staff=TeamsStaffPort(
            TeamsStaff(connector, settings.staff_team_id, lambda: staff_channel.service_url, on_member=people.saw)
        ),
        departments=TeamsDepartmentsPort(TeamsDepartments.from_file(settings.departments_file, graph), people),
        reply_form=None,  # the dialog opens from the invoke response (task/fetch)
        mention=people.plain,
    )
    log.info("teams ready staff_team=%s graph_departments=%s", settings.staff_team_id, settings.graph_departments)
    return TeamsParts(settings=settings, connector=connector, people=people, ports=ports)


def build_teams_routes(parts: TeamsParts, service: Helpdesk) -> list[Route]:
    """`POST /api/messages`, authenticated by the SDK, handing activities to `service`."""
    settings = parts.settings
    assert settings.tenant_id and settings.staff_team_id
    messenger = parts.ports.messenger

    def welcome(address: str) -> None:
        try:  # best effort, not through the outbox: a lost welcome costs nothing
            key = "welcome:" + hashlib.sha1(address.encode()).hexdigest()
            messenger.send_notice(to=address, notice=Notice(texts.HELP), delivery=Delivery(key))
        except DeliveryError as exc:
            log.info("teams welcome not sent: %s", exc)

    bot = TeamsBot(service, tenant_id=settings.tenant_id, staff_team_id=settings.staff_team_id, people=parts.people,
                   welcome=welcome)
    return teams_routes(settings, bot.handle)
