"""A start-up cache for simplemma's English dictionary (used by `bot.language.english`).

simplemma 2 ships each dictionary lzma-compressed and front-coded; decoding the English one takes
~0.3 s of CPU in every process, and any question with a Latin word (VPN, OTP, USB) needs it, so
`helpdesk ask` paid it on every run (issue 14: cold start). The first load writes the decoded
dictionary (the same `dict[bytes, bytes]` simplemma builds) with `marshal` under
`<data dir>/cache/` (~3.6 MB, loaded in ~0.05 s); lemmas are identical because simplemma looks words
up in the very same mapping. The file name carries the Python, simplemma and data-file versions; a
damaged file is rebuilt, an unwritable directory only costs the old start-up time.
"""

from __future__ import annotations

import logging
import marshal
import os
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)
_lock = threading.Lock()
_cache_dir: Path | None = None
_lemmatizer: Any = None


def set_cache_dir(path: Path | None) -> None:
    """Where the decoded dictionary is kept (`bot.runtime.Runtime` sets `<data dir>/cache`)."""
    global _cache_dir
    _cache_dir = path


def lemmatizer() -> Any:
    """One simplemma `Lemmatizer` for the process, equal to `simplemma.lemmatize`'s defaults except
    that its dictionaries come through the cache."""
    global _lemmatizer
    with _lock:
        if _lemmatizer is None:
            from simplemma import Lemmatizer
            from simplemma.strategies import DefaultStrategy

            factory = _factory_class()(_cache_dir)
            _lemmatizer = Lemmatizer(lemmatization_strategy=DefaultStrategy(dictionary_factory=factory))
        return _lemmatizer


def _factory_class() -> type:
    from simplemma.strategies.dictionaries import dictionary_factory as df

    class CachedDictionaryFactory(df.DefaultDictionaryFactory):
        def __init__(self, folder: Path | None) -> None:
            super().__init__()
            self.folder = folder

        def _get_dictionary_uncached(self, lang: str) -> Any:
            return df.MappingStrToByteString(_decoded(self.folder, lang))

    return CachedDictionaryFactory


def _file(folder: Path, lang: str) -> Path:
    import simplemma
    from simplemma.strategies.dictionaries import dictionary_factory as df

    data = df.DATA_FOLDER / f"{lang}.plzma"
    stat = data.stat()
    version = getattr(simplemma, "__version__", "")
    py = f"{sys.implementation.cache_tag}-{marshal.version}"
    return folder / f"simplemma-{version}-{lang}-{stat.st_size}.{int(stat.st_mtime)}-{py}.marshal"


def _decoded(folder: Path | None, lang: str) -> dict[bytes, bytes]:
    from simplemma.strategies.dictionaries import dictionary_factory as df

    if folder is None:
        return df._load_dictionary_from_disk(lang)
    try:
        path = _file(folder, lang)
    except Exception as exc:  # the package's files are not where expected: no cache
        log.warning("lemma cache unavailable error=%s", type(exc).__name__)
        return df._load_dictionary_from_disk(lang)
    try:
        held = marshal.loads(path.read_bytes())  # marshal.load(file) reads in small pieces: ~10x slower
        if isinstance(held, dict) and held:
            return held
        log.warning("lemma cache damaged, rebuilding")
    except FileNotFoundError:
        pass
    except Exception as exc:  # truncated or from another build: rebuild it
        log.warning("lemma cache unreadable, rebuilding error=%s", type(exc).__name__)
    decoded = df._load_dictionary_from_disk(lang)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".simplemma-", dir=folder)
        try:
            with os.fdopen(fd, "wb") as f:
                marshal.dump(decoded, f)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except Exception as exc:  # a read-only data dir: start-up stays as slow as before, nothing else
        log.warning("lemma cache not written error=%s", type(exc).__name__)
    return decoded
