"""A sentence about the people who did something answers only a question that tells that act (issue 8, near misses).

"신고한 사람에게는 어떤 불이익도 없다" speaks of those who reported; "정보 유출하면 징계 받아요?" asks about the one who
leaked. The sentence's 불이익 carries the question's 징계 and 유출 is in its section, but the person it speaks of is
described by an act (신고) the question does not tell, so it answers another question. A role noun ("신고를 받은 IT
담당자가 …") is the rule's actor, not such a person, and is left alone.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.language.terms import analyze

_PEOPLE = frozenset({"사람", "직원", "분", "이"})  # generic people, not roles (담당자, 팀장)


def acts_of_people(sentence: str) -> list[str]:
    """The acts that describe the generic people a sentence speaks of: 신고 in "신고한 사람에게는 …"."""
    morphs = analyze(sentence)
    out: list[str] = []
    for i in range(1, len(morphs)):
        person, mod = morphs[i], morphs[i - 1]
        if person.lemma not in _PEOPLE or person.tag != "NNG" or person.start - mod.end > 1:
            continue  # a person noun right after its modifier ("신고한 사람")
        if mod.tag.startswith(("XSV", "XSA")) and i >= 2 and morphs[i - 2].tag == "NNG":
            out.append(morphs[i - 2].lemma)  # 신고 + 한
        elif mod.tag.startswith("VV"):
            out.append(mod.lemma)  # 잃어버린 사람
    return out


def untold(sentence: str, names: Callable[[str], bool]) -> list[str]:
    """The problem when the sentence speaks of people described by an act the question does not name (`names`)."""
    return [f"({act}: the sentence speaks of those who did it, which the question does not tell)"
            for act in acts_of_people(sentence) if not names(act)][:1]
