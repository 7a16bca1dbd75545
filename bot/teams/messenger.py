"""The helpdesk service's ports, implemented for Teams (see `bot.helpdesk.ports`).

Addresses and refs are small JSON strings, self-contained so any replica can use them after a
restart: a reply address holds the service URL, the conversation id (a channel thread's id already
carries `;messageid=`), and the tenant; a message ref adds the activity id that was posted, which
is what an update PUTs. Texts from the service are plain: they are escaped here and drawn as Teams
Markdown (messages) or Adaptive Cards (tickets, feedback buttons), split below the size limit.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.digest.digest import render_markdown
from bot.helpdesk.content import AnswerMessage, DigestMessage, Notice, StaffReplyMessage, TicketCard
from bot.helpdesk.incoming import TEAMS, Actor, MessageRef, ReplyAddress
from bot.helpdesk.ports import Delivery, DeliveryError
from bot.teams import cards, render
from bot.teams.connector import BotConnector, ConnectorError
from bot.teams.directory import TeamsDepartments, TeamsStaff
from bot.teams.tokens import TokenError

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Conversation:
    """Where to post: connector URL, conversation id, tenant; `activity` once a message exists."""

    service_url: str
    conversation: str
    tenant: str | None = None
    activity: str | None = None

    def dumps(self) -> str:
        data = {"v": 1, "s": self.service_url, "c": self.conversation, "t": self.tenant, "a": self.activity}
        return json.dumps({k: v for k, v in data.items() if v is not None}, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str) -> Conversation:
        try:
            data = json.loads(text)
            return cls(service_url=str(data["s"]), conversation=str(data["c"]), tenant=data.get("t"),
                       activity=data.get("a"))
        except (ValueError, KeyError, TypeError):
            raise DeliveryError("not a Teams address", retryable=False) from None

    def at(self, activity_id: str) -> Conversation:
        return Conversation(self.service_url, self.conversation, self.tenant, activity_id)


class People:
    """Display names and Entra object ids seen on activities (Teams user id -> (name, aad id))."""

    def __init__(self, max_entries: int = 20_000) -> None:
        self._people: OrderedDict[str, tuple[str | None, str | None]] = OrderedDict()
        self._lock = threading.Lock()
        self.max_entries = max_entries

    def saw(self, user_id: str, name: str | None, aad_object_id: str | None) -> None:
        with self._lock:
            old_name, old_aad = self._people.pop(user_id, (None, None))
            self._people[user_id] = (name or old_name, aad_object_id or old_aad)
            while len(self._people) > self.max_entries:
                self._people.popitem(last=False)

    def name(self, user_id: str) -> str | None:
        with self._lock:
            return self._people.get(user_id, (None, None))[0]

    def aad_object_id(self, user_id: str) -> str | None:
        with self._lock:
            return self._people.get(user_id, (None, None))[1]

    def plain(self, user_id: str) -> str:
        """A Teams user inside plain text (refusals): display name, else the id."""
        return self.name(user_id) or user_id

    def render(self, user_id: str, platform: str | None) -> str:
        """A person on a card: their Teams display name, else a short form of the id."""
        name = self.name(user_id) if platform in (TEAMS, None) else None
        if name:
            return render.escape(name)
        short = user_id if len(user_id) <= 16 else user_id[:12] + "…"
        return render.escape(short)


def plain_to_markdown(text: str) -> str:
    """Plain service text as a Teams Markdown message: any Slack markup that slipped in converted,
    HTML escaped, line breaks kept."""
    return render.escape(render.from_mrkdwn(text)).replace("\n", "<br>")


def delivery_error(exc: ConnectorError | TokenError) -> DeliveryError:
    status = exc.status
    retryable = status == 0 or status in (408, 412, 429) or status >= 500
    return DeliveryError(f"teams {type(exc).__name__} status={status}", retryable=retryable)


class TeamsMessenger:
    platform = TEAMS

    def __init__(
        self,
        connector: BotConnector,
        *,
        staff_channel: Callable[[], Conversation],
        people: People,
    ) -> None:
        self.connector = connector
        self.staff_channel = staff_channel
        self.people = people
        # Delivery key -> ref of what was sent, so an outbox retry after a lost record does not post
        # twice from this process (Teams cannot look a message up by a key of ours).
        self._sent: OrderedDict[str, str] = OrderedDict()
        self._sent_lock = threading.Lock()

    # Messenger port --------------------------------------------------------------------------------
    def send_answer(self, *, to: ReplyAddress, answer: AnswerMessage, delivery: Delivery) -> MessageRef:
        pieces = render.split_text(answer.text)

        def post() -> MessageRef:
            where = Conversation.loads(to)
            for piece in pieces[:-1]:
                self._post(where, render.message(plain_to_markdown(piece)))
            return self._post(where, cards.answer_activity(answer, plain_to_markdown(pieces[-1])))

        return self._once(delivery, post)

    def update_answer(self, *, ref: MessageRef, answer: AnswerMessage, delivery: Delivery) -> None:
        last = render.split_text(answer.text)[-1]
        self._put(Conversation.loads(ref), cards.answer_activity(answer, plain_to_markdown(last)))

    def send_notice(self, *, to: ReplyAddress, notice: Notice, delivery: Delivery) -> MessageRef:
        return self._once(delivery, lambda: self._post_text(Conversation.loads(to), notice.text))

    def send_staff_reply(self, *, to: ReplyAddress, reply: StaffReplyMessage, delivery: Delivery) -> MessageRef:
        def post() -> MessageRef:
            where = Conversation.loads(to)
            pieces = render.split_text(reply.text)
            first = f"**{render.escape(reply.title)}**<br>{plain_to_markdown(pieces[0])}"
            ref = self._post(where, render.message(first))
            for piece in pieces[1:]:
                ref = self._post(where, render.message(plain_to_markdown(piece)))
            return ref

        return self._once(delivery, post)

    def post_ticket(self, *, ticket: TicketCard, delivery: Delivery) -> MessageRef:
        return self._once(delivery, lambda: self._post(self.staff_channel(), self._ticket_activity(ticket)))

    def update_ticket(self, *, ref: MessageRef, ticket: TicketCard, delivery: Delivery) -> None:
        self._put(Conversation.loads(ref), self._ticket_activity(ticket))

    def post_digest(self, *, digest: DigestMessage, delivery: Delivery) -> MessageRef:
        text = render.escape(render_markdown(digest.digest))

        def post() -> MessageRef:
            ref = ""
            for piece in render.split_text(text):
                ref = self._post(self.staff_channel(), render.message(piece))
            return ref

        return self._once(delivery, post)

    def notify_person(self, *, actor: Actor, notice: Notice) -> None:
        """Teams refusals reach the person in the invoke response of their own button press (see
        `bot.teams.bot`); a second copy in their chat would only repeat it."""
        log.info("teams refusal answered in the invoke response user=%s", actor.user)

    # helpers ---------------------------------------------------------------------------------------
    def _ticket_activity(self, ticket: TicketCard) -> dict[str, Any]:
        return {
            "type": "message",
            "summary": cards.ticket_summary(ticket),
            "attachments": [cards.attachment(cards.ticket_card(ticket, self.people.render))],
        }

    def _post_text(self, where: Conversation, text: str) -> MessageRef:
        ref = ""
        for piece in render.split_text(text):
            ref = self._post(where, render.message(plain_to_markdown(piece)))
        return ref

    def _post(self, where: Conversation, activity: dict[str, Any]) -> MessageRef:
        try:
            activity_id = self.connector.send(where.service_url, where.conversation, activity)
        except (ConnectorError, TokenError) as exc:
            raise delivery_error(exc) from None
        return where.at(activity_id).dumps()

    def _put(self, where: Conversation, activity: dict[str, Any]) -> None:
        if not where.activity:
            raise DeliveryError("message ref without an activity id", retryable=False)
        try:
            self.connector.update(where.service_url, where.conversation, where.activity, activity)
        except (ConnectorError, TokenError) as exc:
            raise delivery_error(exc) from None

    def _once(self, delivery: Delivery, send: Callable[[], MessageRef]) -> MessageRef:
        with self._sent_lock:
            earlier = self._sent.get(delivery.key)
        if earlier is not None:
            log.info("delivery %s already sent by this process", delivery.key)
            return earlier
        delivery.check_time()  # the outbox row may have passed to another replica meanwhile
        ref = send()
        with self._sent_lock:
            self._sent[delivery.key] = ref
            while len(self._sent) > 10_000:
                self._sent.popitem(last=False)
        return ref


class TeamsWorking:
    """"Working on it": a typing indicator in the asker's chat (it fades by itself)."""

    def __init__(self, connector: BotConnector) -> None:
        self.connector = connector

    def working(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        try:
            where = Conversation.loads(to)
            self.connector.typing(where.service_url, where.conversation)
        except (ConnectorError, TokenError, DeliveryError) as exc:
            log.info("typing indicator not sent: %s", type(exc).__name__)

    def done(self, *, to: ReplyAddress, message: MessageRef | None) -> None:
        return None


class TeamsStaffPort:
    def __init__(self, staff: TeamsStaff) -> None:
        self.staff = staff

    def is_staff(self, *, user: str) -> bool:
        return self.staff.is_staff(user)


class TeamsDepartmentsPort:
    """Departments keyed by the Entra object id the asker's activities carried."""

    def __init__(self, departments: TeamsDepartments, people: People) -> None:
        self.departments = departments
        self.people = people

    def department_of(self, *, user: str) -> str | None:
        return self.departments.resolve(self.people.aad_object_id(user))
