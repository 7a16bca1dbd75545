"""The asker's department, from sources the admin controls.

Order: the mapping file by Slack user id, then the mapping file by e-mail (users.info), then the
Slack profile field named by `HELPDESK_SLACK_DEPT_FIELD` (a custom field id such as `Xf01ABC` or a
standard profile key such as `title`). Unknown askers get None: they see only documents open to ALL.

The mapping file is YAML or JSON (`{"U123": "HR", "kim@example.com": "FIN"}`), or CSV / plain
lines `key,department`. Lookups are cached for a few minutes.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from pathlib import Path
from typing import Any

import yaml
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from bot.settings import SettingsError

log = logging.getLogger(__name__)

CACHE_SECONDS = 300.0


class DepartmentsError(SettingsError):
    """The mapping file cannot be read; the message names the file."""


def load_mapping(path: Path) -> dict[str, str]:
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DepartmentsError(f"HELPDESK_DEPARTMENTS_FILE: cannot read {path}: {exc.strerror}") from None
    data: Any
    if path.suffix.lower() in (".yaml", ".yml", ".json"):
        try:
            data = json.loads(raw) if path.suffix.lower() == ".json" else yaml.safe_load(raw)
        except (ValueError, yaml.YAMLError) as exc:
            mark = getattr(exc, "problem_mark", None)  # YAML: one line with the position, not the excerpt
            where = f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else str(exc)
            raise DepartmentsError(f"HELPDESK_DEPARTMENTS_FILE: {path} is not valid: {where}") from None
        if data is None:
            return {}
        if not isinstance(data, dict):
            raise DepartmentsError(
                f"HELPDESK_DEPARTMENTS_FILE: {path} must map user ids or e-mails to departments"
            )
        return {str(k).strip().lower(): str(v).strip() for k, v in data.items() if v is not None}
    mapping: dict[str, str] = {}
    for line in raw.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "," not in line:
            continue
        key, dept = (part.strip() for part in line.split(",", 1))
        if key.lower() in ("user", "key", "id", "email") and dept.lower() in ("dept", "department"):
            continue  # header row
        mapping[key.lower()] = dept
    return mapping


class DepartmentResolver:
    def __init__(
        self, client: WebClient, mapping: dict[str, str] | None = None, profile_field: str | None = None
    ) -> None:
        self.client = client
        self.mapping = {k.lower(): v for k, v in (mapping or {}).items()}
        self.profile_field = profile_field
        self._cache: dict[str, tuple[float, str | None]] = {}
        self._lock = threading.Lock()

    @classmethod
    def from_settings(
        cls, client: WebClient, departments_file: Path | None, profile_field: str | None
    ) -> DepartmentResolver:
        mapping = load_mapping(departments_file) if departments_file else {}
        return cls(client, mapping, profile_field)

    def department_of(self, *, user: str) -> str | None:
        """The `Departments` port of the helpdesk service."""
        return self.resolve(user)

    def resolve(self, user_id: str) -> str | None:
        with self._lock:
            cached = self._cache.get(user_id)
        if cached and time.monotonic() - cached[0] < CACHE_SECONDS:
            return cached[1]
        dept = self._lookup(user_id)
        with self._lock:
            self._cache[user_id] = (time.monotonic(), dept)
        return dept

    def _lookup(self, user_id: str) -> str | None:
        direct = self.mapping.get(user_id.lower())
        if direct:
            return direct
        if not self.profile_field and not any("@" in key for key in self.mapping):
            return None  # nothing else to look at: no users.info call
        try:
            user: dict[str, Any] = self.client.users_info(user=user_id).get("user") or {}
            profile: dict[str, Any] = user.get("profile") or {}
        except SlackApiError as exc:
            log.warning("users.info failed user=%s error=%s", user_id, exc.response.get("error"))
            return None
        email = str(profile.get("email") or "").lower()
        if email and email in self.mapping:
            return self.mapping[email]
        if not self.profile_field:
            return None
        found = self._from_profile(profile)
        if found is None and self.profile_field not in profile:
            # Custom fields (Xf…) are not in users.info: users.profile.get returns them.
            try:
                full: dict[str, Any] = self.client.users_profile_get(user=user_id).get("profile") or {}
            except SlackApiError as exc:
                log.warning("users.profile.get failed user=%s error=%s", user_id, exc.response.get("error"))
                return None
            found = self._from_profile(full)
        return found

    def _from_profile(self, profile: dict[str, Any]) -> str | None:
        if not self.profile_field:
            return None
        fields = profile.get("fields") or {}
        value: Any = None
        if isinstance(fields, dict) and self.profile_field in fields:
            entry = fields[self.profile_field]
            value = entry.get("value") if isinstance(entry, dict) else entry
        elif self.profile_field in profile:
            value = profile[self.profile_field]
        text = str(value).strip() if value is not None else ""
        return text or None
