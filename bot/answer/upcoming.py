"""Revisions that are about to change: one line, cited, when a cited section changes soon.

When a document cited by an automatic answer has a later revision that takes effect within the next
`UPCOMING_DAYS` days of the as-of date, the matching section of that revision (same document, same
section heading) is read, and the sentences it says differently are added to the answer with the
date they apply from. A question asked as of a date after the change already gets the new revision
(the retriever's revision filter), so nothing is added then.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

import numpy as np

from bot.knowledge.index import PolicyIndex
from bot.models import Asker, Excerpt, Upcoming

UPCOMING_DAYS = 90
SEARCH_K = 8  # hits read at the future date to find the matching section


def _section_key(section: str) -> str:
    return re.sub(r"\s+", "", section)


def sentences(text: str) -> list[str]:
    """The policy sentences of a chunk: bullet lines without their bullet, headings dropped."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or line.startswith("|"):
            continue
        line = line.lstrip("-*• ").strip()
        if line:
            out.append(line)
    return out


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


def upcoming_changes(
    index: PolicyIndex, vector: np.ndarray, cited: list[Excerpt], asker: Asker, as_of: date,
    days: int = UPCOMING_DAYS,
) -> list[Upcoming]:
    """The future revisions of the cited sections that take effect in (as_of, as_of + days]."""
    horizon = as_of + timedelta(days=days)
    # A later revision cannot overlap the current one (ingest rejects that), so only a cited revision
    # that ends before the horizon can have a successor in the window: no query otherwise.
    cited = [e for e in cited if e.effective_to is not None and as_of <= e.effective_to < horizon]
    if not cited:
        return []
    hits = index.query(np.asarray(vector, dtype=np.float32).reshape(1, -1), asker.dept, horizon, SEARCH_K)
    found: list[Upcoming] = []
    seen: set[tuple[str, str]] = set()
    for excerpt in cited:
        key = (excerpt.doc_id, _section_key(excerpt.section))
        if key in seen:
            continue
        seen.add(key)
        for hit in hits:
            meta = hit.meta
            starts = date.fromisoformat(str(meta["effective_from"]))
            if (str(meta["doc_id"]), _section_key(str(meta["section"]))) != key:
                continue
            if int(meta["revision"]) <= excerpt.revision or not as_of < starts <= horizon:
                continue
            current = {_compact(s) for s in sentences(excerpt.text)}
            changed = [s for s in sentences(hit.text) if _compact(s) not in current]
            if changed:
                found.append(Upcoming(
                    doc_id=excerpt.doc_id, title=str(meta["title"]), section=str(meta["section"]),
                    revision=int(meta["revision"]), effective_from=starts, changed=changed,
                    chunk_id=hit.chunk_id,
                ))
            break
    return found


def upcoming_line(change: Upcoming) -> str:
    """"📅 2027-03-01부터 바뀝니다: ... [원격근무·VPN 규정 개정 3판]" (the text of the future section)."""
    said = " ".join(s if s.endswith((".", "다")) else s + "." for s in change.changed)
    return (f"📅 {change.effective_from:%Y-%m-%d}부터 개정 규정이 시행되어 이렇게 바뀝니다: {said} "
            f"[{change.title} 개정 {change.revision}판]")
