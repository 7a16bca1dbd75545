"""A figure that sets a rule's condition is not a limit of another thing (issue 8, near-miss hunt `_zr`).

"25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다" names 25MB only to say which files the rule is for:
the figure stands in a clause that modifies the rule's subject ("25MB가 넘는 파일") or in its condition
("5번 연속 실패하면"). A quantity question about a thing that clause does not name ("사내 드라이브 공유 링크는 용량
제한 있어요?": the link, the drive) is not answered by it: the rule sets no figure for the link. The clause names
the thing measured; when it holds a word of the question (itself or as its glossary policy word: "파일 몇 MB부터
링크로 보내요?", "로그인 몇 번 틀리면 잠겨요?" → "로그인에 5번 연속 실패하면") the figure is the asked one.

Left alone: a sentence with a figure of the asked kind outside such a clause ("메일 첨부 파일은 25MB까지 보낼 수
있다", "계정이 30분 동안 잠긴다"), and a question whose own figure word stands in its own condition or modifier
("몇 MB 넘으면 링크로 보내요?": it asks for the threshold). Part of the `answers_question` check and of the
extractive generator's choice, both through `bot.topic.TopicMatcher.coverage`. Korean questions only.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from bot.language.hangul import NIEUN, ends_in
from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, analyze, compact
from bot.rules.kind_scope import TIME_NOUNS  # after a modifier, a time noun makes a time clause ("연결한 뒤")

if TYPE_CHECKING:
    from bot.topic import Part

_PREDICATE_TAGS = ("VV", "VA", "XSV", "XSA", "VX")
_QUESTION_FIGURES = frozenset({"몇", "얼마", "며칠", "얼마나"})
# words after a figure that make it the start of a range: "몇 MB부터", "몇 번 이상", "몇 MB 초과"
_THRESHOLD_WORDS = frozenset({"부터", "이상", "초과", "넘"})
_CLAUSE_BREAKS = ("EC", "EF", "ETM", "SC", "SF", "SP")


def _is_fused_modifier(surface: str) -> bool:
    """The predicate's surface ends on a syllable with final ㄴ ("넘은", "큰"): a modifier fused into it."""
    return ends_in(surface, NIEUN)


def _scope_end(morphs: tuple[Morph, ...], start: int) -> int | None:
    """From the figure at `start`, the next predicate; the index where its modifier or condition clause ends
    (the modified noun run, or the "-면" ending), or None when the figure is not in such a clause."""
    p = next((k for k in range(start + 1, len(morphs)) if morphs[k].tag in _PREDICATE_TAGS), None)
    if p is None:
        return None
    k = p + 1
    while k < len(morphs) and morphs[k].tag in _PREDICATE_TAGS:  # "실패하면": 실패 + 하
        k += 1
    if k < len(morphs) and morphs[k].tag == "EC" and morphs[k].surface.endswith("면") and not (
            morphs[k].surface.endswith("려면")):
        return k
    fused = k == p + 1 and _is_fused_modifier(morphs[p].surface)
    if k < len(morphs) and (morphs[k].tag == "ETM" or fused):
        noun = k + 1 if morphs[k].tag == "ETM" else k
        if noun < len(morphs) and morphs[noun].tag in NOUN_OR_LATIN_TAGS and morphs[noun].lemma not in TIME_NOUNS:
            while noun + 1 < len(morphs) and morphs[noun + 1].tag in NOUN_OR_LATIN_TAGS:
                noun += 1
            return noun
    return None


def _clause_start(morphs: tuple[Morph, ...], at: int) -> int:
    k = at
    while k > 0 and morphs[k - 1].tag not in _CLAUSE_BREAKS and morphs[k - 1].tag not in _PREDICATE_TAGS:
        k -= 1
    return k


@lru_cache(maxsize=8192)
def condition_clauses(sentence: str, pattern: str) -> tuple[str, ...] | None:
    """The clause around each figure of the kind (`pattern`) when every one of them sets a condition or
    modifies the subject; None when some figure is stated as the rule's value or none is there."""
    morphs = analyze(sentence)
    clauses: list[str] = []
    for match in re.finditer(pattern, sentence, re.I):
        at = next((i for i, m in enumerate(morphs) if m.start <= match.start() < max(m.end, m.start + 1)), None)
        if at is None:
            return None
        end = _scope_end(morphs, at)
        if end is None:
            return None
        clauses.append(sentence[morphs[_clause_start(morphs, at)].start:morphs[end].end])
    return tuple(clauses) or None


def _asks_threshold(question: str) -> bool:
    """The question's own figure word stands in its own condition or modifier ("몇 MB 넘으면", "몇 번 틀리면")
    or asks where a range starts ("몇 MB부터", "몇 MB 이상이면")."""
    morphs = analyze(question)
    return any((m.lemma in _QUESTION_FIGURES or m.tag == "SN") and (
        _scope_end(morphs, i) is not None or any(x.lemma in _THRESHOLD_WORDS for x in morphs[i + 1:i + 4]))
        for i, m in enumerate(morphs))


def problems(part: Part, sentence: str, pattern: str | None) -> list[str]:
    """`pattern`: the regular expression of the asked quantity's figures (None: no quantity asked). The
    question's words and their glossary policy words must name the figure's clause."""
    if pattern is None:
        return []
    clauses = condition_clauses(sentence, pattern)
    if clauses is None or _asks_threshold(part.text):
        return []
    keys = {compact(w) for t in part.terms for w in (t.text, *part.concepts.get(t.text, ()))} - {""}
    if any(k in compact(clause) for clause in clauses for k in keys):
        return []
    return [f"(the figure only sets the rule's condition: {clauses[0]})"]
