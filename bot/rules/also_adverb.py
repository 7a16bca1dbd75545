"""같이/함께 after a thing singled out with 도 says "as well", not "together with someone" (issue 8).

"고객 설문 받는데 **주민번호도 같이** 받아도 돼요?": the asker collects the resident number too; 같이 does not
restrict the act to one done together with someone, which is what the glossary reads it as (함께: "서버실에는 2인
이상이 함께 출입한다", "가족과 함께 쓰지 않는다"). After a person ("가족도 함께 써도", "친구도 같이 들어가도") it is
still together: only a noun that names no one, itself or by its glossary word, counts. Read on MeCab-ko's tags,
never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import raw_morphemes
from bot.rules.answer_kind import is_person

_TOGETHER = frozenset({"같이", "함께"})


def also_adverbs(text: str, policy_words: Callable[[str], Iterable[str]] = lambda _: ()) -> frozenset[str]:
    """The 같이/함께 of `text` that follow a noun of a thing marked with 도; `policy_words`: a noun's glossary
    words (a variant of a person word, "와이프" -> 가족, names someone)."""
    raw = raw_morphemes(text)
    out: set[str] = set()
    for i in range(2, len(raw)):
        m = raw[i]
        if m.surface not in _TOGETHER or not m.pos.startswith("MAG"):
            continue
        k = i - 1
        while k > 1 and raw[k].pos.startswith("MAG") and i - k <= 2:
            k -= 1  # "주민번호도 그냥 같이": an adverb between
        particle, noun = raw[k], raw[k - 1]
        if particle.surface == "도" and particle.pos.startswith("JX") and noun.pos.startswith(KOREAN_NOUN_TAGS) \
                and not any(is_person(w) for w in (noun.surface, *policy_words(noun.surface))):
            out.add(m.surface)
    return frozenset(out)
