"""Generators: turn a question and numbered excerpts into a Draft. One interface, several backends."""

from bot.answer.generate.base import Draft, GenerationError, Generator

__all__ = ["Draft", "GenerationError", "Generator"]
