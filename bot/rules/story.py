"""Which nouns of a Korean question sit in a background clause (issue 8, unseen-question safety).

"회원가입 받을 때 주민번호도 받아도 돼요?": 회원가입 belongs to the time clause that sets the scene
("받을 때"); "크랙 버전 프로그램 써도 돼요?": 크랙 and 버전 belong to the clause that is asked. A noun the
policies never use is the question's story when it sits in a background clause: the clause of a
connective (-고, -어서, -는데, …), of a purpose (-려면), of a modifier ("적힌 신청서") or of a time ("쓸 때"). A clause
singled out with 도 ("출장 가서도") is what is asked, not background. `bot.topic` sets a noun of the
asked clause aside only when the sentence pins the topic with two points.

General logic on MeCab-ko's tags and endings (`bot.rules.clauses`), never lists of questions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.tags import DERIVING_SUFFIX_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import (
    ATTRIBUTE_NOUNS,
    GENERIC_NOUNS,
    GENERIC_VERBS,
    NEGATORS,
    RawMorpheme,
    analyze,
    noun_words,
    raw_morphemes,
)
from bot.rules.clauses import ASKED, _chain, _use
from bot.rules.scope_kind import is_container

_TIME_NOUNS = frozenset({"때", "땐", "경우", "시"})
_FOCUS = frozenset({"도", "조차", "마저"})


def _predicate_after(raw: tuple[RawMorpheme, ...], start: int) -> int | None:
    """The index of the first predicate at or after `start` (a verb or adjective, or the 하다/되다 of a
    noun made a verb: 표시+해야)."""
    for k in range(start, len(raw)):
        pos = raw[k].pos
        if pos.startswith(("VV", "VA", "XSV", "XSA")):
            return k
    return None


def _background(raw: tuple[RawMorpheme, ...], k: int) -> bool:
    use = _use(raw, k)
    j = k + 1
    while j < len(raw) and raw[j].pos.split("+")[0] in ("EP", "EC", "EF", "ETM", "ETN", "VX"):
        j += 1
    if j < len(raw) and raw[j].pos.startswith("JX") and raw[j].surface in _FOCUS:
        return False  # "출장 가서도": the clause the question singles out
    if use != ASKED:
        return True
    endings, _ = _chain(raw, k)
    if endings and endings[-1][0].endswith("려면"):
        return True  # "그룹웨어 들어가려면": the purpose the question sets out from
    # "쓸 때", "받을때": a time clause sets the scene for the nouns in it
    if j >= len(raw) or raw[j].surface not in _TIME_NOUNS:
        return False
    if j + 1 < len(raw) and raw[j + 1].pos.startswith("JX") and raw[j + 1].surface in _FOCUS:
        return False  # "육아휴직 들어갈 때도": the situation the question singles out, not its scene
    return raw[k].pos.endswith("ETM") or raw[j - 1].pos.startswith("ETM")


def _nouns_and_morphemes(text: str) -> tuple[tuple[RawMorpheme, ...], list[tuple[str, int]]]:
    """`text`'s raw morphemes and its nouns (as `content_terms` writes them), each with the index of the
    morpheme after it; no nouns when the two analyses do not line up."""
    morphs = analyze(text)
    raw = raw_morphemes(text)
    if len(raw) != len(morphs):
        return raw, []
    return raw, [(word, after) for word, _parts, after in noun_words(morphs).values()]


@lru_cache(maxsize=4096)
def background_nouns(text: str) -> frozenset[str]:
    """Nouns of `text` (as `content_terms` writes them) in a background clause."""
    raw, nouns = _nouns_and_morphemes(text)
    out: set[str] = set()
    for word, after in nouns:
        k = _predicate_after(raw, after)
        if k is not None and _background(raw, k):
            out.add(word)
    return frozenset(out)


@lru_cache(maxsize=4096)
def focused_nouns(text: str) -> frozenset[str]:
    """Nouns of a clause the question singles out with 도 ("출장 가서도", "육아휴직 들어갈 때도"): the situation
    asked about, never its story."""
    raw, nouns = _nouns_and_morphemes(text)
    out: set[str] = set()
    for word, after in nouns:
        k = _predicate_after(raw, after)
        if k is None:
            continue
        j = k + 1
        while j < len(raw) and raw[j].pos.split("+")[0] in ("EP", "EC", "EF", "ETM", "ETN", "VX"):
            j += 1
        timed = raw[k].pos.endswith("ETM") or raw[j - 1].pos.startswith("ETM")
        if j < len(raw) and raw[j].surface in _TIME_NOUNS and timed:
            j += 1  # "들어갈 때도"
        elif not raw[j - 1].surface.endswith("서"):
            continue  # "써도 돼요" is the permission asked, not a clause singled out ("가서도" is)
        # the setting of that clause ("집에서 … 들어갈 때도") is not what is singled out
        setting = after < len(raw) and raw[after].pos.startswith("JKB")
        if j < len(raw) and raw[j].pos.startswith("JX") and raw[j].surface in _FOCUS and not setting:
            out.add(word)
    return frozenset(out)


# Generic verbs that, as a condition, change what is asked: "휴대폰이 없으면" is not answered by the rule
# for "휴대폰을 바꾸면", "비밀번호를 모르면" not by the rule on changing it.
_MEANINGFUL_CONDITIONS = frozenset({"없", "모르"})


@lru_cache(maxsize=4096)
def generic_conditions(text: str) -> frozenset[str]:
    """Stems of `text`'s conditions (-면, not -려면) made of a generic verb of absence or not knowing."""
    raw = raw_morphemes(text)
    out: set[str] = set()
    for k, m in enumerate(raw):
        if not m.pos.startswith(VERB_ADJECTIVE_TAGS) or m.lemma not in _MEANINGFUL_CONDITIONS:
            continue
        endings, _ = _chain(raw, k)
        if endings and endings[-1][0].endswith("면") and not endings[-1][0].endswith("려면"):
            out.add(m.lemma)
    return frozenset(out)


