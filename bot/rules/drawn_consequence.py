"""A figure given as the reason for what the asker did or plans, then "맞죠?" (issue 8, false premises).

"메일 첨부는 10메가까지라고 들어서 고객 사진을 세 번 나눠서 보냈는데 이거 맞아요?", "첨부 10MB 제한이라
12MB짜리는 링크로만 보내야 하는 거 맞죠?", "로그인 3번 틀리면 잠긴다고 해서 retry를 2번으로 줄이려는데, 3번
맞아요?": a clause that states a figure (heard: -라고 들어서, -다고 해서, -래서, -길래; or a reason: -라서, -이라,
-니까) opens the message, and what follows draws a consequence from it and only asks to confirm. The consequence
stands or falls with the figure, and its story (사진, 나눠서, retry …) is in no policy sentence, so the whole
message was handed off.

When no sentence answers the message as it is, the figure's clause is asked to confirm on its own ("메일 첨부는
10메가까지 맞죠?"), with the consequence as its condition (`Part.conditioned`, bot.rules.trailing_condition): only a
sentence that states another figure of that kind answers, and the answer is that correction ("아닙니다. 메일 첨부
파일은 25MB까지 …"); when the policy agrees with the figure, the consequence is what is asked and nothing answers.
Only a fallback: a message whose consequence a sentence answers ("… 재발급 신청하면 되죠?") keeps that answer (with
the heard figure corrected before it, bot.rules.heard_core). The extractive generator and the `answers_question`
check both call `correction`, so they decide alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.matching.model import QUESTION_WORD_LEMMAS, Part, analyze, asserted_quantities
from bot.models import Excerpt
from bot.rules import contrast
from bot.rules.hearsay import without_source as _without_source

if TYPE_CHECKING:
    from bot.topic import Coverage, TopicMatcher

# the clause's end: heard (-라고 들어서, -다고 해서/하길래/하니까, -래서, -대서, -라길래, -던데) or a reason (-라서,
# -이라, -니까)
_HEARD_END_RE = re.compile(
    # not -다는데 / -라는데: as often a fact of the asker's case relayed ("비밀번호 90일 지났다는데 …") as a rule heard
    r"(?:(?:이)?라고|(?<=다)고)\s*(?:들어서|듣고|해서|하길래|하니까|하셔서|하시길래|들었는데|하던데|그러던데"
    r"|그래서|그러길래|알고\s*있어서)(?=[\s,])"
    r"|(?<!그)(?:이)?래서(?=[\s,])|(?<=[가-힣])대서(?=[\s,])|(?:이)?라길래(?=[\s,])|(?<=다)길래(?=[\s,])"
    r"|(?<=[다라])\s*던데(?=[\s,])"
)
# remembered: "10MB까지였던 걸로 기억해서", "90일마다인 걸로 알고 있어서", "… 바꾸는 것으로 아는데": the rule as the
# asker remembers it; asked as "… 거 맞죠?", without the time the memory is from ("복직 전엔", "예전에는"): the
# confirmation asks whether it holds now ("아직 10MB 맞죠?")
_REMEMBERED_END_RE = re.compile(
    r"(?<=[가-힣])\s*(?:걸로|것으로|거로)\s*(?:기억해서|기억하는데|기억하고\s*있어서|기억하고\s*있는데|알고\s*있어서"
    r"|알고\s*있는데|아는데|알아서)(?=[\s,])")
_MEMORY_TIME_RE = re.compile(r"^\s*(?:(?:[가-힣]+\s+)?전(?:에는|엔|에)|예전(?:에는|엔|에)?|옛날(?:에는|엔|에)?"
                             r"|원래(?:는)?)\s+")
_REASON_END_RE = re.compile(
    r"(?<=[가-힣A-Za-z])(?:이)?라서(?=[\s,])|(?<=[가-힣A-Za-z])이라(?=[\s,])|(?<=[가-힣A-Za-z])(?:이)?니까(?=[\s,])")
# a reason clause is a claim about the rule only when it states a bound or a period ("첨부 10MB 제한이라"); "파일이
# 30MB라서 …" tells the asker's own file, which no policy figure corrects
_RULE_WORD_RE = re.compile(r"까지|이상|이하|미만|초과|제한|한도|최대|최소|마다|주기|기준|이내|유효|만료")
# a threshold in an "if" clause, then the act the asker takes on it: "회사 기준 8자 이상이면 통과시키면 되죠?" asks
# whether the threshold is the rule's (only a bound: "파일이 30MB면 …" tells the asker's own file)
_THRESHOLD_IF_RE = re.compile(r"(?<=\d)\s*(?:[가-힣A-Za-z]{1,3}\s*)?(?:이상|이하|미만|초과|까지|이내)(?:이)?면(?=\s)")
_IF_ACT_RE = re.compile(r"(?:으면|면)\s*(?:되|돼|괜찮)\S*?\s*[?？]+\s*$")
# what follows only asks to confirm: "… 이거 맞아요?", "… 보내야 하는 거 맞죠?", "… 줄이면 되죠?"
_CONFIRM_END_RE = re.compile(
    r"(?:맞|되|돼|괜찮|문제\s*없)\S*\s*(?:거|것)?\s*(?:죠|지요|나요|아요|어요|요|습니까|니|냐)?\s*[?？]+\s*$"
    r"|(?:맞|되|돼|괜찮)(?:죠|지요|나요|아요|어요|습니까)\s*[?？]*\s*$"
)
# English: "I heard the attachment limit is 10MB, so I split my file into two emails. Is that right?" (a named
# source with "said": bot.rules.trailing_condition.heard_then_drawn, read before any sentence is)
_EN_RE = re.compile(
    r"^\s*(?P<source>[^,.?!]*?\b(?:heard|was\s+told|were\s+told|said|says|told\s+(?:me|us)|mentioned|read)\b"
    r"\s+(?:that\s+)?)?(?P<clause>[^,.?!]*\d[^,.?!]*?)\s*[,.]?\s+(?:so|and\s+so|which\s+means)\s+"
    r"(?P<drawn>[^?]+?)\s*(?:[,.]?\s*(?:right|correct|is\s+that\s+(?:right|correct|true|ok)|isn't\s+it|yes|ok))?"
    r"\s*\?\s*$",
    re.I,
)
_EN_RULE_WORD_RE = re.compile(
    r"\b(?:limit|max(?:imum)?|min(?:imum)?|at\s+least|at\s+most|up\s+to|every|within|valid|expires?|cap)\b", re.I)
_MAX_CLAUSE = 60  # a premise is one clause; a longer opening is a story of its own


def split(question: str, without_source: Callable[[str], str]) -> tuple[str, str]:
    """(the opening figure asked to confirm, the consequence drawn from it), or (question, "")."""
    english = _EN_RE.match(question)
    if english is not None:
        clause = english.group("clause").strip()
        if english.group("source") or _EN_RULE_WORD_RE.search(clause):
            return f"{clause}, right?", english.group("drawn").strip()
        return question, ""
    text = without_source(question.strip())  # "팀장님이 …": who said it is no part of what was said
    remembered = _REMEMBERED_END_RE.search(text)
    if remembered is not None and remembered.start() <= _MAX_CLAUSE:
        clause = _MEMORY_TIME_RE.sub("", text[:remembered.start()]).strip(" ,")
        drawn = text[remembered.end():].strip(" ,")
        return _confirmed(f"{clause} 거", drawn, question)
    end = _HEARD_END_RE.search(text)
    if end is None:
        end = _REASON_END_RE.search(text)
        if end is None or not _RULE_WORD_RE.search(text[:end.start()]):
            end = _THRESHOLD_IF_RE.search(text)  # "8자 이상이면 통과시키면 되죠?"
            if end is None or not _IF_ACT_RE.search(text[end.end():]) or end.end() > _MAX_CLAUSE:
                return question, ""
            clause = re.sub(r"(?:이)?면$", "", text[:end.end()])  # the threshold stays in the clause
            return _confirmed(clause.strip(" ,"), text[end.end():].strip(" ,"), question)
    if end.start() > _MAX_CLAUSE:
        return question, ""
    return _confirmed(text[:end.start()].strip(" ,"), text[end.end():].strip(" ,"), question)


def _confirmed(clause: str, drawn: str, question: str) -> tuple[str, str]:
    """(the clause asked to confirm, the consequence) when the clause states a figure and the consequence only asks
    to confirm; else (question, "")."""
    if not clause or not drawn or not asserted_quantities(clause) or re.search(r"[?？.!]", clause):
        return question, ""
    if not _CONFIRM_END_RE.search(drawn) or any(m.lemma in QUESTION_WORD_LEMMAS for m in analyze(drawn)):
        return question, ""  # "… 그럼 언제 신청해요?": a question of its own follows, not a confirmation
    return f"{clause} 맞죠?", drawn


# "Docker Desktop은 무료라서 그냥 깔아도 된다던데 install 링크 있어요?": a value of the catalog (무료 / 유료 /
# 자유 설치, bot.rules.contrast) the message rests on, told as a reason or as heard
_VALUE_CLAUSE_RE = re.compile(
    r"^(?P<clause>[^,.?!]{2,40}?(?:무료|유료|자유\s*설치))(?:이)?(?:라서|라던데|라고\s*(?:들었는데|하던데|해서|들어서)|래서"
    r"|라길래|니까)(?=[\s,])")


def value_correction(matcher: TopicMatcher, question: str,
                     excerpts: list[Excerpt]) -> tuple[Part, Coverage] | None:
    """The opening value's part ("Docker Desktop은 무료죠?") and the sentence that states the other value ("라이선스:
    유료"), for a message that rests on a value told as its reason or heard; None otherwise."""
    m = _VALUE_CLAUSE_RE.match(_without_source(question.strip()))
    if m is None:
        return None
    parts, _ignored = matcher.parts(f"{m.group('clause')}죠?")
    if len(parts) != 1 or not parts[0].confirm:
        return None
    fix = matcher.best(parts[0], excerpts)  # passed: the topic rule's own verdict, nothing learned
    return (parts[0], fix) if fix is not None and fix.passed and contrast.corrects(parts[0], fix.sentence.text) \
        else None


def correction(matcher: TopicMatcher, question: str,
               excerpts: list[Excerpt]) -> tuple[Part, Coverage] | None:
    """The opening figure's part and the sentence that corrects it, for a message that draws a consequence from a
    figure and asks to confirm; None when it draws none or no sentence states another figure of that kind. A value
    the message rests on instead of a figure: `value_correction`."""
    core, drawn = split(question, _without_source)
    if not drawn:
        return value_correction(matcher, question, excerpts)
    parts, _ignored = matcher.parts(core)
    if len(parts) != 1 or not (parts[0].confirm and parts[0].asserted):
        return None
    part = replace(parts[0], conditioned=drawn)  # only a sentence that corrects the figure answers
    fix = matcher.best(part, excerpts)
    return (part, fix) if fix is not None and fix.passed else None  # the topic rule's own verdict, nothing learned
