"""The situation a Korean question tells before it asks (issue 8, branch story14).

An employee tells what happened first and asks after it, in one sentence: "가방에 넣어둔 노트북을 지하철에서
잃어버렸어요 누구한테 말해야 돼요?", "친구가 과제한다고 회사 노트북 빌려달라는데 괜찮나요", "공항에서 급하게
결재 올려야 하는데 공항 와이파이 써도 돼요?". The told clause ends in the connective -는데 (-은데, -던데; "켜지는데"
written apart: -는 + 데) or in a past statement (-었어요) that more words follow; everything after the last such
boundary is the asked clause. The told clause's words are the asker's story: the policy sentence that answers
need not repeat them (넣어둔, 지하철, 친구, 과제, 결재).

`story_words` gives the nouns and predicate stems of the told clause that the asked clause does not repeat;
`scene_only` says which of a sentence's missing words may be left out: all of them must be story words, and
the sentence must carry at least two distinct things of the question itself (the caller counts them), so a
story set aside never leaves a sentence pinned by one word ("충전기가 고장났는데 교환 돼요?" is not answered by
a rule on 교체). Checks other than the missing words (a condition the question does not tell, the quantity
asked, …) still apply: this rule only drops words.

General logic on MeCab-ko's tags and endings, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from bot.language.hangul import SSANG_SIOT, final_consonant
from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import NEGATORS, RawMorpheme, analyze, noun_words, raw_morphemes
from bot.rules.clauses import _chain

_TOLD_CONNECTIVES = ("는데", "은데", "ㄴ데", "ᆫ데", "던데")  # -는데 family: "잃어버렸는데", "빌려달라는데"
_CONTENT = ("NNG", "NNP", "SL", "XR", "VV", "VA", "MAG", "NP")


def _past_marker(m: RawMorpheme) -> bool:
    """The morpheme holds the past-tense marker (었/았/였, "잃어버렸"), not the honorific 시 ("오시는데")."""
    if m.expression:
        pieces = [p.split("/")[0] for p in m.expression.split("+") if "/EP/" in p]
    else:
        pieces = [m.surface] if m.pos == "EP" else []
    return any(ch in "었았였" or final_consonant(ch) == SSANG_SIOT for p in pieces for ch in p)


def _past(raw: tuple[RawMorpheme, ...], i: int) -> bool:
    """The ending at `i` follows a past-tense marker ("잃어버렸 + 어요", "왔 + 어요")."""
    return _past_marker(raw[i]) or (i > 0 and _past_marker(raw[i - 1]))


def _boundary(raw: tuple[RawMorpheme, ...]) -> int | None:
    """The index of the morpheme that ends the told clause, or None: the last -는데 connective or past
    statement that an asked clause (a predicate, no question mark before the story) follows."""
    last: int | None = None
    for i, m in enumerate(raw):
        tail = m.pos.split("+")[-1]
        if tail == "EC" and m.surface.endswith(_TOLD_CONNECTIVES):
            last = i
        elif tail == "ETM" and i + 1 < len(raw) and raw[i + 1].surface == "데" and raw[i + 1].pos == "NNB":
            last = i + 1  # "안 켜지는데" read as -는 + 데
        elif tail == "EF" and _past(raw, i) and i + 1 < len(raw) and raw[i + 1].pos != "SF":
            last = i  # "잃어버렸어요 누구한테 …": a past statement, then the question
    if last is None:
        return None
    rest = raw[last + 1:]
    if any(m.pos == "SF" and m.surface == "?" for m in raw[:last]):
        return None  # a question before the story: the story is an afterthought, not the scene
    if not any(m.pos.startswith(("VV", "VA", "VX", "VCP", "XSV", "XSA")) for m in rest):
        return None  # nothing is asked after it ("개인 거긴 한데")
    return last


def _words(raw: Sequence[RawMorpheme]) -> set[str]:
    out: set[str] = set()
    for m in raw:
        if m.pos.split("+")[0] in _CONTENT:
            out.add(m.lemma.lower())
            out.add(m.surface.lower())
    return out


def _clauses(text: str) -> tuple[set[str], set[str]] | None:
    """The words of the told clause and of the asked clause (lemmas, surfaces and compound nouns as
    `content_terms` writes them: 재발급), or None when the question tells nothing before it asks."""
    raw = raw_morphemes(text)
    cut = _boundary(raw)
    if cut is None:
        return None
    told, asked = _words(raw[:cut]), _words(raw[cut + 1:])
    morphs = analyze(text)
    if len(morphs) == len(raw):
        for start, (word, _parts, _after) in noun_words(morphs).items():
            (told if start < cut else asked).add(word.lower())
    return told, asked


@lru_cache(maxsize=4096)
def story_words(text: str) -> frozenset[str]:
    """Lemmas and surfaces of the told clause's content morphemes that the asked clause does not use."""
    clauses = _clauses(text)
    return frozenset(clauses[0] - clauses[1]) if clauses else frozenset()


