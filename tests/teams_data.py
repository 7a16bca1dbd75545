"""Ids and settings shared by the Teams tests."""

from __future__ import annotations

from tests.support.teams_harness import (
    APP_ID,
    STAFF,
    STAFF_CHANNEL,
    STAFF_TEAM,
    TENANT_ID,
    teams_settings,
)

STAFF_USER = STAFF[0]
EMPLOYEE = "29:employee-1"
EMPLOYEE_AAD = "0f0f0f0f-1111-2222-3333-444444444444"

__all__ = ["APP_ID", "EMPLOYEE", "EMPLOYEE_AAD", "STAFF_CHANNEL", "STAFF_TEAM", "STAFF_USER", "TENANT_ID",
           "teams_settings"]
