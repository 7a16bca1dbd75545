"""A situation the asker states beside the question, and a sentence whose rule holds under another condition
(issue 8, helper `aside36`).

`bot.matching.question_parts` drops a remark after the question that only says where the asker stands ("OTP 꼭
해야 돼요? 지금 호텔인데", bot.rules.trailing_aside), and a question may tell someone's request ("IT 담당자가 노트북
좀 달라고 하는데 줘도 돼요?"). Either way the asker has said what situation the question is set in, so a sentence
whose rule is tied to a condition of its own does not answer it when that condition is another one:

- the sentence's condition clause ("휴대폰을 **바꾸면** …", "**퇴사하면** …", "… 계정 정보를 **입력했다면** …")
  names nothing the question or the remark names: the rule is for another event;
- the remark places the asker at the workplace ("지금 사무실인데") and the sentence sets its rule outside it
  ("회사 밖에서는 VPN을 먼저 연결한 뒤 …"): the policy says nothing about the workplace;
- the remark places the asker somewhere else ("지금 집인데", "호텔인데") and the sentence sets its rule in a named
  place that is not it ("카페·공항 등 공용 와이파이에서는 …"). A rule set outside the workplace ("회사 밖에서는")
  holds for any such place, and so meets a condition clause of its own ("회사 밖에서 … 접속할 때는").
"""

from __future__ import annotations

import re

from bot.language.tags import KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, analyze, compact
from bot.rules.place_scope import OUTSIDE, WORKPLACE, places
from bot.rules.trailing_aside import left_open

# condition endings of a clause ("바꾸면", "입력했다면", "없으면")
_CONDITION_ENDS = frozenset({"면", "으면", "다면", "라면", "이면", "으면은"})
_CONTENT_TAGS = ("NNG", "NNP", "SL", "VV", "VA", "XR")
# a clause boundary inside a sentence
_BOUNDARY_TAGS = ("EC", "SF", "SP", "JX")
# someone's request told in the question ("달라고 하는데", "보내 달래요", "해달라는데", "요청했는데")
_REQUEST = re.compile(r"달라(?:고|는|네|더|던)|달래|요청(?:하|했|이 ?왔|받)")
# where an asker can be (a closed class): the workplace, its outside and the places people work from or pass
# through ("지금 호텔인데"); a remark naming none ("귀찮은데", "내일 오전 미팅인데") states no place
_WHERE = WORKPLACE | OUTSIDE | frozenset({"집", "자택", "호텔", "숙소", "카페", "공항", "해외", "출장지", "현장",
                                          "고객사", "지하철", "기차", "버스", "휴게실", "로비"})


def _clauses(morphs: tuple[Morph, ...]) -> list[tuple[str, ...]]:
    """The content words of each condition clause of a sentence: the words since the last clause boundary
    before a condition ending ("면") or before "때" followed by a particle ("접속할 때는")."""
    out: list[tuple[str, ...]] = []
    start = 0
    for i, m in enumerate(morphs):
        closes = (m.tag == "EC" and m.surface in _CONDITION_ENDS) or (
            m.lemma == "때" and m.tag.startswith("NN") and i + 1 < len(morphs) and morphs[i + 1].tag.startswith("J"))
        if closes:
            words = tuple(x.lemma for x in morphs[start:i] if x.tag in _CONTENT_TAGS)
            if words:
                out.append(words)
            start = i + 1
        elif m.tag in _BOUNDARY_TAGS and not (i + 1 < len(morphs) and morphs[i + 1].tag == "VX"):  # "잃어 버리면"
            start = i + 1
    return out


def _requesters(question: str) -> frozenset[str]:
    """The nouns that make the request told in the question: subjects ("IT 담당자가 … 달라고")."""
    morphs = analyze(question)
    return frozenset(morphs[i - 1].lemma for i, m in enumerate(morphs)
                     if i and m.tag == "JKS" and morphs[i - 1].tag in NOUN_OR_LATIN_TAGS)


