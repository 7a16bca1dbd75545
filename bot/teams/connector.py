"""A small Bot Connector REST client (`/v3/conversations…` at an activity's `serviceUrl`).

The SDK's API client does not retry ordinary sends, and the connector throttles every call: here 429,
412, 502 and 504 are retried with exponential backoff, honouring `Retry-After` (capped), and a 401
fetches a fresh token once. Activities larger than `MAX_ACTIVITY_BYTES` are refused before sending
(Teams answers 413 near 100 KB); `bot.teams.render` keeps messages under it. Synchronous on purpose:
the helpdesk works questions on a thread pool. Logs carry status codes and ids, never message text.
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import httpx

from bot.teams.tokens import TokenSource

log = logging.getLogger(__name__)

RETRY_STATUSES = frozenset({412, 429, 502, 504})
MAX_ACTIVITY_BYTES = 80_000
Activity = dict[str, Any]


class ConnectorError(Exception):
    """The connector refused a call (after retries); `status` is the last HTTP status (0: no answer)."""

    def __init__(self, operation: str, status: int, code: str | None = None) -> None:
        super().__init__(f"{operation} failed: HTTP {status}" + (f" {code}" if code else ""))
        self.operation = operation
        self.status = status
        self.code = code


def _conv(conversation_id: str) -> str:
    # Conversation ids carry ':' '@' ';' '=' (19:…@thread.tacv2;messageid=…): keep those, escape the rest.
    return quote(conversation_id, safe=":@;=")


def _base(service_url: str) -> str:
    return service_url.rstrip("/")


class BotConnector:
    def __init__(
        self,
        token: TokenSource,
        *,
        timeout_s: float = 15.0,
        max_retries: int = 5,
        max_retry_after_s: float = 30.0,
        backoff_s: float = 0.5,
        http: httpx.Client | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.token = token
        self.max_retries = max_retries
        self.max_retry_after_s = max_retry_after_s
        self.backoff_s = backoff_s
        self.http = http or httpx.Client(
            timeout=timeout_s, limits=httpx.Limits(max_connections=64, max_keepalive_connections=32)
        )
        self.sleep = sleep

    def close(self) -> None:
        self.http.close()

    # operations ------------------------------------------------------------------------------------
    def send(self, service_url: str, conversation_id: str, activity: Activity) -> str:
        """Post an activity to a conversation (a 1:1 chat, or a channel: a new thread); returns its id."""
        url = f"{_base(service_url)}/v3/conversations/{_conv(conversation_id)}/activities"
        body = self._call("send", "POST", url, activity)
        return str(body.get("id") or "")

    def reply(self, service_url: str, conversation_id: str, reply_to_id: str, activity: Activity) -> str:
        """Reply to an activity (the spec form `…/activities/{activityId}`); returns the new id."""
        url = (
            f"{_base(service_url)}/v3/conversations/{_conv(conversation_id)}/activities/{quote(reply_to_id, safe='')}"
        )
        body = self._call("reply", "POST", url, activity)
        return str(body.get("id") or "")

    def update(self, service_url: str, conversation_id: str, activity_id: str, activity: Activity) -> None:
        """Replace a sent activity in place (the ticket card for everyone)."""
        url = (
            f"{_base(service_url)}/v3/conversations/{_conv(conversation_id)}/activities/{quote(activity_id, safe='')}"
        )
        self._call("update", "PUT", url, {**activity, "id": activity_id})

    def typing(self, service_url: str, conversation_id: str) -> None:
        self.send(service_url, conversation_id, {"type": "typing"})

    def open_dm(self, service_url: str, user_id: str, tenant_id: str) -> str:
        """The 1:1 conversation with a user who has the app installed; returns its id."""
        body = self._call(
            "open_dm",
            "POST",
            f"{_base(service_url)}/v3/conversations",
            {
                "isGroup": False,
                "members": [{"id": user_id}],
                "tenantId": tenant_id,
                "channelData": {"tenant": {"id": tenant_id}},
            },
        )
        return str(body.get("id") or "")

    def get_member(self, service_url: str, conversation_id: str, user_id: str) -> dict[str, Any] | None:
        """The member of a team or chat, or None when the user is not a member (404)."""
        url = (
            f"{_base(service_url)}/v3/conversations/{_conv(conversation_id)}/members/{quote(user_id, safe=':')}"
        )
        try:
            return self._call("get_member", "GET", url, None)
        except ConnectorError as exc:
            if exc.status == 404 or (exc.status == 400 and exc.code in ("MemberNotFoundInConversation",)):
                return None
            raise

    # transport ------------------------------------------------------------------------------------
    def _call(self, operation: str, method: str, url: str, payload: Activity | None) -> dict[str, Any]:
        content: bytes | None = None
        if payload is not None:
            content = json.dumps(payload, ensure_ascii=False).encode("utf-8")
            if len(content) > MAX_ACTIVITY_BYTES:
                raise ConnectorError(operation, 413, f"activity of {len(content)} bytes not sent")
        refreshed = False
        attempt = 0
        while True:
            try:
                response = self.http.request(
                    method,
                    url,
                    content=content,
                    headers={
                        "Authorization": f"Bearer {self.token()}",
                        "Content-Type": "application/json; charset=utf-8",
                    },
                )
            except httpx.TransportError as exc:
                # Only a connection that never opened is safe to repeat (a POST may have landed).
                if isinstance(exc, httpx.ConnectError) and attempt < self.max_retries:
                    attempt += 1
                    self.sleep(self._backoff(attempt, None))
                    continue
                log.warning("connector %s failed: %s", operation, type(exc).__name__)
                raise ConnectorError(operation, 0, type(exc).__name__) from None
            status = response.status_code
            if status < 300:
                return _json(response)
            invalidate = getattr(self.token, "invalidate", None)
            if status == 401 and not refreshed and callable(invalidate):
                refreshed = True
                invalidate()
                continue
            if status in RETRY_STATUSES and attempt < self.max_retries:
                attempt += 1
                wait = self._backoff(attempt, response.headers.get("Retry-After"))
                log.info("connector %s got %s: retry %s in %.2fs", operation, status, attempt, wait)
                self.sleep(wait)
                continue
            code = _error_code(response)
            log.warning("connector %s failed status=%s code=%s", operation, status, code)
            raise ConnectorError(operation, status, code)

    def _backoff(self, attempt: int, retry_after: str | None) -> float:
        if retry_after is not None:
            try:
                return min(max(float(retry_after), 0.0), self.max_retry_after_s)
            except ValueError:
                pass  # an HTTP date: fall back to the exponential backoff
        base = min(self.backoff_s * (2 ** (attempt - 1)), self.max_retry_after_s)
        return base * (0.5 + random.random() / 2)


def _json(response: httpx.Response) -> dict[str, Any]:
    if not response.content:
        return {}
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def _error_code(response: httpx.Response) -> str | None:
    body = _json(response)
    error = body.get("error")
    if isinstance(error, dict) and error.get("code"):
        return str(error["code"])
    return None
