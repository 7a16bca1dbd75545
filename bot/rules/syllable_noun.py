"""A one-syllable Korean noun of the question is carried only as a word of its own (issue 8, branch cover23).

"차에 둔 노트북을 도둑맞았어요 어떻게 해야 돼요?": 차 (a car) is the asker's story; matched as a substring it was
carried by "… 계정을 **차**단한다", so the sentence on the remote lock answered the question instead of the rule on
reporting the theft (batch `_zn2`). A noun of one Hangul syllable (차, 집, 폰, 앱 …) occurs in a sentence only when a
morpheme of the sentence is that syllable itself or ends on it (the head of a compound: 휴대폰 is a 폰, 보안팀 a 팀):
차단, 집계 and 팀장 do not say 차, 집 or 팀. Only the question's one-syllable nouns themselves: a syllable of a compound
of the question (팀 of 보안팀), a verb stem read as one syllable (신 of "신고해요" in some analyses: the first version
without this failed `tests/test_answer_kind`), longer nouns, Latin words and glossary equivalents keep the substring
match. A plain noun that only ends in the syllable is no compound (수집 is no 집; session 59): the head must be the last
part of a compound as MeCab-ko writes it (휴대폰 = 휴대 + 폰) or of a proper noun (아이폰).

General logic on MeCab-ko's analysis, never lists of words.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.terms import analyze, raw_morphemes


def _one_syllable(word: str) -> bool:
    return len(word) == 1 and "가" <= word <= "힣"


@lru_cache(maxsize=8192)
def _morpheme_surfaces(text: str) -> frozenset[str]:
    morphs = analyze(text)
    return frozenset(m.surface for m in morphs) | frozenset(m.lemma for m in morphs)


@lru_cache(maxsize=8192)
def _heads(text: str) -> frozenset[str]:
    """The last nouns of the text's compounds: a compound's own last part ("휴대폰": 휴대/NNG+폰/NNG -> 폰) and a proper
    noun's last syllable ("아이폰"); a plain noun that merely ends in a syllable ("수집" is no 집) has none."""
    out = set()
    for m in raw_morphemes(text):
        if m.expression and m.pos.startswith(("NNG", "NNP")) and "+" in m.expression:
            out.add(m.expression.split("+")[-1].split("/")[0])
        elif m.pos.startswith("NNP") and m.surface:
            out.add(m.surface[-1])
    return frozenset(out)


def only_inside(word: str, text: str) -> bool:
    """`word` is one Hangul syllable and `text` (not empty) has it only inside longer words."""
    if not text or not _one_syllable(word) or word not in text:
        return False
    surfaces = _morpheme_surfaces(text)
    # the head of a compound is that noun ("휴대폰" is a 폰, "보안팀" a 팀); its first syllable is not ("차단", "팀장"),
    # nor the last syllable of a plain noun ("수집한다" says no 집: "집에 있는거 써도 되나", session 59)
    return word not in surfaces and word not in _heads(text)
