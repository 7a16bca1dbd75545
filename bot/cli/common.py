"""Helpers shared by the CLI commands."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from typing import Any

from bot.question import screen_question


def iso_date(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {value!r}") from None


def positive_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {value}")
    return number


def question_or_exit(text: str, max_chars: int) -> str | None:
    """The question, or None after printing why it cannot be asked."""
    problem = screen_question(text, max_chars)
    if problem:
        print(problem, file=sys.stderr)
        return None
    return text.strip()


def print_json(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False, indent=2, default=str))
