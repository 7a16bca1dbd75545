"""Work done in a place is the occasion of entering it (issue 8, branch cover18).

Employees say why they go into the server room: "전산실 **작업할 때** 혼자 들어가도 돼요?", "통신사 기사님이 회선
**작업하러** 서버실 들어간대요 그냥 들여보내도 돼요?", "서버실 **작업하러** 갈 때 어디 적어야 해요?" (answerable
handoffs in five dev batches: `_s`, `_zd`, `_zl`, `_zr`, `_zs`). The policies rule the entry itself ("서버실에는 2인
이상이 함께 출입한다", "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다"), whatever is done inside; 작업 is
the catch-all word for that (cf. `permitted_act`'s catch-all act nouns), so the work and the nouns that say which
work (회선 작업) tell the occasion and are set aside, once the sentence carries the entering of the same place.
Inspecting, repairing and building are such work too (점검, 수리, 공사: "협력업체 엔지니어가 서버실 장비 점검하러
온대요. 그냥 들여보내면 되나요?", session 40).

Only that shape, on the analyzer's tags: 작업 in a purpose or time clause (작업하러, 작업하려고, 작업할 때, 작업 때,
작업 중에), in a question that goes into a place (들어가, 들여보내, 출입) whose place the sentence names, as written or
through the glossary (전산실 -> 서버실), together with its entry (출입, 들어가). Not 작업 before another noun ("작업
기록", "작업 파일": the thing asked), not work with no entering ("서버실 작업 몇 시간까지 돼요?"), not the topic
("서버실 작업은 혼자 들어가서 해도": 혼자 then tells the scene of 들어가서 and no longer restricts the act, so "서버실에
들어갈 때는 출입 기록부를 작성한다" would answer it), not a sentence that does not rule the entry. Everything else the
question asks (혼자, 사진 찍어도, 노트북 들고) must still be carried.

General logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import Morph, Term, analyze, compact

WORK = "작업"
# work of the same kind done at the place: inspecting, repairing, building (session 40: "장비 점검하러 온대요")
WORKS = frozenset({WORK, "점검", "수리", "공사"})
_ENTER_VERBS = frozenset({"들어가", "들여보내", "출입"})
_ENTRY_WORDS = ("출입", "들어가", "들어갈", "입실", "입장")
_PURPOSE_ENDINGS = frozenset({"러", "려고", "려", "으러", "으려고", "면서"})
_TIME_NOUNS = frozenset({"때", "중"})


def _occasion_at(morphs: tuple[Morph, ...], i: int) -> bool:
    """The 작업 at `i` is a purpose or time of the question, not a modifier of another noun."""
    after = morphs[i + 1:i + 4]
    if not after:
        return False
    first = after[0]
    if first.tag == "XSV":  # 작업하러 / 작업할 때 / 작업하려고
        if first.surface.startswith("할") and len(after) > 1 and after[1].lemma in _TIME_NOUNS:
            return True
        rest = after[1:2]
        return (bool(rest) and rest[0].tag.startswith("E") and rest[0].surface in _PURPOSE_ENDINGS) or (
            bool(rest) and rest[0].tag == "ETM" and len(after) > 2 and after[2].lemma in _TIME_NOUNS)
    # 작업 때, 작업 중에; not the topic ("서버실 작업은 혼자 들어가서 해도": then 혼자 tells the scene of 들어가서
    # and no longer restricts the act asked, so the sentence on the log would answer it)
    return first.lemma in _TIME_NOUNS and first.tag.startswith("NN")


def _run_before(morphs: tuple[Morph, ...], i: int) -> list[str]:
    """The nouns written right before the noun at `i` (서버 + 실 + 회선 of "서버실 회선 작업")."""
    j = i - 1
    while j >= 0 and morphs[j].tag in KOREAN_NOUN_TAGS:
        j -= 1
    return [m.surface for m in morphs[j + 1:i]]


def _places(morphs: tuple[Morph, ...]) -> list[str]:
    """The places the question goes into: the noun run right before an entering verb (particles between)."""
    places = []
    for i, m in enumerate(morphs):
        if m.lemma not in _ENTER_VERBS:
            continue
        j = i - 1
        while j >= 0 and morphs[j].tag in ("JKB", "JX", "MAG"):
            j -= 1
        end = j + 1
        while j >= 0 and morphs[j].tag in KOREAN_NOUN_TAGS:
            j -= 1
        if end > j + 1 and morphs[end - 1].lemma not in _TIME_NOUNS:  # "작업할 때 혼자 들어가도": 때 is no place
            places.append("".join(x.surface for x in morphs[j + 1:end]))
    return places


def _said(word: str, squeezed: str, words_for: Callable[[str], list[str]]) -> bool:
    """`word` or one of its glossary policy words (전산실 -> 서버실) is in the compact text `squeezed`."""
    return (bool(word) and compact(word) in squeezed) or any(compact(w) in squeezed for w in words_for(word))


def _work_told(morphs: tuple[Morph, ...], squeezed: str, words_for: Callable[[str], list[str]]) -> set[str]:
    """작업 and the nouns that say which work, when the work is the occasion of going into a place that the
    compact sentence `squeezed` names."""
    told: set[str] = set()
    for i, m in enumerate(morphs):
        if m.lemma not in WORKS or m.tag not in KOREAN_NOUN_TAGS or not _occasion_at(morphs, i):
            continue
        run = _run_before(morphs, i)
        # the place: the one the question goes into ("… 서버실 들어간대요"), or the run before 작업 ("서버실 작업은")
        places = _places(morphs) + ["".join(run[:k]) for k in range(len(run), 0, -1)]
        place = next((p for p in places if _said(p, squeezed, words_for)), None)
        if place is None:
            continue
        told.add(m.lemma)
        # the nouns that say which work (회선 of "서버실 회선 작업"), not the place itself
        told.update(noun for noun in run if compact(noun) not in compact(place))
    return told


def _told(question: str, body: str, words_for: Callable[[str], list[str]]) -> set[str]:
    squeezed = compact(body)
    if not any(word in squeezed for word in _ENTRY_WORDS):
        return set()
    morphs = analyze(question)
    if not any(m.lemma in _ENTER_VERBS for m in morphs):
        return set()
    told = _work_told(morphs, squeezed, words_for)
    if told and "출입" in squeezed and all(
            _enters_for_work(morphs, i) for i, m in enumerate(morphs) if m.lemma == "들어가"):
        told.add("들어가")
    return told


def entering(question: str, unmatched: Iterable[Term], body: str, words_for: Callable[[str], list[str]]) -> set[str]:
    """The question's 들어가, carried by a sentence that rules the 출입 of the place the work is done at:
    "전산실 작업할 때 혼자 들어가도" (전산실 is not the literal 서버실 that `entered_place` needs). Not an entering
    that leads on to another act ("들어가서 사진 찍어도")."""
    terms = list(unmatched)
    if not any(t.verb and t.text == "들어가" for t in terms) or not any(t.text in WORKS for t in terms):
        return set()
    return {"들어가"} & _told(question, body, words_for)


def without_work(question: str, unmatched: list[Term], body: str, words_for: Callable[[str], list[str]]) -> list[Term]:
    """`unmatched` without the work told as the occasion of entering a place whose entry `body` rules (작업 and
    the nouns that say which work). They are left out, not counted as carried: the sentence does not echo them."""
    if not any(t.text in WORKS for t in unmatched):
        return unmatched
    told = _told(question, body, words_for) - {"들어가"}
    if any(not t.verb and t.text not in told for t in unmatched):
        # another noun the sentence does not carry ("작업할 때 음료수 들고", "작업하러 주말에"): the work is not
        # all that is told, and the older leniencies that would set that noun aside once the sentence pins the
        # topic must not get the chance
        return unmatched
    return [t for t in unmatched if t.text not in told or (t.verb and t.text not in WORKS)]


def _enters_for_work(morphs: tuple[Morph, ...], i: int) -> bool:
    """The 들어가 at `i` goes in (not "들어간 파일") and leads on to no other act."""
    following = morphs[i + 1:i + 3]
    if following and following[0].tag == "ETM":
        return False  # a thing contained
    # "들어가서 사진 찍어도": the act asked is what is done inside
    return not (following and following[0].tag == "EC" and following[0].surface in ("서", "어서", "아서", "고"))
