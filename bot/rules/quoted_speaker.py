"""A person marked 이/가 whose clause only reports what they said or want sets the scene (issue 8).

"친구가 잠깐 과제한다고 회사 노트북 빌려달래요 빌려줘도 돼요?", "거래처 담당자가 자료가 급하다고 대외비 문서를
메일로 보내달라는데 …", "팀원이 이번달에 퇴사한다고 … 퇴사하면 언제까지 반납해야 돼요?": the subject marked 이/가
is the person who speaks in a quotative clause (-다고, -라고, -자고, -냐고); the question asks about the asker's
own act, told after that clause. Such a person is the story, not the topic, when:

- the subject's head noun names a person (a person, team or relation word; 님/분 after it), never a thing or a
  device ("충전기가 고장났다고" is what happened to the thing asked about);
- the subject's clause ends in a quotative connective (an auxiliary such as "하고 싶다고" is read through), never
  in -는데 / -어서 / -다는데 (a told event: "동생이 제 노트북 잠깐 썼는데 보고해야 돼요?" asks about the brother's use);
- the person is not named again after that clause ("인턴이 … 필요하다고 하는데 인턴도 발급받을 수 있어요?"), and
- the sentence carries the act the question ends on (the asked act is the asker's, and the policy states it).

General logic on MeCab-ko's tags and a word class of person nouns, never lists of questions.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from bot.language.tags import NOUN_OR_LATIN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import RawMorpheme
from bot.rules import contracted_request
from bot.rules.answer_kind import is_person
from bot.rules.clauses import _endings
from bot.rules.story import _nouns_and_morphemes

# people of an employee's story the policies' person words (남, 가족, 동료, 외부 업체 …) stand for
_PEOPLE = frozenset({
    "친구", "동생", "형", "누나", "언니", "오빠", "엄마", "아빠", "어머니", "아버지", "부모", "부모님", "아내",
    "와이프", "남편", "아들", "딸", "아이", "애", "조카", "선배", "후배", "동기", "상사", "과장", "부장", "대리",
    "차장", "사장", "이사", "고객", "직원", "신입", "인턴", "지인", "손님", "거래처",
})
_HONORIFICS = frozenset({"님", "분"})
# suffixes that make a noun a person ("아르바이트생", "교육생", "실습생")
_PERSON_SUFFIXES = frozenset({"생"})
_REFLEXIVES = frozenset({"자기", "자기네", "본인", "지"})
_FIRST_PERSON = frozenset({"제", "내"})
_QUOTATIVE_STARTS = ("다", "라", "자", "냐")


def names_person(noun: str) -> bool:
    """`noun` names a person who can say or ask something (a title, a colleague, N님 / N분)."""
    # not relayed_ask._someone: `noun` is one MeCab noun of a story, so relatives and friends count (they tell, they
    # seldom send the asker) and a title is the whole noun, not any word that ends in one
    return noun in _PEOPLE or (is_person(noun) and not noun.isascii()) or noun.endswith(("님", "분"))


def _ending_of(m: RawMorpheme) -> str | None:
    """The connective ending (EC) a morpheme carries, alone or fused with its stem (해서 -> 어서)."""
    if m.pos == "EC":
        return m.surface
    if "EC" in m.pos.split("+"):
        ends = [s for s, tag in _endings(m.pos, m.expression) if tag == "EC"]
        return ends[-1] if ends else ""
    return None


def _clause_end(raw: tuple[RawMorpheme, ...], start: int) -> tuple[str, int] | None:
    """The connective that closes the clause opening at `start` and the index after it, read through an
    auxiliary ("게임하고 싶다고"; never after a quotative: "같다고 하시는데"); None when the clause ends the
    question."""
    for k in range(start, len(raw)):
        short = contracted_request.request_end(raw, k)  # "빌려달라는데", "쓰자는데": a request quoted short
        if short is not None:
            return short
        ending = _ending_of(raw[k])
        if ending is None:
            if raw[k].pos.startswith(("EF", "SF")):
                return None
            continue
        nxt = raw[k + 1] if k + 1 < len(raw) else None
        if nxt is not None and nxt.pos.startswith("VX") and not _quotative(ending):
            continue  # "하고 싶다고", "알려 달라고": the auxiliary's ending closes the clause
        return ending, k + 1
    return None


def _quotative(ending: str) -> bool:
    return (len(ending) >= 2 and ending.endswith("고") and ending[-2] in _QUOTATIVE_STARTS) or ending.startswith(
        contracted_request.SHORT_QUOTES)


@dataclass(frozen=True)
class Speaker:
    """A quoted speaker: the nouns of the subject, and the acts of the quoted clause when that clause has no
    subject of its own (the speaker did them: "동료가 링크를 눌렀다고") and the asked clause does not repeat them."""

    words: frozenset[str]
    own_acts: frozenset[str]
    asked: str  # the rest of the question after the quoted clause, spaces removed
    asked_nouns: frozenset[str]  # the nouns of that rest
    advised: frozenset[str] = frozenset()  # quoted acts the rest asks about again ("끄라고 하네요. 끄는 게 맞나요?")


def _acts(raw: tuple[RawMorpheme, ...], start: int, end: int) -> tuple[set[str], bool]:
    """The predicates between `start` and `end` (a noun made a verb by 하다 as the noun: 퇴사한다고 -> 퇴사) and
    whether the clause has a subject of its own ("자료가 급하다고")."""
    acts: set[str] = set()
    subject = False
    for k in range(start, end):
        m = raw[k]
        if m.pos.startswith("JKS"):
            subject = True
        if m.pos.startswith(VERB_ADJECTIVE_TAGS):
            acts.add(m.lemma)
        if m.pos.startswith("XSV") and k > start and raw[k - 1].pos.startswith("NNG"):
            acts.add(raw[k - 1].surface)
    return acts, subject


def _mine(asked: tuple[RawMorpheme, ...]) -> bool:
    """The asked clause names the asker's own thing ("**제** 노트북 하루만 빌려달래요"): what is asked about is
    not the speaker's thing of the quote ("동료가 자기 노트북 고장났다고")."""
    return any(x.pos == "NP+JKG" and x.surface in _FIRST_PERSON for x in asked)  # 제/내 as owner, not 제가


