"""The asker's own act on the thing is not the rule's condition (issue 8, branch hunt30).

"해외출장 노트북 들고갈때 따로 신고해요?" tells what the asker does with the laptop (들고 가다) and asks whether a
report is due. "노트북이나 장비를 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다" names the laptop and a
report, and passed on them, but its report is due on another event (loss, theft). `bot.rules.other_condition`
reads a situation that names neither the rule's act nor its thing; here the thing is named and only the act differs.
So: when the question opens with a situation of its own (…할 때, …하면, …하는데) in which the asker carries the
thing somewhere (들고 가다, 가져가다, 챙기다, 휴대하다), and the rule opens with acts done to a thing the question
names, none of which the question tells (itself, a glossary word, or a policy word one of its words stands for:
`bot.rules.leniency2.untold_opening`) nor one the embedder rates near to the asker's act (`_NEAR`), the rule is
about another case: "들고 갈 때" is not "잃어버리면". Korean only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, analyze
from bot.rules import situations
from bot.rules.leniency2 import done_to, untold_opening
from bot.rules.other_condition import own_situation

if TYPE_CHECKING:
    from bot.matching.vocabulary import Vocabulary
    from bot.topic import Part


# carrying the thing somewhere ("노트북 들고 갈 때", "가져갈 때", "챙겨 갈 때"): the closed class of acts read here (a
# broader reading, any act on the thing, cost a frozen answer: leaving a thing somewhere is often how a loss is told)
_CARRY = frozenset({"들", "가져가", "가지", "챙기", "휴대"})
# how near (cosine of the embedder's word vectors) the asker's act must be to the rule's to be the same act
_NEAR = 0.5


def _situation(question: str) -> str:
    """The situation the question opens with: a 때/면 condition, or a clause ending in -는데 before the question."""
    own = own_situation(question)
    if own:
        return own
    morphs = analyze(question)
    for m in morphs:
        if m.tag == "EC" and m.surface in ("는데", "은데", "ㄴ데", "인데"):
            lead = question[:m.end].strip()
            return lead if len(lead) < len(question.strip()) else ""
    return ""


def told_acts(question: str) -> list[str]:
    """The acts of carrying a thing in the question's opening situation ("노트북 들고갈때": 들)."""
    own = _situation(question)
    if not own:
        return []
    morphs = analyze(own)
    return [lemma for i, lemma in situations.indexed_acts(morphs)
            if lemma in _CARRY and _takes_object(morphs, i)]


def _takes_object(morphs: tuple[Morph, ...], i: int) -> bool:
    """The act at `i` has a noun as its object right before it ("노트북 들고", "노트북을 들고"); "집에서 일하다" has
    none: the asker's scene, not an act on a thing."""
    j = i - 1 if i > 0 and morphs[i - 1].tag == "JKO" else i
    return j > 0 and morphs[j - 1].tag in NOUN_OR_LATIN_TAGS


def problems(matcher: Vocabulary, part: Part, sentence: str) -> list[str]:
    """The item missing when the question tells its own act on the rule's thing and not the rule's condition."""
    acts = told_acts(part.text)
    if not acts or not untold_opening(matcher, part, sentence):
        return []
    rule_acts = list(dict.fromkeys(act for act, _ in done_to(sentence)))
    if matcher.embedder is not None and rule_acts:
        sims = matcher.word_vectors(acts) @ matcher.word_vectors(rule_acts).T
        if float(sims.max()) >= _NEAR:
            return []  # the asker's act is the rule's, worded otherwise
    return [f"(the asker's own act {acts[0]}: the rule's condition is another event)"]
