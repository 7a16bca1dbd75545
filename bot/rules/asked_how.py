"""How to do an act, asked without "방법" (issue 8, session 39): "비밀번호 바꾸려면 어떻게 해야 돼요?", "공유 링크는
어떻게 만들어요?", "VPN 연결은 어떻게 하는거예요?", "How do I change my password?".
`bot.rules.kind_scope.method_problem` reads "방법", "절차" and "어떻게 …는지"; these questions were answered by a
sentence that only requires the act ("비밀번호는 90일마다 바꾼다"), names it as a step before another act ("VPN을 먼저
연결한 뒤 사내 시스템에 접속한다"), or states what happens ("… 변경 안내가 표시된다") — none says how. Part of the
`answers_question` check through `bot.matching.scope.ScopeRules._kind_scope_problems`.

The asked act:
- the predicate before "-려면" in a question that asks 어떻게 after it ("설치하려면 어떻게 해요?");
- the verb right after 어떻게 ("어떻게 만들어요?"), not 되다 ("어떻게 돼요?" asks what becomes of a thing) nor a quoted
  rule ("어떻게 쓰라고 돼 있어요?");
- a topic noun with 은/는 before 어떻게 / 어떤 절차 ("VPN 연결은 어떻게 하는 거예요?", "검토는 어떤 절차로
  진행해요?") when the question or the sentence uses it, or one of its policy words, as a predicate (a verbal noun,
  not "노트북은 어떻게");
- in English, the verb of "how do I V", "how to V", "process to V", "I want to V. What do I have to do?", through its
  glossary words (`english_problem`).

A sentence that states a fact ("… 유효기간은 1년이다") says no how. One ending on the asked act says how when it adds a
means, a recipient, a place, a requirement or a step the question does not hold ("버튼으로 신고한다", "IT 담당자에게
반납한다", "보안팀에 신고한다", "승인 없이 … 넘기지 않는다", "… 승인 후 설치한다"). One ending on another act: after
어떻게 V that act is the manner asked ("어떻게 버려요?" -> "… 파쇄한다") unless it only states what happens, or tells
someone and does not hold V ("어떻게 걸어요?" -> "… 다른 경로로 알려 준다" says how to tell it); after
"-려면" (and in English) it must not hold the asked act as a step or condition before it ("VPN을 먼저 연결한 뒤 …",
"휴대폰을 바꾸면 …"), must be a deed (not "표시된다", "쓸 수 없다", "사내 한정으로 본다"), and must not speak only of a
thing the act was already done to ("등록된 보안 USB만 사용한다"). What-to-do questions ("뭐 해야 돼?", "what should I
do?") need a sentence whose own predicate is an act (`deed_problem`).

General logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Literal

from bot.language import english
from bot.language.tags import DERIVING_SUFFIX_TAGS
from bot.language.terms import GENERIC_NOUNS, Morph, analyze, compact
from bot.rules.kind_scope import (
    _CONDITION_ENDINGS,
    _GENERIC_ACTS,
    _LIGHT,
    _METHOD,
    MEANS_PARTICLES,
    STATES,
    _asked_act,
    _content,
    _final_act,
    _same_act,
    is_deed,
    occasions,
    passive,
)

_HOW = ("어떻게", "어케", "어캐")
_PURPOSE_HOW = re.compile(r"려면.*?(?:어떻게|어케|어캐)")
_STEP_ENDINGS = frozenset({"고", "어서", "아서"})
_AFTER = frozenset({"뒤", "후", "다음"})  # "연결한 뒤", "승인 후": a step ordered before the act
# acts of telling someone
_TELLING = frozenset({"알리", "말하", "전하", "전달", "얘기", "설명", "안내", "통보", "공지", "연락", "신고",
                      "보고", "공유"})


# acts of making a thing ("공유 링크는 어떻게 만들어요?")
_MAKING = frozenset({"만들", "생성"})


def _how_at(morphs: tuple[Morph, ...]) -> int | None:
    """The index of the question's how word (어떻게, 어케; "어떻"+"게"; "어떤 절차/방법")."""
    for i, m in enumerate(morphs):
        nxt = morphs[i + 1].lemma if i + 1 < len(morphs) else ""
        if m.lemma in _HOW or (m.lemma == "어떻" and nxt == "게") or (m.lemma == "어" and nxt in ("케", "캐")):
            return i
        if m.lemma == "어떤" and i + 1 < len(morphs) and morphs[i + 1].lemma in ("절차", "방법", "식"):
            return i
    return None


