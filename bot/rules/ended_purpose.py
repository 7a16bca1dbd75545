"""An event the question says has ended is the purpose achieved a retention period counts from (issue 8, cover28).

"이벤트 끝났는데 응모자 개인정보 얼마나 갖고 있어야 돼요?", "채용 끝났는데 … 얼마나 보관해요?": the personal-data
policy answers with "보관 기간은 목적을 달성한 날부터 1년이다". The event the question tells as ended (이벤트,
채용, 행사, 프로젝트) is what the data was collected for, and its end is the day the purpose was achieved that the
period counts from; the event noun was missing against the sentence.

So when the question asks how long something is kept (얼마나, 언제까지, 몇 년/달, 기간, how long) and tells an
event as ended (N 끝났는데 / 끝난 / 끝나면 / 종료됐는데, on the analyzer's tags: the noun right before 끝 or 종료; or
the nouns after it, but the thing kept: "작년에 끝난 설문 이벤트 응답자 연락처", session 58), the
noun of that event is carried by a sentence that counts a keeping period from the purpose achieved (보관 기간 …
목적을 달성한 날부터), and so is the person noun that says whose data was collected for it (응모자 개인정보,
참가자 명단: `bot.rules.data_owner`), and where that data still sits ("아직 드라이브에 남아있네요"). Not against
other sentences, not a question that asks no period, and not a question that tells no ended event ("회원 개인정보
얼마 동안 갖고 있어도 돼요?" keeps 회원).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.hangul import NIEUN, ends_in
from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, Term, analyze
from bot.rules import data_owner

_PERIOD_ASKED = re.compile(r"얼마나|얼마\s*동안|언제까지|몇\s*(?:년|달|개월|일|주)|기간|\bhow\s+long\b|\bretention\b",
                           re.I)
# "보관 기간은 목적을 달성한 날부터 1년이다": a keeping period counted from the purpose achieved
_FROM_PURPOSE = re.compile(r"보관\s*기간[^.]*목적[^.]*(?:달성|이루)")
# the place the data sits in: "드라이브에 남아있네요", "폴더에 아직 있는데", "PC에 저장돼 있어요"
_SITS_IN = re.compile(r"([가-힣A-Za-z]+)에\s*(?:아직|그대로|계속|다)?\s*(?:남아|남겨|있|저장)")
_AFTER_TIME = frozenset({"뒤", "후", "다음", "지", "때", "직후", "이후", "뒤로"})
_END_NOUNS = frozenset({"끝", "종료", "마감"})
_END_VERBS = frozenset({"끝나", "종료", "마감"})  # the ending itself, as a verb or a noun made a verb


def ended_events(question: str, whole_run: bool = False) -> set[str]:
    """The nouns the question tells as ended: "이벤트 끝났는데" -> {이벤트}; with `whole_run`, every noun of the run
    that names the event ("고객사 미팅 끝났는데" -> {고객사, 고객, 사, 미팅})."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if _ends_before(morphs, i):  # "작년에 끝난 설문 이벤트 응답자 연락처": the event after (session 58)
            out.update(_event_after(morphs, i + (1 if m.tag == "NNG" else 0)))
        ended = (m.tag == "NNG" and m.lemma in _END_NOUNS and i + 1 < len(morphs)
                 and morphs[i + 1].tag.startswith(("VV", "XSV"))) or (m.tag == "VV" and m.lemma == "끝나")
        if not ended:
            continue
        k = i - 1
        while k >= 0 and morphs[k].tag == "MAG":  # "경품 발송 다 끝났는데", "벌써 끝났는데" (session 59)
            k -= 1
        if k >= 0 and morphs[k].tag.startswith(("JX", "JKS")):  # "프로젝트는 끝났는데", "행사가 끝난"
            k -= 1
        if k >= 0 and morphs[k].tag in NOUN_OR_LATIN_TAGS:
            out.add(morphs[k].lemma.lower())
            while whole_run and k > 0 and morphs[k - 1].tag in (*NOUN_OR_LATIN_TAGS, "XSN", "NR"):
                k -= 1
                out.add(morphs[k].lemma.lower())
    return out


