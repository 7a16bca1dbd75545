"""Table rows that crowd sections out of the excerpts (issue 8, coverage).

Every row of a table is its own chunk ("승인 소프트웨어 목록: Notion": "이름: Notion / 분류: 협업 / 라이선스: 유료 /
설치: 승인 필요"), and every row repeats the table's heading and its column names. A question on a rule of the
software policy ("정품 아닌 프로그램 복사해서 써도 돼요?", "크랙 버전 포토샵 깔아도 돼요?") is near all of them on
dense score and carries the same words as all of them (설치, 승인, 라이선스), so after the best row four or five
further rows fill the excerpts and the section that answers (라이선스 관리) is ranked seventh. One row of a table
answers a question about that row; a further row is kept among the first excerpts only when the question names
it (its name, or a glossary word for it: 포토샵 -> Adobe Photoshop); otherwise it goes after the other candidates.

This orders only the excerpts after the first `top_k`, which the strict second look reads
(bot.rules.later_excerpts): applied to the first excerpts it let the lenient first look quote the software rule
for a near miss ("업무폰에 앱 설치하려면 승인?", measured on dev), so the first excerpts stay as they were.
"""

from __future__ import annotations

from bot.knowledge.policies import ROW_MARK
from bot.language.terms import compact
from bot.models import Excerpt


def row_table(excerpt: Excerpt) -> str | None:
    """The table (document and heading) a row chunk belongs to; None for any other chunk."""
    if excerpt.kind != "row" or ROW_MARK not in excerpt.chunk_id:
        return None
    return excerpt.chunk_id.split(ROW_MARK, 1)[0]


def row_name(excerpt: Excerpt) -> str:
    return excerpt.chunk_id.split(ROW_MARK, 1)[1]


def named(excerpt: Excerpt, question: str, policy_words: list[str]) -> bool:
    """The question names the row: its name, or a policy word for it that the glossary found in the question."""
    name = row_name(excerpt)
    return compact(name).lower() in compact(question).lower() or name in policy_words


def spread(ranked: list[Excerpt], question: str, policy_words: list[str]) -> list[Excerpt]:
    """`ranked` with every row after the first of its table that the question does not name moved behind the
    other candidates (in their order)."""
    seen: set[str] = set()
    kept: list[Excerpt] = []
    crowded: list[Excerpt] = []
    for excerpt in ranked:
        table = row_table(excerpt)
        if table is None:
            kept.append(excerpt)
        elif table not in seen or named(excerpt, question, policy_words):
            seen.add(table)
            kept.append(excerpt)
        else:
            crowded.append(excerpt)
    return kept + crowded
