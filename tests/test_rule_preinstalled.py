"""The new laptop a program is already on is the laptop the catalog's 기본 설치 speaks of (`bot.rules.preinstalled`),
on hand-made rows."""

from __future__ import annotations

from bot.rules import preinstalled

ROW = "이름: Notepadder / 분류: 문서 / 라이선스: 무료 / 설치: 기본 설치"
FREE_ROW = "이름: Notepadder / 분류: 문서 / 라이선스: 무료 / 설치: 자유 설치"


def test_the_new_laptop_is_set_aside_against_a_default_install_row() -> None:
    question = "새 노트북 받으면 Notepadder 이미 깔려 있어요?"
    assert preinstalled.answered(question, ["노트북"], ROW) == []
    assert preinstalled.new_given(question, ROW)
    assert preinstalled.answered("새로 받은 컴퓨터에 기본으로 설치돼 있나요?", ["컴퓨터", "새로"], ROW) == []


def test_other_computers_rows_and_questions_keep_the_noun() -> None:
    assert preinstalled.answered("새 노트북 받으면 Notepadder 이미 깔려 있어요?", ["노트북"], FREE_ROW) == ["노트북"]
    assert preinstalled.answered("개인 노트북에 Notepadder 이미 깔려 있어요?", ["노트북"], ROW) == ["노트북"]
    assert preinstalled.answered("노트북에 Notepadder 깔아도 돼요?", ["노트북"], ROW) == ["노트북"]
    assert not preinstalled.new_given("새 노트북에 Notepadder 깔아도 돼요?", ROW)
