"""The issue-8 dev/test case sets load, carry a category on every case and meet the minimum mix."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from bot.eval.cases import load_cases

CASES = Path(__file__).resolve().parent.parent / "cases"
MINIMUMS = {"answerable": 125, "near_miss": 42, "unrelated": 22}
MIN_PREMISE_MULTI_INJECTION = 21


def test_dev_and_test_sets_load_with_categories_and_minimum_mix() -> None:
    counts: Counter[str] = Counter()
    ids: list[str] = []
    for split in ("dev", "test"):
        files = sorted((CASES / split).glob("*.json"))
        assert files, f"no case files under cases/{split}"
        for path in files:
            for case in load_cases(path):
                assert case.category is not None, f"{path.name}: {case.id} has no category"
                # a later batch of a split (`answerable_b.json`, `_c`) numbers its cases `b-…`, `c-…`
                batch = path.stem.rsplit("_", 1)[-1]
                prefix = f"{batch}-" if len(batch) == 1 else f"{split}-"
                assert case.id.startswith(prefix), f"{path.name}: {case.id} lacks the {prefix} prefix"
                if case.category == "answerable":
                    assert case.expect.cited and case.expect.answer_contains, case.id
                counts[case.category] += 1
                ids.append(case.id)
    assert len(ids) == len(set(ids)), "case ids must be unique across dev and test"
    for category, minimum in MINIMUMS.items():
        assert counts[category] >= minimum, f"{category}: {counts[category]} < {minimum}"
    others = counts["false_premise"] + counts["multi_part"] + counts["injection"]
    assert others >= MIN_PREMISE_MULTI_INJECTION
