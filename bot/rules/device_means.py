"""The work device a question does its act with is no topic of the rule on that act (issue 8, session 40).

"스벅에서 노트북으로 그룹웨어 잠깐 들어가도 되나요?" is answered by "카페·공항 등 공용 와이파이에서는 사내 시스템에
접속하지 않는다": the laptop is only what the asker would connect with, and the rule on connecting from a café holds
for it. The sentence need not name the device once it carries the act.

Only that shape, on the analyzer's tags: a device noun (노트북, 컴퓨터, PC, 랩탑, 태블릿, 폰, 휴대폰) marked with
(으)로 right before the rest of the question, whose act the sentence carries; not a device the question says is
someone's own or another's ("개인 노트북으로", "집 컴퓨터로", "동생 폰으로": whose device it is may change the
answer), and never the device alone (`bot.rules.other_kind` still weighs a sentence that names another device).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from bot.language.terms import Term, analyze

DEVICES = frozenset({"노트북", "컴퓨터", "pc", "피씨", "랩탑", "태블릿", "폰", "휴대폰", "핸드폰", "스마트폰"})
_OWNERS = frozenset({"개인", "내", "제", "나", "저", "집", "가족", "동생", "친구", "남", "개인용", "자기", "본인",
                     "사비", "아이", "애"})
_MEANS = frozenset({"으로", "로"})


def carried(question: str, unmatched: Iterable[Term], terms: Iterable[Term], covered: Collection[str]) -> set[str]:
    """The device noun among `unmatched` that the question uses as the means of an act the sentence carries (a verb
    of the question's `terms` in `covered`), unless an owner is named before it."""
    missing = {t.text for t in unmatched if not t.verb and t.text.lower() in DEVICES}
    if not missing:
        return set()
    acts = {t.text for t in terms if t.verb and t.text in covered}
    if not acts:
        return set()
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.lemma.lower() not in DEVICES or m.lemma not in missing or i + 1 >= len(morphs):
            continue
        if morphs[i + 1].tag != "JKB" or morphs[i + 1].surface not in _MEANS:
            continue
        if i >= 1 and (morphs[i - 1].lemma in _OWNERS or morphs[i - 1].tag in ("NP", "JKG")):
            continue  # "개인 노트북으로", "제 폰으로", "동생의 폰으로"
        if any(x.lemma in acts for x in morphs[i + 2:]):
            out.add(m.lemma)
    return out
