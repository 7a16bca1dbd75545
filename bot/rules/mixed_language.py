"""English words inside Korean questions, and English phrases written with a Korean word (issue 8, batch
`_en_z`).

Employees write a third of their Korean questions with English words in them ("보안 USB에 있는 file 용도 끝나면
delete 해야돼요?", "고객 data leak 된걸 알게 됐는데", "고객 개인정보 retention 기간"). The glossary maps an English
word to one Korean policy word (file -> 파일); the rules here make that word behave as the Korean word it
translates, wherever the glossary is read (`bot.topic.TopicMatcher`):

- **An English word has the policy words of all its forms.** The glossary lists "file" under 파일 and "files"
  under 자료 and 파일; the word gets both ("보안 USB에 있는 file" is carried by "용도가 끝난 자료는 …", as "보안
  USB에 있는 파일" is, since the Korean glossary lists 파일 under 자료). The Korean word's own glossary words are
  not added in turn (laptop -> 노트북 -> 장비 would let an English question reach every rule on 장비, which the
  Korean-only scope rules of `bot.rules.situations` and `bot.rules.place_scope` guard for Korean questions alone;
  a Korean question's noun takes that step: `bot.rules.glossary_chain`).
- **A glossary phrase may be written half in each language or inflected.** A multi-word English variant
  ("customer data" -> 고객 정보, 개인정보) is found in a question that writes one of its words in Korean ("고객
  data", the Korean word being a policy word whose English variants hold that word) or inflects it ("customers
  personal data"). Only runs of nouns, in the variant's order, only variants of content words ("done with" is no
  such phrase), and only in a question with a Latin word.
- **A modifier that only says which one.** A noun written right before another noun of the question, where the
  glossary lists a phrase of the two as a variant of that noun's policy word ("customer personal data" for
  개인정보), says which one is meant and adds no topic: "고객 개인정보 보관 기간" is carried where 개인정보 is, as
  "customer personal data" already is. Compared by lemma and across the two languages (고객 = customer).
"""

from __future__ import annotations

import re

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze, compact

_LATIN = re.compile(r"[a-z][a-z'-]*")
_HANGUL = re.compile(r"[가-힣]")


def policy_words(glossary: Glossary, term: str) -> tuple[str, ...]:
    """The policy words a question term stands for. A Korean term: the glossary's (as before). An English
    word: those of every form of it, the glossary's for the word as written and those by lemma (file ->
    파일; files -> 자료, 파일), not only the first that gives any."""
    direct = glossary.policy_words_for(term)
    if not _LATIN.fullmatch(term.lower()):
        return tuple(direct or english.policy_words_for(glossary, term))
    return tuple(dict.fromkeys([*direct, *english.policy_words_for(glossary, term)]))


def _english_variants(glossary: Glossary, korean: str) -> frozenset[str]:
    """The English variants of a Korean question word's policy words, and of the word itself if it is one."""
    out: set[str] = set()
    for word in {korean, *glossary.policy_words_for(korean)}:
        out.update(v.lower() for v in glossary.variants.get(word, ()) if _LATIN.fullmatch(v.lower()))
    return frozenset(out)


def same_word(glossary: Glossary, token: str, variant_word: str) -> bool:
    """A question word is a word of a glossary variant: itself, by lemma ("customers" = customer), or in the
    other language (고객 is a policy word whose English variants hold "customer"; admin stands for 관리자)."""
    token, variant_word = token.lower(), variant_word.lower()
    if token == variant_word:
        return True
    if _LATIN.fullmatch(token) and _LATIN.fullmatch(variant_word):
        return english.lemma(token) == english.lemma(variant_word)
    if _HANGUL.search(token) and _LATIN.fullmatch(variant_word):
        return variant_word in _english_variants(glossary, token)
    if _LATIN.fullmatch(token) and _HANGUL.search(variant_word):  # admin = 관리자
        return variant_word in policy_words(glossary, token)
    return False


def phrase_spans(glossary: Glossary, text: str, squeezed: str) -> list[tuple[str, int, int]]:
    """Multi-word English glossary variants the question writes half in Korean or inflected ("고객 data",
    "customers personal data"): (policy word, start, end) in the compact text, as
    `TopicMatcher._glossary_spans` gives them. Empty for a question with no Latin word."""
    if not re.search(r"[A-Za-z]", text):
        return []
    runs = noun_runs(text, squeezed)
    out: list[tuple[str, int, int]] = []
    longest = max(len(run) for run in runs)
    for word, parts in glossary.derived(_latin_phrases):
        # content words only: "done with" (다 쓴) is not "do with", nor is any phrase of function words
        if len(parts) > longest or any(english.is_function_word(p) for p in parts):
            continue
        for run in runs:
            for i in range(len(run) - len(parts) + 1):
                window = run[i:i + len(parts)]
                if all(same_word(glossary, tok, p) for (tok, _, _), p in zip(window, parts, strict=True)) \
                        and any(_LATIN.fullmatch(tok.lower()) for tok, _, _ in window):
                    out.append((word, window[0][1], window[-1][2]))
    return out


def noun_runs(text: str, squeezed: str) -> list[list[tuple[str, int, int]]]:
    """Runs of adjacent nouns (Latin words included) of `text`, each noun with its span in `squeezed` (the compact
    text); an empty run may close the list."""
    cursor = 0
    runs: list[list[tuple[str, int, int]]] = [[]]
    for m in analyze(text):
        key = compact(m.surface)
        at = squeezed.find(key, cursor) if key else -1
        if at >= 0:
            cursor = at + len(key)
        if m.tag in NOUN_OR_LATIN_TAGS and at >= 0:
            runs[-1].append((m.surface, at, at + len(key)))
        elif runs[-1]:
            runs.append([])
    return runs


def _latin_phrases(glossary: Glossary) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(policy word, lower-case words) of the glossary's variants of two or more Latin words, in glossary order
    (built once per glossary)."""
    return tuple((word, tuple(parts)) for word, variants in glossary.variants.items() for variant in variants
                 if len(parts := variant.lower().split()) >= 2 and all(_LATIN.fullmatch(p) for p in parts))


def modifier_folds(glossary: Glossary, question: str, term: str, head: str, head_words: set[str]) -> bool:
    """`term` is written right before the question noun `head` and a glossary variant of one of the head's
    policy words (`head_words`, or the head itself) is a phrase whose words before its last hold `term`
    ("customer personal data" or "고객 정보" for 개인정보 holds 고객): the term only says which one."""
    if term == head or compact(term) + compact(head) not in compact(question):
        return False
    for word in {head, *head_words}:
        if any(same_word(glossary, term, w) for w in word.split()):
            continue  # the term is part of the policy word ("관리자" of 관리자 계정): that word must be carried
        # the employees' phrases only: the policy word's own modifiers say which one it is ("관리자 계정" is
        # not carried by a sentence on 계정)
        for variant in glossary.variants.get(word, ()):
            words = variant.lower().split()
            if len(words) > 1 and any(same_word(glossary, term, w) for w in words[:-1]):
                return True
    return False
