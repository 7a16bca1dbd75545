"""Teams settings: the bot's Entra app, the staff team, and the cloud endpoints (sovereign clouds).

A narrow object of its own, read from the environment and `.env` like `bot.settings.Settings`.
Teams is enabled when `TEAMS_CLIENT_ID` is set; `require()` then names every missing or wrong value
at start-up. There is deliberately no setting that turns inbound authentication off.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Literal
from urllib.parse import urlsplit

from pydantic import AliasChoices, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.settings import SettingsError

if TYPE_CHECKING:  # the SDK costs ~1 s of import: only a process that serves Teams pays for it
    from microsoft_teams.api.auth.cloud_environment import CloudEnvironment

GUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
# Team and channel ids look like 19:abc...@thread.tacv2 (older teams: @thread.skype).
THREAD_ID = re.compile(r"^19:[A-Za-z0-9_\-.=]+@thread\.(tacv2|skype)$")
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")

# Where Teams sends replies for a conversation is the activity's `serviceUrl`; this one is used only
# to open a conversation nobody has written in yet (the staff channel, a proactive DM).
PUBLIC_SERVICE_URLS = {
    "public": "https://smba.trafficmanager.net/teams/",
    "usgov": "https://smba.infra.gcc.teams.microsoft.com/teams/",
    "usgovdod": "https://smba.infra.dod.teams.microsoft.us/teams/",
    "china": "https://frontend.botapi.msteams.azure.cn/teams/",
}
GRAPH_URLS = {
    "public": "https://graph.microsoft.com",
    "usgov": "https://graph.microsoft.us",
    "usgovdod": "https://dod-graph.microsoft.us",
    "china": "https://microsoftgraph.chinacloudapi.cn",
}


class TeamsSettingsError(SettingsError):
    """A Teams setting is missing or wrong; the message names the environment variable(s)."""


def _env(*names: str) -> AliasChoices:
    return AliasChoices(*names)


class TeamsSettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore", populate_by_name=True)

    client_id: str | None = Field(None, validation_alias=_env("TEAMS_CLIENT_ID", "client_id"))
    client_secret: str | None = Field(None, validation_alias=_env("TEAMS_CLIENT_SECRET", "client_secret"))
    tenant_id: str | None = Field(None, validation_alias=_env("TEAMS_TENANT_ID", "tenant_id"))
    staff_team_id: str | None = Field(None, validation_alias=_env("TEAMS_STAFF_TEAM_ID", "staff_team_id"))
    staff_channel_id: str | None = Field(
        None, validation_alias=_env("TEAMS_STAFF_CHANNEL_ID", "staff_channel_id")
    )
    cloud: Literal["public", "usgov", "usgovdod", "china"] = Field(
        "public", validation_alias=_env("TEAMS_CLOUD", "cloud")
    )
    # Endpoint overrides (sovereign or private clouds; loopback in tests). Unset = the cloud's default.
    openid_metadata_url: str | None = Field(
        None, validation_alias=_env("TEAMS_OPENID_METADATA_URL", "openid_metadata_url")
    )
    token_issuer: str | None = Field(None, validation_alias=_env("TEAMS_TOKEN_ISSUER", "token_issuer"))
    token_endpoint: str | None = Field(None, validation_alias=_env("TEAMS_TOKEN_ENDPOINT", "token_endpoint"))
    service_url: str | None = Field(None, validation_alias=_env("TEAMS_SERVICE_URL", "service_url"))
    graph_url: str | None = Field(None, validation_alias=_env("TEAMS_GRAPH_URL", "graph_url"))
    # Department: a mapping file keyed by Entra object id, then (when on) Graph `department`.
    departments_file: Path | None = Field(
        None, validation_alias=_env("TEAMS_DEPARTMENTS_FILE", "HELPDESK_DEPARTMENTS_FILE", "departments_file")
    )
    graph_departments: bool = Field(
        False, validation_alias=_env("TEAMS_GRAPH_DEPARTMENTS", "graph_departments")
    )
    connector_timeout_s: float = Field(
        15.0, gt=0, le=120, validation_alias=_env("TEAMS_CONNECTOR_TIMEOUT", "connector_timeout_s")
    )
    max_retries: int = Field(5, ge=0, le=10, validation_alias=_env("TEAMS_MAX_RETRIES", "max_retries"))
    max_retry_after_s: float = Field(
        30.0, ge=0, le=300, validation_alias=_env("TEAMS_MAX_RETRY_AFTER", "max_retry_after_s")
    )

    @field_validator(
        "client_id", "client_secret", "tenant_id", "staff_team_id", "staff_channel_id", "openid_metadata_url",
        "token_issuer", "token_endpoint", "service_url", "graph_url", mode="before",
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip() or None
        return value

    @field_validator("cloud", mode="before")
    @classmethod
    def _cloud_lower(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    # derived -------------------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self.client_id is not None

    @property
    def cloud_environment(self) -> CloudEnvironment:
        """The SDK's cloud description with this deployment's overrides (used by the JWT validator)."""
        from microsoft_teams.api.auth.cloud_environment import from_name, with_overrides

        return with_overrides(
            from_name(self.cloud),
            openid_metadata_url=self.openid_metadata_url,
            token_issuer=self.token_issuer,
        )

    @property
    def token_url(self) -> str:
        if self.token_endpoint:
            return self.token_endpoint
        from microsoft_teams.api.auth.cloud_environment import from_name

        env = from_name(self.cloud)
        return f"{env.login_endpoint}/{self.tenant_id or env.login_tenant}/oauth2/v2.0/token"

    @property
    def bot_scope(self) -> str:
        from microsoft_teams.api.auth.cloud_environment import from_name

        return from_name(self.cloud).bot_scope

    @property
    def graph_scope(self) -> str:
        if self.graph_url:
            return self.graph_url.rstrip("/") + "/.default"
        from microsoft_teams.api.auth.cloud_environment import from_name

        return from_name(self.cloud).graph_scope

    @property
    def default_service_url(self) -> str:
        return self.service_url or PUBLIC_SERVICE_URLS[self.cloud]

    @property
    def graph_base(self) -> str:
        return (self.graph_url or GRAPH_URLS[self.cloud]).rstrip("/")

    # start-up check ------------------------------------------------------------------------------
    def require(self) -> None:
        """Stop start-up with one message naming every missing or wrong Teams setting."""
        problems: list[str] = []
        needed = {
            "TEAMS_CLIENT_ID": self.client_id,
            "TEAMS_CLIENT_SECRET": self.client_secret,
            "TEAMS_TENANT_ID": self.tenant_id,
            "TEAMS_STAFF_TEAM_ID": self.staff_team_id,
            "TEAMS_STAFF_CHANNEL_ID": self.staff_channel_id,
        }
        problems += [f"{name}: missing" for name, value in needed.items() if not value]
        for name, value in (("TEAMS_CLIENT_ID", self.client_id), ("TEAMS_TENANT_ID", self.tenant_id)):
            if value and not GUID.match(value):
                problems.append(f"{name}: not a GUID (got {value!r}; copy it from the Entra app's Overview page)")
        for name, value in (
            ("TEAMS_STAFF_TEAM_ID", self.staff_team_id),
            ("TEAMS_STAFF_CHANNEL_ID", self.staff_channel_id),
        ):
            if value and not THREAD_ID.match(value):
                problems.append(
                    f"{name}: expected an id like 19:…@thread.tacv2 (got {value!r}; see deploy/TEAMS.md)"
                )
        for name, url in (
            ("TEAMS_OPENID_METADATA_URL", self.openid_metadata_url),
            ("TEAMS_TOKEN_ENDPOINT", self.token_endpoint),
            ("TEAMS_SERVICE_URL", self.service_url),
            ("TEAMS_GRAPH_URL", self.graph_url),
            ("TEAMS_TOKEN_ISSUER", self.token_issuer),
        ):
            problem = url_problem(url)
            if problem:
                problems.append(f"{name}: {problem}")
        if self.openid_metadata_url and not self.openid_metadata_url.rstrip("/").endswith("/openidconfiguration"):
            # The SDK finds the signing keys next to the metadata document (…/openidconfiguration → …/keys).
            problems.append("TEAMS_OPENID_METADATA_URL: must end in /openidconfiguration")
        if problems:
            raise TeamsSettingsError("Teams configuration: " + "; ".join(problems) + " (see deploy/TEAMS.md)")


def url_problem(url: str | None) -> str | None:
    """Why `url` cannot be an endpoint: https everywhere, plain http only on loopback."""
    if url is None:
        return None
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.hostname:
        return f"not an absolute URL (got {url!r})"
    if parts.scheme == "http" and parts.hostname not in LOOPBACK_HOSTS:
        return f"must use https (got {url!r})"
    return None


def load_teams_settings(**overrides: object) -> TeamsSettings:
    """Build the Teams settings; a value of the wrong type raises TeamsSettingsError naming the variable."""
    try:
        return TeamsSettings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            key = str(err["loc"][0]) if err["loc"] else "?"
            field = TeamsSettings.model_fields.get(key)
            aliases = field.validation_alias if field else None
            env = next(
                (a for a in aliases.choices if isinstance(a, str) and a.isupper()), key
            ) if isinstance(aliases, AliasChoices) else key
            problems.append(f"{env}: {err['msg']} (got {err.get('input')!r})")
        raise TeamsSettingsError("invalid Teams configuration: " + "; ".join(problems)) from None
