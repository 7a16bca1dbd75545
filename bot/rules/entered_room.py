"""The room a question goes into is asked, not its story (issue 8, branch hunt22).

"회의실 작업하러 들어갈 때도 출입 기록 써야 돼요?", "사무실 들어갈 때 출입 기록 써야 돼요?": the policies rule the
entry of one room ("서버실에 들어갈 때는 출입 기록부를 작성한다"); a question about entering another room names that
room as what it asks about. A word the policies never use (회의실, 사무실, 창고) is otherwise set aside as the
story once the sentence pins the topic with two points (출입, 기록), and the server-room rule answers it.

So the nouns naming the place of an entering verb (들어가, 들어오, 들여보내, 출입하) are asked: the noun run right
before the verb (its particle, an adverb between: "창고에 혼자 들어가도"), or before the work done there when the
work is the occasion of going in ("회의실 작업하러 들어갈 때", "데이터센터 작업할 때 … 들어가도": `work_visit`'s
shape). A sentence that names the same room (as written or through the glossary: 전산실 -> 서버실) still carries
it; only the leniency that sets an uncarried word aside no longer reaches the room.

General logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import Morph, analyze

_ENTER_VERBS = frozenset({"들어가", "들어오", "들여보내"})
_BETWEEN = ("JKB", "JX", "MAG")
_TIME_NOUNS = frozenset({"때", "중"})
_WORK = "작업"


def _enters_at(morphs: tuple[Morph, ...], i: int) -> bool:
    """The morpheme at `i` is an entering verb (들어가, 출입하), not a thing contained ("들어간 파일")."""
    m = morphs[i]
    if m.lemma in _ENTER_VERBS and m.tag == "VV":
        following = morphs[i + 1] if i + 1 < len(morphs) else None
        return not (m.surface.endswith("간") or (following is not None and following.tag == "ETM"
                                                   and following.surface in ("는", "은", "ㄴ")))
    return m.lemma == "출입" and i + 1 < len(morphs) and morphs[i + 1].tag == "XSV"


def _skip_work(morphs: tuple[Morph, ...], j: int) -> int:
    """The index before a work occasion ending at `j` (작업 + 하 + 러 / 려고, 작업 + 할 + 때), or `j` itself."""
    k = j
    if k >= 0 and morphs[k].lemma in _TIME_NOUNS and morphs[k].tag.startswith("NN"):
        k -= 1  # 작업할 때
    if k >= 0 and morphs[k].tag.startswith("E"):
        k -= 1  # 러, 려고
    if k >= 0 and morphs[k].tag == "XSV":
        k -= 1
    if k >= 0 and morphs[k].lemma == _WORK and morphs[k].tag in KOREAN_NOUN_TAGS and k < j:
        return k - 1
    return j


def _run_before(morphs: tuple[Morph, ...], j: int) -> list[str]:
    """The nouns of the run ending at `j`, and the run itself when it has several (서버 + 실)."""
    k = j
    while k >= 0 and morphs[k].tag in KOREAN_NOUN_TAGS:
        k -= 1
    run = [m.surface for m in morphs[k + 1:j + 1] if m.lemma not in _TIME_NOUNS]
    return run + (["".join(run)] if len(run) > 1 else [])


@lru_cache(maxsize=4096)
def entered_rooms(text: str) -> frozenset[str]:
    """The nouns naming the place `text` goes into (회의실 of "회의실 작업하러 들어갈 때도")."""
    morphs = analyze(text)
    rooms: set[str] = set()
    for i in range(len(morphs)):
        if not _enters_at(morphs, i):
            continue
        j = i - 1
        if morphs[i].lemma == "출입":  # "서버실 출입할 때": the place is written right before the noun
            rooms.update(_run_before(morphs, j))
            continue
        while j >= 0 and morphs[j].tag.startswith(_BETWEEN):
            j -= 1
        j = _skip_work(morphs, j)
        while j >= 0 and morphs[j].tag.startswith(_BETWEEN):
            j -= 1
        rooms.update(_run_before(morphs, j))
    return frozenset(rooms)
