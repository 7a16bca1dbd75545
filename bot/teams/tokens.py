"""Outbound access tokens: the OAuth 2.0 client-credentials grant against the cloud's token endpoint.

MSAL insists on https authorities (so it cannot be pointed at a loopback fake) and would add a
discovery round trip; the grant itself is one form POST, done here with httpx and cached until
five minutes before it expires. Any callable returning a token string can stand in (tests).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import httpx

TokenSource = Callable[[], str]
REFRESH_MARGIN_S = 300.0


class TokenError(Exception):
    """The token endpoint refused the credentials or answered something that is not a token.
    `status` is the endpoint's HTTP status (0: no answer)."""

    def __init__(self, message: str, status: int = 0) -> None:
        super().__init__(message)
        self.status = status


class ClientCredentialsToken:
    """`token()` returns a bearer token for `scope`, fetched once and reused until near expiry."""

    def __init__(
        self,
        *,
        token_url: str,
        client_id: str,
        client_secret: str,
        scope: str,
        http: httpx.Client | None = None,
    ) -> None:
        self.token_url = token_url
        self.client_id = client_id
        self.client_secret = client_secret
        self.scope = scope
        self.http = http or httpx.Client(timeout=15.0)
        self._token: str | None = None
        self._expires_at = 0.0
        self._lock = threading.Lock()

    def __call__(self) -> str:
        with self._lock:
            if self._token and time.monotonic() < self._expires_at - REFRESH_MARGIN_S:
                return self._token
            self._token, lifetime = self._fetch()
            self._expires_at = time.monotonic() + lifetime
            return self._token

    def invalidate(self) -> None:
        """Forget the cached token (the API answered 401: fetch a fresh one next time)."""
        with self._lock:
            self._token = None

    def _fetch(self) -> tuple[str, float]:
        try:
            response = self.http.post(
                self.token_url,
                data={
                    "grant_type": "client_credentials",
                    "client_id": self.client_id,
                    "client_secret": self.client_secret,
                    "scope": self.scope,
                },
            )
        except httpx.HTTPError as exc:
            raise TokenError(f"token endpoint unreachable: {type(exc).__name__}", 0) from None
        try:
            body = response.json()
        except ValueError:
            body = {}
        if response.status_code != 200 or not isinstance(body, dict) or not body.get("access_token"):
            error = body.get("error") if isinstance(body, dict) else None
            raise TokenError(
                f"token endpoint answered {response.status_code} error={error or 'unknown'} "
                "(check TEAMS_CLIENT_ID, TEAMS_CLIENT_SECRET and TEAMS_TENANT_ID)",
                response.status_code,
            )
        try:
            lifetime = float(body.get("expires_in", 3600))
        except (TypeError, ValueError):
            lifetime = 3600.0
        return str(body["access_token"]), max(lifetime, REFRESH_MARGIN_S + 60)
