"""A document the question says is on paper is the rule's 종이 문서, whatever document it is (cover30).

"지원자 resume 종이로 받은거 기간 지나면 그냥 재활용함에 버려도 돼요?" is answered by "종이 문서는 파쇄하고, 파일은
완전 삭제 도구로 지운다": the words that say which document is on paper (지원자 resume, 고객 신청서) name one of the
paper documents the rule speaks of, and the time the question gives ("기간 지나면") is the situation of the section's
rule before it ("보관 기간이 지나면 … 파기한다"). Only against a sentence on 종이 문서, for the nouns written right
before "종이로" or right after "종이" (one noun phrase), and 지나 only when an earlier sentence of the section opens
on a period gone by (기간이 지나면).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.language.terms import Term

# "지원자 resume 종이로 받은", "고객 신청서 종이로": the words before; "종이 신청서": the word after
_BEFORE_PAPER = re.compile(r"((?:[\w-]+\s+){1,2})종이\s*(?:로|에)")
_AFTER_PAPER = re.compile(r"종이\s+([\w-]+)")
# the question is about getting rid of it ("개인정보 동의서 종이로 받아도" asks about receiving: not this rule)
_DISPOSING = re.compile(r"버리|버려|버릴|버린|파기|폐기|없애|처분|파쇄|재활용|휴지통|쓰레기")
_PERIOD_GONE = re.compile(r"기간이?\s*지나")


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def carried(question: str, unmatched: list[Term], sentence: str, earlier: str) -> set[str]:
    """The unmatched words of `question` that the rule on paper documents (`sentence`) answers for; `earlier`: the
    section's text before the sentence."""
    if "종이 문서" not in sentence or not unmatched or not _DISPOSING.search(question):
        return set()
    before, after = _BEFORE_PAPER.search(question), _AFTER_PAPER.search(question)
    if before is None and after is None:
        return set()
    span = _compact((before.group(1) if before else "") + " " + (after.group(1) if after else ""))
    aside = {t.text for t in unmatched if not t.verb and _compact(t.text) and _compact(t.text) in span}
    if _PERIOD_GONE.search(question) and _PERIOD_GONE.search(earlier):
        aside |= {t.text for t in unmatched if t.verb and t.text == "지나"}
    return aside
