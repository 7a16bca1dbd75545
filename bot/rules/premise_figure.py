"""What a false premise's figure is about, and when one sentence answers two questions (issue 8, item 3-4).

A question that asserts a figure to be confirmed ("한 달 안에만 파기하면 되나요?", "8자리만 넘기면 되죠?")
is answered with the policy's figure when the policy states one (a correction), or handed off. Two things
decide whether a sentence states *that* figure:

- the act the figure is attached to: in "보관기간 지난 개인정보는 한 달 안에만 **파기하면** 되나요?" the
  asserted month measures the destruction, so a sentence whose figure measures the retention ("보관 기간은
  … 1년이다") answers another question; the act (the first predicate after the figure, past a bound verb)
  must be carried by the sentence, never excused as worded otherwise;
- a bound verb right after the figure ("8자리만 **넘기면**", "10MB **넘으면**", "3년 **지나면**") says how the
  figure bounds, like 이상 or 까지 in the policy; it is part of the quantity, not an act a sentence must name.

A follow-up with no topic of its own ("로그인 몇 번 틀리면 잠겨요? 잠기면 얼마나 기다려야 풀려요?") may be
answered by the sentence that answered the question before it when that sentence states a figure of the
follow-up's asked kind that is not the figure of the first question's kind ("5번 … 30분 동안 잠긴다").

General rules on the analyzer's tags and closed word classes; no lists of questions.
"""

from __future__ import annotations

import re

from bot.language.tags import DERIVING_SUFFIX_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import Morph, analyze

# Verbs that relate a quantity to a bound ("N을 넘기면", "N 넘으면", "N 지나면", "N 초과하면"): a closed class.
BOUND_VERBS = frozenset({"넘", "넘기", "지나", "초과", "미만", "이하", "이상", "넘어가", "넘어서"})
# Predicates that say nothing of the act ("되는 거죠", "하면 되죠", "맞죠").
_FRAME_VERBS = frozenset({"하", "되", "있", "없", "같", "맞", "괜찮", "주", "두"})
_FIGURE_RE = re.compile(
    r"(?:\d+|한|두|세|네|다섯|여섯|일곱)\s*(?:년|개월|달|주|영업일|일|시간|분|시|번|회|자리|자|개|MB|GB|KB|메가|기가)",
    re.I,
)
# Korean question words that ask the deadline of an act ("언제까지", "며칠 안에", "몇 달 이내"); not a duration
# ("얼마나 있어야 풀려요?" is answered by how long the lock lasts, a figure of the state, not of the unlocking).
_ASKED_FIGURE_RE = re.compile(
    r"언제\s*까지|(?:며칠|몇\s*(?:년|개월|달|주|영업일|일|시간|분))\s*(?:안에|이내|내에|내로|까지)",
)


_DEGREE = frozenset({"좀", "조금", "약간", "살짝", "훨씬", "꽤", "한참", "이미", "벌써"})


def _after_figure(text: str, pattern: re.Pattern[str] = _FIGURE_RE) -> list[tuple[str, str, bool]]:
    """The predicates after the first asserted figure (or what `pattern` finds), in order: (lemma, tag, is a
    bound verb next to it)."""
    found = pattern.search(text)
    if found is None:
        return []
    morphs = analyze(text)
    out: list[tuple[str, str, bool]] = []
    adjacent = True  # only particles between the figure and the predicate ("8자리만 넘기면", "10MB를 넘으면")
    for i, m in enumerate(morphs):
        if m.start < found.end():
            continue
        if m.tag.startswith(VERB_ADJECTIVE_TAGS):
            out.append((m.lemma, m.tag, adjacent and m.lemma in BOUND_VERBS))
            adjacent = False
        elif m.tag == "NNG" and i + 1 < len(morphs) and morphs[i + 1].tag in DERIVING_SUFFIX_TAGS:
            out.append((m.surface, m.tag, adjacent and m.surface in BOUND_VERBS))  # 파기하면, 초과하면
            adjacent = False
        elif not m.tag.startswith("J") and not (m.tag == "MAG" and m.surface in _DEGREE):
            adjacent = False  # ("3년 좀 넘었는데": a degree adverb keeps the verb next to its figure)
    return out


def bound_verbs(text: str) -> frozenset[str]:
    """The bound verb written right after the asserted figure ("8자리만 넘기면" -> {넘기}), if any."""
    return frozenset(lemma for lemma, _tag, bound in _after_figure(text) if bound)


def figure_act(text: str) -> str | None:
    """The act an asserted figure measures: the first predicate after the figure that is neither a bound
    verb next to it nor a frame ("한 달 안에만 파기하면 되나요?" -> 파기; "2주 안에 노트북 갖다주면" -> 갖)."""
    for lemma, _tag, bound in _after_figure(text):
        if bound or lemma in _FRAME_VERBS:
            continue
        return lemma
    return None


def asked_figure_act(text: str) -> str | None:
    """The act an asked deadline is for, as `figure_act` for an asserted figure: "보관기간 끝난 개인정보는
    언제까지 **파기**해야 돼요?" asks the deadline of the destruction, so "보관 기간은 … 1년이다" (the figure of
    the retention) answers another question."""
    for lemma, _tag, bound in _after_figure(text, _ASKED_FIGURE_RE):
        if bound or lemma in _FRAME_VERBS:
            continue
        return lemma
    return None