def _purposed(morphs: tuple[Morph, ...], how: int) -> str | None:
    """The act before a "-려면" that comes before the how word."""
    for i in range(1, how):
        if morphs[i].tag == "EC" and morphs[i].surface.endswith("려면"):
            return _content(morphs, i - 1)
    return None


def _verb_after(morphs: tuple[Morph, ...], how: int) -> str | None:
    """The verb right after the how word ("어떻게 만들어요?")."""
    at = how + 2 if morphs[how].lemma in ("어떻", "어") else how + 1
    if at + 1 < len(morphs) and morphs[at + 1].surface.startswith(("라고", "라는", "으라고", "으라는")):
        return "되"  # "어떻게 쓰라고 돼 있어요?" asks what the rule says, not how
    if at < len(morphs) and morphs[at].tag == "VV":
        return morphs[at].lemma
    if at + 1 < len(morphs) and morphs[at].tag == "NNG" and morphs[at + 1].tag in DERIVING_SUFFIX_TAGS:
        return morphs[at].lemma
    return None


def _topic_before(morphs: tuple[Morph, ...], how: int) -> str | None:
    """The topic noun (with 은/는) before the how word, past a place or time asked with it ("변경은 어디서 어떻게")."""
    i = how - 1
    while i >= 1 and (morphs[i].tag in ("NP", "MAG") or (morphs[i].tag == "JKB" and morphs[i - 1].tag == "NP")):
        i -= 1
    if i < 1 or morphs[i].tag != "JX" or morphs[i].lemma not in ("은", "는"):
        return None  # "OTP 등록 어떻게 해요?" asks what to do about it, not how it is done
    return morphs[i - 1].lemma if morphs[i - 1].tag == "NNG" else None


def _predicates(morphs: tuple[Morph, ...]) -> set[str]:
    return {c for j in range(len(morphs)) if (c := _content(morphs, j))}


@lru_cache(maxsize=4096)
def _asked(question: str) -> tuple[str | None, str | None, bool]:
    """(the act asked by -려면 or after 어떻게, the topic noun before 어떻게, whether a -려면 purpose is asked) of a
    how question."""
    if _METHOD.search(question) and _asked_act(analyze(question)) is not None:
        return None, None, False  # kind_scope.method_problem reads it
    morphs = analyze(question)
    how = _how_at(morphs)
    if how is None:
        return None, None, False
    act = _purposed(morphs, how) if _PURPOSE_HOW.search(question) else None
    if act is not None:
        return (act if act not in _GENERIC_ACTS else None), None, True
    act = _verb_after(morphs, how)
    if act == "되":
        return None, None, False  # "어떻게 돼요?" asks what becomes of a thing; "어떻게 V라고" what the rule says
    if act is not None and act not in _GENERIC_ACTS:
        return act, None, False
    return None, _topic_before(morphs, how), False


def _object_of(morphs: tuple[Morph, ...], i: int) -> str | None:
    """The object noun ("… 을/를") of the predicate that ends at `i` (a verb, or a noun with its light verb)."""
    k = i - 1 if morphs[i].tag in DERIVING_SUFFIX_TAGS or morphs[i].lemma in _LIGHT else i
    k -= 1
    while k >= 0 and morphs[k].tag == "MAG":
        k -= 1
    return morphs[k - 1].lemma if k >= 1 and morphs[k].tag == "JKO" else None


def _step_of(morphs: tuple[Morph, ...], i: int, conditions: bool) -> tuple[int, str] | None:
    """The predicate (its index and content) that morpheme `i` closes as a step before another act ("연결한 뒤",
    "승인 후", "올리고") or, with `conditions`, as its condition ("휴대폰을 바꾸면")."""
    m = morphs[i]
    if m.tag == "NNG" and m.lemma in _AFTER and i >= 1:
        j = i - 1 if morphs[i - 1].tag != "ETM" else i - 2
        if j < 0:
            return None
        content = _content(morphs, j) or (morphs[j].lemma if morphs[j].tag in ("NNG", "NNP") else None)
        return (j, content) if content else None
    if m.tag == "EC" and i >= 1 and (m.lemma in _STEP_ENDINGS or (conditions and m.lemma in _CONDITION_ENDINGS)):
        content = _content(morphs, i - 1)
        return (i - 1, content) if content else None
    return None


