"""Platform-neutral message content: what the service says, never how a platform draws it.

Every text field is plain text (Korean sentences from `bot.helpdesk.texts`, question and answer
text as the employee and the pipeline wrote them). Adapters escape and render: Slack as mrkdwn and
Block Kit, Teams as Markdown and Adaptive Cards. User ids are platform ids; an adapter renders a
mention only when the id belongs to its own platform (`*_platform` fields), else a plain name.

All types are frozen dataclasses so adapters can rely on their shape; fields are only ever added
(with defaults), never renamed or removed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum

from bot.digest.digest import Digest


class StaffAction(StrEnum):
    """The buttons of a ticket (Slack action ids / Teams `Action.Execute` verbs map onto these)."""

    CLAIM = "claim"
    REPLY = "reply"
    RESOLVE = "resolve"
    POLICY_GAP = "policy_gap"


class Feedback(StrEnum):
    """The buttons under an automatic answer."""

    HELPFUL = "helpful"
    ASK_PERSON = "ask_person"


@dataclass(frozen=True)
class Button:
    """One button: `label` (Korean), the action it triggers and the id it acts on (question id for
    `Feedback`, ticket id for `StaffAction`). `style` is a hint: "primary", "danger" or None."""

    label: str
    action: StaffAction | Feedback
    target_id: int
    style: str | None = None


@dataclass(frozen=True)
class AnswerMessage:
    """The bot's reply to a question (an answer, a question back, or a handoff notice).

    `text` is the pipeline's answer: plain text, sources line included (`출처: …`).
    `buttons` are the feedback buttons (empty unless the route was an automatic answer).
    `note`, once set (after a button press), replaces the buttons under the text.
    """

    question_id: int
    text: str
    buttons: tuple[Button, ...] = ()
    note: str | None = None


@dataclass(frozen=True)
class Notice:
    """A short plain-text message to one person (small talk, a refusal, an honest failure notice)."""

    text: str


@dataclass(frozen=True)
class StaffReplyMessage:
    """A staff member's answer to a ticket, delivered to the employee's conversation.
    Render `title` (bold where the platform has bold) above `text`."""

    ticket_id: int
    title: str
    text: str
    staff_user: str
    staff_platform: str


@dataclass(frozen=True)
class CheckLine:
    """A failed check: its name (e.g. `grounded`), its Korean label and the reason it failed."""

    name: str
    label: str
    detail: str = ""


@dataclass(frozen=True)
class SourceLine:
    """A policy document shown for the question (`score` is set for nearest documents)."""

    title: str
    section: str
    revision: int | None = None
    score: float | None = None


@dataclass(frozen=True)
class HistoryLine:
    """One step of a ticket's history: Korean action label, who (user id or None for the bot), when."""

    action: str
    actor: str | None
    actor_platform: str | None
    at: datetime


@dataclass(frozen=True)
class TicketCard:
    """Everything staff see on a ticket; rendered anew on every update (it replaces the old card).

    `question` is None once retention removed the text (render `texts.QUESTION_PURGED`).
    `sources_title` is `texts.LABEL_NEAREST` (with scores) or `texts.LABEL_CITED`.
    `buttons` are the actions that still make sense in this state, in display order.
    `searched` is what retrieval searched when it differs from the question (a follow-up read with
    its conversation; render under `texts.LABEL_SEARCHED` with `texts.SEARCHED_NOTE`), else None.
    """

    ticket_id: int
    title: str
    state: str  # open | claimed | answered | resolved
    state_label: str
    question: str | None
    asker: str
    asker_platform: str
    dept_label: str
    reason: str
    top_score: float | None
    draft: str | None
    failed_checks: tuple[CheckLine, ...]
    sources_title: str
    sources: tuple[SourceLine, ...]
    assignee: str | None
    assignee_platform: str | None
    policy_gap: bool
    history: tuple[HistoryLine, ...]
    buttons: tuple[Button, ...]
    question_id: int = 0
    searched: str | None = None


@dataclass(frozen=True)
class ReplyForm:
    """The staff reply form (Slack modal / Teams dialog). Its submission goes to
    `HelpdeskService.submit_reply(ticket_id=…, actor=…, text=…)`."""

    ticket_id: int
    title: str
    label: str
    submit: str
    cancel: str
    question: str | None
    max_chars: int = 2900


@dataclass(frozen=True)
class DigestMessage:
    """The weekly policy-gap digest. `summary` is a one-line plain-text fallback; render `digest`
    with `bot.digest.digest.render_blocks` (Slack) or `bot.digest.digest.render_markdown` (Teams)."""

    digest: Digest
    summary: str


@dataclass(frozen=True)
class Outcome:
    """What a staff or feedback action returned, for adapters that answer in the request itself
    (Teams invoke responses): a refusal or note for the actor, a form to open, or the new card."""

    refusal: str | None = None
    form: ReplyForm | None = None
    card: TicketCard | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
