"""Describe an exception for the logs without its message: messages can quote the question."""

from __future__ import annotations

import logging
import traceback


def describe(exc: BaseException) -> str:
    """`TypeName at file.py:LINE in function` for the innermost frame (no message, no values)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return type(exc).__name__
    last = frames[-1]
    return f"{type(exc).__name__} at {last.filename.rsplit('/', 1)[-1]}:{last.lineno} in {last.name}"


_CONTENT_WORDS = ("body", "payload", "text=", "'text'", '"text"')
_LIBRARIES = ("slack_bolt", "slack_sdk", "slack", "uvicorn", "starlette", "httpx", "httpcore", "urllib3", "openai")


class RedactRequestContent(logging.Filter):
    """Logs never carry request bodies, at any level: a library's log line that quotes a request
    or response body (Bolt's "Invalid request signature ... body: ...", slack_sdk's debug lines)
    keeps its start and loses the content."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not record.name.startswith(_LIBRARIES):
            return True
        try:
            message = record.getMessage()
        except Exception:  # a malformed record: drop its arguments rather than fail
            message = str(record.msg)
        cuts = [i for i in (message.find(word) for word in _CONTENT_WORDS) if i >= 0]
        if cuts:
            record.msg = message[: min(cuts)] + "[request content redacted]"
            record.args = ()
        return True


def install_redaction(logger: logging.Logger | None = None) -> None:
    """Add the redaction filter to every handler of `logger` (default: the root logger)."""
    target = logger or logging.getLogger()
    for handler in target.handlers:
        if not any(isinstance(f, RedactRequestContent) for f in handler.filters):
            handler.addFilter(RedactRequestContent())
