"""Branch retrieval13: a table's further rows do not crowd sections out of the excerpts a second look reads
(bot.rules.crowded_rows, bot.answer.lexical.fuse with a reserve). Hand-made excerpts, not the case files."""

from __future__ import annotations

from bot.answer.lexical import fuse
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt

GLOSSARY = Glossary({"Paint Studio": ("페인트",), "라이선스": ("정품",)})


def row(name: str, cells: str, score: float) -> Excerpt:
    return Excerpt(chunk_id=f"tools@r1#허용 도구 목록#row:{name}", doc_id="tools", title="허용 도구 목록",
                   section=f"허용 도구 목록: {name}", revision=1, text=f"- 이름: {name} / {cells}", score=score,
                   kind="row")


PAINT = row("Paint Studio", "라이선스: 유료 / 설치: 승인 필요", 0.45)
NOTES = row("Note Pad Pro", "라이선스: 유료 / 설치: 승인 필요", 0.40)
CHAT = row("Team Chat", "라이선스: 유료 / 설치: 기본 설치", 0.39)
ZIP = row("Zip Tool", "라이선스: 무료 / 설치: 자유 설치", 0.38)
LICENSE = Excerpt(chunk_id="tools@r1#2. 라이선스", doc_id="tools-rules", title="도구 사용 규정", section="2. 라이선스",
                  revision=1, text="- 정품이 아닌 도구는 설치하지 않는다.", score=0.36)


def test_rows_after_the_first_of_their_table_go_behind_a_section_in_the_reserve() -> None:
    candidates = [PAINT, NOTES, CHAT, ZIP, LICENSE]
    first = fuse("친구가 준 페인트 크랙 버전 설치해도 돼요?", candidates, 3, GLOSSARY)
    fused = fuse("친구가 준 페인트 크랙 버전 설치해도 돼요?", candidates, 3, GLOSSARY, reserve=2)
    assert fused[:3] == first  # the first excerpts are as before
    assert fused[3] is LICENSE


def test_a_row_the_question_names_keeps_its_place() -> None:
    crowded = [PAINT, NOTES, row("Lens Kit", "라이선스: 유료", 0.395), CHAT, ZIP, LICENSE]
    fused = fuse("Team Chat이랑 페인트 정품 아니면 설치 안 돼요?", crowded, 1, GLOSSARY, reserve=2)
    assert fused[1:] == [CHAT, LICENSE]  # Lens Kit, not named, goes behind; Team Chat, named, does not
