"""Korean nouns that name the attribute a question asks for, merged into `bot.matching.model.QUANTITY_NOUNS`.

With that kind of quantity asked they are the quantity, not a topic the answering sentence must carry, like
기한 and 길이 already are (branch cover14, a family recurring across dev batches l, q, ze):
- a deadline asked "언제까지" or as a period: 마감, 마감일, 데드라인 ("노트북 반납 마감이 언제까지예요?");
- a point in time asked "언제": 타이밍, 시기, 시점 ("재발급 신청 타이밍 언제쯤?");
- a number of people asked: 인원, 인원수 ("서버실 출입 최소 인원?", "최소 인원이 몇 명이에요?"; session 58);
- a length asked: 길, because MeCab-ko reads "길이" before a space as 길 (road) + 이 (the subject particle)
  ("비번 길이 제한 있나요?" gives the noun 길); the question asks a length only where "길이" or a count of
  characters is written (`bot.topic` asks "chars"), so 길 is no road there;
- the number of characters, "글자 수는 최소 몇 개": 수 (a count; session 59);
- a time of day asked within the day, "하루 중 몇 시에": 하루 (session 59);
- days' worth, "며칠 치까지 남아 있나요?": 치, the bound noun of an amount (session 59);
- how a figure usually runs, "보통 몇 년마다 바꿔주나요?": 보통, 대략, 대충 with a figure of time asked (session 59; not
  with 누가: "승인은 보통 누가 해줘요?" keeps it, one noun no rule pins).
"""

from __future__ import annotations

_DEADLINE = frozenset({"마감", "마감일", "데드라인"})
_USUALLY = frozenset({"보통", "대략", "대충"})

ATTRIBUTE_WORDS: dict[str, frozenset[str]] = {
    "duration": _DEADLINE | _USUALLY,
    "when": frozenset({"타이밍", "시기", "시점"}),
    "chars": frozenset({"길", "수"}),
    "clock": frozenset({"하루"}),
    "day": _DEADLINE | _USUALLY | {"치"},
    **{kind: _USUALLY for kind in ("year", "month", "week", "hour", "minute", "frequency")},
    "people": frozenset({"인원", "인원수"}),
}
