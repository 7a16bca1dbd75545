"""Removing the files Chroma leaves behind when a collection is deleted.

Chroma 1.5 deletes a collection's rows but not its vector segment's directory
(`<persist_directory>/<segment id>/`, chroma-core/chroma#5259: the file removal is left to a garbage
collector the embedded client does not run). Every ingest publishes a new generation and deletes
the collections no reader can still use, so without this the disk grows by the size of the index's
graphs on every re-ingest. Only directories named like a segment id that no segment row names any
more are removed: a segment's row is written when its collection is created, before any file.
"""

from __future__ import annotations

import logging
import shutil
import sqlite3
import uuid
from contextlib import closing
from pathlib import Path

from chromadb.api import ClientAPI

log = logging.getLogger(__name__)

SYSDB_FILE = "chroma.sqlite3"


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
    settings = client.get_settings()
    if not settings.is_persistent or not settings.persist_directory:
        return 0
    try:
        orphans = orphan_segment_dirs(Path(settings.persist_directory))
        for directory in orphans:
            shutil.rmtree(directory)
    except (OSError, sqlite3.Error) as exc:
        log.warning("could not remove the files of deleted collections (%s)", type(exc).__name__)
        return 0
    if orphans:
        log.info("removed the files of %d deleted collection segment(s)", len(orphans))
    return len(orphans)
