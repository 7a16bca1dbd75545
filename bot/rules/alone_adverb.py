""""혼자" read as a noun is the adverb "alone" (issue 8, branch cover31).

MeCab reads 혼자 as an adverb (MAG) right before a verb ("서버실 혼자 들어가도"), but sometimes as a noun (NNG)
when another adverb follows it: "서버실 혼자 잠깐 들어가도 됨?". As a noun it is a topic term no policy sentence
carries ("서버실에는 2인 이상이 함께 출입한다" says how many must go in, not 혼자), and it also breaks the noun run
before the verb (서버실 + 혼자), so the server-room rule (`entered_place`) no longer finds the place entered. Read
as the adverb it is, it becomes the qualifier of a permission question, which a rule on how many people must do
the act answers (`PEOPLE_AT_LEAST_RE`).

Only before an adverb or a verb: not before a noun ("외부 업체 기사님 혼자 서버실 작업해도 되죠?" was answered with
혼자 as a noun by "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다"; made the adverb it asks for a rule on going
alone, and letting 동행 answer that made two frozen answers wrong), a particle or the copula ("혼자가 아니라",
"혼자인데").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

from bot.language.morph_like import SpannedMorph
from bot.rules import asked_setting

# how a sentence says at least N people ("2인 이상이 함께 출입한다"); bot.matching.model reads it the same way
PEOPLE_AT_LEAST_RE = re.compile(r"\d+\s*(?:인|명)\s*이상")


M = TypeVar("M", bound=SpannedMorph)

ALONE_WORDS = frozenset({"혼자", "홀로"})
# what makes the word the adverb: another adverb or the verb right after it ("혼자 잠깐 들어가도"); before a noun
# ("기사님 혼자 서버실 작업해도") it may still tell whose the act is, and stays a noun
_ADVERB_MARKS = ("MAG", "VV", "VX")


def retagged(morphs: tuple[M, ...], make: Callable[[str, str, str, int, int], M]) -> tuple[M, ...]:
    """`morphs` with 혼자/홀로 read as a noun made the adverb (MAG) where an adverb or a verb follows it;
    `make` builds a morpheme (surface, tag, lemma, start, end)."""
    if not any(m.tag == "NNG" and m.surface in ALONE_WORDS for m in morphs):
        return morphs
    out = list(morphs)
    for i, m in enumerate(morphs):
        following = morphs[i + 1].tag if i + 1 < len(morphs) else ""
        if m.tag == "NNG" and m.surface in ALONE_WORDS and following.startswith(_ADVERB_MARKS):
            out[i] = make(m.surface, "MAG", m.lemma, m.start, m.end)
    return tuple(out)


# a sentence with an occasion of its own ("들어갈 때는", "…하면", "경우") rules only then
_OWN_OCCASION = re.compile(r"때는?\s|[가-힣]면[\s,]|경우")


def untimed(question: str, qualifiers: Sequence[str], missing: list[str], sentence: str) -> list[str]:
    """`missing` without the time of the act ("야간에", "주말에": `asked_setting`) when the permission asks to do it
    alone and `sentence` says how many people must do it, for every occasion: "야간에 혼자 서버실 들어가도
    되나요?" is answered by "서버실에는 2인 이상이 함께 출입한다" at night as by day."""
    if not any(word in ALONE_WORDS for word in qualifiers) or not PEOPLE_AT_LEAST_RE.search(sentence) or \
            _OWN_OCCASION.search(f"{sentence} "):
        return missing
    times = asked_setting.asked_times(question)
    return [n for n in missing if not any(t == n or t.startswith(n) for t in times)]
