"""The Slack side of the helpdesk: employees' questions, tickets in the staff channel, staff actions.

Bolt routes requests here (see `handlers.py`); this class holds no Bolt types, only the Web API
client, the pipeline and the store. Questions run on a pool of `settings.workers` threads so the
acknowledgement never waits for a model. Logs carry ids, routes and timings, never message text.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from bot.logsafe import describe
from bot.models import Asker, Result, Route
from bot.pipeline import Pipeline
from bot.question import screen_question
from bot.settings import Settings
from bot.slack import blocks as kit
from bot.slack.departments import DepartmentResolver
from bot.slack.screening import TEXT_ONLY, has_files, small_talk_reply, strip_mentions
from bot.slack.staff import StaffDirectory
from bot.store import NotFoundError, QuestionRecord, Store, Ticket, TicketState, TicketStateError

log = logging.getLogger(__name__)

# A question still unfinished this long after it arrived is taken as abandoned (normal work takes
# seconds); a resume that itself dies is retried in the next window.
RESUME_MIN_AGE = timedelta(minutes=2)
RESUME_RETRY = timedelta(minutes=10)

WORKING_REACTION = "eyes"
IGNORED_SUBTYPES = frozenset(
    {
        "message_changed",
        "message_deleted",
        "message_replied",
        "bot_message",
        "channel_join",
        "channel_leave",
        "channel_topic",
        "channel_purpose",
        "channel_name",
        "ekm_access_denied",
        "me_message",
        "thread_broadcast",
        "tombstone",
        "group_join",
        "group_leave",
    }
)
NOT_STAFF = "이 버튼은 IT 담당자(스태프 채널 멤버)만 사용할 수 있습니다."
NOT_ASKER = "질문한 분만 이 버튼을 사용할 수 있습니다."
ASKED_PERSON = "🙋 담당자에게 전달했어요. 답변은 이 메시지의 스레드로 보내 드릴게요."
THANKS_FEEDBACK = "👍 의견 감사합니다!"
STAFF_REPLY_PREFIX = "🧑‍💻 *IT 담당자 답변*"


@dataclass(frozen=True)
class Incoming:
    """One question as it arrived: where to answer and where the asker's message is."""

    channel: str
    user: str
    text: str
    message_ts: str
    thread_ts: str | None  # the thread the message sits in, if any

    @property
    def is_dm(self) -> bool:
        return self.channel.startswith("D")

    @property
    def root_ts(self) -> str:
        """The thread that staff replies (and channel answers) go to."""
        return self.thread_ts or self.message_ts

    @property
    def answer_thread(self) -> str | None:
        """DM answers go in the DM itself; channel answers (and DM thread messages) in the thread."""
        return self.thread_ts if self.is_dm else self.root_ts


