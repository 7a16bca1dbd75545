"""The fake OpenAI-compatible server lives in tests.support (the benchmark uses it too)."""

from tests.support.fake_openai import *  # noqa: F403
from tests.support.fake_openai import FakeOpenAI, Reply, answer_from_excerpts, fake_embedding, start_fake_openai

__all__ = ["FakeOpenAI", "Reply", "answer_from_excerpts", "fake_embedding", "start_fake_openai"]
