"""Going into a place is the policy's 출입 of that place (issue 8, branch cover15).

The policies word entering a room as 출입 ("서버실에는 2인 이상이 함께 출입한다"; the same section says "서버실에
들어갈 때는 …"); employees say 들어가: "야간에 장애나서 서버실 혼자 들어가야 되는데 괜찮죠?", "랙 잠깐 확인만 할건데
서버실 혼자 들어가도 되죠?" (a family in six dev batches: `_s`, `_za`, `_zc`, `_zd`, `_zl`, `_zr`). The verb is
carried by a sentence that names the same place and says 출입 (입실, 입장); with it carried, the sentence pins the
topic with two points and the question's story ("랙 잠깐 확인만 할건데") is set aside as for any other question.
Only the going into a place: not "개인정보 들어간 엑셀" (a thing contained: the verb modifies a noun), not "메일 링크
들어가서" or "사내망 들어가도" (no 출입 in the sentence; the glossary ties a system's 들어가 to 접속), not a place the
sentence does not name, not an entering that leads on to the act asked ("서버실 혼자 들어가서 작업해도 돼요?": the
work is asked; the first version lost that dev answer). A verb with no place right before it ("서버실에 케이블 하나만
보고 오면 되는데 혼자 들어가도 돼요?") goes into the place the question named earlier in the same sentence, when leave
to go in is asked (session 55; not one a sentence before: "서버실에 … 들어가야 해요. 들어갈 때 따로 해야 하는 게
있나요?" asks what to do, not whether to go in together). A glossary row 출입 <- 들어가 was tried first and
reverted: it made every 들어가 (a link clicked, a thing contained) need 출입 and lost five dev answers.

General logic on the analyzer's tags, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import Morph, Term, analyze, compact

_ENTER = "들어가"
_ENTRY_NOUNS = ("출입", "입실", "입장")
# Between the place and the verb: its particle (에, 에는, 로), adverbs (혼자, 잠깐), an adverbial (급하게), the asker
# ("저 혼자", "제가 혼자": a pronoun, read as an interjection or with its subject particle).
_BETWEEN = ("JKB", "JX", "MAG", "VA", "EC", "NP", "IC", "JKS")
# Connectives that go on to another act ("들어가서 작업해도", "들어가고 나서").
_THEN = frozenset({"서", "어서", "아서", "고"})



def _sentence_start(morphs: tuple[Morph, ...], i: int) -> int:
    """Where the sentence holding the morpheme at `i` begins (after the last full stop or question mark)."""
    for j in range(i - 1, -1, -1):
        if morphs[j].tag == "SF":
            return j + 1
    return 0


def _names_place(run: tuple[str, ...], squeezed: str) -> bool:
    """Some words in a row of the run of nouns before the verb (two letters at least) are the place `squeezed` names:
    the run may carry the time or the work before it ("야간 작업 때 서버실", "서버실 점검"; session 55)."""
    return any(len(part) >= 2 and part in squeezed and not _RELATIONAL & set(run[b:])
               for a in range(len(run)) for b in range(a + 1, len(run) + 1) for part in [compact("".join(run[a:b]))])


# a noun that places one thing by another ("기록실 옆 창고": the 창고 is entered, not the 기록실)
_RELATIONAL = frozenset({"옆", "앞", "뒤", "안", "밖", "근처", "위", "아래", "건너편", "맞은편", "쪽"})


def _place_before(morphs: tuple[Morph, ...], i: int) -> str | None:
    """The noun (a run of nouns: 서버 + 실) the verb at `i` goes into, or None."""
    run = place_run(morphs, i)
    return "".join(run) if run else None


def place_run(morphs: tuple[Morph, ...], i: int) -> tuple[str, ...] | None:
    """The nouns (a run of nouns: 서버 + 실) the verb at `i` goes into, or None."""
    j = i - 1
    while j >= 0 and morphs[j].tag in _BETWEEN:
        j -= 1
    end = j + 1
    while j >= 0 and morphs[j].tag in KOREAN_NOUN_TAGS:
        j -= 1
    nouns = morphs[j + 1:end]
    return tuple(m.surface for m in nouns) if nouns else None


def entered(text: str, body: str) -> bool:
    """`text` goes into a place (들어가, not as a modifier) that `body` names together with its 출입."""
    squeezed = compact(body)
    if not any(noun in squeezed for noun in _ENTRY_NOUNS):
        return False
    morphs = analyze(text)
    for i, m in enumerate(morphs):
        if m.lemma != _ENTER or m.tag != "VV" or m.surface.endswith("간"):
            continue  # "개인정보 들어간 엑셀": a thing contained ("서버실 들어갈 때" is entering)
        following = morphs[i + 1] if i + 1 < len(morphs) else None
        if following is not None and following.tag == "ETM" and following.surface in ("는", "은", "ㄴ"):
            continue  # "개인정보 들어가는 파일"
        if following is not None and following.tag == "EC" and following.surface in _THEN:
            continue  # "서버실 들어가서 작업해도 돼요?": the act asked is what is done inside
        place = place_run(morphs, i)
        if place and _names_place(place, squeezed):
            return True
        leave = following is not None and following.surface.endswith("도")  # "들어가도 돼요?": leave asked
        if place is None and leave and any(  # "서버실에 … 보고 오면 되는데 혼자 들어가도": the place named earlier
                mm.tag in KOREAN_NOUN_TAGS and len(mm.surface) >= 2 and compact(mm.surface) in squeezed
                for mm in morphs[_sentence_start(morphs, i):i]):
            return True
    return False


def entering(text: str, terms: Iterable[Term], body: str) -> set[str]:
    """The 들어가 among the question's unmatched `terms` that `body` carries as the 출입 of its place."""
    return {t.text for t in terms if t.verb and t.text == _ENTER} if any(
        t.verb and t.text == _ENTER for t in terms) and entered(text, body) else set()
