"""A sentence that closes on how the asker feels or muses, beside a marked question (issue 8, probe _p53e).

Employees tell a story before they ask, and the sentence before the question often ends on a feeling ("… 못 내면
어쩌나 걱정되네요.", "… 아직 연락이 없고 너무 불안하네요.", "지금도 그런지 헷갈리네요."), a musing ("나중에 또 쓸
일이 있을까 싶기도 하고요.", "누가 들어오려고 한 건가 싶어서 소름 돋네요") or the frame of the asking itself ("혹시
몰라서 여쭤봐요."). What such a sentence holds (a negation, a condition, an indefinite 누가) is what the asker fears
or wonders, not a condition of the question beside it, which asks with its own words. Read from MeCab-ko's tags of
the sentence's last predicate; never a sentence whose last ending asks. Not a wish ("노션 쓰고 싶어요. 그냥 설치해도
돼요?"): what the asker wants to do names the thing the question is about (dev _p47f, _p46a).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.terms import RawMorpheme

# Stems and nouns of feeling: the worry, unease, confusion or embarrassment the asker tells (걱정되다, 불안하다,
# 헷갈리다, 고민 중이다, 소름 돋다, …)
_FEELINGS = frozenset({"걱정", "불안", "무섭", "무서", "찜찜", "민망", "헷갈리", "고민", "답답", "초조", "소름", "난감",
                       "당황", "곤란", "속상", "막막", "긴장", "두렵", "신경", "불만", "망설이"})
# Endings a musing clause closes on before 싶다: "있을까 싶기도 하고요", "하나 싶어서", "한 건가 싶어서"
_MUSING = ("나", "까", "가")
# Verbs of asking: "여쭤봐요", "물어봐요" frame the question beside them
_ASKING = frozenset({"여쭈", "묻", "물"})


def tells(raw: Sequence[RawMorpheme], k: int) -> bool:
    """The sentence (`raw`, its morphemes without punctuation; `k`, its last predicate) closes on a feeling, a
    musing or the asking frame, in a final ending that does not ask (the caller checks that)."""
    if _feels(raw, k):
        return True
    for i in range(max(0, k - 5), k + 1):
        m = raw[i]
        if m.pos.startswith("VX") and m.lemma == "싶" and i > 0 and _closes(raw[i + 1:]):
            before = raw[i - 1]
            if before.pos.split("+")[-1] == "EC" and before.surface.endswith(_MUSING):
                return True  # "있을까 싶기도 하고요", "하나 싶어서"
    # "여쭤봐요", "물어봐요": the asking verb with the auxiliary 보다 closes the sentence
    return raw[k].lemma in _ASKING or (k > 0 and raw[k].lemma == "보" and raw[k - 1].lemma in _ASKING)


def _closes(after: Sequence[RawMorpheme]) -> bool:
    """What follows 싶 only closes it: endings, or 기도 하- ("싶기도 하고요"); not another verb that asks ("바꾸고
    싶은데 어떻게 해요")."""
    return all(m.pos.split("+")[0].startswith("E") or m.pos.startswith(("ETN", "JX")) or m.lemma == "하"
               for m in after)


def _feels(raw: Sequence[RawMorpheme], k: int) -> bool:
    """The last predicate is a feeling: its own stem ("헷갈리네요", "무서워요") or the noun it makes a predicate of
    ("걱정되네요", "불안하네요", "고민 중인데요", "소름 돋네요")."""
    if raw[k].lemma in _FEELINGS:
        return _after_clause(raw, k)
    j = k - 1
    if j >= 0 and raw[j].pos.startswith("NNB") and raw[j].lemma == "중":
        j -= 1  # "고민 중인데요"
    return j >= 0 and raw[j].pos.split("+")[0] in ("NNG", "XR") and raw[j].lemma in _FEELINGS and _after_clause(raw, j)


def _after_clause(raw: Sequence[RawMorpheme], j: int) -> bool:
    """The feeling at `j` follows a clause or an adverb ("많아서 걱정이에요", "너무 불안하네요"), not a thing it is
    about ("프린터가 걱정이에요": the printer is a topic of its own)."""
    return j == 0 or not raw[j - 1].pos.startswith(("J", "N", "SL", "SN"))