def _bare_step(morphs: tuple[Morph, ...], at: int, asked: str) -> bool:
    """The step closed at `at` ("… 연결한 뒤") names nothing the question (`asked`, compact) does not, its setting
    aside: "회사 밖에서는 VPN을 먼저 연결한 뒤" for "VPN은 어떻게 연결해요?"; "팀장 승인을 받은 뒤" names who approves,
    which is how approval is got."""
    named: list[str] = []
    run: list[str] = []
    for m in morphs[:at]:
        if m.tag in ("NNG", "NNP", "SL"):
            run.append(m.lemma)
            continue
        if not (m.tag == "JKB" and m.lemma in ("에서", "에")):  # "회사 밖에서는": where, not how
            named.extend(run)
        run = []
    named.extend(run)
    return all(compact(w) in asked for w in named if w not in GENERIC_NOUNS)


def _active(morphs: tuple[Morph, ...], end: int) -> set[str]:
    """The acts the sentence (before `end`) states as done, not as a state reached ("등록된 USB")."""
    return {c for j in range(end) if (c := _content(morphs, j)) and not passive(morphs, j)}


def _adds_means(morphs: tuple[Morph, ...], final: int, asked: str) -> bool:
    """The sentence's act at `final` comes with a step, a means, a recipient or a requirement the question lacks."""
    steps = [step for j in range(final) if (step := _step_of(morphs, j, conditions=False))]
    if any(compact(content) not in asked for _, content in steps):
        return True  # "IT 담당자 승인 후 설치한다"
    return any(((morphs[j].tag == "JKB" and _means_at(morphs, j)) or morphs[j].lemma == "없이")
               and compact(morphs[j - 1].lemma) not in asked for j in range(1, final))


def _means_at(morphs: tuple[Morph, ...], j: int) -> bool:
    """The particle at `j` names a means, a recipient or a place of the act ("버튼으로", "IT 담당자에게", "보안팀에"),
    not a time ("입사일에", "5분 뒤에")."""
    if morphs[j].lemma in MEANS_PARTICLES:
        return True
    before = morphs[j - 1]
    return morphs[j].lemma == "에" and before.tag in ("NNG", "NNP") and before.lemma not in GENERIC_NOUNS \
        and not before.lemma.endswith(("일", "날", "주", "달", "년", "기", "간"))


def _judge(act: str, forms: set[str], asked: str, smorphs: tuple[Morph, ...], final: tuple[int, str],
           kind: Literal["manner", "purpose", "english"]) -> str | None:
    """`asked`: the question's words, compact; `kind`: "manner" (어떻게 V, a topic noun), "purpose" (V-려면 어떻게) or
    "english"."""
    if any(_same_act(form, final[1]) for form in forms):
        if _adds_means(smorphs, final[0], asked):
            return None
        return f"(how to {act}: the sentence requires it and states no means or step)"
    # after 어떻게 V, only a step the sentence orders before its act ("VPN을 먼저 연결한 뒤 사내 시스템에 접속한다"
    # for "VPN은 어떻게 연결하는 거예요?"); "… 사내 드라이브에만 보관하고, … 두지 않는다" joins two rules, the first
    # says how
    before = [step for j in range(final[0]) if (step := _step_of(smorphs, j, conditions=True))
              and (kind != "manner" or (smorphs[j].lemma in _AFTER and _bare_step(smorphs, j, asked)))]
    if any(_same_act(form, step) and compact(_object_of(smorphs, at) or "") in asked
           for form in forms for at, step in before):  # "승인을 받은 뒤 발급한다" is no step of "계정 받으려면"
        return f"(how to {act}: the sentence names it only as a step before {final[1]})"
    if kind == "manner":  # "어떻게 버려야 돼요?" -> "… 파쇄한다": another act is the manner asked
        state = passive(smorphs, final[0]) or final[1] in STATES  # "… 표시된다", "… 불이익도 없다"
        if state:
            return f"(how to {act}: the sentence states what happens, not what to do)"
        if final[1] in _TELLING and act not in _TELLING and not any(
                _same_act(form, c) for form in forms for c in _predicates(smorphs)):
            # "파일에 암호 어떻게 걸어요?" -> "파일 암호는 … 다른 경로로 알려 준다": how to tell it, not how to set it
            return f"(how to {act}: the sentence says how to tell someone, not how to {act})"
        return None
    if not is_deed(smorphs, *final):
        return f"(how to {act}: the sentence states what happens or is allowed, not what to do)"
    if kind == "english":
        return None
    reached = {c for j in range(final[0]) if (c := _content(smorphs, j)) and passive(smorphs, j)}
    if not any(_same_act(form, c) for form in forms for c in reached):
        return None  # "출력물 버리려면" -> "… 파쇄한다": another deed may be the way
    held = occasions(smorphs, final[0]) | _active(smorphs, final[0]) | {_object_of(smorphs, final[0]) or ""}
    if any(_same_act(form, c) or compact(form) == compact(c) for form in forms for c in held if c):
        return None
    return f"(how to {act}: the sentence speaks of what is already {act}, not how to {act})"


