"""A question about the reverse of the rule's act (batch `_ze`, issue 8).

"노트북 원격 잠금 풀어달라고 하면 누가 풀어줘요?" asks who unlocks: "신고를 받은 IT 담당자가 장비를 원격으로
잠그고 계정을 차단한다" says who locks, and the topic nouns (노트북, 원격, 잠금) excused the act worded otherwise.
Acts come in reverse pairs (closed class: lock/unlock, turn on/off, connect/disconnect, install/remove, issue/take
back, register/cancel, plug in/pull out); a question that asks who, how, where or what about one act (누가,
어떻게, 어디 …) is not answered by a sentence that carries only the reverse act. A time or an amount asked ("잠긴
계정 얼마나 기다려야 풀려요?") is the reverse act's own duration ("30분 동안 잠긴다") and is left alone; so is a
permission or confirm question ("랜선 꽂아둬도 돼요?"): a rule requiring the reverse act answers it (no).
"""

from __future__ import annotations

import re

from bot.language.tags import DERIVING_SUFFIX_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import NOUN_TAGS, compact, lemmas_of, raw_morphemes

# each group: the forms of one act (verb stems, verbal nouns); the pairs: groups that undo each other
_GROUPS: dict[str, frozenset[str]] = {
    "lock": frozenset({"잠그", "잠기", "차단", "막"}),
    "unlock": frozenset({"풀", "풀리", "해제", "열"}),
    "on": frozenset({"켜", "켜지"}),
    "off": frozenset({"끄", "꺼지"}),
    "connect": frozenset({"연결", "꽂", "접속"}),
    "disconnect": frozenset({"분리", "뽑", "끊"}),
    "install": frozenset({"설치", "깔"}),
    "remove": frozenset({"삭제", "지우", "제거"}),
    "issue": frozenset({"발급", "지급", "부여"}),
    "withdraw": frozenset({"회수", "반납", "폐기"}),
    "register": frozenset({"등록"}),
    "cancel": frozenset({"해지", "말소"}),
}
_REVERSE = {"lock": "unlock", "on": "off", "connect": "disconnect", "install": "remove", "issue": "withdraw",
            "register": "cancel"}
_REVERSE |= {b: a for a, b in _REVERSE.items()}
# who, how, where, what: a time or an amount asked ("얼마나 기다려야 풀려요?") is the lock's own duration
_QUESTION_WORD_RE = re.compile(r"누가|누구|어떻게|어케|어디|어떤|무슨|뭘|뭐")
_TIME_ASKED_RE = re.compile(r"언제|얼마|몇|며칠")
# a span of time the question supposes before the act: "1시간은 (기다려야|지나야|있어야)", "하루 지나면"
_SPAN_SUPPOSED_RE = re.compile(
    r"(?:\d+|한|두|세)\s*(?:분|시간|일|주|주일|개월|달|년)\s*(?:은|는|이|가|정도|쯤)?\s*(?:기다리|기다려|지나|있어|있으|걸리|걸려)"
    r"|(?:하루|이틀|사흘|반나절)\s*(?:은|는|이|가|정도|쯤)?\s*(?:기다리|기다려|지나|있어|있으|걸리|걸려)"
    # "10분 뒤에 풀리죠?", "한 시간 후면 풀린다던데": the act after the span
    r"|(?:\d+|한|두|세)\s*(?:분|시간|일|주|주일|개월|달|년)\s*(?:정도|쯤)?\s*(?:뒤|후)(?:에|면|엔|에는)?(?=\s)")
_PERMISSION_RE = re.compile(r"(?:도|면)\s*(?:돼|되|괜찮|될까)|(?:죠|지요|맞나요|맞아요)\s*\??\s*$")


def group_of(lemma: str) -> str | None:
    """The act group a verb stem or verbal noun belongs to ("꺼" -> None, "끄" -> "off")."""
    return next((name for name, forms in _GROUPS.items() if lemma in forms), None)


def reverse_of(group: str) -> str | None:
    """The group that undoes `group` ("on" -> "off"); None for a group without a reverse."""
    return _REVERSE.get(group)


def acts(text: str) -> set[str]:
    """The act groups a text's verbs and verbal nouns (a noun followed by 하다/되다) belong to; a verb made a noun
    ("잠금" = 잠그 + ㅁ) names a thing, not an act."""
    morphs = raw_morphemes(text)
    found: set[str] = set()
    for i, morph in enumerate(morphs):
        tags = morph.pos.split("+")
        verbal = (tags[0] in VERB_ADJECTIVE_TAGS and "ETN" not in tags) or (
            tags[0] in NOUN_TAGS and i + 1 < len(morphs) and morphs[i + 1].pos.split("+")[0] in DERIVING_SUFFIX_TAGS)
        if verbal:
            found.update(group for group, forms in _GROUPS.items() if morph.lemma in forms)
    return found


