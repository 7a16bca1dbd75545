"""Later excerpts (issue 8, coverage): the retriever's excerpts ranked just after the first `top_k`, read by the
extractive answerer only when the first ones answer nothing, and then only by the topic rule alone.

On answerable questions nobody tuned for, the section that answers is often ranked fourth or fifth: another
section of the same policy, or the rows of a table, come first ("개인정보 파일 휴지통 비우면 돼요?": 이용과 보관,
외부 제공, 수집, then 파기). Reading five excerpts always answered more but also quoted more wrong sentences
(measured: top_k 5 gained 6 dev answers and 3 wrong ones). So the later excerpts get a second look only:
the draft from the first excerpts stands whenever it answers; when it does not, the answerer reads all of them
with no leniency and the draft counts only if it quotes a later excerpt.

No leniency (`complete`): the learned decision is off, and the sentence that passes the topic rule must also
carry every noun of the question itself, none set aside as the situation told ("업무폰에 앱 설치하려면 승인?" is
not answered by the rule on installing software; only a bare noun right before a noun the sentence carries may
be left out: "개인정보 엑셀 파일" -> 파일), and every verb it is credited with as a stem of its own or as the
verb's policy word, not as a piece of another verb ("버릴 때" is not "잃어버리거나").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol, cast

from bot.answer.citations import find_markers
from bot.answer.generate.base import Draft
from bot.language.terms import compact, lemmas_of
from bot.models import Excerpt

if TYPE_CHECKING:
    from bot.topic import Coverage, Part

RESERVE = 2  # excerpts after the first top_k that a second look may read


class StrictGenerator(Protocol):
    def generate(self, question: str, excerpts: list[Excerpt], lenient: bool = True,
                 follow_up: bool = True) -> Draft: ...


def as_strict(generator: object) -> StrictGenerator | None:
    """The generator as one that can answer strictly (it says so with `second_look = True`), or None."""
    return cast(StrictGenerator, generator) if getattr(generator, "second_look", False) else None


def reserve_for(generator: object) -> int:
    """How many later excerpts to fetch for this generator: RESERVE for one that can answer strictly."""
    return RESERVE if as_strict(generator) is not None else 0


def second_look(generator: StrictGenerator, question: str, excerpts: list[Excerpt],
                later: list[Excerpt]) -> tuple[Draft, list[Excerpt]] | None:
    """The draft from the first excerpts and the later ones read strictly, and the excerpts it cites by
    number; None when it does not answer, or answers from the first excerpts only."""
    if not later:
        return None
    every = [*excerpts, *later]
    draft = generator.generate(question, every, lenient=False, follow_up=False)  # each part as asked
    if draft.status != "answered":
        return None
    if not any(n > len(excerpts) for n in find_markers(draft.answer, len(every)).valid):
        return None
    return draft, every


def complete(part: Part, cov: Coverage, excerpt: Excerpt) -> bool:
    """The quoted sentence, with its heading and the document title, carries each noun of the question and
    each verb it was credited with as a stem or a policy word of its own, with nothing set aside."""
    context = f"{excerpt.title} {excerpt.section} {cov.sentence.text}"
    squeezed, stems = compact(context), lemmas_of(context)
    for term in part.terms:
        if not term.verb and term.text not in cov.covered and not _modifies_covered(part.text, term.text, cov) \
                and not (term.text == "업무" and _FOR_WORK_RE.search(part.text)):
            return False
        if term.verb and term.text in cov.covered and term.text not in stems and \
                not any(compact(word) in squeezed for word in part.concepts.get(term.text, ())):
            return False
    return True


# "업무에 필요한 프로그램", "업무에 쓸 USB", "업무용 파일": for work, which every policy is about (no narrower case)
_FOR_WORK_RE = re.compile(r"업무\s*(?:에\s*(?:필요한|필요해서|쓰는|쓸|쓰려는|사용하는|사용할)|용|상)(?![가-힣])")


def _modifies_covered(question: str, noun: str, cov: Coverage) -> bool:
    """The noun stands bare, right before a noun the sentence carries ("엑셀 파일"): it only narrows that noun."""
    return any(re.search(rf"(?<![가-힣A-Za-z]){re.escape(noun)}\s+{re.escape(other)}", question)
               for other in cov.covered if other != noun)
