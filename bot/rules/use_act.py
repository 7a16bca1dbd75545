"""A permission question asked with the plain verb of using ("보안 USB 써도 되나요?") asks about using the thing:
among the sentences that carry its nouns, one that says how the thing is used ("업무에는 … 보안 USB만 사용한다")
answers it before one about another act on the same thing ("보안 USB를 잃어버리면 즉시 신고한다"). The
native verb 쓰다 and the verbal nouns 사용/이용 say the same act; this is the tie-break's view of that one word class.
"""

from __future__ import annotations

USE_VERBS = frozenset({"쓰", "사용하", "이용하"})  # the question's verb of using (lemmas)
USE_NOUNS = frozenset({"사용", "이용"})  # how a policy sentence says it (사용한다, 이용한다)


def uses(question_verbs: frozenset[str], sentence_nouns: frozenset[str]) -> int:
    """1 when the question asks with a verb of using and the sentence says using, else 0."""
    return int(bool(question_verbs & USE_VERBS) and bool(sentence_nouns & USE_NOUNS))
