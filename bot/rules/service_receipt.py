"""A 받 that receives a service, not a thing sent over (issue 8, branch cover15): read by
`bot.rules.asked_attribute.directions`, so that the opposite-direction check does not take it for a transfer in.

Two shapes recur across many dev batches (the check's misses in `_j`, `_zc`, `_zg`, `_zh`, `_en_zq`):

- **An act noun with an adverb between**: "팀장 승인 안 받아도 되죠?", "승인 꼭 받아야 돼요?" receive an approval
  as "승인 받아야" does; the adverb (안, 못, 꼭, 미리, 먼저 …) does not make the approval a thing sent.
- **A replacement issued**: "노트북 새로 받을 때 옛날꺼는 돌려드려야 되나요?", "새 노트북 받으면 기존 노트북은 어떻게
  해요?", "노트북 replacement 받을 때 old laptop은 …": receiving a new one of a thing the question also names as the
  old one is being issued a replacement (교체 받을 때), not a transfer in. Not when a sender is named before it
  ("거래처에서 새 파일 받으면 …": 에서, 한테서, 로부터), and not without the old one ("새 파일 받으면 어떻게 열어요?").

General logic on the analyzer's tags and closed word classes, never lists of questions.
"""

from __future__ import annotations

import itertools

from bot.language.terms import Morph

# What marks the thing received as a new one of its kind (MM 새, MAG 새로, nouns 신규/새것, English).
_NEW = frozenset({"새", "새로", "새것", "새거", "신규", "new", "replacement", "새로운"})
# What names the one it replaces (the old one the question asks about).
_OLD = frozenset({"예전", "옛날", "기존", "원래", "이전", "old", "previous", "쓰던", "전에"})
# Particles that name the sender of a thing received ("거래처에서", "친구한테서", "외부로부터").
_SENDER = frozenset({"에서", "한테서", "에게서", "로부터", "으로부터", "한테", "에게"})
# How far back from 받 the new marker may sit ("새 노트북 받", "노트북 새로 받", "새 거 받").
_REACH = 3


def act_index(morphs: tuple[Morph, ...], i: int) -> int | None:
    """The index of the content morpheme before 받 at `i`, skipping an object particle and adverbs ("승인을 안
    받아도", "승인 꼭 받아야"); None after a connective other than -어 ("보내고 받는")."""
    j = i - 1
    while j >= 0 and morphs[j].tag in ("JKO", "JX", "EC", "MAG"):
        if morphs[j].tag == "EC" and morphs[j].surface not in ("어", "아", "여"):
            return None
        j -= 1
    return j if j >= 0 else None


def replacement_issued(morphs: tuple[Morph, ...], i: int) -> bool:
    """받 at `i` receives a new one of a thing the text also names as the old one, from no named sender."""
    window = morphs[max(0, i - _REACH):i]
    if not any(m.lemma in _NEW or m.surface in _NEW for m in window):
        return False
    if any(m.tag.startswith("JKB") and m.surface in _SENDER for m in morphs[:i]):
        return False
    words = [m.surface for m in morphs] + [m.lemma for m in morphs]
    spoken_old = any(a.lemma == "쓰" and b.surface == "던" for a, b in itertools.pairwise(morphs))
    return spoken_old or any(w in _OLD for w in words)
