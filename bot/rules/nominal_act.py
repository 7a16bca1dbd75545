"""A verb made a noun by -기 and put into something names a thing, not an act to word otherwise (issue 8, session 56).

"비번에 띄어쓰기 넣어도 되나?" asks whether a space may go into a password: MeCab-ko reads 띄어쓰기 as the verb
띄어쓰다 made a noun (-기), so the topic rule let the one missing predicate be "worded otherwise" and "이름·생일·
전화번호·사번은 비밀번호에 넣지 않는다" answered it (a near miss, probe p56f). A verb followed by -기 (ETN), then at
most an object particle, then another verb ("띄어쓰기 넣어도", "띄어쓰기를 넣어도") is the thing that verb acts on; the
sentence must carry it. Not "로그인하기 전에" (a time) nor "보내기 어떻게 해요" (the act asked).
"""

from __future__ import annotations

from bot.language.terms import analyze


def named_things(question: str) -> frozenset[str]:
    """The lemmas of verbs made nouns by -기 that are the object of the verb after them."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs[:-2]):
        if m.tag != "VV" or morphs[i + 1].tag != "ETN":
            continue
        k = i + 2
        if k < len(morphs) and morphs[k].tag == "JKO":
            k += 1
        if k < len(morphs) and morphs[k].tag == "VV":
            out.add(m.lemma)
    return frozenset(out)