def _ends_before(morphs: tuple[Morph, ...], i: int) -> bool:
    """The ending at `i` is a modifier of the nouns after it: "끝난", "종료된", "마감된" (written with ㄴ)."""
    m = morphs[i]
    if m.tag == "VV" and m.lemma == "끝나":
        at = i
    elif m.tag == "NNG" and m.lemma in _END_NOUNS and i + 1 < len(morphs) and (
            morphs[i + 1].tag.startswith("XSV") or (morphs[i + 1].tag == "VV" and morphs[i + 1].lemma == "나")):
        at = i + 1  # "종료된", "끝 + 난"
    else:
        return False
    return ends_in(morphs[at].surface, NIEUN) and at + 1 < len(morphs) and morphs[at + 1].tag in NOUN_OR_LATIN_TAGS


def _event_after(morphs: tuple[Morph, ...], k: int) -> set[str]:
    """The nouns after the modifier at `k` that name the ended event: the run of nouns but its head, the thing kept
    ("설문 이벤트 응답자 연락처" -> 설문, 이벤트, 응답자); a lone noun only before 의 ("끝난 이벤트의 …")."""
    run: list[str] = []
    j = k + 1
    if j < len(morphs) and morphs[j].lemma in _AFTER_TIME:  # "이벤트 끝난 뒤": a time, the event is before it
        return set()
    while j < len(morphs) and morphs[j].tag in NOUN_OR_LATIN_TAGS:
        run.append(morphs[j].lemma.lower())
        j += 1
    if len(run) == 1:
        return set(run) if j < len(morphs) and morphs[j].tag == "JKG" else set()
    return set(run[:-1])


def carried(question: str, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """The unmatched event nouns the question tells as ended, and its verb of ending ("행사 끝난 지 좀 됐거든요":
    the purpose achieved), against a period counted from the purpose achieved."""
    nouns = {t.text for t in unmatched if not t.verb}
    ends = {t.text for t in unmatched if t.verb and t.text in _END_VERBS}
    if not (nouns or ends) or not _PERIOD_ASKED.search(question) or not _FROM_PURPOSE.search(sentence):
        return set()
    ended = ended_events(question, whole_run=True)  # "이벤트 경품 발송 다 끝났는데": every noun of it (session 59)
    if not ended:
        return set()
    owners = data_owner.owners(question, split_privacy=True)
    # where the data of the ended event still sits ("아직 드라이브에 남아있네요"): the story of what is kept
    places = {p.lower() for p in _SITS_IN.findall(question)}
    named_by = {t.text for t in unmatched if t.verb and t.text.lower() in owners}  # "응모하신 분들": 응모 (session 59)
    return {n for n in nouns if n.lower() in ended or n.lower() in owners or n.lower() in places} | ends | named_by


# "용도가 끝난 자료는 보안 USB에서 바로 삭제한다": the rule's own condition is the use that has ended
_USE_ENDED = re.compile(r"(?:용도|목적)[가이은는]?\s*(?:끝난|다한|달성한)")


def use_carried(question: str, unmatched: Iterable[Term], sentence: str) -> set[str]:
    """"고객사 미팅 끝났는데 USB에 넣어간 자료는 언제 지워야 돼?": the event the question tells as ended is the use
    that "용도가 끝난 자료" speaks of, so the nouns that name it (고객사 미팅; 고객사 read as 고객 + 사) are carried by
    such a sentence."""
    nouns = {t.text for t in unmatched if not t.verb}
    if not nouns or not _USE_ENDED.search(sentence):
        return set()
    ended = ended_events(question, whole_run=True)
    return {n for n in nouns if n.lower() in ended}


def ended_anchor(question: str, event: str, sentence: str) -> bool:
    """The question times its period against an event it tells as ended ("이벤트 끝난 뒤 … 언제까지") and the sentence
    counts the period from the purpose achieved ("보관 기간은 목적을 달성한 날부터 1년이다"): the same anchor
    (session 55, `bot.rules.kind_scope.other_event_problem`)."""
    return _FROM_PURPOSE.search(sentence) is not None and event.lower() in ended_events(question)
