"""The README and the deploy files agree with the code: every setting the bot reads is in the
Configuration table, every path the docs name exists, and the compose proxy forwards every endpoint
`helpdesk serve` answers for a chat platform."""

from __future__ import annotations

import re

from bot.settings import _ENV_NAMES
from tests.conftest import REPO
from tests.test_deploy import TEAMS_VARS

README = (REPO / "README.md").read_text(encoding="utf-8")
PATH_IN_DOCS = re.compile(
    r"`((?:bot|deploy|tests|cases|policies)/[A-Za-z0-9_./*-]*)`|\]\(((?:deploy|bot|tests|cases)/[^)#]+)\)"
)


def _configuration_section() -> str:
    return README.split("\n## Configuration\n", 1)[1].split("\n## ", 1)[0]


def test_every_setting_is_in_the_configuration_table() -> None:
    table = _configuration_section()
    missing = sorted(name for name in set(_ENV_NAMES.values()) | TEAMS_VARS if f"`{name}`" not in table)
    assert not missing, f"read by the bot but not in the README's Configuration table: {missing}"


def test_paths_named_in_the_docs_exist() -> None:
    missing = []
    for doc in (REPO / "README.md", REPO / "deploy" / "SLACK.md", REPO / "deploy" / "TEAMS.md"):
        for match in PATH_IN_DOCS.finditer(doc.read_text(encoding="utf-8")):
            path = (match.group(1) or match.group(2)).rstrip("/")
            found = list(REPO.glob(path)) if "*" in path else [REPO / path] if (REPO / path).exists() else []
            if not found:
                missing.append(f"{doc.name}: {path}")
    assert not missing, missing


def test_the_compose_proxy_forwards_both_chat_platforms() -> None:
    nginx = (REPO / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    served = set(re.findall(r'"(/slack/events|/api/messages)"', (REPO / "bot" / "slack" / "runner.py").read_text()))
    assert served == {"/slack/events", "/api/messages"}
    for path in served:
        assert re.search(rf"location = {re.escape(path)} \{{[^}}]*proxy_pass http://helpdesk_bots;", nginx), path
    assert "/metrics" not in re.findall(r"location = (\S+)", nginx)