@lru_cache(maxsize=4096)
def scene_adverbs(text: str) -> frozenset[str]:
    """Adverbs of a connective or modifier clause ("폰 **새로** 바꿨는데 OTP는 어떻게 해요?"): they tell
    the story, they do not restrict the action asked."""
    raw = raw_morphemes(text)
    out: set[str] = set()
    for i, m in enumerate(raw):
        if not m.pos.startswith("MAG"):
            continue
        k = _predicate_after(raw, i + 1)
        if k is not None and (_use(raw, k) != ASKED or _condition_only(raw, k)) and not _into_plan(raw, k):
            out.add(m.surface)
    return frozenset(out)


def _into_plan(raw: tuple[RawMorpheme, ...], k: int, depth: int = 0) -> bool:
    """The predicate at `k` is, or leads by -서 into, a plan whose leave is asked ("혼자 들어가서 후딱 하려는데
    괜찮겠죠?"): its adverbs say how the plan is done, not the story."""
    endings, j = _chain(raw, k)
    if not endings:
        return False
    last = endings[-1][0]
    if last.endswith("려고") and j < len(raw) and raw[j].lemma == "하" and depth < 3:
        return _into_plan(raw, j, depth + 1) or _plan_end(raw, *_chain(raw, j), "는")  # "하려고 하는데"
    if _plan_end(raw, endings, j, "려는"):
        return True
    if last.endswith("서") and depth < 3:
        n = j
        while n < len(raw) and raw[n].pos.startswith("MAG"):
            n += 1
        if n < len(raw) and raw[n].pos.startswith(VERB_ADJECTIVE_TAGS):
            return _into_plan(raw, n, depth + 1)
    return False


def _plan_end(raw: tuple[RawMorpheme, ...], endings: list[tuple[str, str]], j: int, ending: str) -> bool:
    """The endings close on `ending` + 데 (written apart or not) before "괜찮-" or "되-": "하려는데 괜찮겠죠?"."""
    last = endings[-1][0] if endings else ""
    if last.endswith(ending) and j < len(raw) and raw[j].surface == "데":
        j += 1
    elif not last.endswith(f"{ending}데"):
        return False
    return _leave_asked_at(raw, j)


def _leave_asked_at(raw: tuple[RawMorpheme, ...], j: int) -> bool:
    """The first word at `j` that is not an adverb (within three) is 되- or 괜찮-: leave is asked there ("… 안 되나요",
    "… 괜찮겠죠")."""
    rest = [x for x in raw[j:j + 3] if not x.pos.startswith("MAG")]
    return bool(rest) and rest[0].lemma in ("되", "괜찮")


