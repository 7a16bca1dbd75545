"""`helpdesk` command line: a thin layer over the library.

Start-up stays fast (`helpdesk --help` well under 0.3 s) because command modules import only the
standard library and `bot.cli.common` at the top; each `cmd_*` function imports what it uses
(Chroma, the model, Slack, the store) inside its body. `tests/test_cli_startup.py` checks this.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from bot.bench.devsupport import DevtoolsMissing
from bot.cli import (
    commands_answer,
    commands_bench,
    commands_decision,
    commands_index,
    commands_slack,
    commands_store,
    commands_teams,
)
from bot.errors import IndexError_, StoreUnavailable
from bot.ops.logsafe import install_redaction
from bot.ops.threads import limit_numeric_threads

COMMAND_MODULES = [
    commands_index, commands_answer, commands_store, commands_slack, commands_teams, commands_bench, commands_decision,
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="helpdesk", description="IT-helpdesk bot: grounded answers from IT policies")
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress to stderr")
    sub = parser.add_subparsers(dest="command", required=True)
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s %(message)s"
    )
    install_redaction()
    from bot.knowledge.policies import PolicyError
    from bot.ops.logsetup import configure_logging
    from bot.settings import SettingsError, load_settings

    try:
        settings = load_settings()
        configure_logging(verbose=args.verbose, fmt=settings.log_format)
        limit_numeric_threads(settings.numeric_threads)
        code: int = args.func(args, settings)
        return code
    except (SettingsError, PolicyError, IndexError_, StoreUnavailable, DevtoolsMissing) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `helpdesk ... | head`: the reader went away; no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
