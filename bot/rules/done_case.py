"""A rule for what to do after something was done, against leave asked to do a thing (issue 8, session 54).

"아이디 비번 알려드려도 괜찮을까요?" asks leave to tell someone the password; "메일 속 링크를 눌렀거나 계정 정보를
입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다" is the rule for a case that has already happened (a condition in the
past tense: 눌렀거나, 입력했다면) and shares the question's words only by chance. A permission question answers to such
a rule only when the question or its story tells one of the acts of that condition. MeCab-ko's tags (a pre-final
ending EP inside the condition), never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.language.terms import GENERIC_VERBS, RawMorpheme, raw_morphemes


def done_acts(condition: str) -> list[str]:
    """The acts of a condition told as done ("눌렀거나", "입력했다면" -> 누르, 입력); [] when none is in the past."""
    raw = [m for m in raw_morphemes(condition) if m.pos.split("+")[0] != "SF"]
    acts: list[str] = []
    for k, m in enumerate(raw):
        tags = m.pos.split("+")
        if "EP" not in tags or m.surface.endswith(("겠", "시")):
            continue
        act = _act_of(raw, k)
        if act and act not in GENERIC_VERBS:
            acts.append(act)
    return acts


def _act_of(raw: list[RawMorpheme], k: int) -> str:
    """The act whose past ending is at `k`: the verb itself ("눌렀"; "열+었") or the noun of noun + 하다 ("입력했")."""
    if raw[k].pos == "EP" and k > 0:  # MeCab-ko may write the past ending apart from its verb ("열", "었")
        k -= 1
    first = raw[k].pos.split("+")[0]
    if first == "VV":
        return raw[k].lemma
    if first == "XSV" and k > 0 and raw[k - 1].pos.startswith("NNG"):
        return raw[k - 1].lemma
    return ""


def untold_done_case(permission: bool, condition: str, told: Callable[[str], bool]) -> str | None:
    """The first act of the sentence's done condition that the permission question never tells (`told(act)`), or
    None when the question asks no leave, the condition tells nothing done, or the question tells one of its acts."""
    if not permission or not condition:
        return None
    acts = done_acts(condition)
    if not acts or any(told(a) for a in acts):
        return None
    return acts[0]
