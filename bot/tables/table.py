"""A policy table parsed from its stored whole-table chunk: header, rows, notes and what they declare.

The whole-table chunk (`kind: table`, see bot.knowledge.policies) holds the section body: the notes (bullets
around the table) and the Markdown table itself. Parsing reads the same cells `bot.knowledge.policies` read at
ingest, so a row here is a row there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.knowledge.policies import _table_rows
from bot.models import Excerpt

# A note that declares the table complete ("이 표가 ...의 전부다", "표에 없는 ...은 ...이다").
COMPLETE_RE = re.compile(
    r"(?:표|목록)(?:가|이)\s[^.]{0,30}?(?:전부|전체|모두)(?:다|이다|입니다)|(?:표|목록)에\s*없는|"
    r"\b(?:complete|exhaustive)\b",
    re.I,
)
# "X는 ...는 뜻" / "X는 ...라는 뜻": the meaning of a cell value, written in a note.
_MEANING_RE = re.compile(r"^\s*(?P<value>.+?)\s*(?:은|는|이란|란)\s+(?P<meaning>.+?)(?:다는|라는|는)\s*뜻")
_GENERIC_TITLE_WORDS = re.compile(r"\s*(?:목록|표|리스트|현황|일람|list|table)\s*$", re.I)


@dataclass(frozen=True)
class Table:
    """One table document's rows as they stood on the as-of date."""

    doc_id: str
    title: str
    excerpt: Excerpt  # the stored whole-table chunk (what is cited and re-checked)
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...]
    complete_note: str | None  # the note that declares the table complete, verbatim
    meanings: dict[str, str] = field(default_factory=dict)  # cell value -> its meaning from the notes

    @property
    def name_column(self) -> str:
        return self.header[0]

    @property
    def names(self) -> list[str]:
        return [row[0] for row in self.rows]

    @property
    def subject(self) -> str:
        """What one row is, from the title: "승인 소프트웨어 목록" -> "승인 소프트웨어"."""
        return _GENERIC_TITLE_WORDS.sub("", self.title).strip() or "항목"

    def column(self, name: str) -> int:
        return self.header.index(name)

    def values(self, column: str) -> list[str]:
        """Distinct non-empty values of a column, in table order."""
        i = self.column(column)
        return list(dict.fromkeys(row[i] for row in self.rows if i < len(row) and row[i]))

    def cell(self, row: tuple[str, ...], column: str) -> str:
        i = self.column(column)
        return row[i] if i < len(row) else ""


def _note_lines(body: str) -> list[str]:
    return [ln.strip().lstrip("-*• ").strip() for ln in body.splitlines()
            if ln.strip() and not ln.strip().startswith("|")]


def parse_table(excerpt: Excerpt) -> Table | None:
    """The table in a whole-table chunk; None when the chunk holds no table rows."""
    header, rows = _table_rows(excerpt.text)
    if not header or not rows:
        return None
    width = len(header)
    cleaned = tuple(tuple((row + [""] * width)[:width]) for row in rows if row and row[0])
    notes = tuple(_note_lines(excerpt.text))
    complete = next((n for n in notes if COMPLETE_RE.search(n)), None)
    values = {v for i in range(1, width) for v in {row[i] for row in cleaned} if v}
    meanings: dict[str, str] = {}
    for note in notes:
        for part in re.split(r"[,;:]\s*", note):
            found = _MEANING_RE.match(part)
            if found and found.group("value").strip() in values:
                meanings[found.group("value").strip()] = found.group("meaning").strip()
    return Table(
        doc_id=excerpt.doc_id, title=excerpt.title, excerpt=excerpt, header=tuple(header), rows=cleaned,
        notes=notes, complete_note=complete, meanings=meanings,
    )
