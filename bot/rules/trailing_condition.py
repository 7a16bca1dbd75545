"""A bare condition written after a premise to confirm (issue 8, false premises in phone style).

"비번 8자 이상이면 되는 거죠? 특수문자 하나만 넣으면" is one question with its condition said last: does an 8-character
password do, given a special character? The condition asks nothing on its own and names what the policy may not
rule on in the sentence that states the figure, so as a part of its own it sank the message. When the policy's
figure differs from the asserted one ("비밀번호는 12자 이상으로 만든다"), the premise is false whatever the condition
("아닙니다." and the sentence); when it agrees, the condition may be what decides, so nothing answers.

The fragment is folded into the premise part (`Part.conditioned`) only when it ends on -면 (an "if" clause), asks
nothing (no question mark, question word or ending) and follows a part that asserts a figure and asks to confirm.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bot.language.terms import Term, analyze
from bot.matching.model import QUESTION_WORD_LEMMAS, Part, asks
from bot.rules.heard_premise import contradicts
from bot.rules.message_parts import QUESTION_WORD_RE

_BARE_CONDITION_RE = re.compile(r"(?:으면|면)\s*(?:요|용)?\s*[.~…ㅎㅋㅠㅜ!]*\s*$")


def folded(parts: list[Part], drawn: str = "", known: Callable[[Term], bool] | None = None) -> list[Part]:
    """The parts with a trailing bare condition folded into the premise before it; `drawn`: the consequence an
    English message drew from the figure it heard (`heard_then_drawn`), set on its one part; `known`: whether a
    noun is a word of the policies (a consequence confirmed after the premise names none, `drawn_confirmation`)."""
    if drawn:  # the heard figure must be what is confirmed; else nothing stands for the consequence dropped
        return [replace(parts[0], conditioned=drawn)] if len(parts) == 1 and parts[0].confirm and \
            parts[0].asserted else []
    if len(parts) < 2:
        return parts
    premise, last = parts[-2], parts[-1]
    if not (premise.confirm and premise.asserted) or premise.conditioned:
        return parts
    if (asks(last.text) or not _BARE_CONDITION_RE.search(last.text)) and \
            not (known is not None and drawn_confirmation(last, known)):
        return parts
    return [*parts[:-2], replace(premise, conditioned=last.text)]


def drawn_confirmation(last: Part, known: Callable[[Term], bool]) -> bool:
    """"VPN 인증서 만료 14일 전에만 신청하면 된다면서요? 아직 20일 남았으니까 여유 있죠?": after a premise asked to
    confirm, a part that only asks to confirm what the asker draws for his own case (no question word, no noun of
    the policies: 여유, 남) stands or falls with the premise's figure, like a bare condition: only a sentence that
    corrects the figure answers both."""
    if not last.confirm or QUESTION_WORD_RE.search(last.text) or \
            any(m.lemma in QUESTION_WORD_LEMMAS for m in analyze(last.text)):
        return False
    return bool(last.terms) and not any(not t.verb and known(t) for t in last.terms)


def problems(part: Part, sentence: str) -> list[str]:
    """A premise with a condition after it is answered only by a sentence that corrects its figure."""
    if not part.conditioned or contradicts(part.asserted, sentence):
        return []
    return [f"(the condition after the premise, '{part.conditioned}': only a sentence that corrects the figure "
            "answers)"]


# "My manager said the attachment limit is 10MB, so I should split my 15MB file into two emails, right?": what was
# heard, then what the asker draws from it; the consequence stands or falls with the heard figure
_EN_HEARD_SO_RE = re.compile(
    r"^\s*(?:(?:my|our|a|the|one)\s+)?[a-z][a-z\s'-]{0,30}?\s+(?:said|says|told\s+(?:me|us))\s+(?:that\s+)?"
    r"(?P<heard>[^,?]*\d[^,?]*),\s*so\s+(?P<drawn>[^?]+?),?\s*(?:right|correct|isn't\s+it|yes)?\s*\?\s*$",
    re.I,
)


def heard_then_drawn(question: str) -> tuple[str, str]:
    """An English message that reports a figure and draws a consequence from it: (the figure asked to confirm,
    the consequence); else (the question, "")."""
    m = _EN_HEARD_SO_RE.match(question)
    if m is None:
        return question, ""
    return f"{m.group('heard').strip()}, right?", m.group("drawn").strip()
