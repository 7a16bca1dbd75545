"""Typing slips in English questions, mended with a maintained spelling corrector (issue 8, thirty-first session).

"cna i lend my work laptop to our intern?", "think my pc got a virus, what shoud i do first?": a slip leaves a word
no policy uses, which the topic rule then requires of the answer ("cna" missing), so the question is handed off.
`pyspellchecker` (Norvig's corrector with an English word-frequency list in its wheel; no download) proposes the
words one edit away; a word is mended only when

- it is a plain lower-case word of three letters or more that the corrector's dictionary does not hold, and no word
  the policies or the glossary write in Latin letters ("vpn", "otp", "usb", "wifi" stay as they are: `know`), nor a
  word with its apostrophe left out ("dont", "cant");
- the candidate keeps its first letter (a slip seldom changes it: "gmail" is not "mail", "cna" is "can"); a word of
  three letters is only mended by swapping two of its letters ("cna", "hwo"): "dev", "ppt", "env" are abbreviations,
  not slips of "de" or "put" (session 53);
- a candidate is a word the policies or the glossary use, for a slip of four letters or more ("acount" -> account,
  not the commoner "count"; "lol" is no "log"), or, failing that, the corrector's best candidate is a function word
  ("cna" -> can, "hwo" -> how); a slip to another content word is left ("gmail" would be "grail", "lol" "lot": a
  name or a chat word the corrector does not know).

Only mostly English messages are read (`bot.language.english.normalize`); Korean text is never touched. The
dictionary is loaded on first use, or by `helpdesk serve`'s warm-up in a background thread (~0.3 s, ~37 MB; README
"English questions").
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

_WORD = re.compile(r"(?<![\w'-])[a-z]{3,}(?![\w'-])")
_LATIN = re.compile(r"[A-Za-z]+")
_lock = threading.Lock()
_known: set[str] = set()  # Latin words the policies and the glossary write, lower-cased


def know(texts: Iterable[str]) -> None:
    """Words of `texts` written in Latin letters are never mended (policy and glossary words)."""
    words = {w.lower() for text in texts for w in _LATIN.findall(text)}
    with _lock:
        _known.update(words)
    _mended.cache_clear()


def warm_up() -> None:
    """Load the corrector's dictionary now (`helpdesk serve` does, in the background, so no question pays for it)."""
    _checker()


_load_lock = threading.Lock()
_loaded: list[Any] = []  # the corrector, once loaded


def _checker() -> Any:
    with _load_lock:  # one load, whether the warm-up thread or a question gets here first
        if not _loaded:
            from spellchecker import SpellChecker  # loaded on first use, not at import

            _loaded.append(SpellChecker(distance=1))
        return _loaded[0]


@lru_cache(maxsize=4096)
def _mended(word: str, is_function_word: Callable[[str], bool]) -> str:
    if word in _known:
        return word
    with _lock:  # the corrector is not documented as thread-safe
        checker = _checker()
        if word in checker:
            return word
        if any(f"{word[:i]}'{word[i:]}" in checker for i in range(1, len(word))):
            return word  # "dont", "cant": an apostrophe left out, not a slip
        # a slip keeps the first letter ("acount", "shoud"; "hwo" swaps the next two): "gmail" is no "mail"
        candidates = {c for c in checker.candidates(word) or set() if c[:1] == word[:1]}
        if len(word) == 3:  # "cna", "hwo": two letters swapped; "dev", "ppt", "env" are abbreviations, no slips
            candidates = {c for c in candidates if sorted(c) == sorted(word)}
        if not candidates:
            return word
        ours = [c for c in candidates if c in _known] if len(word) >= 4 else []  # "lol" is no "log"
        best = str(max(ours or candidates, key=lambda c: (checker.word_usage_frequency(c), c)))
        if ours:
            return best
    return best if is_function_word(best) else word


def mend(text: str, is_function_word: Callable[[str], bool]) -> str:
    """`text` with its lower-case English slips mended (see the module docstring); other words unchanged."""
    return _WORD.sub(lambda m: _mended(m.group(0), is_function_word), text)
