"""What someone asked the asker to do is the story of a permission asked after it (issue 8, cover26).

"팀 선배가 잠깐 제 아이디로 결재 좀 올려달래요 알려줘도 돼요?", "동료가 외근 중이라 내 계정으로 대신 좀
로그인해달래요 비번 알려줘도 되나": someone's request is relayed (-어 달래요, -어 달라는데, -어 달라고) and then the
asker asks leave for an act of their own (알려줘도 돼요?). "계정과 비밀번호는 동료나 외부 업체와 공유하지
않는다" answers it; what the requester wants done (결재 올리기, 대신 로그인하기, 외근 중인 사정) is why they ask,
not what the rule must say.

The words of the relayed request (after its requester, up to 달) are left out only when all of these hold:
- the request is relayed with the auxiliary 달 and a quoting ending (달래, 달라는, 달라고), and the message goes on
  with a permission asked of its own (-도 돼요, -도 되나, 괜찮아요): "친구가 노트북 빌려달래요" alone asks about that
  request, and "빌려달라는데 괜찮나요" asks about it too (no act of the asker's own after it);
- the asked clause asks another act than the request's ("동생이 노트북 빌려달래요. 빌려줘도 되나요?" asks about the
  request itself) and does not say the word again;
- the sentence pins the topic with two points without them (`support`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.terms import content_terms, lemmas_of, raw_morphemes

_PERMISSION_AFTER = re.compile(r"[가-힣]+(?:어|아|여|해|워|줘|러)\s*도\s*(?:되|돼|됨|괜찮)")


@lru_cache(maxsize=4096)
def request_words(text: str) -> frozenset[str]:
    """The nouns and predicate stems of `text`'s relayed request, or none (see the module doc)."""
    raw = raw_morphemes(text)
    at = 0
    for v, m in enumerate(raw):
        if not (m.pos.startswith("VX") and m.lemma == "달"):
            continue
        ending = raw[v + 1].surface if v + 1 < len(raw) and raw[v + 1].pos.startswith("E") else ""
        if not ending.startswith(("래", "라")):
            continue
        end = text.find(m.surface, at)
        if end < 0:
            return frozenset()
        rest = text[end + len(m.surface) + len(ending):]
        if _PERMISSION_AFTER.search(rest) is None:
            return frozenset()
        subject = max((k for k in range(v) if raw[k].pos.startswith("JKS")), default=-1)
        start = 0
        for k in range(subject + 1):
            found = text.find(raw[k].surface, start)
            if found < 0:
                return frozenset()
            start = found + len(raw[k].surface)
        clause = text[start:end]
        acts = frozenset(x.lemma for x in raw[subject + 1:v] if x.pos.startswith(("VV", "VA")))
        words = frozenset(t.text for t in content_terms(clause)) | acts
        # the request's own act asked again is the question ("노트북 빌려달래요. 빌려줘도 되나요?"), and a word the
        # asked clause says again is asked
        asked = frozenset(t.text for t in content_terms(rest)) | lemmas_of(rest)
        return frozenset() if acts & asked else words - asked
    return frozenset()


def without_request(question: str, missing: list[str], support: int) -> list[str]:
    """`missing` without the words of the relayed request, when the sentence pins the question with `support` >= 2."""
    if not missing or support < 2:
        return missing
    words = request_words(question)
    return [n for n in missing if n not in words] if words else missing
