"""Rules scoped to a place or a situation, asked about another one (issue 8, near-miss hunt `_y`).

Read on the analyzer's tags and closed word classes; used by `bot.topic.TopicMatcher.coverage`, so the extractive
generator and the `answers_question` check decide alike.

- A sentence that sets its rule outside the workplace ("회사 **밖에서는** VPN을 먼저 연결한 뒤 …") or in a place
  that is not the workplace ("카페·공항 등 공용 와이파이**에서는** …") does not answer a question set in the
  workplace ("회사 **안에서도** VPN 켜야 돼요?", "**사무실에서** …", "**회사 와이파이에서는** …", "**출근해서** …").
- A section whose heading names a situation ("재택근무 **중** 보안") scopes its rules to that situation: a question
  set in a place that is not that situation, itself or as a glossary variant of it ("**사무실에서** 자리 비울 때",
  "**카페에서** 일하다"), asks about another one ("**집에서** 일할 때" is 재택근무).
- "X 말고 Y" with X and Y the same thing qualified otherwise ("관리자 계정 말고 일반 계정도", "회사 노트북 말고
  개인 노트북에"): Y is asked, and a sentence that does not name Y is about X or about the thing in general.
"""

from __future__ import annotations

from functools import lru_cache

from bot.knowledge.glossary import Glossary
from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, analyze, compact
from bot.rules.scope_kind import is_container

# Nouns that name the workplace itself (a closed class) and nouns that turn a place into its outside.
WORKPLACE = frozenset({"회사", "사무실", "사내", "오피스", "본사", "지사", "사옥", "직장"})
OUTSIDE = frozenset({"밖", "바깥", "외부", "사외"})
INSIDE = frozenset({"안", "내", "내부"})
# rooms of the workplace a thing is carried to ("본사 다른 층 회의실로 가져가도"): the workplace as well
ROOMS = frozenset({"회의실", "층", "사무실", "자리", "탕비실", "로비", "강당", "옆자리", "부서"})
# verbs of carrying a thing somewhere: the 로-phrase before them is where it goes ("회사 밖으로 가져갈 때는")
_CARRYING = ("가져가", "가지", "들", "옮기", "갖고", "챙기")
# a verb that says the asker is at the workplace ("출근해서 …", "출근했을 때")
AT_WORK = frozenset({"출근"})
_PLACE_PARTS = ("NNG", "NNP", "SL", "NNB")


def _phrase_before(morphs: tuple[Morph, ...], i: int) -> tuple[str, ...]:
    """The noun run written just before morph `i` (nouns, "·" and "등" between them)."""
    words: list[str] = []
    j = i - 1
    while j >= 0 and (morphs[j].tag in _PLACE_PARTS or morphs[j].surface == "·"):
        if morphs[j].surface != "·":
            words.append(morphs[j].lemma)
        j -= 1
    return tuple(reversed(words))


def _only(morphs: tuple[Morph, ...], i: int) -> bool:
    """"회사 안에서만", "회사 안에서 접속할 때만": the text asserts the place is the only one (a premise the
    rule for another place corrects: "OTP는 회사 안에서 접속할 때만 쓰는 거 맞죠?")."""
    for j in range(i + 1, min(i + 5, len(morphs))):
        if morphs[j].tag == "JX" and morphs[j].surface == "만" and (j == i + 1 or morphs[j - 1].lemma == "때"):
            return True
        if morphs[j].tag in ("EC", "EF", "SF"):
            return False
    return False


@lru_cache(maxsize=8192)
def places(text: str) -> tuple[tuple[tuple[str, ...], bool], ...]:
    """The places a text sets something in: the noun phrase before each "에서", with whether it is
    topic-marked ("에서는": the text's scope). A place asserted as the only one ("에서만") is left out."""
    morphs = analyze(text)
    out = []
    for i, m in enumerate(morphs):
        if m.tag == "JKB" and m.surface == "에서":
            phrase = _phrase_before(morphs, i)
            if phrase and not _only(morphs, i):
                topic = i + 1 < len(morphs) and morphs[i + 1].tag == "JX" and morphs[i + 1].surface == "는"
                out.append((phrase, topic))
    return tuple(out)


