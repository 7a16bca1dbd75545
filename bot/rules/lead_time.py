"""A lead time is not how long something lasts (batch `_ze`, issue 8).

"VPN 인증서 발급받으면 언제까지 쓸 수 있어요?" asks how long the certificate can be used: "인증서가 만료되기
30일 전에 재발급을 신청한다" gives a lead time before the expiry, for another act (신청), and passed because its
figure satisfied the duration asked. A question asking until when or for how long (언제까지, 얼마 동안, how long)
is not answered by a sentence whose figures are all lead times ("N일 전에", "N일 전부터") and whose act the
question does not name (the deadline asked of the act itself, "재발급 신청은 언제까지 해야 돼요?", is answered).
A question that asks about the time before something itself (전, 미리, before, in advance) is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.tags import VERB_ADJECTIVE_TAGS
from bot.language.terms import GENERIC_VERBS, NOUN_TAGS, analyze, compact, lemmas_of

# "얼마나 쓸 수 있어요?": how long it can be used (the analyzer reads 얼마나 alone as an amount; also read by
# bot.rules.validity_span)
HOW_LONG_USED_RE = re.compile(r"얼마나\s*(?:오래\s*)?(?:쓸|써|쓰|사용|이용)")
_UNTIL_RE = re.compile(
    rf"언제까지|얼마\s*동안|얼마나\s*오래|{HOW_LONG_USED_RE.pattern}|how\s+long|until\s+when", re.I)
_BEFORE_ASKED_RE = re.compile(r"전|미리|before|in\s+advance|ahead", re.I)
_FIGURE_RE = re.compile(r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분)(\s*전)?")


def main_act(sentence: str) -> str | None:
    """The sentence's last act: a non-generic verb, or a noun made a verb by 하다 ("신청한다" -> 신청)."""
    morphs = analyze(sentence)
    act = None
    for i, morph in enumerate(morphs):
        verb = morph.tag in VERB_ADJECTIVE_TAGS and morph.lemma not in GENERIC_VERBS
        if verb or (morph.tag in NOUN_TAGS and i + 1 < len(morphs) and morphs[i + 1].tag == "XSV"):
            act = morph.lemma
    return act


def _all_lead_times(sentence: str) -> bool:
    """The sentence states figures, and every one of them is a lead time ("N일 전에")."""
    figures = list(_FIGURE_RE.finditer(sentence))
    return bool(figures) and all(f.group(1) for f in figures)


def other_act(question: str, sentence: str, policy_words: Callable[[str], Iterable[str]]) -> str | None:
    """The act of a sentence whose figures are all lead times ("N일 전에"), when the question does not name that act
    (itself or as a policy word); None otherwise."""
    if not _all_lead_times(sentence):
        return None
    act = main_act(sentence)
    if act is None:
        return None
    squeezed = compact(question)
    if act in lemmas_of(question) or compact(act) in squeezed or any(compact(w) in squeezed for w in policy_words(act)):
        return None
    return act


def problems(question: str, sentence: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """A lead-time sentence for another act does not say how long something lasts."""
    if not _UNTIL_RE.search(question) or _BEFORE_ASKED_RE.search(question):
        return []
    act = other_act(question, sentence, policy_words)
    return [] if act is None else [f"(a lead time before an event, for {act}: not how long something lasts)"]


# the event a lead time counts back from: "만료되기 30일 전에", "만료 7일 전부터"
_COUNTED_FROM_RE = re.compile(r"([가-힣]+?)(?:되기|하기|기)?\s*\d+\s*(?:년|개월|달|주|영업일|일|시간|분)\s*전")
_WHEN_RE = re.compile(r"언제|며칠에|몇\s*일에|\bwhen\b|what\s+date", re.I)


def counted_from(sentence: str) -> list[str]:
    """The events the sentence's lead times count back from ("인증서가 만료되기 30일 전에 …": 만료)."""
    return [m.group(1) for m in _COUNTED_FROM_RE.finditer(sentence)]


def when_problems(question: str, sentence: str, names: Callable[[str], bool]) -> list[str]:
    """"VPN 인증서 언제 만료돼요?" asks when the expiry is: "인증서가 만료되기 30일 전에 재발급을 신청한다" counts
    back from it to time another act (신청), and says nothing of when it comes. A when-question that names the
    event a lead time counts from (`names`) and not the sentence's own act is not answered by it; asking about the
    act itself ("재발급은 언제 신청해요?") or the time before ("며칠 전에") is."""
    if not _WHEN_RE.search(question) or _BEFORE_ASKED_RE.search(question):
        return []
    act = main_act(sentence)
    if act is None or names(act):
        return []
    # a question that names what the rule then does ("재발급은 언제 해요?", "변경 안내는 언제 떠요?") asks about it
    lead = list(_COUNTED_FROM_RE.finditer(sentence))
    after = sentence[lead[-1].end():] if lead else ""
    if any(m.tag in NOUN_TAGS and names(m.lemma) for m in analyze(after)):
        return []
    events = [e for e in (m.group(1) for m in lead) if e != act and names(e)]
    return [f"(a lead time counted back from {events[0]}, for {act}: not when {events[0]} is)"] if events else []


# a span counted forward from an event: "만료되면 며칠 안에", "신고하고 몇 시간 뒤에", "퇴사 후 며칠 이내"
_AFTER_SPAN_RE = re.compile(
    r"(?:되면|하면|[한된]\s*(?:뒤|후)|(?:뒤|후)(?:에)?|[고면])\s*(?:며칠|몇\s*(?:일|시간|분|주|달|개월)|얼마)\s*"
    r"(?:안에|만에|이내|내로|내에|뒤에?|후에?|지나)")


def after_problems(question: str, sentence: str) -> list[str]:
    """"인증서 만료되면 며칠 안에 재발급돼요?" counts a span forward from the expiry: "인증서가 만료되기 30일 전에
    재발급을 신청한다" counts back from it, and says nothing of what comes after. A question that asks a span after
    an event is not answered by a sentence whose figures are all lead times ("N일 전에"); a question that asks
    about the time before (전, 미리) is left alone."""
    if not _AFTER_SPAN_RE.search(question) or _BEFORE_ASKED_RE.search(question) or not _all_lead_times(sentence):
        return []
    return ["(a span after an event asked: the sentence counts back before it)"]
