"""A rule for the moment of an act does not answer what to do after the asker did it (issue 8, session 46).

"보안 USB로 가져갔던 파일, 일 다 끝났는데 그냥 넣어놔도 돼요?" tells the taking out as done (가져갔던: a past
act told of the file) and asks about keeping the file now. "보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을
받는다" is a rule for the moment of taking it out (-ㄹ 때는, -려면): it carries 보안 USB, 자료 and 가져가다, and so
passed, and it outranked "용도가 끝난 자료는 보안 USB에서 바로 삭제한다", which answers. When the question tells a
verb in the past outside its asked predicate ("가져갔던 파일", "가져갔다 왔는데", "담아 갔던 자료": a serial verb of
carrying ends in the same motion verb) and the sentence's rule is for the moment of that act, the sentence answers
only if the question names something of what the rule prescribes ("가져갔는데 팀장 승인 받아야 했어요?"). A question
that asks to confirm ("… 맞죠?") is left alone, like `bot.rules.done_act`, which does the same for act nouns
("재발급 받았으면"). On MeCab-ko's tags; general logic, no lists of questions.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.hangul import RIEUL, SSANG_SIOT, final_consonant
from bot.language.terms import Morph, analyze, compact
from bot.rules.message_parts import CONFIRM_TAIL_RE

_MOMENT_ENDINGS = frozenset({"려면", "으려면"})  # "VPN을 쓰려면": for the moment of the act
_MOTION = frozenset({"가", "오"})  # the motion verb a serial verb of carrying ends in (담아 가다 ~ 가져가다)
_TOLD_AFTER = ("ETM", "EC")  # the past act is told (가져갔던 N, 가져갔다 왔는데), not the asked predicate
# pre-final endings that are no past: the honorific ("들어가시게": 시) and the future or guess (겠)
_NOT_PAST = frozenset({"시", "으시", "겠", "으시겠", "시겠"})


def _past(morphs: tuple[Morph, ...], i: int) -> bool:
    """The verb at `i` is in the past: its last syllable holds a ㅆ its stem does not (가져갔, 담았; not 있) or a past
    marker follows (not the honorific 시 of "들어가시게", session 55)."""
    m = morphs[i]
    last, stem_last = m.surface[-1:], m.lemma[-1:]
    return (bool(last) and final_consonant(last) == SSANG_SIOT and not (
        last == stem_last and m.surface.endswith(m.lemma))) or (
        i + 1 < len(morphs) and morphs[i + 1].tag == "EP" and morphs[i + 1].surface not in _NOT_PAST)


@lru_cache(maxsize=4096)
def told_past_acts(question: str) -> frozenset[str]:
    """The verb stems a question tells in the past before its asked predicate ("가져갔던 파일" -> 가져가); a serial
    verb's motion verb with the verb before it (담아 갔던 -> 담 + 가)."""
    morphs = analyze(question)
    verbs = [i for i, m in enumerate(morphs) if m.tag in ("VV", "VX")]
    if not verbs:
        return frozenset()
    out: set[str] = set()
    for i in verbs[:-1]:  # the last verb is what is asked
        k = i + 1
        while k < len(morphs) and morphs[k].tag == "EP":
            k += 1
        if not _past(morphs, i) or k >= len(morphs) or morphs[k].tag not in _TOLD_AFTER:
            continue
        out.add(morphs[i].lemma)
    return frozenset(out)


def _moment_acts(morphs: tuple[Morph, ...]) -> list[tuple[str, int]]:
    """The verbs the sentence's rule (`morphs`) is for the moment of ("가져갈 때는", "쓰려면"), with where the rule's
    prescription begins."""
    out = []
    for i, m in enumerate(morphs[:-1]):
        if m.tag != "VV" or not m.surface:
            continue
        nxt = morphs[i + 1]
        if (final_consonant(m.surface[-1]) == RIEUL and nxt.tag == "NNG" and nxt.surface == "때") or (
                nxt.tag == "EC" and nxt.surface in _MOMENT_ENDINGS):
            out.append((m.lemma, nxt.end))
    return out


def _same_act(told: frozenset[str], act: str) -> bool:
    """The told past acts hold the sentence's act, or a serial verb of carrying ending in its motion verb."""
    return act in told or any(verb in _MOTION and act.endswith(verb) and len(act) > 1 for verb in told)


def problems(question: str, sentence: str) -> list[str]:
    """The sentence's rule is for the moment of an act the question tells as done, and the question names nothing
    of what the rule prescribes."""
    if CONFIRM_TAIL_RE.search(question.strip()):
        return []
    told = told_past_acts(question)
    if not told:
        return []
    squeezed = compact(question)
    morphs = analyze(sentence)
    for act, at in _moment_acts(morphs):
        if not _same_act(told, act):
            continue
        prescribed = [m.surface for m in morphs if m.start >= at and m.tag in ("NNG", "NNP", "SL")
                      and len(m.surface) >= 2]
        if not any(compact(word) in squeezed for word in prescribed):
            return [f"({act}: the question says it was done; the sentence's rule is for the moment of doing it)"]
    return []
