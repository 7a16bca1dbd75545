"""The second question of a clause pair that names its own topic (issue 8, several questions in one message).

"재택할 때 화면 잠금 몇 분이고 로그인 몇 번 틀리면 잠겨요?", "행사 영상 메일 첨부는 몇 MB까지 되고, 참가자 명단은 목적
끝나고 얼마나 보관해요?": two questions joined by a connective ending, each with its own question word. A second
side with nothing of its own ("(몇 자 이상이어야 하고) 며칠마다 바꿔야 돼요?", "(몇MB고) 넘으면 어떻게 보내요?")
asks about the first one's topic and takes its nouns (`bot.matching.question_parts`); one that names a topic of its
own (two words the policies use, none of them the first side's) is a question about that topic, and the first side's
nouns (화면, 행사 영상) would make it ask about a thing it does not name ("화면 로그인 몇 번 틀리면 잠겨요?").
"""

from __future__ import annotations

from collections.abc import Callable

from bot.language.terms import Term
from bot.matching.model import Part


def stands_alone(own: Part, before: Part, known: Callable[[Term], bool]) -> bool:
    """`own` (the second side as written) names two policy words of its own, none of them a word of `before`."""
    words = [t for t in own.terms if known(t)]
    said_before = {t.text for t in before.terms}
    return len(words) >= 2 and not any(t.text in said_before for t in own.terms)
