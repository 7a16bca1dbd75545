"""`helpdesk ask`, `helpdesk eval`, `helpdesk calibrate`, `helpdesk demo`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.cli.common import iso_date, positive_int, print_json

if TYPE_CHECKING:
    from bot.models import Result
    from bot.settings import Settings

DEMO_QUESTIONS: list[tuple[str, str | None]] = [
    ("암호를 얼마나 자주 바꿔야 해?", None),
    ("회사를 그만두면 노트북은 언제까지 돌려줘야 하나요?", None),
    ("비밀번호는 30일마다 바꾸면 되죠?", None),
    ("노트북 사양은 어떻게 되나요?", None),
    ("무료 프로그램은 몇 개예요?", None),
    ("오늘 점심 메뉴 추천해줘", None),
    ("백업은 매일 몇 시에 돌아가요?", "IT"),
    ("백업은 매일 몇 시에 돌아가요?", "영업"),
    ("👍", None),
]


def register(sub: Any) -> None:
    p = sub.add_parser("ask", help="ask one question and show the route, answer, sources and checks")
    p.add_argument("question")
    p.add_argument("--dept", help="asker's department (document access)")
    p.add_argument("--as-of", type=iso_date, help="date whose revisions are in force (default today)")
    p.add_argument("--json", action="store_true", help="print the Result as JSON")
    p.add_argument("--history", action="append", default=[], metavar="MESSAGE",
                   help="an earlier message of the conversation (repeat, oldest first)")
    p.set_defaults(func=cmd_ask)

    p = sub.add_parser("eval", help="run case files and compare each Result with its expectation")
    p.add_argument("files", nargs="+", type=Path)
    p.add_argument("--repeat", type=positive_int, default=1, help="run every case N times")
    p.add_argument("--json", action="store_true")
    p.add_argument("--summary", action="store_true",
                   help="per case file and category: auto-answered correctly / wrongly, handed off, clarified")
    p.set_defaults(func=cmd_eval)

    p = sub.add_parser("calibrate", help="suggest a relevance threshold from a case file (seed 000 §3.2)")
    p.add_argument("file", type=Path)
    p.set_defaults(func=cmd_calibrate)

    p = sub.add_parser("demo", help="ingest if needed, then answer questions that show every route")
    p.set_defaults(func=cmd_demo)


def render_result(result: Result) -> str:
    lines = [f"route: {result.route.value}" + (f" ({result.reason.value})" if result.reason else "")]
    if result.retrieval_query and result.retrieval_query != result.question:
        lines.append(f"retrieval_query: {result.retrieval_query}")
    lines.append(f"top_score: {result.top_score if result.top_score is not None else '-'}")
    lines.append("answer:")
    lines.extend(f"  {line}" for line in result.answer.splitlines())
    if result.draft and result.draft != result.answer:
        lines.append(f"draft: {result.draft}")
    if result.sources:
        lines.append("sources:")
        lines.extend(f"  {s.score:.3f}  {s.title} · {s.section} (r{s.revision})" for s in result.sources)
    if result.checks:
        lines.append("checks:")
        lines.extend(f"  [{'pass' if c.passed else 'FAIL'}] {c.name}: {c.detail}" for c in result.checks)
    t = result.timings_ms
    lines.append(f"timings_ms: retrieve {t.retrieve}, generate {t.generate}, check {t.check}, total {t.total}")
    return "\n".join(lines)


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    from bot.answer.factory import build_pipeline
    from bot.helpdesk.text import normalise, unreadable
    from bot.models import Asker
    from bot.runtime import Runtime

    question = normalise(args.question)
    if unreadable(args.question, question):
        print("error: the question is not readable text (invalid UTF-8?): type it again", file=sys.stderr)
        return 2
    runtime = Runtime(settings, snapshot=True)  # no chromadb import on a small index (bot.knowledge.snapshot)
    runtime.collection()  # a missing or unreadable index stops here: "index not built: run `helpdesk ingest`"
    pipeline = build_pipeline(settings, runtime=runtime)
    history = [normalise(message) for message in args.history]
    result = pipeline.handle(question, Asker(dept=args.dept), args.as_of, history)
    if args.json:
        print_json(result.model_dump(mode="json"))
    else:
        print(render_result(result))
    return 0


def cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    from bot.answer.factory import build_pipeline
    from bot.eval.cases import CaseFileError, load_cases, mismatches, run_case
    from bot.eval.summary import Summary

    try:
        files = [(path, load_cases(path)) for path in args.files]
    except CaseFileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from bot.runtime import Runtime

    runtime = Runtime(settings, snapshot=True)
    runtime.collection()  # like `ask`: a missing index stops here, not as a "retrieval failed" per case
    pipeline = build_pipeline(settings, runtime=runtime)
    all_passed, all_total = 0, 0
    report: list[dict[str, Any]] = []
    summary = Summary()
    for path, cases in files:
        passed = total = 0
        for case in cases:
            for _ in range(args.repeat):
                result = run_case(pipeline, case)
                problems = mismatches(case, result)
                total += 1
                passed += not problems
                summary.add(path.name if len(files) == len({p.name for p, _ in files}) else str(path),
                            case.id, case.category, result.route, problems)
                if args.summary and not args.json:
                    continue
                if args.json:
                    report.append({"file": str(path), "id": case.id, "passed": not problems,
                                   "problems": problems, "result": result.model_dump(mode="json")})
                else:
                    mark = "PASS" if not problems else "FAIL"
                    reason = f"/{result.reason.value}" if result.reason else ""
                    print(f"{mark}  {path.name}:{case.id}  {result.route.value}{reason}  "
                          f"top={result.top_score}  {'; '.join(problems)}")
        if not args.json and not args.summary:
            print(f"{path}: {passed}/{total} passed")
        all_passed += passed
        all_total += total
    if args.json:
        extra = {"summary": summary.to_json()} if args.summary else {}
        print_json({"cases": report, "passed": all_passed, "total": all_total, **extra})
    elif args.summary:
        print(summary.render())
    elif len(files) > 1:
        print(f"total: {all_passed}/{all_total} passed")
    return 0 if all_passed == all_total else 1


def cmd_calibrate(args: argparse.Namespace, settings: Settings) -> int:
    from bot.answer.factory import build_pipeline
    from bot.eval.calibrate import calibrate
    from bot.eval.cases import CaseFileError, load_cases

    try:
        cases = load_cases(args.file)
        print(calibrate(build_pipeline(settings), cases).render())
    except (CaseFileError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


def cmd_demo(args: argparse.Namespace, settings: Settings) -> int:
    from bot.answer.factory import build_pipeline
    from bot.models import Asker
    from bot.runtime import Runtime

    runtime = Runtime(settings)
    report = runtime.ingest()
    print(f"index: {report.summary().splitlines()[0]}\n")
    pipeline = build_pipeline(settings, runtime=runtime)
    print(f"{'question':<34} {'dept':<5} {'route':<22} {'top':>5}  answer")
    print("-" * 110)
    for question, dept in DEMO_QUESTIONS:
        result = pipeline.handle(question, Asker(dept=dept))
        route = result.route.value + (f"/{result.reason.value}" if result.reason else "")
        answer = " ".join(result.answer.split())
        top = f"{result.top_score:.2f}" if result.top_score is not None else "-"
        print(f"{question[:32]:<34} {dept or '-':<5} {route:<22} {top:>5}  {answer[:90]}")
    print("\nTry your own: helpdesk ask \"VPN 인증서 유효기간이 얼마예요?\"")
    return 0
