"""Who a Teams user is to the helpdesk: their department and whether they are staff.

Department: the mapping file keyed by Entra object id (`from.aadObjectId`), then, when
`TEAMS_GRAPH_DEPARTMENTS` is on, Microsoft Graph `GET /v1.0/users/{id}?$select=department`
(application permission `User.Read.All`), then unknown (None: only documents open to ALL).
Staff: members of the staff team, asked of the connector
(`GET /v3/conversations/{teamId}/members/{userId}`, 404 = not a member), cached briefly.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar
from urllib.parse import quote

import httpx

from bot.slack.departments import load_mapping
from bot.teams.connector import BotConnector, ConnectorError
from bot.teams.settings import GUID
from bot.teams.tokens import TokenError, TokenSource

log = logging.getLogger(__name__)

DEPARTMENT_TTL_S = 300.0
STAFF_TTL_S = 60.0
T = TypeVar("T")


class _TTLCache(Generic[T]):
    def __init__(self, ttl_s: float, max_entries: int = 5000) -> None:
        self.ttl_s = ttl_s
        self.max_entries = max_entries
        self._entries: dict[str, tuple[float, T]] = {}
        self._lock = threading.Lock()

    def get_or(self, key: str, compute: Callable[[], T]) -> T:
        with self._lock:
            hit = self._entries.get(key)
        if hit and time.monotonic() - hit[0] < self.ttl_s:
            return hit[1]
        value = compute()
        with self._lock:
            self._entries[key] = (time.monotonic(), value)
            while len(self._entries) > self.max_entries:
                self._entries.pop(next(iter(self._entries)))
        return value


class GraphDepartments:
    """`department` of a user from Microsoft Graph (a small client: one GET, no SDK)."""

    def __init__(self, base_url: str, token: TokenSource, http: httpx.Client | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.http = http or httpx.Client(timeout=10.0)

    def department(self, object_id: str) -> str | None:
        if not GUID.match(object_id):
            return None
        try:
            response = self.http.get(
                f"{self.base_url}/v1.0/users/{quote(object_id, safe='')}",
                params={"$select": "department"},
                headers={"Authorization": f"Bearer {self.token()}"},
            )
        except (httpx.HTTPError, TokenError) as exc:
            log.warning("graph department lookup failed: %s", type(exc).__name__)
            return None
        if response.status_code != 200:
            # 403: User.Read.All not granted (admin consent); 404: no such user.
            log.warning("graph department lookup status=%s", response.status_code)
            return None
        try:
            value = response.json().get("department")
        except (ValueError, AttributeError):
            return None
        text = str(value).strip() if value is not None else ""
        return text or None


class TeamsDepartments:
    def __init__(self, mapping: dict[str, str] | None = None, graph: GraphDepartments | None = None) -> None:
        self.mapping = {k.lower(): v for k, v in (mapping or {}).items()}
        self.graph = graph
        self._cache: _TTLCache[str | None] = _TTLCache(DEPARTMENT_TTL_S)

    @classmethod
    def from_file(cls, path: Path | None, graph: GraphDepartments | None = None) -> TeamsDepartments:
        return cls(load_mapping(path) if path else {}, graph)

    def resolve(self, aad_object_id: str | None) -> str | None:
        if not aad_object_id:
            return None
        key = aad_object_id.lower()
        direct = self.mapping.get(key)
        if direct:
            return direct
        if self.graph is None:
            return None
        graph = self.graph
        return self._cache.get_or(key, lambda: graph.department(aad_object_id))


class TeamsStaff:
    """Membership of the staff team. On a connector failure nobody counts as staff (fail closed)."""

    def __init__(
        self,
        connector: BotConnector,
        team_id: str,
        service_url: Callable[[], str],
        on_member: Callable[[str, str | None, str | None], None] | None = None,
    ) -> None:
        self.connector = connector
        self.team_id = team_id
        self.service_url = service_url
        self.on_member = on_member  # (id, name, aad object id) of a member found: names for the cards
        self._cache: _TTLCache[bool] = _TTLCache(STAFF_TTL_S)

    def is_staff(self, user_id: str) -> bool:
        try:  # a failed lookup is not cached: the next click asks again
            return self._cache.get_or(user_id, lambda: self._ask(user_id))
        except ConnectorError as exc:
            log.warning("staff membership lookup failed status=%s", exc.status)
            return False

    def _ask(self, user_id: str) -> bool:
        member = self.connector.get_member(self.service_url(), self.team_id, user_id)
        if member is not None and self.on_member is not None:
            self.on_member(user_id, member.get("name") or None, member.get("aadObjectId") or None)
        return member is not None
