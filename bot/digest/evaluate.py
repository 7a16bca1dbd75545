"""Scoring the digest's grouping against a labelled fixture (`helpdesk digest --evaluate FILE`).

A fixture is JSON: {"as_of": "YYYY-MM-DD", "questions": [{"topic": "...", "text": "..."}, ...]}. The
questions are grouped exactly as the digest groups a week (same embeddings, nearest sections,
topic nouns, threshold), and the grouping is compared with the topics: adjusted Rand index and
purity (scikit-learn), and the pairs it split (same topic, different groups) or merged (different
topics, one group).
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import date
from itertools import combinations
from pathlib import Path

import numpy as np
from pydantic import BaseModel, Field, ValidationError
from sklearn.metrics import adjusted_rand_score
from sklearn.metrics.cluster import contingency_matrix

from bot.digest.gaps import PolicySections, group_questions, query_vectors, sections_in_force
from bot.digest.grouping import DEFAULT_WEIGHTS, Weights
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import PolicyIndex


class Labelled(BaseModel):
    topic: str = Field(min_length=1)
    text: str = Field(min_length=1)


class Fixture(BaseModel):
    as_of: date | None = None
    questions: list[Labelled] = Field(min_length=2)


class FixtureError(Exception):
    pass


def load_fixture(path: Path) -> Fixture:
    try:
        return Fixture.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise FixtureError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise FixtureError(f"{path}: a folder, not a fixture file") from None
    except UnicodeDecodeError:
        raise FixtureError(f"{path}: not UTF-8 text") from None
    except OSError as exc:
        raise FixtureError(f"{path}: cannot read ({type(exc).__name__})") from None
    except json.JSONDecodeError as exc:
        raise FixtureError(f"{path}: not valid JSON ({exc})") from None
    except ValidationError as exc:
        raise FixtureError(f"{path}: not a grouping fixture ({exc.error_count()} problems): "
                           f"{exc.errors()[0]['loc']} {exc.errors()[0]['msg']}") from None


class Evaluation(BaseModel):
    questions: int
    topics: int
    groups: int
    adjusted_rand_index: float
    purity: float
    split_pairs: list[tuple[str, str]]
    merged_pairs: list[tuple[str, str]]
    labels: list[str]  # each group's label, in group order
    # topic -> the sizes of the groups its questions landed in (largest first), topics split only
    split_topics: dict[str, list[int]] = Field(default_factory=dict)
    # group label -> its topics with their counts, groups holding more than one topic only
    mixed_groups: list[tuple[str, dict[str, int]]] = Field(default_factory=list)

    def render(self, limit: int = 20) -> str:
        lines = [
            f"questions {self.questions}, topics {self.topics}, groups {self.groups}",
            f"adjusted Rand index {self.adjusted_rand_index:.3f}",
            f"purity {self.purity:.3f}",
            f"topics split over several groups: {len(self.split_topics)}",
        ]
        lines += [f"  {topic}: {' + '.join(map(str, sizes))}" for topic, sizes in self.split_topics.items()]
        lines.append(f"groups holding several topics: {len(self.mixed_groups)}")
        lines += [f"  [{label}] " + ", ".join(f"{t} {c}" for t, c in counts.items())
                  for label, counts in self.mixed_groups]
        lines += [
            f"split pairs (same topic, different groups): {len(self.split_pairs)}",
        ]
        lines += [f"  {a}  |  {b}" for a, b in self.split_pairs[:limit]]
        lines.append(f"merged pairs (different topics, one group): {len(self.merged_pairs)}")
        lines += [f"  {a}  |  {b}" for a, b in self.merged_pairs[:limit]]
        return "\n".join(lines)


def score(texts: list[str], topics: list[str], assigned: list[int], labels: list[str]) -> Evaluation:
    truth = np.array(topics)
    predicted = np.array(assigned)
    table = contingency_matrix(truth, predicted)
    split, merged = [], []
    for i, j in combinations(range(len(texts)), 2):
        if topics[i] == topics[j] and assigned[i] != assigned[j]:
            split.append((texts[i], texts[j]))
        elif topics[i] != topics[j] and assigned[i] == assigned[j]:
            merged.append((texts[i], texts[j]))
    per_topic: dict[str, Counter[int]] = {}
    per_group: dict[int, Counter[str]] = {}
    for topic, group in zip(topics, assigned, strict=True):
        per_topic.setdefault(topic, Counter())[group] += 1
        per_group.setdefault(group, Counter())[topic] += 1
    split_topics = {t: sorted(c.values(), reverse=True) for t, c in per_topic.items() if len(c) > 1}
    mixed = [(labels[g] if g < len(labels) else str(g), dict(c.most_common()))
             for g, c in sorted(per_group.items()) if len(c) > 1]
    return Evaluation(
        questions=len(texts), topics=len(set(topics)), groups=len(set(assigned)),
        adjusted_rand_index=round(float(adjusted_rand_score(truth, predicted)), 4),
        purity=round(float(table.max(axis=0).sum() / len(texts)), 4),
        split_pairs=split, merged_pairs=merged, labels=labels,
        split_topics=split_topics, mixed_groups=mixed,
    )


def evaluate(
    fixture: Fixture, embedder: Embedder, index: PolicyIndex | None, glossary: Glossary | None, *,
    threshold: float, floor: float, weights: Weights = DEFAULT_WEIGHTS,
    vectors: np.ndarray | None = None, policy: PolicySections | None = None,
) -> Evaluation:
    """Group the fixture's questions as the digest would and score the grouping."""
    texts = [q.text for q in fixture.questions]
    if vectors is None:
        vectors = query_vectors(embedder, texts, glossary)
    if policy is None and index is not None:
        policy = sections_in_force(index, fixture.as_of or date.today())
    groups = group_questions(texts, vectors, policy, threshold=threshold, floor=floor, weights=weights,
                             glossary=glossary)
    assigned = [0] * len(texts)
    for number, group in enumerate(groups):
        for member in group.members:
            assigned[member] = number
    return score(texts, [q.topic for q in fixture.questions], assigned, [g.label for g in groups])
