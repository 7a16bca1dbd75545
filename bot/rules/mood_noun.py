"""A feeling noun said as a predicate is the asker's mood, not a topic (issue 8).

"신고하면 혹시 불이익을 받는 건 아닌지 **걱정이 돼서요**", "제가 불이익 받을까 봐 **걱정돼요**": 걱정 (불안, 고민 …)
made a verb by 되다/하다, or joined to 되다 by 이/가, says how the asker feels about what they ask; the asked matter
is the clause before it (불이익). `bot.rules.asker_mood` drops such words when MeCab-ko reads them as verb stems
("불안해서" -> 불안 + 하); as a noun with 되다/하다 after it they were still topic words no policy sentence carries,
so a message that worried aloud was handed off. A feeling noun that names a thing asked about ("걱정 있으면 누구한테
말해요?") has no 되다/하다 after it and stays.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.morph_like import MorphLike
from bot.language.tags import DERIVING_SUFFIX_TAGS
from bot.rules.asker_mood import MOOD_PREDICATES


def said_as_mood(word: str, morphs: Sequence[MorphLike], after: int) -> bool:
    """`word`, a noun ending before `morphs[after]`, is a feeling said as a predicate (걱정돼서, 걱정이 돼서)."""
    if word not in MOOD_PREDICATES or after >= len(morphs):
        return False
    nxt = morphs[after]
    if nxt.tag in DERIVING_SUFFIX_TAGS:
        return True
    return nxt.tag == "JKS" and after + 1 < len(morphs) and morphs[after + 1].lemma == "되"
