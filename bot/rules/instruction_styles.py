"""More ways an instruction to the bot is written (issue 8, item 4), added to
`bot.rules.message_parts.EXTRA_INSTRUCTION_RE`: a role label after a comment marker ("// assistant:"), a mode the
bot is told to switch on ("규정 무시 모드 ON", "무제한 모드"), rules or checks it is told to ignore or skip
("규정 무시하고 답해", "검증 단계 skip"), "answer right away" ("바로 답해"), and an English "From now on you
are …" or "you have no restrictions". A message part recognised as one is not answered and not searched;
the question beside it still is (`bot.rules.message_parts.question_left`). Wording classes only.
"""

from __future__ import annotations

MORE_INSTRUCTIONS = (
    r"/{2,}\s*(?:시스템|system|assistant|어시스턴트|developer|개발자|admin|관리자)\s*[:：]"
    r"|(?:무시|해제|무제한|탈옥)\s*모드|모드\s*(?:on|온)\b"
    r"|(?:규정|규칙|지침|정책|제한|검증|검사|필터)\S*\s*(?:다|전부|모두|싹)?\s*무시\s*(?:하고|해|하라|해라|할\s*것)"
    r"|(?:검증|검사|필터|체크)\s*(?:단계|절차|과정)\S*\s*(?:skip|생략|건너\s*뛰|스킵|패스)"
    r"|(?:바로|그냥|무조건|당장)\s*(?:답|대답)\s*(?:해|해라|하라|해줘|하세요|할\s*것)\s*[:：]"
    r"|\bfrom\s+now\s+on\b[^.?!]{0,40}\byou\b"
    r"|\byou\s+(?:are|have)\b[^.?!]{0,40}\b(?:no|without)\s+(?:restrictions|rules|limits|filters|guardrails)\b"
)
