"""Sentence vectors (bot.knowledge.sentences): stored at ingest in the index's side collection, read at question
time without embedding policy text, recomputed once when an index has none; and the ranking they
give among the sentences that pass the topic rule, on hand-made sentences."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import chromadb
import numpy as np
import pytest

from bot.knowledge.glossary import Glossary
from bot.knowledge.sentences import SentenceStore, SentenceVectors, collection_name, store_sentence_vectors
from bot.models import Excerpt
from bot.topic import TopicMatcher, sentence_texts
from tests.hash_embedder import HashEmbedder

POLICY = "- 노트북은 입사일에 지급한다.\n- 노트북은 4년마다 교체한다. 교체할 때는 쓰던 노트북을 반납한다.\n| 표 | 줄 |"


@pytest.fixture
def client(tmp_path: Path) -> chromadb.api.ClientAPI:
    return chromadb.PersistentClient(path=str(tmp_path / "chroma"))


def test_policy_text_is_cut_into_the_sentences_the_answerer_quotes() -> None:
    assert sentence_texts(POLICY) == [
        "노트북은 입사일에 지급한다.", "노트북은 4년마다 교체한다.", "교체할 때는 쓰던 노트북을 반납한다.",
    ]


def test_ingest_stores_each_sentence_once_and_questions_read_them_without_embedding(
    client: chromadb.api.ClientAPI,
) -> None:
    embedder = HashEmbedder()
    assert store_sentence_vectors(client, "policies", embedder, [POLICY, POLICY]) == 3
    assert store_sentence_vectors(client, "policies", embedder, [POLICY]) == 0  # nothing embedded twice
    assert embedder.count == 3

    reader = HashEmbedder()
    vectors = SentenceVectors(reader, SentenceStore(lambda: client, "policies", reader.name))
    got = vectors.sentences(sentence_texts(POLICY))
    assert reader.count == 0  # read from the index, not embedded
    assert np.allclose(got, embedder.embed(sentence_texts(POLICY)), atol=1e-6)

    # a sentence no policy has any more is removed from the side collection
    assert store_sentence_vectors(client, "policies", embedder, ["- 노트북은 입사일에 지급한다."]) == 0
    assert client.get_collection(collection_name("policies")).count() == 1


def test_an_index_without_sentence_vectors_still_works(client: chromadb.api.ClientAPI) -> None:
    embedder = HashEmbedder()
    vectors = SentenceVectors(embedder, SentenceStore(lambda: client, "never-ingested", embedder.name))
    first = vectors.sentences(["노트북은 입사일에 지급한다."])
    again = vectors.sentences(["노트북은 입사일에 지급한다."])
    assert embedder.count == 1 and np.array_equal(first, again)  # computed once, then cached


class TableEmbedder:
    """Fixed vectors for the texts of a test: the ranking is then known exactly."""

    name = "table"

    def __init__(self, table: dict[str, list[float]]) -> None:
        self.table = table

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows = np.array([self.table.get(t, [0.0, 0.0, 1.0]) for t in texts], dtype=np.float32)
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)


FIRST, SECOND = "노트북은 분실하면 보안팀에 신고한다.", "노트북은 분실하면 IT 담당자에게도 알린다."
LOSS = Excerpt(chunk_id="equipment#3", doc_id="equipment", title="장비 규정", section="3. 분실", revision=1,
               text=f"- {FIRST}\n- {SECOND}", score=0.5)


@pytest.mark.parametrize("closer", [FIRST, SECOND])
def test_among_sentences_that_answer_equally_the_one_nearest_the_question_is_quoted(closer: str) -> None:
    question = "노트북 분실하면 누구한테 말해요?"
    other = SECOND if closer == FIRST else FIRST
    embedder = TableEmbedder({question: [1.0, 0.0, 0.0], closer: [0.9, 0.1, 0.0], other: [0.2, 0.9, 0.0]})
    matcher = TopicMatcher(Glossary())
    matcher.sentences = SentenceVectors(embedder)
    parts, _ = matcher.parts(question)
    best = matcher.best(parts[0], [LOSS])
    assert best is not None and best.sentence.text == closer and best.similarity > 0.9


def test_similarity_never_lets_a_sentence_that_misses_the_topic_through() -> None:
    question = "노트북 사양은 어떻게 되나요?"
    embedder = TableEmbedder({question: [1.0, 0.0, 0.0], FIRST: [1.0, 0.0, 0.0], SECOND: [1.0, 0.0, 0.0]})
    matcher = TopicMatcher(Glossary())
    matcher.sentences = SentenceVectors(embedder)
    parts, _ = matcher.parts(question)
    assert matcher.best(parts[0], [LOSS]) is None  # identical vectors, but 사양 is nowhere
