"""A premise on who is told or who approves (issue 8, item 3): "보안 USB 분실하면 IT 담당자한테만 말하면 되죠?",
"관리자 계정은 IT 담당자가 승인하면 바로 발급되는 거죠?", "If I lose my work laptop I report it to the security
team, right?". The policy names someone else in that role ("… 보안팀에 신고한다", "… 팀장 승인을 받은 뒤 발급한다"):
the sentence corrects the premise, so the person the asker names need not be in it.

Only for a question that asks to confirm a premise, only for a person in the same role on both sides (told: "X에게",
"X한테", "X에", "to X"; approving: "X 승인", "X의 승인", "X가 승인", "X's approval"), and only when the sentence
names a person in that role the question does not name. Wording classes on MeCab tags; `bot.matching.coverage` calls
`corrected`.
"""

from __future__ import annotations

import re

from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS
from bot.language.terms import analyze, compact
from bot.rules.answer_kind import is_person

_TOLD_PARTICLES = ("에게", "한테", "께", "에", "에게로", "한테로")
# English: "report it to the security team", "tell my manager"; "my manager's approval" (a person's head word)
_EN_PERSON = (r"(?:[a-z]+\s+)?(?:team|manager|boss|lead|leader|admin|administrator|staff|desk|helpdesk|department"
              r"|officer)")
_EN_TOLD_RE = re.compile(rf"\b(?:to|tell|notify|inform|contact)\s+(?:the\s+|my\s+|our\s+)?({_EN_PERSON})\b", re.I)
_EN_APPROVES_RE = re.compile(rf"\b({_EN_PERSON})(?:'s)?\s+(?:approval|approves|signs?\s+off)\b", re.I)


def _roles(text: str) -> dict[str, set[str]]:
    """The persons of `text` by role: "told" (the one told or reported to) and "approves"."""
    out: dict[str, set[str]] = {"told": set(), "approves": set()}
    morphs = analyze(text)
    for i, m in enumerate(morphs):
        if m.tag not in KOREAN_NOUN_TAGS or not is_person(m.surface) or m.surface.isascii():
            continue
        j = i + 1
        while j < len(morphs) and morphs[j].tag == "XSN":  # 팀장님
            j += 1
        after = morphs[j] if j < len(morphs) else None
        following = morphs[j + 1] if j + 1 < len(morphs) else None
        if after is None:
            continue
        k = i  # the whole compound: "보안팀" (보안 + 팀), not 팀
        while k > 0 and morphs[k - 1].tag in KOREAN_NOUN_TAGS and morphs[k - 1].end == morphs[k].start:
            k -= 1
        if k > 0 and morphs[k - 1].tag in NOUN_OR_LATIN_TAGS and text[morphs[k - 1].end:morphs[k].start] == " ":
            k -= 1  # "IT 담당자", "총무 담당자": the noun before names which one
        name = text[morphs[k].start:m.end]
        if after.tag.startswith("JKB") and after.surface in _TOLD_PARTICLES:
            out["told"].add(name)
        elif after.surface == "승인" or (after.tag in ("JKG", "JKS") and following is not None
                                          and following.surface == "승인"):
            out["approves"].add(name)
    for found in _EN_TOLD_RE.finditer(text):
        out["told"].add(found.group(1).lower())
    for found in _EN_APPROVES_RE.finditer(text):
        out["approves"].add(found.group(1).lower())
    return out


_CONDITION_ENDS = ("면", "으면", "다면", "ㄴ다면", "는다면", "라면")


def _condition_holds(sentence: str, words: str) -> bool:
    """The situation the sentence's rule is for ("메일 속 링크를 눌렀거나 … 입력했다면") is the question's: each
    noun of its condition clause is among `words` (the question and its policy words, squeezed), one of a list
    joined by 이나/나 ("노트북이나 장비를") enough."""
    morphs = analyze(sentence)
    end = next((i for i, m in enumerate(morphs) if m.tag == "EC" and m.surface.endswith(_CONDITION_ENDS)), None)
    if end is None:
        return True
    groups: list[list[str]] = []
    joined = False
    for i, m in enumerate(morphs[:end]):
        if m.tag in NOUN_OR_LATIN_TAGS and morphs[i + 1].tag in DERIVING_SUFFIX_TAGS:
            continue  # the act of the condition ("제공하려면", "도난당하면"): its wording is checked elsewhere
        if m.tag in NOUN_OR_LATIN_TAGS:
            if joined and groups:
                groups[-1].append(m.surface)
            else:
                groups.append([m.surface])
            joined = False
        elif m.tag == "JC" or m.surface in ("이나", "나"):
            joined = True
    return all(any(compact(n).lower() in words for n in group) for group in groups)


def corrected(question: str, confirm: bool, missing_nouns: list[str], sentence: str,
              policy_words: frozenset[str] = frozenset()) -> list[str]:
    """`missing_nouns` without the persons the question names in a role the sentence gives to someone else, when
    the sentence's rule is for the question's situation; `policy_words`: the question's words in policy wording."""
    if not confirm or not missing_nouns:
        return missing_nouns
    if not _condition_holds(sentence, compact(question).lower() + " " + " ".join(compact(w) for w in policy_words)):
        return missing_nouns
    asked, stated = _roles(question), _roles(sentence)
    squeezed = compact(sentence)
    out = list(missing_nouns)
    for role, persons in asked.items():
        others = {p for p in stated[role] if compact(p) not in compact(question)}
        if not others:
            continue
        for person in persons:
            for noun in list(out):
                if compact(noun) in compact(person) and compact(noun) not in squeezed:
                    out.remove(noun)
    return out
