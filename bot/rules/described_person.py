"""A sentence about the people who did something answers only a question that tells that act (issue 8, near misses).

"신고한 사람에게는 어떤 불이익도 없다" speaks of those who reported; "정보 유출하면 징계 받아요?" asks about the one who
leaked. The sentence's 불이익 carries the question's 징계 and 유출 is in its section, but the person it speaks of is
described by an act (신고) the question does not tell, so it answers another question. A role noun ("신고를 받은 IT
담당자가 …") is the rule's actor, not such a person, and is left alone.

The same holds for a thing described by what was done to its owner: "반납된 장비의 저장 장치는 완전히 삭제한
뒤 재사용한다" speaks of the storage of returned equipment, and "외장 하드 포맷은 어떻게 해요?" (외장 하드 and 포맷
carried by the glossary's 저장 장치 and 삭제) tells no return (hand probe p27b-near-06). Only an owner (a noun followed
by 의) is read so: "등록된 보안 USB만 사용한다" and "승인된 소프트웨어는 …" name the kind of thing, not a case of it.
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


def acts_of_owners(sentence: str) -> list[str]:
    """The acts done to the owner of what a sentence speaks of: 반납 in "반납된 장비의 저장 장치는 …"."""
    morphs = analyze(sentence)
    out: list[str] = []
    for i in range(2, len(morphs) - 1):
        act, mod, owner, of = morphs[i - 2], morphs[i - 1], morphs[i], morphs[i + 1]
        if (act.tag == "NNG" and mod.tag.startswith("XSV") and act.end == mod.start and owner.tag in ("NNG", "NNP")
                and 0 < owner.start - mod.end <= 1 and of.tag == "JKG" and of.start == owner.end):
            out.append(act.lemma)  # 반납 + 된 + 장비 + 의
    return out


def untold(sentence: str, names: Callable[[str], bool]) -> list[str]:
    """The problem when the sentence speaks of people described by an act the question does not name (`names`)."""
    return [f"({act}: the sentence speaks of those who did it, which the question does not tell)"
            for act in acts_of_people(sentence) if not names(act)][:1] or [
        f"({act}: the sentence speaks of what was done to the thing's owner, which the question does not tell)"
        for act in acts_of_owners(sentence) if not names(act)][:1]
