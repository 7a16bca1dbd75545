"""An incident told as the story of a question is what the question asks about (issue 8, session 59).

"노트북 잃어버린 것 같아요. 비밀번호 바꿔야 하나요?" asks whether the loss calls for a new password; read alone,
"비밀번호 바꿔야 하나요?" is answered by "비밀번호는 90일마다 바꾼다", a rule on another point (the routine change),
which the asker would take as "yes, because of the loss". When the story the question stands beside
(`bot.matching.model.Part.told`) tells an incident the policies have rules for — a loss or theft (분실), malware
(악성코드), a phishing mail (피싱), a leak (정보 유출) — the answering sentence must be about that incident: the
sentence or its section heading names it (its policy word or a glossary variant). "노트북 잃어버렸어요. 누구한테
신고해요?" ("… 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다") and "바이러스 걸린 것 같아요. 전원 꺼도
돼요?" (under "악성코드 감염": "컴퓨터는 끄지 말고 …") still pass. A sentence of the story that only fears an incident
("안에 자료 유출될까봐 걱정돼서요") tells none.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.language.terms import compact

if TYPE_CHECKING:
    from bot.knowledge.glossary import Glossary

INCIDENTS = frozenset({"분실", "악성코드", "피싱", "정보 유출"})
# a sentence of the story that only fears the incident ("안에 자료 유출될까봐 걱정돼서요"): nothing happened yet
_FEAR = re.compile(r"[을ㄹ]?까\s*봐|까\s*싶|걱정|혹시|면\s*어떡|면\s*어쩌|수도\s*있")
_SENTENCES = re.compile(r"(?<=[.!?~…])\s+")


def problems(told: str, body: str, glossary: Glossary) -> list[str]:
    """One problem per incident the story `told` names (by its policy words) that `body` (the sentence with its section
    heading) does not name itself or by a glossary variant."""
    told = " ".join(s for s in _SENTENCES.split(told) if not _FEAR.search(s))
    if not told:
        return []
    squeezed = compact(body)
    out = []
    for word in sorted(set(glossary.policy_words_in(told)) & INCIDENTS):
        forms = (word, *glossary.variants.get(word, ()))
        if not any(compact(form) in squeezed for form in forms if len(compact(form)) >= 2):
            out.append(f"(the story's incident {word}: the sentence is not about it)")
    return out
