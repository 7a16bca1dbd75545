"""Re-train the learned decision (`bot.answer.decision`) from case files: `helpdesk train-decision cases/dev/*.json`.

Every case is run through the pipeline on the embedded defaults with the learned decision switched off;
the excerpts the extractive generator was given are kept. For each question part the topic rule finds
no sentence for, every excerpt sentence the rule rejected only for topic words is a candidate:

- an answerable case's candidate is positive when it comes from a cited document and it (with its
  bullet) contains every `answer_contains` string; its other candidates are negative;
- every candidate of a near-miss or unrelated case is negative (nothing may be quoted there).

Multi-part, false-premise and injection cases are left out of training (their labels are per message,
not per part). A logistic regression (scikit-learn) is fitted on standardized features; the threshold is
the lowest that accepts no near-miss or unrelated part in leave-one-batch-out cross-validation (a batch
is a case file's suffix: `near_miss_b.json` is batch b), raised if the fully trained model would accept
one in-sample, plus a margin. Deterministic: the same cases and index give the same JSON.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from bot.answer.decision import FEATURES, Decision, DecisionModel, candidates, language_of, soft_only, word_features
from bot.answer.generate import Draft
from bot.answer.pipeline import Pipeline
from bot.eval.cases import Case, load_cases, run_case
from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences

TRAIN_CATEGORIES = {"answerable", "near_miss", "unrelated"}
MARGIN = 0.02


@dataclass
class PartSample:
    case_id: str
    batch: str
    category: str
    rows: list[list[list[float]]] = field(default_factory=list)  # per candidate sentence: its missing words
    labels: list[int] = field(default_factory=list)  # per candidate sentence: it answers
    texts: list[str] = field(default_factory=list)
    part: str = ""
    language: str = "ko"
    words: list[list[str]] = field(default_factory=list)  # per candidate: its missing topic words


def batch_of(path: Path) -> str:
    found = re.search(r"_([a-z])\.json$", path.name)
    return found.group(1) if found else "a"


def _positive(case: Case, excerpt: Excerpt, sentence_text: str, bullet: str) -> bool:
    exp = case.expect
    if exp.cited and excerpt.doc_id not in exp.cited:
        return False
    return all(s in bullet or s in sentence_text for s in exp.answer_contains)


class _Recorder:
    """Wraps the extractive generator's `generate` to keep what it was given."""

    def __init__(self, generate: Callable[..., Draft]) -> None:
        self.inner = generate
        self.calls: list[tuple[str, list[Excerpt]]] = []

    def __call__(self, question: str, excerpts: list[Excerpt], **options: Any) -> Draft:
        """Passes the generator's options on (the strict second look of `bot.rules.later_excerpts` calls it
        with `lenient=False`); only the lenient calls, where the learned decision is asked, are kept."""
        if options.get("lenient", True):
            self.calls.append((question, list(excerpts)))
        return self.inner(question, excerpts, **options)


def collect(pipeline: Pipeline, files: list[Path]) -> list[PartSample]:
    generator: Any = pipeline.generator
    matcher: TopicMatcher = generator.matcher
    saved = matcher.decision
    matcher.decision = None  # samples are what the rule alone leaves unanswered
    recorder = _Recorder(generator.generate)
    generator.generate = recorder
    samples: list[PartSample] = []
    try:
        for path in files:
            for case in load_cases(path):
                if case.category not in TRAIN_CATEGORIES or case.draft is not None or case.history:
                    continue
                recorder.calls.clear()
                run_case(pipeline, case)
                for query, excerpts in recorder.calls:
                    samples.extend(_samples(matcher, case, batch_of(path), query, excerpts))
    finally:
        generator.generate = recorder.inner
        matcher.decision = saved
    return samples


def _samples(matcher: TopicMatcher, case: Case, batch: str, query: str, excerpts: list[Excerpt]) -> list[PartSample]:
    parts, _ = matcher.parts(query)
    if len(parts) != 1:
        return []
    part = parts[0]
    matcher.prepare([part], excerpts)
    if matcher.best(part, excerpts) is not None:
        return []  # the rule answers it: the model is not asked
    literal = matcher.literal_nouns(part, excerpts)
    sentences = [s for n, e in enumerate(excerpts, 1) for s in split_sentences(e, n)]
    cands = candidates(matcher, part, sentences)
    sample = PartSample(case.id, batch, str(case.category), part=part.text, language=language_of(part.text))
    for sentence in sentences:
        excerpt = excerpts[sentence.excerpt - 1]
        cov = matcher.coverage(part, sentence, excerpt, literal)
        if not soft_only(part, cov):
            continue
        words = word_features(matcher, part, cov, excerpts, cands, literal)
        bullet = " ".join(s.text for s in sentences if s.excerpt == sentence.excerpt and s.line == sentence.line)
        label = case.category == "answerable" and _positive(case, excerpt, sentence.text, bullet)
        sample.rows.append([[w[f] for f in FEATURES] for w in words])
        sample.labels.append(int(label))
        sample.texts.append(sentence.text)
        sample.words.append([t.text for t in part.terms if t.text in set(cov.missing)])
    return [sample] if sample.rows else []


