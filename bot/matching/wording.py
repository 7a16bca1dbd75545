"""Free readings of a question part's or a sentence's words that the topic rule (`bot.topic.TopicMatcher`) calls:
whether a sentence forbids an act, which nouns the question sets aside ("A 말고"), the part's last act, a
story in the past, the verbal nouns of a text, where a glossary variant may match inside a word.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS
from bot.language.terms import Morph, analyze, compact, raw_morphemes
from bot.matching.model import Part
from bot.rules.story import background_nouns


def past_scene(part: Part, scope: tuple[str, ...]) -> bool:
    """The act a rule's situation names ("… 밖으로 가져갈 때는") is, in the question, only done already and
    describing a noun ("밖에 가져간 파일"), while the question asks about another moment ("다 쓰면"): a rule
    for the moment of that act does not answer it."""
    verbs = [w for w in scope if w in part.predicates]
    raw = raw_morphemes(part.text)
    past = {m.lemma for m in raw if m.pos.startswith("VV") and m.expression and "+ᆫ/ETM" in m.expression}
    others = [m for i, m in enumerate(raw[:-1]) if m.pos.startswith("VV") and m.lemma not in verbs
              and raw[i + 1].pos.startswith("EC") and raw[i + 1].surface == "면"]
    return bool(verbs) and all(v in past for v in verbs) and bool(others)


def forbids(sentence: str, lemma: str) -> bool:
    """The sentence says not to do `lemma` ("남에게 빌려주지 않는다", "연결하지 않는다", "끄지 말고")."""
    raw = raw_morphemes(sentence)
    for i, m in enumerate(raw):
        if m.lemma != lemma:
            continue
        j = i + 1
        while j < len(raw) and raw[j].pos.startswith(("VX", "XSV")) and raw[j].lemma not in ("않", "말"):
            j += 1  # 빌려 + 주 + 지 않는다, 연결 + 하 + 지 않는다
        if j + 1 < len(raw) and raw[j].surface == "지" and raw[j + 1].lemma in ("않", "말"):
            return True
    return False


def inside_one_word(text: str) -> frozenset[int]:
    """Offsets in the compact text that fall strictly inside one adverb or predicate stem as MeCab-ko reads
    it ("똑같이": 같이 starts inside it): a glossary variant starting there is part of another word."""
    out: set[int] = set()
    for m in analyze(text):
        if m.tag in ("MAG", "VV", "VA") and len(m.surface) >= 2:
            start = len(compact(text[:m.start]))
            out.update(range(start + 1, start + len(compact(m.surface))))
    return frozenset(out)


@lru_cache(maxsize=4096)
def span_rule(variant: str) -> tuple[str, re.Pattern[str] | None]:
    """A glossary variant's compact form and, for a Latin one, its whole-word pattern (computed once)."""
    latin = re.fullmatch(r"[a-z0-9 .+#-]+", variant.lower()) is not None
    pattern = re.compile(rf"(?<![a-z0-9]){re.escape(variant.lower())}(?![a-z0-9])") if latin else None
    return compact(variant), pattern


# "한컴 말고", "노션 대신", "크롬 빼고", "줌이 아니고": the word before names what the question sets aside
_SET_ASIDE_RE = re.compile(r"([가-힣A-Za-z0-9]+?)(?:이|가)?\s*(?:말고|대신|빼고|아니고|아니라)(?=\s|$|요)")


def set_aside_nouns(text: str) -> tuple[str, ...]:
    """The words the text sets aside ("한컴 말고" -> 한컴)."""
    return tuple(found.group(1) for found in _SET_ASIDE_RE.finditer(text))


# a question word after the words set aside: "비번 말고 무슨 인증 해야 돼요?" asks what else
_ASKED_AFTER_RE = re.compile(r"[^.?!？]*?(?:무슨|어떤|어느|뭐|뭘|무엇|다른)")


def asked_besides(text: str) -> tuple[str, ...]:
    """The words set aside before a question word ("비번 말고 무슨 인증 해야 돼요?" -> 비번): the question asks for
    something besides them, so the answer need not name them."""
    return tuple(found.group(1) for found in _SET_ASIDE_RE.finditer(text)
                 if _ASKED_AFTER_RE.match(text, found.end()))


