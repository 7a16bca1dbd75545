"""The Chroma collection that holds policy chunks, and the record of which model built it."""

from __future__ import annotations

from datetime import date
from typing import Any

import chromadb
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.config import Settings as ChromaSettings

from bot.settings import Settings

MODEL_KEY = "embedding_model"


class IndexError_(Exception):
    """The index cannot serve this request (missing, or built with another model)."""


class ModelMismatchError(IndexError_):
    pass


def open_client(settings: Settings) -> ClientAPI:
    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if settings.chroma_host:
        return chromadb.HttpClient(host=settings.chroma_host, port=settings.chroma_port, settings=chroma_settings)
    settings.chroma_path.mkdir(parents=True, exist_ok=True)
    return chromadb.PersistentClient(path=str(settings.chroma_path), settings=chroma_settings)


def create_collection(client: ClientAPI, name: str, model: str) -> Collection:
    return client.create_collection(
        name, embedding_function=None, metadata={"hnsw:space": "cosine", MODEL_KEY: model}
    )


def get_collection(client: ClientAPI, name: str) -> Collection | None:
    try:
        return client.get_collection(name, embedding_function=None)
    except Exception:  # chromadb raises NotFoundError / ValueError depending on version
        return None


def collection_model(collection: Collection) -> str | None:
    return (collection.metadata or {}).get(MODEL_KEY)


def open_for_query(client: ClientAPI, name: str, model: str) -> Collection:
    """The collection, checked to be built with `model`; otherwise a clear error that says what to run."""
    collection = get_collection(client, name)
    if collection is None:
        raise IndexError_(f"no policy index '{name}' yet: run `helpdesk ingest` first")
    built_with = collection_model(collection)
    if built_with != model:
        raise ModelMismatchError(
            f"the policy index was built with embedding model '{built_with}' but the bot is configured "
            f"for '{model}': run `helpdesk ingest` to re-ingest with the configured model"
        )
    return collection


def day_number(day: date) -> int:
    return day.year * 10000 + day.month * 100 + day.day


def access_key(dept: str) -> str:
    return f"access:{dept}"


def chunk_filter(dept: str | None, as_of: date, kinds: tuple[str, ...] = ("section", "row")) -> dict[str, Any]:
    """The `where` clause: readable by the asker, in force on `as_of`, and of the given chunk kinds."""
    readers: list[dict[str, Any]] = [{access_key("ALL"): True}]
    if dept:
        readers.append({access_key(dept): True})
    day = day_number(as_of)
    clauses: list[dict[str, Any]] = [
        readers[0] if len(readers) == 1 else {"$or": readers},
        {"effective_from_n": {"$lte": day}},
        {"effective_to_n": {"$gte": day}},
        {"kind": {"$in": list(kinds)}} if len(kinds) > 1 else {"kind": kinds[0]},
    ]
    return {"$and": clauses}
