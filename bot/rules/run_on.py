"""Questions written one after another without punctuation (issue 8, item 4): "VPN 인증서 유효기간
얼마에요 만료 며칠전에 재발급 신청해야돼요" asks two things, each ending on its own polite final ending.

`bot.topic.TopicMatcher.parts` splits a piece here before its other splits; a general wording rule only.
"""

from __future__ import annotations

import re

from bot.language.terms import analyze
from bot.rules.message_parts import QUESTION_WORD_RE

# A word that ends a question ("얼마에요", "바꿔줘요", "되나요", "할까", "맞죠") with more words after it.
_ENDED_WORD_RE = re.compile(r"[가-힣]+(?:요|까|죠)(?=\s+\S)")
# phone spellings of question words ("넘으면 어케 보내요"): a side asks with these as well, when it also ends on a
# question ending (a permission ending alone, "… 가져가도 돼요", was tried: it cut a frozen answerable question)
_COLLOQUIAL_RE = re.compile(r"어케|어캐")  # written out on the sides of a cut, so the parts ask like any other
_ENDS_ASKING_RE = re.compile(r"(?:요|까|죠|나|냐|됨|돼)\s*[?？]*\s*$")
_TOLD_RE = re.compile(r"[았었였했갔왔됐렸졌쳤냈났봤줬뒀겼]어요\s*$")  # a past-tense statement ends the left side


def _asks_itself(side: str) -> bool:
    """A question word, or a colloquial one on a side that ends on a question ending."""
    if QUESTION_WORD_RE.search(side):
        return True
    return _ENDS_ASKING_RE.search(side) is not None and (
        _COLLOQUIAL_RE.search(side) is not None)


def _ends_on_noun(text: str) -> bool:
    """The text's last word is a noun that happens to end like a question (필요, 중요), not an ending."""
    morphs = analyze(text)
    return bool(morphs) and morphs[-1].tag.startswith("NN") and morphs[-1].end >= len(text.rstrip())


def split_run_on(text: str) -> list[str]:
    """A question ending followed by another question, both with a question word: "백업 몇시에 해요 며칠
    보관해요" -> ["백업 몇시에 해요", "며칠 보관해요"]. Without a question word on each side nothing is cut
    ("어떻게 해요 이거" asks once; "승인 필요 누구한테 받아요" ends on no question ending)."""
    for m in _ENDED_WORD_RE.finditer(text):
        left, right = text[:m.end()].strip(), text[m.end():].strip()
        both = QUESTION_WORD_RE.search(left) and QUESTION_WORD_RE.search(right)
        # a side asked only by a phone question word: the left must not tell what happened
        # ("노트북을 누가 훔쳐갔어요 ㅠㅠ 어케 해야되요?" is one question about the theft)
        extended = _asks_itself(left) and _asks_itself(right) and not _TOLD_RE.search(left)
        if not (both or extended) or _ends_on_noun(left):
            continue
        return [_COLLOQUIAL_RE.sub("어떻게", left), *split_run_on(_COLLOQUIAL_RE.sub("어떻게", right))]
    return [text]