_ARGUMENT_MARKS = frozenset({"이", "가", "을", "를", "은", "는", "도"})
_RECIPIENT = frozenset({"한테", "에게", "께", "한테서", "에게서"})


def _predicate_of(raw: tuple[RawMorpheme, ...], start: int, end: int) -> tuple[int, bool] | None:
    """The predicate a noun ending at `start` is the subject or object of (marked 이/가/을/를/은/는/도 or bare,
    adverbs, counts and places between) and whether it is negated, or None."""
    k = start
    if k < end and raw[k].pos.startswith("XSN"):
        k += 1  # "애들이"
    if k < end and raw[k].pos.startswith("J"):
        if raw[k].lemma not in _ARGUMENT_MARKS:
            return None  # "지하철에서", "데이터로": a place or means, not what the event happened to
        k += 1
    negated = False
    while k < end:  # adverbs, counts and places between ("지하철에서 잃어버렸는데", "여러 번 틀렸는데")
        if raw[k].pos.startswith(("MAG", "MM", "NNB", "SN")):
            negated = negated or raw[k].surface in NEGATORS
            k += 1
        elif raw[k].pos.startswith(NOUN_OR_LATIN_TAGS) and k + 1 < end and raw[k + 1].pos.startswith("JKB"):
            k += 2
        else:
            break
    if k < end and raw[k].pos.startswith("NNG") and k + 1 < end and raw[k + 1].pos.startswith("XSV"):
        k += 1  # "고장 났는데" written as noun + verb: the verb of the noun
    if k >= end or not raw[k].pos.startswith(("VV", "VA", "XSV")):
        return None
    return k, negated


def _event(raw: tuple[RawMorpheme, ...], start: int, end: int) -> int | None:
    """The predicate a noun ending at `start` is the subject or object of, when it tells an event that
    happened or went wrong ("충전기가 **고장났는데**", "사원증을 **잃어버렸는데**", "인식이 **안 되는데**"): its
    index, or None. A need or purpose ("결재 올려야 하는데", "파일 풀려고") is no event."""
    found = _predicate_of(raw, start, end)
    if found is None:
        return None
    k, negated = found
    return k if (negated and not _purpose(raw, k)) or _happened(raw, k, end) else None


def _lemma_at(raw: tuple[RawMorpheme, ...], k: int) -> str:
    """The predicate's lemma; for a noun made a verb (도난 + 당하다), the noun."""
    return raw[k - 1].lemma if raw[k].pos.startswith("XSV") and raw[k - 1].pos.startswith("NNG") else raw[k].lemma


@lru_cache(maxsize=4096)
def acted_on(text: str, which: bool = True) -> dict[str, str]:
    """The told clause's nouns that are the subject or object of one of its predicates, with that predicate's
    lemma ("회사 노트북 **충전기** 빌려달라는데" -> {충전기: 빌리}); with `which`, a noun right before one, no
    particle between, says which thing it is and is mapped alike."""
    raw = raw_morphemes(text)
    cut = _boundary(raw)
    morphs = analyze(text)
    if cut is None or len(morphs) != len(raw):
        return {}
    nouns = noun_words(morphs)
    out: dict[str, str] = {}
    for start, (word, _parts, after) in nouns.items():
        act = after < len(raw) and raw[after].pos.startswith("XSV")
        found = _predicate_of(raw, after, cut + 1) if start < cut and not act else None
        if found is not None:
            out[word] = _lemma_at(raw, found[0])
    for _start, (word, _parts, after) in nouns.items() if which else ():
        if after in nouns and nouns[after][0] in out and word not in out:
            out[word] = out[nouns[after][0]]
    return out


def _purpose(raw: tuple[RawMorpheme, ...], k: int) -> bool:
    endings, _ = _chain(raw, k)
    return any(e.endswith(("려고", "려는데", "려면", "야")) for e, _ in endings)


def _happened(raw: tuple[RawMorpheme, ...], k: int, end: int) -> bool:
    """The predicate at `k` is in the past tense, not a need or purpose."""
    endings, j = _chain(raw, k)
    while endings and endings[-1][0] in ("어", "아", "여") and j < end and raw[j].pos.startswith("VV"):
        k = j  # "새 나갔는데": the event's tense is on the verb it joins
        endings, j = _chain(raw, k)
    return any(_past_marker(x) for x in raw[k:j]) and not _purpose(raw, k)


