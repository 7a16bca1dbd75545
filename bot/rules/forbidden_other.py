"""A duty asked for one act is not answered by a rule that forbids another (issue 8, branch wrongs18).

`TopicMatcher._unexcused` lets one question predicate be "worded otherwise" once the sentence pins the topic. When
the question asks whether an act is a duty ("보안 스티커 노트북에 붙여야 돼요?": -어야 on the act itself) and the
sentence does not carry that act but only forbids another ("업무용 노트북은 가족과 함께 쓰지 않는다"), it says
nothing of the duty asked: a prohibition answers "may I do it", never "must I do something else". A sentence that
forbids the asked act itself carries it (not this rule's case), and one that states a duty ("… 승인을 받는다") may
still word the asked act otherwise.
"""

from __future__ import annotations

import re

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze, lemmas_of

# an obligation ending on the word that holds the act: 붙여야, 바꿔야돼, 적어야, 저장해야
_DUTY = re.compile(r"[가-힣]야(?:$|돼|되|하|해|할|함|합|죠|지|겠|[?!.~])")
# the sentence's last clause forbids its act: "… 쓰지 않는다.", "… 할 수 없다.", "… 말아야 한다."
_FORBIDS = re.compile(r"(?:지\s*않는다|지\s*말아야\s*한다|수\s*없다|금지한다|금지된다)\s*[.]?\s*$")
# a clause before it that states a duty ("암호를 걸어 사내 드라이브에만 보관하고, 개인 PC나 … 두지 않는다"): the
# sentence does not only forbid, and its duty may word the asked act otherwise ("암호 걸어야 돼요?")
_AFFIRMED_CLAUSE = re.compile(r"(?<!않)(?<!말)(?:고\s*,|며\s)")


def duty_asked(question: str, lemma: str) -> bool:
    """The question asks whether `lemma` (a verb stem, or a noun made a verb) is a duty: the word that holds it
    ends in -어야 (with 돼요 / 하나요 after it, written apart or not)."""
    for word in question.split():
        holds = lemma in lemmas_of(word) or any(m.lemma == lemma and m.tag in KOREAN_NOUN_TAGS for m in analyze(word))
        if holds and _DUTY.search(word):
            return True
    return False


def forbids_other(question: str, lemma: str, sentence: str) -> bool:
    """`lemma`, the question's act the sentence does not carry, is asked as a duty and the sentence forbids."""
    text = sentence.strip()
    return bool(_FORBIDS.search(text)) and not _AFFIRMED_CLAUSE.search(text) and duty_asked(question, lemma)
