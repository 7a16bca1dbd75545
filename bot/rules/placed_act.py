"""A place asked for an act is the place of that act (dev batch `_zs`, issue 8).

"퇴사하면서 노트북 반납할 때 어디에 적어야 되는 거 있어요?" asks where to write something down: "… 노트북과 장비를
IT 담당자에게 반납한다" gives the place of another act (반납), and passed because `TopicMatcher._unexcused` let the
asked act (적다) be "worded otherwise" once 노트북 and 반납 pinned the topic. When the question asks where (어디,
where) and the missing predicate is the act it ends on, written after the question word, the place asked belongs
to that act: a sentence whose own act is one the question names itself (반납) or a generic one (사용하다) gives the
place of something else, and the act is not excused. A sentence with a specific act of its own the question does
not name may still word the asked act otherwise ("서버실 들어가기 전에 어디에 뭐 적어야 돼요?" and "… 출입 기록부를
작성한다").
"""

from __future__ import annotations

import re

from bot.language.terms import GENERIC_VERBS, compact, lemmas_of
from bot.rules.lead_time import main_act

_ASK_WHERE = re.compile(r"어디|\bwhere\b", re.I)


def must_carry(question: str, lemma: str, final: str | None, sentence: str) -> bool:
    """The missing predicate `lemma` is the act whose place a where-question asks, and the sentence's own act is
    no rewording of it."""
    where = _ASK_WHERE.search(question)
    if final is None or lemma != final or where is None:
        return False
    if lemma not in lemmas_of(question[where.end():]) and compact(lemma) not in compact(question[where.end():]):
        return False  # the act is the condition before the question word ("발견하면 어디에 신고?")
    act = main_act(sentence)
    if act is None or act in GENERIC_VERBS or f"{act}하" in GENERIC_VERBS:
        return True
    return act in lemmas_of(question) or compact(act) in compact(question)
