"""Opening the two stores with errors an IT team can act on: one line naming the setting
(`DATABASE_URL`, `HELPDESK_DATA_DIR`, `CHROMA_HOST`/`CHROMA_PORT`) and what to check, never a traceback
or a password. The store and index modules stay as they are; callers open through here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import IndexError_, IndexUnavailable, StoreUnavailable
from bot.ops.health import INDEX_MISSING

if TYPE_CHECKING:
    from chromadb.api import ClientAPI

    from bot.settings import Settings
    from bot.store import Store

SUPPORTED_DATABASES = ("sqlite", "postgresql")
URL_EXAMPLES = "sqlite:////var/lib/helpdesk/helpdesk.sqlite3 or postgresql+psycopg://user:password@host:5432/helpdesk"


def _database_setting(settings: Settings) -> str:
    return "DATABASE_URL" if settings.database_url else "HELPDESK_DATA_DIR"


def open_store(settings: Settings) -> Store:
    """`Store.open(settings)`, or `StoreUnavailable` saying which setting is wrong."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from bot.store import Store
    from bot.store.db import normalise_url

    setting = _database_setting(settings)
    try:
        url = make_url(normalise_url(settings.db_url))
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        raise StoreUnavailable(f"DATABASE_URL: not a database URL (expected e.g. {URL_EXAMPLES})") from None
    backend = url.get_backend_name()
    if backend not in SUPPORTED_DATABASES:
        raise StoreUnavailable(
            f"DATABASE_URL: unsupported database {backend!r} (SQLite or PostgreSQL, e.g. {URL_EXAMPLES})"
        )
    where = url.render_as_string(hide_password=True)
    try:
        return Store.open(settings)
    except OSError as exc:  # the SQLite file's folder cannot be created
        raise StoreUnavailable(
            f"{setting}: cannot create the database folder for {url.database} ({type(exc).__name__}: "
            f"{exc.strerror or exc}): set it to a writable path"
        ) from None
    except Exception as exc:  # OperationalError (server down, auth, read-only file), StoreError, driver errors
        hint = ("check the file and its folder are writable" if backend == "sqlite"
                else "check the host, port, credentials and that the server is running")
        raise StoreUnavailable(f"{setting}: cannot open the database {where} ({type(exc).__name__}): {hint}") from None


def open_chroma(settings: Settings) -> ClientAPI:
    """The Chroma client, or `IndexUnavailable` naming `CHROMA_HOST`/`CHROMA_PORT` or `HELPDESK_DATA_DIR`."""
    from bot.knowledge.index import open_client

    try:
        return open_client(settings)
    except Exception as exc:
        if settings.chroma_host:
            raise IndexUnavailable(
                f"CHROMA_HOST/CHROMA_PORT: no Chroma server answers at {settings.chroma_host}:{settings.chroma_port} "
                f"({type(exc).__name__}): start it or correct the address"
            ) from None
        if isinstance(exc, OSError):  # the folder cannot be created
            raise IndexUnavailable(
                f"HELPDESK_DATA_DIR: cannot create the index folder {settings.chroma_path} "
                f"({type(exc).__name__}: {exc.strerror or exc}): set it to a writable folder"
            ) from None
        raise IndexError_(  # a corrupt chroma.sqlite3
            f"{INDEX_MISSING} (unreadable: {type(exc).__name__}; if ingest fails too, move "
            f"{settings.chroma_path} aside first)"
        ) from None
