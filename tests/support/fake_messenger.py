"""An in-memory platform for scenario tests of the helpdesk service: every port, recorded.

Messages are kept per kind with the delivery key, so a test can assert "exactly once". Failures
are scripted per method: `fail("post_ticket", times=3)` or `fail_until("post_ticket", t)`.
"""

from __future__ import annotations

import itertools
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from bot.helpdesk.content import AnswerMessage, DigestMessage, Notice, ReplyForm, StaffReplyMessage, TicketCard
from bot.helpdesk.incoming import Actor, Incoming, MessageRef, ReplyAddress
from bot.helpdesk.ports import Delivery, DeliveryError, PlatformPorts

PLATFORM = "fake"


@dataclass
class Sent:
    method: str
    key: str
    attempt: int
    to: str | None
    content: Any
    ref: str


@dataclass
class FakePlatform:
    staff: set[str] = field(default_factory=lambda: {"S1", "S2"})
    departments: dict[str, str] = field(default_factory=dict)
    sent: list[Sent] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (user, text) private notes
    forms: list[ReplyForm] = field(default_factory=list)
    working_on: list[str] = field(default_factory=list)
    platform: str = PLATFORM
    _fail_times: dict[str, int] = field(default_factory=dict)
    _fail_until: dict[str, float] = field(default_factory=dict)
    refused: list[str] = field(default_factory=list)  # methods refused by `fail_until`, in order
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _ids: Any = field(default_factory=lambda: itertools.count(1))

    # scripting -------------------------------------------------------------------------------------
    def fail(self, method: str, times: int = 1) -> None:
        self._fail_times[method] = times

    def fail_until(self, method: str, until: float) -> None:
        self._fail_until[method] = until

    def recover(self, method: str) -> None:
        """The method works again from now on (ends `fail_until` early)."""
        with self._lock:
            self._fail_until.pop(method, None)

    def of(self, method: str) -> list[Sent]:
        with self._lock:
            return [s for s in self.sent if s.method == method]

    def wait_for(self, predicate: Any, timeout: float = 10.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return True
            time.sleep(0.02)
        return bool(predicate())

    def ports(self) -> PlatformPorts:
        return PlatformPorts(messenger=self, working=self, staff=self, departments=self, reply_form=self)

    def incoming(self, user: str, text: str, event_id: str, **extra: Any) -> Incoming:
        return Incoming(platform=self.platform, event_id=event_id, user=user, text=text,
                        reply_to=f"chat:{user}", direct=True, conversation=f"chat:{user}", **extra)

    def _send(self, method: str, to: str | None, content: Any, delivery: Delivery) -> str:
        with self._lock:
            if self._fail_times.get(method, 0) > 0:
                self._fail_times[method] -= 1
                raise DeliveryError(f"{method} scripted failure", retryable=True)
            if self._fail_until.get(method, 0) > time.monotonic():
                self.refused.append(method)
                raise DeliveryError(f"{method} unavailable", retryable=True)
            ref = f"msg-{next(self._ids)}"
            self.sent.append(Sent(method, delivery.key, delivery.attempt, to, content, ref))
            return ref

    # Messenger ---------------------------------------------------------------------------------------
    def send_answer(self, *, to: ReplyAddress, answer: AnswerMessage, delivery: Delivery) -> MessageRef:
        return self._send("send_answer", to, answer, delivery)

    def update_answer(self, *, ref: MessageRef, answer: AnswerMessage, delivery: Delivery) -> None:
        self._send("update_answer", ref, answer, delivery)

    def send_notice(self, *, to: ReplyAddress, notice: Notice, delivery: Delivery) -> MessageRef:
        return self._send("send_notice", to, notice, delivery)

    def send_staff_reply(self, *, to: ReplyAddress, reply: StaffReplyMessage, delivery: Delivery) -> MessageRef:
        return self._send("send_staff_reply", to, reply, delivery)

    def post_ticket(self, *, ticket: TicketCard, delivery: Delivery) -> MessageRef:
        return self._send("post_ticket", None, ticket, delivery)

    def update_ticket(self, *, ref: MessageRef, ticket: TicketCard, delivery: Delivery) -> None:
        self._send("update_ticket", ref, ticket, delivery)

    def post_digest(self, *, digest: DigestMessage, delivery: Delivery) -> MessageRef:
        return self._send("post_digest", None, digest, delivery)

    def notify_person(self, *, actor: Actor, notice: Notice) -> None:
        with self._lock:
            self.notes.append((actor.user, notice.text))

    # the other ports ---------------------------------------------------------------------------------
    def working(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        self.working_on.append(to)

    def done(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        return None

    def open_reply_form(self, *, form: ReplyForm, trigger: str | None) -> None:
        self.forms.append(form)

    def is_staff(self, *, user: str) -> bool:
        return user in self.staff

    def department_of(self, *, user: str) -> str | None:
        return self.departments.get(user)
