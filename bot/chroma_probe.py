"""Whether collections of a local Chroma index can be read back, checked in a child process.

Chroma 1.5 can leave a vector segment damaged when the writing process is killed in the middle of a
flush (chroma-core/chroma#7238): the next process that loads it dies of SIGSEGV inside Chroma's Rust
code, which no `try` can catch. An ingest continues the generation an interrupted run left unfinished,
so before it reads that generation it has a child process load it (count, read one row, query with
that row's vector); a child that crashes or fails means the generation is written again from the start.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Sequence

from chromadb.api import ClientAPI

log = logging.getLogger(__name__)

PROBE_TIMEOUT_S = 600.0  # loading a 1,000,000-chunk graph takes seconds; a hang counts as unreadable

_PROBE = """
import sys
import chromadb
from chromadb.config import Settings

client = chromadb.PersistentClient(path=sys.argv[1], settings=Settings(anonymized_telemetry=False))
for name in sys.argv[2:]:
    collection = client.get_collection(name)
    collection.count()
    got = collection.get(limit=1, include=["embeddings"])
    if got["ids"]:
        collection.query(query_embeddings=[list(got["embeddings"][0])], n_results=1)
"""


def readable(client: ClientAPI, names: Sequence[str], timeout_s: float = PROBE_TIMEOUT_S) -> bool:
    """True when a separate process can load and query every collection in `names`. Only a local
    persistent client is checked (a Chroma server keeps its own segments; an in-memory client has no
    files an interrupted process could have left)."""
    settings = client.get_settings()
    if not names or not settings.is_persistent or not settings.persist_directory:
        return True
    try:
        done = subprocess.run(
            [sys.executable, "-c", _PROBE, settings.persist_directory, *names],
            capture_output=True, timeout=timeout_s, check=False,
        )
    except subprocess.TimeoutExpired:
        log.warning("reading back %d collection(s) took over %.0f s: treated as unreadable", len(names), timeout_s)
        return False
    if done.returncode != 0:
        log.warning("reading back %d collection(s) failed in a child process (exit status %d)",
                    len(names), done.returncode)
        return False
    return True
