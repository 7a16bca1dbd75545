"""The computed facts of a table question: the answer code writes, the facts a model may only phrase,
and the `table_facts` check that compares an answer with the computation."""

from __future__ import annotations

import re

from bot.answer.checks import numbers_in
from bot.answer.citations import strip_markers
from bot.language.hangul import final_consonant
from bot.models import Check, Excerpt
from bot.tables.query import Condition, TableQuestion, norm
from bot.tables.table import Table

# Seed 002: the line that tells a reader the table is complete.
COMPLETE_HEADER = (
    "이 표가 전부다 — 여기 있으면 있는 것이고, 여기 없으면 아직 등록되지 않은 것이다. "
    "문서에서 못 찾았다고 없다고 하지 않는다."
)
FACTS_SECTION = "표 전체 집계(코드 계산)"


_NASAL_OR_LIQUID_RE = re.compile(r"(?:[lmn]|ng|[lmn]e)$")  # Excel, Zoom, Postman, Ping, Chrome, Line: 받침 ㄹ/ㅁ/ㄴ/ㅇ
_STOP_AFTER_VOWEL_RE = re.compile(r"(?:[aeiouy](?:[bpt]|ck|c|k)|lk)$")  # Chat, Desktop, Slack, Mac, Talk: 받침


def _final_consonant(word: str) -> bool:
    """Does the word end in a consonant sound (은/이) or a vowel (는/가)? Latin names as Korean writers read them:
    a nasal or liquid ends in 받침 ("Postman" -> 은, "Chrome" -> 은), so does a stop after a vowel ("Slack",
    "Desktop"); a stop after another consonant or a d/g is read with 으 ("Sublime Text" -> 텍스트는, "Discord" ->
    디스코드는), like a vowel ("Figma" -> 는). A heuristic."""
    last = word.strip()[-1:].lower() if word.strip() else ""
    if final_consonant(last) >= 0:
        return final_consonant(last) > 0
    if last.isdigit():
        return last in "0136789"
    tail = word.strip().lower()
    return bool(_NASAL_OR_LIQUID_RE.search(tail) or _STOP_AFTER_VOWEL_RE.search(tail))


def topic(word: str) -> str:
    return f"{word}{'은' if _final_consonant(word) else '는'}"


def _subject(word: str) -> str:
    return f"{word}{'이' if _final_consonant(word) else '가'}"


def describe_conditions(conditions: list[Condition]) -> str:
    """"라이선스가 무료이고 설치가 자유 설치인 " / "라이선스가 무료가 아닌 " / "" (no condition)."""
    parts = []
    for i, cond in enumerate(conditions):
        last = i == len(conditions) - 1
        values = " 또는 ".join(cond.values)
        if cond.negated:
            parts.append(f"{_subject(cond.column)} {_subject(values)} {'아닌' if last else '아니고'}")
        else:
            parts.append(f"{_subject(cond.column)} {values}{'인' if last else '이고'}")
    return (" ".join(parts) + " ") if parts else ""


def code_answer(tq: TableQuestion) -> str:
    """The answer written by code (no model), without citation markers."""
    table = tq.table
    total = len(table.rows)
    subject = table.subject
    note = f" {table.complete_note}" if table.complete_note else ""
    if tq.shape == "absence" and not tq.absent:  # asked of whatever is not on the table: its own rule
        return (table.complete_note or "").strip()
    if tq.shape == "absence":
        return (f"{topic(tq.absent or '')} {table.title}에 없습니다.{note} "
                "필요하면 IT 담당자에게 문의해 주세요.")
    if tq.shape == "membership":
        row = tq.rows[0]
        cells = ", ".join(f"{col}: {val}" for col, val in zip(table.header[1:], row[1:], strict=False) if val)
        return f"{topic(row[0])} {table.title}에 있습니다({cells})."
    names = ", ".join(tq.names)
    scope = f"{table.title} 전체 {total}개를 확인한 결과"
    if tq.shape == "group" and tq.group:
        return _group_answer(tq, scope, note)
    if not tq.conditions:
        return f"{scope}, {topic(subject)} 모두 {total}개입니다: {names}.{note}"
    condition = describe_conditions(tq.conditions)
    if not tq.rows:
        return f"{scope}, {condition}{topic(subject)} 없습니다.{note}"
    return f"{scope}, {condition}{topic(subject)} {len(tq.rows)}개입니다: {names}.{note}"


def groups(tq: TableQuestion) -> dict[str, list[str]]:
    """Row names by the value of the grouped column, in table order (an empty cell is "(빈 칸)")."""
    out: dict[str, list[str]] = {}
    for row in tq.rows:
        out.setdefault(tq.table.cell(row, tq.group or "") or "(빈 칸)", []).append(row[0])
    return out


