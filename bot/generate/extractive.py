"""The extractive generator: no model, no network. It answers with the excerpt sentences that answer
the question, cited by number, and abstains when the excerpts do not cover what the question asks.

Coverage is judged per content term of the question. A topic term (a noun) is covered by an excerpt
when it occurs there, when the glossary maps it to a word that occurs there (암호 -> 비밀번호), or when
the embedding model places it close to a word of the excerpt. One excerpt must cover the question's
topic: "노트북 사양" is not answered by an excerpt about issuing laptops, and "와이파이 비밀번호" is
not answered by one excerpt about Wi-Fi and another about passwords. A question that asks for a
number ("몇 분", "며칠") needs a sentence with a number. General logic only: no lists of questions.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

import numpy as np

from bot.embeddings import Embedder
from bot.generate.base import Draft
from bot.generate.terms import Term, content_terms, lexical_match, words_of
from bot.glossary import Glossary
from bot.models import Excerpt

NOT_FOUND = "규정에서 답을 찾지 못했습니다."
SENTENCE_RE = re.compile(r"(?<=[.!?。])\s+|\n+")
# Questions that ask for a quantity: the answer must state a number.
NUMERIC_QUESTION_RE = re.compile(
    r"몇|며칠|얼마나\s*(?:자주|오래|많이|걸려|길게)|얼마마다|how\s+(?:many|much|long|often)", re.I
)
# What answers a quantity question: a number, or a word for a period or frequency.
NUMBER_RE = re.compile(r"\d|매일|매주|매달|매월|매년|분기|반기|마다|즉시|바로")
# A sentence addressed to the assistant is an injected instruction, never policy: it is not quoted.
INSTRUCTION_RE = re.compile(
    r"(?:AI|에이아이|도우미|챗봇|어시스턴트|assistant|chatbot|bot|모델|LLM)\s*(?:은|는|이|가|에게|는\s*이)?[^.]*?"
    r"(?:할\s*것|하라|해라|하시오|안내하|답하|말하|무시|따르)|(?:ignore|disregard)\s+(?:all|any|previous|the)"
    r"|이전\s*지시|앞의\s*지시|시스템\s*프롬프트|system\s+prompt",
    re.I,
)
CONDITION_RE = re.compile(r"(?:면|으면|려면|는데|니까)$")
PERMISSION_RE = re.compile(
    r"(?:도|면)\s*(?:돼|되|괜찮|될까|됩니까)|(?:해야|야)\s*(?:돼|되|하|할)|가능|can\s+i|may\s+i|allowed", re.I
)


@dataclass(frozen=True)
class Sentence:
    excerpt: int  # 1-based excerpt number
    text: str
    compact: str
    line: int = 0  # the bullet it belongs to: sentences of one bullet belong together


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text.lower())


def split_sentences(excerpt: Excerpt, number: int) -> list[Sentence]:
    out = []
    for line_no, line in enumerate(excerpt.text.splitlines()):
        for piece in SENTENCE_RE.split(line):
            text = piece.strip().lstrip("-*• ").strip()
            if len(text) >= 4 and not text.startswith("|") and not INSTRUCTION_RE.search(text):
                out.append(Sentence(number, text, _compact(text), line_no))
    return out


class ExtractiveGenerator:
    name = "extractive"
    cpu_bound = True  # runs on this machine: takes a CPU slot in the pipeline

    def __init__(
        self,
        embedder: Embedder,
        glossary: Glossary | None = None,
        synonym_min: float = 0.7,
        max_sentences: int = 2,
    ) -> None:
        self.embedder = embedder
        self.glossary = glossary or Glossary()
        self.synonym_min = synonym_min
        self.max_sentences = max_sentences
        self._cache: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    # -- coverage -----------------------------------------------------------------------------------

    def _vectors(self, words: list[str]) -> np.ndarray:
        with self._lock:
            missing = [w for w in dict.fromkeys(words) if w not in self._cache]
        if missing:
            vectors = self.embedder.embed(missing)
            with self._lock:
                self._cache.update(zip(missing, vectors, strict=True))
        with self._lock:
            return np.vstack([self._cache[w] for w in words])

    def _lexical(self, term: Term, compact: str) -> bool:
        if lexical_match(term.text, compact):
            return True
        return any(_compact(word) in compact for word in self.glossary.policy_words_for(term.text))

    def covered_terms(self, terms: list[Term], excerpt: Excerpt, question: str = "") -> set[str]:
        """The question terms this excerpt covers (verbs only lexically: embeddings blur predicates).
        A glossary phrase in the question ("이상한 메일" -> 피싱) covers each of its words when the
        excerpt uses the policy word."""
        compact = _compact(f"{excerpt.title} {excerpt.section} {excerpt.text}")
        covered = {t.text for t in terms if self._lexical(t, compact)}
        for phrase in self.glossary.phrases_in(question, compact):
            covered.update(t.text for t in terms if t.text in phrase)
        rest = [t.text for t in terms if t.text not in covered and not t.verb]
        words = words_of(f"{excerpt.section} {excerpt.text}")
        if rest and words:
            sims = self._vectors(rest) @ self._vectors(words).T
            for term, row in zip(rest, sims, strict=True):
                # Single words embed noisily across languages: a Latin-script term needs a closer match.
                floor = self.synonym_min + (0.1 if term.isascii() else 0.0)
                if float(row.max()) >= floor:
                    covered.add(term)
        return covered

    @staticmethod
    def answers_topic(question: str, terms: list[Term], covered: set[str]) -> bool:
        """Does one excerpt cover what the question asks?

        A condition the excerpt does not mention ("잊어버리면", "느리면") means it answers another
        question. With one topic word matched, every other word must match too, except the action of
        a permission or obligation question ("V3 지워도 돼요?"). With two, one incidental word may
        be missing when a predicate matches too; with three or more, one word of each kind.
        """
        nouns = [t for t in terms if not t.verb]
        hit = sum(t.text in covered for t in nouns)
        missing_nouns = len(nouns) - hit
        missing_verbs = [t for t in terms if t.verb and t.text not in covered]
        if hit == 0 or (any(CONDITION_RE.search(t.text) for t in missing_verbs) and hit <= 2):
            return False
        if hit == 1:
            return missing_nouns == 0 and (not missing_verbs or PERMISSION_RE.search(question) is not None)
        if hit == 2:
            matched_verb = any(t.verb and t.text in covered for t in terms)
            return missing_nouns <= (1 if matched_verb else 0)
        return missing_nouns <= 1 and len(missing_verbs) <= 1

    # -- generation ---------------------------------------------------------------------------------

    def generate(self, question: str, excerpts: list[Excerpt]) -> Draft:
        terms = content_terms(question)
        numeric = NUMERIC_QUESTION_RE.search(question) is not None
        for number, excerpt in enumerate(excerpts, 1):
            covered = self.covered_terms(terms, excerpt, question)
            if not terms or not self.answers_topic(question, terms, covered):
                continue
            picked = self._pick_sentences(terms, excerpt, number, numeric)
            if picked:
                answer = " ".join(s.text for s in picked) + f"[{number}]"  # one excerpt: cite it once
                return Draft(status="answered", answer=answer, evidence=re.findall(r"\d+", answer))
        return Draft(status="insufficient_evidence", answer=NOT_FOUND)

    def _pick_sentences(self, terms: list[Term], excerpt: Excerpt, number: int, numeric: bool) -> list[Sentence]:
        sentences = split_sentences(excerpt, number)
        if numeric:
            sentences = [s for s in sentences if NUMBER_RE.search(s.text)]
        if not sentences:
            return []

        hits = [sum(self._lexical(t, s.compact) for t in terms) for s in sentences]
        ranked = sorted(range(len(sentences)), key=lambda i: (-hits[i], i))
        best = hits[ranked[0]]
        if best == 0:
            chosen = list(range(min(self.max_sentences, len(sentences))))  # the heading carries the topic
        else:
            chosen = [i for i in ranked if hits[i] == best][: self.max_sentences]
            # The rest of a chosen bullet completes it ("90일마다 바꾼다. 만료 7일 전부터 안내가 표시된다.").
            for i in list(chosen):
                follower = i + 1
                if (len(chosen) < self.max_sentences and follower < len(sentences) and follower not in chosen
                        and sentences[follower].line == sentences[i].line):
                    chosen.append(follower)
        return [sentences[i] for i in sorted(chosen)]
