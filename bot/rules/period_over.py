"""A period that ended is a period gone by: "보관 기간 끝난" tells the situation "보관 기간이 지나면" (cover30).

A question whose story was set aside ("보관 기간 끝난 개인정보는 언제까지 지워야 하는 건가요? 팀장님이 확인해
보라고 하셔서요") is answered by a rule that opens on its situation ("보관 기간이 지나면 …") only when it tells that
situation (`SituationRules._other_situation`); it tells it with 끝나 (기간 끝난, 기간이 끝났는데, 보관기간
끝나면). Only 끝나 said of a 기간, so "회의 끝났는데" tells nothing of the kind; not a glossary variant, which
would make 지나 a policy word everywhere ("얼마나 지나야 풀려요?"). Carrying 끝나 itself against the rule was
tried and dropped: it lost two answers ("보관기간 끝난 개인정보는 언제까지 파기해야 돼요?").
"""

from __future__ import annotations

import re

_PERIOD_ENDED = re.compile(r"기간\s*(?:이|은|도)?\s*(?:다\s*)?끝[나난났날]")


def told_situations(question: str) -> frozenset[str]:
    """The rule situations (as the lemma a rule opens on) the question tells in other words."""
    return frozenset({"지나"}) if _PERIOD_ENDED.search(question) else frozenset()

