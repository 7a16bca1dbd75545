""""Must I call IT to unlock it, or does it unlock if I wait?": the rule that it unlocks as time passes answers
(issue 8).

"잠긴 계정 헬프데스크에 전화해야 풀리나요 아님 그냥 기다리면 풀려요", "account 잠겼는데 IT에 연락해야 풀어주나요 아님
기다리면 풀려요?": the asker offers two ways to the same end, one a duty (-야: 전화해야, 연락해야) and one waiting
(기다리면). "잠긴 계정은 시간이 지나면 자동으로 풀린다" says the end comes as time passes: waiting is enough, the duty
is not needed. The sentence never says 기다리다, nor the duty's words (헬프데스크, 전화, 연락), which are what it
answers *no* to. They are left out of what the sentence must carry when:

- the question offers two options joined by 아니면 / 아님 / 혹은, one with a wait as its condition (기다리면,
  기다려야, 기다리다 보면) and the other with a duty (a -야 ending), or it asks of one wait alone ("계정 잠겼는데
  기다리면 풀려요?": the wait verb only);
- the sentence's condition is time passing (지나면, 지나서, 지난 뒤); and
- the sentence carries the act the waiting option ends on (풀리), so it speaks of the same end.

`bot.rules.waited_span` answers how long to wait with how long a state lasts; this answers whether waiting is
enough. General logic on wording and MeCab-ko lemmas; the wait and the passing of time are closed classes.
"""

from __future__ import annotations

import re

from bot.language.terms import GENERIC_VERBS, content_terms, lemmas_of
from bot.rules.waited_span import WAIT_STEMS

_OR_RE = re.compile(r"\s(?:아니면|아님|혹은)\s")
_DUTY_RE = re.compile(r"\S(?:야|야지)(?:\s|$)")
# waiting as the condition of the end asked: 기다리면, 기다려야, 기다리다 보면, 기다리고 있으면
_WAIT_CONDITION_RE = re.compile(r"기다리(?:면|다\s*보면|고\s*있으면)|기다려야|기다려\s*보면")
_PASSING_RE = re.compile(r"지나(?:면|서|야|고)|지난\s*(?:뒤|후|다음)")


def _waits(option: str) -> bool:
    return bool(lemmas_of(option) & WAIT_STEMS)


def _ends_in(after_wait: str, sentence: str) -> bool:
    """The acts asked after the wait ("… 기다리면 **풀려요**?") are all acts of the sentence, and there is one."""
    ends = lemmas_of(after_wait) - WAIT_STEMS - GENERIC_VERBS
    return bool(ends) and ends <= lemmas_of(sentence)


def set_aside(question: str, sentence: str) -> frozenset[str]:
    """The wait verb and the words of the duty option that a rule of the end coming as time passes answers."""
    if _PASSING_RE.search(sentence) is None:
        return frozenset()
    found = _OR_RE.search(question)
    if found is None:
        # one option only: "계정 잠겼는데 기다리면 풀려요?" is answered by "시간이 지나면 자동으로 풀린다"
        found_wait = _WAIT_CONDITION_RE.search(question)
        return WAIT_STEMS if found_wait and _ends_in(question[found_wait.end():], sentence) else frozenset()
    first, second = question[:found.start()], question[found.end():]
    if _waits(second) and not _waits(first):
        waiting, duty = second, first
    elif _waits(first) and not _waits(second):
        waiting, duty = first, second
    else:
        return frozenset()
    if _DUTY_RE.search(duty) is None:
        return frozenset()
    found_wait = _WAIT_CONDITION_RE.search(waiting)
    if found_wait is None or not _ends_in(waiting[found_wait.end():], sentence):
        return frozenset()  # the sentence speaks of another end than the one waited for
    kept = {t.text for t in content_terms(waiting)}
    return frozenset(WAIT_STEMS | {t.text for t in content_terms(duty) if t.text not in kept})


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` (nouns or predicates) without the words `set_aside` finds."""
    if not missing:
        return missing
    aside = set_aside(question, sentence)
    return [w for w in missing if w not in aside] if aside else missing


def unless_answered(question: str, sentence: str, problems: list[str]) -> list[str]:
    """`problems` of the options offered (`bot.rules.alternatives`), none when the sentence answers the waiting one."""
    return [] if problems and set_aside(question, sentence) else problems
