"""How the asker feels or how hurried they are: "급하게 들어가야 되는데", "귀찮은데", "요즘 바빠서", "불안해서".

An employee often says why they ask, or how they feel about the rule, beside the question. Those predicates
tell the asker's state; no policy sentence states them, so they are never a topic the answering sentence must
carry. `bot.language.terms` counts them among the generic verbs (like 궁금하, 괜찮), so the analyzer drops
them from a question's terms. Lemmas as MeCab-ko writes them (급하게 -> 급하, 걱정돼서 -> 걱정, 불안해요 -> 불안).
Stressed chat (session 45, probe `_p45a`) says it two more ways: 죽다 after -아/-어 as an intensifier ("정신없어
죽겠어요", `intensifies`, read by `terms.content_terms`) and the minutes or hours left before the asker's next thing
("회의 10분 남았는데!!", `without_time_left`, taken out of the message by `bot.matching.question_parts`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.language.morph_like import MorphLike

MOOD_PREDICATES = frozenset({"급하", "바쁘", "귀찮", "번거롭", "걱정", "불안", "헷갈리", "무섭", "불편", "곤란",
                             "당황", "난처", "답답", "찝찝", "짜증나", "속상하", "정신없", "힘들", "피곤",
                             "숨넘어가", "미치"})

# "정신없어 죽겠어요", "힘들어 죽겠네": 죽다 after a connective -아/-어 only says how much (an intensifier);
# "노트북이 죽었어요" (the laptop died) has a subject before it and stays a topic
_INTENSIFIERS = frozenset({"죽"})


def intensifies(morphs: Sequence[MorphLike], i: int) -> bool:
    """`morphs[i]` is a verb that only says how strongly the asker feels the clause before it ("정신없어 죽겠어요")."""
    if morphs[i].lemma not in _INTENSIFIERS or i == 0:
        return False
    before = morphs[i - 1]  # the connective, alone ("정신없 + 어") or fused into its verb ("아파", "힘들어")
    return (before.tag == "EC" and before.surface.endswith(("아", "어", "해", "여"))) or (
        before.tag in ("XSV", "XSA") and before.surface == "해") or (  # 답답 + 해
        before.tag in ("VV", "VA") and before.surface != before.lemma and _open_a_or_eo(before.surface[-1]))


def _open_a_or_eo(syllable: str) -> bool:
    """A Hangul syllable with the vowel ㅏ, ㅓ, ㅐ or ㅕ and no final consonant (아, 파, 해, 려)."""
    code = ord(syllable) - 0xAC00
    return 0 <= code < 11172 and code % 28 == 0 and (code // 28) % 21 in (0, 1, 4, 6)


# "회의 10분 남았는데!!", "마감 1시간 밖에 안 남았어요": minutes or hours left before something of the asker's day
# (with the word before the figure: what is coming). Days are left alone: "만료 20일 남았는데" is the question's
# own figure.
_TIME_LEFT_RE = re.compile(r"(?:[가-힣]+\s)?\d+\s?(?:분|시간)\s?(?:밖에\s?)?(?:안\s?)?남았"
                           r"(?:는데요?|어요|습니다|음|네요|거든요|다)?[\s!~.ㅠㅜ]*,?")


def without_time_left(text: str) -> str:
    """The message without a remark on how little time the asker has left ("회의 10분 남았는데!!")."""
    return _TIME_LEFT_RE.sub(" ", text).strip() if "남았" in text else text
