"""When a permitted act is done, and what the asker takes along, are asked, not the question's setting.

"서버실 주말에 들어가도 돼요?" asks whether one may go in at the weekend: the rule on entering ("서버실에 들어갈
때는 출입 기록부를 작성한다") carries the room and the entering, and the leniency that sets a question's setting aside
once two points pin the sentence dropped 주말. "전산실에 음료수 들고 들어가도 돼요?" asks about the drink taken in, not
about entering. Like a restrictive adverb ("혼자 들어가도"), a time of the act in a permission question (주말에,
밤에, 휴일에, 퇴근 후에) and the thing carried along to it ("음료수 들고", "카메라 가지고") say what is asked (branch
hunt21, batch `_zb2`). A closed word class of times, and the grammar of carrying; never a noun the sentence carries.
"""

from __future__ import annotations

import re

# times of day, week or year an act is done at (a closed class), marked as the act's time: 에 / 에는 / 에도 / 때
TIME_NOUNS = ("주말", "휴일", "공휴일", "연휴", "야간", "밤", "새벽", "저녁", "아침", "점심시간", "퇴근 후", "퇴근후",
              "출근 전", "휴가 중", "명절", "심야")
_TIME_RE = re.compile(rf"(?:^|\s)({'|'.join(TIME_NOUNS)})\s*(?:에|에는|에도|엔|때|중에|중)(?=\s|$)")
# what is carried along: "N 들고 / 가지고 / 갖고 / 챙겨(서)" followed by a going (들어가, 가, 나가, 와, 오)
_CARRIED_RE = re.compile(r"([가-힣A-Za-z0-9]+?)(?:을|를|이랑|랑|도)?\s+(?:들고|가지고|갖고|챙겨서|챙겨)\s*"
                         r"(?:들어가|들어갈|가|갈|나가|나갈|와|오|올|들어와|들어오)")
LEAVE_RE = re.compile(r"(?:도|면)\s*(?:돼|되|괜찮|될까)")


# what a word ends in when it is not a bare noun modifying the next one: a particle or a verb ending
_ENDED = re.compile(r"(?:에|에서|은|는|이|가|을|를|도|만|고|서|면|데|때|랑|로|으로|요|죠)$")


def _after_bare_noun(question: str, start: int) -> bool:
    """The word before is a bare noun of one phrase with it ("고객사 미팅 들고 나가": the meeting is an occasion
    named by its place, not a thing carried)."""
    before = question[:start].rstrip().split()
    return bool(before) and start > len(question[:start].rstrip()) and not _ENDED.search(before[-1])


def asked_nouns(question: str) -> frozenset[str]:
    """The time nouns and carried things of a permission question (surface words)."""
    if not LEAVE_RE.search(question):
        return frozenset()
    found = {m.group(1).replace(" ", "") for m in _TIME_RE.finditer(question)}
    found |= {m.group(1) for m in _CARRIED_RE.finditer(question) if not _after_bare_noun(question, m.start(1))}
    return frozenset(found)


def asked_times(question: str) -> frozenset[str]:
    """The time nouns a permission question does its act at ("야간에", "주말에")."""
    if not LEAVE_RE.search(question):
        return frozenset()
    return frozenset(m.group(1).replace(" ", "") for m in _TIME_RE.finditer(question))


def protects(question: str, noun: str) -> bool:
    """The noun (a term's text) is one of the asked times or carried things."""
    return any(word == noun or word.startswith(noun) for word in asked_nouns(question))
