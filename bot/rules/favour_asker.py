"""A coworker who asks the asker for something is the other person of a rule between people (issue 8).

"팀장님이 제 비밀번호 알려 달라는데 알려줘도 돼요?", "선배가 계정 좀 빌려달래요": the coworker is not the teller of a
story of their own (`bot.rules.coworker_story`: "팀원 노트북이 느린데"), but the one the asker's password, account or
file would go to. A rule that names no person ("비밀번호는 90일마다 바꾼다") is then no answer; the one on sharing
("동료나 외부 업체와 공유하지 않는다") names who may get it. Told by a request after the coworker: the auxiliary
달 of V-아/어 달라 (-달래요, -달라는데, -달라고 하는데) or 달라 as the main verb ("비번 좀 달래요").

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Collection

from bot.language.terms import raw_morphemes

# 달(다) "give me"; MeCab-ko reads a bare "달래요" as the verb 달래
_GIVE_ME = frozenset({"달", "달래"})


def asking(text: str, coworkers: Collection[str]) -> frozenset[str]:
    """The coworkers of `coworkers` after whom `text` tells a request made to the asker (V-아 달라, 달라)."""
    raw = raw_morphemes(text)
    out: set[str] = set()
    for k, m in enumerate(raw):
        if m.surface not in coworkers:
            continue
        if any(later.lemma in _GIVE_ME and later.pos.startswith(("VX", "VV")) for later in raw[k + 1:]):
            out.add(m.surface)
    return frozenset(out)
