"""A learned second opinion on "does this policy sentence answer the question part?" (issue 8,
coverage on unseen wording).

The topic rule (`bot.topic.TopicMatcher.coverage`) asks every topic word of the question to be in
the quoted sentence, itself or as a glossary equivalent. On colloquial and indirect wording it often
fails on one noun or predicate the sentence words otherwise. This module scores such a sentence with a
logistic regression over what the pipeline already computes (how much of the topic the rule found, how
near each missing word is to a word of the sentence by the embedder, the sentence's similarity to the
question and its rank among the excerpt sentences, the excerpt's rank and score, lexical overlap) and
accepts it above a threshold chosen on the dev set for no wrong near-miss answer.

It only ever relaxes the *topic words*: a sentence the rule rejects for anything else (no quantity of
the asked kind, the asked bound, count, place, time or person missing, a table row not named, the
document title alone, a qualifier such as 혼자) is never accepted. The extractive generator and the
`answers_question` check both call `TopicMatcher.accepts`, so a draft and its check decide alike.

The weights are data (`bot/data/decision.json`), re-trained reproducibly from `cases/dev` by
`helpdesk train-decision` (`bot.eval.decision_train`); no pickles.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from bot.language import english
from bot.language.terms import compact, words_of
from bot.rules.clauses import background_predicates, locative_nouns

if TYPE_CHECKING:
    from bot.language.terms import Term
    from bot.models import Excerpt
    from bot.topic import Coverage, Part, Sentence, TopicMatcher

# Features of one topic word the rule did not find in the sentence (the model says whether the sentence
# may still answer without it), and of the sentence it is missing from.
FEATURES: tuple[str, ...] = (
    "verb",  # a predicate, not a noun
    "asked",  # a noun the question turns on (topic-marked, before a question word, last)
    "unknown",  # a word the policies never use (택시, 휴지통: story, or an absent object: 한글)
    "literal",  # another excerpt sentence carries it itself (the question is about that sentence)
    "last",  # the part's last topic word
    "condition",  # a condition of the question ("잊어버리면")
    "action",  # the asked action of a permission question ("깔아도 돼요")
    "glossary",  # the glossary maps it to a policy word
    "near",  # its best cosine to a word of the sentence and heading (the embedder's near-synonym measure)
    "near_excerpt",  # its best cosine to a word of the whole excerpt
    "centrality",  # 1 - cosine of the question to the question without this word (the crux moves it most)
    "gain",  # the sentence's similarity to the question without the word minus with it
    "under_condition",  # a noun whose next predicate in the question is a condition (휴지통 비우면)
    "under_action",  # a noun whose next predicate is the asked action of a permission question (한글 써도)
    "particle_adverbial",  # a noun followed by 에/에서/으로/한테 (the setting)
    "background",  # a predicate that sets the scene (-는데, -어서, a modifier: bot.rules.clauses)
    "under_background",  # a noun whose next predicate sets the scene (택시에 두고 내렸는데)
    "locative",  # a noun marked as where or to whom the action goes (bot.rules.clauses)
    "permission",  # a permission question
    "missing",  # topic words the sentence lacks
    "covered_share",  # topic words the rule found / topic words of the part
    "in_body_share",  # topic nouns in the sentence or its heading / nouns of the part
    "similarity",  # embedder: sentence vs question part
    "similarity_gap",  # similarity minus the best similarity among the excerpt sentences
    "excerpt_rank",  # 0 for the best excerpt
    "score_gap",  # the excerpt's retrieval score minus the best excerpt's
)


@dataclass(frozen=True)
class DecisionModel:
    """Logistic regression weights over standardized FEATURES (one row per missing word) and the
    acceptance threshold; `threshold` None: no threshold was safe on the dev set, the model is off."""

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    coef: tuple[float, ...]
    intercept: float
    threshold: float | None

    def probability(self, values: dict[str, float]) -> float:
        z = self.intercept
        for name, mean, scale, coef in zip(self.features, self.mean, self.scale, self.coef, strict=True):
            z += coef * (values.get(name, 0.0) - mean) / scale
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_json(self) -> dict[str, Any]:
        return {"threshold": self.threshold, "intercept": self.intercept,
                "weights": {name: {"mean": m, "scale": sc, "coef": c}
                            for name, m, sc, c in zip(self.features, self.mean, self.scale, self.coef, strict=True)}}

    @staticmethod
    def from_json(data: dict[str, Any]) -> DecisionModel:
        weights = data["weights"]
        unknown = set(weights) - set(FEATURES)
        if unknown:
            raise ValueError(f"decision model: unknown features {sorted(unknown)}")
        names = tuple(weights)
        scale = tuple(float(weights[n]["scale"]) for n in names)
        if any(x <= 0 for x in scale):
            raise ValueError("decision model: a scale is not positive")
        threshold = data.get("threshold")
        return DecisionModel(names, tuple(float(weights[n]["mean"]) for n in names), scale,
                             tuple(float(weights[n]["coef"]) for n in names), float(data["intercept"]),
                             None if threshold is None else float(threshold))


def language_of(text: str) -> str:
    """"en" for an English (or English-led) question, else "ko": each has its own model, because the
    topic rule reads the two with different analyzers (bot.language.english, MeCab-ko)."""
    return "en" if english.is_english(text) else "ko"


@dataclass(frozen=True)
class Decision:
    """The shipped models, one per question language."""

    models: dict[str, DecisionModel]
    trained_on: str = ""

    def model_for(self, text: str) -> DecisionModel | None:
        model = self.models.get(language_of(text))
        return model if model is not None and model.threshold is not None else None

    def to_json(self) -> dict[str, Any]:
        return {"trained_on": self.trained_on, "models": {k: m.to_json() for k, m in sorted(self.models.items())}}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Decision:
        return Decision({k: DecisionModel.from_json(v) for k, v in data["models"].items()},
                        str(data.get("trained_on", "")))


DATA_FILE = "decision.json"
log = logging.getLogger(__name__)


@lru_cache(maxsize=4)
def load_model(path: str | None = None) -> Decision | None:
    """The shipped weights (`bot/data/decision.json`), or those at `path`; None when there are none."""
    try:
        if path is not None:
            text = Path(path).read_text(encoding="utf-8")
        else:
            text = resources.files("bot").joinpath("data", DATA_FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    return Decision.from_json(json.loads(text))


def shipped_decision(path: str | None = None) -> Decision | None:
    """`load_model` for the pipeline: an unreadable or malformed weights file is logged and the topic
    rule decides alone (stricter, never looser)."""
    try:
        return load_model(path)
    except (OSError, ValueError, KeyError, TypeError) as exc:  # JSONDecodeError is a ValueError
        log.warning("learned decision off: weights unreadable error=%s", type(exc).__name__)
        return None


@dataclass
class Candidates:
    """Per-part context the features need: every excerpt sentence's similarity to the part, and to
    the part without each of its topic words."""

    similarities: dict[tuple[int, int], float]
    best: float
    centrality: dict[str, float] = field(default_factory=dict)
    without: dict[tuple[str, int, int], float] = field(default_factory=dict)


def soft_only(part: Part, cov: Coverage) -> bool:
    """The rule rejected the sentence only for topic words (nouns or predicates of the part), with
    a quantity of the asked kind present and at least as many of the part's topic words found in the
    sentence as are missing from it: a sentence that carries the lesser part of the question's topic is
    about another point, whatever a model says about each missing word."""
    if cov.passed or not cov.covered or not cov.quantity_ok or len(cov.missing) > len(cov.covered):
        return False
    words = {t.text for t in part.terms}
    return all(m in words for m in cov.missing)


def without_word(matcher: TopicMatcher, part: Part, term: Term) -> str:
    """The part with the words that carry `term` left out."""
    surface = matcher._surface_of(term, part.text) or compact(term.text)
    tokens = part.text.split()
    kept = [t for t in tokens if surface not in compact(t)]
    return " ".join(kept) if kept and len(kept) < len(tokens) else part.text


def candidates(matcher: TopicMatcher, part: Part, sentences: list[Sentence]) -> Candidates:
    keys = [(s.excerpt, s.index) for s in sentences]
    vectors = matcher.sentences
    if vectors is None or not sentences:
        return Candidates(dict.fromkeys(keys, 0.0), 0.0)
    variants = [part.text] + [without_word(matcher, part, t) for t in part.terms]
    try:
        questions = vectors.questions(variants)
        sims = questions @ vectors.sentences([s.text for s in sentences]).T
    except Exception:  # no similarity: the model sees zeros (it then accepts less, never more)
        return Candidates(dict.fromkeys(keys, 0.0), 0.0)
    row = [round(float(x), 4) for x in sims[0]]
    out = Candidates(dict(zip(keys, row, strict=True)), max(row, default=0.0))
    for i, term in enumerate(part.terms, 1):
        out.centrality[term.text] = float(1.0 - questions[0] @ questions[i])
        for key, with_word, without in zip(keys, sims[0], sims[i], strict=True):
            out.without[(term.text, *key)] = float(without - with_word)
    return out


def word_features(matcher: TopicMatcher, part: Part, cov: Coverage, excerpts: list[Excerpt],
                  cands: Candidates, literal: frozenset[str] = frozenset()) -> list[dict[str, float]]:
    """One row per topic word the sentence lacks."""
    sentence = cov.sentence
    excerpt = excerpts[sentence.excerpt - 1]
    terms = part.terms
    nouns = [t for t in terms if not t.verb]
    missing = [t for t in terms if t.text in set(cov.missing)]
    body = f"{excerpt.section} {sentence.text}"
    near = _near_scores(matcher, [t.text for t in missing], body)
    near_excerpt = _near_scores(matcher, [t.text for t in missing], f"{excerpt.section} {excerpt.text}")
    sim = cands.similarities.get((sentence.excerpt, sentence.index), 0.0)
    top_score = excerpts[0].score if excerpts else 0.0
    common = {
        "permission": float(part.permission),
        "missing": float(len(missing)),
        "covered_share": len(cov.covered) / max(1, len(terms) + len(part.extra)),
        "in_body_share": cov.in_body / max(1, len(nouns)),
        "similarity": sim,
        "similarity_gap": sim - cands.best,
        "excerpt_rank": float(sentence.excerpt - 1),
        "score_gap": excerpt.score - top_score,
    }
    roles = _roles(matcher, part)
    background = background_predicates(part.text)
    locative = locative_nouns(part.text)
    rows = []
    for term, near_body, near_all in zip(missing, near, near_excerpt, strict=True):
        role = roles.get(term.text) or (roles.get(term.parts[-1]) if term.parts else None) or ("", "")
        rows.append({
            **common,
            "verb": float(term.verb),
            "asked": float(term.asked and not term.verb),
            "unknown": float(not matcher.known(term)),
            "literal": float(term.text in literal),
            "last": float(terms[-1].text == term.text),
            "condition": float(term.verb and matcher._is_condition(part, term.text)),
            "action": float(term.verb and part.permission and matcher._is_action(part, term.text)),
            "glossary": float(bool(part.concepts.get(term.text))),
            "near": near_body,
            "near_excerpt": near_all,
            "centrality": cands.centrality.get(term.text, 0.0),
            "gain": cands.without.get((term.text, sentence.excerpt, sentence.index), 0.0),
            "under_condition": float(role[1] == "condition"),
            "under_action": float(role[1] == "action"),
            "particle_adverbial": float(role[0] == "JKB"),
            "background": float(term.verb and term.text in background),
            "under_background": float(role[1] == "background"),
            "locative": float(term.text in locative),
        })
    return rows


def _roles(matcher: TopicMatcher, part: Part) -> dict[str, tuple[str, str]]:
    """For each noun of the part: the particle after it and what its next predicate is."""
    from bot.language.terms import analyze

    morphs = analyze(part.text)
    background = background_predicates(part.text)
    out: dict[str, tuple[str, str]] = {}
    for i, m in enumerate(morphs):
        if not m.tag.startswith("N") and m.tag not in ("SL", "SH"):
            continue
        particle = morphs[i + 1].tag if i + 1 < len(morphs) and morphs[i + 1].tag.startswith("J") else ""
        governor = ""
        for nxt in morphs[i + 1:]:
            if nxt.tag in ("VV", "VA", "XSV"):
                lemma = nxt.lemma if nxt.tag != "XSV" else m.lemma
                if matcher._is_condition(part, lemma) or matcher._is_condition(part, nxt.lemma):
                    governor = "condition"
                elif part.permission and (matcher._is_action(part, lemma) or matcher._is_action(part, nxt.lemma)):
                    governor = "action"
                elif nxt.lemma in background or lemma in background:
                    governor = "background"
                break
        for key in {m.lemma, m.surface.lower()}:
            out.setdefault(key, (particle, governor))
    return out


def sentence_probability(model: DecisionModel, rows: list[dict[str, float]]) -> float:
    """The sentence answers without the missing words only if each of them may be missing."""
    return min((model.probability(r) for r in rows), default=0.0)


def _near_scores(matcher: TopicMatcher, nouns: list[str], text: str) -> list[float]:
    """For each noun, its best cosine to a word of `text` (the embedder's near-synonym measure)."""
    if not nouns or matcher.embedder is None:
        return [0.0] * len(nouns)
    words = list(words_of(text))
    if not words:
        return [0.0] * len(nouns)
    sims = matcher.word_vectors(nouns) @ matcher.word_vectors(words).T
    return [float(np.max(row)) for row in sims]
