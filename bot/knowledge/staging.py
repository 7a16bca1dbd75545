"""Publishing a directory of files all at once: written beside its final place, then renamed."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def staged_directory(folder: Path, prefix: str) -> Iterator[Path]:
    """A new temporary directory beside `folder` (its name starts with `prefix`) to write into. When
    the block ends without an error it is renamed to `folder`, or dropped when another process
    published `folder` first; on any error it is removed. Readers never see a half-written `folder`."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=prefix, dir=folder.parent))
    try:
        yield tmp
        if folder.exists():  # another process wrote it first
            shutil.rmtree(tmp)
        else:
            os.replace(tmp, folder)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
