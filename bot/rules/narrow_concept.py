"""Rule of batch `_ze2` (issue 8, branch multi13): a question noun the glossary files under a narrow policy word
and under the broader one that word itself belongs to ("주민번호" under 주민등록번호 and under 개인정보, whose
variants include 주민등록번호) is answered, among sentences that pass the topic rule with no more of its words, only
by the sentence that names the narrow word ("주민등록번호는 법령에 근거가 있을 때만 수집한다"), not by any rule on
the broad class ("개인정보 파일은 … 보관하고"): that one is about another point. Unchanged when no passing sentence
names the narrow word, and for a noun that is the narrow word itself ("외부" under 외부 and 밖).

General logic over the glossary's own rows: no lists of questions or words."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from bot.language.terms import compact

if TYPE_CHECKING:
    from bot.topic import Coverage, Part


def narrow_words(concepts: set[str], words_for: Callable[[str], Sequence[str]]) -> set[str]:
    """The policy words of one noun that another policy word of the same noun takes in as a variant."""
    return {c for c in concepts if any(other != c and other in words_for(c) for other in concepts)}


def prefer_narrow(part: Part, tied: list[Coverage], words_for: Callable[[str], Sequence[str]]) -> list[Coverage]:
    """Among passing sentences, those naming a noun's narrow policy word, when some but not all do; a sentence
    that carries more of the question's words than every naming one is kept as well (the rank decides then)."""
    if len(tied) < 2:
        return tied
    if len(part.terms) < 2 and not part.predicates:
        # a part that names one thing and asks no act of it ("컴퓨터는 꺼요?" when the analyzer reads 꺼 as an
        # adverb) pins no point: which of its sentences is about the narrow word says nothing of what is asked
        return tied
    for narrow in _narrowed(part, words_for):
        naming = [cov for cov in tied if any(w in compact(cov.sentence.text) for w in narrow)]
        if naming and len(naming) < len(tied):
            # a sentence that carries more of the question than every naming one still stands
            best = max(cov.rank()[:4] for cov in naming)
            tied = [cov for cov in tied if cov in naming or cov.rank()[:4] > best]
    return tied


def _narrowed(part: Part, words_for: Callable[[str], Sequence[str]]) -> Iterator[list[str]]:
    """For each noun of the question filed under a narrow policy word, those narrow words (compacted), less the noun
    itself: the noun is then a variant filed under both rows, not the narrow word ("외부" under 외부 and 밖)."""
    for term in part.terms:
        if term.verb:
            continue
        narrow = [compact(w) for w in narrow_words(set(part.concepts.get(term.text, ())), words_for)
                  if compact(w) != compact(term.text)]
        if narrow:
            yield narrow


def specific_rule_governs(part: Part, passing: list[Coverage], covers: list[Coverage],
                          words_for: Callable[[str], Sequence[str]]) -> list[Coverage]:
    """The passing sentences, less the broad ones, when a sentence of the excerpts names the narrow policy word of a
    noun of the question and the question's last act, and passes not: the rule on the narrow thing governs that act
    ("주민등록번호는 법령에 근거가 있을 때만 수집한다"), so a rule on the broad class' act ("수집할 때는 목적을
    알리고 동의를 받는다") does not answer "주민번호는 동의만 받으면 수집해도 되죠?". Unchanged when a passing
    sentence names the narrow word itself. The act may be an English verb's policy word (session 42). A question that
    names no act of the policies ("주민번호는 … 그냥 받아도 된다던데 맞음?") and makes the narrow thing its topic is
    governed by a sentence that makes it its topic as well (session 53)."""
    if not passing:
        return passing
    verbs = [t.text for t in part.terms if t.verb]
    # an English verb is a term of its own, not a predicate ("… 필드 넣어서 collect 해도 되나요?": collect, 수집); an
    # English noun's policy word never ends a rule the way an act does, so every Latin term is read the same way
    english_acts = [w for t in part.terms if not t.verb and re.fullmatch(r"[a-z]+", t.text) for w in words_for(t.text)]
    acts = verbs[-1:] + english_acts
    for narrow in _narrowed(part, words_for):
        if acts:
            governing = [c for c in covers if not c.passed and any(_governs(c.sentence.text, narrow, a) for a in acts)]
        else:
            # no act of the policies' asked ("주민번호는 업무상 필요하면 그냥 받아도 된다던데 맞음?"): when the question
            # and a sentence both make the narrow thing their topic, the rule on it governs whatever is done with it
            governing = [c for c in covers if not c.passed and _topic(c.sentence.text, narrow)] \
                if _topic_term(part) in {t.text for t in part.terms if _is_narrow(t.text, narrow, part)} \
                else []
        if governing and not any(_names(c, narrow) for c in passing):
            return []
    return passing


def _topic_term(part: Part) -> str | None:
    """The noun the question marks as its topic with 은/는 ("주민번호는 …"), if any of its terms."""
    for term in part.terms:
        if not term.verb and re.search(rf"{re.escape(term.text)}\s*(?:은|는)(?=\s)", part.text):
            return term.text
    return None


def _is_narrow(noun: str, narrow: list[str], part: Part) -> bool:
    """`noun` (a term of the part) is filed under one of the `narrow` policy words."""
    return any(compact(w) in narrow for w in part.concepts.get(noun, ()))


def _topic(sentence: str, narrow: list[str]) -> bool:
    """The sentence makes a narrow word its topic ("주민등록번호는 …")."""
    return any(re.search(rf"{re.escape(w)}(?:은|는)", compact(sentence)) for w in narrow)


def _names(cov: Coverage, words: list[str]) -> bool:
    return any(w in compact(cov.sentence.text) for w in words)


def _governs(sentence: str, narrow: list[str], act: str) -> bool:
    """The sentence is a rule on the narrow thing's act: the narrow word is its topic ("주민등록번호는 …") and the act
    its final predicate ("… 수집한다"), not an act said on the way ("… 업무에만 사용하고 남에게 빌려주지 않는다")."""
    words = sentence.split()
    if not words or not compact(words[-1]).startswith(act):
        return False
    return _topic(sentence, narrow)
