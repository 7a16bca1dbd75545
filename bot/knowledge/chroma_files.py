"""The files of a local Chroma index (`PersistentClient`), where Chroma 1.5 leaves them in a bad state.

Killed mid-flush: Chroma can leave a vector segment damaged when the writing process is killed in the
middle of a flush (chroma-core/chroma#7238): the next process that loads it dies of SIGSEGV inside
Chroma's Rust code, which no `try` can catch. An ingest continues the generation an interrupted run
left unfinished, so before it reads that generation it has a child process load it (count, read one
row, query with that row's vector, `readable`); a child that crashes or fails means the generation is
written again from the start.

Deleted collections: Chroma deletes a collection's rows but not its vector segment's directory
(`<persist_directory>/<segment id>/`, chroma-core/chroma#5259: the file removal is left to a garbage
collector the embedded client does not run). Every ingest publishes a new generation and deletes the
collections no reader can still use, so without `remove_orphan_segments` the disk grows by the size of
the index's graphs on every re-ingest. Only directories named like a segment id that no segment row
names any more are removed: a segment's row is written when its collection is created, before any file.

Both apply only to a local persistent client: a Chroma server keeps its own segments, and an in-memory
client has no files.
"""

from __future__ import annotations

import logging
import shutil
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import Sequence
from contextlib import closing
from pathlib import Path

from chromadb.api import ClientAPI

log = logging.getLogger(__name__)

PROBE_TIMEOUT_S = 600.0  # loading a 1,000,000-chunk graph takes seconds; a hang counts as unreadable
SYSDB_FILE = "chroma.sqlite3"

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


def local_path(client: ClientAPI) -> Path | None:
    """The folder of a local persistent client's files; None for a server or in-memory client."""
    settings = client.get_settings()
    return Path(settings.persist_directory) if settings.is_persistent and settings.persist_directory else None


def readable(client: ClientAPI, names: Sequence[str], timeout_s: float = PROBE_TIMEOUT_S) -> bool:
    """True when a separate process can load and query every collection in `names` (always True for
    a client without local files)."""
    path = local_path(client)
    if not names or path is None:
        return True
    try:
        done = subprocess.run(
            [sys.executable, "-c", _PROBE, str(path), *names], capture_output=True, timeout=timeout_s, check=False,
        )
    except subprocess.TimeoutExpired:
        log.warning("reading back %d collection(s) took over %.0f s: treated as unreadable", len(names), timeout_s)
        return False
    if done.returncode != 0:
        log.warning("reading back %d collection(s) failed in a child process (exit status %d)",
                    len(names), done.returncode)
        return False
    return True


def _is_segment_name(name: str) -> bool:
    try:
        return str(uuid.UUID(name)) == name
    except ValueError:
        return False


def orphan_segment_dirs(persist_directory: Path) -> list[Path]:
    """Segment directories under `persist_directory` that no segment of any collection names."""
    sysdb = persist_directory / SYSDB_FILE
    if not sysdb.exists():
        return []
    with closing(sqlite3.connect(f"file:{sysdb}?mode=ro", uri=True)) as conn:
        live = {str(row[0]) for row in conn.execute("SELECT id FROM segments")}
    return sorted(p for p in persist_directory.iterdir()
                  if p.is_dir() and _is_segment_name(p.name) and p.name not in live)


def remove_orphan_segments(client: ClientAPI) -> int:
    """Delete the orphaned segment directories of a local persistent client; returns how many. A
    failure is logged, never raised: the index is correct either way, only disk space is at stake."""
    path = local_path(client)
    if path is None:
        return 0
    try:
        orphans = orphan_segment_dirs(path)
        for directory in orphans:
            shutil.rmtree(directory)
    except (OSError, sqlite3.Error) as exc:
        log.warning("could not remove the files of deleted collections (%s)", type(exc).__name__)
        return 0
    if orphans:
        log.info("removed the files of %d deleted collection segment(s)", len(orphans))
    return len(orphans)
