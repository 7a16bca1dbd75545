"""Taking a photo of a thing is an act of its own (issue 8, hunt32; the hunt31 write-up's "photos of documents").

"대외비 문서 사진 찍어서 팀 단톡방에 올려도 되나요?" and "서버실 출입 기록부 사진 찍어둬도 되나요?" ask whether the
asker may photograph the document or the sign-in sheet. The thing photographed and a second noun pinned a rule on
that thing ("모든 문서에는 … 등급을 표시한다", "서버실에 들어갈 때는 출입 기록부를 작성한다"), and the act, 찍다,
was worded otherwise or set aside with the noun 사진 as the question's story: near misses answered, the worst
outcome. The policies never speak of photos, so a question whose asked act is photographing (사진 + 찍다, 촬영하다;
"take a photo/picture/screenshot of", "photograph") is answered only by a sentence that speaks of a photo, a shot
or a capture itself. Not a photo taken earlier, told as the story before the question ("도난당해서 사진 찍어뒀는데
누구한테 신고해요?": a past tense or a story ending after the act), nor a photo that is only a thing handled
("사진 원본 옮겨도", "사진 파일 보내도": no act of taking it).
"""

from __future__ import annotations

import re

from bot.language import english
from bot.language.terms import raw_morphemes

_STORY_ENDINGS = frozenset({"는데", "은데", "ㄴ데", "니까", "으니까", "지만", "더니"})
_PHOTO_WORDS = ("사진", "촬영", "찍", "캡처", "캡쳐", "photo", "picture", "screenshot")
_ENGLISH_TAKING = re.compile(
    r"\b(?:take|taking|snap|snapping)\s+(?:a\s+|some\s+)?(?:photos?|pictures?|pics?|screenshots?)\b|"
    r"\bphotograph(?:ing)?\b", re.I)


def _taking_at(pos: list[str], lemmas: list[str]) -> int | None:
    """The index of the act of taking a photo (찍 after 사진, or 촬영 made a verb), or None."""
    for i, lemma in enumerate(lemmas):
        if lemma == "촬영" and i + 1 < len(pos) and pos[i + 1].startswith("XSV"):
            return i + 1
        if lemma == "찍" and pos[i].startswith("VV") and any(
                lemmas[j] == "사진" for j in range(max(0, i - 3), i)):
            return i
    return None


def photographing(question: str) -> bool:
    """The question asks about taking a photo (see the module docstring)."""
    if english.is_english(question):
        return bool(_ENGLISH_TAKING.search(question))
    morphs = raw_morphemes(question)
    pos = [m.pos for m in morphs]
    lemmas = ["찍" if m.pos.startswith("VV") and m.surface.startswith("찍") else m.surface for m in morphs]
    at = _taking_at(pos, lemmas)
    if at is None:
        return False
    for morph in morphs[at:at + 5]:  # the act's own endings: a past tense or a story ending tells the story
        tags = morph.pos.split("+")
        if "EP" in tags or ("EC" in tags and any(morph.surface.endswith(e) for e in _STORY_ENDINGS)):
            return False
        if "EF" in tags or "SF" in tags:
            break
    return True


def problems(question: str, sentence: str) -> list[str]:
    """The problem of a sentence that says nothing of a photo when the question asks about taking one."""
    if not photographing(question):
        return []
    lowered = sentence.lower()
    if any(word in lowered for word in _PHOTO_WORDS):
        return []
    return ["(taking a photo: the question asks about photographing, the sentence does not speak of it)"]
