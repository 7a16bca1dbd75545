"""Hand-made equipment-policy excerpts (`ex`) and a model-free extractive generator over a vocabulary (`generator`)."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt


def ex(doc: str, section: str, text: str, n: int = 0) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}#{n}", doc_id=doc, title="장비 규정", section=section, revision=1,
                   text=text, score=0.5)


def generator(vocabulary: list[str], glossary: Glossary | None = None) -> ExtractiveGenerator:
    gen = ExtractiveGenerator(embedder=None, glossary=glossary or Glossary({"비밀번호": ("비번",)}))  # type: ignore[arg-type]
    gen.matcher.set_vocabulary(vocabulary)
    return gen
