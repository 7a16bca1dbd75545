"""Build the numbered, delimited context the generator reads; excerpts are data, never instructions."""

from __future__ import annotations

from bot.models import Excerpt


def fit_budget(excerpts: list[Excerpt], char_budget: int) -> list[Excerpt]:
    """Keep excerpts in rank order while they fit the budget (the first is always kept, cut if needed)."""
    kept: list[Excerpt] = []
    used = 0
    for excerpt in excerpts:
        size = len(excerpt.text) + len(excerpt.title) + len(excerpt.section) + 40
        if kept and used + size > char_budget:
            break
        if not kept and size > char_budget:
            excerpt = excerpt.model_copy(update={"text": excerpt.text[: max(char_budget - 200, 100)]})
        kept.append(excerpt)
        used += size
    return kept


def _clean(text: str) -> str:
    # An excerpt must not be able to close its own delimiter.
    return text.replace("</excerpt", "<\\/excerpt").replace("<excerpt", "<\\excerpt")


def render_excerpts(excerpts: list[Excerpt]) -> str:
    """`<excerpt n="1" title=".." section="..">text</excerpt>` blocks, numbered from 1."""
    blocks = []
    for n, excerpt in enumerate(excerpts, 1):
        title = _clean(excerpt.title).replace('"', "'")
        section = _clean(excerpt.section).replace('"', "'")
        blocks.append(f'<excerpt n="{n}" title="{title}" section="{section}">\n{_clean(excerpt.text)}\n</excerpt>')
    return "\n\n".join(blocks)
