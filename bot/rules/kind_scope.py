"""A rule's condition, method or timing that the question does not share (issue 8, near-miss hunt `_zb`): a
sentence on the right topic that is scoped otherwise is no answer. Part of the `answers_question` check and of
the extractive generator's choice, both through `bot.topic.TopicMatcher.coverage`. Korean questions only.

- **A negated condition**: "25MB 안 넘는 파일도 링크로 보내도 돼요?" asks about the files the rule "25MB가
  **넘는** 파일은 … 공유 링크를 보낸다" leaves out; "의심 안 가는 메일도 신고해요?" is not answered by
  "의심스러운 메일은 … 신고한다". A predicate the question negates inside a modifier or a condition ("안/못 V-는",
  "V-지 않-은", "안 V-면"; with a light verb, the noun before it: "의심 안 가는") that the sentence states
  un-negated inside its own modifier or condition marks the other side of the rule's scope. The sentence's
  main act negated in the question ("OTP 안 쓰면 안 돼요?" -> "OTP … 반드시 사용한다") is a permission asked
  and is left alone.
- **The asker's own deed**: "본인이 하지 않은 로그인 실패 알림을 받으면 신고한다" is scoped to what the asker
  did not do; a question that says the asker did it ("제가 비번 틀려서 온 알림도 …") and negates nothing is
  on the other side.
- **How to do it**: "암호 거는 방법", "옮기는 방법 좀요", "어떻게 하는지 알려주세요" ask for a procedure. A rule
  that only requires the act ("자료는 사내 드라이브로 옮긴다") is no answer: the sentence must end on the asked
  act and add a means, a recipient or a step the question does not already hold ("버튼으로 신고한다",
  "완전 삭제 도구로 지운다", "IT 담당자에게 반납한다", "사내 드라이브에 올리고 공유 링크를 보낸다"), or end on
  another deed that it sets before or at the asked act ("소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다").
  How-to questions without these words ("-려면 어떻게", "어떻게 V"): `bot.rules.asked_how`.
- **Timing relative to another event**: "휴가 가기 전에 비번 바꿔 둬야 돼요?", "퇴사 전날까지 계정 쓸 수
  있어요?" time the act against an event (the noun before 전/후/뒤/다음/전날/나서 …); a sentence that does not
  name that event (itself or as its glossary policy word) times nothing against it. A question that asks
  after an event ("만료되고 나서 며칠 안에 …") is not answered by a sentence that only sets a time before it
  ("만료 7일 전부터 …"), unless it asks leave to do the act after it ("만료되고 나서 신청해도 되지 않나?"): the
  sentence that sets the time before answers no.

General logic on the analyzer's tags and closed word classes, never lists of questions.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from bot.language.hangul import NIEUN, RIEUL, ends_in, final_consonant
from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import NEGATORS, Morph, analyze, compact
from bot.rules.ended_purpose import ended_anchor

# verbs that carry a noun's meaning ("의심 가다", "확인 되다"): the negated content is the noun before them
_LIGHT = frozenset({"가", "되", "하", "나", "들", "있"})
_CONDITION_ENDINGS = frozenset({"면", "으면"})
# particles that name a means or a recipient of an act ("버튼으로 신고한다", "IT 담당자에게 반납한다")
MEANS_PARTICLES = frozenset({"로", "으로", "에게", "한테", "께"})
# time nouns after which a modifier is a time, not a scope ("연결한 뒤", "교체할 때"); bot.rules.condition_figure too
TIME_NOUNS = frozenset({"뒤", "후", "전", "다음", "때", "동안", "이후", "이전"})


def _content(morphs: tuple[Morph, ...], i: int) -> str | None:
    """The content lemma of the predicate at `i`: the verb itself, or the noun before a light verb."""
    m = morphs[i]
    if m.tag in DERIVING_SUFFIX_TAGS or (m.lemma in _LIGHT and m.tag.startswith("V")):
        j = i - 1
        while j >= 0 and morphs[j].lemma in NEGATORS and morphs[j].tag == "MAG":
            j -= 1
        if j >= 0 and morphs[j].tag in ("NNG", "NNP", "XR"):
            return morphs[j].lemma
        return None
    if m.tag in VERB_ADJECTIVE_TAGS:
        return m.lemma
    return None


def _scoping(morphs: tuple[Morph, ...], k: int) -> bool:
    """Morpheme `k` (the one after a predicate) opens a modifier or a condition, not a time clause."""
    if k >= len(morphs):
        return False
    m = morphs[k]
    before = morphs[k - 1] if k >= 1 else None
    if before is not None and before.tag in ("XSA", "VA", "VV") and m.tag in KOREAN_NOUN_TAGS and _ends_in_n(
            before.surface):
        return True  # a modifier fused into the predicate's surface ("의심스러운 메일")
    if m.tag == "ETM":
        return not (k + 1 < len(morphs) and morphs[k + 1].lemma in TIME_NOUNS)
    return m.tag == "EC" and m.lemma in _CONDITION_ENDINGS


def _ends_in_n(surface: str) -> bool:
    """The surface ends on a syllable with the final consonant ㄴ (index 4): a fused modifier ending."""
    return ends_in(surface, NIEUN)


@lru_cache(maxsize=8192)
def negated_scopes(question: str) -> frozenset[str]:
    """Lemmas the question negates inside a modifier or a condition ("25MB 안 넘는 파일", "의심 안 가는 메일",
    "하지 않은", "안 넘으면")."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.tag == "MAG" and m.lemma in NEGATORS and i + 1 < len(morphs):
            j = i + 1
            if morphs[j].tag.startswith("V") or morphs[j].tag in DERIVING_SUFFIX_TAGS:
                content = morphs[j].lemma if morphs[j].lemma not in _LIGHT else None
                if content is None and i >= 1 and morphs[i - 1].tag in ("NNG", "NNP", "XR"):
                    content = morphs[i - 1].lemma
                if content and _scoping(morphs, j + 1):
                    out.add(content)
        if m.tag == "VX" and m.lemma == "않" and i >= 2 and morphs[i - 1].lemma == "지":
            content = _content(morphs, i - 2)
            if content and _scoping(morphs, i + 1):
                out.add(content)
    return frozenset(out)


