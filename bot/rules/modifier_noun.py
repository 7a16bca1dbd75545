"""Question nouns that are never story (branch hunt15): a verb's ㄴ-modifier misread, a means of sending.

"개인정보 가린 종이 문서": MeCab-ko reads 가린 (가리 + ㄴ, "masked") as one noun that no policy uses, and such a noun
is set aside as the question's story (`TopicMatcher._set_aside`). A word whose last syllable ends in ㄴ and whose
front, with that ㄴ taken off, is a verb stem MeCab-ko knows (가리다) may be such a modifier: it says which thing is
meant ("masked" paper is not the privacy rule's paper), so it is never story. Nor is the means of sending
("대외비 문서 카톡으로 외부에 보내도 돼요?": 카톡, no policy word, is the way asked; "팀장 승인을 받은 뒤 파일에 암호를
걸어 보낸다" does not say it).
"""

from __future__ import annotations

import re

from bot.language.hangul import NIEUN, ends_in, without_final
from bot.language.terms import Morph, analyze, is_verb_stem

# a bound noun after the modifier ("걸린 거 같은데", "걸린것 같아요"): a clause, not a description of a thing
_BOUND = ("거", "것", "게", "걸", "듯", "지", "줄", "적", "뒤", "후", "다음", "채")


def may_be_modifier(word: str, text: str) -> bool:
    """`word` (a noun of the question `text`) could be a verb stem + ㄴ ("가린" -> 가리) describing the word
    after it, written apart ("가린 종이"); not before a bound noun ("걸린 거 같아요")."""
    following = re.search(re.escape(word) + r"\s+(\S+)", text)
    if len(word) < 2 or following is None or following.group(1).startswith(_BOUND):
        return False
    if not ends_in(word, NIEUN):
        return False
    return is_verb_stem(word[:-1] + without_final(word[-1]))


def means_nouns(text: str) -> frozenset[str]:
    """Nouns marked as the means of sending, printing, paying or reporting, with 로/으로 ("카톡으로 보내도", "개인
    메일로 보내도", "회사 카드로 결제해도", "익명으로 신고해도"): the way asked, never the question's story, whether or
    not a policy uses the word."""
    morphs = analyze(text)
    return frozenset(m.surface for i, m in enumerate(morphs[:-1])
                     if m.tag.startswith("NN") and morphs[i + 1].tag == "JKB"
                     and morphs[i + 1].surface in ("로", "으로")
                     and (_SENDING.search(_up_to_verb(morphs, i + 1, text))
                          or _PRINTING_ASKED.search(text[morphs[i + 1].end:])
                          or _PAYING_ASKED.search(text[morphs[i + 1].end:])
                          or _REPORTING.search(text[morphs[i + 1].end:])))


def _up_to_verb(morphs: tuple[Morph, ...], k: int, text: str) -> str:
    """The text after morpheme `k` up to the end of the first verb after it: the act the 로-phrase goes with ("카톡으로
    파일 보내도"), not a word of a later clause ("실수로 지운 공유폴더": 지우, not 공유; session 58)."""
    for m in morphs[k + 1:]:
        if m.tag.startswith(("VV", "XSV")):
            return text[morphs[k].end:m.end]
    return text[morphs[k].end:]


# acts that go by a channel: only their means is asked ("실수로 유출", "아이폰으로 바꿨는데" are no means)
# (a noun of sending made a verb: "공유해도", not the 공유 of "공유폴더")
_SENDING = re.compile(r"보내|보낼|보낸|(?:전송|전달|공유)\s?(?:해|하|할|한|했|되|돼|됐)|올리|올려|send|share",
                      re.IGNORECASE)
# reporting or telling by a way ("익명으로 신고해도", "전화로 알려도", "문자로 연락하면"): the way is asked (session 52)
_REPORTING = re.compile(r"^\s*(?:신고|알리|알려|연락|report|notify)", re.IGNORECASE)  # right after: not "실수로 … 신고"
# paying asked leave for ("회사 카드로 결제해도", "개인 카드로 사도"): the card is the way asked
_PAYING_ASKED = re.compile(
    r"(?:결제|구매|구입|지불|계산)\S*(?:해도|하면|할게|해야)|(?:사도|사면)(?=\s|$|\?)|\b(?:pay|buy|purchase)",
    re.IGNORECASE)
# printing asked leave for ("집 프린터로 … 뽑아도", "개인 프린터로 출력해도"): the device is the way asked; a print
# told as done ("프린터로 뽑았는데 …") is not
_PRINTING_ASKED = re.compile(r"(?:뽑|출력|인쇄|프린트)\S*(?:아도|어도|해도)")
