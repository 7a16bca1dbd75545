"""A sentence set aside beside the question that names nothing is no story (issue 8, blind batch `_zc3`:
"지하철에 노트북 가방을 두고 내렸어요ㅠㅠ 누구한테 먼저 말해야 돼요? 급해요").

When a sentence that only tells is set aside beside the question (`QuestionParts._without_told`), a rule that opens
with its own situation ("노트북이나 장비를 잃어버리거나 도난당하면 …") answers only if the message tells that situation
(`SituationRules._other_situation`): the story set aside may be another one ("휴직을 하게 됐어요"). A remark with no
content word at all ("급해요", "무서워요": the asker's mood, dropped by the analyzer as generic, `bot.rules.
asker_mood`) tells no situation, so the question is read as if nothing had been set aside: the same question without
the remark is judged the same way.
"""

from __future__ import annotations

from bot.language.terms import content_terms
from bot.rules.asker_mood import MOOD_PREDICATES


def tells_nothing(told: str) -> bool:
    """True when the text set aside beside the question has no content word (a remark of mood or urgency). A mood
    word MeCab reads as a noun made a verb at the end of a message ("급해요" -> 급 + 해요) is the mood predicate."""
    return all(t.verb and f"{t.text}하" in MOOD_PREDICATES for t in content_terms(told))
