"""What another company or team does is the asker's premise about this one (issue 8, people comparing).

"전 회사에서는 6개월마다 바꿨는데 여기는요?", "전 직장은 VPN 인증서가 2년짜리였는데 여기도
그래요?", "옆 팀은 개인 USB 쓴다던데 우리도 써도 돼요?": the asker states what was done elsewhere and
asks whether it holds here. The place named (전 회사, 옆 팀) is no topic of the policy, and the closing
"여기도 그래요?" / "여기는요?" asks for the rule here. The place is dropped and the closing is read as
"맞아요?", so the premise is confirmed or corrected by the policy's own figure (bot.rules.premise_figure),
like a premise the asker heard; a closing after a practice with no figure ("전 회사에서는 맥북 줬는데
여기도 그래요?") asks whether the practice exists here, which a rule that does not name it cannot answer,
so such a message is left as it is. Closed classes (the places compared with, the closings); no lists
of questions.

The acts of the clause on the other workplace are the asker's story once the part about here says an act of its
own (`left_out`, session 55): "전에 다니던 데는 비번 3번 틀리면 바로 잠겼는데 ㅠ 여긴 몇 번까지 틀려도 돼요?" (다니던:
where the asker used to work) is answered by "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다"; a part about
here that only points back ("여기도 그래도 돼요?") asks the told act itself, and nothing is set aside.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language.terms import GENERIC_VERBS, analyze

# another company, a former workplace, another team or department, "somewhere else"
_PLACE = (r"(?:(?:제\s*|내\s*)?(?:전|예전|이전|옛날|지난|前)\s*(?:회사|직장|팀|부서|회사들)"
          r"|옆\s*(?:팀|부서)|다른\s*(?:팀|회사|부서|계열사|곳|데)|딴\s*(?:팀|회사|데))")
_LEAD_RE = re.compile(
    rf"(?:^|(?<=[.?!？]\s))\s*(?:저는\s+|전\s+|제가\s+)?{_PLACE}\s*(?:에서는|에선|에서도|에서|은|는|도|선)\s+")
# a figure the policy can confirm or correct ("6개월마다", "2년짜리", "한 달 안에")
_FIGURE_RE = re.compile(r"(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|반)\s*"
                        r"(?:년|개월|달|주|주일|영업일|일|시간|분|번|회|자|자리|글자|개|MB|GB|메가|기가)", re.I)
# the closing that asks whether the same holds here
_HERE = r"(?:여기|여긴|우리|저희|우리\s*회사|저희\s*회사|이\s*회사|우리\s*팀|저희\s*팀|이쪽|이곳)"
_CLOSING_RE = re.compile(
    rf"[,\s]*{_HERE}\s*(?:는|도|선|에서는|에선|에서도)?\s*"
    r"(?:요|그래요|그런가요|그렇죠|그런지|같아요|같나요|같은가요|똑같아요|똑같나요|마찬가지(?:예요|인가요|죠|에요)?|"
    r"동일한가요|동일해요|어때요|어떤가요|어떻게\s*돼요|어떻게\s*되나요)?\s*[?？]+\s*$")


def as_here(message: str) -> str:
    """The message with the place compared with dropped and a closing that asks whether it holds here read as
    "맞아요?"; unchanged when no place is compared with."""
    lead = _LEAD_RE.search(message)
    if lead is None:
        return message
    text = message[:lead.start()] + message[lead.end():]
    closing = _CLOSING_RE.search(text)
    if closing is not None and closing.start() > 0:
        if not _FIGURE_RE.search(text[:closing.start()]):
            return message  # "전 회사에서는 맥북 줬는데 여기도 그래요?": a practice with no figure to correct is asked
        text = text[:closing.start()].rstrip(" ,") + " 맞아요?"
    return text.strip()


# a clause on another workplace, with the asker's own ways of naming it ("전에 다니던 데", "예전엔")
_THERE_RE = re.compile(rf"{_PLACE}|전에\s*다니던|다니던\s*(?:회사|데|곳|직장)|친구\s*네?\s*회사"
                       r"|예전\s*(?:엔|에는)|(?:^|\s)(?:전|예전|이전)\s*(?:데|곳)")
_HERE_AFTER_RE = re.compile(_HERE)
_POINTING = frozenset({"그러", "그렇", "이러", "이렇"})


def told_acts(question: str) -> frozenset[str]:
    """The acts of a clause on another workplace that the part about here does not say again, when that part says an
    act of its own."""
    there = _THERE_RE.search(question)
    here = _HERE_AFTER_RE.search(question, there.end()) if there else None
    if there is None or here is None:
        return frozenset()
    after = question[here.end():]
    rest = analyze(after)
    rest_lemmas = {m.lemma for m in rest}
    if rest_lemmas & _POINTING:  # "여기도 그래도 돼요?": the told act is asked
        return frozenset()
    if not any(m.tag.startswith(("VV", "VA")) and m.lemma not in GENERIC_VERBS for m in rest):
        return frozenset()  # "여긴 몇 번까지 돼요?": the told act is the one asked
    clause = analyze(question[there.start():here.start()])
    return frozenset(m.lemma for m in clause if m.tag.startswith(("VV", "VA", "NNG")) and m.lemma not in rest_lemmas)


def left_out(question: str, missing: Sequence[str]) -> list[str]:
    """`missing` (the predicates a sentence does not carry) without the acts the asker tells of another workplace."""
    told = told_acts(question)
    return [w for w in missing if w not in told] if told else list(missing)
