"""When a second question of a message takes its topic from the question before it (issue 8, several questions in
one message). "비번 몇 자 이상이어야 하고 며칠마다 바꿔야 돼요?": the second clause names no thing of its own and
asks about 비번, so the nouns of the clause before are carried into it. "재택할 때 화면 잠금 몇 분이고 로그인 몇
번 틀리면 잠겨요?": the second clause names its own topic (로그인), and the first clause's nouns (화면) are not
carried, or no sentence about failed logins would carry them.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.language.terms import Term
from bot.rules.answer_kind import is_person


def names_own_topic(terms: list[Term], known: Callable[[Term], bool]) -> bool:
    """The clause names a thing the policies speak of (not a person: "누구한테", "IT팀에"), so it carries its own
    topic and takes none from the clause before it."""
    return any(not t.verb and known(t) and not is_person(t.text) for t in terms)


def carried(nouns: list[str], own: list[Term], known: Callable[[Term], bool]) -> list[str]:
    """The nouns of the clause before that the clause carries: none when it names its own topic."""
    return [] if names_own_topic(own, known) else nouns
