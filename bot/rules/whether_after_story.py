"""Whether a yes/no question asked after its story may be answered without the story's acts (issue 8, blind
batches: "미팅끝나고 대외비 출력물 남았는데 호텔 쓰레기통에 버려도됨?").

`bot.rules.closing_question` sets the story aside when the closing question is carried, but never for a yes/no
question: there the story is often the very condition asked ("피싱 메일 열어보기만 했는데 비밀번호 바꿔야 돼요?",
"인증서 만료 열흘 남았는데 재발급 신청 아직 안 해도 돼요?"). The story's *acts* (its predicates; never its nouns)
are only how the asker came to ask when the story states no condition of its own:
- no figure or duration ("열흘 남았는데", "4년 넘게 썼는데", "이미 했는데"): a figure in the story is what the
  policy's own figure is compared with;
- no words relayed from someone else ("점검한다고 하는데", "빌려달래요", "쓰자는데"): what another person says they
  do or want is a situation of its own (`bot.rules.quoted_speaker` decides those);
- no act stressed as all that was done ("열어보기만 했는데 비밀번호 바꿔야 돼요?");
- no exemption asked ("… 안 해도 돼요?", "아직", "굳이"): whether a duty may be skipped rests on what the story says
  was already done.
The caller (`closing_question.without_story`) still keeps an act some rule opens with (잃어버리 -> 분실), an act
that describes the thing the sentence carries, and any story whose sentence has its own -면 condition untold.
"""

from __future__ import annotations

import re

# a figure or a duration in the story, and the words that time an act against one (아직, 벌써, 이미)
_FIGURE = re.compile(
    r"\d|(?:^|\s)(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇)\s*(?:번|개|시간|달|주|명|장|자|살|일|분|년)"
    r"|열흘|하루|이틀|사흘|나흘|보름|일주일|아직|벌써|이미"
)
# words relayed from someone else: quoted clauses and relayed requests
_RELAYED = re.compile(
    r"(?:다|라|자|냐|래|달라)\s*(?:고|구)\s*(?:하|했|해|그러|그랬|말|들)"
    r"|(?:한|된|었|았|였|겠|ㄴ|는|다|라|자|달라|래)\s*(?:대|래)(?:요|서)?(?:\s|$|[.,!?])"
    r"|(?:다|라|자|달라|냐)는데|(?:한|간|온|쓴|준|본)다는데|달래|쓰재"
)
# the story stresses how little was done ("열어보기만 했는데"): that is the condition asked
_ONLY = re.compile(r"기만|만\s*(?:했|하|해)")
# the closing question asks to skip a duty ("아직 안 해도 돼요?", "굳이 해야 돼요?")
_EXEMPTION = re.compile(r"(?:^|\s)(?:안|못)\s*\S|않|아직|굳이")


def acts_aside(told: str, closing: str) -> bool:
    """True when the story `told` before a yes/no `closing` question states no condition of its own: its acts may
    be set aside once the closing question is carried."""
    if _FIGURE.search(told) or _RELAYED.search(told) or _ONLY.search(told):
        return False
    return _EXEMPTION.search(closing) is None
