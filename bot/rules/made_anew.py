"""Changing a thing is making a new one, for the figure the new one must have (issue 8, session 56).

"비번 바꾸라고 떠서 바꾸는중인데 최소 몇자부터 됨??" asks how long the new password must be; "비밀번호는 12자 이상으로
만든다" states it, for every password made, a changed one too. The question's verb of changing (the glossary's
변경: 바꾸다, 변경하다) is carried by a sentence that makes the thing (만든다) when the question asks a figure the
sentence states. Not otherwise: "비번 언제 바꿔요?" is not answered by how a password is made.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping

from bot.language.terms import Term

_CHANGE = "변경"  # the glossary's policy word for changing
_MADE = re.compile(r"만든다|만들어야|만들고")


def carried(unmatched: Iterable[Term], concepts: Mapping[str, Collection[str]], sentence: str,
            figure_given: bool) -> set[str]:
    """The unmatched verbs of changing, when the sentence makes the thing and states the figure asked."""
    if not figure_given or _MADE.search(sentence) is None:
        return set()
    return {t.text for t in unmatched if t.verb and _CHANGE in concepts.get(t.text, ())}
