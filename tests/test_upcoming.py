"""Revisions about to change (issue 12): a test collection with a current and a future revision."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.factory import build_pipeline
from bot.answer.pipeline import Pipeline
from bot.models import Asker, Route
from bot.runtime import Runtime
from bot.settings import load_settings

HEAD = "---\ndoc_id: monitor\ntitle: 모니터 지급 규정\nowner: IT운영팀\naccess: ALL\n"
CURRENT = (HEAD + "revision: 1\neffective_from: 2024-01-01\neffective_to: 2027-05-31\n---\n\n"
           "## 1. 모니터 지급 대수\n- 모니터는 한 사람에게 1대 지급한다.\n\n"
           "## 2. 모니터 반납\n- 퇴사할 때 모니터는 IT 담당자에게 반납한다.\n")
FUTURE = (HEAD + "revision: 2\neffective_from: 2027-06-01\n---\n\n"
          "## 1. 모니터 지급 대수\n- 모니터는 한 사람에게 2대까지 지급한다.\n\n"
          "## 2. 모니터 반납\n- 퇴사할 때 모니터는 IT 담당자에게 반납한다.\n")
QUESTION = "모니터는 한 사람에게 몇 대 지급하나요?"
CHANGE = "📅 2027-06-01부터 개정 규정이 시행되어 이렇게 바뀝니다: 모니터는 한 사람에게 2대까지 지급한다."


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory: pytest.TempPathFactory) -> Pipeline:
    root = tmp_path_factory.mktemp("upcoming")
    policies = root / "policies"
    policies.mkdir()
    (policies / "monitor.rev1.md").write_text(CURRENT, encoding="utf-8")
    (policies / "monitor.rev2.md").write_text(FUTURE, encoding="utf-8")
    settings = load_settings(data_dir=root / "data", policies_dir=policies)
    runtime = Runtime(settings)
    runtime.ingest()
    return build_pipeline(settings, runtime=runtime)


def test_a_change_within_90_days_adds_one_cited_line(pipeline: Pipeline) -> None:
    result = pipeline.handle(QUESTION, Asker(), date(2027, 4, 15))
    assert result.route is Route.AUTO_ANSWER and "1대" in result.answer
    assert result.answer.count("📅") == 1 and CHANGE in result.answer
    assert "[모니터 지급 규정 개정 2판]" in result.answer
    assert result.answer.index("📅") < result.answer.index("출처:")  # the sources line stays last
    (change,) = result.upcoming
    assert (change.revision, change.effective_from, change.section) == (2, date(2027, 6, 1), "1. 모니터 지급 대수")


def test_no_line_when_the_change_is_further_away_or_already_in_force(pipeline: Pipeline) -> None:
    early = pipeline.handle(QUESTION, Asker(), date(2027, 3, 2))  # 91 days before
    assert early.route is Route.AUTO_ANSWER and "📅" not in early.answer and not early.upcoming
    later = pipeline.handle(QUESTION, Asker(), date(2027, 6, 2))  # the new rule is in force
    assert later.route is Route.AUTO_ANSWER and "2대" in later.answer and "📅" not in later.answer


def test_an_unchanged_section_gets_no_line(pipeline: Pipeline) -> None:
    result = pipeline.handle("퇴사할 때 모니터는 누구에게 반납하나요?", Asker(), date(2027, 5, 1))
    assert result.route is Route.AUTO_ANSWER and "IT 담당자" in result.answer
    assert "📅" not in result.answer and not result.upcoming


def test_repository_vpn_revision_3(shared_settings: object) -> None:
    from bot.settings import Settings

    assert isinstance(shared_settings, Settings)
    real = build_pipeline(shared_settings)
    soon = real.handle("VPN 인증서 유효기간이 얼마예요?", Asker(), date(2026, 12, 15))
    assert "1년" in soon.answer and "2027-03-01부터" in soon.answer and "6개월" in soon.answer
    after = real.handle("VPN 인증서 유효기간이 얼마예요?", Asker(), date(2027, 3, 2))
    assert "6개월" in after.answer and "📅" not in after.answer
