"""The thing the story's act was done to is not the thing of the rule's situation (issue 8, session 52).

"노트북을 지하철에 두고 내렸어요. 보안팀에 분실 신고하면 되는 거죠?": the story says what was lost (노트북) and is set
beside the question, which names only 보안팀 and 분실. "보안 USB를 잃어버리면 즉시 보안팀에 신고한다" carries every word
of the question and its situation (losing something) is the story's, but it is about losing another thing: the
object of its condition (보안 USB를) is not the object of the story (노트북을). Such a sentence speaks of another case;
the rule on a lost laptop ("노트북이나 장비를 잃어버리거나 …") answers, and corrects 보안팀.

Only objects marked with 을/를 (in the story also a noun written bare before its verb, "노트북 잃어버렸어요"): the
story's ("노트북을 … 두고 내렸어요") and the one of the sentence's condition (the clause before its first -면, -때 or
경우). Each object is read with the noun written before it ("보안 USB") and with
its policy words (노트북 and 장비 are one thing to the glossary); two objects that share none, and neither of which is
written inside the other ("폰", 휴대폰), are different things. Only a story object the policies name (the glossary
knows it): "제안서를 보내야 해요" tells a proposal, which the rule on 대외비 문서 may well be about.
General logic, no lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze, compact

_CONDITION_RE = re.compile(r"^(.*?(?:[가-힣]면|때|경우))(?=[\s,는에])")


def objects(text: str, bare: bool = False) -> list[str]:
    """The nouns `text` marks as objects (with 을/를), each with a noun written right before it ("보안 USB");
    `bare`: also a noun written right before a verb with no particle, as chat drops it ("노트북 잃어버렸어요")."""
    morphs = analyze(text)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if bare and i > 0 and m.tag.startswith("VV") and morphs[i - 1].tag in NOUN_OR_LATIN_TAGS \
                and (i < 2 or morphs[i - 2].tag not in NOUN_OR_LATIN_TAGS):
            out.append(morphs[i - 1].lemma)  # "노트북 잃어버렸어요" (not "분실 신고했어요": a noun before a noun)
            continue
        if m.tag != "JKO" or i == 0 or morphs[i - 1].tag not in NOUN_OR_LATIN_TAGS:
            continue
        j = i - 1
        if j > 0 and morphs[j - 1].tag in NOUN_OR_LATIN_TAGS:
            j -= 1
        out.append(" ".join(x.lemma for x in morphs[j:i]))
    return out


def _words(phrase: str, words_for: Callable[[str], Iterable[str]]) -> set[str]:
    out = {compact(phrase)}
    for word in (phrase, *phrase.split()):
        out.update(compact(w) for w in words_for(word))
    return out


def problems(told: str, sentence: str, words_for: Callable[[str], Iterable[str]], question: str = "") -> list[str]:
    """A note when the story `told` marks an object and the condition of `sentence` marks another one, none of whose
    words (itself or its policy words) is the story's, and which the `question` does not name either ("자리 비우면
    화면이 몇 분 뒤에 잠기게 해야 해요?" names the 자리 of "자리를 비우면")."""
    if not told:
        return []
    condition = _CONDITION_RE.match(sentence)
    if condition is None:
        return []
    ruled = objects(condition.group(1))
    story = objects(told, bare=True)
    known = [o for o in story if any(words_for(w) for w in o.split())]  # a thing the policies name
    asked = compact(question)
    ruled = [o for o in ruled if compact(o) not in asked]
    if not ruled or not known:
        return []
    story_words = set().union(*(_words(o, words_for) for o in story))
    if any(a in b or b in a for o in ruled for a in _words(o, words_for) for b in story_words):
        return []  # the same thing, or one written inside the other ("폰" of 휴대폰)
    return [f"({ruled[0]}: the sentence's case is another thing than the story's {known[0]})"]
