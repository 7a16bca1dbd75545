"""ISO weeks ("2025-W10") in the company's time zone: bounds, neighbours, parsing."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

_WEEK = re.compile(r"^(\d{4})-W(\d{2})$")


def parse_week(week: str) -> tuple[int, int]:
    """("2025-W10") -> (2025, 10); ValueError for anything else, or a week the year lacks."""
    match = _WEEK.match(week)
    if not match:
        raise ValueError(f"not an ISO week (YYYY-Www): {week!r}")
    year, number = int(match[1]), int(match[2])
    try:
        date.fromisocalendar(year, number, 1)  # W00, W54, W53 in a 52-week year
    except ValueError:
        weeks = date(year, 12, 28).isocalendar()[1] if 1 <= year <= 9999 else 52
        raise ValueError(f"not a week of {year}: {week!r} ({year} has weeks W01-W{weeks:02d})") from None
    return year, number


def week_of(moment: datetime, tz: str) -> str:
    year, number, _ = moment.astimezone(ZoneInfo(tz)).isocalendar()
    return f"{year}-W{number:02d}"


def monday(week: str) -> date:
    year, number = parse_week(week)
    return date.fromisocalendar(year, number, 1)


def week_bounds(week: str, tz: str) -> tuple[datetime, datetime]:
    """[Monday 00:00, next Monday 00:00) local time, as UTC datetimes."""
    start = datetime.combine(monday(week), datetime.min.time(), tzinfo=ZoneInfo(tz))
    end = start + timedelta(days=7)  # wall-clock arithmetic in the zone (no DST in Seoul anyway)
    return start.astimezone(UTC), end.astimezone(UTC)


def shift_week(week: str, weeks: int) -> str:
    year, number, _ = (monday(week) + timedelta(weeks=weeks)).isocalendar()
    return f"{year}-W{number:02d}"


def previous_week(week: str) -> str:
    return shift_week(week, -1)


def last_complete_week(now: datetime, tz: str) -> str:
    """The week before the one `now` falls in (what Monday's digest reports)."""
    return previous_week(week_of(now, tz))
