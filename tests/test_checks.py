"""The answer checks and the citation mapping, on plain values."""

from __future__ import annotations

import pytest

from bot.answer.checks import grounded_ratio, not_found_phrase, numbers_in, run_checks
from bot.answer.citations import cited_of, find_markers, render_answer, sources_of
from bot.models import Excerpt


def ex(n: int, doc: str, title: str, text: str, score: float = 0.5) -> Excerpt:
    return Excerpt(
        chunk_id=f"{doc}#{n}", doc_id=doc, title=title, section=f"{n}. s", revision=1, text=text, score=score
    )


EXCERPTS = [
    ex(1, "password", "비밀번호·계정 보안 규정",
       "- 비밀번호는 90일마다 바꾼다. 만료 7일 전부터 사내 포털에 변경 안내가 표시된다."),
    ex(2, "password", "비밀번호·계정 보안 규정", "- 비밀번호는 12자 이상으로 만든다."),
    ex(3, "mail-docs", "메일·문서 보안 규정", "- 첨부 파일은 25MB까지 보낼 수 있다."),
]


@pytest.mark.parametrize(
    "text",
    [
        "규정에서 답을 찾지 못했습니다.",
        "규정 발췌에는 노트북 사양에 대한 내용이 포함되어 있지 않습니다.",
        "규정에서는 VPN 접속 속도에 대해 언급하고 있지 않습니다.",
        "해당 내용은 명시되어 있지 않습니다.",
        "발췌에 나와 있지 않아요.",
        "관련 언급이 없습니다.",
        "정책 문서에서 확인되지 않아 상담원 확인이 필요합니다.",
        "그 부분은 찾을 수 없습니다.",
        "규정만으로는 알 수 없습니다.",
        "답변을 드리기 어렵습니다.",
        "I could not find this in the policies.",
        "The excerpts do not mention monitors.",
        "There is no information about that.",
    ],
)
def test_not_found_wording_is_caught(text: str) -> None:
    assert not_found_phrase(text)


@pytest.mark.parametrize(
    "text",
    ["최근에 쓴 비밀번호 5개는 다시 쓸 수 없다.", "비밀번호는 90일마다 바꿉니다.", "표시가 없으면 사내 한정으로 본다.",
     "공유하지 않습니다.", "You must not share your account."],
)
def test_policy_statements_are_not_mistaken_for_not_found(text: str) -> None:
    assert not_found_phrase(text) is None


def test_grounded_ratio_counts_bigrams_without_markers_and_spaces() -> None:
    assert grounded_ratio("비밀번호는 90일마다 바꾼다.[1]", EXCERPTS) == 1.0
    assert grounded_ratio("보통 IT 부서에 문의하시면 친절히 안내해 드립니다.", EXCERPTS) < 0.3


def test_checks_pass_a_grounded_cited_answer() -> None:
    checks = run_checks("비밀번호는 90일마다 바꿔야 합니다[1].", EXCERPTS, 0.3)
    assert all(c.passed for c in checks), checks
    assert [c.name for c in checks] == [
        "found_in_policies", "cites_excerpt", "grounded", "numbers_from_policies", "citations_valid"
    ]


def test_invented_number_and_out_of_range_citation_fail_with_details() -> None:
    checks = {c.name: c for c in run_checks("비밀번호는 60일마다 바꾼다.[1][7]", EXCERPTS, 0.3)}
    assert not checks["numbers_from_policies"].passed and "60" in checks["numbers_from_policies"].detail
    assert not checks["citations_valid"].passed and "[7]" in checks["citations_valid"].detail
    assert checks["cites_excerpt"].passed


def test_numbers_must_come_from_the_cited_excerpt_not_just_any() -> None:
    checks = {c.name: c for c in run_checks("첨부 파일은 25MB까지입니다.[1]", EXCERPTS, 0.3)}
    assert not checks["numbers_from_policies"].passed


def test_no_citation_and_abstention() -> None:
    checks = {c.name: c for c in run_checks("비밀번호는 90일마다 바꾼다.", EXCERPTS, 0.3)}
    assert not checks["cites_excerpt"].passed
    abstained = {c.name: c for c in run_checks("잘 모르겠어요", EXCERPTS, 0.3, model_abstained=True)}
    found = abstained["found_in_policies"]
    assert not found.passed and "insufficient_evidence" in found.detail


def test_citations_map_numbers_to_titles_in_code() -> None:
    text = "90일마다 바꾼다[1][2]. 25MB까지[3]. 엉뚱한 번호[9]."
    assert render_answer(text, EXCERPTS) == (
        "90일마다 바꾼다[비밀번호·계정 보안 규정]. 25MB까지[메일·문서 보안 규정]. 엉뚱한 번호."
    )
    markers = find_markers(text, 3)
    assert markers.valid == [1, 2, 3] and markers.invalid == [9]
    assert [c.doc_id for c in cited_of([1, 2], EXCERPTS)] == ["password"]
    assert [s.doc_id for s in sources_of(EXCERPTS)] == ["password", "mail-docs"]


def test_numbers_in_ignores_citation_markers() -> None:
    assert numbers_in("12자 이상[2], 1,000건[3]") == ["12", "1000"]
