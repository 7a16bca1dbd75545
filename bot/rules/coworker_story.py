"""A coworker whose thing or situation a story clause tells is no topic of a rule for every employee (issue 8).

"팀원 노트북이 너무 느린데 회사 노트북은 몇년마다 바꿔줘요?", "팀원이 다음주 퇴사하는데 노트북은 어떻게 해요":
the asker speaks for a colleague (a team member, a senior, a manager) whose laptop is slow or who is leaving. The
policies' rules on laptops, passwords, mail and incidents hold for every employee alike, so the colleague is the
asker's story and "노트북은 4년마다 교체한다", "퇴사하면 … 반납한다" answer. The coworker noun is set aside when:

- it is a coworker word: a colleague or a rank within the company (팀원, 동료, 선배, 부장 …, also with 님/분),
  never a person outside the company (거래처, 고객, 가족, 친구) nor a kind of worker a rule may treat apart (인턴,
  계약직, 외주, 신입, 임원);
- it stands in a background clause (`bot.rules.story.background_nouns`: the owner of a thing or the subject of an
  event told with -는데, -어서, -다고 …), never in the asked clause ("팀원 계정으로 로그인해도 돼요?"), never with
  도 ("팀장님도 …") or as the one something goes to (에게, 한테, 께, 랑, 와);
- another noun of the question is carried by the sentence (the topic is pinned by it, not by the person); and
- the sentence names no person but the ones a report or a return goes to (IT 담당자, 보안팀): a rule between
  people ("동료나 외부 업체와 공유하지 않는다", "남에게 빌려주지 않는다", "팀장 승인을 받은 뒤") turns on who the
  other person is.

General logic on MeCab-ko's tags and a closed word class of coworker nouns, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from bot.language.terms import compact, content_terms, raw_morphemes
from bot.rules.answer_kind import is_person
from bot.rules.favour_asker import asking
from bot.rules.story import background_nouns

# Colleagues and ranks within the company (what the policies' 동료 and an employee stand for)
_COWORKERS = frozenset({
    "팀원", "동료", "선배", "후배", "사수", "부사수", "동기", "직원", "팀장", "파트장", "과장", "부장", "차장", "대리",
    "사원", "주임", "상사", "실장", "선임", "책임", "수석", "매니저",
})
_HONORIFICS = frozenset({"님", "분"})
# Particles after which the person is the one something goes to, is done with, or is singled out
_KEEPING_PARTICLES = ("JKB", "JC", "JKC")
_ALSO = frozenset({"도", "까지", "만"})
# The people a rule names as the ones a report, a return or a call goes to: they do not make it a rule between people
_SERVICE_HEADS = ("담당자", "보안팀", "운영팀", "헬프데스크")


def _coworker(noun: str) -> bool:
    return noun in _COWORKERS


@lru_cache(maxsize=4096)
def _told_coworkers(text: str) -> frozenset[str]:
    """The coworker nouns of `text` that only a background clause tells, as the owner or the subject of its event."""
    told = background_nouns(text)
    raw = raw_morphemes(text)
    out: set[str] = set()
    for k, m in enumerate(raw):
        if not m.pos.startswith("NNG") or not _coworker(m.surface) or m.surface not in told:
            continue
        j = k + 1
        while j < len(raw) and raw[j].pos.startswith("XSN") and raw[j].surface in _HONORIFICS:
            j += 1
        nxt = raw[j] if j < len(raw) else None
        if nxt is not None and (nxt.pos.startswith(_KEEPING_PARTICLES) or (
                nxt.pos.startswith("JX") and nxt.surface in _ALSO)):
            continue
        out.add(m.surface)
    # a coworker named again elsewhere (in the asked clause) is what is asked about
    return frozenset(w for w in out if sum(1 for m in raw if m.surface == w) == 1)


def _names_people(sentence: str) -> bool:
    """The sentence names a person other than the ones a report or a return goes to."""
    return any(is_person(t.text) and not compact(t.text).endswith(_SERVICE_HEADS) and t.text.upper() != "IT"
               for t in content_terms(sentence) if not t.verb)


def left_out(text: str, missing_nouns: list[str], sentence: str, covered: Collection[str]) -> list[str]:
    """`missing_nouns` without the coworkers a background clause of the question `text` tells of, when the sentence
    carries another noun of the question and names no other person."""
    if not missing_nouns or not any(_coworker(n) for n in missing_nouns):
        return missing_nouns
    told = _told_coworkers(text) - asking(text, _COWORKERS)  # 팀장님이 … 알려 달라는데: who would get it
    if not told or not any(n not in told and not _coworker(n) for n in covered):
        return missing_nouns
    if _names_people(sentence):
        return missing_nouns
    return [n for n in missing_nouns if n not in told]
