"""A coworker whose thing or situation a story clause tells is no topic of a rule for every employee (issue 8).

"팀원 노트북이 너무 느린데 회사 노트북은 몇년마다 바꿔줘요?", "팀원이 다음주 퇴사하는데 노트북은 어떻게 해요":
the asker speaks for a colleague (a team member, a senior, a manager) whose laptop is slow or who is leaving. The
policies' rules on laptops, passwords, mail and incidents hold for every employee alike, so the colleague is the
asker's story and "노트북은 4년마다 교체한다", "퇴사하면 … 반납한다" answer. The coworker noun is set aside when:

- it is a coworker word: a colleague, a new hire, an intern or a rank within the company (팀원, 동료, 신입, 인턴,
  선배, 부장 …, also with 님/분; "인턴 친구" is the intern), never a person outside the company (거래처, 고객, 가족,
  친구) nor a kind of worker a rule may treat apart (계약직, 외주, 임원): a new hire or an intern is staff from the
  day they join, and the rules for staff hold for them ("신입이 비번 새로 만든다는데 …" is answered by "비밀번호는
  12자 이상"); what the intern is asked about in the asked clause ("인턴도 노트북 받아요?") is never set aside;
- it stands in a background clause (`bot.rules.story.background_nouns`: the owner of a thing or the subject of an
  event told with -는데, -어서, -다고 …), or it is the subject of the leave asked, the one who would do the act
  ("팀원이 ChatGPT Enterprise를 개인 계정으로 써도 되나요?", session 57; not an intern, not one who asks in a clause of
  their own: "팀장이 내 비밀번호 달라는데 줘도 돼요?", not a doing for the asker: "팀장님이 … 바꿔줘요?"); never the
  owner in the asked clause ("팀원 계정으로 로그인해도 돼요?"), never with 도 ("팀장님도 …") or as the one something
  goes to (에게, 한테, 께, 랑, 와);
- another noun of the question is carried by the sentence (the topic is pinned by it, not by the person);
- what the coworker does as the subject of their clause is carried ("팀원이 보안 USB를 잃어버렸다는데": 잃어버리 by
  "… 잃어버리면 …"; not "동료가 제 보안 USB를 잠깐 가져갔는데 분실 신고 해야 돼요?": taken, not lost), unless the
  coworker only asks or says something ("정리하라시는데", "그러시던데") or the clause names a thing ("선배가 넘겨준
  기획서"); and
- the sentence names no person but the ones a report or a return goes to (IT 담당자, 보안팀), read by role (session
  44): a person word anywhere, or a person's noun where it acts, approves, is told or is done with; a rule between
  people ("동료나 외부 업체와 공유하지 않는다", "남에게 빌려주지 않는다", "팀장 승인을 받은 뒤") turns on who the
  other person is, while "분실 신고" or "보안 USB" names no one.

General logic on MeCab-ko's tags and a closed word class of coworker nouns, never lists of questions.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from bot.language.terms import GENERIC_VERBS, RawMorpheme, compact, content_terms, raw_morphemes
from bot.rules import asked_setting
from bot.rules.answer_kind import agents, companions, is_person, is_person_word
from bot.rules.favour_asker import asking
from bot.rules.story import background_nouns

# Colleagues and ranks within the company (what the policies' 동료 and an employee stand for)
_COWORKERS = frozenset({
    "팀원", "동료", "선배", "후배", "사수", "부사수", "동기", "직원", "신입", "팀장", "파트장", "과장", "부장", "차장",
    "대리", "사원", "주임", "상사", "실장", "선임", "책임", "수석", "매니저", "인턴", "막내",
    # a job within the company ("저희 팀 신입 엔지니어가 …", session 57)
    "엔지니어", "개발자", "디자이너", "연구원", "기획자", "마케터",
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
def _told_coworkers(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The coworker nouns of `text` that only a background clause tells, as the owner or the subject of its event,
    each with the acts its clause tells of them as their subject (`_acts_of`)."""
    told = background_nouns(text)
    raw = raw_morphemes(text)
    out: dict[str, tuple[str, ...]] = {}
    for k, m in enumerate(raw):
        # "인턴 친구가", "신입 친구가": a friend after a coworker word is that coworker said fondly (session 53)
        fond = m.surface == "친구" and k > 0 and _coworker(raw[k - 1].surface)
        if not m.pos.startswith("NNG") or not (_coworker(m.surface) or fond):
            continue
        j = k + 1
        while j < len(raw) and raw[j].pos.startswith("XSN") and raw[j].surface in _HONORIFICS:
            j += 1
        nxt = raw[j] if j < len(raw) else None
        if nxt is not None and (nxt.pos.startswith(_KEEPING_PARTICLES) or (
                nxt.pos.startswith("JX") and nxt.surface in _ALSO)):
            continue
        if m.surface not in told and not (_asked_doer(m.surface, nxt) and _final_clause(raw, j)
                                          # a leave asked ("써도 되나요?"), not a doing for the asker
                                          and asked_setting.LEAVE_RE.search(text) is not None):
            continue
        out[m.surface] = _acts_of(raw, j) if nxt is not None and nxt.pos.startswith("JKS") else ()
    # a coworker named again elsewhere (in the asked clause) is what is asked about
    return tuple((w, acts) for w, acts in out.items() if sum(1 for m in raw if m.surface == w) == 1)


