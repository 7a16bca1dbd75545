"""What follows when the rule is not met (batch `_ze`, issue 8).

"노트북 입사일에 못 받으면 첫날은 뭘로 일해요?" and "개인정보 동의 안 받고 모은 건 어떻게 해요?" ask about the
case where the rule was not followed: "업무용 노트북은 입사일에 지급한다" and "수집할 때는 목적을 알리고 동의를
받는다" state the rule, not what happens when it is not met. A Korean question that asks a question word (뭘,
어떻게, 누가 …; not a permission "…도 돼요?" nor a confirmation "…죠?") after a clause it negates (안/못 V,
V-지 않/못, ending in a condition, a connective or a modifier: "못 받으면", "안 받고", "안 한 거") is not answered by
a sentence that states the clause itself (one of its nouns; the others there or in its heading or title) and
negates nothing. A sentence scoped to the negated
case ("본인이 하지 않은 로그인 실패 알림을 받으면 …") negates something and is left alone.
"""

from __future__ import annotations

import re

from bot.language.tags import DERIVING_SUFFIX_TAGS
from bot.language.terms import GENERIC_NOUNS, NEGATORS, NOUN_TAGS, Morph, analyze, compact

_QUESTION_WORD_RE = re.compile(r"누가|누구|뭐|뭘|무엇|어디|언제|어떻게|어케|어떡|무슨|어떤")
_PERMISSION_RE = re.compile(r"(?:도|면)\s*(?:돼|되|괜찮|될까)|(?:죠|지요|맞나요|맞아요)\s*\??\s*$")
_SENTENCE_NEGATION_RE = re.compile(r"지\s*(?:않|말|못)|\s안\s|\s못\s|없")
_CLAUSE_END_TAGS = frozenset({"EC", "ETM"})


def _clause_start(morphs: tuple[Morph, ...], i: int) -> int:
    """Where the clause holding morpheme `i` starts: after the previous connective, modifier or punctuation."""
    j = i - 1
    while j >= 0 and morphs[j].tag not in ("EC", "ETM", "SF", "SC", "SP", "JX") and not (
            morphs[j].tag == "VCP" and morphs[j].surface.endswith(("데", "서", "고", "니까"))):  # 출근인데
        j -= 1
    return j + 1


def negated_clauses(question: str) -> list[tuple[str, ...]]:
    """The nouns of each clause the question negates before it goes on (not its final predicate)."""
    morphs = analyze(question)
    out: list[tuple[str, ...]] = []
    for i, m in enumerate(morphs):
        at = None
        if m.tag == "MAG" and m.lemma in NEGATORS and i + 1 < len(morphs) and (
                morphs[i + 1].tag.startswith("V") or morphs[i + 1].tag in DERIVING_SUFFIX_TAGS):
            at = i + 1
        elif m.tag == "VX" and m.lemma in ("않", "못") and i >= 1 and morphs[i - 1].lemma == "지":
            at = i
        if at is None:
            continue
        k = at + 1
        while k < len(morphs) and morphs[k].tag in ("EP", "VX", "XSV"):
            k += 1
        if k >= len(morphs) or morphs[k].tag not in _CLAUSE_END_TAGS:
            continue  # the negation ends the question ("안 돼요?"): what is asked, not a case told
        start = _clause_start(morphs, i)
        # generic nouns say nothing of the clause ("퇴사 후 5영업일 안에", "사정상")
        nouns = tuple(x.lemma for x in morphs[start:i] if x.tag in NOUN_TAGS and x.lemma not in GENERIC_NOUNS)
        if nouns:
            out.append(nouns)
    return out


def problems(question: str, sentence: str, context: str) -> list[str]:
    """The sentence states the rule the question says was not met, and nothing of what follows. `context`: the
    sentence with its heading and document title, which carry the clause's nouns too."""
    if not re.search(r"[가-힣]", question) or not _QUESTION_WORD_RE.search(question) or \
            _PERMISSION_RE.search(question.strip()):
        return []
    if _SENTENCE_NEGATION_RE.search(f" {sentence} "):
        return []
    own = {m.lemma for m in analyze(sentence)}
    squeezed = compact(context)
    lemmas = {m.lemma for m in analyze(context)}
    for nouns in negated_clauses(question):
        # the sentence itself states the unmet thing ("입사일에 지급한다"), not only its heading: "메일 첨부가 안
        # 되면 어떻게 보내요?" is answered by "25MB가 넘는 파일은 … 공유 링크를 보낸다" under "1. 첨부 파일"
        if any(n in own for n in nouns) and all(n in lemmas or (len(n) > 1 and compact(n) in squeezed)
                                                for n in nouns):
            return [f"({'/'.join(nouns)}: the rule not met, what follows is not in the sentence)"]
    return []
