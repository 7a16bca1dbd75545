"""A printout named by its printing, once the asker is done with it (issue 8, session 59).

"회의 때 뽑은 대외비 자료 다 봤는데 그냥 쓰레기통에 버려도 돼요?", "회의용으로 인쇄한 대외비 자료를 다 읽었는데, 이
종이는 어떻게 처리해야 하나요?": the 자료 (문서, 종이, 서류) a printing verb modifies is a printout (출력물), and "다
봤는데", "다 읽었는데", "다 썼는데" say the asker is done with it, which "다 쓴 대외비 출력물은 파쇄한다" words as 다
쓴. Only with a sentence that names the printout (출력물, 인쇄물) itself, and when the asker says it is done with it
only with a sentence on the thing after its use (`bot.rules.done_with.AFTER_USE`; "출력한 뒤 바로 회수한다" is not one);
the printing verb must modify the paper word ("뽑은 … 자료", up to two words between), not merely stand in the message
("자료 뽑아도 돼요?" asks whether printing is allowed).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term
from bot.rules.done_with import AFTER_USE

_PRINTED = re.compile(
    r"(?:뽑은|뽑아\s*온|뽑았던|(?:인쇄|출력|프린트)(?:한|된|했던))\s+(?:\S+\s+){0,2}?(?:자료|문서|종이|서류)")
# the asker is done with it: "다 봤는데", "다 읽었어요", "다썼는데", "다 본", "다 읽은"
_DONE = re.compile(r"다\s*(?:봤|보았|읽었|썼|사용했)|다\s*(?:본|읽은|쓴|사용한)\s")
_PAPER_WORDS = frozenset({"자료", "문서", "종이", "서류"})
_PRINT_VERBS = frozenset({"뽑", "인쇄", "출력", "프린트"})
DONE_VERBS = frozenset({"보", "읽", "쓰", "사용"})
_PRINTOUT = re.compile(r"출력물|인쇄물")


def done_with(question: str, verb: str, sentence: str) -> bool:
    """`verb` only says the asker is done with a printout the question names by its printing, which `sentence`
    speaks of after its use."""
    return verb in DONE_VERBS and _PRINTED.search(question) is not None and _DONE.search(question) is not None \
        and _PRINTOUT.search(sentence) is not None and AFTER_USE.search(sentence) is not None


def carried(question: str, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """The unmatched paper words and printing verbs of a printout named by its printing, and the done-with verbs
    (`done_with`), when `sentence` names the printout."""
    if _PRINTOUT.search(sentence) is None or _PRINTED.search(question) is None:
        return set()
    if _DONE.search(question) is not None and AFTER_USE.search(sentence) is None:
        return set()  # done with it: "… 출력한 뒤 바로 회수한다" is the rule right after printing, not after use
    return {t.text for t in unmatched if (not t.verb and t.text in _PAPER_WORDS)
            or (t.verb and (t.text in _PRINT_VERBS or done_with(question, t.text, sentence)))}
