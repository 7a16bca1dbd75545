"""The head of a noun-noun compound that the policies never use names another object (issue 8, batch `_zk2`).

"노트북 가방 잃어버렸는데 분실 신고해요?" asks about a laptop *bag*: 노트북 only says which bag. MeCab-ko reads 가방
as a noun no policy uses, and such a noun is set aside as the question's story (`Excuses._set_aside`), so the rule
on losing the laptop answered. A noun written right after a policy noun, with no particle between ("노트북 가방",
"노트북 충전기", "USB 케이블") and taken by the act right after it ("가방 잃어버렸는데", "충전기 빌려줘도", "케이스만
잃어버렸는데"), is the compound's head: the thing the act is done to. When the policies never use it, the sentence
must carry it, unless it names the same thing as the policy noun: a word for the thing itself or its device ("노트북
본체", "휴대폰 기종", "USB 메모리"), or a compound the glossary lists as a variant. Only a Hangul head taken by a
verb counts: a head followed by another noun ("개인정보 엑셀 파일", "대외비 견적서를 메일로") or by a copula
("퇴사 예정인데"), a measure ("첨부 용량 제한") and a verb's ㄴ-form MeCab reads as a noun ("바이러스 걸린거") are
judged as before, and English word order says too little (dev losses of the first, broader try).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.generate.terms import Morph, analyze, compact
from bot.rules.modifier_noun import may_be_modifier
from bot.rules.story import noun_words

# particles that mark the head as the act's object or subject, or single it out ("케이스만", "가방도")
_ARGUMENT_PARTICLES = frozenset({"JKO", "JKS", "JX"})
_ACT_TAGS = frozenset({"VV", "VA"})

# Heads that name the modifier's own thing: its body, its device, its model, its stick or memory (a USB drive), or
# some of its digits ("휴대폰 번호 뒷자리": still the number the rule speaks of).
SAME_THING_HEADS = frozenset({
    "본체", "기기", "기종", "모델", "자체", "단말", "단말기", "장치", "메모리", "스틱", "드라이브", "컴퓨터", "피씨",
    "뒷자리", "앞자리", "끝자리", "자리",
    "computer", "device", "itself", "model", "unit", "stick", "drive", "memory", "flash", "machine",
})


def other_objects(text: str, asked: Iterable[str], known: Callable[[str], bool],
                  variants: Iterable[str], measures: frozenset[str] = frozenset()) -> frozenset[str]:
    """The question's nouns (of `asked`) written right after a noun the policies use (`known`) and taken by a verb,
    that the policies never use themselves and that are no same-thing head nor one of `measures` ("첨부 용량");
    a compound among the glossary `variants` is exempt."""
    asked_set = frozenset(asked)
    listed = frozenset(compact(v).lower() for v in variants)
    morphs = analyze(text)
    nouns = noun_words(morphs)
    out: set[str] = set()
    for _start, (word, _parts, after) in nouns.items():
        following = nouns.get(after)
        if following is None or not known(word):
            continue
        head, _head_parts, end = following
        if head not in asked_set or known(head) or head.lower() in SAME_THING_HEADS or not _hangul(head):
            continue
        if head in measures or not _taken_by_act(morphs, end) or may_be_modifier(head, text):
            continue
        if compact(word + head).lower() in listed:
            continue
        out.add(head)
    return frozenset(out)


def _hangul(word: str) -> bool:
    return len(word) >= 2 and all("가" <= ch <= "힣" for ch in word)


def _taken_by_act(morphs: tuple[Morph, ...], at: int) -> bool:
    """The morpheme at `at` (after a noun), past one argument particle, is a verb or adjective stem."""
    if at < len(morphs) and morphs[at].tag in _ARGUMENT_PARTICLES:
        at += 1
    # a light verb makes the noun an act ("로그인 시도 한 적"), not a thing the act is done to
    return at < len(morphs) and morphs[at].tag in _ACT_TAGS and morphs[at].lemma not in ("하", "되")
