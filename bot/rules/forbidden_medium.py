"""Moving data with a storage medium is using it: a rule that forbids the medium answers (issue 8, cover26).

"제 개인 USB로 파일 좀 옮겨도 돼요?", "집에 있는 외장하드에 업무파일 백업해둬도 돼요?" ask permission to move, copy or
back up data with a personal medium: "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다" forbids the medium
itself, so it answers them, though it names neither the data (파일, 자료) nor the act (옮기, 백업). Blind writers
ask it that way in every batch (`_zp2`, `_zq2`, `_zs2`, `_zt2`).

The data words are carried only when all of these hold:
- the question asks a permission (`permission`) and names a personal medium: 외장하드 (외장 하드, 외장 디스크), or a USB
  with 개인 right before it ("제 개인 USB", "내 개인 USB"); never one named 보안 or 회사 (the company's own medium,
  whose rules are others);
- the words set aside are data (파일, 자료, 데이터, 업무파일 …) and moving it (옮기, 백업, 복사, 저장, 담 …), and the
  place the medium is kept ("집에 있는"), nothing else: "개인 USB로 음악 들어도" keeps 음악 and 듣;
- the sentence forbids that medium outright: it names it with 개인 (or 외장 하드) as the subject of a "… 않는다" rule.

A USB the asker used at home ("집에서 쓰던 USB") or calls their own ("제 usb", "내 usb") is a personal one too (branch
cover31, session 38), data made at home ("집에서 작업한 파일") is data like any other, and an adjective that only
describes how the medium looks ("노란 USB", "작은 외장하드") says nothing the rule must carry.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term, analyze

_DATA_NOUNS = frozenset({"파일", "자료", "데이터", "업무파일", "문서", "백업"})
_MOVING = frozenset({"옮기", "백업", "복사", "저장", "담", "넣", "꽂", "이동", "보관", "두"})
_KEPT_AT = frozenset({"집"})  # "집에 있는 외장하드": where the medium is kept says whose it is

# a personal medium of the question: 외장하드 of any kind, or a USB called 개인
_PERSONAL_MEDIUM = re.compile(r"외장\s*(?:하드|디스크|hdd|드라이브)|개인\s*(?:용\s*)?usb|(?<![가-힣])(?:제|내)\s+usb|"
                              r"집에서\s*(?:쓰던|쓰는|쓴)\s*(?:[가-힣]+\s+)?usb", re.I)
_COMPANY_MEDIUM = re.compile(r"(?:보안|회사|업무용)\s*(?:용\s*)?(?:usb|외장)", re.I)
_KEPT_RE = re.compile(r"집에\s*(?:있는|둔|있던)")
_HOME_USED = re.compile(r"집에서\s*(?:쓰던|쓰는|쓴)")
_HOME_MADE = re.compile(r"집에서\s*(?:작업|만든|만들어|정리)")  # "집에서 작업한 파일": data made at home
_MADE = frozenset({"작업", "만들", "정리"})
# the rule that forbids the personal medium outright
_FORBIDS = re.compile(r"개인\s*USB[^.]*?(?:는|은)\s[^.]*?(?:지\s*않는다|금지)", re.I)


def use_carried(question: str, terms: Iterable[Term], sentence: str, permission: bool) -> set[str]:
    """The data and moving words among `terms` that a sentence forbidding the question's personal medium
    carries (see the module doc); empty when a guard fails."""
    if not permission or _FORBIDS.search(sentence) is None:
        return set()
    if _PERSONAL_MEDIUM.search(question) is None or _COMPANY_MEDIUM.search(question) is not None:
        return set()
    kept = _KEPT_RE.search(question) is not None
    out = {t.text for t in terms if (t.text in _MOVING if t.verb else t.text in _DATA_NOUNS)}
    if kept or _HOME_USED.search(question):
        out |= {t.text for t in terms if not t.verb and t.text in _KEPT_AT}
    if _HOME_MADE.search(question):
        out |= {t.text for t in terms if t.text in _KEPT_AT or t.text in _MADE}
    looks = _looks(question)
    return out | {t.text for t in terms if t.verb and t.text in looks}


def _looks(question: str) -> set[str]:
    """The adjectives written right before the medium ("노란 USB": 노랗), which only describe it."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.lemma.lower() in ("usb", "외장", "외장하드") and i >= 2 and morphs[i - 1].tag == "ETM" \
                and morphs[i - 2].tag == "VA":
            out.add(morphs[i - 2].lemma)
        elif m.lemma.lower() in ("usb", "외장", "외장하드") and i >= 1 and morphs[i - 1].tag == "VA" \
                and morphs[i - 1].surface.endswith(("ㄴ", "은", "란", "간", "얀", "만", "은")):
            out.add(morphs[i - 1].lemma)
    return out