@lru_cache(maxsize=4096)
def event_things(text: str) -> frozenset[str]:
    """Nouns of the told clause that an event happened to ("노트북 **충전기가** 고장났는데", "**사원증을**
    잃어버렸는데"): the thing the question is about, never the asker's scene."""
    raw = raw_morphemes(text)
    cut = _boundary(raw)
    if cut is None:
        return frozenset()
    morphs = analyze(text)
    if len(morphs) != len(raw):
        return frozenset()
    out: set[str] = set()
    nouns = noun_words(morphs)
    for start, (word, _parts, after) in nouns.items():
        act = after < len(raw) and raw[after].pos.startswith("XSV")  # "도난 당했는데": 도난 is the act
        if start < cut and not act and _event(raw, after, cut + 1) is not None:
            out.add(word)
    # a noun right before one of them, no particle between, says which thing it was ("**개인** 노트북 도난당했는데")
    out |= {word for _start, (word, _parts, after) in nouns.items() if after in nouns and nouns[after][0] in out}
    return frozenset(out)


@lru_cache(maxsize=4096)
def event_acts(text: str, subjects_only: bool = False) -> frozenset[str]:
    """The predicates of the told clause's events (`event_things`): 잃어버리 of "USB를 잃어버렸어요", 도난 of
    "노트북 도난당했는데" (a noun made a verb counts as the noun)."""
    raw = raw_morphemes(text)
    cut = _boundary(raw)
    morphs = analyze(text)
    if cut is None or len(morphs) != len(raw):
        return frozenset()
    out: set[str] = set()
    for start, (_word, _parts, after) in noun_words(morphs).items():
        if subjects_only and not (after < len(raw) and raw[after].pos.startswith("JKS")):
            continue  # with `subjects_only`, an event that befell a thing marked 이/가 ("USB가 고장났는데")
        k = _event(raw, after, cut + 1) if start < cut else None
        if k is not None:
            noun_verb = raw[k].pos.startswith("XSV") and raw[k - 1].pos.startswith("NNG")
            out.add(raw[k - 1].lemma if noun_verb else raw[k].lemma)
    return frozenset(out)


@lru_cache(maxsize=4096)
def asked_things(text: str) -> frozenset[str]:
    """Nouns of the asked clause that name things, not the act asked ("**분실 신고** 하면", a chain of nouns
    before 하다, names the act) nor the one told ("IT 담당자한테"): "거기 회사 **노트북** 있었음 뭐부터 해야돼"
    asks about the laptop."""
    raw = raw_morphemes(text)
    cut = _boundary(raw)
    morphs = analyze(text)
    if cut is None or len(morphs) != len(raw):
        return frozenset()
    nouns = noun_words(morphs)
    out: set[str] = set()
    for start, (word, _parts, after) in nouns.items():
        k = after
        while k in nouns:
            k = nouns[k][2]  # through the chain of nouns ("분실 신고")
        act = k < len(raw) and (raw[k].pos.startswith("XSV") or (raw[k].pos.startswith("VV") and raw[k].lemma == "하"))
        told_to = k < len(raw) and raw[k].pos.startswith("JKB") and raw[k].lemma in _RECIPIENT  # "IT 담당자한테"
        if start > cut and not act and not told_to:
            out.add(word)
    return frozenset(out)


# "무료인 걸로 아는데" (알, read 아), "선배가 그러는데": a premise, not a scene
_HEARSAY = frozenset({"알", "아", "그러", "듣", "들"})


@lru_cache(maxsize=4096)
def hearsay(text: str) -> bool:
    """The told clause ends in a verb of knowing or hearing: it carries a premise to check, never a scene."""
    raw = raw_morphemes(text)
    cut = _boundary(raw)
    if cut is None:
        return False
    if raw[cut].surface.endswith("던데"):
        return True  # "하루 지나야 풀린다던데", "그렇게 하던데": what the asker was told or saw
    verbs = [m for m in raw[:cut + 1] if m.pos.startswith(("VV", "VA", "XSV"))]
    return bool(verbs) and verbs[-1].lemma in _HEARSAY


def scene_only(text: str, missing_words: Sequence[str], asked: Sequence[str], carried: Callable[[str], bool],
               anchors: int, person: Callable[[str], bool] = lambda _w: False, event_named: bool = False) -> bool:
    """Whether every missing word of a sentence is a word of the question's told clause, so that the asker's
    story may be left out. The asked clause must have words of its own (`asked`: the question's terms outside the
    story, generic verbs left out), each `carried` by the sentence or its heading, and the sentence itself must
    carry at least two distinct things of the question (`anchors`), one of them asked. Not when a missing word is a
    thing the story's event happened to (`event_things`; a `person` who acts in it may be left out), nor when the
    told clause is something the asker heard or knows (`hearsay`). A question that asks only in frame words
    ("어디에 알려요?", "어떡하죠") asks about the told event: the sentence itself must then name that event and
    the thing it happened to (`event_named`)."""
    if anchors < 2 or not missing_words or not (asked or event_named) or not all(carried(word) for word in asked):
        return False
    story = story_words(text)
    if not story or not all(word.lower() in story for word in missing_words) or hearsay(text):
        return False
    things = event_things(text)
    return not any(word in things and not person(word) for word in missing_words)
