"""What an IT team sees when an input or a setting is wrong: one line naming the file or the setting,
exit code 2, no traceback (the audit of 2026-11-30)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from slack_sdk import WebClient

from bot.cli import main
from bot.digest.evaluate import FixtureError, load_fixture
from bot.errors import IndexError_, IndexUnavailable, StoreUnavailable
from bot.eval.cases import CaseFileError, load_cases
from bot.eval.retrieval import RetrievalCaseError, load_retrieval_cases
from bot.knowledge.glossary import Glossary, GlossaryError
from bot.knowledge.policies import PolicyError
from bot.ops.health import index_problem
from bot.ops.opening import open_chroma, open_store
from bot.runtime import Runtime
from bot.settings import Settings, SettingsError, load_settings
from tests.support.slack_api import start_fake_slack_api

CLEARED = ("SLACK_BOT_TOKEN", "SLACK_SIGNING_SECRET", "SLACK_APP_TOKEN", "HELPDESK_STAFF_CHANNEL", "TEAMS_CLIENT_ID",
           "DATABASE_URL", "CHROMA_HOST", "HELPDESK_TIMEZONE", "HELPDESK_DIGEST_CRON")


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for name in CLEARED:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HELPDESK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)  # no .env of the checkout
    yield tmp_path


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(argv)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, err


# case files, fixtures, retrieval cases --------------------------------------------------------------
def test_unreadable_case_files_are_named(tmp_path: Path) -> None:
    folder = tmp_path / "cases"
    folder.mkdir()
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00[]")
    with pytest.raises(CaseFileError, match="a folder, not a case file"):
        load_cases(folder)
    with pytest.raises(CaseFileError, match="not UTF-8"):
        load_cases(binary)
    with pytest.raises(FixtureError, match="a folder"):
        load_fixture(folder)
    with pytest.raises(FixtureError, match="not UTF-8"):
        load_fixture(binary)
    for path, problem in ((tmp_path / "missing.json", "no such case file"), (folder, "a folder"),
                          (binary, "not UTF-8")):
        with pytest.raises(RetrievalCaseError, match=problem):
            load_retrieval_cases(path)
    broken = tmp_path / "broken.json"
    broken.write_text('[{"id": 1}', encoding="utf-8")
    with pytest.raises(RetrievalCaseError, match="not valid JSON"):
        load_retrieval_cases(broken)
    broken.write_text(json.dumps([{"id": "a", "question": "q"}]), encoding="utf-8")
    with pytest.raises(RetrievalCaseError, match="doc_id"):
        load_retrieval_cases(broken)


def test_cli_names_a_case_folder_and_a_missing_recall_file(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (env / "d").mkdir()
    assert _run(["eval", "d"], capsys) == (2, "error: d: a folder, not a case file (pass its .json files: d/*.json)\n")
    code, err = _run(["recall", "missing.json"], capsys)
    assert code == 2 and "missing.json: no such case file" in err


# glossary -------------------------------------------------------------------------------------------
def test_a_malformed_glossary_is_a_policy_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "glossary.yaml"
    path.write_text("비밀번호: [암호\n", encoding="utf-8")
    with pytest.raises(GlossaryError, match=r"glossary.yaml: not valid YAML at line 2") as err:
        Glossary.load(path)
    assert isinstance(err.value, PolicyError) and isinstance(err.value, ValueError)
    path.write_text("- 암호\n", encoding="utf-8")
    with pytest.raises(GlossaryError, match="expected a mapping"):
        Glossary.load(path)
    path.write_bytes(b"\xff: [a]\n")
    with pytest.raises(GlossaryError, match="not UTF-8"):
        Glossary.load(path)


def test_ingest_stops_on_a_malformed_glossary_before_writing(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    policies = env / "policies"
    policies.mkdir()
    (policies / "glossary.yaml").write_text("a: [b\n", encoding="utf-8")
    code, err = _run(["ingest", "--policies", str(policies)], capsys)
    assert code == 2 and "glossary.yaml: not valid YAML" in err
    assert not (env / "data").exists()  # nothing was written


# database ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("url", "says"), [
    ("notaurl", "DATABASE_URL: not a database URL"),
    ("postgresql://u@127.0.0.1:port/x", "DATABASE_URL: not a database URL"),
    ("mysql://u@h/x", "DATABASE_URL: unsupported database 'mysql'"),
])
def test_a_malformed_database_url_is_named(url: str, says: str, env: Path) -> None:
    with pytest.raises(StoreUnavailable, match=says):
        open_store(load_settings(database_url=url))


def test_an_unreachable_database_is_named_without_its_password(env: Path) -> None:
    settings = load_settings(database_url="postgresql://helpdesk:s3cret@127.0.0.1:1/helpdesk")
    with pytest.raises(StoreUnavailable) as err:
        open_store(settings)
    message = str(err.value)
    assert message.startswith("DATABASE_URL: cannot open the database postgresql+psycopg://helpdesk:***@127.0.0.1:1/")
    assert "s3cret" not in message and "running" in message


def test_a_data_dir_that_cannot_be_created_is_named(env: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = env / "a-file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPDESK_DATA_DIR", str(blocker / "data"))
    for argv in (["tickets"], ["report"], ["digest", "--dry-run"], ["purge", "--older-than", "30"]):
        code, err = _run(argv, capsys)
        assert code == 2 and err.startswith("error: HELPDESK_DATA_DIR: cannot create the database folder"), argv
    code, err = _run(["ingest"], capsys)
    assert code == 2 and err.startswith("error: HELPDESK_DATA_DIR: cannot create the index folder"), err


# Chroma -----------------------------------------------------------------------------------------------
def test_an_unreachable_chroma_server_is_named(env: Path) -> None:
    settings = load_settings(chroma_host="127.0.0.1", chroma_port=1)
    with pytest.raises(IndexUnavailable, match=r"CHROMA_HOST/CHROMA_PORT: no Chroma server answers at 127.0.0.1:1"):
        open_chroma(settings)
    runtime = Runtime(settings)
    with pytest.raises(IndexUnavailable):
        runtime.collection()
    assert str(index_problem(runtime)).startswith("CHROMA_HOST/CHROMA_PORT")  # /readyz says so, not "ingest"
    assert isinstance(IndexUnavailable("x"), IndexError_)  # every caller that handles a bad index handles it


# settings that only failed later, with a traceback ----------------------------------------------------
def test_an_unknown_time_zone_stops_start_up(env: Path) -> None:
    with pytest.raises(SettingsError, match=r"HELPDESK_TIMEZONE: .*IANA time zone"):
        load_settings(timezone="Mars/Olympus")
    assert load_settings(timezone="Europe/Berlin").timezone == "Europe/Berlin"


def test_serve_names_a_bad_digest_cron_and_a_missing_platform(env: Path, capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    code, err = _run(["serve"], capsys)
    assert code == 2 and "no chat platform configured" in err and "TEAMS_CLIENT_ID" in err and "SLACK_BOT_TOKEN" in err
    for name, value in {"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_SIGNING_SECRET": "s", "HELPDESK_STAFF_CHANNEL": "C1",
                        "HELPDESK_DIGEST_CRON": "0 25 * * mon"}.items():
        monkeypatch.setenv(name, value)
    code, err = _run(["serve"], capsys)
    assert code == 2 and err.startswith("error: HELPDESK_DIGEST_CRON:") and "'0 25 * * mon'" in err


def test_a_refused_or_unreachable_slack_token_is_named(env: Path) -> None:
    from bot.slack.app import check_token

    with start_fake_slack_api() as api:
        settings = load_settings(slack_bot_token="xoxb-wrong", slack_api_url=api.url)
        api.fail_next("auth.test", status=200, retry_after=None, body={"ok": False, "error": "invalid_auth"})
        with pytest.raises(SettingsError, match=r"SLACK_BOT_TOKEN: Slack refused the token \(invalid_auth\)"):
            check_token(WebClient(token="xoxb-wrong", base_url=api.url), settings)
        assert check_token(WebClient(token="xoxb-right", base_url=api.url), settings)["user_id"]
    closed = "http://127.0.0.1:1/api/"
    with pytest.raises(SettingsError, match="SLACK_API_URL: cannot reach the Slack Web API"):
        check_token(WebClient(token="xoxb-1", base_url=closed), load_settings(slack_api_url=closed))


def test_serve_warms_up_the_index_once(shared_settings: Settings, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.slack.runner import prepare

    monkeypatch.delenv("TEAMS_CLIENT_ID", raising=False)
    with start_fake_slack_api() as api:
        settings = shared_settings.model_copy(update={
            "slack_bot_token": "xoxb-1", "slack_signing_secret": "s", "staff_channel": "C1", "slack_api_url": api.url,
            "database_url": f"sqlite:///{tmp_path / 'db.sqlite3'}"})
        platforms, _ = prepare(settings, socket_mode=False)
        try:
            assert capsys.readouterr().err.count("chunks) ready") == 1
        finally:
            platforms.close()
            platforms.store.close()


def test_teams_package_names_a_missing_template(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bot.teams.package import TEMPLATE

    client_id = "11111111-2222-3333-4444-555555555555"
    base = ["teams-package", "--domain", "helpdesk.example.com", "--client-id", client_id]
    code, err = _run([*base, "--template", str(env / "missing.json"), "--out", str(env / "a.zip")], capsys)
    assert code == 2 and "manifest template not found" in err and "--template" in err
    copy = env / "manifest.json"
    copy.write_text(TEMPLATE.read_text(encoding="utf-8"), encoding="utf-8")
    code, _ = _run([*base, "--template", str(copy), "--out", str(env / "b.zip")], capsys)
    assert code == 0 and (env / "b.zip").is_file()


def test_policies_load_from_a_kubernetes_configmap_volume(tmp_path: Path) -> None:
    """`kubectl create configmap helpdesk-policies --from-file=policies/` mounted as a volume: each file is
    a link into `..data`, itself a link to a hidden timestamped folder holding the real files."""
    import shutil

    from bot.knowledge.policies import load_policies

    repo_policies = Path(__file__).resolve().parents[1] / "policies"
    volume = tmp_path / "policies"
    real = volume / "..2026_11_30_13_00_00.000000001"
    real.mkdir(parents=True)
    for source in repo_policies.iterdir():
        shutil.copy(source, real / source.name)
    (volume / "..data").symlink_to(real.name)
    for source in repo_policies.iterdir():
        (volume / source.name).symlink_to(Path("..data") / source.name)
    (volume / ".notes.md").write_text("not a policy", encoding="utf-8")
    expected = sorted((d.meta.doc_id, d.meta.revision) for d in load_policies(repo_policies))
    assert sorted((d.meta.doc_id, d.meta.revision) for d in load_policies(volume)) == expected


def test_a_week_the_year_lacks_says_which_weeks_it_has(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bot.weeks import parse_week

    assert parse_week("2026-W53") == (2026, 53)
    with pytest.raises(ValueError, match=r"2025 has weeks W01-W52"):
        parse_week("2025-W53")
    with pytest.raises(SystemExit) as exit_:
        main(["report", "--week", "2026-W54"])
    assert exit_.value.code == 2 and "2026 has weeks W01-W53" in capsys.readouterr().err


def test_a_bad_departments_file_stops_serve_with_one_line(tmp_path: Path) -> None:
    from bot.slack.departments import DepartmentsError, load_mapping

    broken = tmp_path / "departments.yaml"
    broken.write_text("U1: [IT\n", encoding="utf-8")
    with pytest.raises(SettingsError) as err:  # `helpdesk serve` prints SettingsError as "error: ..." and exits 2
        load_mapping(broken)
    assert isinstance(err.value, DepartmentsError)
    assert str(err.value) == f"HELPDESK_DEPARTMENTS_FILE: {broken} is not valid: line 2, column 1"
    with pytest.raises(SettingsError, match="cannot read"):
        load_mapping(tmp_path / "missing.yaml")