@lru_cache(maxsize=8192)
def stated_scopes(sentence: str) -> frozenset[str]:
    """Lemmas the sentence states un-negated inside a modifier or a condition ("25MB가 넘는 파일은",
    "의심스러운 메일은", "감염이 의심되면")."""
    morphs = analyze(sentence)
    out: set[str] = set()
    for i in range(len(morphs)):
        content = _content(morphs, i)
        if content is None or (i >= 1 and morphs[i - 1].tag == "MAG" and morphs[i - 1].lemma in NEGATORS):
            continue
        if i + 1 < len(morphs) and morphs[i + 1].lemma == "지" and i + 2 < len(morphs) and morphs[i + 2].lemma in (
                "않", "말"):
            continue
        if _scoping(morphs, i + 1):
            out.add(content)
    return frozenset(out)


@lru_cache(maxsize=8192)
def ruled_out(sentence: str) -> frozenset[str]:
    """Lemmas the sentence's ruling negates: "V-ㄹ 수 없다" ("다시 쓸 수 없다"), "V-지 않는다", "V-지 못한다"."""
    morphs = analyze(sentence)
    out: set[str] = set()
    for i, m in enumerate(morphs[:-2]):
        if not m.tag.startswith("VV"):
            continue
        after = [x.lemma for x in morphs[i + 1:i + 3]]
        if after == ["수", "없"] or (after[0] == "지" and after[1] in ("않", "못")):
            out.add(m.lemma)
    return frozenset(out)


