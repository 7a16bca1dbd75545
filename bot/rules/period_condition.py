"""A premise on the length of a period, and a sentence that names that period only as its condition (batch `_k`).

"개인정보 보관기간 5년 맞죠?" asserts how long the retention period is. "보관 기간이 **지나면** 5영업일 이내에
파기한다" names the retention period too, but only as the condition of another figure: its 5영업일 measures the
destruction that follows the period, not the period. Quoted as the answer it states no length of the period at
all, so it is no correction. "보관 기간은 목적을 달성한 날부터 1년이다" states the length and stays an answer.

A general rule on the period nouns (기간, 주기, 기한) and the verbs that end a period (지나, 끝나, 만료, 넘):
no lists of questions.
"""

from __future__ import annotations

import re

# The asker's figure right after a period noun, a particle between at most: "보관기간 5년", "유효기간은 3년",
# "교체 주기가 5년". The figure may be said in digits or in the native numerals.
_ASSERTED_PERIOD_RE = re.compile(
    r"(기간|주기|기한)\s*(?:은|는|이|가)?\s*(?:\d+|한|두|세|네|다섯|여섯|반)\s*"
    r"(?:년|개월|달|주|영업일|일|시간|분)"
)
# The sentence names the period as a condition that ends it: "기간이 지나면", "기간이 끝난 뒤", "기간 만료 후".
_PERIOD_AS_CONDITION_RE = r"{noun}\s*(?:이|가)?\s*(?:지나|지난|끝나|끝난|만료|넘)[가-힣]*"


def asserted_period(question: str) -> str | None:
    """The period noun the asker's figure is the length of ("보관기간 5년 맞죠?" -> 기간), or None."""
    found = _ASSERTED_PERIOD_RE.search(question)
    return found.group(1) if found else None


def _ends_period(clause: str, rest: str) -> bool:
    """The verb that ends the period makes a condition ("지나면"), a modifier ("지난 개인정보", "만료된") or a time
    after it ("끝난 뒤", "만료 후")."""
    return re.search(r"(?:면|난|된)$", clause) is not None or re.match(r"\s*(?:뒤|후)", rest) is not None


def names_period_only_as_condition(question: str, sentence: str) -> bool:
    """The question asserts the length of a period, and the sentence names that period only in a clause
    that ends it ("보관 기간이 지나면 …"): the sentence's figure measures what follows, not the period."""
    noun = asserted_period(question)
    if noun is None:
        return False
    mentions = list(re.finditer(noun, sentence))
    if not mentions:
        return False
    pattern = re.compile(_PERIOD_AS_CONDITION_RE.format(noun=noun))
    for mention in mentions:
        ended = pattern.match(sentence, mention.start())
        if ended is None:
            return False
        if not _ends_period(ended.group(), sentence[ended.end():]):
            return False
    return True


def problems(question: str, sentence: str) -> list[str]:
    """What `TopicMatcher` reports when the sentence names the asserted period only as a condition."""
    if names_period_only_as_condition(question, sentence):
        return ["(the period whose length is asserted: the sentence names it only as a condition)"]
    return []
