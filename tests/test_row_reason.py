"""A reason clause beside a question on a named table row is the asker's story (bot.rules.row_reason), on
hand-made sentences."""

from __future__ import annotations

from bot.rules.row_reason import reason_clauses, without_reason


def test_reason_clauses_of_contentful_predicates() -> None:
    clauses = reason_clauses("프린터 너무 시끄러워서 모니터 자꾸 깜빡이는데 꺼도 돼요?")
    assert [lemmas for _, lemmas in clauses] == [frozenset({"시끄럽"}), frozenset({"깜빡이"})]
    assert ("모니터",) in clauses[1][0]


def test_no_reason_clause_for_a_chained_act_a_condition_a_scene_or_the_last_clause() -> None:
    assert reason_clauses("크랙 프로그램 받아서 설치해도 돼요?") == ()  # -서 chaining two acts
    assert reason_clauses("모니터 깜빡이면 꺼도 돼요?") == ()  # a condition
    assert reason_clauses("개인 폰인데 메신저 깔아도 돼요?") == ()  # the copula names what it is
    assert reason_clauses("집에 모니터 있는데 써도 돼요?") == ()  # a generic verb sets the scene
    assert reason_clauses("출장 가서도 써도 돼요?") == ()  # a clause singled out with 도


def test_reason_words_are_set_aside_only_for_a_named_row_whose_act_is_carried() -> None:
    text = "프린터 너무 시끄러워서 모니터 자꾸 깜빡이는데 꺼도 돼요?"
    missing = ["모니터", "시끄럽", "깜빡이", "(the table row's name)"]
    assert without_reason(text, missing, True, True, ["프린터", "끄"]) == ["(the table row's name)"]
    assert without_reason(text, missing, False, True, ["프린터", "끄"]) == missing
    assert without_reason(text, missing, True, False, ["프린터"]) == missing


def test_a_noun_beside_the_carried_row_name_stays() -> None:
    text = "프린터 구형 모델 너무 느린데 지워도 돼요?"
    assert without_reason(text, ["구형", "모델", "느리"], True, True, ["프린터", "지우"]) == ["구형", "모델"]
