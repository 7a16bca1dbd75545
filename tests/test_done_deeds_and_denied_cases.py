"""Session 33 (issue 8), invented sentences, from the near-miss probe p33c and the answerable probes p32c/p33a:

- a deed told as done ("이미 보낸 건", "이제라도 …하면 돼?") is answered neither by a rule forbidding it nor by the
  rule that prescribes the deed itself;
- "X가 아니라 Y" says the case is not X: a sentence on X does not answer it;
- "N마다 V는 거 왜 해?" asks the reason of the practice;
- the use that has ended ("워크숍 끝났는데") is the one "용도가 끝난 자료" speaks of; "USB에 넣어간 자료" is the data on
  the USB, whatever the glossary ties 넣 to;
- a reason clause that leads into another ("떠서 짜증나는데") is a reason too."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules.after_forbidden import done_acts
from bot.rules.after_forbidden import problems as after_problems
from bot.rules.described_acts import described_only
from bot.rules.ended_purpose import use_carried
from bot.rules.reason_asked import asks_reason_of_rule
from bot.rules.row_reason import reason_clauses
from bot.rules.situations import denied_nouns, unlike_case


def test_a_deed_done_is_not_answered_by_its_own_rule() -> None:
    prescribes = "사외에서는 보안 앱을 먼저 켠 뒤 그룹 드라이브로 전송한다."
    forbids = "공용 PC에서는 그룹 드라이브로 전송하지 않는다."
    remedy = "잘못 전송했다면 바로 파일을 지우고 보안팀에 알린다."
    question = "PC방에서 이미 전송한 건 어떻게 해야 하나요?"
    assert done_acts(question) == ["전송"]
    assert after_problems(question, prescribes)
    assert after_problems(question, forbids)
    assert after_problems(question, remedy) == []  # the deed is its condition; the remedy is what it prescribes


def test_a_remedy_asked_late() -> None:
    late = "허락 없이 앱 깔아서 쓰는 중인데 이제라도 허락 받으면 되는 거임?"
    assert after_problems(late, "허락 없이 앱을 깔지 않는다.")
    assert after_problems("앱 깔아도 돼?", "허락 없이 앱을 깔지 않는다.") == []


def test_not_this_case_but_another() -> None:
    question = "협력 업체가 아니라 총무팀 직원이 창고에 들어가는 경우에도 동행해야 하나요?"
    assert "협력업체" in denied_nouns(question)
    assert unlike_case(question, "협력 업체가 창고에 들어갈 때는 담당자가 동행한다.", denied_already=False)
    assert unlike_case(question, "창고에는 2인 이상이 함께 들어간다.", denied_already=False) == []


def test_the_reason_of_a_practice_with_a_figure() -> None:
    assert asks_reason_of_rule("백업 30일마다 지우는 거 왜 하는 거임?")
    assert not asks_reason_of_rule("화면 꺼지는 거 왜 그래요?")  # a symptom


def test_the_use_that_has_ended() -> None:
    terms = [Term("워크숍", verb=False), Term("자료", verb=False)]
    rule = "용도가 끝난 자료는 외장 드라이브에서 바로 지운다."
    assert use_carried("협력사 워크숍 끝났는데 드라이브에 넣어간 자료 언제 지워?", terms, rule) == {"워크숍"}
    assert use_carried("워크숍 자료 언제 지워?", terms, rule) == set()  # nothing told as ended


def test_what_was_put_in_a_carried_place() -> None:
    question = "외장 드라이브에 넣어간 자료는 언제 지워야 돼?"
    carried = ["드라이브", "자료"]
    rule = "용도가 끝난 자료는 외장 드라이브에서 지운다."
    assert described_only(question, ["넣"], carried, {"넣": {"입력"}}, rule) == ["넣"]
    assert described_only("보고서에 넣은 자료 지워야 돼?", ["넣"], ["자료"], {"넣": {"입력"}}, "자료는 지운다.") == []


def test_a_reason_leading_into_another() -> None:
    clauses = reason_clauses("백신 알림 자꾸 떠서 짜증나는데 그냥 지워도 됨?")
    assert len(clauses) == 2
    assert reason_clauses("백신 꺼서 쓰면 돼?") == ()  # a chained act, a condition after it
