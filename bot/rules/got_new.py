"""Getting a new one of a thing tells that the thing was replaced (issue 8, the rule's situation).

"폰 새로 샀는데 OTP 다시 깔아야 되나요?" tells that the asker's phone was replaced: "휴대폰을 바꾸면 OTP를 다시
등록한다" is the rule for that situation, though the question says 샀 (bought), not 바꾸. A question that tells it
got a new one ("새로 샀는데", "새로 받았어요", "새 폰 샀는데") tells the situation of a rule that opens with replacing
(바꾸면, 교체할 때는) the same thing: the rule's condition noun is one the question names (폰 in 휴대폰), and the
verb of getting (사다, 받다, 장만하다, 구입하다) is that situation's, not a topic of its own. Never a new thing of
another kind ("새 노트북 받았는데" is not "휴대폰을 바꾸면"), never without 새 / 새로.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from bot.language.terms import Term, analyze, compact

_GETS = r"(?:샀|사서|산|사고|받았|받아서|받고|장만|구입|구매)"
# the thing got new: the word right before 새로 ("폰 새로 샀는데") or right after 새 ("새 폰 샀는데")
_PARTICLE = r"(?:을|를|은|는|이|가|도)?"
_GOT_NEW_RE = re.compile(rf"([가-힣A-Za-z]+?){_PARTICLE}\s*새로\s*{_GETS}|새\s*([가-힣A-Za-z]+?){_PARTICLE}\s*{_GETS}")
_GETTING = frozenset({"사", "받", "장만", "구입", "구매"})
_REPLACING = frozenset({"바꾸", "교체"})


def new_things(question: str) -> list[str]:
    """The things the question tells it got a new one of ("폰 새로 샀는데", "새 폰 샀는데": 폰)."""
    return [compact(m.group(1) or m.group(2)) for m in _GOT_NEW_RE.finditer(question)]


def replaced(question: str, condition: Sequence[str], nouns: Iterable[str]) -> bool:
    """The rule's opening `condition` (its events and nouns) is replacing the thing the question tells it got a
    new one of, a thing one of the question's `nouns` names."""
    if not _REPLACING & set(condition):
        return False
    got = new_things(question)
    things = [compact(w) for w in condition if w not in _REPLACING]
    named = {compact(x) for x in nouns}
    return any(g in named and any(g in w for w in things) for g in got)


def getting_carried(question: str, unmatched: Sequence[Term], condition: Sequence[str],
                    nouns: Iterable[str]) -> set[str]:
    """The verbs of getting (`unmatched`) that the told replacement stands for."""
    if not replaced(question, condition, nouns):
        return set()
    return {t.text for t in unmatched if t.verb and t.text in _GETTING}


def untold_events(question: str, events: Sequence[str], condition: Sequence[str], nouns: Iterable[str]) -> list[str]:
    """The told `events` less the verbs of getting that the rule's replacing condition stands for: in "폰 새로
    샀는데 OTP는 어떻게 해야돼요?" 사 is the situation of "휴대폰을 바꾸면 …", not an event no rule names."""
    if not replaced(question, condition, nouns):
        return list(events)
    return [e for e in events if e not in _GETTING]


# -- a thing the story says the asker got, which the policies never speak of --------------------------------

_GETTING_VERBS = frozenset({"사", "들이"})  # 샀어요, 들였어요
_GETTING_NOUNS = frozenset({"구입", "구매", "장만", "가입"})  # 구입했어요, 가입했는데 (a verbal noun + 하다)
_THING_TAGS = ("NNG", "NNP", "SL")


def got_things(story: str) -> list[str]:
    """The things a story says the asker got: "공유기 새로 샀어요", "새 태블릿 받았어요" (new_things), "아이패드
    장만했는데", "OO 가입했어요". The thing is the noun right before the act (particles and 새로 between them
    aside). Receiving without 새 / 새로 ("문자 받았어요") is an event, not a thing got."""
    morphs = analyze(story)
    out = list(new_things(story))
    for i, m in enumerate(morphs):
        verbal = m.tag == "NNG" and m.lemma in _GETTING_NOUNS and i + 1 < len(morphs) and \
            morphs[i + 1].tag.startswith("XSV")
        if not (verbal or (m.tag.startswith("VV") and m.lemma in _GETTING_VERBS)):
            continue
        j = i - 1
        while j >= 0 and (morphs[j].tag.startswith("J") or morphs[j].lemma == "새로"):
            j -= 1
        if j >= 0 and morphs[j].tag in _THING_TAGS:
            out.append(compact(morphs[j].lemma))
    return list(dict.fromkeys(out))


def untold_thing(story: str, question: str, spoken_of: Callable[[str], bool]) -> list[str]:
    """A story set aside beside the question ("공유기 새로 샀어요. 비밀번호 90일마다 바꿔야 돼요?") that says the
    asker got a thing the policies never speak of (`spoken_of` is False: no policy word, not in the policies'
    vocabulary) tells whose 비밀번호 is asked about: that thing's, which no rule is about. The company account's
    rule does not answer it; a thing the question itself names again is judged as the question's own word."""
    if not story:
        return []
    asked = compact(question)
    return [f"({thing}: the thing the asker says they got, which no policy speaks of)"
            for thing in got_things(story) if len(thing) >= 2 and thing not in asked and not spoken_of(thing)][:1]
