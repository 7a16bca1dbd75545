"""A sentence that prescribes what the asker already did is no answer to what comes next (batch `_zt`, issue 8).

"출장가서 laptop 도난 신고했는데 그다음엔 어떻게 처리돼요?" tells the report as done (신고했는데) and asks what
happens next: "노트북이나 장비를 … 도난당하면 즉시 IT 담당자에게 분실 신고를 한다" carries every word of the
question, but its own act is the report the asker already made; it says nothing about what follows. A question that
tells a deed as done (a past ending before a later predicate: "신고했는데", "뽑았는데", "바꿨는데") and asks something
after it (a what-next word: 그다음, 다음엔, 이제, 그 뒤; or a final act of its own other than the deed and not a
generic verb) is not answered by a sentence whose main act (its last predicate: "신고를 한다", "신고한다",
"연결하지 않는다") is that deed, itself or as a glossary policy word of it. Left alone: a question asking about the
deed itself ("비번 바꿨는데 또 바꿔야 돼요?", "USB 꽂았는데 괜찮아요?"), or how long the told state lasts: "계정
잠겼는데 얼마나 기다려야 풀려요?" is answered by "… 계정이 30분 동안 잠긴다", whose span is that of the deed told
(session 42). English: a deed told with "after V-ing" or
"I (have) V-ed" and a what-next question ("What do I do after reporting a lost laptop?").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from bot.language.terms import GENERIC_VERBS, NOUN_TAGS, RawMorpheme, analyze, compact, raw_morphemes

_NEXT_RE = re.compile(r"그\s*다음|다음엔|다음에는|다음은|그\s*뒤|그\s*후|그러고\s*나서|이제\s|이젠")
_VERB_POS = ("VV", "XSV", "VX")
_QUESTION_WORD_RE = re.compile(r"뭐|뭘|무엇|어떻게|어케|어떡|어디|언제|누구|누가")
# how long something takes or lasts ("얼마나 기다려야", "몇 분 있으면", "언제 풀려요"), and a span the sentence gives
# its act ("30분 동안 잠긴다")
_HOW_LONG_RE = re.compile(r"얼마나|몇\s*(?:분|시간|일|주)|며칠|언제")
_SPAN_OF_ACT_RE = re.compile(r"\d+\s*(?:분|시간|일|주|개월|년)\s*동안\s+(\S+)")
# what should have been done before the deed, asked looking back ("받았어야 했던", "했어야 하나요")
_SHOULD_HAVE_RE = re.compile(r"[었았였했]어야\s*(?:했|하나|하는|됐|되나|되는)")
PROBLEM = "(the sentence prescribes the deed the asker tells as done, not what comes after it)"


def _deed_at(morphs: tuple[RawMorpheme, ...], i: int) -> str | None:
    """The act of the predicate at `i`: the noun of "신고했", "신고를 했"; the main verb of "잃어버렸"."""
    j = i
    while j > 0 and morphs[j].pos.split("+")[0] == "VX":
        j -= 1  # "잃어버렸": 버리 helps 잃
    head = morphs[j]
    tag = head.pos.split("+")[0]
    if tag == "XSV" or (tag == "VV" and head.lemma == "하"):
        k = j - 1
        if k >= 0 and morphs[k].pos.split("+")[0] == "JKO":
            k -= 1  # "신고를 했는데"
        if k >= 0 and morphs[k].pos.split("+")[0] in NOUN_TAGS:
            return morphs[k].lemma
        return None
    if tag != "VV" or j == 0:
        return None
    # a deed done to a thing, named right before it ("랜선 뽑았는데", "노트북을 잃어버렸는데"); "5번 틀려서
    # 잠겼는데" tells what happened to the asker, not what the asker did
    before = morphs[j - 1]
    # "와이파이도 껐는데": a thing done too (the additive 도), not a topic ("계정은 잠겼는데")
    also = before.pos == "JX" and before.surface == "도"
    return head.lemma if before.pos.split("+")[0] == "JKO" or before.pos.split("+")[0] in NOUN_TAGS or also \
        else None


def _joined_before(morphs: tuple[RawMorpheme, ...], verb: int) -> list[str]:
    """The deeds of the clauses joined to a told deed by -고 ("랜선 뽑고 와이파이도 껐는데": 뽑)."""
    out: list[str] = []
    k = verb - 1
    while k > 0:
        while k > 0 and morphs[k].pos.split("+")[0] not in ("EC", "VV", "XSV"):
            k -= 1
        tags = morphs[k].pos.split("+")
        if tags[0] == "EC" and morphs[k].surface == "고":
            k -= 1
        elif tags[-1] == "EC" and morphs[k].surface.endswith("고") and tags[0] in ("VV", "XSV"):
            pass  # "뽑고" read as one morpheme
        else:
            break
        deed = _deed_at(morphs, k)
        if deed is None:
            break
        out.append(deed)
        k -= 1
    return out


def told_deeds(question: str) -> set[str]:
    """The acts the question tells as done, in a clause joined to what it asks ("신고했는데 … 처리돼요?",
    "랜선 뽑았는데 …"): a past ending followed by a connective ending."""
    return _told(question)[0]


def _told(question: str) -> tuple[set[str], int]:
    """The told deeds and where the last told clause ends (what the question asks comes after it)."""
    morphs = raw_morphemes(question)
    spans = analyze(question)  # the same morphemes, with their offsets
    out: set[str] = set()
    last_end = 0
    for i, morph in enumerate(morphs):
        tags = morph.pos.split("+")
        if tags == ["EP"] and i > 0:
            verb = i - 1  # "뽑" + "았"
        elif "EP" in tags and tags[0] in (*_VERB_POS, "VA"):
            verb = i  # "했" (XSV+EP)
        else:
            continue
        nxt = morphs[i + 1] if i + 1 < len(morphs) else None
        if nxt is None or nxt.pos.split("+")[0] != "EC" or i + 2 >= len(morphs):
            continue  # "신고했어요?": asked, not told
        deed = _deed_at(morphs, verb)
        if deed:
            out.add(deed)
            out.update(_joined_before(morphs, verb))
            if len(spans) == len(morphs):
                last_end = spans[i + 1].end
    return out, last_end


def main_act(sentence: str) -> str | None:
    """The act a policy sentence prescribes: its last predicate, through an auxiliary ("연결하지 않는다": 연결)."""
    morphs = analyze(sentence)
    i = len(morphs) - 1
    while i >= 0 and (morphs[i].tag in ("SF", "EF", "EC", "EP", "VX") or morphs[i].lemma in ("않", "말")):
        i -= 1
    if i < 0:
        return None
    head = morphs[i]
    if head.tag == "XSV" or (head.tag == "VV" and head.lemma == "하"):
        k = i - 1
        if k >= 0 and morphs[k].tag == "JKO":
            k -= 1  # "분실 신고를 한다"
        return morphs[k].lemma if k >= 0 and morphs[k].tag in NOUN_TAGS else None
    return head.lemma if head.tag == "VV" else None


def problems(question: str, final_act: str | None, sentence: str,
             policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """The sentence's own act is the deed the question tells as done and asks past."""
    if not re.search(r"[가-힣]", question):
        return _english_problems(question, sentence, policy_words)
    deeds, told_end = _told(question)
    if not deeds:
        return []
    rest = question[told_end:]
    if final_act in deeds and final_act not in {m.lemma for m in analyze(rest)}:
        final_act = None  # "신고했는데 그다음엔 뭐 해요?": the last content verb is the told deed, not an asked act
    asks_next = _NEXT_RE.search(question) is not None or _QUESTION_WORD_RE.search(rest) is not None
    own_final = final_act is not None and final_act not in GENERIC_VERBS and final_act not in deeds
    if not (asks_next or own_final) or _SHOULD_HAVE_RE.search(question):
        # "USB 꽂았는데 괜찮아요?": the deed itself is asked about; "넘겼는데 누구 승인 받았어야 했던 거예요?": what
        # the deed needed, looking back
        return []
    act = main_act(sentence)
    if act is None or (final_act is not None and act == final_act):
        return []
    def told(lemma: str) -> bool:
        return is_told(lemma, deeds, policy_words)

    if told(act) and _HOW_LONG_RE.search(rest) and any(
            told(m.lemma) for span in _SPAN_OF_ACT_RE.finditer(sentence) for m in analyze(span.group(1))[:1]):
        return []  # "잠겼는데 얼마나 기다려야 풀려요?" -> "30분 동안 잠긴다": how long the told state lasts
    if told(act) or (asks_next and means_told(sentence, told)):
        return [PROBLEM]
    return []


