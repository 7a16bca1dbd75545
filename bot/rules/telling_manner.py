"""A Korean question asking how to tell someone something (batch `_zg2`, issue 8, safety).

"알려 주다" frames almost any request ("규칙 좀 알려줘요", "어떻게 바꾸는지 알려줘요"), so the topic rule drops
알리 as a word of the question. Right after "어떻게" it is the act asked instead: "파일 암호는 어떻게 알려줘요?"
asks how the password is passed on, and the rule on setting the password ("… 파일에 암호를 걸어 보낸다") does
not answer it, although it carries every noun. Only a sentence with an act of telling (알리다, 신고하다,
연락하다, 전달하다, 안내 …) answers such a question.
"""

from __future__ import annotations

import re

from bot.language.terms import compact, raw_morphemes

_HOW = frozenset({"어떻게", "어케", "어캐", "어찌"})
_TELLING_STEMS = frozenset({"알리", "말하"})
_TELLING_RE = re.compile(r"알리|알린|알려|알립|신고|보고|연락|통보|전달|전하|안내|말하|말해|말씀")


def asks_how_to_tell(question: str) -> bool:
    """The question asks how to tell: "어떻게" directly before 알리다 or 말하다 (a verb, not "-는지 알려줘요")."""
    if re.search(r"[가-힣]", question) is None:
        return False
    morphs = raw_morphemes(question)
    for i, m in enumerate(morphs[:-1]):
        if m.surface not in _HOW:
            continue
        nxt = morphs[i + 1]
        if nxt.pos.startswith("VV") and nxt.lemma in _TELLING_STEMS:
            return True
        if nxt.surface == "말" and i + 2 < len(morphs) and morphs[i + 2].pos.startswith("XSV"):
            return True  # 어떻게 말해요
    return False


def problems(question: str, sentence: str) -> list[str]:
    """A sentence without an act of telling does not answer how to tell someone."""
    if not asks_how_to_tell(question) or _TELLING_RE.search(compact(sentence)):
        return []
    return ["(telling: the question asks how to tell someone, the sentence tells no one)"]
