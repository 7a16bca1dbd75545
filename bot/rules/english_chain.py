"""The glossary chain (laptop -> 노트북 -> 장비) in an English question, kept to sentences whose opening act the
question names (issue 8, branch english7; cover17 left the English half open).

`bot.rules.glossary_chain` lets a question noun's policy word stand for the policy word it is listed under (노트북 ->
장비), in Korean and mixed questions only. English questions about a laptop were handed off in five dev batches (`d`,
`v`, `zf`, `zt`, `zy`): "someone took my company laptop at a cafe, what happens to my account after I report it?"
against "신고를 받은 IT 담당자가 장비를 원격으로 잠그고 계정을 차단한다", "I handed my laptop back, what happens to the
data on the disk?" against "반납된 장비의 저장 장치는 …". Chaining them as the Korean rule does answered invented near
misses wrongly, since the English story rules do not check the sentence's condition as the Korean ones do: "my
laptop is broken, will IT lock my account?", "I sold my old laptop, what happens to my account?", "does IT remotely
lock my laptop when I go on vacation?", "I came back from parental leave, what happens to the storage in my laptop?".

So the chain is still not followed when an English question is read (`bot.topic.TopicMatcher._part`);
`answered` lets the chained word carry a noun still missing against one sentence, and only when:
- the question names, by a policy word of another of its covered words, something the sentence says before the
  chained word (its opening act: 신고를 받은, 반납된), a person or team excepted (IT 담당자 opens the lock sentence,
  and "will IT lock it?" names IT without the report);
- its asking clause names a topic besides the noun: "I returned from parental leave today, do I get a new
  laptop?" (a dev near miss) names 반납 in its story and asks of the laptop alone;
- no other word of the question is left out but the noun of a place phrase ("at a cafe"), and its story does not
  turn (but, though, however …): "I reported my laptop as lost but then found it, will IT still lock my
  account?" is not answered by the lock sentence (find is a stop word, so only the turn shows it).
A sentence that carries the noun's own policy word (노트북) needs nothing of this.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.knowledge.glossary import Glossary
from bot.language import english
from bot.language.terms import compact
from bot.rules import glossary_chain, mixed_language

# people and teams a sentence may open with: naming them says nothing of the act the sentence is conditioned on
_PERSONS = frozenset({"IT 담당자", "담당자", "보안팀", "팀장", "개인정보 보호 담당자"})


def _asked_beside(question: str, noun: str) -> bool:
    """The asking clause of the English question names a topic besides the noun ("…, what happens to my account
    after I report it?"); "I returned from parental leave today, do I get a new laptop?" asks of the laptop alone."""
    own = {noun.lower(), english.lemma(noun)}
    return any(asking and any(w not in own and english.lemma(w) not in own and not english.is_function_word(w)
                              and len(w) > 1 for w in words)
               for words, asking in english.clauses(question))


# a story that turns ("… lost but then found it", "though I got it back"): the chained rule is not answered across it
_CONTRAST = re.compile(r"\b(?:but|though|although|however|except|yet)\b", re.I)


def _placed(question: str, word: str) -> bool:
    """The word is the noun of a place phrase ("at a cafe", "in the meeting room", "from my car")."""
    return re.search(rf"\b(?:at|in|on|from)\s+(?:(?:a|an|the|my|our|his|her|their)\s+)?(?:[a-z]+\s+)?"
                     rf"{re.escape(word)}\b", question, re.I) is not None


def answered(glossary: Glossary, question: str, terms: Iterable[str], missing: list[str], covered: Iterable[str],
             sentence: str, words_for: Callable[[str], Iterable[str]]) -> list[str]:
    """`missing` less an English question noun (laptop) whose policy word (노트북) the sentence does not carry but
    whose chained word (장비) it does, when the question names something the sentence says before that word (not a
    person or team), its asking clause names a topic besides the noun, its story does not turn (but, though …),
    and every other word is covered or the noun of a place phrase."""
    if not missing or not english.is_english(question):
        return missing
    terms = list(terms)
    squeezed = compact(sentence)
    done = set(covered)
    kept: list[str] = []
    for noun in missing:
        if noun not in terms or not noun.isascii():
            kept.append(noun)
            continue
        chained = glossary_chain.chained(glossary, mixed_language.policy_words(glossary, noun), question,
                                         english_ok=True)
        spots = [squeezed.find(compact(v)) for v in chained if compact(v) in squeezed]
        if not spots:
            kept.append(noun)
            continue
        before = squeezed[:min(spots)]
        named = {w for other in terms if other != noun and other in done for w in words_for(other)} - _PERSONS
        left = [w for w in terms if w != noun and w not in done and not _placed(question, w)]
        if left or _CONTRAST.search(question) or not _asked_beside(question, noun) or \
                not any(compact(w) in before for w in named):
            kept.append(noun)
    return kept
