"""A container noun is all a sentence lacks (issue 8, session 55).

"라벨 없는 파일은 사내 한정으로 봐야 돼요?" is answered by "등급 표시가 없는 문서는 사내 한정으로 본다". A container
noun (파일, 자료, 문서, 서류, 데이터: `bot.rules.scope_kind.CONTAINER_NOUNS`) says how the asked content is held, not
what it is; when it is the only word the sentence lacks, the sentence carries three other words of the question, and
the sentence itself speaks of another container, the sentence answers. A container with any other missing word, a
sentence that pins less, or a sentence that names no container stays missing: "보관 기간 지난 고객 파일 어떻게 지워요?"
is not answered by "보관 기간이 지나면 5영업일 이내에 … 파기한다" (a deadline) while its section says "파일은 완전 삭제
도구로 지운다" (the first version, measured, answered six such questions with the deadline). A figure asked with a
question word of its own is another matter (session 56): "보관 기간 지난 개인정보 파일 며칠 안에 파기해야 함?" is
answered by that deadline, when a word the sentence carries names what the container holds (개인정보; not "휴지통에
버린 파일", a file of any kind).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from bot.language.terms import compact
from bot.rules.modifier_noun import may_be_modifier
from bot.rules.scope_kind import CONTAINER_NOUNS

_PINNING = 3
_FIGURE_WORD = re.compile(r"며칠|몇|언제|얼마")
_HOW = re.compile(r"어떻게|어케|어떡|방법")  # the question's other words the sentence must carry


def answered(missing: Sequence[str], carried: Collection[str], sentence: str, figure_given: bool = False) -> list[str]:
    """`missing` without a lone container noun when the sentence pins the question down with its other words
    (`carried`: the question's words the sentence carries) and either speaks of another container or gives the
    figure the question asks (`figure_given`: "보관 기간 지난 개인정보 파일 며칠 안에 파기해야 함?" and "… 5영업일
    이내에 … 파기한다": how long, whatever holds the data; not how to delete it)."""
    if len(missing) != 1 or missing[0] not in CONTAINER_NOUNS:
        return list(missing)
    pinned = len({w for w in carried if w not in CONTAINER_NOUNS}) >= _PINNING
    held = any(word in compact(sentence) for word in CONTAINER_NOUNS if word != missing[0])
    return [] if pinned and (held or figure_given) else list(missing)


def figure_asked(question: str, carried: Collection[str]) -> bool:
    """The question asks a figure with a question word of its own ("며칠 안에", "몇 년", "언제까지", "얼마나"), not
    how ("어떻게 지워요?", whose 보관 기간 is its story), of a container whose content it names with a word the
    sentence carries ("개인정보 파일"; not "휴지통에 버린 파일", a file of any kind)."""
    if _FIGURE_WORD.search(question) is None or _HOW.search(question) is not None:
        return False
    words = question.split()
    return any(compact(words[i + 1]).startswith(tuple(CONTAINER_NOUNS)) and words[i] in carried
               and not may_be_modifier(words[i], question)  # "버린 파일": a verb's modifier MeCab-ko reads as a noun
               for i in range(len(words) - 1))
