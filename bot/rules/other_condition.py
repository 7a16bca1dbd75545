"""Rules of batch `_zc` (issue 8, branch hunt12): answerable questions answered with a neighbouring sentence of
the right section that states another point. Called from `bot.topic.TopicMatcher.coverage`, so the extractive
generator and the `answers_question` check decide alike.

- a question that opens with its own situation ("집에서 그룹웨어 들어갈 때 OTP 꼭 해야 돼요?") is not answered by
  a rule whose -(으)면 condition is another act done to a thing ("휴대폰을 바꾸면 OTP를 다시 등록한다"): the rule is
  for a case the asker never tells. `bot.topic.TopicMatcher._other_situation` reads only questions without a
  situation of their own, and `bot.rules.leniency2.untold_condition` only questions that name the rule's thing.

Every rule here is about a kind of question or sentence, never about a question of the case files."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.language import english
from bot.language.terms import analyze, compact, content_terms, lemmas_of
from bot.rules import situations
from bot.rules.leniency2 import done_to
from bot.rules.message_parts import leading_condition

if TYPE_CHECKING:
    from bot.matching.vocabulary import Vocabulary
    from bot.topic import Coverage, Part

# "…하면 되죠?", "…으면 괜찮아요?": an ending that frames the question, not a situation the asker tells
_FRAME_RE = re.compile(r"^\s*(?:되|돼|됩|좋|괜찮|안\s*되|안\s*돼)")


def own_situation(question: str) -> str:
    """The situation a Korean question opens with ("집에서 그룹웨어 들어갈 때", "노트북 잃어버리면"), or ""."""
    lead = leading_condition(question)
    if not lead or _FRAME_RE.match(question.strip()[len(lead):]):
        return ""
    return lead


def other_situation(matcher: Vocabulary, part: Part, sentence: str, body: str) -> list[str]:
    """The question opens with a situation of its own; the rule opens with an act done to a thing ("휴대폰을
    바꾸면"); the question names neither that act nor that thing (itself, a stem it uses, or a glossary word one
    of its words stands for); and the rule's section and sentence (`body`) carry no content word of the
    question's situation (a rule of the "재택근무 중 보안" section is for "재택할 때" whatever its condition).
    Then the rule answers another case. Korean questions only."""
    if english.is_english(part.text):
        return []
    own = own_situation(part.text)
    if not own:
        return []
    pairs = done_to(sentence)
    if not pairs:
        return []
    if any(matcher._names(part, act) or matcher._names(part, thing) for act, thing in pairs):
        return []
    squeezed = compact(body)
    # the situation's words as written or as the policy words they stand for ("집에서 일할 때" -> 재택근무)
    forms = {compact(w) for t in content_terms(own) for w in (t.text, *part.concepts.get(t.text, ()))}
    if any(len(form) >= 2 and form in squeezed for form in forms):
        return []
    return [f"({pairs[0][1]}: the rule's own situation; the question tells another)"]


def asked_act(question: str) -> str | None:
    """The act a question that opens with its own situation asks about, after that situation ("외부로 대외비
    보낼 때 암호는 어떻게 **알려**줘요?": 알리); None without a situation or an act after it (bare verbs such
    as 하다, 되다 say nothing of the act)."""
    own = own_situation(question)
    if not own:
        return None
    rest = question.strip()[len(own):]
    acts = situations.indexed_acts(analyze(rest))
    return acts[-1][1] if acts else None


def prefer_asked_act(question: str, passing: list[Coverage]) -> list[Coverage]:
    """Among sentences that pass the topic rule, those that carry the act asked after the question's own
    situation: the situation's words ("대외비 … 보낼 때") make the rule for that situation ("대외비 문서를 외부로
    보낼 때는 … 암호를 걸어 보낸다") cover more words than the rule that answers what is asked ("파일 암호는 …
    다른 경로로 알려 준다"), but they say when, not what. Unchanged when no sentence or every one carries it."""
    act = asked_act(question)
    if act is None or len(passing) < 2:
        return passing
    carrying = [cov for cov in passing if act in lemmas_of(cov.sentence.text)]
    return carrying if carrying and len(carrying) < len(passing) else passing
