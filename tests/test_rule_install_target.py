"""The company computer a program is installed on is no topic of an installation rule (`bot.rules.install_target`; issue
8: a question noun missing from the answering sentence), but is one of an installation already done (batch `_zk`: near
misses aimed at that leniency); on hand-made sentences and questions. The rule also keeps refusing what it is not
about."""

from __future__ import annotations

import pytest

from bot.rules import install_target

INSTALL = "프로그램은 설치하기 전에 IT 담당자의 승인을 받는다."
NO_DRIVES = "개인 외장 하드는 업무용 컴퓨터에 연결하지 않는다."


def test_a_company_computer_is_no_topic_of_an_installation_rule() -> None:
    missing = ["pc", "업무"]
    assert install_target.answered("업무용 pc에 뷰어 깔아도 돼요?", missing, INSTALL) == []
    assert install_target.answered("회사 노트북에 메신저 설치하려면 누구 승인?", ["노트북"], INSTALL) == []
    assert install_target.answered("can I install this viewer on my work laptop?", ["laptop"], INSTALL) == []
    # a personal or home computer keeps its noun, and so does a rule on something other than installing
    assert install_target.answered("개인 PC에 회사 프로그램 깔아도 돼요?", ["pc"], INSTALL) == ["pc"]
    assert install_target.answered("집 컴퓨터에 깔아도 돼요?", ["컴퓨터"], INSTALL) == ["컴퓨터"]
    assert install_target.answered("회사 PC에 깔아도 돼요?", ["pc"], NO_DRIVES) == ["pc"]
    assert install_target.answered("회사 PC 몇 년 써요?", ["pc"], INSTALL) == ["pc"]


@pytest.mark.parametrize("question", [
    "회사 PC에 프로그램 깔고 나서 보고도 해야 돼요?",
    "업무용 노트북에 설치한 뒤에 누구한테 알려요?",
    "회사 컴퓨터에 깐 다음에 재부팅해야 돼요?",
])
def test_install_done_keeps_the_company_computer(question: str) -> None:
    sentence = "소프트웨어는 승인 없이 설치하지 않는다."
    assert install_target.answered(question, ["pc", "노트북", "컴퓨터"], sentence) == ["pc", "노트북", "컴퓨터"]


def test_install_asked_still_sets_the_company_computer_aside() -> None:
    sentence = "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다."
    assert install_target.answered("회사 PC에 프로그램 깔아도 돼요?", ["pc"], sentence) == []
    assert install_target.answered("업무용 pc에 프로그램 깔기전에 누구한테 승인받아야돼?", ["pc"], sentence) == []
