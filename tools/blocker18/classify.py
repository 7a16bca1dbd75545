"""classify.py: class of every blocking item (answerable: expected sentence; near: every candidate sentence)."""
import glob
import json
import re
import sys
from collections import Counter

from bot.language.terms import analyze, compact, raw_morphemes
from bot.rules.answer_kind import is_person
from bot.rules.clauses import CONNECTIVE, _chain, _use, background_predicates
from bot.rules.quoted_speaker import names_person
from bot.rules.story import background_nouns, final_arguments

POLICY = compact(" ".join(open(f).read() for f in glob.glob("policies/*.md"))).lower()
GLOSS = compact(open("policies/glossary.yaml").read() + open("policies/glossary.en.yaml").read()).lower()
_PLACE_TIME = re.compile(
    r"(?:실|장|역|공항|카페|집|호텔|지점|매장|현장|사무실|본사|지사|층|동네|해외|국내|외근|출장|시즌|주말|야간|"
    r"밤|새벽|아침|저녁|점심|오늘|어제|내일|요즘|이번|지난|다음|월요일|금요일|연말|연초|분기|월말|휴가|회식|미팅|회의|"
    r"행사|세미나|박람회|교육|워크숍|프로젝트|결산|마감|입사|퇴근|출근|첫날|주|달|년|시간|날|때|중|후|전)$")


def asked_start(text: str) -> int:
    """Character offset where the asked clause starts: after the last connective predicate's chain."""
    raw = raw_morphemes(text)
    end_idx = -1
    for i, m in enumerate(raw):
        if m.pos.startswith(("VV", "VA")) and _use(raw, i) == CONNECTIVE:
            _, j = _chain(raw, i)
            end_idx = j
    if end_idx < 0:
        return 0
    pos = 0
    for k, m in enumerate(raw):
        at = text.find(m.surface, pos)
        if at < 0:
            return 0
        pos = at + len(m.surface)
        if k == end_idx - 1:
            return pos
    return 0


def term_classes(m: str, part: dict) -> dict:
    terms = {t[0]: t for t in part["terms"]}
    text = part["text"]
    if m.startswith("("):
        return {"kind": "problem", "template": "(" + re.sub(r"[^\x00-\x7f]+", "W", m[1:])}
    t = terms.get(m)
    kind = "extra" if t is None else ("verb" if t[1] else "noun")
    w = compact(m).lower()
    c = {"kind": kind}
    c["in_policy"] = "policy" if w in POLICY else ("glossary" if w in GLOSS else "none")
    if kind == "noun":
        bg = m in set(part["background"])
        fa = m in final_arguments(text)
    elif kind == "verb":
        bg = m in background_predicates(text)
        fa = False
    else:
        bg = fa = False
    at = text.find(m) if m in text else -1
    start = asked_start(text)
    c["clause"] = "final-arg" if fa else ("background" if bg else "asked")
    c["position"] = "unknown" if at < 0 else ("before" if at < start else "asked-clause")
    c["latin"] = bool(re.fullmatch(r"[A-Za-z0-9.+\-_ ]+", m))
    c["person"] = kind == "noun" and not c["latin"] and (names_person(m) or is_person(m))
    c["placetime"] = kind == "noun" and not c["person"] and bool(_PLACE_TIME.search(m))
    c["asked_flag"] = bool(t[2]) if t else False
    return c


if __name__ == "__main__":
    pass
