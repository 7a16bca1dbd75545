"""A sentence that carries none of the things a question names answers another question (issue 8, session 59).

"컴 바꾼 지 4년 넘었는데 교체 돼요?" names one thing, 컴 (a computer, in a chat abbreviation the glossary does not
list), and asks about replacing it; "비밀번호는 90일마다 바꾼다" carried the question's act (바꾸, 교체 worded as
바꾼다) while 컴, a word the policies never use, was set aside as the asker's story — and the password rule answered a
question about a computer. When the question names a thing (a noun that is no act the policies name as a verb) and the
sentence carries none of those things and at most one of the question's act nouns, the sentence is about another thing.
Not for a question that asks to confirm a premise (the correction may name another recipient or figure: "보안팀에
신고하면 되는 거 맞죠?" -> "… IT 담당자에게 분실 신고를 한다"), and not for a table row, whose name is matched apart
(`bot.rules.row_named`).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from bot.language.terms import compact
from bot.rules.answer_kind import is_person

if TYPE_CHECKING:
    from bot.matching.model import Part

PROBLEM = "(no thing the question names is in the sentence)"


def problems(part: Part, covered: Collection[str], acts: Collection[str], sentence: str, body: str = "") -> list[str]:
    """[PROBLEM] when the part names things (nouns not in `acts`, the policies' verbal nouns) and `sentence` carries
    none of them (`covered`, or written in `body`: the excerpt with its heading, whose other bullets a rule may go on
    from) and at most one of its act nouns; else empty."""
    if ": " in sentence and " / " in sentence:
        return []
    things = [t.text for t in part.terms if not t.verb and t.text not in acts]
    if part.confirm and things and all(is_person(t) for t in things):
        return []  # "보안팀에 신고하면 되는 거 맞죠?": the one who is told may be corrected
    act_nouns = [t.text for t in part.terms if not t.verb and t.text in acts and t.text in covered]
    squeezed = compact(body or sentence)
    written = [t for t in things if any(compact(f) in squeezed for f in (t, *part.concepts.get(t, ())) if len(f) >= 2)]
    if things and not any(t in covered for t in things) and not written and len(act_nouns) <= 1:
        return [PROBLEM]
    return []
