""""…다는 뜻인가요?" asks whether something holds, not what a word means (issue 8, hunt29).

"목록에 없으면 써도 **된다는 뜻**인가요?" puts a reading to the bot: the quoted clause (써도 된다) is what is asked,
and 뜻 (의미, 말, 얘기) is the frame around it, like "…라는 거죠?". So the frame noun is no topic word a sentence
must carry, and the question asks no meaning of a term: a sentence that defines terms ("설치 칸의 뜻: 기본
설치는 …") answers it only when the question names one of them (`bot.rules.answer_kind.definition_problem`).
A meaning asked of a word ("자유 설치는 무슨 뜻이에요?", "기본 설치라는 게 무슨 의미예요?") has a question word or
no quoted clause before the noun, and is left alone. Korean questions only; on the analyzer's morphemes.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.terms import analyze

_FRAME_NOUNS = frozenset({"뜻", "의미", "말", "얘기", "이야기"})
_QUOTATIVE_ENDINGS = ("다는", "라는", "단", "란", "냐는", "자는")
_QUESTION_WORDS = frozenset({"무슨", "어떤", "뭔", "무엇", "뭐"})


@lru_cache(maxsize=8192)
def frame_nouns(question: str) -> frozenset[str]:
    """The frame nouns of "…(ㄴ)다는 뜻/의미/말인가요": right after a quoted clause, with no question word
    before them."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.lemma not in _FRAME_NOUNS or m.tag != "NNG" or i == 0:
            continue
        before = morphs[i - 1]
        quoted = before.surface.endswith(_QUOTATIVE_ENDINGS) and (
            before.tag.startswith("V") or before.tag in ("ETM", "EC", "VCP+ETM") or "+" in before.tag)
        if quoted and not any(x.surface in _QUESTION_WORDS for x in morphs[max(0, i - 3):i]):
            out.add(m.lemma)
    return frozenset(out)


def only_frame(question: str) -> bool:
    """Every meaning noun of the question is a frame: it asks no word's meaning."""
    frames = frame_nouns(question)
    return bool(frames) and not any(
        m.lemma in _FRAME_NOUNS and m.lemma not in frames for m in analyze(question) if m.tag == "NNG")


def answered(question: str, missing_nouns: list[str]) -> list[str]:
    """`missing_nouns` without the frame nouns."""
    frames = frame_nouns(question)
    return [n for n in missing_nouns if n not in frames] if frames else missing_nouns
