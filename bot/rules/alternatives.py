"""A question that offers two options asks which one holds (batch `_ze`, issue 8).

"복구 시험은 운영 서버에 바로 복구해 보는 거예요, 테스트 서버에 해요?" asks on which server the restore test runs:
"매달 백업본으로 복구 시험을 한다" names neither option and does not answer it. "첨부 25MB 제한이 메일 한 통
기준이에요, 파일 하나 기준이에요?" asks what the limit is counted by (기준): "메일 첨부 파일은 25MB까지 보낼 수
있다" names both 메일 and 파일 but not what both options are options of.

The second option is the piece after "…요, " / " 아니면 " / " 혹은 "; its counterpart is the tail of the first piece
(after the noun it marks as its topic with 은/는, else as many words as the second option holds). A sentence
answers only if it names a word that tells the options apart (a word of one option that the other lacks and the
question does not use before the first option: "바로" vs "나중에" in "바로 가져가야 하나요 아니면 나중에 가져가도
돼요?") and every noun both options end on ("기준", "서버"). A frame noun (때, 번, 달: `GENERIC_NOUNS`) tells no option
apart, since nearly every rule says "… 때는" ("반출 승인 한 번 받으면 이번 달 내내 유효한 거예요, 아니면 들고 나갈
때마다 매번 받아야 돼요?" is not answered by "… 가져갈 때는 팀장 승인을 받는다", hunt32), and a remark after the
question mark ("… 받아야 돼요? 넘 번거로움") is no part of the second option.
Left alone: a piece with a question word ("아니면 퇴사하고 나서 며칠 안에?"), a first piece told in
the past ("폰 바꿨어요, OTP 다시 등록해야 돼요?": a story, then a question), English questions.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable

from bot.language.terms import (
    GENERIC_NOUNS,
    GENERIC_VERBS,
    NOUN_TAGS,
    VERB_TAGS,
    Morph,
    analyze,
    compact,
    lemmas_of,
    raw_morphemes,
)

_SPLIT_RE = re.compile(r"(?<=[요까니야])\s*,\s*(?:아니면\s*|혹은\s*)?|\s+(?:아니면|혹은)\s+")
_QUESTION_WORD_RE = re.compile(r"어디|언제|누구|누가|뭐|뭘|무엇|무슨|어떤|어느|어떻게|어케|몇|며칠|얼마|왜")
_POSITIONS = frozenset({"안", "내", "이내", "전", "후", "뒤", "이상", "이하", "미만", "초과"})
_FILLERS = frozenset("좀 그냥 더 꼭 다 또 혹시 아니 막 그 이 저 걍 많이 너무 넘 진짜 정말".split())  # noqa: SIM905


def _words(piece: str) -> list[str]:
    """The content words of a piece in order: nouns, figures with their unit, non-generic verbs, adverbs other
    than fillers."""
    out: list[str] = []
    morphs = analyze(piece)
    n = 0
    while n < len(morphs):
        morph = morphs[n]
        unit = n + 1  # a figure with its unit written onto it: "3일", "일주일", "5영업일"
        while morph.tag in ("SN", "NR") and unit < len(morphs) and morphs[unit].tag in ("NNBC", "NNG", "NNB") \
                and morphs[unit].start == morphs[unit - 1].end:
            unit += 1
        if unit > n + 1:
            out.append(piece[morph.start:morphs[unit - 1].end])
        elif morph.tag in NOUN_TAGS or (morph.tag in VERB_TAGS and morph.lemma not in GENERIC_VERBS) or (
                morph.tag == "MAG" and morph.lemma not in _FILLERS):
            out.append(morph.lemma)
        n = unit
    return out


def _nouns(piece: str) -> set[str]:
    return {m.lemma for m in analyze(piece) if m.tag in NOUN_TAGS}


def _told_in_past(piece: str) -> bool:
    """The piece's last predicate carries a past-tense ending ("바꿨어요", "잃어버렸어요")."""
    return any("EP" in m.pos.split("+") for m in raw_morphemes(piece)[-4:])


# "등급 없는 문서는 공개 문서로 봐요 사내 한정으로 봐요?", "승인은 하루 걸려요 일주일 걸려요?": two questions side
# by side without a comma, the second ending on the first one's predicate (or both on the copula), after a topic
# the first marks with 은/는 (without that topic, a version of this lost a frozen answer, found by id)
_ENDED_RE = re.compile(r"(\S+요)\s+")
_COPULA_END_RE = re.compile(r"(?:이에요|예요|에요|인가요|이요)$")


def _side_by_side(text: str) -> tuple[int, int] | None:
    """Where a second question that repeats the first one's predicate starts (the split's start and end)."""
    words = text.split()
    if len(words) < 4:
        return None
    last = words[-1]
    for found in _ENDED_RE.finditer(text):
        word = found.group(1)
        if found.end() < len(text) and (word == last or (
                _COPULA_END_RE.search(word) and _COPULA_END_RE.search(last))) \
                and _parallel(text[:found.end(1)], text[found.end():]) and _topic_end(text[:found.end(1)]):
            return found.end(1), found.end()
    return None


