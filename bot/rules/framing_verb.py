"""Verbs that only frame the clause around them, not a topic (issue 8, probe `_p45b`).

A hypothetical question supposes with 치다 after a quoting connective ("행사 끝나서 목적 달성했다고 **치면** 그
개인정보는 언제까지 보관해도 돼요?") and goes on with 그러다 as a connective ("다른 부서로 옮기게 될 거 같은데
**그러면** 지금 쓰던 권한은 어떻게 되는 거예요?", MeCab-ko reading 그러면 mid-sentence as 그러 + 면); a reason for
asking is given with 그러다 ("예전 파일 복원 때문에 **그러는데**, 백업본은 며칠 치까지 남아 있나요?"). None of them
says anything a policy sentence carries. "그러면 안 되나요?" asks about doing "that" (그러다 stands for an act) and
stays a topic; 치다 with an object ("공을 치면") is not after a quoting connective.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.morph_like import MorphLike

# what follows a "V-면" that makes it the asked act itself ("그러면 안 돼요?", "그러면 되죠?")
_PERMISSION_AFTER = frozenset({"안", "되", "괜찮"})


def frames(morphs: Sequence[MorphLike], i: int) -> bool:
    """`morphs[i]` is 치다 of supposing ("…다고 치면"), the connective 그러면 (not "그러면 안 되나요?") or the 그러다
    of a reason given for asking ("복원 때문에 그러는데")."""
    m = morphs[i]
    if i + 1 >= len(morphs) or morphs[i + 1].tag != "EC":
        return False
    ending = morphs[i + 1].surface
    if m.lemma == "치":
        return ending.endswith("면") and i > 0 and morphs[i - 1].tag == "EC" and morphs[i - 1].surface.endswith("고")
    if m.lemma == "그러":
        return ending == "는데" or (ending.endswith("면") and i + 2 < len(morphs)
                                    and morphs[i + 2].lemma not in _PERMISSION_AFTER)
    return False
