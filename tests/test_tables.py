"""Table questions read in code: parsing the whole-table chunk, conditions, counts, and `table_facts`.

No index here: the tables come from the policy files through the same parser ingest uses.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.knowledge.glossary import Glossary
from bot.knowledge.policies import parse_document
from bot.models import Excerpt
from bot.tables import Table, parse_table, read_question, table_facts
from bot.tables.facts import code_answer
from tests.conftest import POLICIES

DATA = Path(__file__).parent / "data" / "tables"
GLOSSARY = Glossary.load(POLICIES / "glossary.yaml")


def table_from(path: Path) -> Table:
    doc = parse_document(path, path.parent)
    chunk = next(c for c in doc.chunks if c.kind == "table")
    excerpt = Excerpt(
        chunk_id=chunk.chunk_id, doc_id=chunk.doc_id, title=chunk.title, section=chunk.section,
        revision=chunk.revision, text=chunk.body, score=1.0, kind="table",
    )
    table = parse_table(excerpt)
    assert table is not None
    return table


CATALOG = table_from(POLICIES / "software-catalog.md")
DEVICES = table_from(DATA / "devices.rev2.md")


def rows_where(table: Table, **conditions: str) -> list[str]:
    """The expected answer, computed independently of bot.tables (column -> value, all must hold)."""
    return [row[0] for row in table.rows if all(row[table.header.index(c)] == v for c, v in conditions.items())]


def test_parse_reads_header_rows_notes_and_the_completeness_statement() -> None:
    assert CATALOG.header == ("이름", "분류", "라이선스", "설치", "비고")
    assert len(CATALOG.rows) == 18 and CATALOG.rows[0][0] == "Microsoft 365"
    assert CATALOG.rows[2] == ("Adobe Acrobat Reader", "문서", "무료", "자유 설치", "")
    assert CATALOG.complete_note is not None and "전부다" in CATALOG.complete_note
    assert CATALOG.meanings["자유 설치"].startswith("승인 없이 설치할 수 있")
    assert CATALOG.subject == "승인 소프트웨어"
    assert DEVICES.header == ("모델", "종류", "운영체제", "지급 대상") and DEVICES.rows[3][2] == ""


@pytest.mark.parametrize(
    ("question", "shape", "conditions"),
    [
        ("무료 프로그램은 몇 개예요?", "count", {"라이선스": "무료"}),
        ("How many free programs are there?", "count", {"라이선스": "무료"}),
        ("승인이 필요한 소프트웨어 목록 알려줘", "list", {"설치": "승인 필요"}),
        ("Which programs need approval?", "list", {"설치": "승인 필요"}),
        ("개발 분류 중 유료인 건 뭐뭐 있어요?", "list", {"분류": "개발", "라이선스": "유료"}),
        ("승인 없이 설치할 수 있는 무료 프로그램은 뭐가 있어요?", "list", {"라이선스": "무료", "설치": "자유 설치"}),
        ("기본으로 설치되어 있는 프로그램은?", "list", {"설치": "기본 설치"}),
        ("생성형 AI는 어떤 게 있어요?", "list", {"분류": "생성형 AI"}),
        ("디자인 분류에서 무료인 소프트웨어는 몇 개예요?", "count", {"분류": "디자인", "라이선스": "무료"}),
    ],
)
def test_counts_and_lists_match_an_independent_filter(question: str, shape: str, conditions: dict[str, str]) -> None:
    tq = read_question(question, CATALOG, GLOSSARY)
    assert tq is not None and tq.shape == shape, tq
    assert {c.column: c.values for c in tq.conditions} == {k: (v,) for k, v in conditions.items()}
    assert tq.names == rows_where(CATALOG, **conditions)


def test_zero_matches_is_an_answer_not_a_handoff() -> None:
    tq = read_question("디자인 분류에서 무료인 소프트웨어는 몇 개예요?", CATALOG, GLOSSARY)
    assert tq is not None and tq.rows == []
    text = code_answer(tq)
    assert "소프트웨어는 없습니다" in text and "전체 18개" in text and CATALOG.complete_note in text


def test_negated_and_alternative_values() -> None:
    tq = read_question("유료가 아닌 소프트웨어 뭐뭐 있어?", CATALOG, GLOSSARY)
    assert tq is not None and [(c.column, c.negated) for c in tq.conditions] == [("라이선스", True)]
    assert tq.names == [r[0] for r in CATALOG.rows if r[2] != "유료"]
    tq = read_question("문서나 협업 프로그램은 몇 개야?", CATALOG, GLOSSARY)
    assert tq is not None and [(c.column, c.values) for c in tq.conditions] == [("분류", ("문서", "협업"))]
    assert tq.names == [r[0] for r in CATALOG.rows if r[1] in ("문서", "협업")]


def test_the_whole_table_when_there_is_no_condition() -> None:
    tq = read_question("승인 소프트웨어는 모두 몇 개예요?", CATALOG, GLOSSARY)
    assert tq is not None and tq.conditions == [] and len(tq.rows) == 18
    assert "모두 18개" in code_answer(tq)


@pytest.mark.parametrize(
    "question", ["Postman 깔아도 돼요?", "Is Postman on the approved list?", "Can I install Postman?"]
)
def test_absence_from_a_complete_table_is_answered_with_its_rule(question: str) -> None:
    tq = read_question(question, CATALOG, GLOSSARY)
    assert tq is not None and tq.shape == "absence" and tq.absent == "Postman"
    text = code_answer(tq)
    assert text.startswith("Postman은 승인 소프트웨어 목록에 없습니다.") and CATALOG.complete_note in text


def test_membership_of_a_named_row() -> None:
    tq = read_question("Zoom은 승인된 프로그램인가요?", CATALOG, GLOSSARY)
    assert tq is not None and tq.shape == "membership" and tq.names == ["Zoom"]
    assert "설치: 기본 설치" in code_answer(tq)


@pytest.mark.parametrize(
    ("question", "unknown"),
    [
        ("라이선스 좌석이 남은 프로그램은 몇 개예요?", "좌석"),
        ("유료 소프트웨어 가격 목록 알려줘", "가격"),
        ("버전이 최신인 프로그램은 몇 개예요?", "버전"),
        ("승인 받아야 하는 프로그램은 몇 개예요?", "승인"),  # "승인" alone does not pin down "승인 필요"
    ],
)
def test_conditions_the_table_cannot_answer(question: str, unknown: str) -> None:
    tq = read_question(question, CATALOG, GLOSSARY)
    assert tq is not None and tq.shape == "unanswerable" and unknown in tq.unknown


@pytest.mark.parametrize(
    "question",
    [
        "Figma 설치해도 돼요?",  # one row: the row chunk answers it on the normal path
        "V3 백신 지워도 돼요?",
        "Visual Studio Code는 무료인가요?",
        "OTP 앱은 뭘 설치해야 하나요?",
        "비밀번호는 몇 자 이상이어야 해요?",
        "개인 USB 꽂아도 돼요?",
        "VPN 프로그램은 어디서 다운로드하나요?",
        "생성형 AI에 고객 자료를 넣어도 되나요?",
        "보안 USB는 몇 개까지 쓸 수 있어요?",  # a value word ("보안") in a question about something else
        "노트북은 몇 년마다 바꿔요?",
        "Can I install software on my work laptop without asking anyone?",
        "승인된 소프트웨어 목록은 어디서 봐요?",  # where the table is, not what is in it
    ],
)
def test_questions_that_are_not_table_questions(question: str) -> None:
    assert read_question(question, CATALOG, GLOSSARY) is None


def test_a_second_table_with_other_columns() -> None:
    tq = read_question("macOS 노트북은 몇 대예요?", DEVICES, Glossary())
    assert tq is not None and tq.shape == "count"
    assert tq.names == rows_where(DEVICES, 종류="노트북", 운영체제="macOS") == ["MacBook Pro 14", "MacBook Air 13"]
    tq = read_question("영업에 지급되는 장비는 뭐뭐 있어요?", DEVICES, Glossary())
    assert tq is not None and tq.names == ["iPhone 15"]
    tq = read_question("Surface Pro 받을 수 있나요? 목록에 있어요?", DEVICES, Glossary())
    assert tq is not None and tq.shape == "absence" and tq.absent == "Surface Pro"


# -- table_facts ------------------------------------------------------------------------------------


@pytest.fixture
def free() -> object:
    tq = read_question("무료 프로그램은 몇 개예요?", CATALOG, GLOSSARY)
    assert tq is not None
    return tq


def test_table_facts_passes_the_code_answer_and_a_faithful_phrasing(free) -> None:  # type: ignore[no-untyped-def]
    assert table_facts(code_answer(free) + "[1]", free).passed
    names = ", ".join(free.names)
    assert table_facts(f"무료 소프트웨어는 {len(free.names)}개로, {names}입니다[1].", free).passed


@pytest.mark.parametrize(
    ("mutate", "detail"),
    [
        (lambda names: f"무료 소프트웨어는 7개입니다: {', '.join(names)}[1].", "numbers that are not"),
        (lambda names: f"무료 소프트웨어는 5개입니다: {', '.join(names[:-1])}[1].", "not named"),
        (lambda names: f"무료 소프트웨어는 6개입니다: {', '.join(names)}, Slack[1].", "do not match"),
        (lambda names: f"무료 소프트웨어는 여섯 개입니다: {', '.join(names)}[1].", "is not stated"),
    ],
)
def test_table_facts_fails_when_a_count_or_a_name_differs(free, mutate, detail) -> None:  # type: ignore[no-untyped-def]
    check = table_facts(mutate(free.names), free)
    assert not check.passed and detail in check.detail


def test_table_facts_on_zero_matches_and_absence() -> None:
    zero = read_question("디자인 분류에서 무료인 소프트웨어는 몇 개예요?", CATALOG, GLOSSARY)
    assert zero is not None
    assert table_facts("디자인 분류의 무료 소프트웨어는 없습니다[1].", zero).passed
    assert not table_facts("디자인 분류의 무료 소프트웨어는 Figma 1개입니다[1].", zero).passed
    absent = read_question("Postman 깔아도 돼요?", CATALOG, GLOSSARY)
    assert absent is not None
    assert table_facts("Postman은 목록에 없어 아직 승인되지 않았습니다[1].", absent).passed
    assert not table_facts("Postman은 Notion과 같이 승인 필요입니다[1].", absent).passed


def test_counts_by_a_column_and_the_largest_group() -> None:
    tq = read_question("분류별로 몇 개예요?", CATALOG, GLOSSARY)
    assert tq is not None and tq.shape == "group" and tq.group == "분류"
    text = code_answer(tq)
    for value in dict.fromkeys(r[1] for r in CATALOG.rows):
        names = rows_where(CATALOG, 분류=value)
        assert f"{value} {len(names)}개({', '.join(names)})" in text
    assert "가장 많은 분류는 개발(4개)" in text and table_facts(text + "[1]", tq).passed
    assert not table_facts(text.replace("개발 4개", "개발 5개") + "[1]", tq).passed
    free = read_question("무료 소프트웨어를 분류별로 세어 줘", CATALOG, GLOSSARY)
    assert free is not None and free.shape == "group" and len(free.rows) == 6
    most = read_question("가장 많은 종류는 뭐예요?", DEVICES, Glossary())
    assert most is not None and most.group == "종류" and "가장 많은 종류는 노트북(3개)" in code_answer(most)


def test_a_superlative_the_table_has_no_column_for_is_not_a_count() -> None:
    tq = read_question("가장 많이 쓰는 프로그램은?", CATALOG, GLOSSARY)
    assert tq is not None and tq.shape == "unanswerable"
