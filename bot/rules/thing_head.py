"""The thing a compound names is its last noun, not the policy noun that qualifies it (issue 8, hunt31).

"동료한테 노트북 거치대 빌려줘도 되나요?" asks about a laptop stand; "USB 케이블 잃어버렸으면 보안팀에 신고해요?"
about a cable; "USB 허브를 업무용 컴퓨터에 연결해도 되나요?" about a hub. Each wrote a policy noun (노트북, USB)
right before a noun the policies never use, with no particle between, and the unknown noun was set aside as the
question's story once the policy noun, the act and a person pinned the sentence: "지급받은 노트북은 … 남에게
빌려주지 않는다", "보안 USB를 잃어버리면 즉시 보안팀에 신고한다" and "개인 USB나 외장 하드는 … 연결하지 않는다" were
quoted (near misses answered, the worst outcome). In a Korean noun phrase the last noun is its head: the device noun
before it only says which kind of thing (a laptop's stand, a USB cable). So the last noun of such a phrase, after a
device noun the sentence carries (a member of `bot.rules.other_kind`'s device kind: 노트북, USB, 휴대폰, 태블릿 …),
is what is asked, never story, when the phrase is what the question's act takes: the phrase ends the noun run and is
followed by an object, subject or topic particle or directly by a verb ("거치대 빌려줘도", "허브를 연결해도",
"케이블 잃어버렸으면"), in a question without a question word (a permission or yes/no question on the thing itself).

Not a head: a person (the owner or the receiver: "노트북 주인"), a word for a time or an attribute (filtered out of
the terms already), a Latin word, nor a phrase that is itself a glossary variant of a policy word. Questions with a
question word ("노트북 교체 시기가 언제예요?") are left to the other rules. English compounds read the same way ("I
lost my laptop **charger**, should I tell IT?", "My laptop **sleeve** got stolen, do I need to report it?"): a
carried noun after a determiner or possessive and right before a word with no policy word, itself not a function
word nor an inflected form (a verb: "my laptop broke"), ending its clause or followed by a verb of what happened to
it (got, was, is …) (`english_heads`). General logic on MeCab-ko's tags and English word forms, never lists of
questions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language import english
from bot.language.tags import NOUN_OR_LATIN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import Morph, analyze, compact, noun_words
from bot.rules import answer_kind, other_kind
from bot.rules.message_parts import QUESTION_WORD_RE

_TAKEN = ("JKO", "JKS", "JX", "VV", "VA")  # what may follow the phrase the act takes


def thing_heads(text: str, carried: Iterable[str], variant_of: Callable[[str], bool]) -> frozenset[str]:
    """The unknown heads of "policy noun + noun" phrases the question's act takes (see the module docstring).

    `carried`: the question's nouns the sentence carries (lower case as in the terms); `variant_of(phrase)`: the
    phrase (compact) is a glossary variant of a policy word."""
    if QUESTION_WORD_RE.search(text):
        return frozenset()
    mods = {compact(c).lower() for c in carried}
    if not mods:
        return frozenset()
    morphs = analyze(text)
    nouns = noun_words(morphs)
    out: set[str] = set()
    for _start, (word, _parts, after) in nouns.items():
        if compact(word).lower() not in mods or not other_kind.is_device(word):
            continue
        following = nouns.get(after)
        if following is None:
            continue
        head, _hparts, end = following
        if compact(head).lower() in mods or answer_kind.is_person(head) or head.isascii():
            continue
        if end < len(morphs) and not morphs[end].tag.startswith(_TAKEN) and not _before_place(morphs, end):
            continue  # another noun or a locative after it: not the phrase the act takes
        if variant_of(compact(f"{word}{head}").lower()):
            continue
        out.add(head)
    return frozenset(out)


_NOUNS = NOUN_OR_LATIN_TAGS
_PLACE_PARTICLES = frozenset({"에", "에다", "로", "으로"})


def _before_place(morphs: tuple[Morph, ...], end: int) -> bool:
    """The phrase is followed by where the act puts it and then the act itself, its object particle dropped
    ("USB 선풍기 회사 컴퓨터에 꽂아도", "태블릿 덮개 회사 책상에 둬도"): nouns, a locative (에, 에다, 로) and a verb
    (or a noun made a verb) right after it (hunt32)."""
    i = end
    while i < len(morphs) and morphs[i].tag in _NOUNS:
        i += 1
    if i == end or i + 1 >= len(morphs) or morphs[i].tag != "JKB" or morphs[i].lemma not in _PLACE_PARTICLES:
        return False
    after = morphs[i + 1]
    if after.lemma in ("있", "없"):
        return False  # "책상에 있는 거": where it is, not where the act puts it
    return after.tag.startswith(VERB_ADJECTIVE_TAGS) or (after.tag in _NOUNS and i + 2 < len(morphs)
                                                   and morphs[i + 2].tag.startswith("XSV"))


_DETERMINERS = frozenset("my our your his her their the a an this that its".split())  # noqa: SIM905
_AFTER_HEAD = frozenset("got get gets was were is are has have had went broke".split())  # noqa: SIM905
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9'-]*|[^\sA-Za-z0-9]")


def english_heads(text: str, carried: Iterable[str], has_policy_word: Callable[[str], bool]) -> frozenset[str]:
    """The English side of `thing_heads`: "my laptop charger" asks about the charger (see the module docstring)."""
    if not english.is_english(text) or QUESTION_WORD_RE.search(text):
        return frozenset()
    mods = {c.lower() for c in carried}
    tokens = [w.lower() for w in _WORD_RE.findall(text)]
    out: set[str] = set()
    for i in range(1, len(tokens) - 1):
        det, mod, head = tokens[i - 1], tokens[i], tokens[i + 1]
        if det not in _DETERMINERS or mod not in mods or not other_kind.is_device(mod) or not head.isalpha() \
                or head in mods:
            continue
        after = tokens[i + 2] if i + 2 < len(tokens) else "."
        if after.isalpha() and after not in _AFTER_HEAD:
            continue  # the phrase goes on ("my laptop bag and charger", "my laptop at home")
        if head in _AFTER_HEAD or english.is_function_word(head) or has_policy_word(head) \
                or english.lemma(head) != head or head.endswith(("ed", "ing", "ly")) or head in english.PERSON_HEADS:
            continue
        out.add(head)
    return frozenset(out)