def problems(question: str, sentence: str) -> list[str]:
    """The question asks about one act, the sentence carries only its reverse."""
    if re.search(r"[A-Za-z]{3,}", question) and not re.search(r"[가-힣]", question):
        return []
    if not _QUESTION_WORD_RE.search(question) or _TIME_ASKED_RE.search(question) or \
            _PERMISSION_RE.search(question):
        return []
    asked = acts(question)
    said = acts(sentence) | {g for g, forms in _GROUPS.items() if any(f in compact(sentence) for f in forms
                                                                         if len(f) > 1)}
    reversed_only = [g for g in asked if _REVERSE[g] in said and g not in said]
    return [f"(the reverse act: the question asks '{g}', the sentence says '{_REVERSE[g]}')"
            for g in reversed_only]


# a stretch of time the sentence says a state lasts ("30분 동안 잠긴다", "3일간")
_LASTS_RE = re.compile(r"\d+\s*(?:분|시간|일|주|주일|개월|달|년)\s*(?:동안|간)")


def reverse_lasts(question: str, act: str, sentence: str) -> bool:
    """A time asked of an act ("로그인이 안돼요 언제 풀려요?", "얼마나 있으면 풀려요?") is answered by how long
    the sentence says its reverse state lasts ("계정이 30분 동안 잠긴다"): the state ends when that time is up.
    Not a how/who question, nor a permission or yes/no one ("IT에 전화하면 바로 풀어줘요?"), nor a sentence
    that states the reverse act without a stretch of time ("5분 뒤 화면이 자동으로 잠기게 한다" says when it starts)."""
    if _QUESTION_WORD_RE.search(question):
        return False
    # "1시간은 기다려야 풀리죠?", "하루 지나야 풀리는 거죠?": a span the asker supposes is corrected the same way
    time_asked = _TIME_ASKED_RE.search(question) and not _PERMISSION_RE.search(question)
    if not time_asked and not _SPAN_SUPPOSED_RE.search(question):
        return False
    return lasts_reverse(act, sentence)


def lasts_reverse(act: str, sentence: str) -> bool:
    """The sentence states how long the reverse state of `act` lasts, not the act itself ("풀리" against
    "계정이 30분 동안 잠긴다"); the question side is the caller's (`reverse_lasts`, `bot.rules.english_states`)."""
    group = group_of(act)
    if group is None or group not in _REVERSE or _REVERSE[group] not in acts(sentence) or group in acts(sentence):
        return False
    return _LASTS_RE.search(sentence) is not None


_CONFIRM_TAIL_RE = re.compile(
    r"\s*(?:거|것|게)\s*(?:맞|아니)\S*\s*$"
    # "10분 뒤에 풀린다던데 맞나요?", "… 풀린다고 들었는데 진짜예요?": what was heard ends on the act
    r"|(?<=[다라])(?:던데|고\s*(?:하던데|들었는데|그러던데))\s*요?\s*[,.]?\s*(?:(?:맞|진짜|정말|사실)\S*)?\s*$")


def without_confirm_tag(question: str) -> str:
    """The question without a trailing "거 맞죠?" / "거 아니에요?": the act it asks about ends it then."""
    return _CONFIRM_TAIL_RE.sub("", question)


def supposes_span(question: str) -> bool:
    """The question supposes a span of time before an act ("1시간은 기다려야 풀리죠?"): it asks about that time."""
    return _SPAN_SUPPOSED_RE.search(question) is not None


def without_lasting(question: str, act: str | None, missing_verbs: list[str], sentence: str) -> list[str]:
    """`missing_verbs` less the asked act `act` when `reverse_lasts` answers its time."""
    if act is None or act not in missing_verbs or not reverse_lasts(question, act, sentence):
        return missing_verbs
    return [v for v in missing_verbs if v != act]


def states_act(act: str, sentence: str) -> bool:
    """Whether the sentence carries the act's own group ("잠긴 계정은 … 자동으로 풀린다" for 풀리)."""
    return any(act in forms and group in acts(sentence) for group, forms in _GROUPS.items())


def reverses(lemma: str, sentence: str) -> bool:
    """The predicate `lemma` undoes the act the sentence carries, and the sentence does not carry it ("끊기" against
    "VPN을 먼저 연결한 뒤 …"): the opposite act, never the question's act worded otherwise. A time asked ("풀릴
    때까지 몇 분 기다려요?") is the reverse state's own duration: the caller leaves that alone."""
    group = _group_or_passive(lemma)
    if group is None or group not in _REVERSE:
        return False
    said = acts(sentence) | {g for word in lemmas_of(sentence) if word.endswith("기") and (g := group_of(word[:-1]))}
    return _REVERSE[group] in said and group not in said


def _group_or_passive(lemma: str) -> str | None:
    """`group_of`, reading a passive stem as its active one (끊기 -> 끊)."""
    return group_of(lemma) or (group_of(lemma[:-1]) if lemma.endswith("기") else None)