def _group_answer(tq: TableQuestion, scope: str, note: str) -> str:
    by_value = groups(tq)
    condition = describe_conditions(tq.conditions)
    if not by_value:
        return f"{scope}, {condition}{topic(tq.table.subject)} 없습니다.{note}"
    parts = ", ".join(f"{value} {len(names)}개({', '.join(names)})" for value, names in by_value.items())
    most = max(len(names) for names in by_value.values())
    top = [value for value, names in by_value.items() if len(names) == most]
    lead = f"{condition}{tq.table.subject}" if condition else tq.table.subject
    most_text = (f"가장 많은 {tq.group}는 {top[0]}({most}개)입니다." if len(top) == 1
                 else f"가장 많은 {tq.group}는 {', '.join(top)}(각 {most}개)입니다.")
    return f"{scope}, {lead} {len(tq.rows)}개를 {tq.group}별로 세면 {parts}입니다. {most_text}{note}"


def facts_excerpt(tq: TableQuestion) -> Excerpt:
    """What a model reads next to the whole table: the computed answer and how it was computed."""
    table = tq.table
    lines = [code_answer(tq), COMPLETE_HEADER]
    if tq.shape in ("count", "list", "group"):
        conditions = "; ".join(
            f"{c.column} {'≠' if c.negated else '='} {' 또는 '.join(c.values)}" for c in tq.conditions
        ) or "없음(표 전체)"
        lines.append(f"계산: 표 전체 {len(table.rows)}행 중 조건({conditions})에 맞는 행 {len(tq.rows)}개"
                     + (f": {', '.join(tq.names)}" if tq.rows else ""))
    lines.append("개수와 이름은 이 계산 그대로 씁니다. 표에 없는 이름을 더하거나 빼지 않습니다.")
    # Same chunk id and hash as the table: the facts stand or fall with it (re-read before answering).
    return table.excerpt.model_copy(update={"section": FACTS_SECTION, "text": "\n".join(lines)})


def _mentions(text: str, name: str) -> bool:
    n = norm(name)
    if re.fullmatch(r"[a-z0-9.+#\-]+", n):
        return re.search(rf"(?<![a-z0-9]){re.escape(n)}(?![a-z0-9])", text) is not None
    return n in text


def table_facts(answer: str, tq: TableQuestion) -> Check:
    """Fails when a count or a row name in the answer differs from the code's computation."""
    table: Table = tq.table
    compact = norm(strip_markers(answer))
    expected = [] if tq.shape == "absence" else tq.names
    problems: list[str] = []
    missing = [n for n in expected if not _mentions(compact, n)]
    if missing:
        problems.append(f"matching rows not named: {', '.join(missing)}")
    rest = compact
    for name in sorted(expected, key=len, reverse=True):
        rest = rest.replace(norm(name), " ")
    extra = [n for n in table.names if n not in expected and _mentions(rest, n)]
    if extra:
        problems.append(f"rows that do not match: {', '.join(extra)}")
    if tq.shape == "absence" and tq.absent and not _mentions(compact, tq.absent):
        problems.append(f"the asked name is not in the answer: {tq.absent}")

    spaced = strip_markers(answer)
    for name in sorted([*table.names, tq.absent or ""], key=len, reverse=True):
        if name:
            spaced = re.sub(re.escape(name), " ", spaced, flags=re.I)
    allowed = {str(len(table.rows))}
    allowed |= {n for row in tq.rows for cell in row[1:] for n in numbers_in(cell)}  # names are removed above
    if tq.shape in ("count", "list", "group"):
        allowed.add(str(len(tq.rows)))
    if tq.shape == "group":
        allowed |= {str(len(names)) for names in groups(tq).values()}
    wrong = [n for n in dict.fromkeys(numbers_in(spaced)) if n not in allowed]
    if wrong:
        problems.append(f"numbers that are not the computed count ({len(tq.rows)}) or table size: {', '.join(wrong)}")
    if tq.shape == "count" and tq.rows and str(len(tq.rows)) not in numbers_in(spaced):
        problems.append(f"the computed count {len(tq.rows)} is not stated")
    if problems:
        return Check(name="table_facts", passed=False, detail="; ".join(problems))
    what = {"absence": f"not on the table ({len(table.rows)} rows)", "membership": "the named row"}.get(
        tq.shape, f"{len(tq.rows)} of {len(table.rows)} rows"
    )
    return Check(name="table_facts", passed=True, detail=f"count and names match the computation: {what}")