def _word_rows(samples: list[PartSample]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Training rows, one per missing word: every word of a sentence that answers an answerable case may
    be missing (1); of a near-miss or unrelated case's sentence at least one may not (0, each of its n
    words weighted 1/n). An answerable case's other sentences are left out: they may fail on the point,
    not on a word."""
    x: list[list[float]] = []
    y: list[int] = []
    w: list[float] = []
    for s in samples:
        for rows, label in zip(s.rows, s.labels, strict=True):
            if s.category == "answerable" and not label:
                continue
            for row in rows:
                x.append(row)
                y.append(label)
                w.append(1.0 if label else 1.0 / len(rows))
    return np.array(x, dtype=float), np.array(y, dtype=int), np.array(w, dtype=float)


def fit(samples: list[PartSample]) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    from sklearn.linear_model import LogisticRegression

    x, y, w = _word_rows(samples)
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-6] = 1.0
    model = LogisticRegression(C=0.5, class_weight="balanced", max_iter=5000)
    model.fit((x - mean) / scale, y, sample_weight=w)
    return mean, scale, model.coef_[0], float(model.intercept_[0])


def _decision(samples: list[PartSample], mean: np.ndarray, scale: np.ndarray, coef: np.ndarray,
              intercept: float) -> list[tuple[PartSample, float, int]]:
    """Per part: the best candidate's probability (the least of its missing words') and its label."""
    out = []
    for s in samples:
        best, label = -1.0, 0
        for rows, lab in zip(s.rows, s.labels, strict=True):
            z = ((np.array(rows) - mean) / scale) @ coef + intercept
            p = float(np.min(1.0 / (1.0 + np.exp(-z))))
            if p > best:
                best, label = p, lab
        out.append((s, best, label))
    return out


def _safe_threshold(decisions: list[tuple[PartSample, float, int]]) -> float | None:
    """The lowest threshold that accepts no near-miss or unrelated part and at most 2% wrong
    sentences among the answerable parts; None when it would accept no right answer."""
    unsafe = [p for s, p, _ in decisions if s.category != "answerable"]
    t = max(unsafe, default=0.5) + MARGIN
    answerable = [(p, lab) for s, p, lab in decisions if s.category == "answerable"]
    while t < 1.0:
        accepted = [lab for p, lab in answerable if p >= t]
        wrong = sum(1 for lab in accepted if not lab)
        if wrong <= 0.02 * len(answerable):
            return t if any(accepted) else None
        t = min(p for p, lab in answerable if p >= t and not lab) + MARGIN
    return None


def cross_validate(samples: list[PartSample]) -> list[tuple[PartSample, float, int]]:
    """Leave-one-batch-out: each batch scored by a model trained on the others (a batch is one
    writer's round of questions, so this is the nearest dev figure to questions nobody tuned on)."""
    decisions: list[tuple[PartSample, float, int]] = []
    for batch in sorted({s.batch for s in samples}):
        train = [s for s in samples if s.batch != batch]
        test = [s for s in samples if s.batch == batch]
        if test and any(s.category == "answerable" and any(s.labels) for s in train):
            decisions.extend(_decision(test, *fit(train)))
    return decisions


def report(decisions: list[tuple[PartSample, float, int]], threshold: float | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for category in sorted({s.category for s, _, _ in decisions}):
        rows = [(p, lab) for s, p, lab in decisions if s.category == category]
        accepted = [lab for p, lab in rows if threshold is not None and p >= threshold]
        right = sum(accepted) if category == "answerable" else 0
        out[category] = {"parts": len(rows), "accepted": len(accepted), "right": right,
                         "wrong": len(accepted) - right}
    return out


def train_language(samples: list[PartSample]) -> tuple[DecisionModel, dict[str, Any]]:
    """One language's model: the threshold from cross-validation, raised if the model trained on all
    of them would accept a near-miss or unrelated part in-sample."""
    oof = cross_validate(samples)
    cv_threshold = _safe_threshold(oof)
    mean, scale, coef, intercept = fit(samples)
    full = _decision(samples, mean, scale, coef, intercept)
    threshold = None
    in_sample = _safe_threshold(full)
    if cv_threshold is not None and in_sample is not None and max(cv_threshold, in_sample) < 1.0:
        threshold = round(max(cv_threshold, in_sample), 4)
    model = DecisionModel(FEATURES, tuple(round(float(v), 6) for v in mean), tuple(round(float(v), 6) for v in scale),
                          tuple(round(float(v), 6) for v in coef), round(intercept, 6), threshold)
    stats = {"parts": len(samples), "candidates": sum(len(s.rows) for s in samples),
             "cv_threshold": None if cv_threshold is None else round(cv_threshold, 4), "threshold": threshold,
             "cross_validated": report(oof, threshold), "in_sample": report(full, threshold)}
    return model, stats


def train(pipeline: Pipeline, files: list[Path]) -> tuple[Decision, dict[str, Any]]:
    samples = collect(pipeline, files)
    models: dict[str, DecisionModel] = {}
    stats: dict[str, Any] = {}
    for language in sorted({s.language for s in samples}):
        mine = [s for s in samples if s.language == language]
        if not any(s.category == "answerable" and any(s.labels) for s in mine):
            continue
        models[language], stats[language] = train_language(mine)
    if not models:
        raise ValueError("no positive candidate in these case files: nothing to learn")
    names = sorted({f"{p.parent.name}/{p.name}" for p in files})
    return Decision(models, trained_on=" ".join(names)), stats


def write(decision: Decision, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(decision.to_json(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
