"""Log output for the command line and `helpdesk serve`: plain text lines or JSON lines.

`HELPDESK_LOG_FORMAT=json` writes one JSON object per line (`time`, `level`, `logger`, `message`,
plus any `extra` fields), for log collectors in containers. Either way a log line carries ids,
routes, reasons and timings, never message text (see `bot.ops.logsafe`).
"""

from __future__ import annotations

import logging
import sys
from typing import Literal

from pythonjsonlogger.json import JsonFormatter

LogFormat = Literal["text", "json"]
TEXT_FORMAT = "%(levelname)s %(name)s %(message)s"


def make_formatter(fmt: LogFormat) -> logging.Formatter:
    if fmt == "json":
        return JsonFormatter(
            "%(levelname)s %(name)s %(message)s",
            rename_fields={"levelname": "level", "name": "logger"},
            timestamp="time",
            json_ensure_ascii=False,
        )
    return logging.Formatter(TEXT_FORMAT)


def configure_logging(*, verbose: bool, fmt: LogFormat = "text") -> None:
    """Root logger at INFO (`-v`) or WARNING, every root handler in the chosen format."""
    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(logging.StreamHandler(sys.stderr))
    formatter = make_formatter(fmt)
    for handler in root.handlers:
        handler.setFormatter(formatter)
    root.setLevel(logging.INFO if verbose else logging.WARNING)
