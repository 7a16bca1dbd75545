"""The glossary: words employees use mapped to the words the policies use (policies/glossary.yaml)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TypeVar, cast

import yaml

from bot.knowledge.policies import PolicyError
from bot.memo import Memo


class GlossaryError(PolicyError, ValueError):
    """A malformed glossary.yaml: `helpdesk` commands print it as one line naming the file."""


_SPACES = re.compile(r"\s+")
_LATIN_WORD = re.compile(r"[a-z]+")
_LATIN_LETTER = re.compile(r"[a-z0-9]")
T = TypeVar("T")


def _norm(text: str) -> str:
    return _SPACES.sub("", text.lower())


@dataclass(frozen=True)
class Glossary:
    variants: dict[str, tuple[str, ...]] = field(default_factory=dict)  # policy word -> employee words

    @classmethod
    def load(cls, path: Path) -> Glossary:
        """An absent file is an empty glossary; a malformed one is an error naming the file. Files named
        `<stem>.<lang>.yaml` beside it (glossary.en.yaml: English words) add their words to it."""
        glossary = cls._load_one(path)
        for extra in sorted(path.parent.glob(f"{path.stem}.*{path.suffix}")) if path.suffix else ():
            glossary = glossary.merged(cls._load_one(extra))
        return glossary

    def merged(self, other: Glossary) -> Glossary:
        """This glossary with `other`'s words added (a policy word in both keeps the variants of both)."""
        variants = dict(self.variants)
        for word, extra in other.variants.items():
            variants[word] = tuple(dict.fromkeys((*variants.get(word, ()), *extra)))
        return Glossary(variants)

    @classmethod
    def _load_one(cls, path: Path) -> Glossary:
        if not path.is_file():
            return cls()
        try:
            # libyaml's parser when PyYAML has it (0.06 s -> 0.008 s for the glossary: every `helpdesk ask`)
            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            raw = yaml.load(path.read_text(encoding="utf-8"), Loader=loader) or {}
        except UnicodeDecodeError:
            raise GlossaryError([f"{path.name}: not UTF-8"]) from None
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
            raise GlossaryError([f"{path.name}: not valid YAML{where}"]) from None
        if not isinstance(raw, dict) or not all(
            isinstance(k, str) and isinstance(v, list) and all(isinstance(x, str) for x in v) for k, v in raw.items()
        ):
            raise GlossaryError([f"{path.name}: expected a mapping of policy word -> list of words"])
        return cls({k: tuple(v) for k, v in raw.items()})

    @cached_property
    def _compact(self) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
        """(policy word, its compact form, its variants' compact forms), computed once: the analysis
        asks for every term of every question and candidate sentence."""
        return tuple((word, _norm(word), tuple(_norm(v) for v in variants)) for word, variants in self.variants.items())

    @cached_property
    def _latin_forms(self) -> frozenset[str]:
        """The compact variants that are one Latin word (an English question word must equal one of them)."""
        return frozenset(nv for _, _, variants in self._compact for nv in variants if _LATIN_WORD.fullmatch(nv))

    @cached_property
    def _derived(self) -> dict[Callable[[Glossary], object], object]:
        return {}

    def derived(self, build: Callable[[Glossary], T]) -> T:
        """`build(self)`, computed once per glossary: an index a rule module reads the glossary through, instead
        of walking every variant for every word it is asked about (the glossary never changes once loaded)."""
        try:
            return cast(T, self._derived[build])
        except KeyError:
            value = self._derived[build] = build(self)  # two threads may both build it: the same value
            return value

    @cached_property
    def _words_in(self) -> Memo[tuple[str, ...]]:
        return Memo(lambda text: tuple(self._policy_words_in(text)))

    @cached_property
    def _words_for(self) -> Memo[tuple[str, ...]]:
        return Memo(lambda term: tuple(self._policy_words_for(_norm(term))))

    def policy_words_in(self, text: str) -> list[str]:
        """Policy words whose variants occur in the text (and that the text does not already use)."""
        return list(self._words_in(text))

    def _policy_words_in(self, text: str) -> list[str]:
        from bot.rules import spanned_word  # analyzer-based; imported here (bot.language imports this module)

        compact, lowered = _norm(text), text.lower()
        found = []
        for n in self._candidates(compact, lowered):
            word, compact_word, _ = self._compact[n]
            if compact_word in compact:
                continue
            if any(squeezed in compact and (pattern is None or pattern.search(lowered) is not None)  # _occurs_in
                   and spanned_word.variant_written(v, compact, text)  # not 보유 in "정보 유출" (rules.spanned_word)
                   for v, squeezed, pattern in self._rules[n]):
                found.append(word)
        return found

    @cached_property
    def _rules(self) -> tuple[tuple[tuple[str, str, re.Pattern[str] | None], ...], ...]:
        """Per policy word (glossary order): (variant, its compact form, its whole-word pattern if Latin)."""
        return tuple(tuple((v, *_variant_rule(v)) for v in self.variants[word]) for word, _, _ in self._compact)

    def _candidates(self, compact: str, lowered: str) -> list[int]:
        """The positions (glossary order) of the policy words with a variant that can occur in the text: a Korean
        variant looked up by its first two letters (or its one letter) among the text's, the Latin ones only when
        one pattern of all Latin variants finds a word; every other word is skipped without testing its variants."""
        by_start, latin_words, any_latin = self._variant_index
        hits: set[int] = set()
        for start in {compact[i:i + 2] for i in range(len(compact))} | set(compact):
            hits.update(by_start.get(start, ()))
        if any_latin is not None and _LATIN_LETTER.search(lowered) and any_latin.search(lowered):
            hits.update(latin_words)
        return sorted(hits)

    @cached_property
    def _variant_index(self) -> tuple[dict[str, frozenset[int]], frozenset[int], re.Pattern[str] | None]:
        """(first two letters of a Korean variant -> its words' positions, the positions of words with a Latin
        variant, one whole-word pattern of every Latin variant), built once."""
        by_start: dict[str, set[int]] = {}
        latin_words: set[int] = set()
        alternatives: list[str] = []
        for n, (word, _, _) in enumerate(self._compact):
            for variant in self.variants[word]:
                squeezed, pattern = _variant_rule(variant)
                if pattern is not None:
                    latin_words.add(n)
                    alternatives.append(r"\s+".join(re.escape(part) for part in variant.lower().split()))
                elif squeezed:
                    by_start.setdefault(squeezed[:2], set()).add(n)
        any_latin = re.compile(rf"(?<![a-z0-9])(?:{'|'.join(alternatives)})(?![a-z0-9])") if alternatives else None
        return {k: frozenset(v) for k, v in by_start.items()}, frozenset(latin_words), any_latin

    def expand_query(self, question: str) -> str:
        extra = self.policy_words_in(question)
        return f"{question} {' '.join(extra)}" if extra else question

    def policy_words_for(self, term: str) -> list[str]:
        """Policy words a single question term stands for (암호 -> 비밀번호)."""
        return list(self._words_for(term))

    def is_word(self, word: str) -> bool:
        """`word` is itself a policy word or one of its variants ("주민번호"), not merely the front of one."""
        return _norm(word) in self._forms

    @cached_property
    def _forms(self) -> frozenset[str]:
        """The compact forms of the policy words and of their variants."""
        return frozenset(self._by_form) | {compact for _, compact, _ in self._compact}

    def _policy_words_for(self, t: str) -> list[str]:
        """The policy words (in glossary order) with a variant `nv` that is the term itself, a front of it of two
        letters or more (t.startswith(nv)), or the term with one more letter (nv.startswith(t), two letters or
        more); looked up by those forms of the term instead of walking every variant."""
        latin = _LATIN_WORD.fullmatch(t) is not None
        forms = {t, *(t[:k] for k in range(2, len(t))), *(self._by_front.get(t, ()) if len(t) >= 2 else ())}
        hits: set[int] = set()
        for nv in forms:
            if latin and nv != t and nv in self._latin_forms:
                # an English word is the variant itself, never one that merely begins with it ("airport"
                # is not "ai", "internal" is not "intern"); its inflections meet the variant by lemma
                # (bot.language.english.policy_words_for)
                continue
            hits.update(self._by_form.get(nv, ()))
        return [self._compact[n][0] for n in sorted(hits)]

    @cached_property
    def _by_form(self) -> dict[str, frozenset[int]]:
        """Compact variant -> the positions (in glossary order) of the policy words that list it."""
        out: dict[str, set[int]] = {}
        for n, (_, _, variants) in enumerate(self._compact):
            for nv in variants:
                out.setdefault(nv, set()).add(n)
        return {nv: frozenset(ns) for nv, ns in out.items()}

    @cached_property
    def _by_front(self) -> dict[str, tuple[str, ...]]:
        """A compact variant without its last letter -> the variants (a term one letter short of a variant)."""
        out: dict[str, list[str]] = {}
        for nv in self._by_form:
            if nv:
                out.setdefault(nv[:-1], []).append(nv)
        return {front: tuple(nvs) for front, nvs in out.items()}


@lru_cache(maxsize=4096)
def _variant_rule(variant: str) -> tuple[str, re.Pattern[str] | None]:
    """A variant's compact form and, for a Latin one, its whole-word pattern (computed once)."""
    if re.fullmatch(r"[A-Za-z0-9 .+#-]+", variant):
        pattern = r"\s+".join(re.escape(part) for part in variant.lower().split())
        return _norm(variant), re.compile(rf"(?<![a-z0-9]){pattern}(?![a-z0-9])")
    return _norm(variant), None


def _occurs_in(lowered: str, compact: str, variant: str) -> bool:
    """Whether a variant occurs in a text given lowercased (`lowered`) and compacted (`compact`): Latin
    variants match whole words (so "email" does not contain "ai"); Korean ones match inside words,
    spaces ignored (so "잃어버렸어요" contains "잃어버")."""
    squeezed, pattern = _variant_rule(variant)
    # a Latin variant found as whole words is in the compact text as well: no pattern search without it
    return squeezed in compact and (pattern is None or pattern.search(lowered) is not None)
