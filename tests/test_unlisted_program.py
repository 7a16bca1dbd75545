"""A program the table does not list, asked whether it is approved (bot.rules.unlisted_program)."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules.unlisted_program import carried, hangul_name

ABSENCE = "표에 없는 소프트웨어는 아직 승인되지 않은 것이다."


def T(text: str, verb: bool = False) -> Term:
    return Term(text, verb)


def test_a_hangul_name_the_question_says_is_unlisted_is_the_asked_program() -> None:
    q = "토끼메모 PC버전 목록에 없던데 승인된 거예요?"
    assert hangul_name(q, ["토끼메모", "pc", "버전"]) == "토끼메모 PC버전"
    # another noun beside the name (a price, a seat count) asks what the rule does not say
    assert hangul_name("토끼메모 목록에 없던데 가격 승인된 거예요?", ["토끼메모", "가격"]) is None
    # the question does not say it is unlisted, or does not ask whether it is approved
    assert hangul_name("토끼메모 승인된 거예요?", ["토끼메모"]) is None
    assert hangul_name("토끼메모 목록에 없던데 어디서 받아요?", ["토끼메모"]) is None


def test_the_act_whose_approval_is_asked_is_carried_by_a_statement_of_absence() -> None:
    q = "토끼메모 목록에 없던데 설치 승인된 거예요?"
    assert carried(q, [T("설치")], ABSENCE) == {"설치"}
    # a plain "may I install it?" asks for the rule before installing: not carried here
    assert carried("토끼메모 그냥 깔아도 되나요?", [T("깔", True)], ABSENCE) == set()
    # a sentence that states no absence carries nothing
    assert carried(q, [T("설치")], "설치 전에 승인을 받는다.") == set()


def test_the_example_marker_is_carried() -> None:
    q = "목록에 없는 프로그램은요? 예를 들어 Foobar 같은 거"
    assert carried(q, [T("예")], "Foobar는 승인 소프트웨어 목록에 없습니다.") == {"예"}
    assert carried("예 그럼 설치할게요", [T("예")], ABSENCE) == set()


def test_the_table_reads_a_hangul_name_as_absent() -> None:
    from bot.tables import read_question
    from tests.test_tables import CATALOG
    from tests.test_tables import GLOSSARY as glossary

    tq = read_question("토끼메모 목록에 없던데 승인된 거예요?", CATALOG, glossary)
    assert tq is not None and tq.shape == "absence" and tq.absent == "토끼메모"
