"""A person who acts in the question but only approves in the rule (issue 8, near-miss hunt `_zr`).

"팀장님이 제 계정 잠깐 쓴다는데 빌려줘도 돼요?" names the team lead as the one who would use the account; "관리자
계정은 **팀장 승인**을 받은 뒤 발급한다" names the team lead only as the one whose approval a rule takes. The shared
word is a person in two roles, so it does not pin the sentence to the question (with 계정 it would let the
predicate 빌려주 be excused as worded otherwise). A person the question marks as the subject of its own clause
(N이/가/께서 …) is the doer there, unless that clause is the person granting or ordering something ("팀장님이 보내도
된다고 했는데", "팀장님이 보내라고 했는데", "팀장님이 승인해 주면"): then the approval rule is the answer. A
sentence that writes the person only right before a word of consent (승인, 허락, 동의, 허가, 결재; "담당자의
승인") does not answer a question in which that person is the doer.

Part of the `answers_question` check and of the extractive generator's choice, both through
`bot.topic.TopicMatcher.coverage`. Korean questions only; closed word classes on the analyzer's tags.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.tags import NOUN_OR_LATIN_TAGS, SUBJECT_PARTICLES
from bot.language.terms import Morph, analyze, compact
from bot.rules.answer_kind import is_person

CONSENT = frozenset({"승인", "동의", "허가", "허락", "결재", "오케이", "허용"})
# "보내도 된다고", "괜찮대요": the person permits (quoted)
_PERMITTED = re.compile(r"(?:된다고|된대|돼도된|괜찮다고|괜찮대|괜찮을거라고)")
_ORDERING = frozenset({"라고", "으라고", "래", "으래", "랬"})  # "보내라고 했는데": the person orders


def _clause(morphs: tuple[Morph, ...], start: int) -> tuple[Morph, ...]:
    """The morphemes after a subject up to the end of its clause (a connective ending, "-는데", the end)."""
    end = start
    while end < len(morphs):
        m = morphs[end]
        ends = m.tag in ("SF", "EF") or (m.tag == "NNB" and m.lemma == "데")
        if ends or (m.tag == "EC" and m.lemma not in _ORDERING):
            return morphs[start:end + 1]
        end += 1
    return morphs[start:end]


@lru_cache(maxsize=8192)
def acting_people(question: str) -> tuple[str, ...]:
    """People the question makes the doer of a clause of their own (not granting or ordering)."""
    morphs = analyze(question)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.tag != "JKS" or m.surface not in SUBJECT_PARTICLES:
            continue
        j = i - 1
        if j >= 0 and morphs[j].tag == "XSN":  # 팀장 + 님
            j -= 1
        end = j
        while j >= 0 and morphs[j].tag in NOUN_OR_LATIN_TAGS:
            j -= 1
        if end == j:
            continue
        noun = _head_person(morphs[j + 1:end + 1])
        if noun is None:
            continue
        clause = _clause(morphs, i + 1)
        said = "".join(x.surface for x in clause)
        if any(x.lemma in CONSENT or x.lemma in _ORDERING or x.surface in _ORDERING for x in clause) or (
                _PERMITTED.search(said)):
            continue
        out.append(noun)
    return tuple(out)


def _head_person(run: tuple[Morph, ...]) -> str | None:
    """The person a run of nouns names, by its shortest trailing part that is a person: "옆팀 팀장" is a team
    lead (옆팀 says which one), as "팀장" is; None when no trailing part is (branch hunt18: "옆팀 팀장님이 제 보안
    USB 빌려달라는데 괜찮나요" was answered with "… 팀장 승인을 받는다", the whole run not being in the rule)."""
    for start in range(len(run) - 1, -1, -1):
        noun = "".join(x.surface for x in run[start:])
        if is_person(noun):
            return noun
    return None


def _only_approves(sentence: str, person: str) -> bool:
    """Every place the sentence writes the person is right before a word of consent ("팀장 승인", "담당자의
    승인"); False when the sentence does not write the person."""
    morphs = analyze(sentence)
    key = compact(person)
    seen = False
    for i in range(len(morphs)):
        run = ""
        for j in range(i, min(len(morphs), i + 4)):
            run += compact(morphs[j].surface)
            if run == key:
                seen = True
                k = j + 1
                if k < len(morphs) and morphs[k].tag == "JKG":
                    k += 1
                if k >= len(morphs) or morphs[k].lemma not in CONSENT:
                    return False
                break
            if not key.startswith(run):
                break
    return seen


def problems(question: str, sentence: str) -> list[str]:
    """A person who acts in the question and only approves in the sentence (see the module docstring)."""
    return [f"({person} acts in the question; the rule names {person} only as who approves)"
            for person in acting_people(question) if _only_approves(sentence, person)]
