"""A request or proposal relayed in the contracted form closes a quoted clause (issue 8, cover35).

"사이드 프로젝트 하는 친구가 잠깐 빌려달라는데 회사 노트북 빌려줘도 돼요?" and "외주 편집자가 제 노트북 좀
빌려달라는데 빌려줘도 됨?" relay what a person asked the asker to do, as "빌려달라고 하는데" does: -달라는데 is
-달라고 하는데 said short (the auxiliary 달 of a request, then 라는 + 데 or a fused ending), and -자는데 / -자네요 is
-자고 하는데 ("같이 쓰자는데"). `bot.rules.quoted_speaker` sets the person of such a clause aside as the story only
for the full quotative (-다고, -라고, -자고, -냐고); these are the same clause written short. A contracted statement
(-다는데: "비밀번호 90일 지났다는데") is not one of them: it relays a fact of the asker's case, not a request to act.

A person's description written before them as a clause of its own ("사이드 프로젝트 하는 친구가") is who the person
is, like the nouns before the person's head ("외주 영상 편집자가"): `described_from` finds where it starts.

Read on MeCab-ko's tags (VX 달, ETM 라는 + NNB 데, EC 자는데), never lists of questions.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.language.terms import RawMorpheme

# endings of the request auxiliary 달 that relay the request: "빌려달라는데", "빌려달래서", "빌려달라길래"
_REQUEST_ENDINGS = ("라는데", "래서", "라길래", "라면서", "라며")
# a proposal relayed short: "같이 쓰자는데", "쓰자길래"
_PROPOSAL_ENDINGS = ("자는데", "자길래", "자면서", "자며")
# every ending `request_end` returns, for a reader that only has the ending
SHORT_QUOTES = ("라는데", *_REQUEST_ENDINGS, *_PROPOSAL_ENDINGS)


def request_end(raw: Sequence[RawMorpheme], k: int) -> tuple[str, int] | None:
    """The contracted request or proposal quote that `raw[k]` opens, as (ending, index after it), or None.
    `raw[k]` follows the request auxiliary 달 ("달 + 라는 + 데") or is the verb's own proposal ending."""
    m = raw[k]
    after_request = k > 0 and raw[k - 1].pos.startswith("VX") and raw[k - 1].lemma == "달"
    if after_request and m.pos.startswith("ETM") and m.surface in ("라는", "란") and k + 1 < len(raw) \
            and raw[k + 1].pos.startswith("NNB") and raw[k + 1].surface == "데":
        return "라는데", k + 2
    if m.pos.startswith("EC") and ((after_request and m.surface.startswith(_REQUEST_ENDINGS))
                                   or m.surface.startswith(_PROPOSAL_ENDINGS)):
        return m.surface, k + 1
    return None


def described_from(raw: Sequence[RawMorpheme], start: int) -> int:
    """Where the description of the person whose noun phrase starts at `start` begins: a clause modifying the
    person, from the message's start or the end of the clause before (a connective, a sentence end), when it ends
    in a modifier ending right before the person and has no subject of its own ("사이드 프로젝트 하는 친구가");
    `start` itself when there is none."""
    if start == 0 or not raw[start - 1].pos.split("+")[-1].startswith("ETM"):
        return start
    k = start - 1
    while k > 0:
        before = raw[k - 1]
        tags = before.pos.split("+")
        if any(t.startswith(("EC", "EF", "SF", "JKS")) for t in tags):
            break
        k -= 1
    if any(r.pos.startswith("JKS") for r in raw[k:start]):
        return start
    return k
