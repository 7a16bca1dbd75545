"""Build the pipeline from settings: the one place that chooses the generator."""

from __future__ import annotations

from bot.answer.generate import Generator
from bot.answer.generate.extractive import ExtractiveGenerator
from bot.answer.pipeline import Pipeline
from bot.runtime import Runtime
from bot.settings import Settings


def make_generator(settings: Settings, runtime: Runtime) -> Generator:
    """OpenAI (or any compatible server) when a key is set or chosen; otherwise the extractive one."""
    if settings.use_openai_generator:
        from bot.answer.generate.openai_gen import OpenAIGenerator

        return OpenAIGenerator.from_settings(settings)
    from bot.knowledge.sentences import SentenceStore, SentenceVectors

    store = SentenceStore(lambda: runtime.client, settings.collection, runtime.embedder.name)
    generator = ExtractiveGenerator(runtime.embedder, runtime.glossary,
                                    sentences=SentenceVectors(runtime.embedder, store))
    if settings.learned_decision:  # the shipped weights (bot/data/decision.json), trained on cases/dev
        from bot.answer.decision import shipped_decision

        generator.matcher.decision = shipped_decision()
    return generator


def build_pipeline(settings: Settings, generator: Generator | None = None, runtime: Runtime | None = None) -> Pipeline:
    runtime = runtime or Runtime(settings)
    return Pipeline(
        settings, runtime.collection, runtime.embedder, generator or make_generator(settings, runtime),
        runtime.glossary,
    )
