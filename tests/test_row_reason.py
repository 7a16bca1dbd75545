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


def test_a_statement_before_the_question_is_a_reason() -> None:
    # a sentence closed by a full stop, chat tears or a bare noun phrase, then the question (session 55)
    for text in ("프린터 때문에 사무실이 너무 시끄러워요. 그냥 꺼도 될까요?",
                 "프린터 때문에 사무실이 너무 시끄러워요 ㅠ 꺼도 되나요?", "프린터 때문에 소음 심함.. 꺼도됨?"):
        lemmas = [lemma for _, lemma in reason_clauses(text)]
        runs = [run for runs, _ in reason_clauses(text) for run in runs]
        assert ("사무실",) in runs or ("소음",) in runs or any(lemmas), text
    text = "프린터 때문에 사무실이 너무 시끄러워요. 그냥 꺼도 될까요?"
    assert without_reason(text, ["사무실", "시끄럽"], True, True, ["프린터", "끄"]) == []
    # a sentence that asks is no statement, and a statement that names what there is stays
    assert reason_clauses("프린터 시끄럽나요? 꺼도 돼요?") == ()
    kept = without_reason("프린터 옆에 새 모니터 있어요. 꺼도 돼요?", ["모니터"], True, True, ["프린터", "끄"])
    assert kept == ["모니터"]


def test_a_latin_word_made_a_verb_is_the_act_asked() -> None:
    from bot.rules.row_reason import latin_act

    assert latin_act("프린터 너무 시끄러운데 reboot 해도 돼요?") == "reboot"
    assert latin_act("프린터 reboot 하고 나서 print 해도 돼요?") == "print"
    assert latin_act("프린터 너무 시끄러운데 꺼도 돼요?") is None
