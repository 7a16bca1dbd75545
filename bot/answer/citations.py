"""Citations in code: the model writes `[n]`; code checks the range and maps numbers to stored titles."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.models import Cited, Excerpt, Source

MARKER_RE = re.compile(r"\[\s*(\d{1,3}(?:\s*,\s*\d{1,3})*)\s*\]")


@dataclass(frozen=True)
class Markers:
    valid: list[int]  # in order of first appearance, deduplicated
    invalid: list[int]


def find_markers(answer: str, n_excerpts: int) -> Markers:
    valid: list[int] = []
    invalid: list[int] = []
    for match in MARKER_RE.finditer(answer):
        for part in match.group(1).split(","):
            number = int(part)
            target = valid if 1 <= number <= n_excerpts else invalid
            if number not in target:
                target.append(number)
    return Markers(valid, invalid)


def strip_markers(text: str) -> str:
    return MARKER_RE.sub("", text)


def render_answer(answer: str, excerpts: list[Excerpt]) -> str:
    """Replace `[n]` with `[document title]`; out-of-range numbers are dropped; repeated titles merged."""

    def replace(match: re.Match[str]) -> str:
        titles: list[str] = []
        for part in match.group(1).split(","):
            number = int(part)
            if 1 <= number <= len(excerpts) and excerpts[number - 1].title not in titles:
                titles.append(excerpts[number - 1].title)
        return "".join(f"[{t}]" for t in titles)

    rendered = MARKER_RE.sub(replace, answer)
    rendered = re.sub(r"(\[[^\[\]]+\])(\s*\1)+", r"\1", rendered)  # "[A][A]" or "[A] [A]" -> "[A]"
    rendered = re.sub(r"[ \t]+([.,!?。])", r"\1", rendered)
    return re.sub(r"[ \t]{2,}", " ", rendered).strip()


def sources_of(excerpts: list[Excerpt]) -> list[Source]:
    """Documents shown to the generator, deduplicated by document, best chunk first."""
    seen: dict[str, Source] = {}
    for e in excerpts:
        if e.doc_id not in seen:
            seen[e.doc_id] = Source(
                doc_id=e.doc_id, title=e.title, section=e.section, revision=e.revision,
                chunk_id=e.chunk_id, score=e.score,
            )
    return list(seen.values())


def cited_of(numbers: list[int], excerpts: list[Excerpt]) -> list[Cited]:
    """Documents the answer cites (valid numbers only), deduplicated by document."""
    out: dict[str, Cited] = {}
    for number in numbers:
        e = excerpts[number - 1]
        out.setdefault(e.doc_id, Cited(doc_id=e.doc_id, title=e.title, section=e.section))
    return list(out.values())
