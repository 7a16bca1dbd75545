"""A reminder that popped up is no event that changes the figure asked (issue 8, session 30).

"vpn 인증서 만료 알림 떴는데 재발급 신청은 만료 며칠 전에 해야돼요?", "포털에 비번 바꾸라는 알림이 떴는데 비번은
며칠마다 바꿔야 돼요?": the asker tells that a notice appeared (알림, 안내, 팝업, 배너, 메시지 … 떴다 / 왔다 / 나왔다)
and asks a figure. The notice only carries news of the matter the question names; the figure the rule states
("인증서가 만료되기 30일 전에 재발급을 신청한다", "비밀번호는 90일마다 바꾼다") does not depend on it. The notice noun,
its verb of appearing and where it appeared (포털에, 화면에) are left out of what the sentence must carry, and so is
the objection that the sentence does not tell the event (`bot.rules.told_scene.untold_event`), when:

- the notice is told in a clause before the question ("…알림 떴는데", "…안내가 와서");
- the question asks a quantity (며칠, 몇 자, how long), which the coverage rule still requires of the sentence; and
- nothing else is missing from the sentence.

The time left that the asker tells ("아직 한달 반 남았는데 재발급 신청 언제 하면 돼요?") is left out the same way.

A question that asks what to do about the notice ("로그인 실패 알림이 떴는데 어떻게 해요?") asks no quantity: the
notice is what it is about, and it keeps its words. Closed word classes, no list of questions.
"""

from __future__ import annotations

import re

_NOTICE_NOUNS = frozenset({"알림", "안내", "팝업", "배너", "메시지", "메세지", "알람", "공지"})
_APPEAR_STEMS = frozenset({"뜨", "오", "나오"})
# the notice told before the question: "알림 떴는데", "안내가 와서", "팝업이 뜨길래", "알림 왔어요."
_TOLD_RE = re.compile(
    r"(?:알림|안내|팝업|배너|메시지|메세지|알람|공지)\S{0,2}\s*(?:떴|떠서|떠\s*있|뜨길래|뜨는데|왔|와서|오길래|"
    r"오는데|나왔|나와서|나오길래|나오는데)")
_EVENT_RE = re.compile(r"^\((?:뜨|오|나오): the event the question tells")
# the time left told the same way: "아직 한달 반 남았는데", "2주 남았는데" (the figure asked does not depend on it)
_LEFT_RE = re.compile(
    r"(?:\d+|한|두|세|네|반)\s*(?:일|주|주일|달|개월|년)(?:\s*반)?\s*(?:정도|쯤|이나|이|가)?\s*남(?:았|아)")
_LEFT_WORDS = frozenset({"남", "반"})


def without_notice(question: str, quantity: str | None, missing: list[str]) -> list[str]:
    """`missing` without the notice told before a question that asks a figure, when nothing else is missing."""
    told = _TOLD_RE.search(question)
    left = _LEFT_RE.search(question)
    if quantity is None or not missing or not (told or left):
        return missing
    # where the notice appeared ("포털에 … 알림이 떴는데", "폰에"): part of telling it
    places = set(re.findall(r"([가-힣A-Za-z]+)(?:에서|에)\s", question[:told.start()])) if told else set()
    rest = [m for m in missing if not (told and (m in _NOTICE_NOUNS or m in _APPEAR_STEMS or _EVENT_RE.match(m)
                                                 or m in places)) and not (left and m in _LEFT_WORDS)]
    return [] if not rest else missing
