"""The ticket store and question log (SQLite by default, PostgreSQL through DATABASE_URL)."""

from bot.store.events import DigestState
from bot.store.records import (
    GapQuestion,
    NotFoundError,
    QuestionRecord,
    QuestionState,
    StoreError,
    Ticket,
    TicketAction,
    TicketEvent,
    TicketState,
    TicketStateError,
)
from bot.store.store import Store

__all__ = [
    "DigestState",
    "GapQuestion",
    "NotFoundError",
    "QuestionRecord",
    "QuestionState",
    "Store",
    "StoreError",
    "Ticket",
    "TicketAction",
    "TicketEvent",
    "TicketState",
    "TicketStateError",
]
