"""A reason said with the copula after the question (issue 8, batch `_zl2`).

"노트북 동생한테 빌려줘도 되나요? 집에 컴퓨터가 한 대뿐이라서요." and "비밀번호 팀원한테 알려줘도 돼요? 제가
내일부터 휴가라서요." end in the copula with a reason ending (-라서요, -이니까요): the asker's circumstance, not
a second question. A copula sentence may still name what the question is about ("개인 폰이라서요."), so it tells
only when its ending gives a reason, a question mark stands elsewhere in the message, and it is plainly the
asker's circumstance: the asker is its subject (제가, 저는, 내가 …) or it limits a count or a thing with 뿐 /
밖에 ("한 대뿐이라서요"). Read on MeCab-ko's tags (`bot.rules.asked_sentence` hooks it in).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.terms import RawMorpheme

_REASON_ENDINGS = ("라서", "라서요", "이라서", "이라서요", "니까", "니까요", "이니까", "이니까요")
_ASKER = frozenset({"제", "저", "내", "나", "저희", "우리"})
_ONLY = frozenset({"뿐", "밖에"})


def _ending(raw: Sequence[RawMorpheme], k: int) -> str:
    """The copula's endings, as written: "라서요" of 휴가+라서요 (read as one VCP+EF) or of 이 + 라서요."""
    first = raw[k]
    own = first.surface if "+" in first.pos else ""
    return own + "".join(m.surface for m in raw[k + 1:])


def tells(raw: Sequence[RawMorpheme], k: int, question_elsewhere: bool) -> bool:
    """`raw[k]` is the sentence's last predicate, a copula: the sentence gives the asker's circumstance as a reason."""
    if not question_elsewhere or not raw[k].pos.startswith("VCP") or not _ending(raw, k).endswith(_REASON_ENDINGS):
        return False
    before = raw[:k]
    limited = any(m.lemma in _ONLY and m.pos.startswith("JX") for m in before[-2:])
    asker = any(m.pos == "NP" and m.lemma in _ASKER and n + 1 < len(before)
                and before[n + 1].pos.startswith(("JKS", "JX")) for n, m in enumerate(before))
    return limited or asker
