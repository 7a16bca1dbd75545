"""A question that names acts of its own is not a follow-up of the question before it (issue 8, messages with
several parts).

"노트북 교체 주기는 몇 년이에요? 그리고 퇴사하면 며칠 안에 반납해야 해요?" asks a second question on its own
topic, written with verbal nouns (퇴사하다, 반납하다) that MeCab-ko reads as nouns + 하. As predicates they are no
topic nouns, so the second sentence looked topicless, was read as a follow-up of the first and carried its nouns
(노트북 교체), and no sentence says 교체 with 퇴사 and 반납: the message was handed off. Two verbal nouns the policies
use (a condition and an act) name the question's situation; one alone ("며칠마다 변경해야 돼요?") still asks about
the topic before it.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from bot.language.tags import DERIVING_SUFFIX_TAGS
from bot.language.terms import analyze


def verbal_nouns(text: str) -> list[str]:
    """The nouns of `text` used as predicates with 하/되 (퇴사하면, 반납해야, 신고돼요), in order, once each."""
    morphs = analyze(text)
    out: list[str] = []
    for m, nxt in pairwise(morphs):
        if m.tag == "NNG" and nxt.tag in DERIVING_SUFFIX_TAGS and nxt.start == m.end and m.surface not in out:
            out.append(m.surface)
    return out


def names_own_acts(text: str, known: Callable[[str], bool]) -> bool:
    """Two or more verbal nouns the policies use (`known`): the question names a situation of its own."""
    return len([w for w in verbal_nouns(text) if len(w) >= 2 and known(w)]) >= 2
