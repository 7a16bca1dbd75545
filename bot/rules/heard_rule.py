"""A rule the asker heard, then a question about something else (issue 8, near-miss probe p33b).

"유료 라이선스는 IT가 구매한다던데 급해서 그냥 내 카드로 먼저 결제하고 나중에 비용청구하면 안됨?" opens with the
rule the asker already knows ("유료 라이선스는 IT 담당자가 구매하고 관리한다") and asks about another way: paying
first and claiming the cost later. The sentence that states the heard rule answers the heard clause, not the
question after it; the heard clause's words (유료, 라이선스, 구매) pin the sentence down so firmly that the asked
words, which no policy uses (카드, 비용청구), read as the asker's story.

So when a reported clause (-다던데, -라던데, -다고 들었는데, -다고 하던데: `heard_premise.HEARD_CLAUSE_RE`;
not -잖아요, which gives a reason the asker takes as known: "받는 분은 비번을 모르잖아요") opens the part, states no
figure (a heard figure is a premise: `bot.rules.heard_premise`, `bot.rules.heard_core`), and the sentence carries a
word of that clause, every word of the question after the clause that the clause itself does not hold must be
carried by the sentence too when they tell another act with a thing of its own (카드로 … 비용청구하면: another way;
not a setting of the heard rule, "집에서도요?", nor the heard act worded otherwise, "신고하라던데 누구한테
연락해요?"), except a noun that names what is asked of the rule ("표시하라고 하던데 어떤 종류가 있어요?": 종류,
기간, 횟수; `model.MEASURE_NOUNS`). A confirm question with no word of its own ("… 한다던데 맞아요?") asks nothing
else. So does a question whether a thing the sentence does not carry exists ("… 회수하라던데 프린터에 보안출력
같은 기능 있나요?", session 39). And so does a question whether the heard rule reaches one kind of the thing it names
("비번에 이름 생일 넣지 말라던데 회사 이름이나 팀 이름 넣는 것도 안 돼요?", session 55): a noun written right before
a noun of the heard clause, in a part after it that says 도 ("팀 이름 … 것도"), is that kind, and a sentence that names
only the thing ("이름·생일·전화번호·사번은 비밀번호에 넣지 않는다") does not say it reaches it.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from bot.language.terms import Term, analyze, compact
from bot.matching.model import MEASURE_NOUNS, asserted_quantities
from bot.rules.heard_premise import HEARD_CLAUSE_RE
from bot.rules.story import modifiers_of

# the question after the heard clause asks whether something exists ("기능 있나요?", "따로 있어요?")
_ASKS_IF_THERE = re.compile(r"있(?:나요|나|어요|어|을까요|는지|는\s*거|습니까|음)\s*\??")


def problems(text: str, terms: Sequence[Term], covered: Collection[str]) -> list[str]:
    """The problem when the sentence states what the asker heard and not what is asked after it."""
    heard = HEARD_CLAUSE_RE.search(text)
    if heard is None or heard.group(0).endswith("잖아요") or asserted_quantities(text[:heard.end()]):
        return []
    clause, rest = compact(text[:heard.end()]), compact(text[heard.end():])
    own = [t.text for t in terms if compact(t.text) in rest and compact(t.text) not in clause
           and t.text not in MEASURE_NOUNS]
    if not own or not any(t.text in covered and compact(t.text) in clause for t in terms):
        return []
    untold = [word for word in own if word not in covered]
    untold_thing = any(not t.verb and t.text in untold for t in terms)
    kinds = _kinds_asked(text[heard.end():], clause, [t.text for t in terms if not t.verb and t.text in untold])
    if kinds:
        return [f"(whether the rule the asker heard reaches this kind of what it names: {', '.join(kinds)})"]
    if untold_thing and _ASKS_IF_THERE.search(text[heard.end():]):
        # "… 회수하라던데 프린터에 보안출력 같은 기능 있나요?": whether a thing the rule never names exists
        return [f"(whether there is what the asker names after the rule they heard: {', '.join(untold)})"]
    if not any(t.verb and t.text in untold for t in terms) or not untold_thing:
        return []  # "… 한다던데 집에서도요?", "… 말하라던데 누구한테 연락해요?": no other act with its own thing
    return [f"(what is asked after the rule the asker heard: {', '.join(untold)})"]


def _kinds_asked(rest: str, clause: str, untold: Sequence[str]) -> list[str]:
    """The untold nouns after the heard clause that say which kind of a thing the clause names, in a part that asks
    with 도 whether the rule reaches that kind too ("회사 이름이나 팀 이름 넣는 것도")."""
    morphs = analyze(rest)
    if not untold or not any(m.surface == "도" and m.tag == "JX" for m in morphs):
        return []
    heads = frozenset(m.lemma for m in morphs if m.tag in ("NNG", "NNP") and compact(m.lemma) in clause)
    kinds = modifiers_of(rest, heads) if heads else frozenset()
    return [word for word in untold if word in kinds]