@lru_cache(maxsize=8192)
def negated_nouns(question: str) -> frozenset[str]:
    """Nouns the question sets aside as a kind: "대외비 아닌 파일", "대외비가 아니면" (N (이/가) 아니-)."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.tag != "VCN":
            continue
        j = i - 1
        if j >= 0 and morphs[j].tag in ("JKS", "JKC"):
            j -= 1
        if j >= 0 and morphs[j].tag in KOREAN_NOUN_TAGS:
            out.add(morphs[j].lemma)
    return frozenset(out)


def _qualifiers(text: str) -> set[str]:
    """Nouns the text writes right before another noun, naming a kind of it ("대외비 문서", "대외비 출력물"); a
    table cell ("| 유료 |") or a noun with a particle names no kind."""
    morphs = analyze(text)
    return {m.lemma for m, nxt in itertools.pairwise(morphs)
            if m.tag in KOREAN_NOUN_TAGS and nxt.tag in KOREAN_NOUN_TAGS}


_FIRST_PERSON_DOER = re.compile(r"(?:제가|내가|저가|저희가)")
_OWN_DEED_NEGATED = re.compile(r"본인이\s*\S*\s*(?:하지|되지)\s*않은")


def negated_condition_problem(question: str, sentence: str, section: str = "") -> str | None:
    """The question stands on the other side of the sentence's condition (see the module docstring). `section`:
    the excerpt's whole text; a kind the question sets aside ("대외비 아닌 파일도 …") that the section names
    is the kind its rules are about ("대외비 문서를 외부로 보낼 때는 …" scopes the 암호 sentence after it)."""
    # "최근 몇 개까지 못 쓰는 거예요?" against "최근에 쓴 비밀번호 5개는 다시 쓸 수 없다": the negated act is the rule's
    # own negated ruling, which the question asks about, not the other side of its condition
    crossed = (negated_scopes(question) & stated_scopes(sentence)) - ruled_out(sentence)
    if crossed:
        return f"(the question negates the rule's condition: {'/'.join(sorted(crossed))})"
    kinds = negated_nouns(question) & _qualifiers(f"{sentence} {section}")
    if kinds:
        return f"(the question sets aside the rule's kind: {'/'.join(sorted(kinds))} 아닌)"
    if _OWN_DEED_NEGATED.search(sentence) and _FIRST_PERSON_DOER.search(question) and not _negates(question):
        return "(the rule is for what the asker did not do; the question says the asker did it)"
    return None


def _negates(text: str) -> bool:
    morphs = analyze(text)
    # 안/못 V, V-지 않, "한 적 없는데", "제가 한 거 아니에요"
    return any((m.tag == "MAG" and m.lemma in NEGATORS) or (m.tag == "VX" and m.lemma == "않")
               or m.tag == "VCN" or (m.tag == "VA" and m.lemma == "없") for m in morphs) \
        or re.search(r"안\s*(?:했|한|하)", text) is not None


# An explicit request for a procedure: "방법", "하는 법" ("거는 법", "푸는법이"), "절차", "어떻게 …는지", "어케 …는지".
# ("어떻게 되는지" asks what becomes of a thing, not how to do an act; "불법", "법적" are other words)
_METHOD = re.compile(r"방법|[가-힣]는\s*법(?=$|[^가-힣]|[이을은도좀])|절차"
                     r"|(?:어떻게|어케|어캐)\s*(?!되는지|돼는지)\S*는지")
_GENERIC_ACTS = frozenset({"하", "되", "있", "없", "알리", "주", "좀", "알", "궁금", "궁금하"})  # …는지 궁금합니다


def _asked_act(morphs: tuple[Morph, ...]) -> str | None:
    """The act whose procedure is asked: the last content predicate before the method word."""
    stop = len(morphs)
    for i, m in enumerate(morphs):
        if m.lemma in ("방법", "법", "절차", "어떻게", "어케", "어캐"):
            stop = i
            break
    if stop >= 2 and morphs[stop - 1].surface == "는" and morphs[stop - 2].surface == "거" and (
            morphs[stop - 2].tag == "NNB"):
        return "걸"  # "암호 거는 방법": the analyzer reads 거는 (걸다, ㄹ dropped) as 거 + 는
    if stop < len(morphs) and morphs[stop].lemma in ("어떻게", "어케", "어캐"):
        # "25MB 넘으면 어떻게 보내는지": the act after 어떻게 is asked, the one before is its condition
        after = [c for i in range(stop + 1, len(morphs)) if (c := _content(morphs, i)) and c not in _GENERIC_ACTS]
        if after:
            return after[0]
    # "암호 알려주는 방법": before 방법 / 법, telling is the act asked, not a request to the bot ("…방법 알려주세요")
    generic = _GENERIC_ACTS - {"알리"} if stop < len(morphs) and morphs[stop].lemma in ("방법", "법") else _GENERIC_ACTS
    for i in range(stop - 1, -1, -1):
        content = _content(morphs, i)
        if content and content not in generic:
            return content
    return None


def _final_act(morphs: tuple[Morph, ...]) -> tuple[int, str] | None:
    for i in range(len(morphs) - 1, -1, -1):
        content = _content(morphs, i)
        if content and content not in ("되", "있"):
            return i, content
    return None


def _same_act(a: str, b: str) -> bool:
    # "거는" is analyzed as 거 (걸 with its ㄹ dropped): compare stems without a final ㄹ
    return a == b or (len(a) == len(b) and a[:-1] == b[:-1] and _drops_rieul(a[-1], b[-1]))


def _drops_rieul(short: str, full: str) -> bool:
    """`full` is `short` with a final ㄹ (a Hangul syllable's final consonant index 8)."""
    return final_consonant(short) == 0 and ord(full) == ord(short) + RIEUL


# the acts a sentence sets as its occasion or purpose ("접속할 때", "설치하기 전", "제공하려면")
_OCCASIONS = frozenset({"때", "경우", "전", "동안"})
STATES = frozenset({"없", "있", "같", "다르"})  # predicates of a state, not of a deed


def occasions(morphs: tuple[Morph, ...], end: int) -> set[str]:
    """The acts the sentence (before `end`) sets as its occasion or purpose ("접속할 때", "제공하려면")."""
    out: set[str] = set()
    for j in range(end):
        content = _content(morphs, j)
        if content is None or j + 1 >= len(morphs):
            continue
        after = morphs[j + 1: j + 3]
        if after[0].surface.endswith(("려면", "려고")) or any(m.lemma in _OCCASIONS and m.tag == "NNG" for m in after):
            out.add(content)
    return out


def passive(morphs: tuple[Morph, ...], i: int) -> bool:
    return morphs[i].tag == "XSV" and morphs[i].surface[:1] in ("되", "된", "돼", "됨")


def is_deed(morphs: tuple[Morph, ...], i: int, content: str) -> bool:
    """The predicate at `i` is something a person does: not a state ("쓸 수 없다"), a passive ("표시된다") nor a
    classing ("사내 한정으로 본다")."""
    if content in STATES or passive(morphs, i):
        return False
    before = {morphs[k].lemma for k in (i - 1, i - 2) if k >= 0}
    return not (content in ("보", "간주") and before & {"로", "으로"})


def _needed_first(act: str, morphs: tuple[Morph, ...], final: tuple[int, str] | None) -> bool:
    """The sentence ends on another deed that it sets before or at the asked act ("설치하기 전에 … 승인을 받는다",
    "접속할 때는 … 사용한다"): what the act needs first, an answer to how it is done."""
    return final is not None and not _same_act(act, final[1]) and act in occasions(morphs, final[0]) \
        and is_deed(morphs, *final)


def method_problem(question: str, sentence: str) -> str | None:
    """The question asks how to do an act; the sentence only requires it (see the module docstring)."""
    if not _METHOD.search(question):
        return None
    morphs = analyze(question)
    act = _asked_act(morphs)
    if act is None:
        return None
    smorphs = analyze(sentence)
    final = _final_act(smorphs)
    if final is None or not _same_act(act, final[1]):
        # "설치 절차" -> "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다" says what the act needs first
        return None if _needed_first(act, smorphs, final) else f"(how to {act}: the sentence does not end on that act)"
    asked = compact(question)
    for j in range(final[0] - 1, -1, -1):
        m = smorphs[j]
        if m.tag == "SC" or (m.tag == "JX" and m.lemma in ("은", "는")):
            break  # the clause of the final act begins after a comma or a topic ("…반납하고, 자료는 …")
        if m.tag == "JKB" and m.lemma in MEANS_PARTICLES and j >= 1:
            noun = smorphs[j - 1].lemma
            if compact(noun) and compact(noun) not in asked:
                return None  # a means or a recipient the question does not hold
        if m.tag == "EC" and m.lemma in ("고", "어", "아", "어서", "아서") and j >= 1:
            step = _content(smorphs, j - 1)
            if step and compact(step) not in asked:
                return None  # a step before the act
        if m.tag == "ETM" and j + 1 < len(smorphs) and smorphs[j + 1].lemma in ("뒤", "후", "다음"):
            step = _content(smorphs, j - 1) if j >= 1 else None
            if step and compact(step) not in asked:
                return None
    return f"(how to {act}: the sentence requires it and states no means or step)"


_BEFORE = frozenset({"전", "전날", "이전", "직전", "전까지"})
_AFTER = frozenset({"후", "뒤", "다음", "이후", "직후", "다음날"})
# nouns that measure time or end something, not an event ("몇 시간 뒤", "끝나고 나서")
_NOT_EVENTS = frozenset({"시간", "일", "주", "달", "개월", "년", "분", "며칠", "몇", "끝", "이내", "안", "그", "이",
                         "영업", "영업일", "날", "오늘", "내일", "어제", "지금", "때", "바로", "조금", "좀"})


def _after_done(morphs: tuple[Morph, ...], i: int) -> bool:
    """"-고 나서", "-고 나면" at `i` (the auxiliary 나)."""
    return morphs[i].tag == "VX" and morphs[i].lemma == "나" and i >= 1 and morphs[i - 1].lemma == "고" and (
        i + 1 < len(morphs) and morphs[i + 1].lemma in ("서", "면"))


@lru_cache(maxsize=8192)
def timed_events(question: str) -> tuple[tuple[str, str], ...]:
    """(event noun, "before"|"after") for each time the question sets an act against an event: the noun before
    전/후/뒤/다음/전날 …, or before "-고 나서"."""
    morphs = analyze(question)
    out: list[tuple[str, str]] = []
    for i, m in enumerate(morphs):
        side = None
        if m.tag == "NNG" and m.lemma in _BEFORE:
            side = "before"
        elif (m.tag == "NNG" and m.lemma in _AFTER) or _after_done(morphs, i):
            side = "after"
        if side is None:
            continue
        for j in range(i - 1, max(-1, i - 5), -1):
            prev = morphs[j]
            if prev.tag in ("SN", "NNBC", "MM") or prev.lemma in _NOT_EVENTS or prev.lemma == "얼마":
                if prev.tag in ("SN", "NNBC", "MM") or prev.lemma == "얼마":
                    break  # "30일 전": a figure, not an event; "얼마 전에": a while ago
                continue
            if prev.tag in KOREAN_NOUN_TAGS:
                out.append((prev.lemma, side))
                break
            if prev.tag in ("JKB", "JKO", "JKS", "JX", "SF", "SC", "EF"):
                break
    return tuple(out)


# leave asked ("신청해도 되지 않나?", "하면 돼요?"), not a duty ("신청해야 돼요?")
_LEAVE_RE = re.compile(r"(?:도|면)\s*(?:되|돼|됨|괜찮)")


def _sentence_events(sentence: str) -> set[str]:
    """The nouns the sentence itself times something against ("퇴사 후 5영업일", "만료 7일 전부터")."""
    morphs = analyze(sentence)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.tag == "NNG" and (m.lemma in _BEFORE or m.lemma in _AFTER):
            for j in range(i - 1, max(-1, i - 5), -1):
                if morphs[j].tag in KOREAN_NOUN_TAGS and morphs[j].lemma not in _NOT_EVENTS:
                    out.add(morphs[j].lemma)
                    break
    return out


def other_event_problem(question: str, body: str, sentence: str, words: Mapping[str, Iterable[str]],
                        message: str = "") -> str | None:
    """The question times its act against an event the sentence does not time it against (see the module
    docstring). `words`: the question's terms with their policy words; `body`: the sentence with its heading;
    `message`: the question with its story. A sentence that times its act against an event the message names
    ("퇴사 예정인데요, 마지막 출근 이후에 …" -> "퇴사 후 5영업일 이내에 …") speaks of the asker's event."""
    squeezed = compact(body)
    told = compact(f"{question} {message}")
    own_event = any(compact(e) in told for e in _sentence_events(sentence))
    for event, side in timed_events(question):
        surfaces = {event, *words.get(event, ())}
        named = any(compact(s) and compact(s) in squeezed for s in surfaces)
        if not named and not own_event and not ended_anchor(question, event, sentence):  # 이벤트 끝난 뒤: 목적 달성
            return f"(the question times it against {event}; the sentence does not name it)"
        if named and side == "after" and not _LEAVE_RE.search(question):
            smorphs = analyze(sentence)
            anchors = [
                ("before" if m.lemma in _BEFORE else "after")
                for m in smorphs if m.tag == "NNG" and (m.lemma in _BEFORE or m.lemma in _AFTER)
            ]
            if anchors and all(a == "before" for a in anchors):
                return f"(the question asks after {event}; the sentence only sets a time before it)"
    return None


_PERMISSION = frozenset({"되", "돼", "괜찮", "안", "좋", "어떻", "어떡", "어쩌"})


_MERELY = re.compile(r"그냥|단순히|단지|그저|별일\s*아니|\bjust\b")


def _question_conditions(morphs: tuple[Morph, ...]) -> list[str]:
    """Content lemmas of the question's own conditions: "V-면" and "V-ㄴ 거면" ("느린 거면")."""
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.tag == "EC" and m.lemma in _CONDITION_ENDINGS and i >= 1:
            if i + 1 < len(morphs) and morphs[i + 1].lemma in _PERMISSION:
                continue  # "그대로 쓰면 되나요?": a permission asked, not a condition
            content = _content(morphs, i - 1)
        elif m.tag == "VCP" and m.surface.endswith("면") and i >= 2 and morphs[i - 1].lemma in ("거", "것"):
            k = i - 3 if morphs[i - 2].tag == "ETM" else i - 2  # "끊기는 거면" / "느린 거면" (fused)
            content = _content(morphs, k) if k >= 0 else None
        else:
            continue
        # "몇 년 쓰면", "3년 쓰면": a condition that measures an amount asks the figure, not a situation
        # ("얼마 있으면 풀려요?": after how long, a figure asked)
        measured = any(x.tag in ("SN", "NNBC") or x.lemma in ("몇", "며칠", "얼마", "얼마나")
                       for x in morphs[max(0, i - 4):i])
        if content and content not in _GENERIC_ACTS and not measured:
            out.append(content)
    return out


def _condition_clause(sentence: str) -> list[str]:
    """The content words of the sentence's opening condition (everything before its first -면), if any."""
    morphs = analyze(sentence)
    for i, m in enumerate(morphs):
        if m.tag == "EC" and m.lemma in _CONDITION_ENDINGS:
            return [x.lemma for x in morphs[:i] if x.tag in ("NNG", "NNP", "VV", "VA", "SL") and len(x.lemma) >= 2]
    return []


def other_condition_problem(question: str, sentence: str, words: Mapping[str, Iterable[str]],
                            heading: str = "") -> str | None:
    """"그냥 컴퓨터 느린 거면 랜선 뽑을 필요 없죠?" sets its own condition (느리다); the rule "악성코드 감염이
    의심되면 즉시 랜선을 뽑고 …" holds under another one. A question whose condition the sentence does not
    carry, and which names none of the words of the sentence's condition (itself or through its terms' policy
    words), is in another situation than the rule's."""
    clause = _condition_clause(sentence)
    if not clause and heading and _MERELY.search(question):
        # a sentence without a condition of its own is scoped by its section's situation ("2. 악성코드 감염":
        # "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다"), when the question offers its condition as a
        # lesser one ("그냥 느린 거면"); a plain "다 쓰면 어떻게 지워요?" is left to the section's rule
        # (tests/test_rule_scope_kind.py)
        clause = [m.lemma for m in analyze(heading) if m.tag in NOUN_OR_LATIN_TAGS and len(m.lemma) >= 2]
    if not clause:
        return None
    lemmas = {m.lemma for m in analyze(sentence)}
    own = [c for c in _question_conditions(analyze(question))
           if c not in lemmas and compact(c) not in compact(sentence)]
    if not own:
        return None
    asked = compact(question) + "".join(compact(w) for ws in words.values() for w in ws)
    if any(compact(w) in asked for w in clause):
        return None
    return f"(the question's condition {'/'.join(own)} is not the rule's ({'/'.join(clause)}))"


def problems(question: str, body: str, sentence: str, words: Mapping[str, Iterable[str]],
             message: str = "", heading: str = "", section: str = "") -> list[str]:
    """Every problem above for one Korean question part and one sentence (`body`: with its heading; `message`:
    the story told beside the part)."""
    found = (
        negated_condition_problem(question, sentence, section),
        method_problem(question, sentence),
        other_event_problem(question, body, sentence, words, message),
        other_condition_problem(question, sentence, words, heading),
    )
    return [problem for problem in found if problem]
