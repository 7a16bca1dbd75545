"""A deadline asked ("언제까지 신고해야 돼요?") is answered by a rule that does the act at once (issue 8).

"보안 USB 잃어버린 걸 방금 알았어요. 언제까지 신고하면 되나요?" asks by when the report is due; "보안 USB를
잃어버리면 즉시 보안팀에 신고한다" answers it: no later than now. The duration kind the question asks for is then
met by the at-once adverb (즉시, 바로, 곧바로, 지체 없이) when that adverb governs the act the question asks about:
the act (the question's last non-generic predicate, or a policy word the glossary ties to it) is among the words
that follow the adverb in the same clause. A deadline asserted to be confirmed is `premise_figure.at_once_corrects`'s;
leave to put the act off is `delay_asked`'s (a bare 즉시 answers "며칠 있다가 말해도 돼요?" only when its
clause does the asked act, `does_at_once`). Only "언제까지", "며칠 안에" (a limit in days or hours), "기한" and their
English forms ("by when", "how soon", "within how many days") ask for a deadline; "얼마나 오래", "기간" ask for a
length, which 즉시 does not state.

The act due is also read where the deadline is asked (session 42, probe `_p42b`): the first predicate after the
deadline words ("언제까지 신고해야 돼요?", "how soon do I need to change my password?"), or, when that predicate is a
generic one (하, 되), the noun right before them ("분실신고 언제까지 하면 돼요?"); the question's last predicate
may belong to its story ("택시에 노트북 두고 내렸어요"). The at-once clause carries the act in its own words or in a
glossary equivalent ("바로 비밀번호를 바꾸고" carries change, 변경).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language import english
from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import GENERIC_VERBS, analyze, compact

_DEADLINE_ASKED_RE = re.compile(
    r"언제\s*까지|얼마나\s*빨리|(?:며칠|몇\s*(?:일|시간))\s*(?:안에|안으로|이내|내로|내에)|기한|"
    r"\bby\s+when\b|\bhow\s+(?:soon|quickly|fast)\b|\bwithin\s+how\s+(?:many|long)\b|\bdeadline\b", re.I)
# what stands between "how soon" and the act in English: "do I need to", "should I", "must we", "have to"
_EN_FRAME = frozenset(
    "do does did i we you need needs to should must have has i'm am is are be the a an my our it this".split())  # noqa: SIM905
# the at-once adverb and the rest of its clause (up to a clause break: a comma or a connective -고 / -며 before a space)
# telling a party (the lemma asked; the forms a rule's clause tells it with) and the party told ("보안팀에 알려")
_TELLING = frozenset({"신고", "알리", "연락", "보고", "말하"})
_TELLING_FORMS = ("신고", "알린", "알리", "연락", "보고")
_TOLD_PARTY_RE = re.compile(r"([가-힣A-Za-z]{2,}?)(?:에게|한테|께|에)(?=\s)")
_AT_ONCE_CLAUSE_RE = re.compile(r"(?:즉시|곧바로|바로|지체\s*없이)\s*([^,.]*?)(?:[고며]\s|[,.]|$)")


def _act_asked(question: str, asked: re.Match[str]) -> str | None:
    """The act whose deadline the words `asked` ask: the first content predicate after them, or the noun right
    before them when that predicate is generic ("분실신고 언제까지 하면")."""
    if english.is_english(question):
        for word in re.findall(r"[A-Za-z']+", question[asked.end():]):
            if word.lower() not in _EN_FRAME:
                return word.lower()
        return None
    after = re.split(r"[?？.!,]", question[asked.end():], maxsplit=1)[0]
    for m in analyze(after):
        if m.tag in ("VV", "VA", *KOREAN_NOUN_TAGS):
            if m.tag in ("VV", "VA") and m.lemma in GENERIC_VERBS:
                break
            return m.lemma
    before = [m for m in analyze(re.split(r"[?？.!,]", question[:asked.start()])[-1]) if m.tag in KOREAN_NOUN_TAGS]
    return before[-1].lemma if before else None


def answers(question: str, sentence: str, act: str | None, words_for: Callable[[str], Iterable[str]],
            words_in: Callable[[str], Iterable[str]] | None = None) -> bool:
    """`question` asks by when `act` (or the act where the deadline is asked) is due and `sentence` says to do it
    at once; `words_in`: the policy words a text carries in glossary equivalents."""
    asked = _DEADLINE_ASKED_RE.search(question)
    if asked is None:
        return False
    return does_at_once(sentence, {a for a in (act, _act_asked(question, asked)) if a}, words_for, words_in) or (
        _told_at_once(question, sentence))


def _told_at_once(question: str, sentence: str) -> bool:
    """"보안팀에 며칠 안에 알려야 하나요?" and "즉시 보안팀에 신고한다": telling a party is due at once when an
    at-once clause tells that same party, whichever telling verb it uses (신고, 알리다, 연락, 보고)."""
    morphs = analyze(question)
    if not any(m.lemma in _TELLING for m in morphs if m.tag in ("VV", "NNG")):
        return False
    parties = [compact(m.group(1)) for m in _TOLD_PARTY_RE.finditer(question)]
    if not parties:
        return False
    for m in _AT_ONCE_CLAUSE_RE.finditer(sentence):
        clause = compact(m.group(1))
        if parties[-1] in clause and any(word in clause for word in _TELLING_FORMS):
            return True
    return False


def does_at_once(sentence: str, acts: Iterable[str], words_for: Callable[[str], Iterable[str]],
                 words_in: Callable[[str], Iterable[str]] | None = None) -> bool:
    """`sentence` says to do one of `acts` at once: an at-once adverb whose clause carries the act in its own words
    or a glossary equivalent ("즉시 IT 담당자에게 분실 신고를 한다" does 신고 at once)."""
    forms = {compact(w) for a in acts for w in (a, *words_for(a))}
    forms = {f for f in forms if len(f) >= 2}
    if not forms:
        return False
    for m in _AT_ONCE_CLAUSE_RE.finditer(sentence):
        clause = compact(m.group(1))
        if any(f in clause for f in forms) or (
                words_in is not None and any(compact(w) in forms for w in words_in(m.group(1)))):
            return True
    return False
