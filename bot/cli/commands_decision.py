"""`helpdesk train-decision`: re-train the learned decision (`bot.answer.decision`) from case files."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.cli.common import print_json

if TYPE_CHECKING:
    from bot.settings import Settings


def register(sub: Any) -> None:
    p = sub.add_parser(
        "train-decision",
        help="re-train the extractive answerer's learned decision from case files (default: cases/dev/*.json)",
    )
    p.add_argument("files", nargs="*", type=Path, help="case files (default: cases/dev/*.json)")
    p.add_argument("--out", type=Path, help="where to write the weights (default: bot/data/decision.json)")
    p.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    p.set_defaults(func=cmd_train_decision)


def cmd_train_decision(args: argparse.Namespace, settings: Settings) -> int:
    import sys

    from bot.answer.decision import DATA_FILE
    from bot.answer.factory import build_pipeline
    from bot.eval.cases import CaseFileError
    from bot.eval.decision_train import train, write

    files = sorted(args.files or Path("cases/dev").glob("*.json"))
    if not files:
        print("error: no case files (pass them, or run from the repository root)", file=sys.stderr)
        return 2
    # always the embedded defaults: the extractive generator, whatever OPENAI_API_KEY says
    extractive = settings.model_copy(update={"generator": "extractive"})
    pipeline = build_pipeline(extractive)
    try:
        model, stats = train(pipeline, files)
    except (CaseFileError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print_json(stats)
    if not args.dry_run:
        out = args.out or Path(__file__).resolve().parent.parent / "data" / DATA_FILE
        write(model, out)
        print(f"wrote {out}", file=sys.stderr)
    return 0