def _condition_only(raw: tuple[RawMorpheme, ...], k: int) -> bool:
    """The predicate at `k` ends a condition ("휴대폰 **새로** 바꾸면 OTP는 그대로 써도 돼요?"), not the
    action a permission question asks about ("혼자 들어가면 안 되나요?": -면 + (안) 되다 asks it)."""
    endings, j = _chain(raw, k)
    if not endings or not endings[-1][0].endswith("면") or endings[-1][0].endswith("려면"):
        return False
    return not _leave_asked_at(raw, j)


@lru_cache(maxsize=4096)
def modifiers_of(text: str, heads: frozenset[str]) -> frozenset[str]:
    """Nouns written right before one of `heads`, with no particle between ("집 **공유기** 비밀번호도"):
    they say which of the head is meant, so they are part of what is asked, never the story."""
    morphs = analyze(text)
    nouns = noun_words(morphs)
    out: set[str] = set()
    for _start, (word, _parts, after) in nouns.items():
        following = nouns.get(after)
        # a time ("예전 권한") or a Latin word (English word order says too little) names no other thing
        # a Latin head in a Korean phrase ("데스크톱 PC") is qualified like any other
        if (following is not None and following[0] in heads and not word.isascii()
                and (not following[0].isascii() or _hangul_word(word)) and word not in _WHEN_NOUNS):
            out.add(word)
    return frozenset(out)


def _hangul_word(word: str) -> bool:
    """A Korean noun that can say which of a Latin-lettered thing is meant ("데스크톱 PC"); a container noun
    ("데이터 retention") says nothing of a kind (bot.rules.scope_kind)."""
    return len(word) >= 2 and all("가" <= ch <= "힣" for ch in word) and not is_container(word)


# (말, 초, 중순: a point of a month or year, "이번 달 말 퇴사")
_WHEN_NOUNS = frozenset("예전 옛날 이전 지난번 지난 최근 요즘 요새 다음 나중 이번 지금 현재 원래 기존 "  # noqa: SIM905
                        "말 초 중순 초순 하순 월말 연말".split())


_PERMITTING = ("도", "면", "야", "지", "죠")  # "안 해도", "안 하면", "안 해야", "안 하지?": a permission or premise
# the leave asked after it, written without spaces ("…접속하면 안 되나요?": the leave asked the other way round)
_LEAVE_AFTER_RE = re.compile(r"도(?:돼|되|괜찮|될)|면(?:안)?(?:돼|되|될)")  # not "도 안 돼": "로그인도 안 돼요"


@lru_cache(maxsize=4096)
def trouble_predicates(text: str) -> frozenset[str]:
    """Predicates the question says do not happen ("OTP 번호가 **안 와요**", "연결이 안 돼요", "오지 않아요"):
    the problem the asker has, which an answer must speak of. Not a permission or premise with a negation
    ("안 해도 되죠?", "쓰면 안 돼요?")."""
    raw = raw_morphemes(text)
    out: set[str] = set()
    for i, m in enumerate(raw):
        k: int | None = None
        if m.pos == "MAG" and m.surface in NEGATORS:
            k = i + 1 if i + 1 < len(raw) and raw[i + 1].pos.startswith(VERB_ADJECTIVE_TAGS) else None
            if k is not None and raw[k].lemma in ("되", "괜찮") and (i == 0 or not raw[i - 1].pos.startswith("JKS")):
                continue  # "쓰면 안 돼요": whether it is allowed; "연결이 안 돼요": it does not work
        elif m.pos.startswith(VERB_ADJECTIVE_TAGS) and i + 2 < len(raw) and raw[i + 1].surface == "지" \
                and raw[i + 2].lemma == "않":
            if m.lemma in ("되", "괜찮") and i > 0 and raw[i - 1].surface.endswith(("도", "면")):
                continue  # "해도 되지 않나?", "바꾸면 되지 않나?": leave hoped for, not a thing that fails
            k = i  # "오지 않아요"
        if k is None or raw[k].lemma == "하":
            continue
        after = len(raw)
        if k != i:  # "안 와요": the verb's own endings; "오지 않아요": the endings of 않
            endings, after = _chain(raw, k)
            last, tag = endings[-1] if endings else (raw[k].surface, "")
        else:
            last, tag = raw[i + 2].surface, ""
        # "등급 안 적힌 문서": a description, not a problem; but "안 보이는데" (ETM + 데) is the connective -는데
        connective = after < len(raw) and raw[after].surface == "데"
        if last.endswith(_PERMITTING) or (tag == "ETM" and not connective):
            continue
        # "승인 안 받고 깔아도 돼요?", "vpn 안 켜고 들어가도 돼요?": a way proposed without the act, asked leave for
        if last == "고" and _LEAVE_AFTER_RE.search("".join(r.surface for r in raw[after:])):
            continue
        out.add(raw[k].lemma)
    return frozenset(out)


