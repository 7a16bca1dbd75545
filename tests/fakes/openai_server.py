"""The fake OpenAI-compatible server lives in tests.support (the benchmark uses it too)."""

from tests.support.fake_openai import *  # noqa: F403
from tests.support.fake_openai import FakeOpenAI, Reply, answer_from_excerpts, fake_embedding, start_fake_openai

__all__ = ["FakeOpenAI", "Reply", "answer_from_excerpts", "fake_embedding", "start_fake_openai"]


def answered(text: str, evidence: list[str] | None = None) -> dict[str, object]:
    """The JSON a model returns for an answered question (enqueue it with `enqueue_json`)."""
    return {"status": "answered", "answer": text, "evidence": evidence or [], "clarification": None}
