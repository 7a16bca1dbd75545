"""The fake OpenAI-compatible server lives in bot.devtools (the benchmark uses it too)."""

from bot.devtools.fake_openai import *  # noqa: F403
from bot.devtools.fake_openai import FakeOpenAI, Reply, answer_from_excerpts, fake_embedding, start_fake_openai

__all__ = ["FakeOpenAI", "Reply", "answer_from_excerpts", "fake_embedding", "start_fake_openai"]