def _forms(act: str, words: Mapping[str, Iterable[str]]) -> set[str]:
    """The act, its policy words, and the question's other terms with one of them ("바꾸라던데 변경은": 바꾸, 변경)."""
    own = {act, *words.get(act, ())}
    return own | {term for term, policy in words.items() if own & set(policy)}


def problem(question: str, sentence: str, words: Mapping[str, Iterable[str]]) -> str | None:
    """The question asks how to do an act (see the module docstring) and the sentence does not say how."""
    act, topic, purpose = _asked(question)
    if act is None and topic is None:
        return None
    smorphs = analyze(sentence)
    final = _final_act(smorphs)
    if final is None or _final_is_copula(smorphs):
        if act is None or _is_row(sentence):
            return None  # a table row: left to the table checks
        return f"(how to {act}: the sentence states a fact, not how)"  # "어떻게 확인해요?" -> "… 유효기간은 1년이다"
    if act is None and topic is not None:
        forms = _forms(topic, words)
        verbs = _predicates(analyze(question)) | _predicates(smorphs)
        if not any(_same_act(form, v) for form in forms for v in verbs):
            return None  # "노트북은 어떻게 해요?": not a verbal noun
        act = topic
    assert act is not None
    thing = _asked_thing(question) if topic is None and not purpose else None
    if thing is not None:
        if act in _MAKING and _uses_made(thing, smorphs, final[0]):
            return f"(how to {act}: the sentence says what is done with the thing once made, not how to make it)"
        other = _done_otherwise(thing, smorphs, final[0], act)
        if other is not None:
            return f"(how to {act}: the sentence says to {other} it, then does another act)"
    # "어떻게 버려요?" -> "… 파쇄한다": a policy word of the verb after 어떻게 may be the very way asked, so only the
    # verb itself is the act there
    forms = _forms(act, words) if purpose or topic is not None else {act}
    return _judge(act, forms, compact(question), smorphs, final, "purpose" if purpose else "manner")


def _asked_thing(question: str) -> str | None:
    """The topic noun (with 은/는) before the question's how word ("공유 링크는 어떻게 만들어요?": 링크), or None."""
    qmorphs = analyze(question)
    how = _how_at(qmorphs)
    return _topic_before(qmorphs, how) if how is not None else None


def _uses_made(thing: str, smorphs: tuple[Morph, ...], final: int) -> bool:
    """The thing the question asks how to make ("공유 링크는 어떻게 만들어요?": 링크) is the object of the sentence's
    final act, which is no act of making ("… 공유 링크를 보낸다"): the sentence does something with the thing made."""
    used = _object_of(smorphs, final)
    return used is not None and compact(thing) == compact(used) and not any(
        _same_act(made, c) for made in _MAKING for c in _predicates(smorphs))


def _done_otherwise(thing: str, smorphs: tuple[Morph, ...], final: int, act: str) -> str | None:
    """The thing the question asks how to V ("파일 암호는 어떻게 전달해요?": 암호) is the object of another act of the
    sentence before its final one ("… 파일에 암호를 걸어 보낸다": 걸): the sentence says what to do to the thing on
    the way to another act, not how to V it. That other act, or None."""
    for j in range(final):
        content = _content(smorphs, j)
        if content and not _same_act(act, content) and compact(_object_of(smorphs, j) or "") == compact(thing):
            return content
    return None


# "How do I change my password?", "how to install figma", "what's the process to renew …"
_EN_HOW = re.compile(r"\bhow\s+(?:do|can|should|would|could|shall|must|will|to)\s+(?:(?:i|we|you|one)\s+)?([a-z]+)"
                     r"|\b(?:process|procedure|steps?)\s+(?:to|for)\s+([a-z]+)"
                     r"|\b(?:want|need|trying)\s+to\s+([a-z]+)\b[^?]*?[.!]\s*what\s+(?:do|should|must|shall)\s+(?:i|we)"
                     r"\s+(?:have\s+to\s+|need\s+to\s+)?do\b", re.I)
_EN_GENERIC = frozenset({"get", "do", "have", "go", "be", "make", "let", "know", "find", "tell", "handle", "deal"})


