"""What appeared on screen between two of the asker's acts is a link of their story (issue 8, session 38).

"택배조회 링크 눌렀더니 로그인 화면이 떠서 아이디랑 비번 입력했어요" tells three steps: the asker clicked a link, a
login screen appeared, the asker typed their ID and password. "메일 속 링크를 눌렀거나 계정 정보를 입력했다면 …"
answers it: it names the acts before and after, not the screen that came up between them (화면, 뜨), which the
sentence cannot be asked to carry.

Only that shape: a noun with a subject particle and an appearing verb (뜨다, 나오다, 나타나다) in a connective form
("떠서", "나와서", "뜨길래", "뜨더니", "뜨고"), with an act of the question that the sentence carries before it and
another after it. An appearance that ends the story ("창이 떠요", "화면이 나와요") is the symptom asked about and
still needs its own match.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import Term, analyze

_APPEARING = frozenset({"뜨", "나오", "나타나"})
_SUBJECT = frozenset({"이", "가"})
_LINKING = ("서", "아서", "어서", "고", "길래", "더니", "는데", "니까", "니")


def carried(question: str, unmatched: Iterable[Term], covered: Iterable[str]) -> set[str]:
    """The appearing verb and its subject noun among `unmatched` when the question tells them between two of its
    acts in `covered` (the terms the sentence carries); else empty."""
    missing = {t.text for t in unmatched}
    if not missing & _APPEARING:
        return set()
    morphs = analyze(question)
    acts = set(covered)
    # the acts: a verb, or a noun made a verb by 하다 ("입력했어요")
    places = [i for i, m in enumerate(morphs) if m.lemma in acts and (m.tag.startswith("VV") or (
        i + 1 < len(morphs) and morphs[i + 1].tag.startswith("XSV")))]
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.lemma not in _APPEARING or m.lemma not in missing or i < 2:
            continue
        # the connective ending apart ("뜨" + "길래") or in the verb's own surface ("떠서", "나와서")
        apart = i + 1 < len(morphs) and morphs[i + 1].tag == "EC" and morphs[i + 1].surface.endswith(_LINKING)
        if not apart and not (m.surface != m.lemma and m.surface.endswith(_LINKING)):
            continue
        if morphs[i - 1].surface not in _SUBJECT or not morphs[i - 2].tag.startswith("NN"):
            continue
        if any(p < i for p in places) and any(p > i for p in places):
            out |= {m.lemma, morphs[i - 2].lemma} & missing
    return out
