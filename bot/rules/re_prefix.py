"""다시 is the policy's prefix 재- (issue 8, branch cover16).

The policies write doing an act again with the Sino-Korean prefix 재- on the act noun ("반납된 장비의 저장 장치는 완전히
삭제한 뒤 재사용한다", "인증서가 만료되기 30일 전에 재발급을 신청한다"); employees say 다시 before the verb: "회사에
돌려준 노트북 하드는 포맷하고 다시 쓰는 거죠?", "VPN 인증서 다시 받으려면 만료 며칠 전에 말해야돼요?" (a family in five
dev batches: `_za`, `_zc`, `_zg`, `_zh`, `_zm`). The adverb is said by a sentence that holds the prefix (the analyzer
tags it XPN before a noun: 재/XPN + 사용/NNG; 재택, 재고, 재직 are nouns of their own, no prefix) when the verb 다시
goes with is itself carried by the sentence, so the again-ness is the only thing left. Not a 다시 whose verb the
sentence does not carry ("다시 들어가져요" against "… 재발급을 신청한다"), not a sentence without the prefix
("계정 잠기면 얼마나 기다려야 다시 들어가져요" against "… 30분 동안 잠긴다": re_prefix does not say it; getting
back in after a lock is `bot.rules.regained_access`).

General logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.language.tags import DERIVING_SUFFIX_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import Morph, analyze, compact

_AGAIN = "다시"
_ALONGSIDE = ("같이", "함께")  # one thing used for something else as well: "다른 서비스에 같이 쓰지 않는다"
_PREFIX = "재"
# Between 다시 and its verb: an object noun, a particle or an adverb ("다시 비번 바꿔", "다시 꼭 신청")
_SKIP = ("JKO", "JX", "MAG", "MM", "NR", "NNB")
# Light verbs and the acts after the prefix they paraphrase: 다시 쓰 -> 재사용, 다시 받 -> 재발급; 하 does any act
# (다시 하 -> 재설정). 다시 받 is not 재사용: "반납했던 노트북 나중에 다시 받을 수 있나요?" asks to get one's own
# back, which "반납된 장비의 … 재사용한다" (the company reuses it) does not say (batch `_zv`, branch hunt19).
_LIGHT_VERBS: dict[str, frozenset[str] | None] = {
    "쓰": frozenset({"사용", "이용"}),
    "받": frozenset({"발급", "지급", "교부"}),
    "하": None,
}


def prefixed_acts(sentence: str) -> set[str]:
    """The act nouns `sentence` writes with the prefix 재- (재/XPN before a noun): "재사용한다" -> {사용}."""
    morphs = analyze(sentence)
    return {morphs[i + 1].lemma for i, m in enumerate(morphs)
            if m.tag == "XPN" and m.surface == _PREFIX and i + 1 < len(morphs) and morphs[i + 1].tag == "NNG"}


def has_prefix(sentence: str) -> bool:
    """`sentence` does an act again with the prefix 재- (재/XPN before a noun)."""
    return bool(prefixed_acts(sentence))


def named_acts(verb: str) -> frozenset[str]:
    """The prefixed acts a light verb names by itself (받 -> 발급 …); none for 하, which stands for any act."""
    return _LIGHT_VERBS.get(verb) or frozenset()


def _light_said(verb: str, acts: set[str]) -> bool:
    """`verb` is a light verb whose act is one of the prefixed `acts` (받 for 발급, 쓰 for 사용, 하 for any)."""
    if verb not in _LIGHT_VERBS:
        return False
    paraphrased = _LIGHT_VERBS[verb]
    return paraphrased is None or bool(paraphrased & acts)


def _verb_after(morphs: tuple[Morph, ...], i: int) -> str | None:
    """The predicate 다시 at `i` goes with: the next verb, or a noun made a verb by 하/되 (신청해야)."""
    for j in range(i + 1, len(morphs)):
        m = morphs[j]
        if m.tag in VERB_ADJECTIVE_TAGS:
            return m.lemma
        if m.tag == "NNG":
            if j + 1 < len(morphs) and morphs[j + 1].tag in DERIVING_SUFFIX_TAGS:
                return m.lemma
            continue  # an object noun between: "다시 비번 바꿔도"
        if m.tag not in _SKIP:
            return None
    return None


def again_verbs(question: str) -> list[str]:
    """The verbs (or act nouns) the question's 다시 goes with."""
    morphs = analyze(question)
    out = []
    for i, m in enumerate(morphs):
        if m.surface == _AGAIN and m.tag == "MAG":
            verb = _verb_after(morphs, i)
            if verb is not None:
                out.append(verb)
    return out


