"""Session 34 (issue 8), invented sentences: an act the asker hopes to skip ("총무팀에 연락 안 해도") is answered by a
rule whose outcome comes by itself (자동으로), and by no other; a medium loaded for a trip out ("유에스비에 … 담아서
출장 가져가도") is the carrying the rule names."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules import loaded_medium, unneeded_act


def test_an_act_hoped_unneeded_against_an_automatic_outcome() -> None:
    question = "출입증 정지됐는데 총무팀에 연락 안 해도 풀려요?"
    assert unneeded_act.skipped_acts(question) == {"연락"}
    assert unneeded_act.skipped_acts("재발급 신청하지 않아도 자동으로 나와요?") == {"신청"}
    assert unneeded_act.answered(question, ["연락"], "정지된 출입증은 하루가 지나면 자동으로 풀린다.") == []
    assert unneeded_act.answered(question, ["연락"], "정지된 출입증은 총무팀이 푼다.") == ["연락"]
    assert unneeded_act.skipped_acts("출입증이 안 돼요") == frozenset()


def test_a_medium_loaded_for_a_trip_out_is_carried() -> None:
    terms = [Term("담", verb=True)]
    sentence = "보안 USB로 자료를 회사 밖으로 가져갈 때는 부장 결재를 받는다."
    assert loaded_medium.load_carried("보안유에스비에 견적서 담아서 출장 가져가도 돼요?", terms, sentence) == {"담"}
    assert loaded_medium.load_carried("보안 USB에 견적서 담아서 외근 나가도 돼요?", terms, sentence) == {"담"}
    assert loaded_medium.load_carried("보안 USB에 견적서 담아서 동료 줘도 돼요?", terms, sentence) == set()


def test_data_brought_on_a_device_is_what_it_holds() -> None:
    from bot.rules import data_held

    body = "1. 사용 승인 개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."

    def words_for(word: str) -> list[str]:
        return ["USB"] if word.lower() == "usb" else []

    question = "제 USB에 회의자료 넣어왔는데 회사 PC에 꽂아도 돼요?"
    assert data_held.answered(question, ["회의자료"], body, words_for, [], ["usb", "꽂"]) == []
    # the data as the object of the act asked, on no device
    assert data_held.answered("회의자료 회사 PC에 옮겨도 돼요?", ["회의자료"], body, words_for, [],
                              ["usb"]) == ["회의자료"]


def test_a_bare_laptop_installed_on_is_the_work_one() -> None:
    from bot.rules import install_target

    row = "이름: 메모앱 / 라이선스: 유료 / 설치: 승인 필요"
    assert install_target.answered("노트북에 메모앱이 없던데 그냥 깔면 돼요?", ["노트북"], row) == []
    assert install_target.answered("개인 노트북에 메모앱 깔아도 돼요?", ["노트북"], row) == ["노트북"]
    assert install_target.answered("집 컴퓨터에 메모앱 설치해도 돼요?", ["컴퓨터"], row) == ["컴퓨터"]
    assert install_target.answered("동생 노트북에 메모앱 깔아줘도 돼요?", ["노트북"], row) == ["노트북"]
