"""The act whose object the question asks for (issue 8, probe _p53g).

"VPN 접속할 때 뭐 입력해야 돼요?", "무엇을 입력하나요?", "뭐 넣어야 돼요?" ask what to type or put in: the act
right after the what-word is the point, and a sentence that never names it ("회사 밖에서는 VPN을 먼저 연결한 뒤
사내 시스템에 접속한다") says nothing of what goes in. Such an act is never "worded otherwise" by a sentence that
pins the topic down (`bot.matching.excuses`). Only the acts of putting content in (입력, 넣다, 적다, 기재, 작성, 치다):
"뭘 먼저 켜야 돼요?" is answered by "VPN을 먼저 연결한 뒤 …", whose thing is the answer and whose act may be worded
otherwise; not "뭐 해야 돼요?" (what to do). An adverb between is skipped ("뭘 먼저 적어야"). Tag logic and a closed
class of verbs, no lists of questions.
"""

from __future__ import annotations

from bot.language.terms import analyze

_WHAT = frozenset({"뭐", "뭘", "무엇", "무얼", "뭐를"})
# Acts of putting content in: what goes in is the point ("뭐 입력해야", "뭘 적어야")
_ENTERING = frozenset({"입력", "넣", "적", "기재", "작성", "치"})


def acts(text: str) -> frozenset[str]:
    """The acts of putting content in whose object the what-word is ("뭐 입력해야" -> 입력, "뭐 넣어야" -> 넣)."""
    morphs = analyze(text)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.lemma not in _WHAT:
            continue
        j = i + 1
        while j < len(morphs) and morphs[j].tag in ("JKO", "MAG"):
            j += 1  # "무엇을", "뭘 먼저"
        if j >= len(morphs):
            continue
        nxt = morphs[j]
        if nxt.tag == "NNG" and j + 1 < len(morphs) and morphs[j + 1].tag.startswith("XSV"):
            out.add(nxt.lemma)  # "입력해야"
        elif nxt.tag.startswith(("VV", "VA")):
            out.add(nxt.lemma)  # "넣어야"; "적어야" (MeCab-ko may read 적 as the adjective "few")
    return frozenset(out & _ENTERING)