def is_told(lemma: str, deeds: Iterable[str], policy_words: Callable[[str], Iterable[str]]) -> bool:
    """`lemma` is one of the told deeds, itself or as one of a deed's policy words."""
    return any(compact(lemma) in {compact(deed), *(compact(w) for w in policy_words(deed))} for deed in deeds)


def means_told(sentence: str, told: Callable[[str], bool]) -> bool:
    """Every act the sentence prescribes before its main act is told as done, and the last of them leads to it
    by -서 ("랜선을 뽑고 와이파이를 꺼서 … 분리한다" after "랜선 뽑고 와이파이도 껐는데"): the main act is what
    those deeds do. Acts joined by -고 alone ("반납하고, … 자료는 … 옮긴다") are steps of their own."""
    morphs = analyze(sentence)
    start = next((i + 1 for i, m in enumerate(morphs) if m.tag == "EC" and m.surface.endswith("면")), 0)
    acts: list[tuple[str, str]] = []  # (act, the ending that joins it to what follows)
    for i in range(start, len(morphs)):
        m = morphs[i]
        nxt = morphs[i + 1] if i + 1 < len(morphs) else None
        ending = nxt.surface if nxt is not None and nxt.tag == "EC" else ""
        if m.tag == "VV" and m.lemma != "하":
            acts.append((m.lemma, ending or m.surface[-1:]))  # "꺼서": the ending fused in the verb
        elif m.tag == "XSV" and i > 0 and morphs[i - 1].tag in NOUN_TAGS:
            acts.append((morphs[i - 1].lemma, ending or m.surface[-1:]))
    if len(acts) < 3:
        return False  # one act before the main one: `told(main_act)` and the other rules judge it
    before = acts[:-1]
    return before[-1][1].endswith("서") and all(told(a) for a, _ in before)


# "after reporting it", "I've already reported it": a deed told as done, in English
_EN_DEED_RE = re.compile(r"\bafter\s+([a-z]+ing)\b|\bI(?:'ve|\s+have)?\s+(?:already\s+|just\s+)?([a-z]+ed)\b", re.I)
_EN_NEXT_RE = re.compile(
    r"what\s+(?:do|should|must)\s+I\s+do|what(?:'s|\s+is)?\s+next|what\s+now|what\s+happens|then\s+what"
    r"|next\s+step|what\s+else", re.I)


def _english_problems(question: str, sentence: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """"What do I do after reporting a lost laptop?" against the rule that prescribes the report."""
    if not _EN_NEXT_RE.search(question):
        return []
    deeds = [a or b for a, b in _EN_DEED_RE.findall(question)]
    act = main_act(sentence)
    if act is None or not deeds:
        return []
    if any(compact(act) in {compact(w) for w in policy_words(deed.lower())} for deed in deeds):
        return [PROBLEM]
    return []
