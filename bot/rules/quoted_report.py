"""A verb of showing after a quoted clause only reports what the screen said (issue 8, session 58, probe `_p58c`).

"로그인 하다가 … 계정이 잠겼다고 떠요ㅠㅠ 얼마나 기다려야 다시 들어갈 수 있나요?", "비번 바꾸려는데 자꾸 조건에 안
맞는다고 튕겨요": what the asker saw is the quoted clause (잠겼다, 안 맞는다); the verb after the quotative ending
(떠요, 튕겨요, 나와요) only says it was shown or refused on screen. It is no topic a rule must carry: "로그인에 5번
연속 실패하면 계정이 30분 동안 잠긴다" answers the first question, though no rule says anything "appears" (the
glossary reads 떠요 as 표시, the word of the password-expiry notice). Quoted text in quote marks is dropped whole by
`bot.rules.screen_text`; here the quote is written without marks and its own words stay asked.

A closed class of verbs of showing or refusing on screen, right after a quotative ending (-다고, -라고, -냐고;
adverbs between: "잠겼다고 자꾸 떠요"); never a verb of saying or hearing, which `bot.rules.hearsay` reads.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.terms import raw_morphemes

# shown, refused or blocked on screen: "…라고 떠요", "…다고 나와요", "…다고 튕겨요", "…다고 막혀요"
_SHOWING = frozenset({"뜨", "나오", "나타나", "튕기", "막히"})
_QUOTATIVE = ("다고", "라고", "냐고")


def report_verbs(text: str) -> frozenset[str]:
    """Lemmas of `text`'s verbs of showing that follow a quoted clause directly (see the module doc)."""
    return frozenset(lemma for lemma, _ in _reports(text))


def report_surfaces(text: str) -> frozenset[str]:
    """The written forms of those verbs ("떠요", "뜨"): a glossary phrase read there (떠요 -> 표시) is no topic."""
    return frozenset(surface for _, surface in _reports(text))


@lru_cache(maxsize=4096)
def _reports(text: str) -> frozenset[tuple[str, str]]:
    morphs = raw_morphemes(text)
    out: set[tuple[str, str]] = set()
    for i, m in enumerate(morphs):
        if not m.pos.startswith("VV") or m.lemma not in _SHOWING:
            continue
        j = i - 1
        while j >= 0 and morphs[j].pos == "MAG" and morphs[j].surface != "안":  # "잠겼다고 자꾸 떠요"
            j -= 1
        if j >= 0 and morphs[j].pos.endswith("EC") and morphs[j].surface.endswith(_QUOTATIVE):
            out.add((m.lemma, m.surface))
    return frozenset(out)
