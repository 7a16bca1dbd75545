"""The work device a question does its act with is no topic of the rule on that act (issue 8, session 40).

"스벅에서 노트북으로 그룹웨어 잠깐 들어가도 되나요?" is answered by "카페·공항 등 공용 와이파이에서는 사내 시스템에
접속하지 않는다": the laptop is only what the asker would connect with, and the rule on connecting from a café holds
for it. The sentence need not name the device once it carries the act.

Only that shape, on the analyzer's tags: a device noun (노트북, 컴퓨터, PC, 랩탑, 태블릿, 폰, 휴대폰, or a word the
glossary maps to one: 맥북) marked with (으)로 or 에서 (not before a verb of changing: "맥북으로 바꿔줄 수 있음?" asks
for a MacBook), or bare right before the act ("윈도우 노트북 로그인하다가",
session 46, probe `_p46c`), before the rest of the question, whose act the sentence carries; a bare word naming the
device's brand or system right before it goes with it ("윈도우 노트북", "LG 그램"; not "와이프 노트북"); a bare device
only where the sentence acts on no object the question does not name; not a device the question says is someone's
own or another's ("개인 노트북으로", "집 컴퓨터로", "동생 폰으로": whose device it is may change the answer), and
never the device alone (`bot.rules.other_kind` still weighs a sentence that names another device). A work computer
(not a phone or a tablet) bare right before one of its own parts that the sentence carries ("맥북 화면 잠금 몇 분으로",
session 56) owns that part, when the sentence names no device.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from bot.language.terms import Term, analyze, compact

DEVICES = frozenset({"노트북", "컴퓨터", "pc", "피씨", "랩탑", "태블릿", "폰", "휴대폰", "핸드폰", "스마트폰"})
_OWNERS = frozenset({"개인", "내", "제", "나", "저", "집", "가족", "동생", "친구", "남", "개인용", "자기", "본인",
                     "사비", "아이", "애"})
_MEANS = frozenset({"으로", "로", "에서"})
# a work computer's own parts, which a rule may speak of without naming the computer ("맥북 화면 잠금" and "… 화면이
# 자동으로 잠기게 한다"); not a phone's or a tablet's (their screens may have rules of their own, or none)
_COMPUTERS = frozenset({"노트북", "컴퓨터", "pc", "피씨", "랩탑"})
_PARTS = frozenset({"화면", "모니터", "키보드", "배터리", "카메라", "웹캠", "마이크", "스피커"})
_ACT_TAGS = frozenset({"NNG", "VV", "SL"})  # an act right after a bare device noun ("노트북 로그인하다가")
_KIND_TAGS = frozenset({"NNP", "SL"})  # a brand or system ("윈도우", "LG"), not a person ("와이프 노트북")
# "맥북으로 바꿔줄 수 있어요?": a device marked (으)로 before a verb of changing is what the thing becomes
_INTO = frozenset({"바꾸", "교체", "변경", "갈아타", "바뀌"})


def carried(question: str, unmatched: Iterable[Term], terms: Iterable[Term], covered: Collection[str],
            concepts: Mapping[str, Collection[str]] | None = None, sentence: str = "") -> set[str]:
    """The device noun among `unmatched` that the question uses as the means of an act the sentence carries (a verb
    of the question's `terms` in `covered`), unless an owner is named before it, and the bare word naming its kind
    right before it. A bare device only where the sentence acts on no object ("노트북 반납하려면" is not answered by a
    rule on returning another thing)."""
    def device(word: str) -> bool:
        return word.lower() in DEVICES or bool(DEVICES & set((concepts or {}).get(word, ())))

    unset = {t.text for t in unmatched if not t.verb}
    missing = {w for w in unset if device(w)}
    if not missing:
        return set()
    acts = {t.text for t in terms if t.verb and t.text in covered}
    if not acts:
        return set()
    morphs = analyze(question)
    objectless = bool(sentence) and _objectless(sentence, question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.lemma not in missing or i + 1 >= len(morphs):
            continue
        after = morphs[i + 1]
        marked = after.tag == "JKB" and after.surface in _MEANS and not (
            i + 2 < len(morphs) and morphs[i + 2].lemma in _INTO)
        bare = after.tag in _ACT_TAGS and after.start == m.end + 1 and after.lemma in acts and objectless
        owner = m.lemma.lower() in _COMPUTERS or bool(_COMPUTERS & set((concepts or {}).get(m.lemma, ())))
        if owner and after.lemma in _PARTS and after.lemma in covered and after.start == m.end + 1 and not any(
                d in compact(sentence).lower() for d in DEVICES):
            out.add(m.lemma)  # "맥북 화면 잠금": the screen is the computer's, and the rule on screens holds for it
            continue
        if not (marked or bare):
            continue
        if i >= 1 and (morphs[i - 1].lemma in _OWNERS or morphs[i - 1].tag in ("NP", "JKG")):
            continue  # "개인 노트북으로", "제 폰으로", "동생의 폰으로"
        if any(x.lemma in acts for x in morphs[i + 1:]):
            out.add(m.lemma)
            kind = morphs[i - 1] if i >= 1 else None
            if kind is not None and kind.lemma in unset and kind.tag in _KIND_TAGS and kind.end + 1 == m.start and (
                    i < 2 or morphs[i - 2].lemma not in _OWNERS):
                out.add(kind.lemma)  # "윈도우 노트북": the device's kind
    return out


def _objectless(sentence: str, question: str) -> bool:
    """The sentence acts on no object the question does not name: no 을/를, and no 은/는 after a noun the question
    does not use ("출입증은 인사팀에 반납한다" may be about what "노트북 반납" is done to)."""
    morphs = analyze(sentence)
    squeezed = compact(question)
    for i, x in enumerate(morphs):
        if x.tag == "JKO":
            return False
        if x.tag == "JX" and x.surface in ("은", "는") and i >= 1 and morphs[i - 1].tag in _KIND_TAGS | {"NNG"} \
                and compact(morphs[i - 1].surface) not in squeezed:
            return False
    return True
