"""Data told as what a device holds (issue 8, branch cover18).

"친구한테 받은 외장하드에 **자료 있는데** 회사 컴에 연결해도 돼?", "외장하드에 **있는 자료** 회사 컴퓨터에 연결해서
옮겨도 되죠?": the data noun (자료, 파일, 데이터) only says what is on the device; the rule on the device ("개인
USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다") is the answer, whatever is on it. Answerable handoffs with a data
noun the expected sentence lacks recur in seven dev batches for 자료 and seven for 파일; this shape (the data told
as held by a device the sentence names) is the one among them with no other missing noun.

Only that shape, on the analyzer's tags: the data noun after "N에 있는 / 있던 / 든" or before "있는데 / 있어서 /
있으면" or "넣어왔는데 / 담아 왔는데" (put on the device and brought along) with "N에" before it (a compound too:
"USB에 발표자료 넣어왔는데"), where the sentence names the device N (as written or through the glossary). Not the
data as the object of the act asked with no device holding it ("자료 옮겨도 돼요?"), not a device the sentence does
not name, not a question with another noun the sentence lacks: the data noun is dropped last, when it is all the
sentence lacks after the other rules (and the older leniencies that set a noun aside) had their say. The act asked
must still be carried or excused as before.

General logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.language.tags import KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, analyze, compact

DATA_NOUNS = frozenset({"자료", "파일", "데이터"})
_HOLD = frozenset({"있", "들", "들어있"})
_MODIFIER_ENDINGS = frozenset({"는", "던", "ㄴ", "은"})
_CLAUSE_ENDINGS = frozenset({"는데", "은데", "어서", "어", "으면", "면", "지만", "는데요"})
_LOAD = frozenset({"넣", "담"})


def _device_before(morphs: tuple[Morph, ...], j: int) -> str | None:
    """The noun run ending right before the particle 에 at `j` (외장 + 하드 of "외장하드에"), or None."""
    if j < 1 or morphs[j].surface != "에" or not morphs[j].tag.startswith("JKB"):
        return None
    k = j - 1
    while k >= 0 and morphs[k].tag in NOUN_OR_LATIN_TAGS:  # 외장 + 하드, usb
        k -= 1
    nouns = morphs[k + 1:j]
    return "".join(m.surface for m in nouns) if nouns else None


def _held_by(morphs: tuple[Morph, ...], i: int, start: int) -> str | None:
    """The device the data noun at `i` (its noun run beginning at `start`: 발표 + 자료) is told as held by, or None."""
    # "외장하드에 있는 자료": 에 + 있 + a modifier ending right before the noun
    if start >= 3 and morphs[start - 1].tag == "ETM" and morphs[start - 1].surface in _MODIFIER_ENDINGS and (
            morphs[start - 2].lemma in _HOLD):
        return _device_before(morphs, start - 3)
    # "외장하드에 자료 있는데": 에 + the noun + 있 (a subject particle between) + a clause ending
    after = list(morphs[i + 1:i + 4])
    if after and after[0].tag in ("JKS", "JKO"):
        after = after[1:]
    if len(after) >= 2 and after[0].lemma in _HOLD and after[1].tag == "EC" and after[1].surface in _CLAUSE_ENDINGS:
        return _device_before(morphs, start - 1)
    # "USB에 발표자료 넣어왔는데", "외장하드에 자료 담아 왔는데": put on the device and brought along (session 34)
    if after and after[0].lemma in _LOAD and any(
            m.tag == "EC" and m.surface in _CLAUSE_ENDINGS for m in morphs[i + 2:i + 6]):
        return _device_before(morphs, start - 1)
    return None


def _by_means(morphs: tuple[Morph, ...], verb: str, covered: list[str]) -> bool:
    """The act `verb` is done by a carried act right before it ("연결해서 옮겨도": 옮기 by 연결, which the sentence
    rules)."""
    for k, m in enumerate(morphs):
        if m.lemma != verb or k < 1:
            continue
        means = morphs[k - 1]
        if not means.surface.endswith("서"):
            continue
        # "연결 + 해서" (XSV), "꽂 + 아서" (EC): the act is the morpheme before; "꽂아서" read as one verb: itself
        head = morphs[k - 2].lemma if means.tag in ("XSV", "EC") and k >= 2 else means.lemma
        if head in covered:
            return True
    return False


def answered(question: str, missing_nouns: list[str], body: str, words_for: Callable[[str], list[str]],
             missing_verbs: list[str], covered: list[str]) -> list[str]:
    """`missing_nouns` without a data noun told as held by a device that `body` names, when it is the only noun
    the sentence still lacks after the other rules had their say (so no older leniency gets a new chance), and the
    question's acts are carried, or done by a carried act ("연결해서 옮겨도"): dropping the noun must not let
    the one-predicate excuse pass an act the sentence does not rule ("외장하드에 있는 자료 지워도 돼요?")."""
    word = missing_nouns[0] if len(missing_nouns) == 1 else ""
    if not (word in DATA_NOUNS or (len(word) > 2 and word.endswith(tuple(DATA_NOUNS)))):  # 자료, 발표자료
        return missing_nouns
    squeezed = compact(body)
    morphs = analyze(question)
    if not all(_by_means(morphs, verb, covered) for verb in missing_verbs):
        return missing_nouns
    for i, m in enumerate(morphs):
        if m.lemma not in DATA_NOUNS or m.tag not in KOREAN_NOUN_TAGS:
            continue
        start = i
        while start > 0 and morphs[start - 1].tag in KOREAN_NOUN_TAGS and morphs[start - 1].end == morphs[start].start:
            start -= 1  # the compound written as one word: 발표 + 자료
        if compact("".join(x.surface for x in morphs[start:i + 1])) != compact(word) and m.lemma != word:
            continue
        device = _held_by(morphs, i, start if m.lemma != word else i)
        if device and (compact(device) in squeezed or any(compact(w) in squeezed for w in words_for(device))):
            return []
    return missing_nouns