def _sets_condition(raw: tuple[RawMorpheme, ...], k: int) -> bool:
    """The predicate at `k` ends a condition (-면), not a purpose (-려면) nor "-면 되다" ("신청하면 돼요?",
    which asks whether that is enough)."""
    endings, j = _chain(raw, k)
    last = endings[-1][0] if endings else raw[k].surface
    if not last.endswith("면") or last.endswith("려면"):
        return False
    rest = [x for x in raw[j:j + 2] if not x.pos.startswith("MAG")]
    return not (rest and rest[0].lemma in ("되", "괜찮"))


@lru_cache(maxsize=4096)
def condition_nouns(text: str) -> frozenset[str]:
    """Nouns that are the whole content of a condition made with a generic verb ("**고장** 나면", "에러
    생기면"): the condition changes what is asked, so the noun is never the question's story. Not "-면
    되다" ("신청하면 돼요?"), which asks whether that is enough."""
    raw, nouns = _nouns_and_morphemes(text)
    out: set[str] = set()
    for word, after in nouns:
        k = after + 1 if after < len(raw) and raw[after].pos.startswith("J") else after
        if k >= len(raw) or not raw[k].pos.startswith("VV") or raw[k].lemma not in GENERIC_VERBS:
            continue
        if _sets_condition(raw, k):
            out.add(word)
    return frozenset(out)


@lru_cache(maxsize=4096)
def condition_arguments(text: str) -> frozenset[str]:
    """The noun right before the act of a condition, bare or with 을/를/이/가 ("모니터 잃어버리면", "노트북을
    잃어버리면"): what the condition happens to is asked, never the question's story ("도킹 스테이션 잃어버리면
    원격으로 잠가 줘요?" is not answered by a rule on 장비). Not "-면 되다" ("신청하면 돼요?")."""
    raw, nouns = _nouns_and_morphemes(text)
    out: set[str] = set()
    for word, after in nouns:
        marked = after < len(raw) and raw[after].pos.startswith("J") and raw[after].lemma in ("을", "를", "이", "가")
        k = after + 1 if marked else after
        if k + 1 < len(raw) and raw[k].pos.startswith("NNG") and raw[k + 1].pos.startswith("XSV"):
            k += 1  # "키보드 도난당하면", "노트북을 분실하면": the act is a noun made a verb
        elif k >= len(raw) or not raw[k].pos.startswith("VV") or raw[k].lemma in GENERIC_VERBS:
            continue
        if _sets_condition(raw, k):
            out.add(word)
    return frozenset(out)


_REQUEST_VERBS = frozenset({"알리", "가르치", "말하", "말씀하", "설명하", "여쭈", "묻", "물"})
_ARGUMENT_PARTICLES = frozenset({"이", "가", "을", "를", "은", "는", "도", "만", "로", "으로"})


def final_arguments(text: str) -> frozenset[str]:
    """The noun the question's final predicate takes as its subject, object or means ("파기 **증명서**
    발급돼요?", "안내는 **카톡**으로 와요?"): that is what is asked, never the story, even when the policies
    never use the word. A place or recipient (에, 에서, 한테) is not one: "택시에 두고 내렸어요"."""
    morphs = analyze(text)
    last = None
    for i, m in enumerate(morphs):
        if m.tag in VERB_ADJECTIVE_TAGS or (m.tag in DERIVING_SUFFIX_TAGS and i > 0 and morphs[i - 1].tag == "NNG"):
            last = i - 1 if m.tag in DERIVING_SUFFIX_TAGS else i
    # the predicate ends the question ("한도 바뀌었다던데 지금은 얼마예요?" asks 얼마, its 바뀌 is the story) and
    # is no request to the bot ("대처법 알려주세요": the object of 알려 is the frame)
    if last is None or (last + 1 < len(morphs) and any(
            m.tag.startswith(("N", "VCP", "MAG", "MM")) for m in morphs[last + 1:] if m.lemma not in ("주", "수"))):
        return frozenset()
    if morphs[last].lemma in _REQUEST_VERBS:
        return frozenset()
    j = last
    while j > 0 and (morphs[j - 1].tag == "MAG" or (
            morphs[j - 1].tag.startswith("J") and morphs[j - 1].surface in _ARGUMENT_PARTICLES)):
        j -= 1
    for start, (word, parts, after) in noun_words(morphs).items():
        framing = any(p in GENERIC_NOUNS or p in ATTRIBUTE_NOUNS or p.startswith(("몇", "며칠"))
                      for p in (word, *parts))
        if after == j and start < last and not framing:  # "며칠동안 보관해?" asks a duration, not a thing
            return frozenset({word})
    return frozenset()


