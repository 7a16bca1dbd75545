"""A question that points back at what the sentence before it told ("… AI 도우미 같은 게 있다고 들었어요. **그거**
설치하려면 따로 승인받아야 해요?", "… 새 프로그램을 받았어요. **이거** 깔아도 돼요?").

A message that tells its situation first and asks at the end often names the thing in the story and only points at
it in the question, with a demonstrative pronoun (그거, 그걸, 그건, 그게, 이거, 이걸, 저거 …). The question then has
no thing of its own: it is one question with the sentence before it, like a question that names no topic at all
(`bot.matching.question_parts`, `_joined_to_topicless`). Only a pronoun that opens the question, read by MeCab-ko
as a pronoun (NP), counts; "그 뒤에", "이번 주" and pronouns inside the question ("제가 그걸 …") are left as they are.
"""

from __future__ import annotations

from bot.language.terms import raw_morphemes

# demonstrative pronouns of things (not of persons: 그분, 그 사람; nor of places: 거기, 여기)
_POINTING = ("그거", "그것", "이거", "이것", "저거", "저것", "그게", "이게", "그걸", "이걸", "그건", "이건")


def points_back(text: str, story: str = "") -> bool:
    """`text` (a question after a told sentence, `story`) opens with a demonstrative pronoun of a thing, or with the
    determiner 그/이/저 before a noun the story names ("… 회사 계정으로만 쓰라고 돼있던데요. **그 회사 계정은** 누구한테
    받는 거예요?", hand probe p28f-near-36)."""
    raw = raw_morphemes(text.strip())
    if not raw:
        return False
    first = raw[0]
    if first.pos.split("+")[0] == "NP" and first.surface.startswith(_POINTING):
        return True
    return bool(story) and first.pos == "MM" and first.surface in ("그", "이", "저") and len(raw) > 1 \
        and raw[1].pos.startswith("NN") and raw[1].surface in story
