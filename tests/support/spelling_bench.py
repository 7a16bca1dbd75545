"""Measure English spelling correctors for `bot.language.english_spelling` (README "English questions").

    python -m tests.support.spelling_bench pyspellchecker
    python -m tests.support.spelling_bench symspellpy      # after `pip install symspellpy` (not a dependency)

Prints the dictionary's load time, the resident memory it adds, the time per word and how many of 18 typical
chat slips it mends to the intended word. Run each library in its own process, three times on a quiet machine.
"""

from __future__ import annotations

import importlib.resources
import resource
import sys
import time
from collections.abc import Callable

SLIPS = {"cna": "can", "shoud": "should", "hwo": "how", "waht": "what", "teh": "the", "anyting": "anything",
         "somone": "someone", "becuase": "because", "wich": "which", "coud": "could", "woud": "would",
         "ot": "to", "abotu": "about", "befor": "before", "aftr": "after", "wiht": "with", "thier": "their",
         "whne": "when"}


def _pyspellchecker() -> Callable[[str], str | None]:
    from spellchecker import SpellChecker

    checker = SpellChecker(distance=1)
    return lambda word: checker.correction(word)


def _symspellpy() -> Callable[[str], str | None]:
    from symspellpy import SymSpell, Verbosity  # type: ignore[import-not-found]

    sym = SymSpell(max_dictionary_edit_distance=1)
    sym.load_dictionary(str(importlib.resources.files("symspellpy") / "frequency_dictionary_en_82_765.txt"), 0, 1)

    def fix(word: str) -> str | None:
        found = sym.lookup(word, Verbosity.TOP, 1)
        return str(found[0].term) if found else None

    return fix


def main(which: str) -> None:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    fix = _pyspellchecker() if which == "pyspellchecker" else _symspellpy()
    load = time.perf_counter() - start
    added = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    start = time.perf_counter()
    mended = {word: fix(word) for word in SLIPS}
    per_word = (time.perf_counter() - start) / len(SLIPS) * 1000
    right = sum(mended[word] == meant for word, meant in SLIPS.items())
    print(f"{which}: load {load:.2f} s, +{added:.0f} MB resident, {per_word:.2f} ms a word, "
          f"{right}/{len(SLIPS)} slips mended right")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "pyspellchecker")
