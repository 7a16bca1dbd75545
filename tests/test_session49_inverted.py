"""Questions said predicate first, with the topic after (session 49, probe _p49d), on invented sentences."""

from __future__ import annotations

from bot.rules.asked_sentence import afterthought, without_one
from bot.rules.inverted_order import in_order
from tests.support.topic_rule import shipped_matcher


def test_the_words_after_the_closing_predicate_go_before_it() -> None:
    assert in_order("반납해야 돼요 출입증?") == "출입증 반납해야 돼요?"
    assert in_order("며칠 안에 내야 돼요, 출장 영수증?") == "출장 영수증 며칠 안에 내야 돼요?"
    assert in_order("있어요 따로 회의실 프린터?") == "따로 회의실 프린터 있어요?"
    assert in_order("명함 다 떨어졌어요. 어디 신청해요 이거?") == "명함 다 떨어졌어요. 이거 어디 신청해요?"
    assert in_order("1) 써도 돼요 다시?\n2) 몇 장까지 돼요?") == "1) 다시 써도 돼요?\n2) 몇 장까지 돼요?"


def test_a_question_in_the_usual_order_or_two_questions_are_left_alone() -> None:
    for text in ("출입증 반납해야 돼요?", "명함 몇 장이에요, 신청 주기는?", "복사하면 돼요 아니면 스캔해야 돼요?",
                 "혹시 필요해요 그리고 언제까지?", "Can I use it?"):
        assert in_order(text) == text, text


def test_a_topic_said_after_the_question_is_part_of_it() -> None:
    for after in ("너무 낡아서, 그 의자", "작년에 만든 거", "그 교육"):
        assert afterthought(after), after
    for alone in ("그리고 신청 주기", "감사합니다", "그거 언제까지 해요", "외우기 편해서..", "두달 전에 쓰던 거",
                  "전에 쓰던 명함, 작년 봄에 새로 만든 거"):
        assert not afterthought(alone), alone
    assert without_one("신청서에 고객 거") == "신청서에 고객"
    matcher = shipped_matcher("- 출입증은 퇴사하는 날 총무팀에 반납한다.")
    parts, _ = matcher.parts("반납해야 돼요? 그 출입증")
    assert [p.text for p in parts] == ["그 출입증 반납해야 돼요?"]
    parts, _ = matcher.parts("받아도 되나요 명함? 신청서에 고객 거")
    assert [p.text for p in parts] == ["신청서에 고객 명함 받아도 되나요?"]
