"""A yes/no question that asserts a figure is not answered by a sentence that states none (bot.rules.asserted_figure).
Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.asserted_figure import asserted, states_figure
from tests.support.topic_rule import cover, shipped_matcher

_STORAGE = "개인정보 파일은 암호를 걸어 사내 드라이브에만 보관하고, 개인 PC나 개인 메일에 두지 않는다."
_LENGTH = "비밀번호는 12자 이상으로 만든다."


def test_a_figure_in_the_asking_clause_is_asserted() -> None:
    assert asserted("개인 메일 비밀번호도 12자 이상이어야 돼요?")
    assert asserted("USB 2개 써도 돼요?")
    # a figure the asker tells before asking is story
    assert not asserted("3일 전에 받은 메일 링크 눌렀는데 비밀번호 바꿔야 해요?")
    assert not asserted("휴대폰 2대 쓰는데 OTP 둘 다 등록해야 돼요?")
    assert not asserted("비밀번호 바꿔야 돼요?")


def test_a_heading_number_is_no_figure() -> None:
    assert not states_figure("2. 이용과 보관 개인정보 파일은 암호를 걸어 보관한다.")
    assert states_figure("비밀번호는 12자 이상으로 만든다.")
    assert states_figure("세 종류 이상을 섞어 쓴다.")


def test_a_sentence_without_a_figure_does_not_answer_an_asserted_one() -> None:
    matcher = shipped_matcher(_STORAGE, _LENGTH)
    problems = cover(matcher, "개인 메일 비밀번호도 12자 이상이어야 돼요?", _STORAGE, "2. 이용과 보관").missing
    assert "(the figure asserted: the sentence states none)" in problems
    assert cover(matcher, "비밀번호 12자 이상이어야 돼요?", _LENGTH, "1. 비밀번호 만들기").missing == []
