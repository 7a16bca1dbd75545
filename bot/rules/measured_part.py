"""A figure asked for a part of the rule's thing (issue 8, near-miss hunt `_zr`).

"노트북 배터리 교체 주기는 몇 년이에요?" asks how often the battery is replaced; 노트북 only says whose battery.
"노트북은 4년마다 교체한다" gives the laptop's figure, not the battery's. In a quantity question, a noun written
right after a noun the sentence carries, with no particle between (the head of the compound: 배터리 of 노트북
배터리), that no policy uses, that is not itself a measure (기간, 주기, 용량, 한도 …) and that the compound goes on
from or that is the topic or subject ("배터리 교체 주기는", "배터리는"; not "퇴사 예정인데", "노트북 친구한테", "자리
뜰 때") names the thing whose figure is asked; a sentence that does not write it gives another thing's figure.

Only a head in the clause that asks the figure (session 56): "노트북 팬소리 비행기 이륙하는 수준인데 진짜… 교체는 몇
년마다 해주는 거예요?" tells the fan noise in a clause of its own. Only quantity questions: elsewhere such a head is
often the asker's story, which the topic rule sets aside ("고객 명단 엑셀 제 PC에 저장해도 돼요?": a broader version
of this rule cost 62 dev answers). Part of the
`answers_question` check and of the extractive generator's choice, through `bot.topic.TopicMatcher.coverage`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import Morph, analyze, compact
from bot.rules.story import noun_words

if TYPE_CHECKING:
    from bot.topic import Part, Term


# after the head: the compound goes on ("배터리 교체 주기") or the head is the topic or subject ("배터리는")
_TOPIC = frozenset({"JX", "JKS"})
_TIME_NOUNS = frozenset({"때", "전", "후", "뒤", "다음", "동안", "이후", "이전", "중"})


def _goes_on(following: Morph) -> bool:
    if following.tag in _TOPIC:
        return True
    return following.tag in KOREAN_NOUN_TAGS and following.lemma not in _TIME_NOUNS


# what asks the figure: "몇 년", "며칠", "얼마 동안", "언제까지"
_ASKING = ("몇", "며칠", "얼마", "언제")


def _clause_closes(rest: list[Morph] | tuple[Morph, ...]) -> bool:
    """A clause closes (a connective or final ending, a sentence mark, an ellipsis) before the words that ask the
    figure: the head named before it belongs to the asker's story."""
    closed = False
    for m in rest:
        if m.surface.startswith(_ASKING):
            return closed
        if m.tag in ("EC", "EF", "SF") or "…" in m.surface:
            closed = True
    return False  # no word asks the figure ("개수 제한 있어요?"): the head is what is measured


def problems(part: Part, sentence: str, covered: Iterable[str], known: Callable[[Term], bool],
             measure_nouns: frozenset[str], figure_asked: bool) -> list[str]:
    """`covered`: the question's words the sentence carries; `known`: whether a policy uses a term;
    `figure_asked`: the question asks a figure (not a place or a time)."""
    if not figure_asked:
        return []
    carried = set(covered)
    morphs = analyze(part.text)
    nouns = noun_words(morphs)
    terms = {t.text: t for t in part.terms if not t.verb}
    squeezed = compact(sentence)
    out: list[str] = []
    for word, _parts, after in nouns.values():
        if word not in carried:
            continue
        head = nouns.get(after)
        if head is None:
            continue
        term = terms.get(head[0])
        following = morphs[head[2]] if head[2] < len(morphs) else None
        if following is None or not _goes_on(following):
            continue  # "퇴사 예정인데", "노트북 친구한테": not a thing the figure is of
        if term is None or head[0] in carried or head[0] in measure_nouns or known(term) or compact(
                head[0]) in squeezed:
            continue
        if _clause_closes(morphs[head[2]:]):
            continue  # "노트북 팬소리 … 수준인데 진짜… 교체는 몇 년마다": the story's thing, not the one measured
        out.append(f"(the figure asked is of {head[0]}, which the sentence does not name)")
    return out