_FAILING_CLAUSE = ("면", "는데", "은데", "ㄴ데", "서", "니까")  # "접속 안 되면", "연결 안 돼서", "접속 안 되는데"


@lru_cache(maxsize=4096)
def trouble_nouns(text: str) -> frozenset[str]:
    """Nouns of an act the question says fails, written without a particle before 안/못 되다 in a clause
    that sets up what is asked ("VPN **접속** 안 될 때 누구한테 물어봐요?", "로그인 안 되면 어떻게 해요?"): the
    problem the asker has, which the answer must speak of ("접속하지 않는다", a prohibition, does not).
    Not the final predicate ("설치 안 돼요?" may ask whether it is allowed)."""
    raw = raw_morphemes(text)
    out: set[str] = set()
    for i, m in enumerate(raw[1:-1], 1):
        if not (m.pos == "MAG" and m.surface in NEGATORS and raw[i - 1].pos.startswith(("NNG", "SL"))):
            continue
        k = i + 1
        if not raw[k].pos.startswith("VV") or raw[k].lemma != "되":
            continue
        endings, j = _chain(raw, k)
        if any(x.pos.startswith("VX") and x.lemma == "있" for x in raw[k + 1:j]):
            continue  # "등급 표시 안 돼 있으면": a state (not marked), not an act that fails
        last, tag = endings[-1] if endings else (raw[k].surface, raw[k].pos.split("+")[-1])
        timed = tag == "ETM" and j < len(raw) and raw[j].surface in _TIME_NOUNS  # "안 될 때", "안 될 경우"
        if timed or (tag != "ETM" and last.endswith(_FAILING_CLAUSE) and not last.endswith("려면")):
            out.add(raw[i - 1].lemma)
    return frozenset(out)


_ASKS_HOW = ("어떻게", "어케", "어캐", "뭘", "뭐", "무엇", "방법")


@lru_cache(maxsize=4096)
def purpose_goals(text: str) -> frozenset[str]:
    """What a "how do I get there" question wants done: the predicate of its -려면 clause when it asks how
    or what to do ("노트북 원격 잠금 **풀려면** 어떻게 해요?", "VPN **설치하려면** 뭘 해야 돼요?"). A rule that
    does not speak of that act (… 원격으로 잠그고 …) does not say how to do it."""
    if not any(word in text for word in _ASKS_HOW):
        return frozenset()
    raw = raw_morphemes(text)
    out: set[str] = set()
    for k, m in enumerate(raw):
        if not m.pos.startswith(("VV", "XSV")):
            continue
        endings, _ = _chain(raw, k)
        if not endings or not endings[-1][0].endswith("려면"):
            continue
        if m.pos.startswith("XSV") and k > 0 and raw[k - 1].pos.startswith("NNG"):
            out.add(raw[k - 1].lemma)  # 설치 + 하려면
        elif m.pos.startswith("VV"):
            out.add(m.lemma)
    return frozenset(out)


@lru_cache(maxsize=4096)
def heads_of(text: str, modifiers: frozenset[str]) -> frozenset[str]:
    """Nouns written right after one of `modifiers`, with no particle between ("**애들** 사진"): the thing
    the question is about, which the modifier only says whose it is."""
    morphs = analyze(text)
    nouns = noun_words(morphs)
    out: set[str] = set()
    for _start, (word, _parts, after) in nouns.items():
        if word not in modifiers:
            continue
        at = after + 1 if after < len(morphs) and morphs[after].tag == "XSN" else after  # 애+들
        following = nouns.get(at)
        if following is not None and not following[0].isascii() and not word.isascii():
            out.add(following[0])
    return frozenset(out)