@lru_cache(maxsize=8192)
def destinations(text: str) -> tuple[tuple[str, ...], ...]:
    """The places a text carries a thing to: the noun phrase before 로/으로 right before a verb of carrying
    ("회의실로 가져가는", "회사 밖으로 가져갈 때는"); a means ("보안 USB로 자료를 …") is followed by something else."""
    morphs = analyze(text)
    out = []
    for i, m in enumerate(morphs[:-1]):
        if m.tag == "JKB" and m.surface in ("로", "으로") and morphs[i + 1].tag.startswith("VV") \
                and morphs[i + 1].lemma.startswith(_CARRYING):
            phrase = _phrase_before(morphs, i)
            if phrase:
                out.append(phrase)
    return tuple(out)


@lru_cache(maxsize=8192)
def _describing_places(text: str) -> frozenset[tuple[str, ...]]:
    """The places before 에서 followed by a verb in its modifier form ("회사에서 쓰는 USB", "회사에서 받은 노트북"):
    they
    say which thing is meant, not where the asker is."""
    morphs = analyze(text)
    out = set()
    for i, m in enumerate(morphs[:-2]):
        if m.tag == "JKB" and m.surface == "에서" and morphs[i + 1].tag.startswith("VV") and (
                morphs[i + 2].tag == "ETM" or morphs[i + 1].tag.endswith("ETM")):
            phrase = _phrase_before(morphs, i)
            if phrase:
                out.add(phrase)
    return frozenset(out)


def _workplace(phrase: tuple[str, ...]) -> bool:
    return any(w in WORKPLACE for w in phrase) and not any(w in OUTSIDE for w in phrase)


def _outside(phrase: tuple[str, ...]) -> bool:
    return any(w in OUTSIDE for w in phrase)


@lru_cache(maxsize=8192)
def question_workplace(question: str) -> str | None:
    """The workplace the question sets itself in ("회사 안에서도" -> 회사 안, "출근해서" -> 출근), or None. A place that
    only says which thing is meant ("회사에서 쓰는 그 보안 USB에 자료를 담아서 외부 미팅에 들고 가려고", session 59: the
    company's USB) sets nothing in it."""
    describing = _describing_places(question)
    for phrase, _ in places(question):
        if _workplace(phrase) and phrase not in describing:
            return " ".join(phrase)
    for phrase in destinations(question):  # "본사 다른 층 회의실로 가져가도"
        if (_workplace(phrase) or any(w in ROOMS for w in phrase)) and not _outside(phrase):
            return " ".join(phrase)
    morphs = analyze(question)
    for i, m in enumerate(morphs[:-1]):
        if m.lemma in AT_WORK and morphs[i + 1].tag in DERIVING_SUFFIX_TAGS:
            return m.lemma
    return None


def sentence_elsewhere(sentence: str) -> str | None:
    """The place outside the workplace a sentence sets its rule in: a phrase with an outside noun ("회사
    밖에서"), or a topic-marked place with no workplace noun ("공용 와이파이에서는")."""
    for phrase, topic in places(sentence):
        if _outside(phrase) or (topic and not any(w in WORKPLACE for w in phrase)):
            return " ".join(phrase)
    for phrase in destinations(sentence):  # "회사 밖으로 가져갈 때는"
        if _outside(phrase):
            return " ".join(phrase)
    return None


@lru_cache(maxsize=2048)
def heading_situation(section: str) -> str | None:
    """The situation a section heading names with "중" ("재택근무 중 보안" -> 재택근무)."""
    morphs = analyze(section)
    for i, m in enumerate(morphs[1:], start=1):
        if m.lemma == "중" and m.tag.startswith("NN") and morphs[i - 1].tag in KOREAN_NOUN_TAGS:
            return morphs[i - 1].lemma
    return None


def _situation_names(situation: str, glossary: Glossary) -> tuple[str, ...]:
    names = {situation}
    for word, variants in glossary.variants.items():
        if word == situation or situation in variants:
            names.update((word, *variants))
    return tuple(compact(n) for n in names if n)


