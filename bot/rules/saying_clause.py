"""Who said a premise, told as a clause of its own (batch `_k`): "비번은 8자만 넘기면 된다고 **팀장님이
그러던데** 맞아요?", "**팀장님이 그러는데** 비번은 한 달에 한 번 바꾸면 된대요".

`bot.rules.hearsay.without_source` drops a colleague who opens the message as the subject of the hearsay ("팀장님이
노트북은 3년마다 바꿔준다던데"). Here the person is the subject of a verb of saying of its own (그러다, 말하다,
얘기하다), after the quoted premise or before it: that clause is a frame, not a topic a sentence must name.
"… 된다고 팀장님이 그러던데" is read as "… 된다고 하던데"; an opening "팀장님이 그러는데," is dropped and the
premise after it stays. A person who does the act of the premise ("팀장님이 승인해 주면 되죠?") is untouched:
only verbs of saying make the frame.

General rules on MeCab tags, a closed class of verbs of saying and the person test of `bot.rules.hearsay`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.language.tags import SUBJECT_PARTICLES
from bot.language.terms import Morph, analyze

SAYING_VERBS = frozenset({"그러", "말하", "얘기하", "이야기하"})
# Endings that make the saying a background to the premise: "그러던데", "그러는데", "말하길래", "그러더라고".
_FRAME_ENDINGS = ("데", "길래", "더라고", "더니")


def _saying_at(morphs: Sequence[Morph], k: int) -> int | None:
    """The index of the last morpheme of a saying verb starting at `k` (그러, 말하, 말+하), or None."""
    if k >= len(morphs):
        return None
    m = morphs[k]
    if m.tag.startswith("VV") and m.lemma in SAYING_VERBS:
        return k
    if m.tag.startswith("NN") and k + 1 < len(morphs) and morphs[k + 1].tag == "XSV" \
            and m.surface + morphs[k + 1].lemma in SAYING_VERBS:
        return k + 1
    return None


def without_saying_clause(text: str, is_source: Callable[[str], bool]) -> str:
    """`text` without a clause "<person>이/가 그러-/말하-" that only says who told the premise."""
    morphs = analyze(text)
    for i, m in enumerate(morphs):
        if m.tag != "JKS" and not (m.tag == "JKB" and m.surface == "께서"):
            continue
        if m.surface not in SUBJECT_PARTICLES:
            continue
        start = i - 1
        while start > 0 and morphs[start].tag == "XSN":
            start -= 1
        if start < 0 or not morphs[start].tag.startswith("NN") or not is_source(morphs[start].surface):
            continue
        while start > 0 and morphs[start - 1].tag.startswith(("NN", "SL")):  # "옆자리 선배", "IT 담당자"
            start -= 1
        verb = _saying_at(morphs, i + 1)
        if verb is None:
            continue
        ending = morphs[verb + 1] if verb + 1 < len(morphs) else None
        if ending is None or ending.tag != "EC" or not ending.surface.endswith(_FRAME_ENDINGS):
            continue  # "담당자가 그러면 안 된다고": 그러면 is "if so", no saying
        before = text[:morphs[start].start].rstrip()
        after = text[ending.end:].lstrip(" ,")
        if before and after:
            return f"{before} {'하' + ending.surface} {after}"  # "… 된다고 하던데 맞아요?"
        if not before and after:
            return after  # "팀장님이 그러는데, 비번은 …"
    return text
