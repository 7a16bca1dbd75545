"""An English story set aside beside a yes/no question ("I use the same password for work and my Netflix
account, is that ok?") tells the situation a rule opens with only when it tells the rule's act, not only a noun
of it (okay37).

`_other_english_situation` lets a rule's opening condition through once some word of the question is in it; in
"메일 속 링크를 눌렀거나 계정 정보를 입력했다면 바로 비밀번호를 바꾸고 …" the word is 계정, the object of the
condition's act, and the question (using a password on another account) tells neither clicking nor entering.
With the story's own words set aside, the rule for another event then answered it. When the rule opens with acts
done to a thing (을/를 + act, `leniency2.done_to`) and the question (or the sentence told after it) tells none of
those acts (the act itself, a glossary word for it, or the policy word a question word stands for), the
situation is another one. The Korean counterpart is `leniency2.untold_opening` / `untold_condition`."""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from bot.language import english
from bot.language.terms import GENERIC_VERBS, analyze, compact
from bot.rules import situations
from bot.rules.leniency2 import _told, done_to

if TYPE_CHECKING:
    from bot.matching.model import Part
    from bot.matching.vocabulary import Vocabulary


def untold_acts(matcher: Vocabulary, parts: list[Part], lead: str, told: set[str]) -> list[str]:
    """The acts of `lead` (a rule's opening condition) done to a thing, when the English question (`parts`: the
    question and the sentence told beside it) tells none of them; empty otherwise. `told`: the policy words the
    question's words stand for and their glossary variants ("can't find" -> 분실, 잃어버: the act of
    "보안 USB를 잃어버리면" is told)."""
    if not parts or not points_back(parts[0].text):
        return []
    pairs = done_to(lead)
    if not pairs:
        return []
    stems = [compact(act) for act, _ in pairs]
    if any(_told(matcher, part, act) for part in parts for act, _ in pairs) or any(
            len(w) >= 2 and (w.startswith(stem) or stem.startswith(w)) for w in map(compact, told) for stem in stems):
        return []
    return list(dict.fromkeys(act for act, _ in pairs))


def untold_ruling(matcher: Vocabulary, parts: list[Part], sentence: str) -> str | None:
    """The act a rule rules on (its last act: "계정과 비밀번호는 동료나 외부 업체와 **공유**하지 않는다") when the
    English question whose story was set aside tells neither it nor a word for it: "I use the same password for
    work and my Netflix account, is that ok?" asks about reusing it, and the sharing rule passed on password and
    account alone. A bare act (쓰, 하, 받 …: `GENERIC_VERBS`) says nothing of which act, so it never counts."""
    if not parts or not points_back(parts[0].text):
        return None
    acts = situations.indexed_acts(analyze(sentence))
    if not acts:
        return None
    act = acts[-1][1]
    if _own_verb(parts[0]):
        return None
    if act in GENERIC_VERBS or any(_told(matcher, part, act) or act in _concept_acts(part) for part in parts):
        return None
    return act


def _concept_acts(part: Part) -> frozenset[str]:
    """The act stems of the policy words the question's words stand for ("lent" -> 빌려주: 빌리, 주)."""
    return frozenset(m.lemma for words in part.concepts.values() for word in words for m in analyze(word)
                     if m.tag in ("VV", "VA", "NNG"))


_POINTERS = frozenset({"that", "this", "it"})
_BE = frozenset({"is", "isn't", "was", "would", "will"})  # "is that ok", "would that be fine"


def points_back(text: str) -> bool:
    """"X, is that ok?", "X. Is this allowed?": the message ends on an asking clause made only of frame and
    function words that points back with that / this / it, so what is asked is the clause before it (whose
    words `english.context_words` reads as story)."""
    if not english.is_english(text):
        return False
    found = english.clauses(text)
    if len(found) < 2:
        return False
    words, asks = found[-1]
    return asks and words[0] in _BE and len(words) > 1 and words[1] in _POINTERS \
        and all(english.is_function_word(w) for w in words)


_SUBJECTS = frozenset("i we you he she they to been be can could will would may might should must".split())  # noqa: SIM905


def _own_verb(part: Part) -> bool:
    """The asker names their act with a verb of their own ("my teammate wants to **borrow** my login", after a
    subject, "to" or a modal): even one the glossary maps (borrow -> 빌려주) may word the rule's act otherwise
    (lending a login is sharing it: 공유), so `untold_ruling` does not judge it. Only a bare verb ("I **use** the
    same password", a function word) leaves the act untold."""
    words = re.findall(r"[a-z][a-z']*", part.text.lower())
    return any(prev in _SUBJECTS and not english.is_function_word(w) for prev, w in itertools.pairwise(words))