def contrast(question: str) -> tuple[str, str] | None:
    """"X 말고 Y" where X and Y end in the same noun: the head noun and Y's whole phrase ("관리자 계정 말고 일반
    계정도" -> (계정, 일반 계정))."""
    morphs = analyze(question)
    for i, m in enumerate(morphs[:-1]):
        if m.lemma == "말" and m.tag == "VV" and morphs[i + 1].surface == "고":
            before = _phrase_before(morphs, i)
            after: list[str] = []
            j = i + 2
            while j < len(morphs) and morphs[j].tag in _PLACE_PARTS:
                after.append(morphs[j].lemma)
                j += 1
            # Y ends at X's head ("테스트 계정 권한도": 테스트 계정)
            head = before[-1] if len(before) >= 2 else None
            k = after.index(head, 1) if head is not None and head in after[1:] else -1
            if head is not None and k >= 1 and before != tuple(after[:k + 1]):
                return head, " ".join(after[:k + 1])
    return None


# nouns that place a time before or after an event (a closed class): "만료 30일 전", "만료된 뒤", "퇴사할 때"
TIME_RELATIONAL = frozenset({"전", "후", "뒤", "이전", "이후", "다음", "때"})


def time_contrast(question: str) -> tuple[str, ...]:
    """"X 말고 Y" with X and Y times ("만료 30일 전 말고 이미 만료된 뒤에는"): Y's nouns that X does not have
    (만료 is X's too: 뒤). Empty when the question makes no such contrast."""
    morphs = analyze(question)
    for i, m in enumerate(morphs[:-1]):
        if m.lemma == "말" and m.tag == "VV" and morphs[i + 1].surface == "고" and i >= 1 \
                and morphs[i - 1].lemma in TIME_RELATIONAL:
            before = {x.lemma for x in morphs[max(0, i - 6):i] if x.tag in NOUN_OR_LATIN_TAGS}
            after: list[str] = []
            for x in morphs[i + 2:i + 9]:
                if x.tag in NOUN_OR_LATIN_TAGS:
                    after.append(x.lemma)
                if x.lemma in TIME_RELATIONAL:
                    return tuple(w for w in after if w not in before)
                if x.tag in ("EF", "SF"):
                    break
    return ()


def problems(question: str, sentence: str, section: str, body: str, glossary: Glossary) -> list[str]:
    """What keeps a sentence (with its section heading; `body`: the heading, bullet and sentence) from
    answering a question set in another place or situation. Korean questions only."""
    out: list[str] = []
    at_work = question_workplace(question)
    elsewhere = sentence_elsewhere(sentence)
    if at_work and elsewhere:
        out.append(f"(the question's place: {at_work}; the rule is for {elsewhere})")
    situation = heading_situation(section)
    if situation and not out:
        names = _situation_names(situation, glossary)
        squeezed = compact(body)
        asked = [" ".join(p) for p, _ in places(question)
                 if not any(compact(w) in n for w in p for n in names) and not all(compact(w) in squeezed for w in p)]
        if at_work and not any(compact(at_work) in n for n in names):
            asked.append(at_work)
        if asked:
            out.append(f"(the question's place: {asked[0]}; the section is for {situation})")
    contrasted = time_contrast(question)
    said = {m.lemma for m in analyze(body)} if contrasted else set()
    other_time = [w for w in contrasted if w not in said]
    if other_time:
        out.append(f"({' '.join(other_time)}: the question asks another time than the sentence's)")
    pair = contrast(question)
    if pair and compact(pair[1]) not in compact(body):
        out.append(f"({pair[1]}: the question asks it instead of another {pair[0]}; the sentence does not name it)")
    return out


def only_qualifier(noun: str, body: str, asked: frozenset[str]) -> bool:
    """The noun occurs in `body` only right before another noun the question does not name: it qualifies
    that thing ("**VPN** 인증서의 유효기간은 1년이다" is about the certificate, not about VPN). Used for the excuse
    of a predicate worded otherwise (`TopicMatcher._unexcused`): a sentence whose one shared noun merely
    qualifies another thing does not state the question's act in other words ("회사 안에서도 VPN 켜야 돼요?")."""
    morphs = analyze(body)
    key = compact(noun).lower()
    seen = False
    for i, m in enumerate(morphs):
        if compact(m.lemma).lower() != key:
            continue
        seen = True
        following = morphs[i + 1] if i + 1 < len(morphs) else None
        # a container noun after it (문서, 파일 …) says nothing of the topic: in "대외비 문서의 출력물" the
        # qualifier is what the sentence is about (bot.rules.scope_kind)
        if following is None or following.tag not in NOUN_OR_LATIN_TAGS or following.lemma in asked \
                or is_container(following.lemma):
            return False
    return seen
