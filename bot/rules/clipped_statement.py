"""Endings MeCab-ko reads in a way `bot.rules.asked_sentence.tells` does not see as telling (issue 8).

- The clipped statement style (음슴체): "압축 풀어야 **됨**", "노트북 새로 **받았음**" end in the noun ending -ㅁ/-음
  (ETN) where a polite statement ends in -요. Beside a marked question it states, like "…받았어요."
- A worry fused into one morpheme: "만료될까봐" is read as 되+ㄹ까+보+아, whose last ending (-아) hides the -까봐
  of "…할까 봐" (a worry, one of the open endings that tell).

Read on MeCab-ko's tags and surfaces, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.terms import RawMorpheme

_NOUN_ENDINGS = ("ㅁ", "ᄆ", "음")
_WORRY = ("까봐", "까봐요")


def states_clipped(endings: Sequence[tuple[str, str]], rest: str, question_elsewhere: bool) -> bool:
    """The sentence's last predicate ends in the clipped statement ending -ㅁ/-음, beside a marked question."""
    if not question_elsewhere or rest or not endings:
        return False
    surface, tag = endings[-1]
    return tag == "ETN" and surface.endswith(_NOUN_ENDINGS)


def fused_worry(raw: Sequence[RawMorpheme], k: int) -> bool:
    """The sentence's last predicate, read as one morpheme with its auxiliary, ends in -까봐 ("만료될까봐")."""
    return "".join(m.surface for m in raw[k:]).endswith(_WORRY)


def tells(raw: Sequence[RawMorpheme], k: int, endings: Sequence[tuple[str, str]], rest: str,
          question_elsewhere: bool) -> bool:
    """Either ending above (`raw[k]` is the sentence's last predicate, `endings` its endings, `rest` what follows)."""
    return fused_worry(raw, k) or states_clipped(endings, rest, question_elsewhere)
