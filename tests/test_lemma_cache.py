"""simplemma's English dictionary from the start-up cache (bot.language.lemma_cache) is simplemma's own."""

from __future__ import annotations

from pathlib import Path

import pytest
import simplemma
from simplemma.strategies.dictionaries import dictionary_factory as df

from bot.language import lemma_cache


def test_cached_dictionary_is_simplemmas_and_a_damaged_file_is_rebuilt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = df._load_dictionary_from_disk("en")
    assert lemma_cache._decoded(tmp_path, "en") == shipped  # first use: decoded and written
    written = list(tmp_path.glob("simplemma-*.marshal"))
    assert len(written) == 1

    def no_decoding(lang: str) -> dict[bytes, bytes]:
        raise AssertionError("decoded again")

    monkeypatch.setattr(df, "_load_dictionary_from_disk", no_decoding)
    assert lemma_cache._decoded(tmp_path, "en") == shipped  # later processes: read from the file
    monkeypatch.undo()

    written[0].write_bytes(written[0].read_bytes()[:1000])  # truncated
    assert lemma_cache._decoded(tmp_path, "en") == shipped
    assert lemma_cache._decoded(tmp_path, "en") == shipped

    factory = lemma_cache._factory_class()(tmp_path)
    lemmatizer = simplemma.Lemmatizer(
        lemmatization_strategy=simplemma.strategies.DefaultStrategy(dictionary_factory=factory))
    for word in ("changing", "kept", "renewed", "hires", "vpn", "lost", "supposed", "it", "otp", "wi-fi"):
        assert lemmatizer.lemmatize(word, "en") == simplemma.lemmatize(word, lang="en"), word


def test_unwritable_cache_only_costs_time(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a directory", encoding="utf-8")
    assert lemma_cache._decoded(blocked / "cache", "en") == df._load_dictionary_from_disk("en")
