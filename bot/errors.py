"""Errors the command line reports as one clear line (kept free of heavy imports: `helpdesk --help`
and every command's start-up import this module, not the index)."""

from __future__ import annotations


class IndexError_(Exception):
    """The index cannot serve this request (missing, or built with another model)."""


class ModelMismatchError(IndexError_):
    pass


class StoreUnavailable(Exception):
    """The database cannot be opened: `DATABASE_URL` malformed or unsupported, the server unreachable,
    or the SQLite file's folder not writable. The message names the setting and what to check."""


class IndexUnavailable(IndexError_):
    """The vector store cannot be opened: the Chroma server does not answer, or the local index folder
    cannot be created. Unlike a missing index, re-running `helpdesk ingest` does not help."""
