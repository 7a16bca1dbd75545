"""Authenticated Teams activities -> helpdesk service calls, and the HTTP answer Teams expects.

Messages are acknowledged at once: the service records the question (de-duplicated on the
activity id) and answers on its workers. Invokes are answered in the response itself: the new card
for the person who pressed a button (the stored card is PUT for everyone by the service's
outbox), the reply dialog, or a refusal. Teams re-sends an invoke whose response is empty, so every
invoke gets a body. Blocking work runs in the thread pool, never on the event loop.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

from starlette.concurrency import run_in_threadpool

from bot.helpdesk import texts
from bot.helpdesk.content import Feedback, Outcome, StaffAction
from bot.helpdesk.incoming import Actor, Incoming, MessageRef
from bot.helpdesk.service import Receipt, StoreUnavailable
from bot.teams import cards
from bot.teams.activity import (
    Invoke,
    Sender,
    actor_of,
    conversation_of,
    incoming_of,
    invoke_of,
    is_direct,
    sender_of,
    team_of,
    tenant_of,
)
from bot.teams.messenger import People

log = logging.getLogger(__name__)

REPLY_SENT = "답변을 보냈습니다."
NOT_STAFF_TEAM = "이 카드는 IT 스태프 팀 채널에서만 사용할 수 있습니다."
UNKNOWN_ACTION = "알 수 없는 요청입니다."
STAFF_VERBS = {StaffAction.CLAIM.value, StaffAction.RESOLVE.value, StaffAction.POLICY_GAP.value}
FEEDBACK_VERBS = {Feedback.HELPFUL.value, Feedback.ASK_PERSON.value}


class Helpdesk(Protocol):
    """What the Teams adapter calls on the platform-neutral service (`bot.helpdesk.service`)."""

    def receive(self, incoming: Incoming) -> Receipt: ...

    async def receive_async(self, incoming: Incoming) -> Receipt: ...

    def staff_action(
        self, *, ticket_id: int, actor: Actor, action: StaffAction, trigger: str | None = None
    ) -> Outcome: ...

    def submit_reply(self, *, ticket_id: int, actor: Actor, text: str) -> Outcome: ...

    def feedback(
        self, *, question_id: int, actor: Actor, kind: Feedback, message: MessageRef | None = None
    ) -> Outcome: ...


class TeamsBot:
    def __init__(
        self,
        service: Helpdesk,
        *,
        tenant_id: str,
        staff_team_id: str,
        people: People,
        welcome: Callable[[str], None] | None = None,
    ) -> None:
        self.service = service
        self.tenant_id = tenant_id.lower()
        self.staff_team_id = staff_team_id
        self.people = people
        self.welcome = welcome  # says how to use the bot in a 1:1 chat it was just added to

    async def handle(self, activity: dict[str, Any]) -> tuple[int, Any]:
        kind = activity.get("type")
        tenant = tenant_of(activity)
        if tenant is None or tenant.lower() != self.tenant_id:
            # A token from the Bot Framework proves the sender is Teams, not that it is our tenant.
            log.warning("teams activity from another tenant ignored type=%s", kind)
            return (200, {}) if kind == "invoke" else (200, None)
        sender = sender_of(activity)
        if sender is None:
            return 200, None
        self.people.saw(sender.id, sender.name, sender.aad_object_id)
        if kind == "message":
            incoming = incoming_of(activity, sender)
            if not incoming.event_id or not (incoming.text or incoming.has_files):
                return 200, None
            try:
                # stored on the intake's writer thread while this loop waits without blocking
                receipt = await self.service.receive_async(incoming)
            except StoreUnavailable:
                return 503, None  # not stored: Teams delivers the activity again
            if receipt is Receipt.DUPLICATE:
                log.info("teams activity delivered again: answered once")
            return 200, None
        if kind == "invoke":
            return 200, await run_in_threadpool(self.invoke, activity, sender)
        if kind == "conversationUpdate" and self.welcome is not None and self._bot_added_to_chat(activity):
            await run_in_threadpool(self.welcome, conversation_of(activity).dumps())
        return 200, None  # installationUpdate, messageReaction, typing …

    @staticmethod
    def _bot_added_to_chat(activity: dict[str, Any]) -> bool:
        bot_id = (activity.get("recipient") or {}).get("id")
        added = [m.get("id") for m in activity.get("membersAdded") or [] if isinstance(m, dict)]
        return bool(bot_id) and bot_id in added and is_direct(activity)

    # invokes ---------------------------------------------------------------------------------------
    def invoke(self, activity: dict[str, Any], sender: Sender) -> dict[str, Any]:
        request = invoke_of(activity)
        actor = actor_of(activity, sender)
        if request.name == "adaptiveCard/action":
            return self._execute(activity, request, actor)
        if request.name == "task/fetch":
            return self._open_dialog(activity, request, actor)
        if request.name == "task/submit":
            return self._submit_dialog(activity, request, actor)
        log.info("teams invoke %s not handled", request.name)
        return {"statusCode": 200, "type": "application/vnd.microsoft.activity.message", "value": UNKNOWN_ACTION}

    def _in_staff_team(self, activity: dict[str, Any]) -> bool:
        return team_of(activity) == self.staff_team_id

    def _execute(self, activity: dict[str, Any], request: Invoke, actor: Actor) -> dict[str, Any]:
        if request.verb in STAFF_VERBS:
            ticket_id = request.number("ticket")
            if ticket_id is None:
                return cards.message_response(UNKNOWN_ACTION)
            if not self._in_staff_team(activity):
                return cards.message_response(NOT_STAFF_TEAM)
            outcome = self.service.staff_action(
                action=StaffAction(request.verb), ticket_id=ticket_id, actor=actor, trigger=None
            )
            return self._card_outcome(outcome)
        if request.verb in FEEDBACK_VERBS:
            question_id = request.number("question")
            if question_id is None:
                return cards.message_response(UNKNOWN_ACTION)
            answer = activity.get("replyToId")  # the message that carries the buttons
            ref = conversation_of(activity).at(str(answer)).dumps() if answer else None
            outcome = self.service.feedback(
                question_id=question_id, actor=actor, kind=Feedback(request.verb), message=ref
            )
            if outcome.refusal:
                return cards.message_response(outcome.refusal)
            note = outcome.notes[0] if outcome.notes else texts.THANKS_FEEDBACK
            return cards.card_response(cards.card([cards.text_block(note, size="Small", isSubtle=True)]))
        return cards.message_response(UNKNOWN_ACTION)

    def _card_outcome(self, outcome: Outcome) -> dict[str, Any]:
        if outcome.refusal:
            return cards.message_response(outcome.refusal)
        if outcome.card is not None:
            return cards.card_response(cards.ticket_card(outcome.card, self.people.render))
        return cards.message_response(outcome.notes[0] if outcome.notes else REPLY_SENT)

    def _open_dialog(self, activity: dict[str, Any], request: Invoke, actor: Actor) -> dict[str, Any]:
        ticket_id = request.number("ticket")
        if request.verb != cards.REPLY or ticket_id is None:
            return cards.dialog_message(UNKNOWN_ACTION)
        if not self._in_staff_team(activity):
            return cards.dialog_message(NOT_STAFF_TEAM)
        outcome = self.service.staff_action(action=StaffAction.REPLY, ticket_id=ticket_id, actor=actor, trigger=None)
        if outcome.form is not None:
            return cards.reply_dialog(outcome.form)
        return cards.dialog_message(outcome.refusal or UNKNOWN_ACTION)

    def _submit_dialog(self, activity: dict[str, Any], request: Invoke, actor: Actor) -> dict[str, Any]:
        ticket_id = request.number("ticket")
        if request.verb != cards.REPLY_SUBMIT or ticket_id is None:
            return cards.dialog_message(UNKNOWN_ACTION)
        if not self._in_staff_team(activity):
            return cards.dialog_message(NOT_STAFF_TEAM)
        text = str(request.data.get(cards.REPLY_INPUT) or "")
        outcome = self.service.submit_reply(ticket_id=ticket_id, actor=actor, text=text)
        if outcome.refusal:
            if outcome.form is not None:  # e.g. an empty reply: show the dialog again with the reason
                return cards.reply_dialog(outcome.form, error=outcome.refusal)
            return cards.dialog_message(outcome.refusal)
        return cards.dialog_message(outcome.notes[0] if outcome.notes else REPLY_SENT)
