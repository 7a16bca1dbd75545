"""The ports the helpdesk service calls; each platform adapter implements them.

Rules for implementers (Slack in `bot/slack/`, Teams in `bot/teams/`):

- All methods are keyword-only and synchronous; the service calls them from worker threads
  (several at once: implementations must be thread-safe).
- Sending methods are called by the durable outbox (`bot.helpdesk.outbox`), never directly from a
  request handler. Each call carries a `Delivery` whose `key` is stable across retries, restarts
  and replicas. A crash between a successful send and its record means the same key can be
  delivered again (`attempt > 1`): an adapter that can find its earlier message by the key (Slack:
  message metadata; Teams: the activity id it chose) returns that message's ref instead of
  sending twice. Updates (`update_*`) are idempotent by nature.
- Failures raise `DeliveryError`: `retryable=True` for what time can cure (HTTP 5xx, 429 with
  `retry_after` seconds, timeouts, connection errors, 412); `retryable=False` for what it cannot
  (channel not found, not in channel, invalid auth, bad request). The outbox retries the first
  with backoff and records the second as failed (logged at ERROR level). Any other exception is
  treated as retryable. Never put message text into exception messages.
- `WorkingSignal`, `Staff` and `Departments` are best effort / read-only and called inline.
- Addresses and refs (`ReplyAddress`, `MessageRef`) are the adapter's own opaque strings (see
  `bot.helpdesk.incoming`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from bot.helpdesk.content import (
    AnswerMessage,
    DigestMessage,
    Notice,
    ReplyForm,
    StaffReplyMessage,
    TicketCard,
)
from bot.helpdesk.incoming import Actor, MessageRef, ReplyAddress


@dataclass(frozen=True)
class Delivery:
    """One delivery attempt of one outbox message.

    key       unique per message, stable across retries/replicas (e.g. ``answer:q42``,
              ``ticket-post:t7``); at most 200 characters of ``[A-Za-z0-9:._-]``.
    attempt   1 on the first try, then 2, 3, … (a retry after an error or a crash).
    send_by   a `time.monotonic()` moment after which the platform call must not start (the outbox
              row's lease may have passed to another replica by then), or None. An adapter calls
              `check_time()` right before its request (after any look-up of an earlier message).
    """

    key: str
    attempt: int = 1
    send_by: float | None = None

    def check_time(self) -> None:
        """Raise a retryable `DeliveryError` when `send_by` has passed: the send is left to the next attempt."""
        if self.send_by is not None and time.monotonic() > self.send_by:
            raise DeliveryError("the lease ran out before the send", retryable=True)


class DeliveryError(Exception):
    """A send or update that did not happen. `retry_after` (seconds) is a hint from the platform."""

    def __init__(self, message: str, *, retryable: bool = True, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.retry_after = retry_after


@runtime_checkable
class Messenger(Protocol):
    """Sends and updates messages on one platform. `platform` is its name (`incoming.SLACK`, …)."""

    platform: str

    def send_answer(self, *, to: ReplyAddress, answer: AnswerMessage, delivery: Delivery) -> MessageRef:
        """Post the reply to a question into the asker's conversation (Slack: the DM, or the
        thread of a channel mention; Teams: the 1:1 chat). Returns the posted message's ref."""
        ...

    def update_answer(self, *, ref: MessageRef, answer: AnswerMessage, delivery: Delivery) -> None:
        """Replace an answer message in place (after a feedback button: buttons become `note`)."""
        ...

    def send_notice(self, *, to: ReplyAddress, notice: Notice, delivery: Delivery) -> MessageRef:
        """Post a short plain-text message into the asker's conversation (same place as answers)."""
        ...

    def send_staff_reply(self, *, to: ReplyAddress, reply: StaffReplyMessage, delivery: Delivery) -> MessageRef:
        """Deliver a staff member's reply to the employee, in the conversation (and, where the
        platform has threads, the thread) of the original question."""
        ...

    def post_ticket(self, *, ticket: TicketCard, delivery: Delivery) -> MessageRef:
        """Post a new ticket card to the staff channel; the ref is stored to update it later."""
        ...

    def update_ticket(self, *, ref: MessageRef, ticket: TicketCard, delivery: Delivery) -> None:
        """Replace the ticket card in place for everyone (Slack chat.update; Teams PUT activity)."""
        ...

    def post_digest(self, *, digest: DigestMessage, delivery: Delivery) -> MessageRef:
        """Post the weekly policy-gap digest to the staff channel."""
        ...

    def notify_person(self, *, actor: Actor, notice: Notice) -> None:
        """A private note to one person, sent at once (not through the outbox): refusals of a
        button press ("only staff may…"). Slack: ephemeral, DM as fallback; Teams: the invoke
        response where possible, else the person's 1:1 chat. Best effort: log, do not raise."""
        ...


@runtime_checkable
class WorkingSignal(Protocol):
    """A visible "working on it" while a question is answered (Slack 👀 reaction; Teams typing)."""

    def working(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        """Show the signal on the employee's message `message` (or in conversation `to`). Best
        effort: never raise, never block for long."""
        ...

    def done(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        """Remove the signal (no-op where it fades by itself, like Teams typing). Best effort."""
        ...


@runtime_checkable
class ReplyFormOpener(Protocol):
    """Opens the staff reply form (Slack modal via views.open; Teams dialog / task module)."""

    def open_reply_form(self, *, form: ReplyForm, trigger: str | None) -> None:
        """Show `form` to the staff member whose button press carried `trigger` (Slack trigger_id,
        valid 3 s; Teams may ignore this port and return `Outcome.form` in the invoke response)."""
        ...


@runtime_checkable
class Staff(Protocol):
    """Staff membership: members of the staff channel (Slack) or staff team (Teams)."""

    def is_staff(self, *, user: str) -> bool:
        """True only for a member; on a lookup failure keep the last known list (or refuse)."""
        ...


@runtime_checkable
class Departments(Protocol):
    """The employee's department, which decides the restricted documents they may read."""

    def department_of(self, *, user: str) -> str | None:
        """The department code (e.g. "HR"), or None when unknown (only documents for ALL)."""
        ...


@dataclass(frozen=True)
class PlatformPorts:
    """One platform's ports, as the service holds them (`HelpdeskService.add_platform`)."""

    messenger: Messenger
    working: WorkingSignal
    staff: Staff
    departments: Departments
    reply_form: ReplyFormOpener | None = None
    mention: Callable[[str], str] | None = None
    """How a user id of this platform reads inside plain text (Slack: `<@U…>`); default the id."""