def last_act(part: Part) -> str | None:
    """The last predicate term of the question in its own order ("… 노트북 반납해야 하나요?": 반납)."""
    verbs = {t.text for t in part.terms if t.verb}
    last = None
    for m in analyze(part.text):
        if m.lemma in verbs:
            last = m.lemma
    return last


def fails_in(noun: str, text: str) -> bool:
    """The text says the act `noun` fails: "접속이 안 되면", "로그인에 5번 연속 실패하면", "연결되지 않으면"."""
    word = re.escape(noun)
    return re.search(rf"{word}[^.]{{0,12}}?(?:안\s*되|못\s*하|되지\s*않|하지\s*못|실패)", text, re.I) is not None


@lru_cache(maxsize=8192)
def verbal_nouns(text: str) -> frozenset[str]:
    """Nouns the text uses as verbs, with 하다/되다 after them ("수집한다", "수집할", "신고를 한다"), not as
    nouns of another noun ("수집 목적")."""
    morphs = analyze(text)
    out: set[str] = set()
    for i, m in enumerate(morphs[:-1]):
        if m.tag not in KOREAN_NOUN_TAGS:
            continue
        nxt = morphs[i + 1]
        if nxt.tag in DERIVING_SUFFIX_TAGS or (
            nxt.tag == "JKO" and i + 2 < len(morphs) and morphs[i + 2].lemma == "하"
        ):
            out.add(m.lemma)
    return frozenset(out)


def after_another_act(text: str, lemma: str) -> bool:
    """The act comes after another the question names first ("파쇄하고 기록해야 돼요?", "신고하고 나서 삭제해야"):
    a further duty, which a rule on the first act does not state."""
    morphs = analyze(text)
    at = next((i for i, m in enumerate(morphs) if m.lemma == lemma), None)
    return at is not None and any(m.tag == "EC" and m.surface.endswith("고") and not m.surface.endswith("려고")
                                  for m in morphs[:at])


def asks_new_one(text: str) -> bool:
    """"새 N" in the clause that is asked ("분실 신고하면 **새 노트북** 바로 줘요?"), not in a clause that sets the
    scene ("새 비밀번호 만들 때 최소 길이가 …")."""
    morphs = analyze(text)
    scene = background_nouns(text)
    fresh = [morphs[i + 1].lemma for i, m in enumerate(morphs[:-1]) if m.tag == "MM" and m.surface == "새"
             and not _placed_in(morphs, i + 1) and not _installed(morphs, i + 1)]
    return any(not any(word.startswith(noun) for word in scene) for noun in fresh)


_IN_PARTICLES = frozenset({"에", "에다", "에다가", "엔", "에는"})
_INSTALLING = frozenset({"깔", "설치", "다운", "다운로드", "다운받"})


def _after_nouns(morphs: tuple[Morph, ...], at: int) -> int:
    """The index after the run of nouns that starts at `at` (`at` itself when none starts there)."""
    k = at
    while k < len(morphs) and morphs[k].tag.startswith("NN"):
        k += 1
    return k


def _installed(morphs: tuple[Morph, ...], at: int) -> bool:
    """The noun phrase starting at `at` is what is installed ("**새 프로그램을 깔기** 전에 허락 받아야 돼요?"): every
    program one installs is new to the computer, so "새" asks for no other one than the rules on installing answer."""
    k = _after_nouns(morphs, at)
    if k < len(morphs) and morphs[k].tag == "JKO":
        k += 1
    return k > at and k < len(morphs) and morphs[k].lemma in _INSTALLING


def _placed_in(morphs: tuple[Morph, ...], at: int) -> bool:
    """The noun phrase starting at `at` is where the act happens ("**새 비번에** 생일 넣어도 돼요?", "새 노트북엔 …"):
    what goes into the new one is asked, and the rule on every such thing answers it, not a rule on getting one."""
    k = _after_nouns(morphs, at)
    return k > at and k < len(morphs) and morphs[k].tag in ("JKB", "JX") and morphs[k].surface in _IN_PARTICLES


def latin_word(word: str, text: str) -> bool:
    """`word` occurs in `text` as a Latin word of its own, case ignored ("PC" in "개인 PC나", not "pc" in "apcd")."""
    lowered, form = text.lower(), word.lower()
    return form in lowered and re.search(rf"(?<![a-z0-9]){re.escape(form)}(?![a-z0-9])", lowered) is not None