class HelpdeskService:
    def __init__(
        self,
        *,
        settings: Settings,
        pipeline: Pipeline,
        store: Store,
        client: WebClient,
        departments: DepartmentResolver,
        staff: StaffDirectory,
        bot_user_id: str | None = None,
    ) -> None:
        if not settings.staff_channel:
            raise ValueError("HELPDESK_STAFF_CHANNEL is required")
        self.settings = settings
        self.pipeline = pipeline
        self.store = store
        self.client = client
        self.departments = departments
        self.staff = staff
        self.staff_channel: str = settings.staff_channel
        self.bot_user_id = bot_user_id
        self.pool = ThreadPoolExecutor(max_workers=settings.workers, thread_name_prefix="question")
        self._ticket_bodies: dict[int, list[kit.Block]] = {}
        self._bodies_lock = threading.Lock()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=False)

    def submit(self, fn: Callable[..., None], *args: Any) -> Future[None]:
        def guarded() -> None:
            try:
                fn(*args)
            except Exception as exc:  # a worker must never die silently (and never logs message text)
                log.error("worker failed in %s: %s", getattr(fn, "__name__", "task"), describe(exc))

        return self.pool.submit(guarded)

    # employees ------------------------------------------------------------------------------
    def accept_event(self, event: dict[str, Any], event_id: str | None, *, mention: bool) -> bool:
        """Quick filter on the acknowledging thread; True when the event was queued for work."""
        if not self._wanted(event, mention=mention):
            return False
        self.submit(self.handle_event, event, event_id)
        return True

    def _wanted(self, event: dict[str, Any], *, mention: bool) -> bool:
        subtype = event.get("subtype")
        if subtype in IGNORED_SUBTYPES or (subtype and subtype != "file_share"):
            return False
        if event.get("bot_id") or event.get("bot_profile") or not event.get("user"):
            return False
        if self.bot_user_id and event.get("user") == self.bot_user_id:
            return False
        if event.get("hidden") or event.get("edited"):
            return False
        return mention or event.get("channel_type") == "im"

    def handle_event(self, event: dict[str, Any], event_id: str | None) -> None:
        if event_id and not self.store.claim_event(event_id):
            log.info("duplicate event %s ignored", event_id)
            return
        incoming = Incoming(
            channel=str(event["channel"]),
            user=str(event["user"]),
            text=strip_mentions(event.get("text") or ""),
            message_ts=str(event.get("ts") or event.get("event_ts")),
            thread_ts=event.get("thread_ts"),
        )
        if has_files(event):
            self._say(incoming, TEXT_ONLY)
            if not incoming.text.strip():
                return
        small_talk = small_talk_reply(incoming.text)
        if small_talk:
            self._say(incoming, small_talk)
            return
        problem = screen_question(incoming.text, self.settings.max_question_chars)
        if problem:
            log.info("question refused user=%s length=%s", incoming.user, len(incoming.text))
            self._say(incoming, problem)
            return
        dept = self.departments.resolve(incoming.user)
        qid, history = self.store.record_in_conversation(  # issue 12: the conversation read with it
            incoming.channel,
            incoming.user,
            dept,
            incoming.text.strip(),
            thread_ts=incoming.root_ts,
            event_id=event_id,
            window=self.conversation_window(incoming),
        )
        self.answer(qid, incoming, dept, history)

    def answer(self, qid: int, incoming: Incoming, dept: str | None, history: list[str] | None = None) -> None:
        """Work one recorded question to its end: answer, question back, or ticket. `history`: the
        conversation's earlier questions (looked up here when not given, e.g. on a resume)."""
        self._reaction("reactions_add", incoming)
        try:
            result = self.pipeline.handle(
                incoming.text, Asker(id=incoming.user, dept=dept, channel=incoming.channel),
                history=self.conversation_of(qid, incoming) if history is None else history,
            )
            with_buttons = result.route is Route.AUTO_ANSWER
            self._post(
                incoming.channel,
                result.answer,
                kit.answer_blocks(result.answer, qid, with_buttons=with_buttons),
                thread_ts=incoming.answer_thread,
            )
            if result.route is Route.HANDOFF:
                # Ticket first, then the stored result (the ticket takes its reason from it), then the
                # staff message: a crash after the first step leaves an open ticket staff can see.
                ticket = self.store.open_ticket(qid)
                self.store.finish_question(qid, result)
                self.publish_ticket(self.store.get_ticket(ticket.id), result=result)
            else:
                self.store.finish_question(qid, result)
        finally:
            self._reaction("reactions_remove", incoming)

    def conversation_window(self, incoming: Incoming) -> timedelta | None:
        """Issue 12: a DM outside a thread is one running conversation within the window; a thread
        is a conversation of its own (None: the thread only)."""
        minutes = self.settings.conversation_window_min
        return timedelta(minutes=minutes) if incoming.is_dm and not incoming.thread_ts and minutes else None

    def conversation_of(self, qid: int, incoming: Incoming) -> list[str]:
        """Issue 12: the asker's earlier questions this message may continue, oldest first."""
        try:
            return self.store.conversation(qid, self.conversation_window(incoming))
        except Exception as exc:  # without its history a message is still answered, as it stands
            log.warning("conversation lookup failed for question %s: %s", qid, describe(exc))
            return []

    def resume_pending(self, min_age: timedelta = RESUME_MIN_AGE) -> int:
        """Answer questions recorded but never finished (a crash, a restart), once across processes.

        Only questions older than `min_age` are taken, so a question another live replica is still
        working on is left alone. The claim is per retry window: if the resumed attempt dies too,
        a later call (the app runs this at start and every few minutes) tries again.
        """
        count = 0
        now = datetime.now(UTC)
        window = int(now.timestamp() // RESUME_RETRY.total_seconds())
        for record in self.store.pending():
            if record.text is None or now - record.received_at < min_age:
                continue
            if not self.store.claim_event(f"resume:{record.id}:{window}"):
                continue
            incoming = Incoming(
                channel=record.channel,
                user=record.asker_id,
                text=record.text,
                message_ts=record.thread_ts or "",
                thread_ts=None,
            )
            if record.thread_ts and not incoming.is_dm:
                incoming = Incoming(
                    record.channel, record.asker_id, record.text, record.thread_ts, record.thread_ts
                )
            self.submit(self._resume_one, record.id, incoming, record.dept)
            count += 1
        if count:
            log.info("resuming %s unfinished question(s)", count)
        return count

    def _resume_one(self, qid: int, incoming: Incoming, dept: str | None) -> None:
        self.answer(qid, incoming, dept)

    def feedback(
        self,
        qid: int,
        user: str,
        channel: str,
        message_ts: str,
        message_blocks: Sequence[kit.Block],
        helpful: bool,
    ) -> None:
        record = self.store.get_question(qid)
        if record.asker_id != user:
            self._ephemeral(channel, user, NOT_ASKER)
            return
        self.store.record_feedback(qid, helpful)
        if helpful:
            log.info("question %s marked helpful", qid)
            self._update(
                channel,
                message_ts,
                kit.answer_feedback_blocks(message_blocks, THANKS_FEEDBACK),
                THANKS_FEEDBACK,
            )
            return
        ticket = self.store.open_ticket(qid, requested_by_employee=True)
        self.publish_ticket(ticket, record=record)
        self._update(
            channel, message_ts, kit.answer_feedback_blocks(message_blocks, ASKED_PERSON), ASKED_PERSON
        )

    # tickets --------------------------------------------------------------------------------
    def publish_ticket(
        self, ticket: Ticket, *, result: Result | None = None, record: QuestionRecord | None = None
    ) -> None:
        """Post the ticket's message to the staff channel, or update it if it has one."""
        record = record or self.store.get_question(ticket.question_id)
        if result is not None:
            record = record.model_copy(
                update={
                    "reason": result.reason.value if result.reason else None,
                    "top_score": result.top_score,
                    "draft": result.draft,
                    "checks": [c.model_dump() for c in result.checks],
                    "retrieval_query": result.retrieval_query,
                }
            )
            ticket = ticket.model_copy(update={"reason": ticket.reason or record.reason})
            sources: list[dict[str, Any]] | None = [s.model_dump() for s in result.sources]
        else:
            sources = None
        body = kit.ticket_body_blocks(ticket, record, sources, result.failed if result else record.failed)
        self._remember_body(ticket.id, body)
        blocks = kit.ticket_blocks(body, ticket)
        if ticket.message_channel and ticket.message_ts:
            self._update(ticket.message_channel, ticket.message_ts, blocks, kit.ticket_fallback(ticket))
            return
        response = self._post(self.staff_channel, kit.ticket_fallback(ticket), blocks)
        self.store.set_ticket_message(ticket.id, str(response["channel"]), str(response["ts"]))
        log.info("ticket %s posted for question %s", ticket.id, ticket.question_id)

    def refresh_ticket(self, ticket: Ticket, message_blocks: Sequence[kit.Block] | None = None) -> None:
        """Update the staff message in place with the ticket's state and history."""
        if not (ticket.message_channel and ticket.message_ts):
            self.publish_ticket(ticket)
            return
        body = list(message_blocks) if message_blocks else self._body_of(ticket)
        self._remember_body(ticket.id, body)
        self._update(
            ticket.message_channel,
            ticket.message_ts,
            kit.ticket_blocks(body, ticket),
            kit.ticket_fallback(ticket),
        )

    def staff_action(
        self,
        action_id: str,
        ticket_id: int,
        user: str,
        channel: str,
        message_blocks: Sequence[kit.Block] | None,
        trigger_id: str | None,
    ) -> None:
        if not self.staff.is_staff(user):
            log.info("staff action %s refused for user=%s", action_id, user)
            self._ephemeral(channel, user, NOT_STAFF)
            return
        if message_blocks:
            self._remember_body(
                ticket_id,
                [b for b in message_blocks if b.get("block_id") not in (kit.STATE_BLOCK, kit.ACTIONS_BLOCK)],
            )
        if action_id == kit.REPLY:
            ticket = self.store.get_ticket(ticket_id)
            if ticket.state is TicketState.RESOLVED:
                self._ephemeral(channel, user, f"티켓 #{ticket_id}은 이미 해결되었습니다.")
                return
            question = self.store.get_question(ticket.question_id)
            self.client.views_open(trigger_id=trigger_id, view=kit.reply_modal(ticket_id, question.text))
            return
        operations = {
            kit.CLAIM: self.store.claim,
            kit.RESOLVE: self.store.resolve,
            kit.POLICY_GAP: self.store.mark_policy_gap,
        }
        try:
            ticket = operations[action_id](ticket_id, user)
        except TicketStateError as exc:
            self._ephemeral(channel, user, refusal_text(ticket_id, exc))
            return
        except NotFoundError:
            self._ephemeral(channel, user, f"티켓 #{ticket_id}을 찾을 수 없습니다.")
            return
        log.info("ticket %s %s by %s", ticket_id, action_id, user)
        self.refresh_ticket(ticket)

    def check_reply(self, ticket_id: int, user: str, text: str) -> tuple[Ticket | None, str | None]:
        """Apply a staff reply in the store (before the modal closes); returns the ticket or an error."""
        if not self.staff.is_staff(user):
            return None, NOT_STAFF
        if not text.strip():
            return None, "답변을 입력해 주세요."
        try:
            return self.store.reply(ticket_id, user, text.strip()), None
        except TicketStateError as exc:
            return None, refusal_text(ticket_id, exc)
        except NotFoundError:
            return None, f"티켓 #{ticket_id}을 찾을 수 없습니다."

    def deliver_reply(self, ticket: Ticket, text: str) -> None:
        """The staff text reaches the employee in the thread of their question; the ticket updates."""
        record = self.store.get_question(ticket.question_id)
        message = f"{STAFF_REPLY_PREFIX}\n{text.strip()}"
        self._post(
            record.channel, message, kit.sections(message, kit.MESSAGE_BLOCKS), thread_ts=record.thread_ts
        )
        log.info("ticket %s reply delivered to question %s", ticket.id, record.id)
        self.refresh_ticket(ticket)

    # App Home and digest --------------------------------------------------------------------
    def publish_home(self, user: str) -> None:
        recent = self.store.recent_questions(user, limit=5)
        tickets: list[Ticket] | None = None
        figures: str | None = None
        if self.staff.is_staff(user):
            tickets = [t for state in ("open", "claimed", "answered") for t in self.store.tickets(state)]
            tickets.sort(key=lambda t: t.id)
            figures = self.week_figures()
        self.client.views_publish(user_id=user, view=kit.home_view(recent, tickets, figures))

    def week_figures(self) -> str | None:
        """Issue 12: this week's report figures for the staff App Home (None if they cannot be read)."""
        from bot.report import build_report, render_text
        from bot.weeks import week_of

        now = datetime.now(UTC)
        try:
            return render_text(build_report(self.store, week_of(now, self.settings.timezone), lambda: now,
                                            self.settings.timezone))
        except Exception as exc:
            log.warning("weekly figures for App Home failed: %s", describe(exc))
            return None

    def post_to_staff(self, text: str, blocks: Sequence[kit.Block] | None = None) -> None:
        self._post(
            self.staff_channel, text, list(blocks) if blocks else kit.sections(text, kit.MESSAGE_BLOCKS)
        )

    # Web API helpers ------------------------------------------------------------------------
    def _say(self, incoming: Incoming, text: str) -> None:
        self._post(
            incoming.channel, text, kit.sections(text, kit.MESSAGE_BLOCKS), thread_ts=incoming.answer_thread
        )

    def _post(
        self, channel: str, text: str, blocks: Sequence[kit.Block], thread_ts: str | None = None
    ) -> dict[str, Any]:
        response = self.client.chat_postMessage(
            channel=channel,
            text=kit.fallback(text),
            blocks=kit.limit_blocks(blocks),
            thread_ts=thread_ts,
            unfurl_links=False,
            unfurl_media=False,
        )
        return dict(response.data) if isinstance(response.data, dict) else {}

    def _update(self, channel: str, ts: str, blocks: Sequence[kit.Block], text: str) -> None:
        self.client.chat_update(
            channel=channel, ts=ts, blocks=kit.limit_blocks(blocks), text=kit.fallback(text)
        )

    def _ephemeral(self, channel: str, user: str, text: str) -> None:
        """A private note; Slack refuses ephemerals to people outside the channel (a public channel
        viewed without joining), so those get it as a direct message instead."""
        try:
            self.client.chat_postEphemeral(channel=channel, user=user, text=text)
            return
        except SlackApiError as exc:
            log.info("chat.postEphemeral failed error=%s: sending a DM", exc.response.get("error"))
        try:
            dm = self.client.conversations_open(users=user)
            self._post(str(dm["channel"]["id"]), text, kit.sections(text, kit.MESSAGE_BLOCKS))
        except SlackApiError as exc:
            log.warning("refusal could not be delivered user=%s error=%s", user, exc.response.get("error"))

    def _reaction(self, method: str, incoming: Incoming) -> None:
        if not incoming.message_ts:
            return
        try:
            getattr(self.client, method)(
                channel=incoming.channel, timestamp=incoming.message_ts, name=WORKING_REACTION
            )
        except SlackApiError as exc:  # a missing reaction is cosmetic: never block the answer
            log.info("%s failed error=%s", method, exc.response.get("error"))

    def _remember_body(self, ticket_id: int, body: list[kit.Block]) -> None:
        with self._bodies_lock:
            self._ticket_bodies[ticket_id] = body
            while len(self._ticket_bodies) > 2000:
                self._ticket_bodies.pop(next(iter(self._ticket_bodies)))

    def _body_of(self, ticket: Ticket) -> list[kit.Block]:
        with self._bodies_lock:
            body = self._ticket_bodies.get(ticket.id)
        if body is not None:
            return body
        record = self.store.get_question(ticket.question_id)  # another replica posted this ticket
        return kit.ticket_body_blocks(ticket, record, record.sources, record.failed)


def refusal_text(ticket_id: int, exc: TicketStateError) -> str:
    if exc.state == TicketState.RESOLVED.value:
        return f"티켓 #{ticket_id}은 이미 해결되었습니다."
    if exc.state == TicketState.OPEN.value:
        return f"티켓 #{ticket_id}을 먼저 담당해 주세요 (담당하기)."
    if exc.holder:
        return f"티켓 #{ticket_id}은 <@{exc.holder}>님이 담당하고 있습니다."
    return f"티켓 #{ticket_id}에 지금 그 작업을 할 수 없습니다."