def _asked_doer(noun: str, particle: RawMorpheme | None) -> bool:
    """The coworker is the subject of the asked clause ("팀원이 ChatGPT Enterprise를 개인 계정으로 써도 되나요?",
    session 57): the asker asks on their behalf, and a rule for every employee holds for them. Not an intern, whom
    a rule on staff may not cover ("인턴이 노트북 받아요?")."""
    return noun != "인턴" and particle is not None and (particle.pos.startswith("JKS") or (
        particle.pos.startswith("JX") and particle.surface in ("은", "는")))


_LEAVE_FRAMES = ("도", "면")


def _final_clause(raw: tuple[RawMorpheme, ...], j: int) -> bool:
    """The clause that goes on after `raw[j]` is the one the message asks with: no connective closes a clause before
    its final ending ("팀장이 내 비밀번호 달라는데 줘도 돼요?": 팀장 asks in a clause of their own)."""
    for k in range(j + 1, len(raw)):
        tags = raw[k].pos.split("+")
        if any(t.startswith("EF") for t in tags):
            return True
        closing = _closing(raw, k)
        if closing is not None and not closing.endswith(_LEAVE_FRAMES):
            return False  # (not "써도 되나요", "쓰면 되나요": the asked act's own frame)
    return True


# connectives that go on within the same clause ("두고 내렸대요", "눌러서 … 넣었대요")
_CHAINING = frozenset({"고", "어", "아", "어서", "아서", "서", "며", "면서", "고서", "다고", "라고"})
# the connectives that link a verb to its auxiliary (넘겨 + 준, 두고 + 간, 하게 + 된)
_AUXILIARY_LINKS = frozenset({"어", "아", "고", "게", "지"})
# the endings of asking someone to do something: -(으)라, -래, -자고
_ASKING_ENDINGS = ("라", "래", "자")
# saying so, not doing: "… 된다고 팀장님이 그러시던데"
_SAYING = frozenset({"그러", "이러", "저러"})


def _acts_of(raw: tuple[RawMorpheme, ...], subject: int) -> tuple[str, ...]:
    """The acts a coworker marked as the subject at `raw[subject]` (이/가/께서) does in their clause, up to the
    first ending that closes it ("동료가 제 USB를 가져갔는데": 가져가; "팀원이 노트북을 두고 내렸대요": 내리; generic
    verbs such as 두, 쓰, 하 are no act of their own)."""
    acts: list[str] = []
    for k in range(subject + 1, len(raw)):
        m = raw[k]
        tags = m.pos.split("+")
        if tags[0] == "VV" and not acts and _modifies_noun(raw, k):
            return ()  # "선배가 넘겨준 기획서": the clause tells which thing, like an owner ("팀원 노트북")
        made_noun = tags[-1] == "ETN" or (k + 1 < len(raw) and raw[k + 1].pos == "ETN")
        if tags[0] in ("VV", "VA") and not made_noun and m.lemma not in GENERIC_VERBS and m.lemma not in _SAYING:
            acts.append(m.lemma)  # not a verb made a noun ("외우기 귀찮다고")
        elif tags[0] in ("XSV", "XSA") and k > 0 and raw[k - 1].pos.startswith("NNG"):
            acts.append(raw[k - 1].surface)  # 신고 + 했는데: the act is the noun
        closing = _closing(raw, k)
        if closing is not None:
            # "정리하라시는데", "보내 달래요", "삭제하래서": the coworker asks someone to do it, their act is asking
            return () if closing.startswith(_ASKING_ENDINGS) else tuple(acts)
    return tuple(acts)


