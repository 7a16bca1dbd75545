"""The act a permission question asks about, when one noun alone pins the sentence, is not worded otherwise.

`TopicMatcher._unexcused` lets one predicate of the question be worded otherwise once the sentence pins the topic
down; for a permission question one noun and the permission were enough. "컴퓨터 팔아도 돼요?" was then answered
by "노트북은 4년마다 교체한다" and "회의 끝나고 노트북 꺼도 되죠?" by the same sentence: the sentence names the thing,
and says nothing of selling it or switching it off. Whether one may do an act to a thing is answered only by a
sentence on that act (or on a restriction of every use of the thing, which carries a use verb): with a single noun
pinning the sentence, the act a question asks leave for ("…도 돼요?", no question word) must be carried (branch
hunt21, batch `_zb2`). Not a duty ("뭐 적어야 돼요?", "VPN 꼭 켜야 돼요?": 적다 is 작성, 켜다 연결, worded otherwise);
with two nouns pinned, or a figure asked, the older leniency stands.
"""

from __future__ import annotations

import re

# "팔아도 돼요?", "꺼도 되죠?", "버려도 괜찮아요?": leave to do the act (not a duty: "적어야 돼요?", "켜야 돼요?",
# whose act is often worded otherwise: 적다 for 작성, 켜다 for 연결)
_LEAVE = re.compile(r"[가-힣]도\s*(?:돼|되|괜찮|될)")
# a question word asks for something else than leave (뭐, 어디, 누구한테 …)
_QUESTION_WORD = re.compile(r"뭐|뭘|무엇|어디|언제|누구|누가|어떻게|어케|얼마|몇|왜")


def must_carry(text: str, asked_figure: bool, points: int, lemma: str, final: str | None,
               glossary_act: bool = False) -> bool:
    """The predicate `lemma`, left unnamed by the sentence, is the act a question asks leave for (its final act,
    no question word) and only one point pins the sentence. Not an act the glossary ties to a policy word
    (`glossary_act`: "Postman 깔아도 돼요?", 깔다 is 설치), which the employee words otherwise by rule."""
    if asked_figure or glossary_act or points >= 2 or final is None or lemma != final:
        return False
    return _LEAVE.search(text) is not None and _QUESTION_WORD.search(text) is None
