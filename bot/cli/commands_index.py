"""`helpdesk ingest`, `helpdesk search`, `helpdesk recall`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.cli.common import iso_date, positive_int, print_json, question_or_exit

if TYPE_CHECKING:
    from bot.settings import Settings


def register(sub: Any) -> None:
    p = sub.add_parser("ingest", help="index policies/ into the Chroma collection (only changes are embedded)")
    p.add_argument("--policies", type=Path, help="policies folder (default: HELPDESK_POLICIES_DIR or ./policies)")
    p.set_defaults(func=cmd_ingest)

    p = sub.add_parser("search", help="show the policy sections retrieved for a question")
    p.add_argument("question")
    p.add_argument("--dept", help="asker's department (document access); default sees only ALL documents")
    p.add_argument("--as-of", type=iso_date, help="date whose revisions are in force (default today)")
    p.add_argument("--k", type=positive_int, default=5)
    p.add_argument("--json", action="store_true", help="print a JSON list of hits, best first")
    p.set_defaults(func=cmd_search)

    p = sub.add_parser("recall", help="retrieval quality: recall@1 and recall@3 over a case file")
    p.add_argument("file", nargs="?", type=Path, default=Path("cases/retrieval/recall.json"))
    p.add_argument("--verbose-misses", action="store_true", help="list the questions whose document was missed")
    p.set_defaults(func=cmd_recall)


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    import sys

    from bot.knowledge.glossary import Glossary
    from bot.runtime import Runtime

    if args.policies:
        settings = settings.model_copy(update={"policies_dir": args.policies})
    Glossary.load(settings.policies_dir / "glossary.yaml")  # a malformed glossary stops ingest before any write
    report = Runtime(settings).ingest(progress=lambda line: print(line, file=sys.stderr, flush=True))
    print(report.summary())
    return 0


def cmd_search(args: argparse.Namespace, settings: Settings) -> int:
    from bot.answer.retrieve import retrieve
    from bot.models import Asker
    from bot.runtime import Runtime

    question = question_or_exit(args.question, settings.max_question_chars)
    if question is None:
        return 2
    runtime = Runtime(settings, snapshot=True)  # no chromadb import on a small index (bot.knowledge.snapshot)
    asker = Asker(dept=args.dept)
    hits = retrieve(runtime.collection(), runtime.embedder, question, asker, args.as_of, args.k, runtime.glossary)
    if args.json:
        print_json([h.model_dump(mode="json") for h in hits])
        return 0
    if not hits:
        print("no readable policy sections for this asker and date")
    for rank, hit in enumerate(hits, 1):
        print(f"{rank}. {hit.score:.3f}  {hit.title} · {hit.section}  (r{hit.revision})")
    return 0


def cmd_recall(args: argparse.Namespace, settings: Settings) -> int:
    import sys

    from bot.eval.retrieval import RetrievalCaseError, load_retrieval_cases, recall_report
    from bot.runtime import Runtime

    try:
        cases = load_retrieval_cases(args.file)
    except RetrievalCaseError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    runtime = Runtime(settings, snapshot=True)
    report = recall_report(runtime.collection(), runtime.embedder, cases, runtime.glossary)
    print(report.render(show_misses=args.verbose_misses))
    return 0