def again_said(question: str, covered: Iterable[str], sentence: str) -> bool:
    """The question's 다시 is said by `sentence`: it holds the prefix 재- and the verb 다시 goes with is carried
    (`covered`), named in the sentence, or a light verb whose act the prefixed noun names (다시 쓰 -> 재사용,
    다시 받 -> 재발급, 다시 하 -> 재설정; not 다시 받 -> 재사용). Not when the question writes the prefixed word
    itself: its 다시 then asks the act once more again."""
    acts = prefixed_acts(sentence)
    if not acts:
        return False
    squeezed = compact(question)
    if any(_PREFIX + act in squeezed for act in acts):
        return False  # "재발급 받은 거 다시 받을 수도 있어요?": 다시 asks a second 재발급, more than the prefix says
    done = set(covered) | {m.lemma for m in analyze(sentence)}
    return any(verb in done or _light_said(verb, acts) for verb in again_verbs(question))


def said_again(question: str, unsaid: list[str], covered: Iterable[str], sentence: str) -> list[str]:
    """`unsaid` (the question's qualifiers the sentence does not say) without 다시 when `again_said`."""
    if _AGAIN not in unsaid or not again_said(question, covered, sentence):
        return unsaid
    return [w for w in unsaid if w != _AGAIN]


def prefixed_unsaid(question: str, covered: Iterable[str], sentence: str,
                    glossed: Callable[[str], bool], asked_act: str | None = None) -> list[str]:
    """The other way round (issue 8, hunt32): an act the question writes with the prefix 재-
    ("파일 암호 하나를 프로젝트마다 계속 재사용해도 됨?") is read by the analyzer as the bare noun (사용), so a
    sentence on using the thing once ("파일 암호는 메일 본문에 쓰지 않고 …", 쓰 -> 사용) seemed to carry it.
    Doing it again is the point asked: a sentence that carries the act (`covered`), or says it (itself or by
    its light verb, 쓰 for 사용) when it is the act the question ends on (`asked_act`), answers only
    when it holds the prefixed word itself ("… 재사용한다"), says 다시 ("최근에 쓴 비밀번호 5개는 다시 쓸 수
    없다") or 같이/함께, one thing used for another purpose too ("회사 비밀번호를 다른 서비스에 같이 쓰지
    않는다" answers "다른 사이트에 재사용해도"). Not a prefixed word that is itself a glossary variant
    (`glossed`: "재부팅" is one of 끄's variants, the again-ness is in the policy word)."""
    morphs = analyze(question)
    acts = dict.fromkeys(morphs[i + 1].lemma for i, m in enumerate(morphs)
                         if m.tag == "XPN" and m.surface == _PREFIX and i + 1 < len(morphs)
                         and morphs[i + 1].tag == "NNG")
    carried = set(covered)
    squeezed = compact(sentence)
    lemmas = {m.lemma for m in analyze(sentence)}
    # the bare act the sentence says itself or by its light verb (사용 by 쓰, 발급 by 받)
    said = {act for act in acts if act in squeezed or any(
        verb in lemmas and act in (named or ()) for verb, named in _LIGHT_VERBS.items())}
    return [f"({_PREFIX}{act}: done again, the sentence says {act} once)" for act in acts
            if (act in carried or (act == asked_act and act in said)) and not glossed(_PREFIX + act)
            and _PREFIX + act not in squeezed and not any(word in squeezed for word in (_AGAIN, *_ALONGSIDE))]
