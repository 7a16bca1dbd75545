"""How long the asker has been with the company, told before the question (issue 8, session 51).

"들어온 지 일주일 됐는데 퇴근길에 노트북 가방을 잃어버린 거 같아요. 누구한테 말해야 돼요?", "입사한 지 3일 됐는데 비번
몇 자 이상이어야 돼요?", "입사 3일차인데 이상한 메일이 왔어요.": the clause says who asks (someone new), not what is
asked. The policies' rules hold for every employee from the first day, and the one rule on joining ("업무용 노트북은
입사일에 지급한다") is answered by the question's own words ("노트북 언제 받아요?"). Only a clause of joining or working
(입사한, 들어온, 일한, 근무한 …) with 지 and a span that has passed ("3일", "일주일", "한 달" … 됐는데/지났는데),
"입사 N일차/주차" with the connective copula, or "아직 업무 파악 중인데" (still finding the way around): never a span
asked ("입사한 지 얼마나 돼야 …?") nor another event ("퇴사한 지 3일 됐는데" is the situation a return rule turns on).
Removed from the message before it is read (`bot.matching.question_parts`). A sentence that only says so with the
copula ("입사 4일차예요.", "IT운영팀 입사 1주차입니다.", "신입사원입니다!") is the story of a marked question beside it
(`states_tenure`, read by `bot.rules.asked_sentence`).
"""

from __future__ import annotations

import re

_SPAN = r"(?:\d+\s*(?:일|주|주일|개월|달|년)|일주일|이주일|보름|한\s*달|두\s*달|반년|일\s*년)"
_JOINED = r"(?:입사\s*(?:한|하고)|들어온|들어오고|회사\s*온|일한|일하고|근무한|근무하고)"
_TENURE_RE = re.compile(
    rf"(?:^|(?<=[\s,.!?]))(?:{_JOINED}\s*지\s*(?:이제\s*|아직\s*|겨우\s*|한\s*)?{_SPAN}\s*(?:정도\s*|쯤\s*)?(?:밖에\s*)?"
    rf"(?:안\s*)?(?:됐|되었|지났|넘었)(?:는데요?|고요?|어서)"
    rf"|입사\s*(?:\d+|한|두|세)\s*(?:일|주|개월|달|년)\s*차(?:인데요?|라서|이라서|이고)"
    # "아직 업무 파악 중인데,", "아직 적응 중이라서": still finding the way around
    rf"|아직\s*(?:업무\s*)?(?:파악|적응|배우는|익히는)\s*중(?:인데요?|이라서|이라))[\s,.!~ㅠㅜ]*"
    # "아직 뭐가 뭔지 모르는 신입인데요,": the new hire is left to bot.rules.self_description
    r"|아직\s*(?:뭐가\s*뭔지|아무것도|잘)\s*모르는\s*(?=신입)")


def without_tenure(text: str) -> str:
    """The message without a clause that only says how long the asker has been with the company."""
    if "지" not in text and "차" not in text and "아직" not in text:
        return text
    return _TENURE_RE.sub("", text).strip() or text


# how long the asker has been with the company, said with the copula and nothing else (a team before it says who
# asks too)
_STATEMENT_RE = re.compile(
    r"\s*(?:[가-힣A-Za-z]+\s+){0,2}?(?:입사\s*)?(?:(?:\d+|한|두|세|네|다섯)\s*(?:일|주|개월|달|년)\s*차|신입(?:\s*사원)?)"
    r"\s*(?:예요|에요|이에요|입니다|이고요|임|요)?\s*[.!~]*\s*$")


def states_tenure(sentence: str) -> bool:
    """The sentence only says how long the asker has been with the company ("입사 4일차예요.", "신입이에요.")."""
    return _STATEMENT_RE.match(sentence) is not None
