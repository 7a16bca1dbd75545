"""Test support for the store: a real PostgreSQL 15 server started once per test process.

PostgreSQL refuses to run as root, so as root the server runs as `nobody` (via `runuser`) from a
temp dir owned by that user; trust auth on a free loopback port. Each test gets a fresh database.
Tests import `store_url` / `store` from here; the server is a process-wide singleton (several test
modules import the fixtures, and pytest would otherwise start one server per module).
"""

from __future__ import annotations

import atexit
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store import Store

PG_BIN = Path(os.environ.get("HELPDESK_TEST_PG_BIN", "/usr/lib/postgresql/15/bin"))
PG_USER = "nobody"


class PgServer:
    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="helpdesk-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self._as_root = os.geteuid() == 0
        if self._as_root:
            user = pwd.getpwnam(PG_USER)
            os.chown(self.root, user.pw_uid, user.pw_gid)
        self._run([str(PG_BIN / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres",
                   "--no-sync", "-E", "UTF8", "--locale", "C"])
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=100")
        self._run([str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-o", options, "-l",
                   str(self.root / "log"), "-w", "-t", "60", "start"])
        self._counter = itertools.count(1)

    def _run(self, cmd: list[str]) -> None:
        if self._as_root:
            cmd = ["runuser", "-u", PG_USER, "--", *cmd]
        subprocess.run(cmd, check=True, capture_output=True, cwd=self.root)

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        import psycopg

        name = f"t{os.getpid()}_{next(self._counter)}"
        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres",
                             autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run([str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"])
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


_server: PgServer | None = None


def pg_server() -> PgServer:
    """The shared server; skips the test (with the reason) where the binaries are absent."""
    global _server
    if not (PG_BIN / "postgres").exists():
        pytest.skip(f"PostgreSQL server binaries not found in {PG_BIN}")
    if _server is None:
        _server = PgServer()
        atexit.register(_server.stop)
    return _server


BACKENDS = ["sqlite", "postgres"]


def new_url(backend: str, tmp_path: Path) -> str:
    if backend == "postgres":
        return pg_server().new_database()
    return f"sqlite:///{tmp_path / 'store.sqlite3'}"


@pytest.fixture(params=BACKENDS)
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A URL of a fresh, empty database on each backend."""
    return new_url(request.param, tmp_path)


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    opened = Store(store_url)
    yield opened
    opened.close()
