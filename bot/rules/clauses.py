"""Which predicates of a Korean question tell its story and which one is asked (MeCab-ko endings).

An employee describes the situation before asking: "생성형AI에 대외비 문서 **올려서** 번역 돌려도
됨?", "비번 바꾸라고 **떠서** 예전에 쓰던 거 다시 **넣었는데** 안 먹혀요", "V3 너무 **무거운데**
지워도 됨?". A verb that ends in a connective ending (-고, -어서, -다가, -는데, -라고, -려고, …) or
modifies a noun ("**가져간** 파일", "**적힌** 신청서") is background: it sets the scene, it is not
what the policy sentence must say. The predicate that ends the question (-어요, -나요, -도 돼요) and
a condition (-면, "-을 때") are not background, nor is the last predicate of substance ("빌려달라는데
괜찮나요": 빌리 is what is asked, 괜찮 only frames it).

`bot.topic` sets background predicates aside only when the sentence already pins the topic down
(two topic nouns, a permission question's noun, or the asked quantity), and never a predicate the
glossary ties to a policy word ("도둑맞았는데" -> 분실) or a condition.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import GENERIC_VERBS, RawMorpheme, analyze, noun_words, raw_morphemes
from bot.rules import noun_verb_background

# Connective endings that background a clause (compared on how the ending ends: 었는데, 라는데).
_CONNECTIVE_ENDINGS = ("는데", "ㄴ데", "ᆫ데", "은데", "던데", "고", "서", "다가", "니까", "라고", "다고", "려고",
                       "면서", "지만", "길래", "더니")
_SERIAL = ("어", "아", "여")  # 붙여 넣고: the first verb shares the second one's role
_TIME_NOUNS = frozenset({"때", "경우", "시", "땐"})  # "버릴 때": a condition, not a modifier
_PREDICATE_NOUNS = frozenset({"수", "줄", "리", "지", "것", "거"})  # "쓸 수 있어요", "올라와 있는 걸 봤어요"
# "recall 하는 법 있어요?", "되돌리는 방법": the act whose way is asked, not a clause describing a thing
_WAY_NOUNS = frozenset({"법", "방법"})
_ENDING_TAGS = ("EP", "EC", "EF", "ETM", "ETN", "VX")

# How a predicate is used
ASKED, CONNECTIVE, MODIFIER = "asked", "connective", "modifier"


def _endings(pos: str, expression: str | None) -> list[tuple[str, str]]:
    """The ending parts of one morpheme: (surface, tag) after its stem (떠서 -> [(어서, EC)])."""
    if not expression:
        return [] if pos.split("+")[0] in ("VV", "VA", "VX") else [("", pos.split("+")[0])]
    out = []
    for piece in expression.split("+")[1:]:
        fields = piece.split("/")
        if len(fields) >= 2 and fields[1].startswith("E"):
            out.append((fields[0], fields[1]))
    return out


def _chain(morphs: tuple[RawMorpheme, ...], i: int) -> tuple[list[tuple[str, str]], int]:
    """The endings of the predicate at `i` (through auxiliaries: 빌려 달라는데) and the index after it."""
    endings = _endings(morphs[i].pos, morphs[i].expression)
    j = i + 1
    while j < len(morphs) and morphs[j].pos.split("+")[0] in _ENDING_TAGS:
        first = morphs[j].pos.split("+")[0]
        if first == "VX":
            endings = _endings(morphs[j].pos, morphs[j].expression)  # the auxiliary's ending decides
        elif morphs[j].expression:
            endings.extend(_endings(morphs[j].pos, morphs[j].expression))
        else:
            endings.append((morphs[j].surface, first))
        j += 1
    return endings, j


def _use(morphs: tuple[RawMorpheme, ...], i: int, depth: int = 0) -> str:
    """How the predicate at `i` is used: ASKED, CONNECTIVE (background) or MODIFIER (background)."""
    endings, j = _chain(morphs, i)
    if not endings:
        return ASKED
    surface, tag = endings[-1]
    nxt = morphs[j] if j < len(morphs) else None
    if tag == "EC" and surface in _SERIAL and nxt is not None and nxt.pos.startswith("VV") and depth < 5:
        return _use(morphs, j, depth + 1)  # 붙여 넣고: as the verb it joins
    if tag == "EC":
        return CONNECTIVE if surface.endswith(_CONNECTIVE_ENDINGS) else ASKED
    if tag == "ETN" and depth < 5:  # "외우기 편한데": a verb made a noun by -기 is used as the predicate it goes with
        k = j + 1 if j < len(morphs) and morphs[j].pos.startswith("J") else j
        if k < len(morphs) and morphs[k].pos.startswith(VERB_ADJECTIVE_TAGS):
            return _use(morphs, k, depth + 1)
    if tag == "ETM" and nxt is not None and nxt.pos.startswith(("NNG", "NNP", "NNB")):
        noun = nxt.expression.split("/")[0] if nxt.expression else nxt.surface
        if noun in ("것", "거") and _told_having(morphs, j):
            return CONNECTIVE  # "개인정보 모아둔 게 있는데(요), …": what the asker has, told (session 57)
        if noun in _TIME_NOUNS or noun in _PREDICATE_NOUNS or noun in _WAY_NOUNS:
            return ASKED
        return CONNECTIVE if noun == "데" else MODIFIER  # -는데 written apart is a connective
    return ASKED


def _told_having(morphs: tuple[RawMorpheme, ...], j: int) -> bool:
    """The thing-noun at `j` (것 / 거; "게" is 것이) is the subject of 있다 / 없다 closed by -는데 ("모아둔 게
    있는데")."""
    k = j + 1
    if k < len(morphs) and morphs[k].pos.startswith("JKS"):
        k += 1
    if k + 1 >= len(morphs) or morphs[k].surface not in ("있", "없"):
        return False
    ending = morphs[k + 1]
    return ending.pos.startswith(("EC", "EF")) and ending.surface.removesuffix("요").endswith("데")


@lru_cache(maxsize=4096)
def background_predicates(text: str) -> frozenset[str]:
    """Lemmas of the verbs and adjectives of `text` that are background (see the module doc)."""
    morphs = raw_morphemes(text)
    out: set[str] = set()
    asked: set[str] = set()
    # The last predicate of substance is what is asked, whatever frame follows it ("빌려달라는데 괜찮나요"),
    # unless it only modifies a noun ("가져간 파일 다 쓰면"); a noun made a verb counts (요약시켜도).
    last: tuple[str, str] | None = None
    for i, m in enumerate(morphs):
        if m.pos.startswith(VERB_ADJECTIVE_TAGS):
            use = _use(morphs, i)
            (asked if use == ASKED else out).add(m.lemma)
            if m.lemma not in GENERIC_VERBS:
                last = (m.lemma, use)
        elif m.pos.startswith(KOREAN_NOUN_TAGS) and i + 1 < len(morphs) \
                and morphs[i + 1].pos.startswith(DERIVING_SUFFIX_TAGS):
            background = noun_verb_background.backgrounds(morphs, i)  # "숙제한다고" (the module's doc)
            if background:
                out.add(m.surface)
            if not (background and noun_verb_background.act_after(morphs, i)):
                last = (m.surface, ASKED)
    if last is not None and last[1] != MODIFIER:
        asked.add(last[0])
    return frozenset(out - asked)  # a stem used both ways counts as asked


# Particles that place the action ("노트북에 깔아도", "거래처에 보내도", "카페에서 써도", "동료한테 알려줘도").
_LOCATIVE = frozenset({"에", "에서", "에다", "에다가", "에게", "한테", "께"})  # not 로: "USB로 옮겨도" turns on USB


_FOCUS = frozenset({"도", "만", "는", "은", "까지", "조차", "마저"})


@lru_cache(maxsize=4096)
def locative_nouns(text: str) -> frozenset[str]:
    """Nouns of `text` (as `content_terms` writes them) marked as where or to whom the action goes."""
    morphs = analyze(text)
    out: set[str] = set()
    for _start, (word, _parts, after) in noun_words(morphs).items():
        focused = after + 1 < len(morphs) and morphs[after + 1].surface in _FOCUS  # "주말에도": what is asked
        if after < len(morphs) and morphs[after].tag == "JKB" and morphs[after].surface in _LOCATIVE and not focused:
            out.add(word)
    return frozenset(out)


# "Shredder or just the recycling bin?": an English either-or question of bare noun phrases (up to three words each)
_EN_EITHER_OR = re.compile(
    r"(?:^|[.?!]\s+)((?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+)\s+or\s+(?:just\s+)?(?:the\s+|a\s+|an\s+)?"
    r"((?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+)\s*\?\s*$")
# "… is two-factor auth mandatory or just recommended?": the last word of a question set against a lesser one
_EN_OR_JUST = re.compile(r"\b([A-Za-z-]+)\s+or\s+(?:just|only|merely|simply)\s+([A-Za-z-]+)\s*\?\s*$")


@lru_cache(maxsize=4096)
def alternative_nouns(text: str) -> frozenset[str]:
    """The nouns of an either-or question ("무료예요 유료예요?", "IT 승인이야 팀장 승인이야?"): two or
    more nouns each closing a clause with the copula; in English, the words of the two noun phrases a final question
    offers ("Shredder or just the recycling bin?", "… mandatory or just recommended?"). Empty when the text offers
    no alternatives."""
    english = _EN_EITHER_OR.search(text) or _EN_OR_JUST.search(text)
    if english is not None:
        return frozenset(w.lower() for side in english.groups() for w in side.split())
    morphs = analyze(text)
    out: list[str] = []
    for _start, (word, _parts, after) in noun_words(morphs).items():
        if after < len(morphs) and morphs[after].tag == "VCP" and word not in out:
            out.append(word)
    return frozenset(out) if len(out) >= 2 else frozenset()


@lru_cache(maxsize=4096)
def described_nouns(text: str) -> dict[str, str]:
    """Predicates of `text` that only describe the noun right after them, with that noun ("개인정보 적힌
    종이문서" -> 적히: 종이; "회의 끝나고 남은 대외비 인쇄물" -> 남: 대외비). Nouns of time and predicate nouns
    ("버릴 때", "쓸 수") make no description (bot.rules.described_acts)."""
    morphs = raw_morphemes(text)
    out: dict[str, str] = {}
    for i, m in enumerate(morphs):
        if m.pos.startswith(VERB_ADJECTIVE_TAGS) and _use(morphs, i) == MODIFIER:
            _, j = _chain(morphs, i)
            nxt = morphs[j]
            out.setdefault(m.lemma, nxt.expression.split("/")[0] if nxt.expression else nxt.surface)
    return out


@lru_cache(maxsize=4096)
def negated_predicates(text: str) -> frozenset[str]:
    """Lemmas of the predicates of `text` negated by 안 or 못 before them ("등급 안 찍혀있는 문서")."""
    morphs = raw_morphemes(text)
    return frozenset(m.lemma for i, m in enumerate(morphs)
                     if m.pos.startswith(VERB_ADJECTIVE_TAGS) and i > 0 and morphs[i - 1].surface in ("안", "못"))
