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
    analyze,
    compact,
    lemmas_of,
    raw_morphemes,
)

_SPLIT_RE = re.compile(r"(?<=[요까니야])\s*,\s*(?:아니면\s*|혹은\s*)?|\s+(?:아니면|혹은)\s+")
_QUESTION_WORD_RE = re.compile(r"어디|언제|누구|누가|뭐|뭘|무엇|무슨|어떤|어느|어떻게|어케|몇|며칠|얼마|왜")
_FILLERS = frozenset("좀 그냥 더 꼭 다 또 혹시 아니 막 그 이 저 걍 많이 너무 넘 진짜 정말".split())  # noqa: SIM905


def _words(piece: str) -> list[str]:
    """The content words of a piece in order: nouns, non-generic verbs, adverbs other than fillers."""
    out: list[str] = []
    for morph in analyze(piece):
        if morph.tag in NOUN_TAGS or (morph.tag in VERB_TAGS and morph.lemma not in GENERIC_VERBS) or (
                morph.tag == "MAG" and morph.lemma not in _FILLERS):
            out.append(morph.lemma)
    return out


def _nouns(piece: str) -> set[str]:
    return {m.lemma for m in analyze(piece) if m.tag in NOUN_TAGS}


def _told_in_past(piece: str) -> bool:
    """The piece's last predicate carries a past-tense ending ("바꿨어요", "잃어버렸어요")."""
    return any("EP" in m.pos.split("+") for m in raw_morphemes(piece)[-4:])


def options(question: str) -> tuple[list[str], list[str], list[str]] | None:
    """(the head before the first option, the first option, the second option) as content words; None when the
    question offers no two options."""
    text = question.strip().rstrip("?？ ")
    found = _SPLIT_RE.search(text)
    if found is None:
        return None
    first, second = text[:found.start()].strip(), text[found.end():].strip()
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
        if morph.tag == "JX" and morph.lemma in ("은", "는") and before.tag in NOUN_TAGS:
            end = morph.end
    return end


def problems(question: str, body: str, policy_words: Callable[[str], Iterable[str]]) -> list[str]:
    """What the sentence lacks to say which of the question's two options holds."""
    found = options(question)
    if found is None:
        return []
    head, first, second = found
    shared_nouns = [w for w in dict.fromkeys(first) if w in second and w in _nouns(question)]
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
    missing = [w for w in shared_nouns if not named(w)]
    if missing:
        found_problems.append(f"({'/'.join(missing)}: what the options the question offers are options of)")
    return found_problems
