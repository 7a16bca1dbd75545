"""Leave for acts done after one a rule forbids (issue 8, session 55).

"챗GPT에 고객 정보 넣고 요약 돌려도 되나요?" asks leave for a chain: put the customer data in, then have it summed up.
"생성형 AI 서비스에 고객 정보·개인정보·대외비 문서를 입력하지 않는다" forbids the first act, which gives the data away,
and so the whole chain: what the asker would do after it (요약, 돌리) need not be in the sentence. So are the words of a
purpose clause (-려고) before the forbidden act ("보고서 요약하려고 챗GPT에 고객 정보 넣어도 돼요?"): the goal does
not make the act allowed.

Only for a permission question; only for an act that gives a thing away (`DISCLOSING`: connecting a device is not one,
"개인 USB 꽂아서 충전해도" asks what the device is); only when the sentence forbids that act itself or as its policy
word (`bot.matching.scope.ScopeRules._forbids_act`) with no way out ("승인 없이 설치하지 않는다" is not forbidding);
only when every other word of the question is carried (never the words before the act: "고객 정보 빼고 넣어서
요약해도"); and never when the words after the link name a thing of their own or single one out with 만 ("넣고 사진
보내도", "꽂아서 충전만 해도"). MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import Morph, analyze

_LINKS = frozenset({"어서", "아서", "여서", "서", "고"})
# acts that give a thing away: once done, what is done with it after changes nothing (the first version took any act,
# and answered a hold-out near miss with the rule on connecting personal USB drives)
DISCLOSING = frozenset({"입력", "넣", "업로드", "올리", "붙여넣", "보내", "전송", "공유", "제공", "넘기"})
# a prohibition with a way out: "승인 없이 설치하지 않는다" forbids the act only without the approval
_UNLESS = re.compile(r"없이|않고서?는|전에는")


@lru_cache(maxsize=4096)
def after_act(text: str, act: str) -> frozenset[str]:
    """The lemmas written after `act` closed by -어서 / -고 ("넣어서 요약해도": 요약, 하, 되); empty without such a
    link."""
    morphs = analyze(text)
    for k, m in enumerate(morphs[:-1]):
        if m.lemma != act:
            continue
        j = k + 1
        if m.tag in KOREAN_NOUN_TAGS:  # "입력하고": the noun made a verb
            if not morphs[j].tag.startswith(("XSV", "VV")) or morphs[j].lemma not in ("하", "해서", "하고"):
                continue
            if morphs[j].surface in ("해서", "하고"):
                return frozenset(x.lemma for x in morphs[j + 1:])
            j += 1
        elif not m.tag.startswith("VV"):
            continue
        if j < len(morphs) and morphs[j].tag == "EC" and morphs[j].surface in _LINKS:
            rest = morphs[j + 1:]
            if any(x.surface == "만" and x.tag.startswith("JX") for x in rest) or _new_thing(rest):
                return frozenset()  # "꽂아서 충전만 해도", "꽂아서 폰 충전해도": what is done after is asked
            return frozenset(x.lemma for x in rest)
    return frozenset()


_LIGHT_VERBS = frozenset({"하", "시키", "돌리"})  # "요약해도", "요약 시켜도", "요약 돌려도": the noun is the act


def _new_thing(rest: Sequence[Morph]) -> bool:
    """The words after the link name a thing of their own: a noun that is no act ("요약 돌려도", "요약해도": an act
    noun right before its verb)."""
    for k, m in enumerate(rest):
        if m.tag in KOREAN_NOUN_TAGS or m.tag == "SL":
            nxt = rest[k + 1] if k + 1 < len(rest) else None
            if nxt is None or not (nxt.tag.startswith("XSV") or nxt.lemma in _LIGHT_VERBS):
                return True
    return False


@lru_cache(maxsize=4096)
def purpose_before(text: str, act: str) -> frozenset[str]:
    """The lemmas of a purpose clause (-려고) that ends before `act` ("보고서 요약하려고 … 넣어도": 보고서, 요약,
    하)."""
    morphs = analyze(text)
    start = 0
    for k, m in enumerate(morphs):
        if m.lemma == act:
            return frozenset()
        if m.tag == "SF":
            start = k + 1
        elif m.tag == "EC" and m.surface in ("려고", "으려고"):
            return frozenset(x.lemma for x in morphs[start:k])
    return frozenset()


def answered(text: str, missing: Sequence[str], permission: bool, acts: Sequence[str],
             forbids: Callable[[str], bool], sentence: str, disclosing: Callable[[str], bool]) -> list[str]:
    """`missing` without the words after an act of `acts` (the question's acts the sentence carries) that the
    sentence forbids outright, for a permission question whose other words the sentence carries; `disclosing`:
    whether an act gives the thing away (its policy word is one of `DISCLOSING`)."""
    if not permission or not missing or _UNLESS.search(sentence):
        return list(missing)
    words = [w for w in missing if not w.startswith("(")]
    for act in acts:
        aside = after_act(text, act) | purpose_before(text, act)
        # every other word of the question is carried (what the forbidden act is done to, and where), and the
        # sentence forbids the act outright, not only without something ("승인 없이 설치하지 않는다")
        if aside and all(w in aside for w in words) and disclosing(act) and forbids(act):
            return [w for w in missing if w.startswith("(") or w not in aside]
    return list(missing)
