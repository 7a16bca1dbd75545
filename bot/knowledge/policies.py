"""Read policy documents (Markdown with YAML front matter) and cut them into chunks.

A document's chunks are its `## ` sections. A table document (`kind: table`) also yields one chunk per
table row, so a question about one row finds that row, and one whole-table chunk for counting
questions (kept out of ordinary retrieval).
"""

from __future__ import annotations

import hashlib
import itertools
import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

ChunkKind = Literal["section", "row", "table"]
FAR_FUTURE = date(9999, 12, 31)
ROW_MARK = "#row:"  # a table row chunk's id: "<heading>#row:<first cell>" (bot.rules.crowded_rows reads it back)
_DEPT_RE = re.compile(r"^[A-Za-z0-9가-힣_-]{1,40}$")


class PolicyError(Exception):
    """Bad policy input; `problems` lists each file with the field at fault."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("invalid policies:\n" + "\n".join(f"  - {p}" for p in problems))


class FrontMatter(BaseModel):
    model_config = ConfigDict(extra="forbid")

    doc_id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{0,62}$")
    title: str = Field(min_length=1, max_length=200)
    revision: int = Field(ge=1)
    effective_from: date
    effective_to: date | None = None
    access: list[str]
    owner: str = Field(min_length=1)
    kind: Literal["document", "table"] = "document"

    @field_validator("title", "owner")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be blank")
        return value.strip()

    @field_validator("access", mode="before")
    @classmethod
    def _access_list(cls, value: object) -> object:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not value:
            raise ValueError("must be ALL or a non-empty list of departments")
        for item in value:
            if not isinstance(item, str) or not _DEPT_RE.match(item):
                raise ValueError(f"unknown access value {item!r}: use ALL or department names like [IT]")
        if "ALL" in value and len(value) > 1:
            raise ValueError("ALL cannot be combined with departments")
        return value

    @model_validator(mode="after")
    def _dates_in_order(self) -> FrontMatter:
        if self.effective_to is not None and self.effective_to < self.effective_from:
            raise ValueError("effective_to is before effective_from")
        return self


@dataclass(frozen=True)
class Chunk:
    chunk_id: str
    doc_id: str
    title: str
    section: str
    revision: int
    kind: ChunkKind
    body: str
    effective_from: date
    effective_to: date | None
    access: tuple[str, ...]
    source: str
    start: int
    end: int

    @property
    def embed_text(self) -> str:
        """What the embedding sees: title and heading carry the topic of short sections."""
        return f"{self.title}\n## {self.section}\n{self.body}"

    def content_hash(self, model: str) -> str:
        return hashlib.sha256(f"{model}\0{self.embed_text}".encode()).hexdigest()[:32]


@dataclass
class Document:
    meta: FrontMatter
    path: Path
    chunks: list[Chunk] = field(default_factory=list)


class _FrontMatterLoader(yaml.SafeLoader):
    """SafeLoader that leaves dates as text, so pydantic (not YAML) validates them and names the field."""


_FrontMatterLoader.add_constructor(
    "tag:yaml.org,2002:timestamp", lambda loader, node: loader.construct_scalar(node)  # type: ignore[arg-type]
)

_FRONT_RE = re.compile(r"\A---[ \t]*\r?\n(.*?)\r?\n---[ \t]*(?:\r?\n|\Z)", re.S)
_SECTION_RE = re.compile(r"^## +(.+?)[ \t]*$", re.M)


def _sections(text: str, offset: int) -> list[tuple[str, str, int, int]]:
    """(heading, body, start, end) for each `## ` section; text before the first heading is ignored."""
    marks = list(_SECTION_RE.finditer(text))
    out = []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[mark.end():end].strip()
        if body:
            out.append((mark.group(1).strip(), body, offset + mark.start(), offset + end))
    return out


def _table_rows(body: str) -> tuple[list[str], list[list[str]]]:
    lines = [ln.strip() for ln in body.splitlines() if ln.strip().startswith("|")]
    if len(lines) < 2:
        return [], []

    def cells(line: str) -> list[str]:
        return [c.strip() for c in line.strip().strip("|").split("|")]

    header = cells(lines[0])
    rows = [cells(ln) for ln in lines[2:] if not set(ln) <= set("|-: ")]
    return header, rows


def _row_text(header: list[str], row: list[str]) -> str:
    pairs = [f"{h}: {v}" for h, v in zip(header, row, strict=False) if v]
    return "- " + " / ".join(pairs)


def parse_document(path: Path, root: Path) -> Document:
    """Parse one file; raises PolicyError naming the file and the field."""
    rel = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PolicyError([f"{rel}: not UTF-8 (byte {exc.start})"]) from None
    match = _FRONT_RE.match(text.lstrip("\ufeff"))
    if not match:
        raise PolicyError([f"{rel}: missing front matter (a '---' block at the top)"])
    try:
        raw = yaml.load(match.group(1), Loader=_FrontMatterLoader)
    except yaml.YAMLError as exc:
        raise PolicyError([f"{rel}: front matter is not valid YAML ({exc.__class__.__name__})"]) from None
    if not isinstance(raw, dict):
        raise PolicyError([f"{rel}: front matter must be a mapping of fields"])
    try:
        meta = FrontMatter.model_validate(raw)
    except ValidationError as exc:
        problems = [
            f"{rel}: field '{'.'.join(str(p) for p in e['loc']) or 'front matter'}': {e['msg']}"
            for e in exc.errors()
        ]
        raise PolicyError(problems) from None
    offset = match.end() + (len(text) - len(text.lstrip("\ufeff")))
    doc = Document(meta=meta, path=path)
    sections = _sections(text[match.end():], offset)
    if not sections:
        raise PolicyError([f"{rel}: no '## ' sections with text"])
    for heading, body, start, end in sections:
        doc.chunks.extend(_chunks_for_section(meta, rel, heading, body, start, end))
    return doc


def _chunks_for_section(
    meta: FrontMatter, rel: str, heading: str, body: str, start: int, end: int
) -> list[Chunk]:
    def make(section: str, kind: ChunkKind, text: str, key: str) -> Chunk:
        return Chunk(
            chunk_id=f"{meta.doc_id}@r{meta.revision}#{key}",
            doc_id=meta.doc_id, title=meta.title, section=section, revision=meta.revision,
            kind=kind, body=text, effective_from=meta.effective_from, effective_to=meta.effective_to,
            access=tuple(meta.access), source=rel, start=start, end=end,
        )

    header, rows = _table_rows(body) if meta.kind == "table" else ([], [])
    if not rows:
        return [make(heading, "section", body, heading)]
    notes = "\n".join(ln for ln in body.splitlines() if ln.strip() and not ln.strip().startswith("|"))
    out = [make(heading, "table", body, f"{heading}#table")]
    if notes:
        out.append(make(heading, "section", notes, heading))
    for row in rows:
        name = row[0] if row and row[0] else f"row {len(out)}"
        out.append(make(f"{heading}: {name}", "row", _row_text(header, row), f"{heading}{ROW_MARK}{name}"))
    return out


def load_policies(root: Path) -> list[Document]:
    """Parse every `*.md` under root. All problems are collected and raised together. Hidden files and
    folders are skipped: a Kubernetes ConfigMap volume holds each file twice (`password.md` links to
    `..data/password.md`, inside a hidden `..2026_…` folder), and `.git` or editor files are not policies."""
    if not root.is_dir():
        raise PolicyError([f"{root}: policies folder not found"])
    docs: list[Document] = []
    problems: list[str] = []
    for path in sorted(root.rglob("*.md")):
        if path.name.lower() == "readme.md" or any(p.startswith(".") for p in path.relative_to(root).parts):
            continue
        try:
            docs.append(parse_document(path, root))
        except PolicyError as exc:
            problems.extend(exc.problems)
    problems.extend(_cross_document_problems(docs, root))
    if problems:
        raise PolicyError(problems)
    if not docs:
        raise PolicyError([f"{root}: no policy documents (*.md) found"])
    return docs


def _cross_document_problems(docs: list[Document], root: Path) -> list[str]:
    problems: list[str] = []
    seen: dict[tuple[str, int], Path] = {}
    by_doc: dict[str, list[Document]] = {}
    for doc in docs:
        key = (doc.meta.doc_id, doc.meta.revision)
        if key in seen:
            problems.append(
                f"{doc.path.relative_to(root)}: field 'revision': duplicate doc_id+revision "
                f"{key[0]} r{key[1]} (also in {seen[key].relative_to(root)})"
            )
        seen[key] = doc.path
        by_doc.setdefault(doc.meta.doc_id, []).append(doc)
    for doc_id, revs in by_doc.items():
        revs.sort(key=lambda d: d.meta.effective_from)
        for prev, nxt in itertools.pairwise(revs):
            if (prev.meta.effective_to or FAR_FUTURE) >= nxt.meta.effective_from and prev.meta.revision != (
                nxt.meta.revision
            ):
                problems.append(
                    f"{nxt.path.relative_to(root)}: field 'effective_from': revision {nxt.meta.revision} of "
                    f"{doc_id} starts while revision {prev.meta.revision} is still in force "
                    f"(set effective_to on {prev.path.relative_to(root)})"
                )
    return problems


def all_chunks(docs: list[Document]) -> list[Chunk]:
    return [chunk for doc in docs for chunk in doc.chunks]
