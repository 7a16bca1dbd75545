"""Contention for benchmarks: busy processes on every core while a measurement runs.

Production machines are shared (other pods, the Chroma server, PostgreSQL, a re-ingest), so
`helpdesk bench ... --busy` measures with one busy-loop process per core. The processes are bounded:
each ends by itself after `max_s` seconds, and they are stopped when the measurement ends.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

_SPIN = "import time\nend = time.monotonic() + {max_s}\nwhile time.monotonic() < end:\n    pass\n"


@contextmanager
def busy_cores(processes: int | None = None, max_s: float = 1800.0) -> Iterator[int]:
    """Run `processes` (default: one per core) busy loops for the duration of the block."""
    count = processes if processes is not None else (os.cpu_count() or 1)
    spinners = [subprocess.Popen([sys.executable, "-c", _SPIN.format(max_s=max_s)]) for _ in range(count)]
    try:
        yield count
    finally:
        for spinner in spinners:
            spinner.kill()
        for spinner in spinners:
            spinner.wait()