def figures(text: str, pattern: str) -> list[str]:
    """The figures with a digit that `pattern` (a quantity kind's pattern) finds in `text`."""
    return [m for m in re.findall(pattern, text, re.I) if re.search(r"\d", m)]


def distinct_figure(sentence: str, first_kind: str | None, follow_kind: str | None,
                    kinds: dict[str, str]) -> bool:
    """The sentence states a figure of the follow-up's asked kind that is not one of the figures of the
    first question's kind: "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다" answers both "몇 번" and
    "얼마나 기다려야" (30분 is not 5번), but "4년마다 교체한다" answers "몇 년마다" and not also "며칠 안에"."""
    if not first_kind or not follow_kind or first_kind == follow_kind:
        return False
    if first_kind not in kinds or follow_kind not in kinds:
        return False
    first = {re.sub(r"\s", "", f) for f in figures(sentence, kinds[first_kind])}
    second = {re.sub(r"\s", "", f) for f in figures(sentence, kinds[follow_kind])}
    return bool(first) and bool(second - first)


# Verbs that bring something into being: what they make is new by definition, so "새로" before them in the
# situation a question is set in ("비번 새로 만들 때 몇 자?", "새로 생성하면 …") restricts nothing (unlike "노트북
# 새로 받아요?" or "계정을 새로 만들어야 돼요?", which ask for another one).
CREATION_VERBS = frozenset({"만들", "생성", "정하", "짓", "설정"})
_SITUATION_NOUNS = frozenset({"때", "땐", "경우", "시"})
_MUST = frozenset({"어야", "아야"})
_STORY_ENDINGS = ("는데", "은데", "ㄴ데")


def _sets_situation(morphs: list[Morph], k: int) -> bool:
    """The predicate at `k` ends in a time or condition clause ("-ㄹ 때", "-는 경우", "-면") or in a story
    clause ("비번 새로 만들어야 되는데 몇 자부터 돼?", "새로 만들었는데 …") that the question follows."""
    end = min(len(morphs), k + 6)
    i = k + 1
    while i < end:
        m = morphs[i]
        if m.tag in ("ETM", "EP") or m.tag.startswith("XSV"):
            i += 1
            continue
        if m.tag == "EC" and m.surface in _MUST and i + 1 < end and morphs[i + 1].lemma in ("되", "하"):
            i += 2  # "만들어야 되는데": the obligation told in the story clause
            continue
        if m.tag == "EF" and m.surface.removesuffix("요").endswith(_STORY_ENDINGS) and i + 1 < len(morphs):
            return True  # "비번 새로 만들어야 하는데요, 최소 몇 자": MeCab-ko reads -는데요 as a final ending
        if m.tag == "EC":
            if m.surface.endswith(_STORY_ENDINGS):
                return True
            return m.surface.endswith("면") and not m.surface.endswith("려면")
        return m.tag.startswith("NN") and m.surface in _SITUATION_NOUNS
    return False


def anew_is_creation(text: str) -> bool:
    """"새로" qualifies a creation verb that sets the question's situation (see CREATION_VERBS)."""
    morphs = list(analyze(text))
    for i, m in enumerate(morphs):
        if m.surface != "새로":
            continue
        for k in range(i + 1, len(morphs)):
            nxt = morphs[k]
            if nxt.tag.startswith(VERB_ADJECTIVE_TAGS) or (nxt.tag == "NNG" and nxt.surface in CREATION_VERBS):
                return nxt.lemma in CREATION_VERBS and _sets_situation(morphs, k)
            if not nxt.tag.startswith(("NN", "J", "SL", "XSN")):
                return False
    return False


_AUX = frozenset({"is", "are", "was", "were", "do", "does", "did"})
_WH = frozenset({"how", "what", "when", "where", "which", "who", "why"})
_TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")


def english_predicate(text: str) -> str | None:
    """The word an inverted English question ends on after its subject ("how long are backups **kept**", "how
    long is the VPN cert **valid**"): what that question asks about its subject, not a topic a follow-up
    ("and what time do they run?") inherits. None when the text is not such a question."""
    words = [w.lower() for w in _TOKEN_RE.findall(text)]
    # the auxiliary opens the question or follows its question word ("Two things: how long are …")
    aux = next((i for i, w in enumerate(words) if w in _AUX
                and (i == 0 or any(x in _WH for x in words[max(0, i - 3):i]))), None)
    if aux is None or len(words) < aux + 3:
        return None
    return words[-1]


# A deadline the asker asserts ("일주일 안에만", "2주 이내에", "3일까지만") and a rule that says "at once".
_DEADLINE_RE = re.compile(
    r"(?:\d+\s*(?:년|개월|달|주|영업일|일|시간|분)|한\s*달|일주일|하루|이틀|사흘|보름)\s*(?:안에|이내|내에|내로|까지)")
_AT_ONCE_RE = re.compile(r"즉시|곧바로|바로|지체\s*없이|미루지\s*않")


def at_once_corrects(question: str, sentence: str) -> bool:
    """A deadline asserted to be confirmed ("잃어버려도 일주일 안에만 신고하면 되죠?") is corrected by a rule
    that says the act is done at once ("… 잃어버리면 즉시 보안팀에 신고한다"): that is the figure asked."""
    return _DEADLINE_RE.search(question) is not None and _AT_ONCE_RE.search(sentence) is not None
