"""A noun made a verb by 하다 in what the asker relays of someone else's words is background, like a native verb
there.

`bot.rules.clauses` reads a native verb that ends in a connective ending ("올려서", "무거운데") as the story,
not what is asked; a noun made a verb ("숙제한다고", "게임한다고", "조심하라던데") was always read as asked, so a
sentence that answers the question ("업무용 노트북은 가족과 함께 쓰지 않는다" for "애들이 숙제한다고 회사 노트북
쓰고 싶대요") had to carry the story's act too. Here such a noun-verb is background only in hearsay: its 하다/되다
ends in a quotative (-다고, -라고) and the message goes on to relay that person's request or wish (…달래요,
…달라는데, …싶대요), or it ends in a hearsay connective itself (-라던데, -다던데, -라는데, -다는데: "조심하라던데").
The reason someone gives for what they ask of the asker does not change the rule on it. Not a reason or a
situation of the asker's own ("IT팀이 업데이트한다고 컴퓨터 꺼도 돼요?", "점검한다고 하는데 …": the malware rule's
"컴퓨터는 끄지 말고" does not answer them), not -서/-고 (chained acts), -면서, an auxiliary ("설치하고 싶은데"),
or a modifier.

The last predicate of substance stays asked, unless the clause after the noun-verb does an act on a thing it names
("… 회사 노트북 **쓰고** 싶대요"): that act, even a generic verb (쓰다), is what the question asks.
"""

from __future__ import annotations

from bot.language.tags import DERIVING_SUFFIX_TAGS
from bot.language.terms import RawMorpheme

_QUOTATIVE = ("다고", "라고")  # "숙제한다고": what someone says they do
_HEARSAY = ("라던데", "다던데", "라는데", "다는데")  # "조심하라던데": what someone said, itself
# a later predicate that relays someone's request or wish: "빌려달래요", "쓰고 싶대요", "해달라는데" (not a relayed
# statement: "점검한다고 꺼도 된대요" tells what someone allowed, which the question then asks about)
_RELAYED = ("달래", "달라", "싶대", "싶다는", "싶다고")
_NOUN_TAGS = ("NNG", "NNP", "SL", "SH", "JKO")  # an object right before the verb: "노트북 쓰고", "파일을 보내"
# Verbs that frame a request or a state rather than do an act on a thing ("노트북 괜찮나요", "시간 되나요")
_FRAMES = frozenset("되 괜찮 가능하 싶 하 있 없 어떡하 어찌하 어떻 맞 같 궁금하 모르 알 필요하 그렇 걸리".split())  # noqa: SIM905


def _endings(morphs: tuple[RawMorpheme, ...], k: int) -> list[str] | None:
    """The ending surfaces of the suffix at `k` and the ending morphemes after it; None through an auxiliary."""
    out: list[str] = []
    m = morphs[k]
    if m.expression:
        out.extend(p.split("/")[0] for p in m.expression.split("+")[1:] if p.split("/")[1:2] and
                   p.split("/")[1].startswith("E"))
    j = k + 1
    while j < len(morphs) and morphs[j].pos.split("+")[0] in ("EP", "EC", "EF", "ETM", "VX"):
        if morphs[j].pos.startswith("VX"):
            return None  # "설치하고 싶은데": the act wanted
        out.append(morphs[j].surface)
        j += 1
    if out and out[-1] in ("는", "ᆫ", "ㄴ", "은", "던") and j < len(morphs) and morphs[j].surface == "데":
        out[-1] += "데"  # "재택하는데" read as 하 + 는 + 데 (a bound noun)
    return out


def backgrounds(morphs: tuple[RawMorpheme, ...], i: int) -> bool:
    """Whether the noun at `i`, made a verb by the suffix after it, closes a clause that tells why or in what
    situation (see the module doc)."""
    if i + 1 >= len(morphs) or not morphs[i + 1].pos.startswith(DERIVING_SUFFIX_TAGS):
        return False
    endings = _endings(morphs, i + 1)
    if not endings:
        return False
    joined = "".join(endings)
    if joined.endswith(_HEARSAY):
        return True
    return endings[-1].endswith(_QUOTATIVE) and any(
        marker in "".join(m.surface for m in morphs[i + 2:]) for marker in _RELAYED)


def act_after(morphs: tuple[RawMorpheme, ...], i: int) -> bool:
    """Whether a verb after position `i` does an act on a noun named right before it (its object)."""
    return any(m.pos.startswith("VV") and m.lemma not in _FRAMES and k > i + 2
               and morphs[k - 1].pos.split("+")[0] in _NOUN_TAGS
               for k, m in enumerate(morphs) if k > i + 1)
