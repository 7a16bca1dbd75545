"""A heard rule, then whether a thing it never names exists (session 39, issue 8): "… 회수하라던데 프린터에 보안출력
같은 기능 있나요?" is not answered by the heard rule ("… 출력한 뒤 바로 회수한다"). `bot.rules.heard_rule` on invented
sentences."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules.heard_rule import problems


def test_whether_a_thing_exists_after_a_heard_rule_is_not_the_rule() -> None:
    terms = [Term("출입증", verb=False), Term("반납", verb=True), Term("무인함", verb=False)]
    question = "퇴사하면 출입증 반납하라던데 로비에 무인함 같은 거 있나요?"
    assert problems(question, terms, ["출입증", "반납"])  # the sentence states only what was heard
    assert problems(question, terms, ["출입증", "반납", "무인함"]) == []  # the sentence names the thing
    # no existence asked, no act of its own: a setting of the heard rule, left as before
    assert problems("퇴사하면 출입증 반납하라던데 로비에서도요?", [*terms[:2], Term("로비", verb=False)],
                    ["출입증", "반납"]) == []
    # what is asked of the rule itself ("어떤 종류가 있어요?") stays answered by it
    kinds = [Term("등급", verb=False), Term("표시", verb=True), Term("종류", verb=False)]
    assert problems("문서에 등급 표시하라고 하던데 어떤 종류가 있어요?", kinds, ["등급", "표시"]) == []
