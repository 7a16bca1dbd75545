"""The question's thing named by a two-word policy phrase, the sentence's by the same head with another modifier
(issue 8, hunt29): "**보안** USB 들고 외근 갈 때 어디에 적고 나가야 돼요?" is not answered by "**개인** USB나 외장
하드는 업무용 컴퓨터에 연결하지 않는다".

The glossary reads 보안 + USB as the policy word 보안 USB, and a sentence with USB alone carried it. When the
sentence writes the phrase's head (USB) right after another noun (개인 USB) and never the phrase itself, it
speaks of another kind of that thing: the question's modifier is missing. A question that names that other
modifier too ("보안 USB 말고 개인 USB 써도 돼요?") is left alone. Part of `TopicMatcher.coverage`; on the analyzer's
tags.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze, compact


def _modifiers_of(sentence: str, head: str) -> set[str]:
    """The nouns written right before `head` (a separate word) in `sentence`."""
    morphs = analyze(sentence)
    out: set[str] = set()
    for i in range(1, len(morphs)):
        if morphs[i].lemma.lower() == head and morphs[i - 1].tag in KOREAN_NOUN_TAGS \
                and morphs[i - 1].end < morphs[i].start:
            out.add(morphs[i - 1].lemma)
    return out


def problems(question: str, phrases: Iterable[str], body: str, sentence: str) -> list[str]:
    """`(front head: the sentence's head is X head)` for each two-word phrase of the question's policy words whose
    head the sentence has after another noun, without the phrase."""
    squeezed_body, squeezed_question = compact(body), compact(question)
    out: list[str] = []
    for phrase in dict.fromkeys(phrases):
        words = phrase.lower().split()
        if len(words) != 2 or compact(phrase) in squeezed_body:
            continue
        front, head = words
        if front not in squeezed_question:
            continue
        others = {m for m in _modifiers_of(sentence, head) if m != front and compact(m) not in squeezed_question}
        if others:
            out.append(f"({phrase}: the sentence's {head} is {sorted(others)[0]} {head})")
    return out
