"""A predicate that only describes a thing the sentence names is not an act it must word alike (issue 8,
branch verbs12).

"개인정보 **적힌** 종이문서 어떻게 버려요?" asks about paper documents; "회의 끝나고 **남은** 대외비 인쇄물 어떻게
처리해요?" asks about confidential printouts. The verb that modifies the noun (적히, 남) says which ones, in the
asker's words; a sentence that names the thing itself ("종이 문서는 파쇄하고 …", "다 쓴 대외비 출력물은 파쇄한다")
answers. Not set aside: a predicate the glossary ties to a policy word (it is then a word the sentence must carry,
"분실한 노트북"), a condition ("버릴 때"), one describing a noun the sentence does not carry itself, or a
description whose negation differs from the sentence's: "개인정보 안 적힌 종이" is not the privacy rule's paper, and
"등급 찍혀있는 문서" is not "등급 표시가 없는 문서" (while "등급 안 찍혀있는 문서" is).

Only a description that leaves the thing the rule's thing (branch hunt15, batch `_zk`): what it holds or bears
(적힌, 들어간, 찍힌, 붙인), how it came into the asker's hands (옮긴, 가져간, 만든) or how far its time has run (끝난,
지난, 남은). A description of what befell it makes it another thing the rule does not speak of: "수리 맡긴 노트북은
언제 나와요?" is not the new hire's laptop of "업무용 노트북은 입사일에 지급한다", nor is "물에 빠진 보안 USB"
or "고장난 노트북" the rules' USB or laptop.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Mapping

from bot.language.hangul import NIEUN, ends_in
from bot.language.tags import VERB_ADJECTIVE_TAGS
from bot.language.terms import analyze, compact
from bot.rules.clauses import described_nouns, negated_predicates

_PAST_OR_NOW = frozenset({"ㄴ", "은", "는", "던"})  # adnominal endings of a description, not -ㄹ (a condition)
_NEGATED_MODIFIER_RE = re.compile(r"(?:없는|않은|않는|아닌|없던)\s")
# describing verbs (stems) that keep the thing the rule's: what it holds or bears, how it reached the asker, its time
DESCRIBING = frozenset({
    "적히", "쓰이", "들어가", "들어있", "담기", "찍히", "붙이", "표시되", "기재되",  # holds or bears
    "옮기", "가져가", "만들", "저장하", "저장되", "넣",  # how it reached the asker ("USB에 넣어간 자료")
    "끝나", "지나", "남",  # how far its time has run
})


def described_only(text: str, missing_verbs: list[str], carried: Collection[str],
                   concepts: Mapping[str, set[str]], sentence: str) -> list[str]:
    """`missing_verbs` of the question `text` that modify a noun of `carried` (the question's nouns the sentence
    or its heading carries) and have no glossary policy word (or say where the thing was put: `_put_in_carried`)."""
    described = described_nouns(text)
    negated, denies = negated_predicates(text), _NEGATED_MODIFIER_RE.search(sentence) is not None
    nouns = [compact(n) for n in carried]
    out = []
    for verb in missing_verbs:
        noun = described.get(verb)
        if noun in described and described[noun] not in described:  # "넣어간 자료": 넣 -> 가 -> 자료
            noun = described[noun]
        if noun is None or verb not in DESCRIBING or (verb in negated) != denies:
            continue
        if concepts.get(verb) and not _put_in_carried(text, verb, nouns):
            continue
        if any(n.startswith(compact(noun)) for n in nouns):
            out.append(verb)
    return out


def _put_in_carried(text: str, verb: str, nouns: list[str]) -> bool:
    """The describing verb says where the thing was put, and the sentence carries that place ("보안 USB**에 넣어간**
    자료": the data on the secure USB; 넣 is then no 입력, the word the glossary ties it to)."""
    morphs = analyze(text)
    for i, m in enumerate(morphs):
        if m.lemma != verb or i < 2 or morphs[i - 1].tag != "JKB" or morphs[i - 1].surface not in ("에", "에다"):
            continue
        place = compact(morphs[i - 2].surface)
        if any(n.endswith(place) or place.endswith(n) for n in nouns if n):
            return True
    return False


def without_described(text: str, missing_verbs: list[str], carried: Collection[str],
                      concepts: Mapping[str, set[str]], sentence: str) -> list[str]:
    """`missing_verbs` less those `described_only` sets aside."""
    described = described_only(text, missing_verbs, carried, concepts, sentence)
    return [v for v in missing_verbs if v not in described]



def acts_of_own(text: str, verbs: list[str]) -> list[str]:
    """`verbs` less the describing ones (`DESCRIBING`) written as a modifier of what follows ("개인정보 **들어간**
    excel file", "개인정보 **적힌** 종이"): what is left are the question's own acts (branch hunt18, for the scope
    words `bot.rules.file_kind` and `bot.rules.collect_setting` set aside). Not a condition ("지울 때": -ㄹ)."""
    morphs = analyze(text)
    modifying = {m.lemma for m, nxt in itertools.pairwise(morphs)
                 if m.tag.startswith(("VV", "VA", "VX")) and nxt.tag == "ETM" and nxt.surface in _PAST_OR_NOW}
    modifying |= {m.lemma for m in morphs
                  if m.tag.startswith(VERB_ADJECTIVE_TAGS) and _fused_modifier(m.surface, m.lemma)}
    modifying |= set(described_nouns(text))
    return [v for v in verbs if not (v in DESCRIBING and v in modifying)]


def _fused_modifier(surface: str, lemma: str) -> bool:
    """MeCab-ko keeps "들어간", "적힌" as one morpheme: the stem with the adnominal ㄴ fused into its last
    syllable."""
    return surface != lemma and ends_in(surface, NIEUN)
