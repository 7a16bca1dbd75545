"""Digest grouping (issue 12): scipy average linkage, the scores of `helpdesk digest --evaluate`,
and the held-out fixture's figure (the fixture was never used to choose weights or threshold)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from scipy.spatial.distance import pdist

from bot.cli import main
from bot.digest.evaluate import score
from bot.digest.grouping import agglomerate, centred, condensed_distances, label_of, question_topics
from bot.knowledge.glossary import Glossary
from bot.settings import Settings

REPO = Path(__file__).resolve().parent.parent
HELDOUT = REPO / "cases" / "digest" / "heldout.json"
TUNING = REPO / "cases" / "digest" / "tuning.json"
TUNING2 = REPO / "cases" / "digest" / "tuning2.json"


def test_condensed_distances_match_scipy() -> None:
    rng = np.random.default_rng(7)
    rows = rng.normal(size=(1100, 16)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    assert np.allclose(condensed_distances(rows, block=100), pdist(rows, "cosine"), atol=1e-5)


def test_average_linkage_groups_by_threshold() -> None:
    a, b = np.array([1.0, 0.0, 0.0]), np.array([0.0, 1.0, 0.0])
    rows = np.vstack([a, a * 0.9 + b * 0.1, b, b * 0.95 + a * 0.05, np.array([0.0, 0.0, 1.0])])
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    assert agglomerate(rows, 0.9) == [[0, 1], [2, 3], [4]]
    assert agglomerate(rows, -1.0) == [[0, 1, 2, 3, 4]]
    assert agglomerate(rows[:1], 0.5) == [[0]] and agglomerate(rows[:0], 0.5) == []


def test_label_prefers_shared_words() -> None:
    assert label_of([["노트북", "사양"], ["노트북", "cpu", "사양"], ["노트북", "메모리"]]) == "노트북 · 사양"
    assert label_of([["모니터"]]) == "모니터" and label_of([[]]) == ""


def test_scores_count_split_and_merged_pairs() -> None:
    texts = ["a1", "a2", "b1", "b2"]
    perfect = score(texts, ["a", "a", "b", "b"], [0, 0, 1, 1], ["a", "b"])
    assert (perfect.adjusted_rand_index, perfect.purity, perfect.split_pairs, perfect.merged_pairs) == (
        1.0, 1.0, [], [])
    wrong = score(texts, ["a", "a", "b", "b"], [0, 1, 1, 1], ["x", "y"])
    assert wrong.split_pairs == [("a1", "a2")] and ("a2", "b1") in wrong.merged_pairs
    assert wrong.adjusted_rand_index < 0.5 and wrong.purity == 0.75
    assert wrong.split_topics == {"a": [1, 1]} and wrong.mixed_groups == [("y", {"b": 2, "a": 1})]
    assert perfect.split_topics == {} and perfect.mixed_groups == []
    shown = wrong.render()
    assert "  a: 1 + 1" in shown and "  [y] b 2, a 1" in shown


def test_fixtures_are_big_enough_and_disjoint() -> None:
    tuning, tuning2, heldout = (json.loads(f.read_text(encoding="utf-8"))["questions"]
                                for f in (TUNING, TUNING2, HELDOUT))
    for fixture in (tuning, tuning2, heldout):
        assert len(fixture) >= 80 and len({q["topic"] for q in fixture}) >= 12
    texts = [{q["text"] for q in f} for f in (tuning, tuning2, heldout)]
    assert not texts[0] & texts[1] and not texts[0] & texts[2] and not texts[1] & texts[2]
    # tuning2 tests whether a choice generalises: none of its topics is a tuning topic
    assert not {q["topic"] for q in tuning2} & {q["topic"] for q in tuning}


def test_centring_removes_the_common_direction_of_a_week() -> None:
    rng = np.random.default_rng(9)
    common = rng.normal(size=32)
    rows = common * 3 + rng.normal(size=(200, 32))
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    before = rows @ rows.T
    after = centred(rows) @ centred(rows).T
    off = ~np.eye(200, dtype=bool)
    assert before[off].mean() > 0.8 and abs(after[off].mean()) < 0.15  # shrunk by 200 / 220
    assert np.allclose(np.linalg.norm(centred(rows), axis=1), 1.0, atol=1e-5)
    # a handful of questions is barely moved: two of them do not become opposites
    pair = rows[:2]
    assert float(centred(pair)[0] @ centred(pair)[1]) > float(pair[0] @ pair[1]) - 0.1 > -0.5
    assert centred(rows[:0]).shape == (0, 32)


def test_digest_topics_use_the_glossary_look_up() -> None:
    """The digest's topic words are the analyzer's nouns plus `Glossary.policy_words_in` (one look-up for the bot
    and the digest; its index is tested in test_glossary_lookup_index)."""
    glossary = Glossary.load(REPO / "policies" / "glossary.yaml")
    texts = [q["text"] for f in (TUNING, TUNING2)
             for q in json.loads(f.read_text(encoding="utf-8"))["questions"]]
    with_glossary, without = question_topics(texts, glossary), question_topics(texts)
    added = 0
    for text, words, plain in zip(texts, with_glossary, without, strict=True):
        found = [w for word in glossary.policy_words_in(text) for w in word.lower().split()]
        expected = plain + [w for w in found if w not in plain]
        assert words == expected
        added += len(words) > len(plain)
    assert added > 20  # the comparison is not vacuous


def test_evaluate_command_on_the_held_out_fixture(
    shared_settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["digest", "--evaluate", str(HELDOUT), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["questions"] == 84 and data["topics"] == 14
    # Measured 0.828 / purity 0.905 (README), scored once after the grouping was final; the issue's
    # target is 0.8. Guard against regressions.
    assert data["adjusted_rand_index"] >= 0.8 and data["purity"] >= 0.88
    assert main(["digest", "--evaluate", str(TUNING2), "--json"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert second["topics"] == 14 and second["adjusted_rand_index"] >= 0.55  # measured 0.586 (was 0.333)
    assert main(["digest", "--evaluate", str(HELDOUT)]) == 0
    out = capsys.readouterr().out
    assert "adjusted Rand index" in out and "split pairs" in out and "merged pairs" in out
    assert main(["digest", "--evaluate", str(REPO / "nope.json")]) == 2


def test_the_issues_four_questions_make_two_groups(shared_settings: Settings) -> None:
    """Issue 12's measurement: two missing topics, two wordings each, in a week of four questions
    (the centring barely applies to so few: it is shrunk by n / (n + 20))."""
    from datetime import date

    from bot.digest.gaps import group_questions, query_vectors, sections_in_force
    from bot.digest.grouping import group_threshold
    from bot.runtime import Runtime

    runtime = Runtime(shared_settings)
    texts = ["VPN이 너무 느려요", "노트북 사양은 어떻게 되나요?", "VPN 속도 빠르게 하는 방법 있나요?",
             "노트북 CPU랑 메모리 사양 알려줘"]
    vectors = query_vectors(runtime.embedder, texts, runtime.glossary)
    groups = group_questions(texts, vectors, sections_in_force(runtime.collection(), date(2026, 11, 30)),
                             threshold=group_threshold(runtime.embedder.name), floor=shared_settings.threshold,
                             glossary=runtime.glossary)
    assert sorted(sorted(g.members) for g in groups) == [[0, 2], [1, 3]]
    assert {g.label.split(" · ")[0] for g in groups} == {"vpn", "노트북"}
