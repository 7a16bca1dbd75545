"""Wiring: the long-lived parts (embedder, Chroma client) built once from the settings."""

from __future__ import annotations

import gc
import logging
import sys
import threading
from functools import cached_property
from typing import TYPE_CHECKING

from bot.settings import Settings

if TYPE_CHECKING:
    from chromadb.api import ClientAPI

    from bot.knowledge.embeddings import Embedder
    from bot.knowledge.glossary import Glossary
    from bot.knowledge.index import Handles, PolicyIndex
    from bot.knowledge.index_writer import Progress
    from bot.knowledge.ingest import IngestReport
    from bot.knowledge.snapshot import SnapshotIndex

log = logging.getLogger(__name__)


class Runtime:
    def __init__(self, settings: Settings, embedder: Embedder | None = None, snapshot: bool = False) -> None:
        """`snapshot`: read a small index from its snapshot while it is the live generation (bot.knowledge.snapshot),
        so a one-shot command (ask, search, eval) does not import chromadb unless it has to."""
        from bot.knowledge.index import Handles

        self.settings = settings
        if embedder is not None:
            self.__dict__["embedder"] = embedder
        from bot.knowledge.fastscan import ScanStore

        # a one-shot command does not start a background build it would not wait for (bot.knowledge.fastscan)
        self._handles: Handles = Handles(ScanStore.for_settings(settings, build_missing=not snapshot))
        self._snapshot = snapshot
        self._from_snapshot: SnapshotIndex | None = None  # the generation last opened from its snapshot
        from bot.language import lemma_cache

        lemma_cache.set_cache_dir(settings.data_dir / "cache")  # simplemma's decoded English dictionary

    @cached_property
    def embedder(self) -> Embedder:
        from bot.knowledge.embeddings import make_embedder

        return make_embedder(self.settings)

    @cached_property
    def client(self) -> ClientAPI:
        from bot.ops.opening import open_chroma

        return open_chroma(self.settings)  # IndexUnavailable names CHROMA_HOST/CHROMA_PORT or HELPDESK_DATA_DIR

    @cached_property
    def glossary(self) -> Glossary:
        from bot.knowledge.glossary import Glossary

        return Glossary.load(self.settings.policies_dir / "glossary.yaml")

    def collection(self) -> PolicyIndex:
        """The live generation of the policy index, checked against the configured embedding model.
        The pointer is read on every call (one small Chroma call, or one SELECT on Chroma's database when
        the snapshot is in use), so a re-ingest by any process is seen by the next question; collection
        handles are kept (published collections never change).
        A missing or unreadable index raises `IndexError_` saying to run `helpdesk ingest`."""
        from bot.errors import IndexError_
        from bot.knowledge.index import PolicyIndex

        if self._snapshot:  # while the snapshot is the live generation's; else Chroma (bot.knowledge.snapshot)
            from bot.knowledge.snapshot import open_index

            held = open_index(self.settings, self.embedder.name, self._handles, lambda: self.client,
                              self._from_snapshot)
            if held is not None:
                self._from_snapshot = held
                return held
        try:
            return PolicyIndex.open_for_query(
                self.client, self.settings.collection, self.embedder.name, self._handles
            )
        except IndexError_:
            raise
        except Exception as exc:  # a corrupt chroma.sqlite3: say what to do, not a traceback
            raise IndexError_(
                f"index not built: run `helpdesk ingest` (unreadable: {type(exc).__name__})"
            ) from None

    def ingest(self, progress: Progress | None = None) -> IngestReport:
        from bot.knowledge.ingest import ingest
        from bot.knowledge.policies import all_chunks, load_policies
        from bot.knowledge.sentences import store_sentence_vectors

        report = ingest(self.client, self.settings.collection, self.embedder, self.settings.policies_dir,
                        progress=progress, scans=self._handles.scans)
        # Every policy sentence's vector, for ranking sentences at question time (bot.knowledge.sentences).
        chunks = all_chunks(load_policies(self.settings.policies_dir))
        store_sentence_vectors(self.client, self.settings.collection, self.embedder, [c.body for c in chunks],
                               progress)
        self.save_snapshot()
        return report

    def save_snapshot(self) -> None:
        """Write the live generation's small shards next to the index (bot.knowledge.snapshot), best effort."""
        from bot.knowledge import snapshot
        from bot.knowledge.index import PolicyIndex

        index = PolicyIndex.find(self.client, self.settings.collection, self._handles)
        if index is not None:
            snapshot.save(self.settings, index)

    def index_exists(self) -> bool:
        if self._snapshot and not self.settings.chroma_host:
            from bot.knowledge.snapshot import live_pointer

            if live_pointer(self.settings.chroma_path, self.settings.collection) is not None:
                return True  # a published generation, seen without opening Chroma
        from bot.knowledge.index import PolicyIndex

        return PolicyIndex.find(self.client, self.settings.collection) is not None

    def warm_up(self) -> None:
        """Load the embedding model, open the index and run one query, so the first question pays for
        none of it (`helpdesk serve` calls this before it reports ready). Raises what a question would
        (no index, wrong model)."""
        vector = self.embedder.embed(["warm-up"])
        from bot.language import english, english_spelling

        english.lemma("warming")  # simplemma's English dictionary (about 0.25 s, 29 MB; README)
        # pyspellchecker's word list (about 0.3 s, 37 MB; README), loaded beside the rest of the start-up
        threading.Thread(target=english_spelling.warm_up, name="spelling-warm-up", daemon=True).start()
        from bot.language import word_spacing  # the Korean spacer's dictionary (about 0.85 s, 129 MB; README)

        threading.Thread(target=word_spacing.warm_up, name="spacing-warm-up", daemon=True).start()
        index = self.collection()
        from bot.knowledge.snapshot import SnapshotIndex

        for spec in index.layout.shards:  # load each shard's vector index into memory
            if isinstance(index, SnapshotIndex) and index.holds(spec):
                continue  # searched in process from the snapshot: Chroma's vector index is not used
            scan = index.scan(spec)  # a large shard's scan index (bot.knowledge.fastscan), loaded now
            if scan is not None:  # Chroma still gives the hits' texts; its first read loads the shard (~4 s at 1M)
                index.get_rows(spec, ids=[str(scan.ids[0])])
                continue
            index.collection(spec).query(query_embeddings=vector, n_results=1)
        index.load_small_shards()  # small shards are searched in process (bot.knowledge.exact)
        if "client" not in self.__dict__:
            self._open_client_in_background()
        print(f"helpdesk: index generation {index.generation} ({index.count()} chunks) ready", file=sys.stderr)

    def _open_client_in_background(self) -> None:
        """The index was opened from its snapshot: open Chroma too (sentence vectors, the digest, a
        newer generation need it), off the start-up path. A question that needs it first waits for it."""

        def open_client() -> None:
            try:
                self.client  # noqa: B018 - opens it (imports chromadb: ~1 s of CPU)
            except Exception as exc:  # said again, with its setting, by whatever needs the client
                log.warning("chroma client not opened at start-up error=%s", type(exc).__name__)
                return
            gc.freeze()  # like the rest of the start-up heap (bot.slack.runner.settle_heap)

        threading.Thread(target=open_client, name="chroma-open", daemon=True).start()