def _owns(raw: tuple[RawMorpheme, ...], start: int, end: int, rest: str) -> bool:
    """The quoted clause names the speaker's own thing ("동생이 **자기** 노트북 느리다고") or the object of the
    speaker's own act that the asked clause takes up again ("남편이 회사 **VPN** 쓰고 싶다고 하는데 VPN 먼저
    연결하면 돼요?"): the speaker is the one the question is about."""
    if _mine(raw[end:]):
        return False  # "동료가 자기 노트북 고장났다고 **제** 노트북 빌려달래요": the asked thing is the asker's
    for k in range(start, end):
        m = raw[k]
        if m.pos.startswith("NP") and m.surface in _REFLEXIVES:
            return True
        nxt = raw[k + 1] if k + 1 < end else None
        if m.pos.startswith(NOUN_OR_LATIN_TAGS) and nxt is not None and (
                nxt.pos.startswith(("JKO", "VV", "VA"))) and m.surface.lower() in rest.lower():
            return True
    return False


@lru_cache(maxsize=4096)
def speakers(text: str) -> tuple[Speaker, ...]:
    """The person subjects marked 이/가 of `text` whose clause ends in a quotative connective and who are not
    named again after it."""
    raw, nouns = _nouns_and_morphemes(text)
    out: list[Speaker] = []
    for j, m in enumerate(raw):
        if not m.pos.startswith("JKS") or j == 0:
            continue
        h = j - 1
        while h > 0 and raw[h].pos.startswith("XSN") and raw[h].surface in _HONORIFICS:
            h -= 1
        start = h
        while start > 0 and raw[start - 1].pos.startswith(("NNG", "NNP", "XSN")):
            start -= 1
        words = [w for w, after in nouns if start < after <= j]
        suffixed = raw[j - 1].pos.startswith("XSN") and raw[j - 1].surface in _PERSON_SUFFIXES  # 아르바이트생
        if not words or not (names_person(words[-1]) or suffixed):
            continue
        # who the person is, told as a clause before them ("사이드 프로젝트 하는 친구가")
        words = [w for w, after in nouns if contracted_request.described_from(raw, start) < after <= j]
        if not words:
            continue
        end = _clause_end(raw, j + 1)
        if end is None or not _quotative(end[0]):
            continue
        asked = raw[end[1]:]
        rest = "".join(x.surface for x in asked)
        if any(w in rest for w in words):
            continue  # named again in what is asked: "인턴이 … 한다는데 인턴도 …"
        if _owns(raw, j + 1, end[1], rest):
            continue
        acts, subject = _acts(raw, j + 1, end[1])
        repeated = {x.lemma for x in asked} | {x.surface for x in asked}
        out.append(Speaker(words=frozenset(words), own_acts=frozenset() if subject else frozenset(acts - repeated),
                           asked=rest, asked_nouns=frozenset(w for w, after in nouns if after > end[1] and not (
                               after < len(raw) and raw[after].pos.startswith("XSV"))),  # 교체해줘요: an act
                           advised=frozenset() if subject else frozenset(acts & repeated)))
    return tuple(out)


def left_out(text: str, missing_nouns: list[str], covered: list[str], final: str | None) -> list[str]:
    """`missing_nouns` without the quoted speakers, when the sentence carries the act the question ends on and
    none of the acts the speaker did themselves ("동료가 링크를 눌렀다고 하는데 비밀번호 바꿔야 돼요?" against
    "링크를 눌렀다면 바로 비밀번호를 바꾸고 …": the rule is about the speaker's own act, not the asker's)."""
    if not missing_nouns or final is None or final not in covered:
        return missing_nouns
    told = {w for s in _told(text, covered, final) for w in s.words}
    return [n for n in missing_nouns if n not in told] if told else missing_nouns


def told_speakers(text: str, covered: list[str], final: str | None = None) -> list[Speaker]:
    """The speakers `left_out` sets aside (`_told`), for the rules that read what they said."""
    return _told(text, covered, final)


def _told(text: str, covered: list[str], final: str | None = None) -> list[Speaker]:
    """The speakers that only set the scene for a sentence that carries `covered`: none of the speaker's own
    quoted acts is carried, and a noun of the asked clause is ("4년마다 교체해줘요?" after "동생이 … 느리다고"
    asks about nothing the asker names), or the asked clause asks about the very act the speaker advised, which the
    sentence carries as the question's last act `final` ("동료가 일단 전원부터 끄라고 하네요. 끄는 게 맞나요?": the
    colleague is where the advice comes from, the act is the asker's)."""
    held = set(covered)
    return [s for s in speakers(text) if not s.own_acts & held and (
        s.asked_nouns & held or (final is not None and final in s.advised and final in held))]
