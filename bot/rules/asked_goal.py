"""The body a question asks to report to or go to is asked, not the story's setting (issue 8).

"USB 잃어버리면 카드사에 신고해요?", "노트북 도난당하면 경찰서 가야 돼요?", "보험사에도 연락해야 되나요?":
the noun marked 에/에게/한테/께/서 right before the question's last predicate, when that predicate is an act of
telling or going (신고, 연락, 말하다, 알리다, 문의, 보고, 전화, 제출, 가다), is whom the asker asks about. A rule
that names another recipient ("즉시 보안팀에 신고한다") does not answer it, so such a noun is never set aside as
a place or a story word. MeCab's split of a place suffix ("경찰서" -> 경찰 + 서/JKB) is read as the same goal.

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.terms import analyze, noun_words

_GOAL_MARKERS = frozenset({"에", "에게", "한테", "께", "서", "에다", "에다가"})
_FOCUS = frozenset({"도", "만", "까지"})
_TELLING = ("신고", "연락", "말하", "말해", "말씀", "알리", "알려", "문의", "보고", "전화", "제출", "물어")
# when, not to whom: "나중에 알려도 되나요?", "퇴근 후에 연락해도", "월요일에 신고해도"
_TIMES = frozenset({
    "나중", "이따", "다음", "내일", "오늘", "모레", "주말", "평일", "아침", "점심", "저녁", "밤", "새벽",
    "오전", "오후", "퇴근", "출근", "때", "후", "전", "중", "뒤", "이후", "이전", "직후", "당일", "즉시",
})
_TIME_ENDS = ("일", "요일", "주", "달", "년", "시", "분", "초", "월")
_ENDING_TAGS = ("E", "SF", "VX", "XSV", "VV", "VCP", "JX")
# a noun phrase told to the goal, between it and the act ("제 계정 비번을"): nouns, pronouns, determiners, object or
# possessive particles
_TOLD_THING_TAGS = ("NNG", "NNP", "NP", "MM", "JKO", "JKG", "SL")


def _told_or_gone(rest: list[tuple[str, str]]) -> bool:
    """`rest` (surface, tag) after the marker is only the question's last predicate: an act of telling, or 가다."""
    if not rest:
        return False
    text = "".join(s for s, _ in rest)
    if rest[0][1] == "VV" and rest[0][0] == "가":
        return True  # "경찰서 가야 돼요?" (never 가져가: one morpheme 가져가 or 가지+어+가)
    if not text.startswith(_TELLING):
        return False
    # nothing after the act but its verbs and endings: no further noun with a case of its own
    nouns = [s for s, t in rest if t.startswith("N")]
    return len(nouns) <= 1 and all(t.startswith(_ENDING_TAGS) or t.startswith("N") for _, t in rest)


@lru_cache(maxsize=4096)
def goal_nouns(text: str) -> frozenset[str]:
    """Nouns of `text` (as `content_terms` writes them) that the question's last act, a report or a visit,
    goes to ("카드사에 신고해요?" -> 카드사; "경찰서 가야 돼요?" -> 경찰)."""
    morphs = analyze(text)
    out: set[str] = set()
    for _start, (word, _parts, after) in noun_words(morphs).items():
        if after >= len(morphs) or morphs[after].tag != "JKB" or morphs[after].surface not in _GOAL_MARKERS:
            continue
        if word in _TIMES or word.endswith(_TIME_ENDS) or (_parts and _parts[-1] in _TIMES):
            continue
        k = after + 1
        while k < len(morphs) and morphs[k].tag == "JX" and morphs[k].surface in _FOCUS:
            k += 1
        rest = [(m.surface, m.tag) for m in morphs[k:]]
        # the thing told may come between ("동료한테 제 계정 비번 알려줘도 돼요?": to whom the password goes is asked)
        j = k
        while j < len(morphs) and morphs[j].tag.startswith(_TOLD_THING_TAGS):
            j += 1
        told = [(m.surface, m.tag) for m in morphs[j:]]
        if _told_or_gone(rest) or (j > k and told and told[0][1].startswith("VV") and _told_or_gone(told)):
            out.add(word)
    return frozenset(out)
