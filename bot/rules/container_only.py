"""A container noun is all a sentence lacks (issue 8, session 55).

"라벨 없는 파일은 사내 한정으로 봐야 돼요?" is answered by "등급 표시가 없는 문서는 사내 한정으로 본다". A container
noun (파일, 자료, 문서, 서류, 데이터: `bot.rules.scope_kind.CONTAINER_NOUNS`) says how the asked content is held, not
what it is; when it is the only word the sentence lacks, the sentence carries three other words of the question, and
the sentence itself speaks of another container, the sentence answers. A container with any other missing word, a
sentence that pins less, or a sentence that names no container stays missing: "보관 기간 지난 고객 파일 어떻게 지워요?"
is not answered by "보관 기간이 지나면 5영업일 이내에 … 파기한다" (a deadline) while its section says "파일은 완전 삭제
도구로 지운다" (the first version, measured, answered six such questions with the deadline).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from bot.language.terms import compact
from bot.rules.scope_kind import CONTAINER_NOUNS

_PINNING = 3  # the question's other words the sentence must carry


def answered(missing: Sequence[str], carried: Collection[str], sentence: str) -> list[str]:
    """`missing` without a lone container noun when the sentence speaks of another container and pins the question
    down with its other words (`carried`: the question's words the sentence carries)."""
    if len(missing) != 1 or missing[0] not in CONTAINER_NOUNS:
        return list(missing)
    pinned = len({w for w in carried if w not in CONTAINER_NOUNS}) >= _PINNING
    held = any(word in compact(sentence) for word in CONTAINER_NOUNS if word != missing[0])
    return [] if pinned and held else list(missing)
