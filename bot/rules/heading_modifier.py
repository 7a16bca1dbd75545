"""A modifier verb the sentence carries only through its heading (issue 8, near-miss batch `_zs`, branch hunt17).

"노트북에 **깔려 있는** software 목록은 어디서 확인해요?" asks for the list of what is installed on the laptop.
The glossary rightly reads 깔려 있 as 설치, and the section "1. 설치와 승인" carries 설치 in its heading, so
"승인된 소프트웨어는 '승인 소프트웨어 목록' 표에 정리되어 있다" seemed to carry every word of the question. But a verb
that modifies the asked noun says WHICH one is meant (the installed ones), and a heading's act says what the section
is about, not which thing its sentence names: the sentence's list is the approved one. A Korean question's verb in
a modifier clause (V-ㄴ/는/ㄹ, V-어 있는) that the sentence reaches only through its section heading or document
title (the verb, its lemma or a policy word the glossary gives it, nowhere in the sentence itself) is not carried
when the sentence picks out that thing with a verb of its own ("**승인된** 소프트웨어"): then the two name different
sets. A sentence that names the thing without a modifier verb ("파일 암호는 메일 본문에 쓰지 않고 …" under "2. 외부로
보내는 메일", for "외부로 보내는 첨부파일에 암호 …") speaks of the heading's things and is left alone, and so does a
heading that names the thing itself ("반출한 자료 다 쓰면 …" under "2. 자료 반출": "용도가 끝난 자료는 …"). Time and
nominal clauses ("만들 때", "샌 거") modify no thing.
A verb the sentence itself states ("승인된 소프트웨어 목록 어디 있어요?") and a verb that is not a modifier ("Slack
깔려 있어요?": the catalog's 기본 설치 says so itself) are left alone.

Part of the `answers_question` check and of the extractive generator's choice, both through
`bot.topic.TopicMatcher.coverage`. Closed logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import RawMorpheme, analyze, compact, raw_morphemes

# nouns after a modifier that make a time clause or a nominal clause, not a thing described ("만들 때", "샌 거")
_CLAUSE_NOUNS = frozenset({"때", "땐", "때엔", "경우", "동안", "전", "후", "뒤", "다음", "김", "중", "사이", "이후",
                           "이전"})


def _modified(morphs: tuple[RawMorpheme, ...], i: int) -> tuple[str, ...]:
    """The nouns the verb at `i` modifies, itself or through V-어 있 ("깔린 프로그램 목록" -> 프로그램, 목록), when
    they name a thing (not "만들 때", "샌 거", "쓸 수"), else ()."""
    for j in range(i, min(i + 4, len(morphs))):
        m = morphs[j]
        if m.pos.endswith("ETM"):
            nouns = []
            for nxt in morphs[j + 1:]:
                if nxt.pos.split("+")[0] not in NOUN_OR_LATIN_TAGS or nxt.lemma in _CLAUSE_NOUNS:
                    break
                nouns.append(nxt.lemma)
                if "+" in nxt.pos:
                    break  # "목록은" in one morpheme: the phrase ends
            return tuple(nouns)
        if j > i and not (m.pos.startswith(("VX", "EP")) or m.pos == "EC"):
            return ()
    return ()


def modifier_verbs(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """(verb, nouns) for each verb of `text` that modifies a noun ("깔려 있는 software 목록" -> (깔리, (software,
    목록))); a verbal noun with 되/하 counts as the verb ("승인된 소프트웨어" -> (승인, (소프트웨어,)))."""
    morphs = raw_morphemes(text)
    out = []
    for i, m in enumerate(morphs):
        verbal = m.pos.startswith("VV") or (m.pos.startswith("NNG") and i + 1 < len(morphs)
                                            and morphs[i + 1].pos.startswith("XSV"))
        nouns = _modified(morphs, i + 1 if m.pos.startswith("NNG") else i) if verbal else ()
        if nouns:
            out.append((m.lemma, nouns))
    return out


def problems(question: str, sentence: str, frame: str, covered: Collection[str],
             words_for: Callable[[str], list[str]], heading: str = "") -> list[str]:
    """A modifier verb covered only through `frame` (the sentence's heading and document title); `heading`: the
    section heading alone."""
    pairs = [(v, n) for v, n in modifier_verbs(question) if v in covered]
    if not pairs:
        return []
    # the things the sentence itself picks out with a verb of its own ("승인된 소프트웨어")
    picked = {n for _, nouns in modifier_verbs(sentence) for n in nouns}
    said = {m.lemma for m in analyze(sentence)}
    squeezed = compact(sentence)
    framed = {m.lemma for m in analyze(frame)}
    squeezed_frame = compact(frame)
    out = []
    def found(lemmas: set[str], text: str, names: set[str]) -> bool:
        return any(n in lemmas or (len(n) > 1 and compact(n) in text) for n in names)

    for verb, nouns in pairs:
        names = {verb, *words_for(verb)}
        things = {x for n in nouns for x in (n, *words_for(n))}
        if not things & picked:
            continue  # the sentence does not say which one with a verb of its own ("파일 암호는 …")
        if any(len(t) > 1 and compact(t) in compact(heading) for t in things):
            continue  # "반출한 자료" under "2. 자료 반출": the heading is about that very thing
        if not found(said, squeezed, names) and found(framed, squeezed_frame, names):
            out.append(f"(which thing: the modifier '{verb}' reaches the sentence only through its heading)")
    return out