def english_problem(question: str, sentence: str, words: Mapping[str, Iterable[str]],
                    variants: Mapping[str, Iterable[str]]) -> str | None:
    """An English how question (`_EN_HOW`): the act is the verb's policy words and their Korean words in the glossary
    (`variants`: policy word -> employee words). A sentence that only requires that act, names it as a step before
    another ("… 비밀번호를 바꾸고 보안팀에 알린다" for "How do I change my password?"), does it to a thing the question
    does not name ("휴대폰을 바꾸면 …": English verbs meet Korean ones loosely), or states only what happens or is
    allowed ("… 다시 쓸 수 없다") does not say how. A verb the glossary does not know is left alone."""
    found = _EN_HOW.search(question)
    if found is None:
        return None
    verb = next(group for group in found.groups() if group).lower()
    base = english.lemma(verb)
    if base in _EN_GENERIC:
        return None
    policy = {w for term, ws in words.items() if term.lower() in (verb, base) or english.lemma(term) == base
              for w in ws}
    if not policy:
        return None
    forms = {compact(w) for p in policy for w in (p, *variants.get(p, ())) if not w.isascii()}
    smorphs = analyze(sentence)
    final = _final_act(smorphs)
    if final is None or not forms:
        return None
    asked = compact(question) + "".join(compact(w) for ws in words.values() for w in ws)
    for j in range(final[0]):
        content = _content(smorphs, j)
        thing = _object_of(smorphs, j) if content and any(_same_act(form, content) for form in forms) else None
        if thing and compact(thing) not in asked:  # "휴대폰을 바꾸면 …" for "How do I change my password?"
            return f"(how to {verb}: the sentence speaks of doing it to {thing})"
    return _judge(verb, forms, asked, smorphs, final, "english")


# "뭐 해야 돼?", "뭘 해야 하나요", "뭐부터 해야", "what should I do", "what do I need to do": the asker asks what to do
_WHAT_TO_DO = re.compile(r"(?:뭐|뭘|무엇을|뭐를|무얼)\s*(?:부터\s*|먼저\s*)?(?:해야|하면\s*되|하면\s*돼|할까|하죠|해요)"
                         r"|\bwhat\s+(?:should|do|must|shall|can)\s+(?:i|we)\s+(?:(?:need|have)\s+to\s+)?do\b", re.I)
# a meaning asked beside it ("무슨 뜻이에요? 뭘 해야 하나요?"): a definition answers both
_MEANING = re.compile(r"뜻|의미|\bwhat\s+does\s+.+\bmean\b", re.I)


def _main_predicate_is_deed(morphs: tuple[Morph, ...]) -> bool:
    """The sentence's own last predicate is an act: not a copula ("유효기간은 1년이다"), a state ("불이익도 없다")
    nor a passive ("… 표시된다"). A prohibition ("… 공유하지 않는다") is an act."""
    for i in range(len(morphs) - 1, -1, -1):
        m = morphs[i]
        if "VCP" in m.tag:
            return False
        if m.tag == "VX" and m.lemma == "않":
            return True
        if m.tag in ("VV", "XSV", "XSA", "VA"):
            return not (passive(morphs, i) or m.lemma in STATES or m.tag in ("VA", "XSA"))
    return False


def _final_is_copula(morphs: tuple[Morph, ...]) -> bool:
    """The sentence ends on 이다 ("유효기간은 1년이다", "… 전부다")."""
    for m in reversed(morphs):
        if m.tag in ("SF", "SE", "SS", "SP", "EF"):
            continue
        return "VCP" in m.tag
    return False


def _is_row(sentence: str) -> bool:
    """A table row as the excerpts hold it ("이름: Figma / 분류: 디자인 / 설치: 승인 필요")."""
    return " / " in sentence and ": " in sentence


def deed_problem(question: str, sentence: str) -> str | None:
    """The question asks what to do (`_WHAT_TO_DO`) and the sentence states a fact, a state or what happens, not an
    act ("VPN 인증서 유효기간이 곧 끝난다는데 뭐 해야 돼?" -> "VPN 인증서의 유효기간은 1년이다"). A table row ("이름:
    … / 설치: 승인 필요") is left to the table checks."""
    if not _WHAT_TO_DO.search(question) or _is_row(sentence) or _MEANING.search(question):
        return None  # "'기본 설치'는 무슨 뜻이에요? 제가 뭘 해야 하나요?": the meaning answers both
    if _main_predicate_is_deed(analyze(sentence)):
        return None
    return "(what to do: the sentence states no act)"
