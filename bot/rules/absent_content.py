"""A thing the question says holds none of something (issue 8, near-miss hunt `_zr`): "개인정보 없는 일반 회의
자료 종이도 파쇄해야 돼요?", "고객 정보 하나도 없는 회의록은 …", "개인정보가 안 들어간 파일도 …", "개인정보 빠진
엑셀도 …".

The question asks about the things *without* N. A rule of a document or a sentence that is about N ("종이 문서는
파쇄하고, 파일은 완전 삭제 도구로 지운다" of the 개인정보 처리 지침; "개인정보 파일은 … 사내 드라이브에만
보관하고") speaks of the things *with* N, the other side: it is no answer. N counts as the rule's subject when it
is written in the sentence or in the document title (the title names what every rule of the document is about),
itself or as a policy word the glossary gives it. The section heading alone is not counted: "2. 라이선스 관리"
heads a rule on illegal copying, which is what "라이선스 없는 프로그램 복사해서 써도 돼요?" asks.

A sentence that states the absence itself ("등급 표시가 **없는** 문서는 사내 한정으로 본다") is about the things
without N and answers. Part of the `answers_question` check and of the extractive generator's choice, both through
`bot.topic.TopicMatcher.coverage`. Korean questions only; closed word classes on the analyzer's tags.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import NEGATORS, Morph, analyze, compact

# verbs that say a thing holds something, negated ("안 들어간", "포함 안 된" is left out: its noun is the act)
_HOLDING = frozenset({"들어가", "들어있", "들", "담기", "담", "있"})
# verbs that say something was left out of a thing ("개인정보 빠진 엑셀", "주민번호 뺀 명단")
_LEFT_OUT = frozenset({"빠지", "빼"})
# between the noun and the predicate: a subject or additive particle, "하나도", "전혀", "아예"
_FILLER_TAGS = ("JKS", "JX", "NR", "MAG")


def _modifies_noun(morphs: tuple[Morph, ...], k: int) -> bool:
    """The predicate ending at `k` modifies a following noun ("없는 **자료**", "빠진 **엑셀**")."""
    m = morphs[k]
    if m.tag == "ETM":
        return k + 1 < len(morphs) and morphs[k + 1].tag in NOUN_OR_LATIN_TAGS
    # an ending fused into the verb's surface ("빠진", "들어간")
    return m.tag.startswith("V") and m.surface[-1:] in ("진", "간", "는", "은", "던", "뺀") and (
        k + 1 < len(morphs) and morphs[k + 1].tag in NOUN_OR_LATIN_TAGS)


def _noun_before(question: str, morphs: tuple[Morph, ...], i: int) -> str | None:
    """The noun run right before morpheme `i` (skipping a particle, "하나도", "전혀", a negator), as written."""
    j = i - 1
    while j >= 0 and morphs[j].tag in _FILLER_TAGS:
        j -= 1
    end = j
    while j >= 0 and morphs[j].tag in NOUN_OR_LATIN_TAGS:
        j -= 1
    if end == j:
        return None
    return question[morphs[j + 1].start:morphs[end].end]


@lru_cache(maxsize=8192)
def absent_nouns(question: str, stated: bool = False) -> tuple[str, ...]:
    """The N of "N 없는 X", "N(이) 하나도 없는 X", "N(이) 안 들어간 X", "N 빠진 X" in a question, as written;
    `stated`: also a told sentence that says it outright ("개인정보는 없어요", "고객 정보는 하나도 안 들어있어요")."""
    morphs = analyze(question)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if not m.tag.startswith("V"):
            continue
        negated = i >= 1 and morphs[i - 1].tag == "MAG" and morphs[i - 1].lemma in NEGATORS
        absent = (m.lemma == "없" or m.lemma in _LEFT_OUT or (negated and m.lemma in _HOLDING))
        if not absent:
            continue
        k = i + 1 if i + 1 < len(morphs) and morphs[i + 1].tag == "ETM" else i
        if not _modifies_noun(morphs, k) and not (stated and _topic_before(morphs, i - 1 if negated else i)):
            continue
        noun = _noun_before(question, morphs, i - 1 if negated else i)
        if noun is not None and not (i >= 1 and morphs[i - 1].tag == "JKB"):  # "표에 없는": a place, not content
            out.append(noun)
    return tuple(out)


def _topic_before(morphs: tuple[Morph, ...], i: int) -> bool:
    """The predicate at `i` says of a topic that it is not there: "개인정보**는** (하나도) 없어요"."""
    j = i - 1
    while j >= 0 and (morphs[j].tag in ("NR", "MAG") or (morphs[j].surface == "도" and j >= 1
                                                          and morphs[j - 1].tag == "NR")):  # 전혀, 하나도
        j -= 1
    return j >= 1 and morphs[j].tag == "JX" and morphs[j].surface in ("은", "는") \
        and morphs[j - 1].tag in NOUN_OR_LATIN_TAGS


def _states_absence(sentence: str, key: str) -> bool:
    """The sentence itself says the thing is absent: N followed closely by 없 ("등급 표시가 없는 문서")."""
    morphs = analyze(sentence)
    for i in range(len(morphs)):
        run = compact("".join(x.surface for x in morphs[max(0, i - 3):i + 1]))
        if run.endswith(key) and any(x.lemma == "없" for x in morphs[i + 1:i + 3]):
            return True
    return False


def problems(question: str, sentence: str, title: str, words: Callable[[str], list[str]], told: str = "") -> list[str]:
    """The sentence (or its document, by its title) is about N, which the question (or a sentence beside it that only
    tells, `told`: "… 보내면 안 되나요? 개인정보는 없어요") says its thing does not hold. `words`: a question word's
    policy words (glossary)."""
    out: list[str] = []
    scope = compact(f"{sentence} {title}")
    stated = absent_nouns(told, stated=True) if told else ()
    for noun in dict.fromkeys([*absent_nouns(question), *stated]):
        # told apart, the noun itself: "주민번호는 없어요" leaves other personal data (the glossary's 개인정보) open
        keys = {compact(w) for w in (noun, *words(noun), *words(compact(noun))) if compact(w)} \
            if noun not in stated else {compact(noun)}
        # a run's head written apart ("등급 표시 없는 문서" vs "… 등급을 표시한다"): the rule on the marking itself
        heads = {compact(noun.split()[-1])} if len(noun.split()) > 1 else set()
        named = [k for k in keys | {h for h in heads if len(h) >= 2} if k in scope]
        if not named or any(_states_absence(sentence, k) for k in keys):
            continue
        out.append(f"(the question's thing holds no {noun}; the rule is about {named[0]})")
    return out
