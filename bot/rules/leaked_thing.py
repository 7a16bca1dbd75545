"""What leaked is the 정보 of "정보 유출": a question that names the leaked information by its kind.

"고객 명단이 외부로 새 나간 걸 알게 됐어요. 누구한테 알려야 하나요?" is answered by "정보 유출을 알게 되면 즉시
보안팀에 신고한다": the policy's 정보 is whatever information leaked, so the nouns that name it (고객 명단, 회사 자료,
customer list) are carried by a sentence (or its heading) on 정보 유출. Only the subject of the leaking verb counts,
and only when its head noun is a kind of information (자료, 데이터, 명단, 리스트, 문서, 파일 …): "비밀번호가
유출됐어요" (a credential, with its own rule) and "고객한테 알려야 돼요?" (the recipient) keep their nouns.
"""

from __future__ import annotations

import re

# head nouns that name information (the leaked thing)
INFO_HEADS = frozenset({
    "자료", "데이터", "명단", "리스트", "목록", "정보", "개인정보", "문서", "파일", "연락처", "db",
    "data", "list", "records", "record", "information", "info", "files", "documents", "database",
})
# a Korean leaking verb as the word that follows the subject (optionally after "외부로" / "밖으로")
_KO_LEAK = re.compile(r"^(?:새|샌|새어|새나|유출)")
_KO_TOWARD = re.compile(r"^(?:외부|밖|회사\s*밖)(?:으)?로$")
_KO_SUBJECT = re.compile(r"^(?P<noun>\w+?)(?:이|가)$")
_EN_LEAK = re.compile(
    r"(?P<subject>(?:[a-z']+\s+){0,3}?[a-z]+)\s+(?:was|were|got|has been|have been|had been|is|are|been)\s+leaked")
_EN_SKIP = frozenset({"our", "the", "my", "a", "some", "that", "this", "i", "think", "found", "out", "that's"})


def _korean_subject(text: str) -> list[str]:
    words = re.sub(r"[,.?!~…]", " ", text).split()
    for i, word in enumerate(words):
        if not _KO_LEAK.match(word):
            continue
        j = i - 1
        while j >= 0 and _KO_TOWARD.match(words[j]):
            j -= 1
        if j < 0:
            continue
        found = _KO_SUBJECT.match(words[j])
        if found is None or found.group("noun").lower() not in INFO_HEADS:
            continue
        subject = [found.group("noun")]
        k = j - 1
        while k >= 0 and len(subject) < 3 and re.fullmatch(r"\w+", words[k]) and not re.search(
                r"(?:로|에|서|은|는|을|를|이|가|도|만|고|면|데|해|요)$", words[k]):
            subject.insert(0, words[k])  # bare nouns before it qualify it: "고객 명단", "회사 자료"
            k -= 1
        return subject
    return []


def _english_subject(text: str) -> list[str]:
    found = _EN_LEAK.search(text.lower())
    if found is None:
        return []
    words = [w for w in found.group("subject").split() if w not in _EN_SKIP]
    if not words or words[-1] not in INFO_HEADS:
        return []
    return words


def leaked_nouns(question: str) -> frozenset[str]:
    """The words that name the information the question says leaked (lower-cased), or nothing."""
    return frozenset(w.lower() for w in (*_korean_subject(question), *_english_subject(question)))


def answered(question: str, missing: list[str], body: str) -> list[str]:
    """`missing` without the nouns naming the leaked information when `body` (heading and sentence) is on 정보 유출."""
    if "정보유출" not in re.sub(r"\s+", "", body):
        return missing
    leaked = leaked_nouns(question)
    if not leaked:
        return missing
    return [m for m in missing if m.lower() not in leaked]