def _modifies_noun(raw: tuple[RawMorpheme, ...], k: int) -> bool:
    """The verb at `raw[k]` (with its auxiliaries: 넘겨 + 준) ends in a modifier of a noun, not of 데 (-는데)."""
    j = k
    while j + 1 < len(raw) and not raw[j].pos.split("+")[-1].startswith(("ETM", "EF")) and raw[j + 1].pos.split(
            "+")[0] in ("VX", "EP", "ETM", "EC"):
        if raw[j].pos.split("+")[-1] == "EC" and (raw[j + 1].pos.split("+")[0] != "VX" or (
                (raw[j].expression or raw[j].surface).split("+")[-1].split("/")[0] not in _AUXILIARY_LINKS)):
            return False  # a connective that goes on to another verb or closes the clause ("가져갔는데")
        j += 1
    return raw[j].pos.split("+")[-1] == "ETM" and not (j + 1 < len(raw) and raw[j + 1].surface == "데")


def _closing(raw: tuple[RawMorpheme, ...], k: int) -> str | None:
    """The ending at `raw[k]` that closes a clause: a final ending or a connective that does not go on (-는데, -대요),
    or a modifier ending before 데 ("쓰려는데"); None for a modifier of a noun inside the clause ("수상한 메일"), a past
    tense (-었-) or a connective that goes on (-고, -어서)."""
    m = raw[k]
    tags = m.pos.split("+")
    if len(tags) > 1:
        endings = [(part.split("/")[0], part.split("/")[1]) for part in (m.expression or "").split("+")
                   if part.count("/") >= 1 and part.split("/")[1].startswith("E")]
    else:
        endings = [(m.surface, tags[0])] if tags[0].startswith("E") else []
    following = raw[k + 1].surface if k + 1 < len(raw) else ""
    return next((ending for ending, tag in endings if (tag.startswith(("EF", "EC")) and ending not in _CHAINING)
                 or (tag.startswith("ETM") and following == "데")), None)


def _names_people(sentence: str) -> bool:
    """The sentence names a person other than the ones a report or a return goes to: a person word anywhere
    ("남에게", "동료나 외부 업체와"), or a noun with a person's head where it acts, approves, is told or is done
    with ("팀장 승인", `answer_kind.agents` and `companions`). A noun that only ends like a person's head
    ("분실 신고", "특수문자") and a Latin word (a product: "보안 USB", "개인 PC") name no one."""
    squeezed = compact(sentence)
    return any(is_person_word(t.text) and _someone_else(t.text, squeezed)
               for t in content_terms(sentence) if not t.verb) or any(
        _someone_else(n, squeezed) for n in {*agents(sentence), *companions(sentence)})


def _someone_else(noun: str, squeezed: str) -> bool:
    """`noun` names a person, not by a Latin word, and not one a report or a return goes to, also when the analyzer
    read the written compound apart ("보안팀에": 보안 + 팀)."""
    word = compact(noun)
    return is_person(noun) and not noun.isascii() and not any(
        head.endswith(word) and head in squeezed for head in _SERVICE_HEADS)


def left_out(text: str, missing_nouns: list[str], sentence: str, covered: Collection[str],
             acts_carried: Collection[str] = ()) -> list[str]:
    """`missing_nouns` without the coworkers a background clause of the question `text` tells of, when the sentence
    carries another noun of the question and names no other person."""
    if not missing_nouns or not any(_coworker(n) for n in missing_nouns):
        return missing_nouns
    asked = asking(text, _COWORKERS)  # 팀장님이 … 알려 달라는데: who would get it
    told = {w for w, acts in _told_coworkers(text) if w not in asked
            # what the coworker did is carried ("팀원이 … 잃어버렸다는데": 분실), not only the thing it was done to
            # ("동료가 제 보안 USB를 잠깐 가져갔는데 분실 신고 해야 돼요?": taken, not lost)
            and (not acts or any(act in acts_carried for act in acts))}
    if not told or not any(n not in told and not _coworker(n) for n in covered):
        return missing_nouns
    if _names_people(sentence):
        return missing_nouns
    return [n for n in missing_nouns if n not in told]
