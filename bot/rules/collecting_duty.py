"""What to do when collecting personal data is the rule on collecting's own condition (issue 8, hunt32).

"이벤트 응모 받으면서 고객 연락처 받을때 뭘 해야돼요?", "설문에서 개인정보 받을 때 따로 해야 하는 거 있어요?": the
asker is about to take in personal data (받다, 모으다 of a personal data item) and asks what that requires. The privacy
policy's answer is the sentence whose condition is collecting, "수집할 때는 목적을 알리고 동의를 받는다". That
sentence names no topic noun of its own (개인정보 is the section's subject, named by its opening rule), and the
question's 받다 is a generic verb, so the sentence failed the title-only objection while its neighbours ("개인정보는
업무에 꼭 필요한 항목만 수집한다", "… 사내 드라이브에만 보관하고 …") passed on the nouns alone and were quoted:
answerable questions answered with the wrong rule. So for a question that names a personal data item, takes it in
within a time clause (받을 때, 받으면서, 받기 전에, 모으려는데) and asks a duty (뭘/따로/어떻게 … 해야), a sentence
whose own condition is collecting (수집할 때는) is pinned to it like a sentence carrying its predicate
(`pins`, for bot.rules.section_topic), and among the passing sentences it is preferred (`prefer`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.language.terms import compact
from bot.rules.collect_setting import DATA_WORDS
from bot.rules.same_condition import condition_acts

if TYPE_CHECKING:
    from bot.matching.model import Coverage

_TAKING_IN = re.compile(r"(?:받|모으|모을|모아|수집)\S{0,3}\s*(?:때|면서|기\s*전|려는데)")
_DUTY = re.compile(r"(?:뭘|뭐|무엇|무얼|따로|어떻게|어떤\s*거)\S*\s*(?:\S+\s+)?해야")
_COLLECTING = "수집"


def asks_collecting_duty(question: str) -> bool:
    """The question takes in a personal data item in a time clause and asks what that requires."""
    squeezed = compact(question)
    return any(word in squeezed for word in DATA_WORDS) and bool(_TAKING_IN.search(question)) and bool(
        _DUTY.search(question))


def _on_collecting(sentence: str) -> bool:
    return _COLLECTING in condition_acts(sentence)


def pins(question: str, sentence: str) -> bool:
    """The sentence's own condition is collecting and the question asks what collecting requires."""
    return _on_collecting(sentence) and asks_collecting_duty(question)


def prefer(question: str, passing: list[Coverage]) -> list[Coverage]:
    """The passing sentences on collecting's condition, when some but not all are and the question asks the duty."""
    if len(passing) < 2 or not asks_collecting_duty(question):
        return passing
    same = [cov for cov in passing if _on_collecting(cov.sentence.text)]
    return same if same and len(same) < len(passing) else passing
