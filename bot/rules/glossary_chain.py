"""One more step along the glossary for nouns (issue 8; answerable handoffs in six dev batches).

The glossary maps an employee word to a policy word, and some policy words are themselves listed as a
variant of another policy word: laptop, PC, 맥북 -> 노트북, and 노트북 -> 장비. A Korean question saying 노트북
is carried by "신고를 받은 IT 담당자가 장비를 원격으로 잠그고 …", but one saying laptop, PC or 컴퓨터 was not, since
`Glossary.policy_words_for` gives the policy word of the term and stops there ("laptop 분실신고 하면 제 account는
어떻게 되는거에요?", "반납한 laptop 데이터는 wipe 하고 다른 사람 줘요?").

The rule follows the chain one step: a question NOUN whose policy word W is written, as it stands, as a variant
of another policy word V also stands for V. Only one step, only when W is a noun (every morpheme a noun or a Latin
word), and never for a question verb (its words stay as the glossary gives them: a verb's policy word is an act,
and acts chained would let one act stand for another).

Not in an English question: there the English story and scope rules are looser than the Korean-only ones of
`bot.rules.situations` and `bot.rules.place_scope` (see `bot.rules.mixed_language`), and "I returned from parental
leave today, do I get a new laptop?" was answered by "반납된 장비의 저장 장치는 …" (a dev near miss). Not through a
policy word the question writes itself: "노트북 교체할 때 맥북으로 골라도 돼요?" names a kind (맥북) of the 노트북 it
asks about, and 장비 would widen the kind back to every device.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze, compact


@lru_cache(maxsize=1024)
def _is_noun(word: str) -> bool:
    morphs = analyze(word)
    return bool(morphs) and all(m.tag in NOUN_OR_LATIN_TAGS for m in morphs)


def chained(glossary: Glossary, words: Iterable[str], question: str, english_ok: bool = False) -> set[str]:
    """The policy words that list one of `words` (policy words of a question noun) as their variant, when that
    word is a noun: {노트북} -> {장비}. Not the words themselves. None in an English question, and none through
    a word the question writes itself ("노트북 교체할 때 맥북으로": 맥북 is a kind of the 노트북 named)."""
    if english.is_english(question) and not english_ok:  # English: bot.rules.english_chain, per sentence
        return set()
    squeezed = compact(question).lower()
    out: set[str] = set()
    for word in words:
        if word not in glossary.variants or not _is_noun(word) or compact(word).lower() in squeezed:
            continue
        out.update(other for other in glossary.derived(_listing).get(compact(word).lower(), ()) if other != word)
    return out


def _listing(glossary: Glossary) -> dict[str, frozenset[str]]:
    """The policy words that list a variant, by the variant's compact lower-case form (built once per glossary)."""
    out: dict[str, set[str]] = {}
    for other, variants in glossary.variants.items():
        for variant in variants:
            out.setdefault(compact(variant).lower(), set()).add(other)
    return {key: frozenset(words) for key, words in out.items()}