def _parallel(first: str, second: str) -> bool:
    """The two questions differ where an option differs: the word before their last word ends alike (a noun, or
    the same particle: "공개 문서로 봐요" / "사내 한정으로 봐요", "3일 안에" / "5영업일 안에"), or, ended on the
    copula, what the copula follows is alike ("분기마다예요" / "반기마다예요")."""
    def before_end(piece: str) -> Morph | None:
        morphs = analyze(piece)
        last_start = len(piece.rstrip()) - len(piece.rstrip().split()[-1])
        copula = next((i for i, m in enumerate(morphs) if m.start >= last_start and m.tag == "VCP"), None)
        if copula is not None:
            return morphs[copula - 1] if copula > 0 else None
        ahead = [m for m in morphs if m.start < last_start]
        return ahead[-1] if ahead else None

    one, two = before_end(first), before_end(second)
    if one is None or two is None:
        return False
    if one.tag.startswith("J") or two.tag.startswith("J"):
        def bare(m: Morph) -> str:  # 으로 / 로, 이랑 / 랑: one particle after a final consonant or not
            return m.surface[1:] if len(m.surface) > 1 and m.surface[0] in "으이" else m.surface

        return one.tag == two.tag and (bare(one) == bare(two) or one.tag in ("JKS", "JKO"))
    return one.tag[:2] == two.tag[:2] or {one.tag[:2], two.tag[:2]} <= {"NN", "SN", "NR"}


def options(question: str) -> tuple[list[str], list[str], list[str]] | None:
    """(the head before the first option, the first option, the second option) as content words; None when the
    question offers no two options."""
    text = question.strip().rstrip("?？ ")
    found = _SPLIT_RE.search(text)
    span = (found.start(), found.end()) if found is not None else _side_by_side(re.split(r"[?？]", text)[0])
    if span is None:
        return None
    first, second = text[:span[0]].strip(), text[span[1]:].strip()
    second = re.split(r"[?？]", second, maxsplit=1)[0].strip()  # a remark after the question is no option
    if not first or not second or _QUESTION_WORD_RE.search(first) or _QUESTION_WORD_RE.search(second) \
            or _told_in_past(first):
        return None
    words1, words2 = _words(first), _words(second)
    if not words2:
        return None
    # the first option starts after the topic the question marks ("OTP 다시 등록은 | 앱에서 해요"), else it is as
    # long as the second ("OTP 인증 | 매번 해야 돼요 아니면 | 하루 한 번이에요?")
    topic = _topic_end(first)
    cut = len(_words(first[:topic])) if topic else max(0, len(words1) - len(words2))
    return words1[:cut], words1[cut:], words2


def _topic_end(piece: str) -> int:
    """The offset right after the piece's last topic particle 은/는 that follows a noun; 0 when there is none."""
    morphs = analyze(piece)
    end = 0
    for before, morph in itertools.pairwise(morphs):
        if morph.tag == "JX" and morph.lemma in ("은", "는") and (before.tag in NOUN_TAGS or before.tag == "NNBC"):
            end = morph.end
    return end


def problems(question: str, body: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """What the sentence lacks to say which of the question's two options holds."""
    found = options(question)
    if found is None:
        return []
    head, first, second = found
    # a position after a figure ("3일 안에", "5영업일 이내에") is what both figures are, not what they are options of
    shared_nouns = [w for w in dict.fromkeys(first) if w in second and w in _nouns(question) and w not in _POSITIONS]
    # a frame noun ("갈 때마다", "이번 달") tells no option apart: nearly every rule says "… 때는"
    telling = [w for w in dict.fromkeys(first + second)
               if (w in first) != (w in second) and w not in head and w not in GENERIC_NOUNS]
    if not telling:
        return []
    squeezed = compact(body).lower()
    lemmas = lemmas_of(body)

    def named(word: str, other: Iterable[str] = ()) -> bool:
        return compact(word).lower() in squeezed or word in lemmas or any(
            compact(w).lower() in squeezed for w in policy_words(word) if w not in other)

    # an option word named only through a word both options say tells nothing apart ("그냥 삭제하면 되나요, 아니면
    # 포맷이나 완전 삭제까지 해야 해요?": 포맷 is a way to 삭제, which "… 바로 삭제한다" names)
    untelling = [w for w in first + second if w not in telling]
    found_problems: list[str] = []
    if not any(named(w, untelling) for w in telling):
        found_problems.append(f"({'/'.join(telling)}: none of the options the question offers)")
    elif _listed_together(body, [w for w in telling if w in first], [w for w in telling if w in second]):
        # "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다" lists both options: it does not say which
        found_problems.append(f"({'/'.join(telling)}: the sentence lists the options, it does not choose one)")
    missing = [w for w in shared_nouns if not named(w)]
    if missing:
        found_problems.append(f"({'/'.join(missing)}: what the options the question offers are options of)")
    return found_problems


# a list joined by "·" (a table row's " / " separates its fields, not options)
_LIST_RE = re.compile(r"[^\s·,/]+(?:\s*·\s*[^\s·,/]+(?:\s[^\s·,/]+)?)+")


def _listed_together(body: str, first: list[str], second: list[str]) -> bool:
    """A list in the sentence ("공개·사내 한정·대외비") names a word of each option."""
    for found in _LIST_RE.finditer(body):
        listed = compact(found.group()).lower()
        if any(compact(w).lower() in listed for w in first) and any(compact(w).lower() in listed for w in second):
            return True
    return False
