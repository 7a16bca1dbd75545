"""A permission to put an act off for a while is answered by a rule that says to do it at once.

"보안 USB 잃어버린 거 며칠 있다가 말해도 돼요?" reads "며칠" as a number of days asked, but it asks whether the
report may wait: "잃어버린 사실을 알게 되면 미루지 않고 바로 알린다" answers it (no), as "일주일 안에만 신고하면
되죠?" is corrected by "즉시 … 신고한다" (`premise_figure.at_once_corrects`). Only for a permission question that
tells the wait ("며칠 있다가", "며칠 뒤에", "며칠 더", "내일", "나중에"), only against a sentence that forbids the
wait in words ("미루지 않고", "지체 없이"); a bare "즉시" answers it only when its clause does the question's own act
("며칠 더 찾아보고 나서 신고해도 되나요?" by "… 즉시 IT 담당자에게 분실 신고를 한다": `deadline_at_once.does_at_once`,
session 44).

Leave to do something else first ("좀 더 찾아보고 신고해도 되죠?", "일단 확인해 보고 나서 말해도 돼요?") asks to
wait as well. When the sentence quoted for it only says to do the act at once ("… 즉시 보안팀에 신고한다"), the
section's sentence that forbids the wait in words is quoted with it (`not_put_off`): it is what the question asks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from bot.rules import deadline_at_once, english_wait

S = TypeVar("S")

_DELAY_RE = re.compile(
    r"며칠\s*(?:더|있다가?|뒤에?|후에?|지나서|지나고)|하루\s*이틀\s*(?:더|있다가?|뒤에?|후에?)|내일|나중에|좀\s*있다가")
_NOT_PUT_OFF_RE = re.compile(r"미루지\s*않|지체\s*없이")
# something else done first, then the act: "좀 더 찾아보고 신고해도", "일단 확인해 보고 나서", "찾아본 다음에 말해도"
_FIRST_ELSE_RE = re.compile(
    r"(?:좀|조금|더|일단|먼저|우선)\s*(?:더\s*)?[가-힣]+\s*(?:보)?고\s+(?:나서\s+)?[가-힣]"
    r"|[가-힣]+고\s*나서\s+[가-힣]|[가-힣]+[본한난]\s*(?:다음|뒤|후)에?\s+[가-힣]")
_AT_ONCE_RE = re.compile(r"즉시|곧바로|바로")


def asks_to_wait(question: str, permission: bool) -> bool:
    """A permission question that asks leave to put its act off: a wait told, or something else done first."""
    return permission and (_DELAY_RE.search(question) is not None or _FIRST_ELSE_RE.search(question) is not None
                           or english_wait.delays(question))  # "can I wait until Monday" (bot.rules.english_wait)


def at_once_answers(question: str, permission: bool, sentence: str) -> bool:
    """The question asks leave to wait and the sentence says not to put the act off."""
    return asks_to_wait(question, permission) and _NOT_PUT_OFF_RE.search(sentence) is not None


def act_at_once(question: str, permission: bool, sentence: str, act: str | None,
                words_for: Callable[[str], Iterable[str]],
                words_in: Callable[[str], Iterable[str]] | None = None) -> bool:
    """The question asks leave to wait and the sentence does its act `act` at once: an at-once clause that carries
    the act ("며칠 더 찾아보고 나서 신고해도 되나요?" by "… 즉시 IT 담당자에게 분실 신고를 한다",
    `deadline_at_once.does_at_once`)."""
    return act is not None and asks_to_wait(question, permission) and deadline_at_once.does_at_once(
        sentence, [act], words_for, words_in)


def only_at_once(question: str, permission: bool, quoted: str) -> bool:
    """The question asks leave to wait and `quoted` only says to do the act at once (즉시, 바로), without
    forbidding the wait in words."""
    return asks_to_wait(question, permission) and _NOT_PUT_OFF_RE.search(quoted) is None and (
        _AT_ONCE_RE.search(quoted) is not None)


def forbids_wait(text: str) -> bool:
    """`text` forbids the wait in words (미루지 않고, 지체 없이)."""
    return _NOT_PUT_OFF_RE.search(text) is not None


def not_put_off(question: str, permission: bool, quoted: str, others: Sequence[S], text: Callable[[S], str]) -> list[S]:
    """The sentence of `others` (the rest of the quoted sentence's section) that forbids the wait in words, when
    the question asks leave to wait and `quoted` only says to do the act at once; [] otherwise."""
    if not only_at_once(question, permission, quoted):
        return []
    return [s for s in others if forbids_wait(text(s))][:1]
