"""What an adapter hands the service: one employee message, translated from its platform.

Addresses are opaque to the service: the adapter makes them, the store keeps them verbatim (TEXT
columns), and the service hands them back to the same platform's ports, possibly from another
replica and after a restart. They must therefore be self-contained strings (JSON is a good
choice), never in-memory handles. A platform may change its address format only additively
(old stored addresses must keep working).
"""

from __future__ import annotations

from dataclasses import dataclass

# Platform names as stored in the database; adapters use these constants.
SLACK = "slack"
TEAMS = "teams"
CLI = "cli"

ReplyAddress = str
"""Opaque, self-contained: where answers and notices to the asker go (Slack: channel and thread;
Teams: a conversation reference with service URL, conversation id and the activity to reply to)."""

MessageRef = str
"""Opaque, self-contained: one message the bot posted (Slack: channel + ts; Teams: service URL,
conversation id, activity id), returned by a send port and given back to update that message."""


@dataclass(frozen=True)
class Incoming:
    """One employee message as it arrived, before anything is stored.

    platform   `SLACK`, `TEAMS` (or `CLI`); de-duplication is per platform.
    event_id   the platform's delivery id (Slack `event_id`, Teams activity `id`); a redelivery
               carries the same id and is answered once. Required: an adapter without one must
               derive a stable id from the message itself (e.g. channel + ts).
    user       the platform's user id of the asker (Slack `U…`, Teams `29:…` or the AAD object id:
               the same id the adapter's `Departments` and `Staff` ports understand).
    text       the message text with platform markup already removed (mentions of the bot,
               Teams `<at>` tags); the service normalises it again (`bot.helpdesk.text`).
    reply_to   opaque `ReplyAddress` for the answer (see above).
    direct     True for a 1:1 chat / DM; False for a mention in a channel or team.
    conversation  a stable id of the conversation (Slack channel id, Teams conversation id),
               stored with the question; follow-up lookup keys on (platform, conversation, user).
    thread     the platform's thread id when the message sits in one (Slack thread root ts, Teams
               reply-chain root id), else None; stored for follow-ups and staff replies.
    message_ref opaque reference to the employee's own message, given to `WorkingSignal`
               (Slack: channel + ts for the 👀 reaction; Teams may leave it None).
    has_files  the message carried attachments the bot cannot read (it answers "text only").
    """

    platform: str
    event_id: str
    user: str
    text: str
    reply_to: ReplyAddress
    direct: bool
    conversation: str
    thread: str | None = None
    message_ref: MessageRef | None = None
    has_files: bool = False


@dataclass(frozen=True)
class Actor:
    """Who pressed a button or submitted a form: platform and user id (as in `Incoming.user`).

    `reply_to` is where a private note to this person goes (`Messenger.notify_person`): Slack uses
    the channel the button sits in (ephemeral there, DM as fallback); Teams may leave it None and
    answer in the invoke response or a 1:1 chat.
    """

    platform: str
    user: str
    reply_to: ReplyAddress | None = None
