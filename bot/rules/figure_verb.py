"""A verb that only says a figure of the asker's story was reached (issue 8, session 51): no topic word of the
question.

"노트북 받은 지 4년 넘었는데 바꿔주나요?" tells that four years have passed: 넘 belongs to the figure, not to what
is asked, so "노트북은 4년마다 교체한다" need not carry it. Only a verb of reaching or passing (넘, 지나, 되, 초과)
written right after a figure with its unit ("4년 넘었는데", "30MB가 넘는데", "5년 됐는데") and closed by a told
ending (-는데, -어서, -니까): a figure the asker tells, not a condition asked ("25MB 넘으면 …?" keeps its verb, which
the rule on files over the limit carries itself), in a sentence that asks. Such a verb is left out of the question
part's terms (`bot.matching.question_parts`). So is a verb of time passing right after a question word of time
("얼마나 지나면 풀려요?", `passing_verbs`, session 54): the figure asked, not an act. And so is the adjective of a
superlative before a question word of figure ("메일첨부 젤 크게 몇메가까지 돼", `superlative_verbs`, session 55):
"가장 크게 몇 MB" asks the upper bound, which "메일 첨부 파일은 25MB까지 보낼 수 있다" states.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.terms import analyze
from bot.rules.asked_sentence import marks_question

_REACHING = frozenset({"넘", "지나", "되", "초과", "넘어가"})
_UNIT_TAGS = frozenset({"NNBC", "SL", "NNG"})
# without a question mark, a final ending that asks ("바꿔주나요", "될까요", "됩니까")
_ASKING_END_RE = re.compile(r"(?:나요|까요|니까|습니까|는지요|나|냐)\s*[.!~]*\s*$")
_TOLD = ("는데", "은데", "ㄴ데", "어서", "아서", "니까", "으니까")


@lru_cache(maxsize=4096)
def figure_verbs(question: str) -> frozenset[str]:
    """The verbs of `question` that only say a told figure was reached."""
    if not (marks_question(question) or _ASKING_END_RE.search(question)):
        return frozenset()  # "비번 90일 넘었는데 아직 안 바꿨어요.": a statement, whose verbs are all its story
    morphs = analyze(question)
    out = set()
    for i, m in enumerate(morphs):
        if m.lemma not in _REACHING or not m.tag.startswith(("VV", "XSV")) or i < 2:
            continue
        j = i - 1
        if morphs[j].tag.startswith("J") and morphs[j].lemma in ("이", "가", "을", "를", "은", "는", "도"):
            j -= 1
        if j < 1 or morphs[j].tag not in _UNIT_TAGS or morphs[j - 1].tag != "SN":
            continue
        after = [x for x in morphs[i + 1:i + 3] if x.tag != "EP"]
        if after and after[0].tag == "EC" and after[0].surface.endswith(_TOLD):
            out.add(m.lemma)
    return frozenset(out)


# "얼마나 지나면", "얼마나 있어야", "몇 분 지나면": how much time passes is the figure asked
_HOW_LONG_PASSES_RE = re.compile(
    r"(?:얼마나|얼마|며칠|몇\s*(?:분|시간|일|주|달|개월))\s*(?:정도|쯤)?\s*(?:지나|있으|있어)")
_PASSING = frozenset({"지나", "있"})


def passing_verbs(question: str) -> frozenset[str]:
    """The verbs of `question` that only say time passes after a question word of time ("계정 잠겼는데 얼마나 지나면
    풀려요?": 지나 is the question's "after how long", not an act a sentence must carry)."""
    return _figure_words(question, _HOW_LONG_PASSES_RE, _PASSING)


# "젤 크게 몇메가까지", "최대 얼마나 크게": the largest figure is the figure asked
_SUPERLATIVE_RE = re.compile(r"(?:제일|젤|가장|최대(?:한|로)?)\s*(?:크|큰|많이|많은)(?:게|\s)?.*?(?:몇|얼마)")
_MEASURES = frozenset({"크", "많"})


def superlative_verbs(question: str) -> frozenset[str]:
    """The adjectives of `question` that only say its figure question asks the largest one ("첨부 제일 크게 몇 MB까지
    보낼 수 있어요?": 크 is the bound asked, not a state a sentence must carry)."""
    return _figure_words(question, _SUPERLATIVE_RE, _MEASURES)


# "용량 몇 메가까지 들어가요?", "몇 개까지 담겨요?": what fits is the figure asked (session 59)
_CAPACITY_RE = re.compile(r"(?:몇\s*\S{0,3}|얼마(?:나)?)\s*(?:까지|정도|쯤)?\s*(?:들어가|들어갈|들어가나|담기|담겨)")
_FITTING = frozenset({"들어가", "담기"})


def capacity_verbs(question: str) -> frozenset[str]:
    """The verbs of `question` that only say how much fits, after its figure question ("메일에 붙여서 보내려고 하는데
    용량 몇 메가까지 들어가요?": 들어가 is the size asked, not an act a sentence must carry)."""
    return _figure_words(question, _CAPACITY_RE, _FITTING)


def _figure_words(question: str, asked: re.Pattern[str], lemmas: frozenset[str]) -> frozenset[str]:
    """The verbs and adjectives of `question` among `lemmas`, when `asked` finds the figure question they belong to."""
    if not asked.search(question):
        return frozenset()
    return frozenset(m.lemma for m in analyze(question) if m.lemma in lemmas and m.tag.startswith(("VV", "VA")))
