"""Which thing to use for a task is answered by the rule that allows only one (issue 8, session 59).

"업무 자료를 옮길 때 어떤 USB를 사용해야 하는지 문의드립니다.", "업무 파일 옮길 때 USB는 어떤 걸 써야 돼요?": the asker
asks which of a kind of thing to use, and says for what (the clause before 때). "업무에는 회사에 등록된 보안 USB만
사용한다" answers: it allows one of that kind only, for the work the clause is part of. The clause's words (자료, 옮기)
are carried when the question asks which one to use (어떤 / 어느 / 무슨 + the thing, or the thing then "어떤 걸"), the
sentence names the thing and restricts it with 만 before a verb of using, and the sentence carries a word of that clause
itself (업무): "보안 USB로 자료를 회사 밖으로 가져갈 때는 …" restricts nothing, and a clause the sentence shares nothing
with ("회의실 예약할 때 어떤 USB …") is another occasion.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.terms import Term, analyze, compact

_WHICH = re.compile(r"(?:어떤|어느|무슨)\s*([가-힣A-Za-z]+?)(?:을|를|은|는|이|가)?\s*(?:써|쓰|사용)"
                    r"|([가-힣A-Za-z]+?)(?:은|는|을|를)?\s*(?:어떤|어느|무슨)\s*(?:걸|것을|거)\s*(?:써|쓰|사용)")
_OCCASION = re.compile(r"^(.*?)(?:때|떄)(?:는|에는|에)?\s")
_USE_ONLY = r"만\s*(?:사용|쓴|써야|쓰고)"


def carried(question: str, unmatched: Iterable[Term], sentence: str, forms: Callable[[str], Iterable[str]]) -> set[str]:
    """The unmatched words of the occasion clause (before 때) of a which-one-to-use question, when `sentence` restricts
    the asked thing (one of `forms` of it) with 만 and carries a word of the clause itself."""
    which = _WHICH.search(question)
    occasion = _OCCASION.search(question)
    if which is None or occasion is None or occasion.end() > which.start() + 1:
        return set()
    thing = (which.group(1) or which.group(2)).lower()
    if not any(re.search(re.escape(f) + r"\S*\s*" + _USE_ONLY, sentence, re.I) for f in {thing, *forms(thing)} if f):
        return set()
    clause = occasion.group(1)
    squeezed = compact(sentence)
    words = re.findall(r"[가-힣A-Za-z]{2,}", clause)
    if not any(compact(w[:2]) in squeezed for w in words):
        return set()
    squeezed_clause = compact(clause)
    lemmas = {m.lemma for m in analyze(clause)}
    return {t.text for t in unmatched if compact(t.text) in squeezed_clause or t.text in lemmas}
