"""Which of the question's words tell the dense candidates apart, for the lexical re-rank (issue 8, branch recall19).

`bot.answer.lexical.fuse` re-ranks the dense candidates by the share of the question's words each carries. A word
that every candidate carries ("노트북" in a question about a laptop left in a taxi: every section of the equipment
policy names it) tells nothing apart, yet it counted as much as the one word only the answering section carries
("두고 내렸어요" -> 분실, in "3. 분실·도난 신고"); and a story word no candidate carries ("택시", "가방", "과장님")
lowered every share alike. Here a word weighs by how few candidates of the pool carry it (an inverse document
frequency over the pool, so no corpus-wide statistics are needed at any index size), and a word no candidate
carries weighs nothing.

A section whose heading names a word of the question, itself or as the glossary's policy word ("악성코드" ->
"2. 악성코드 감염", "두고 내렸어요" -> "3. 분실·도난 신고"), is about that word: it gets a fixed bonus on top, and
it joins the pool even when its dense score lies further below the best than the pool's margin (a long colloquial
question about a symptom - "npm 패키지 깔고 나서 CPU 100% 먹어요 악성코드 같은데" - ranks the section named for
its one policy word 20th on dense score behind the software catalog's rows).

A word is carried where it is written inside one word of the text or begins one ("사내드라이브" in "사내 드라이브에만"),
never across a space from the end of another: "과장" (a manager, story) is not in "노트북과 장비를 반납한다".

The dense best stays first (the relevance gate reads its score), so nothing the gate stops or lets through
changes; only which other excerpts join it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from bot.language.terms import compact
from bot.models import Excerpt

Word = tuple[str, bool, tuple[str, ...]]  # (question word, is a verb stem, the policy words it stands for)

HEADING_BONUS = 0.1  # added to the fused score of a section whose heading names a word of the question


def heading_names(words: Sequence[Word], excerpt: Excerpt) -> bool:
    """The excerpt's section heading (a table row's: its table's heading) names a word of the question, as written
    or as a policy word the glossary maps it to; a word of one syllable never counts (too many false matches)."""
    heading = compact(excerpt.section)
    for word, _, mapped in words:
        for form in (word, *mapped):
            form = compact(form)
            if len(form) >= 2 and form in heading:
                return True
    return False


def weighted_shares(words: Sequence[Word], pool: Sequence[Excerpt],
                    carries: Callable[[Word, Excerpt], bool]) -> list[float]:
    """For each excerpt of the pool, the weighted share (0..1) of the question's words it carries: each word
    weighs log((n + 1) / (df + 0.5)) with df the number of pool excerpts carrying it; a word none carries, 0."""
    carried = [[carries(w, e) for w in words] for e in pool]
    n = len(pool)
    weights = []
    for i in range(len(words)):
        df = sum(row[i] for row in carried)
        weights.append(math.log((n + 1) / (df + 0.5)) if df else 0.0)
    total = sum(weights)
    if total <= 0:
        return [0.0] * n
    return [sum(w for w, hit in zip(weights, row, strict=True) if hit) / total for row in carried]


def written_in(word: str, text: str) -> bool:
    """`word` (spaces ignored) occurs in `text` inside one written word, or starting where a written word starts."""
    target = compact(word)
    if not target:
        return False
    starts: set[int] = set()
    ends: list[int] = []
    position = 0
    for piece in text.split():
        starts.add(position)
        position += len(piece)
        ends.append(position)
    squeezed = "".join(text.lower().split())
    at = squeezed.find(target)
    while at >= 0:
        end = next(e for e in ends if e > at)  # the end of the written word the match begins in
        if at in starts or at + len(target) <= end:
            return True
        at = squeezed.find(target, at + 1)
    return False


def rerank(words: Sequence[Word], candidates: Sequence[Excerpt], pool: Sequence[Excerpt], fetched: int,
           carries: Callable[[Word, Excerpt], bool], weight: float) -> list[Excerpt]:
    """`pool` with the sections among the first `fetched` candidates whose heading names a word of the question,
    ordered by dense score + `weight` x weighted share + HEADING_BONUS for a heading that names the question."""
    joined = [*pool, *(e for e in candidates[len(pool):fetched] if e not in pool and heading_names(words, e))]
    shares = weighted_shares(words, joined, carries)
    fused = {id(e): e.score + weight * share + HEADING_BONUS * heading_names(words, e)
             for e, share in zip(joined, shares, strict=True)}
    return sorted(joined, key=lambda e: -fused[id(e)])
