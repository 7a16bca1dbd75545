"""A question noun the sentence has only as the tail of another compound names another thing (issue 8, hunt29).

"메일 서명에 휴대폰 **번호** 넣어도 돼요?" asks about a phone number; "메일 속 링크를 눌렀거나 계정 정보를 입력했다면
바로 **비밀번호**를 바꾸고 …" has 번호 only as the end of 비밀번호 (a password), so it carried the question's 번호. When
the question writes the noun after a noun of its own (휴대폰 번호), and the sentence (with its heading and title) has
it only as the last part of a compound whose front is another word (비밀 + 번호), the sentence speaks of another
thing: the question's noun is missing. A noun the context also has on its own, a compound the question writes
itself, or one the glossary ties to the question's phrase ("휴대폰 번호" -> 전화번호, found in the sentence) is
carried as before. The counterpart of `bot.rules.word_front` (전화 of 전화번호).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import pairwise

from bot.language.terms import analyze, compact, noun_words, text_nouns


def _fronted(question: str) -> dict[str, str]:
    """Hangul nouns written on their own right after another noun word of the question: noun -> the noun before."""
    morphs = analyze(question)
    words = sorted(noun_words(morphs).items())
    out: dict[str, str] = {}
    for (_i, (before, _bp, after)), (j, (word, parts, _a)) in pairwise(words):
        if after == j and not parts and "가" <= word[:1] <= "힣":
            out[word] = before
    return out


def problems(question: str, nouns: Iterable[str], sentence: str, context: str,
             words_for: Callable[[str], Iterable[str]] = lambda _w: ()) -> list[str]:
    """`(N only inside C)` for each question noun N written after a noun of its own that `sentence` has only as the
    last part of a compound C with another front; `words_for`: a word's policy words (glossary)."""
    fronted = _fronted(question)
    if not fronted:
        return []
    squeezed = compact(question)
    around = {w for w, _parts in text_nouns(context)}
    said = text_nouns(sentence)
    sentence_squeezed = compact(sentence)
    out: list[str] = []
    for noun in dict.fromkeys(nouns):
        front = fronted.get(noun)
        if front is None or len(noun) < 2 or noun in around or any(w == noun for w, _parts in said):
            continue
        phrase = {compact(w) for w in (*words_for(f"{front} {noun}"), *words_for(f"{front}{noun}"))}
        if any(p and p in sentence_squeezed for p in phrase):
            continue
        tails = [w for w, parts in said if len(parts) >= 2 and parts[-1] == noun and parts[0] != front
                 and len(w) - len(noun) >= 2 and compact(w) not in squeezed]
        if tails:
            out.append(f"({noun} only inside {tails[0]})")
    return out
