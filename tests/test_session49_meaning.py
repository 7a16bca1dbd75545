"""Meaning and membership questions (session 49, probe _p49l), on invented sentences."""

from __future__ import annotations

from bot.rules.meaning_asked import asked_term, meaning_problem
from bot.rules.membership import as_direct


def test_a_meaning_question_names_the_term_it_asks_about() -> None:
    assert asked_term("긴급 출장이라는 게 어떤 출장을 말하는 거예요?") == "긴급 출장"
    assert asked_term("사내 행사가 어떤 걸 말하는 거예요?") == "사내 행사"
    assert asked_term("명함 규정에 나오는 '외부 고객'이 정확히 뭘 말하는 거예요?") == "외부 고객"
    for other in ("명함 신청이라는 게 어디로 하는 걸 말하는 거예요?", "명함 몇 장이에요?", "어떤 명함 받아요?",
                  "목록에 없으면 써도 된다는 뜻인가요?"):
        assert asked_term(other) is None, other


def test_a_meaning_is_answered_only_by_a_sentence_that_says_it() -> None:
    question = "긴급 출장이라는 게 어떤 출장을 말하는 거예요?"
    assert meaning_problem(question, "긴급 출장은 출장 신청서 없이 팀장에게 알린다.") is not None  # uses it only
    assert meaning_problem(question, "사흘 안에 떠나는 출장을 긴급 출장으로 본다.") is None
    listed = "체육대회·송년회 등 사내 행사에는 명찰을 단다."
    assert meaning_problem("사내 행사가 어떤 걸 말하는 거예요?", listed) is None


def test_membership_in_a_prohibition_is_asked_directly() -> None:
    assert as_direct("회의실 노트북 같이 쓰면 안 되는 사람에 인턴도 포함돼요?") == \
        "인턴도 회의실 노트북 같이 쓰면 안 돼요?"
    assert as_direct("메신저에 올리면 안 되는 자료에 시안도 들어가요?") == "시안도 메신저에 올리면 안 돼요?"
    assert as_direct("출장 대상에 인턴도 들어가요?") == "출장 대상에 인턴도 들어가요?"


def test_letters_that_run_into_a_particle_are_no_word_of_the_sentence() -> None:
    from bot.rules.spanned_word import written_in

    assert not written_in("전부", "신청 3일 전부터 접수한다")  # 전 + 부터
    assert written_in("전부", "남은 자료는 전부 삭제한다")
    assert written_in("자료", "자료를 옮긴다")
    assert written_in("사내드라이브", "사내 드라이브에만 둔다")
    assert written_in("피그마", "피그마 유료예요?")  # MeCab-ko reads 피그 + 마 (a particle): the word covers it whole