def _picked_out(morphs: tuple[Morph, ...], people: frozenset[str]) -> list[tuple[str, ...]]:
    """The deeds that pick out one of `people` in the sentence ("신고를 받은 IT 담당자가 …" -> (신고, 받)): the
    content words of a modifier clause before that noun."""
    out: list[tuple[str, ...]] = []
    start = 0
    for i, m in enumerate(morphs):
        if m.tag == "ETM":
            head = next((x.lemma for x in morphs[i + 1:i + 3] if x.tag in KOREAN_NOUN_TAGS), None)
            words = tuple(x.lemma for x in morphs[start:i] if x.tag in _CONTENT_TAGS)
            if head in people and words:
                out.append(words)
            start = i + 1
        elif m.tag in _BOUNDARY_TAGS:
            start = i + 1
    return out


def stated_place(aside: str) -> tuple[str, ...]:
    """The place a remark puts the asker in ("지금 호텔인데" -> (호텔,)): its nouns that are not times."""
    return tuple(m.lemma for m in analyze(aside) if m.tag in KOREAN_NOUN_TAGS and m.lemma in _WHERE)


# the same in English ("The IT person asked me to hand over my laptop", "Security asked for my USB")
_ENGLISH_REQUEST = re.compile(r"\basked (?:me )?(?:for|to)\b|\bwants? me to\b|\brequested\b", re.IGNORECASE)


def tells_request(question: str) -> bool:
    """The question tells someone's request ("… 달라고 하는데", "… 보내 달래요", "asked me to …")."""
    return _REQUEST.search(compact(question)) is not None or _ENGLISH_REQUEST.search(question) is not None


_SENTENCE_END = re.compile(r"(?<=[?？.!])\s+")


def situation(question: str, beside: str) -> str:
    """The remarks that say where the asker stands: those after the question in `question` ("… 돼요? 지금
    회사인데요") and those set beside it (`beside`: remarks dropped or told apart), left open on a scene ending
    and asking nothing."""
    pieces = _SENTENCE_END.split(question.strip())[1:] + _SENTENCE_END.split(beside.strip())
    pieces = [p for p in pieces if stated_place(p)]
    return " ".join(p for p in pieces if p and "?" not in p and "？" not in p and left_open(p))


def problems(question: str, beside: str, sentence: str) -> list[str]:
    """What keeps `sentence` from answering `question` given the asker's stated situation: a remark after the
    question (in it or set `beside` it) or a request told in the question. Empty when neither is there."""
    aside = situation(question, beside)
    requested = tells_request(question)
    if not aside and not requested:
        return []
    place = stated_place(aside) if aside else ()
    away = (place and not any(w in WORKPLACE for w in place)) or any(
        not any(w in WORKPLACE for w in p) for p, _ in places(question))  # "집에서 …": the question's own place
    at_work = any(w in WORKPLACE for w in place) and not any(w in OUTSIDE for w in place)
    set_places = places(sentence)
    outside = any(any(w in OUTSIDE for w in phrase) for phrase, _ in set_places)
    out: list[str] = []
    if at_work and set_places and any(not any(w in WORKPLACE for w in p) or any(w in OUTSIDE for w in p)
                                      for p, _ in set_places):
        out.append(f"(the asker's place: {' '.join(place)}; the rule is for another place)")
    elif place and not at_work:
        squeezed = compact(f"{question} {aside}")
        named = [p for p, topic in set_places if topic and not any(w in OUTSIDE or w in WORKPLACE for w in p)]
        if named and not any(compact(w) in squeezed for p in named for w in p):
            out.append(f"(the asker's place: {' '.join(place)}; the rule is for {' '.join(named[0])})")
    if out or (away and not at_work and outside):
        return out
    said = compact(f"{question} {aside}").lower()
    stems = {m.lemma.lower() for m in analyze(f"{question} {aside}")}
    clauses = _clauses(analyze(sentence))
    if requested:
        clauses += _picked_out(analyze(sentence), _requesters(question))
    for words in clauses:  # the clause's predicate: its last content word ("가져갈 때" -> 가져가)
        if compact(words[-1]).lower() not in said and words[-1].lower() not in stems:
            out.append(f"(the sentence's own condition: {' '.join(words)}; the question states another situation)")
            break
    return out
