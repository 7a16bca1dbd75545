"""A new hire's remark on being new asks nothing (issue 8, probe `_p46a`).

New employees open their question by saying they are new or were not told: "입사한 지 얼마 안 돼서 궁금한데 회사
노트북은 몇 년 쓰면 새 걸로 바꿔줘요?", "온보딩 때 못 들었는데... 로그인 몇 번 틀리면 계정 잠겨요?", "신입이라 잘
몰라서요.. 메일 첨부 용량 몇 MB까지 돼요?". The remark's words (입사, 온보딩, 듣다, 모르다) became topic words no
policy sentence carries, and 입사 even pointed at the rule on issuing laptops on the first day. The remark is a
closed class of phrases, taken off the message's start only (after courtesy, `bot.rules.courtesy`): how short the
asker's tenure is when it is told as short ("입사한 지 얼마 안 돼서", "들어온 지 일주일밖에 안 됐는데"; a tenure told
as a figure alone, "입사한 지 2년 됐는데", may be what the question turns on and stays), not having been told at the
onboarding ("온보딩 때 못 들었는데"), and not knowing because one is new ("신입이라 잘 몰라서 그런데"). "신입인데" alone
is read by `bot.rules.self_description`. A message that is nothing but the remark is left as it is.
"""

from __future__ import annotations

import re

_SEP = r"[\s,.!~…;:ㅠㅜ]*"
_ASKING = (r"(?:\s*(?:그런데요?|그러는데요?|궁금한데요?|궁금해서요?|물어봐요|여쭤봐요|여쭤볼게요|여쭤요|"
           r"질문드려요|질문이요))?")
# a short tenure: "입사한 지 얼마 안 돼서", "들어온 지 일주일밖에 안 됐는데", "입사한 지 얼마 안 된 신입인데요"
_TENURE = (
    r"(?:(?:제가|저는?)\s*)?(?:입사한|들어온|입사하고|온)\s*지\s*(?:얼마|[가-힣0-9]+\s*밖에)\s*안\s*"
    r"(?:돼서요?|되어서요?|됐는데요?|되었는데요?|됐어요|됐거든요|돼요|"
    r"된\s*(?:신입|신입사원|신규\s*입사자|사람)\s*(?:인데요?|이라서?|이에요|입니다))"
)
# not told at the onboarding: "온보딩 때 못 들었는데", "OT에서 안 배운 것 같은데"
_UNTOLD = (
    r"(?:온보딩|OT|오티|오리엔테이션|입문\s*교육|신입\s*교육|입사\s*교육)\s*(?:때|에서|중에|할\s*때)?\s*(?:는\s*)?"
    r"(?:못|안)\s*(?:들었는데요?|들어서요?|들은\s*것\s*같은데요?|배웠는데요?|배워서요?|배운\s*것\s*같은데요?|"
    r"들었거든요|들었어요|배웠어요)"
)
# not knowing because one is new: "신입이라 잘 몰라서 그런데", "처음이라 잘 몰라서요"
_UNKNOWING = (
    r"(?:(?:신입|신입사원|처음)\s*(?:이라서?|이어서)\s*)(?:잘\s*)?(?:몰라서|모르겠어서|모르는데)\s*(?:그런데요?|그러는데요?|요)?"
)
_LEADING = re.compile(rf"^{_SEP}(?:{_TENURE}|{_UNTOLD}|{_UNKNOWING}){_ASKING}{_SEP}")


def without_newcomer_remarks(message: str) -> str:
    """The message without the remarks on being new it opens with; the message itself when nothing else is left."""
    text = message.strip()
    for _ in range(3):
        stripped = _LEADING.sub("", text, count=1).strip()
        if stripped == text:
            break
        text = stripped
    return text if re.search(r"[0-9A-Za-z가-힣]", text) else message
