"""Errors the command line reports as one clear line (kept free of heavy imports: `helpdesk --help`
and every command's start-up import this module, not the index)."""

from __future__ import annotations


class IndexError_(Exception):
    """The index cannot serve this request (missing, or built with another model)."""


class ModelMismatchError(IndexError_):
    pass
