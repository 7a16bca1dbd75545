"""An English phrase that qualifies a noun into another policy word is carried by that word (issue 8, english18).

The glossary ties "weird email" (and "scam email", "sketchy mail", "hotel wifi", "root account" …) to a policy word
of its own (피싱, 공용 와이파이, 관리자 계정), while its last word alone is another one (email -> 메일). The modifier
("weird") means nothing to the glossary by itself, so it was folded into its head (`bot.rules.mixed_language.
modifier_folds`) and the head was carried by any sentence on 메일: "got a weird email w/ invoice attachment from
unknown sender, what do i do" was answered with the attachment-size rule (batch `_zy2`, odd half). This is the
English side of `bot.rules.qualified_head` (Korean: 이상한 메일 -> 피싱).

When such a phrase of the question ends on a noun the sentence carries, and every word before that noun is a content
word with no policy word of its own, the sentence, its heading or the title must name the phrase's policy word (or
one of its variants): the bare head is not enough. A modifier with a meaning of
its own ("customer data", "secure usb") is left to the other rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from bot.language import english
from bot.language.terms import compact

# the last question's phrases: `unqualified` is asked once for every sentence the question is checked against
_last: tuple[str, Mapping[str, Iterable[str]], list[tuple[str, str, list[str]]]] | None = None


def _phrases(question: str, variants: Mapping[str, Iterable[str]]) -> list[tuple[str, str, list[str]]]:
    """(policy word, head word, front words) of the multi-word Latin glossary variants written in the question."""
    global _last
    last = _last
    if last is not None and last[0] == question and last[1] is variants:
        return last[2]
    out = _find_phrases(question, variants)
    _last = (question, variants, out)
    return out


def _find_phrases(question: str, variants: Mapping[str, Iterable[str]]) -> list[tuple[str, str, list[str]]]:
    lowered = question.lower()
    out = []
    for word, forms in variants.items():
        for form in forms:
            words = form.lower().split()
            if len(words) < 2 or not form.isascii() or form.lower() not in lowered:  # no regex without the words
                continue
            if re.search(rf"(?<![a-z0-9]){re.escape(form.lower())}(?![a-z0-9])", lowered):
                out.append((word, words[-1], words[:-1]))
    return out


def _named(word: str, forms: Iterable[str], squeezed: str) -> bool:
    """The policy word or a variant of it (a Latin one of four letters or more) in the compact context."""
    return compact(word) in squeezed or any(
        len(compact(form)) >= (4 if form.isascii() else 2) and compact(form) in squeezed for form in forms)


def unqualified(question: str, covered: Iterable[str], context: str, variants: Mapping[str, Iterable[str]],
                policy_words_for: Callable[[str], list[str]]) -> list[str]:
    """"(policy word: head)" for each qualifying phrase of an English question whose head the sentence carries
    (`covered`: the question terms it carries) and whose policy word its `context` (title, heading, sentence) does
    not name."""
    if not english.is_english(question):
        return []
    heads = {english.lemma(c): c for c in covered if c.isascii()}
    squeezed = compact(context)  # idempotent: the caller may pass it compact already
    out: list[str] = []
    for word, head, front in _phrases(question, variants):
        term = heads.get(english.lemma(head))
        if term is None or word in policy_words_for(head):
            continue
        if any(english.is_function_word(f) or policy_words_for(f) for f in front):
            continue  # "customer data", "my machine": the modifier means something itself
        if not _named(word, variants.get(word, ()), squeezed):
            missing = f"({word}: {term})"
            if missing not in out:
                out.append(missing)
    return out
