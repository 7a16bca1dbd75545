"""Retrieval: access and revision filters inside the Chroma query, table rows, the search CLI."""

from __future__ import annotations

import json
from datetime import date

import pytest

from bot.answer.retrieve import load_table, retrieve
from bot.cli import main
from bot.models import Asker
from bot.runtime import Runtime
from bot.settings import Settings

TODAY = date(2026, 11, 30)


@pytest.fixture
def runtime(shared_settings: Settings) -> Runtime:
    return Runtime(shared_settings)


def _all(runtime: Runtime, question: str, dept: str | None, as_of: date = TODAY):  # type: ignore[no-untyped-def]
    return retrieve(runtime.collection(), runtime.embedder, question, Asker(dept=dept), as_of, k=100)


@pytest.mark.parametrize("dept", [None, "영업", "HR", "it"])
def test_it_only_chunks_never_reach_other_departments(runtime: Runtime, dept: str | None) -> None:
    for question in ["백업은 매일 몇 시에 돌아가요?", "서버실 출입 규칙", "관리자 계정 발급"]:
        hits = _all(runtime, question, dept)
        assert hits, "other documents are still readable"
        assert all(h.doc_id != "it-operations" for h in hits)


def test_it_department_reads_it_operations(runtime: Runtime) -> None:
    hits = retrieve(runtime.collection(), runtime.embedder, "백업은 매일 몇 시에 돌아가요?", Asker(dept="IT"), TODAY, 3)
    assert hits[0].doc_id == "it-operations" and "새벽 2시" in hits[0].text


def _text_of(runtime: Runtime, question: str, doc_id: str, as_of: date) -> str:
    return "\n".join(h.text for h in _all(runtime, question, None, as_of) if h.doc_id == doc_id)


def test_revision_in_force_on_the_as_of_date(runtime: Runtime) -> None:
    old = _text_of(runtime, "메일 첨부 파일 용량", "mail-docs", date(2026, 3, 1))
    new = _text_of(runtime, "메일 첨부 파일 용량", "mail-docs", TODAY)
    assert "10MB" in old and "25MB" not in old
    assert "25MB" in new and "10MB" not in new
    later = _text_of(runtime, "VPN 인증서 유효기간", "remote-vpn", date(2027, 4, 1))
    now = _text_of(runtime, "VPN 인증서 유효기간", "remote-vpn", TODAY)
    assert "6개월" in later and "1년" not in later
    assert "1년" in now and "6개월" not in now


def test_one_table_row_is_found_and_the_whole_table_stays_available(runtime: Runtime) -> None:
    hits = retrieve(runtime.collection(), runtime.embedder, "Figma 설치해도 돼요?", Asker(), TODAY, 3)
    assert hits[0].doc_id == "software-catalog" and "Figma" in hits[0].text and "승인 필요" in hits[0].text
    assert all(h.kind != "table" for h in _all(runtime, "승인 소프트웨어 목록 전체", None))
    table = load_table(runtime.collection(), "software-catalog", Asker(), TODAY)
    assert table is not None and table.text.count("\n|") >= 18


def test_scores_are_cosine_similarities_best_first(runtime: Runtime) -> None:
    hits = retrieve(runtime.collection(), runtime.embedder, "비밀번호 변경 주기", Asker(), TODAY, 5)
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True) and all(-1.0 <= s <= 1.0 for s in scores)


def test_search_json_has_the_agreed_fields(shared_settings: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "첨부 파일 크기 제한", "--json", "--k", "2"]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert len(hits) == 2
    for key in ("doc_id", "title", "section", "revision", "score", "text"):
        assert key in hits[0]
    assert hits[0]["doc_id"] == "mail-docs" and hits[0]["revision"] == 2


@pytest.mark.parametrize(
    ("question", "message"),
    [("", "질문을 입력해 주세요"), ("   \n\t", "질문을 입력해 주세요"), ("가" * 10_000, "너무 깁니다"),
     ("😀🎉👍", "글자로 된 질문")],
)
def test_bad_questions_get_a_clear_message(
    shared_settings: Settings, capsys: pytest.CaptureFixture[str], question: str, message: str
) -> None:
    assert main(["search", question]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert main(["ask", question]) == 0  # ask answers with the same message as a question back
    assert message in capsys.readouterr().out


def test_wrong_setting_names_the_variable(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HELPDESK_RELEVANCE_THRESHOLD", "high")
    assert main(["search", "비밀번호"]) == 2
    assert "HELPDESK_RELEVANCE_THRESHOLD" in capsys.readouterr().err


def test_search_before_ingest_says_what_to_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "비밀번호"]) == 2
    assert "helpdesk ingest" in capsys.readouterr().err


def test_before_any_policy_was_in_force_nothing_is_found(runtime: Runtime) -> None:
    from bot.answer.factory import build_pipeline
    from bot.models import Reason

    assert _all(runtime, "비밀번호 변경 주기", None, date(2023, 6, 1)) == []
    result = build_pipeline(runtime.settings, runtime=runtime).handle("비밀번호 변경 주기", Asker(), date(2023, 6, 1))
    assert result.reason == Reason.NO_EVIDENCE and result.top_score is None
