"""Who is staff: the members of the staff channel (conversations.members), cached briefly."""

from __future__ import annotations

import logging
import threading
import time

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

log = logging.getLogger(__name__)


class StaffDirectory:
    def __init__(self, client: WebClient, channel: str, ttl_s: float = 60.0) -> None:
        self.client = client
        self.channel = channel
        self.ttl_s = ttl_s
        self._members: frozenset[str] = frozenset()
        self._fetched_at: float | None = None
        self._lock = threading.Lock()

    def members(self) -> frozenset[str]:
        with self._lock:
            fresh = self._fetched_at is not None and time.monotonic() - self._fetched_at < self.ttl_s
            if fresh:
                return self._members
            try:
                self._members = self._fetch()
                self._fetched_at = time.monotonic()
            except SlackApiError as exc:
                # keep the last known list (or none): refusing staff for a minute beats letting anyone act
                log.warning("conversations.members failed error=%s", exc.response.get("error"))
            return self._members

    def is_staff(self, user: str) -> bool:
        return user in self.members()

    def _fetch(self) -> frozenset[str]:
        members: set[str] = set()
        cursor: str | None = None
        while True:
            response = self.client.conversations_members(channel=self.channel, cursor=cursor, limit=1000)
            members.update(response.get("members") or [])
            cursor = (response.get("response_metadata") or {}).get("next_cursor") or None
            if not cursor:
                return frozenset(members)
