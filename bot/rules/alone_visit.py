"""Going into a place alone to do something there is the entering the rule on going in together forbids ("서버실 혼자
들어가서 케이블만 확인하고 나와도 되나요?", "야간에 혼자 서버실 들어가서 장비 확인해도 되나요?").

`bot.rules.entered_place` carries the question's 들어가 by the policy's 출입 of the same place, but not an entering
that leads on to another act ("들어가서 작업해도": then the act done inside is what is asked). When the entering is
done **alone** (혼자 before it) and the sentence rules that the place is entered together ("서버실에는 2인 이상이 함께
출입한다"), the act inside no longer matters: whatever is done there, going in alone is what the rule answers, and
the question's permission is asked of that visit. The entering, the words of the acts chained after it (케이블,
확인, 나오) and the time of the visit ("야간에") are then carried by the sentence.

So is a visit asked itself ("야간 작업 때 서버실 혼자 들어가도 돼요?", "서버실 점검 혼자 들어가도 돼요?", session 55):
the nouns of the run before 혼자 that the sentence does not name (작업, 점검: what the visit is for) and its time are
carried.

Only that shape, on the analyzer's tags: 혼자 before an entering verb (들어가) that goes on with -서/-고 to the rest of
the question; a place before the verb that the sentence names; a sentence that says the place is entered together
(함께, 같이, N인 이상 with 출입). Other words before the entering (a person: "기사님 혼자") are not touched.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term, analyze, compact
from bot.rules import asked_setting
from bot.rules.entered_place import _place_before, place_run

_ENTER = "들어가"
_ALONE = "혼자"
_THEN = frozenset({"서", "어서", "아서", "고"})
_TOGETHER_RE = re.compile(r"(?:함께|같이|\d+\s*인\s*이상|둘\s*이상)[^.]*(?:출입|입실|입장)")
_CONTENT = ("NNG", "NNP", "SL", "VV", "VA", "XR")


def carried(question: str, unmatched: Iterable[Term], sentence: str, permission: bool) -> set[str]:
    """The entering and the words of the acts chained after it, for a permission question (`permission`) that goes
    into a place alone and a sentence that rules the place is entered together."""
    terms = list(unmatched)
    if not permission or not terms or _TOGETHER_RE.search(sentence) is None:
        return set()
    morphs = analyze(question)
    squeezed = compact(sentence)
    for i, m in enumerate(morphs):
        if m.lemma != _ENTER or m.tag != "VV" or i + 1 >= len(morphs):
            continue
        nxt = morphs[i + 1]
        if not any(x.surface == _ALONE for x in morphs[:i]):
            continue
        if nxt.surface == "도" and nxt.tag.startswith("JX"):  # "서버실 점검 혼자 들어가도": the visit itself asked
            run = place_run(morphs, next((k for k in range(i) if morphs[k].surface == _ALONE), i)) or ()
            if run and any(len(compact(w)) >= 2 and compact(w) in squeezed for w in run):
                occasion = {w.lower() for w in run if compact(w) not in squeezed}
                times = asked_setting.asked_times(question)
                return {t.text for t in terms if t.text == _ENTER or t.text.lower() in occasion or any(
                    w == t.text or w.startswith(t.text) for w in times)}
            continue
        if nxt.tag != "EC" or nxt.surface not in _THEN:
            continue
        # the place right before the verb or before 혼자 ("서버실 혼자 들어가서"); MeCab-ko may read 혼자 as a noun of
        # the run ("혼자 서버실 들어가서"), which is not part of the place
        place = (_place_before(morphs, i) or "").removeprefix(_ALONE) or _place_before(
            morphs, next((k for k in range(i) if morphs[k].surface == _ALONE), i))
        if not place or compact(place) not in squeezed:
            continue
        after = {w.lower() for x in morphs[i + 2:] if x.tag.split("+")[0] in _CONTENT or x.tag.startswith("XSV")
                 for w in (x.surface, x.lemma)}
        # the time of the visit too ("야간에 혼자 … 들어가서"), as for going in alone (bot.rules.alone_adverb.untimed)
        times = asked_setting.asked_times(question)
        return {t.text for t in terms if t.text == _ENTER or t.text.lower() in after or any(
            w == t.text or w.startswith(t.text) for w in times)}
    return set()
