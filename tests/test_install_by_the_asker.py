"""Session 36 (issue 8), hand-made rows: "must I install it myself?" asks the same as "is it already installed?"
(`bot.rules.preinstalled`: 따로 / 직접 / 별도로 + 깔 / 설치), and in English the laptop the asker is given ("I'm getting
my laptop this week. Will Teams already be on it?") is the laptop a default-install row speaks of
(`bot.rules.english_install`)."""

from __future__ import annotations

from bot.rules import english_install, preinstalled

ROW = "이름: Notepadder / 분류: 문서 / 라이선스: 무료 / 설치: 기본 설치"


def test_installing_it_oneself_is_asked_against_a_default_install_row() -> None:
    asked = "새 노트북 받았는데 Notepadder는 제가 따로 깔아야 돼요?"
    assert preinstalled.answered(asked, ["노트북", "새로"], ROW) == []
    assert preinstalled.answered("Notepadder 직접 설치해야 하나요? 노트북 막 받았어요", ["노트북"], ROW) == []
    # another computer keeps its noun; so does a question that asks nothing of installing it oneself
    assert preinstalled.answered("집 노트북에 Notepadder 따로 깔아야 돼요?", ["노트북"], ROW) == ["노트북"]
    assert preinstalled.answered("새 노트북 받았는데 Notepadder 깔아도 돼요?", ["노트북"], ROW) == ["노트북"]


def test_the_laptop_the_asker_is_given() -> None:
    question = "I'm getting my laptop this week. Will Teams already be on it, or do I install it?"
    assert english_install.answered(question, ["laptop"], ROW) == []
    assert english_install.answered("I received a new laptop. Do I need to install Teams?", ["laptop"], ROW) == []
    # bought, not given; and a question that asks nothing of installing
    assert english_install.answered("I bought a laptop. Do I need to install Teams?", ["laptop"], ROW) == ["laptop"]
    assert english_install.answered("I'm getting my laptop this week. Is Teams free?", ["laptop"], ROW) == ["laptop"]


def test_getting_a_program_on_the_work_laptop_asks_for_installing_it() -> None:
    # session 40: "get / need X on my (work) laptop" asks the same as installing X there
    assert english_install.answered("how to get Notepadder on my work laptop", ["laptop"], ROW) == []
    assert english_install.answered("I need Notepadder on my laptop. What do I do?", ["laptop"], ROW) == []
    assert english_install.answered("Can I install Notepadder on my company laptop?", ["laptop"], ROW) == []
    # a personal or home computer stays asked, as does a laptop the question keeps files on
    assert english_install.answered("can I get Notepadder on my personal laptop?", ["laptop"], ROW) == ["laptop"]
    assert english_install.answered("can I keep Notepadder files on my work laptop?", ["laptop"], ROW) == ["laptop"]
