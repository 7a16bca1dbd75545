"""Describe an exception for the logs without its message: messages can quote the question."""

from __future__ import annotations

import traceback


def describe(exc: BaseException) -> str:
    """`TypeName at file.py:LINE in function` for the innermost frame (no message, no values)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return type(exc).__name__
    last = frames[-1]
    return f"{type(exc).__name__} at {last.filename.rsplit('/', 1)[-1]}:{last.lineno} in {last.name}"
