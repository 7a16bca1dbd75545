"""Writing a thing down is not using it (issue 8, session 55).

The glossary reads the asker's 적다 ("본문 맨 밑에 적어 놨어요") as the policies' 쓰다, since the one rule on writing
says "파일 암호는 메일 본문에 쓰지 않고 …". But 쓰다 is also "use": "회사 비밀번호를 다른 서비스에 같이 쓰지
않는다" says nothing of "비번 포스트잇에 적어서 모니터에 붙여놔도 될까요?". A writing word of the question is carried
by a sentence's 쓰다 only where that 쓰다 takes the place written on: a noun with 에 right before it ("본문에 쓰지").
"섞어 쓴다", "가족과 함께 쓰지", "서비스에 같이 쓰지", "OTP를 쓴다" use a thing. MeCab-ko's tags, never lists of
questions.
"""

from __future__ import annotations

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze

# the question's words for writing down that the glossary reads as the policies' 쓰다
WRITING = frozenset({"적", "기재"})
# a sentence word that says writing itself, whatever its 쓰다 means
_WRITTEN = frozenset({"적", "기재", "작성", "기입", "기록"})
_ON = frozenset({"에", "에다", "에다가"})


def used_not_written(term: str, sentence: str) -> bool:
    """The question's writing word `term` is carried by the sentence only through a 쓰다 that means "use"."""
    if term not in WRITING:
        return False
    morphs = analyze(sentence)
    if any(m.lemma in _WRITTEN for m in morphs):
        return False
    uses = [k for k, m in enumerate(morphs) if m.lemma == "쓰" and m.tag.startswith("VV")]
    return bool(uses) and not any(
        k >= 2 and morphs[k - 1].tag == "JKB" and morphs[k - 1].surface in _ON and morphs[k - 2].tag in KOREAN_NOUN_TAGS
        for k in uses)
