"""Helpers shared by the CLI commands."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from datetime import date
from typing import Any

from bot.answer.question import screen_question


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


class LazyChoices:
    """argparse `choices` computed on first use, so registering a command imports nothing heavy."""

    def __init__(self, load: Callable[[], list[str]]) -> None:
        self._load = load
        self._values: list[str] | None = None

    def _get(self) -> list[str]:
        if self._values is None:
            self._values = self._load()
        return self._values

    def __contains__(self, value: object) -> bool:
        return value in self._get()

    def __iter__(self) -> Iterator[str]:
        return iter(self._get())

    def __len__(self) -> int:
        return len(self._get())
