"""A rule for one occasion asked of another (issue 8, near-miss batch `_zs`, branch hunt17).

"서버실에서 **나올 때도** 기록 남겨야 돼요?" asks whether a duty holds on another occasion than the one the rule
names: "서버실에 **들어갈 때는** 출입 기록부를 작성한다" says what to do when entering, not when leaving. The question
words its occasion as "V-ㄹ 때도" / "V-ㄹ 때는" (the particle sets that occasion beside or against another); the
sentence words its own as "V2-ㄹ 때(는)". When the sentence has an occasion of its own and neither the sentence nor
its section heading names the question's occasion (its verb or verbal noun, or a policy word the glossary gives
it), the sentence is about another occasion and does not answer. "서버실 출입할 때도 …" against the section
"2. 서버실 출입" names it (the heading is the section's subject); a sentence without a "때" clause ("퇴사하면 …")
is left to the other rules.

Part of the `answers_question` check and of the extractive generator's choice, both through
`bot.topic.TopicMatcher.coverage`. Closed logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.language.terms import Morph, analyze, compact

_SETTING_PARTICLES = frozenset({"도", "는", "은"})


def _occasions(morphs: tuple[Morph, ...], particles: frozenset[str] | None) -> list[str]:
    """The verbs or verbal nouns right before 때 ("나올 때", "출입할 때"), when the particle after 때 is one of
    `particles` (None: any or none)."""
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.lemma != "때" or not m.tag.startswith("NN") or i == 0:
            continue
        after = morphs[i + 1] if i + 1 < len(morphs) else None
        if particles is not None and (after is None or after.tag != "JX" or after.lemma not in particles):
            continue
        prev = morphs[i - 1]
        if prev.tag.startswith("XSV") and i > 1 and morphs[i - 2].tag.startswith("NN"):
            out.append(morphs[i - 2].lemma)  # "출입할 때"
        elif prev.tag.startswith("VV"):
            out.append(prev.lemma)  # "나올 때"
    return out


def problems(question: str, sentence: str, heading: str, words_for: Callable[[str], list[str]]) -> list[str]:
    """The question's "V 때도/때는" occasion is not the sentence's "V2 때" one (see the module docstring)."""
    asked = _occasions(analyze(question), _SETTING_PARTICLES)
    if not asked:
        return []
    own = _occasions(analyze(sentence), None)
    if not own:
        return []
    body = compact(f"{heading} {sentence}")
    lemmas = {m.lemma for m in analyze(f"{heading} {sentence}")}
    out = []
    for verb in asked:
        names = {verb, *words_for(verb)}
        if verb in own or any(n in lemmas or (len(n) > 1 and compact(n) in body) for n in names):
            continue
        out.append(f"(another occasion: the question asks '{verb} 때', the rule is for '{own[0]} 때')")
    return out
