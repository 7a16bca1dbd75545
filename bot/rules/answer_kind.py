"""What kind of answer a question asks for, beyond its topic: a rule on the same topic that states
another point is not an answer (issue 8, part of the `answers_question` check and of the extractive
generator's choice, both through `bot.topic.TopicMatcher.coverage`).

- **Bound**: "최대 몇 자까지" asks for an upper limit; "12자 이상" states a lower one. A question that
  asks for one bound is not answered by a figure stated as the other.
- **Time a process takes**: "재발급 신청하면 며칠 걸려요?" asks how long something takes; "만료 30일
  전에 신청한다" (a lead time) and "90일마다" (a period) state another thing.
- **Counted things**: "몇 개", "몇 장", "몇 명" ask for a count of those things; "25MB" is no count
  of files.
- **Place**: "어디에 해요?", "where …?" need a place or recipient the question does not already name
  ("사내 드라이브에", "IT 담당자에게"); "서버실에 들어갈 때는 출입 기록부를 작성한다" does not say
  where the sign-in sheet is.
- **Exclusion**: "팀장 말고 누가 …?" is not answered by a sentence whose answer is 팀장.
- **Who someone is**: "개인정보 보호 담당자가 누구예요?" asks who holds a role the question names; a rule
  that only names the role ("보호 담당자의 승인을 받는다") does not say who that is: it takes a sentence
  that says what something is (a copula, "… 이다").
- **One more**: "하나 더 받을 수 있나요?" asks for an additional count of things, like "몇 개".

General logic on the analyzer's tags and closed word classes (particles, counters, bound words),
never lists of questions.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from bot.language.hangul import RIEUL, ends_in
from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import (
    GENERIC_NOUNS,
    GENERIC_VERBS,
    QUESTION_DETERMINERS,
    Morph,
    analyze,
    compact,
    noun_words,
    raw_morphemes,
)
from bot.rules import listed_member, said_meaning, someone_did, written_in
from bot.rules.asked_case import asks_case

# Upper and lower bounds, as a question asks for them and as a policy sentence states them.
# "용량 어디까지 돼요?": how far a measure goes, an upper bound (not a place)
_MEASURE_EXTENT = r"(?:용량|크기|사이즈|길이)[은는이가]?\s*(?:어디|얼마)\s*까지"
_ASK_MAX = re.compile(rf"최대|최고|맥스|맥시멈|몇\s*\S{{0,3}}\s*까지|{_MEASURE_EXTENT}"
                      r"|\bmax(?:imum)?\b|\bup\s+to\b|\bat\s+most\b|\blimit\b", re.I)
_ASK_MIN = re.compile(r"최소|적어도|최저|몇\s*\S{0,3}\s*이상|\bmin(?:imum)?\b|\bat\s+least\b", re.I)
_STATES_MAX = re.compile(r"^\s*(?:까지|이내|이하|안에|미만)")
_STATES_MIN = re.compile(r"^\s*(?:이상|부터|넘|초과|[이가을를]\s*(?:넘|초과))")  # "25MB가 넘는": over, a lower bound
# the end of a sentence told before the one that asks: "… 걸려요.. 몇 년 …", "… 걸려요. 몇 년 …"
_SENTENCE_END = re.compile(r"(?<=[.!…~])\s+")
# How long a process takes or lasts ("며칠 걸려요", "얼마 동안 써요", "how long does it take").
_ASK_TAKES = re.compile(
    r"걸려|걸리|걸릴|걸립|걸린|소요|얼마\s*동안|(?:몇|며칠|얼마)\s*\S{0,3}\s*만에|\btakes?\b|\btook\b", re.I)
_STATES_NOT_TAKES = re.compile(r"^\s*(?:전|마다|前)")
# A deadline ("반납 기한", "언제까지", "within how many days") is not a period ("4년마다").
_ASK_DEADLINE = re.compile(r"기한|언제까지|마감|\bdeadline\b|\bwithin\b|\bby\s+when\b", re.I)
_STATES_PERIOD = re.compile(r"^\s*마다")
# Counters: what "몇 N" counts (a closed class of Korean counting words).
COUNTERS = ("개", "장", "명", "대", "권", "건", "곳", "가지", "종류", "자리")
_ASK_COUNT = re.compile(r"몇\s*(" + "|".join(COUNTERS) + r")(?!월)")  # "몇 개월" is a span, not a count of 개
# another question word after 몇 + counter: 몇 is "some" ("파일 몇 개 정도 … 누구 승인")
_OTHER_ASKED = re.compile(r"누구|누가|어디|언제|무엇|어떻게|어떤|뭘|뭐를")
_STATED_COUNTERS = (*COUNTERS, "인")  # "2인 이상" counts people like "2명"
_NUMERAL = r"(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)"
# When: the question asks for a time ("언제 …?", "When …?"; not "언제든", nor "when" inside a sentence).
_ASK_WHEN = re.compile(r"언제(?!든|나)|^\s*(?:by\s+|until\s+)?when\b"
                       r"|[,;]\s*when\s+(?:do|does|did|will|would|can|should|is|are|am|must|shall)\b", re.I)
_TIME_WORDS = re.compile(
    r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분|시)|즉시|곧바로|바로|미리|먼저|마다|매일|매주|매달|매월|매년|분기"
    r"|입사일|새벽|오전|오후|이내|동안|지나면"
)
_TIME_NOUNS = frozenset({"때", "후", "뒤", "전", "다음"})
# Who: the question asks for a person or a team ("누가 해요?", "누구한테", "who approves").
# "어느 팀에", "어떤 부서가": a group asked like 누구 (bot.language.terms drops the group word as a topic)
_POINTED_GROUP_RE = re.compile(r"(?:어느|어떤|무슨)\s*(?:팀(?![장원])|부서(?!장)|담당자?|사람|분(?![기량류야실석]))")
_ASK_WHO = re.compile(r"누구|누가|" + _POINTED_GROUP_RE.pattern + r"|\bwho(?:m|se)?\b", re.I)  # 어느 팀: like 누구
_CONSENT_NOUNS = frozenset({"승인", "동의", "허가", "허락", "결재"})
# Who someone is: "N이/가/은/는 누구예요?", "who is the …?" (the role is named, the person is asked).
_ASK_IDENTITY = re.compile(
    r"(?:이|가|은|는|(?<=[가-힣])\s)\s*누구\s?(?:예요|에요|야|이야|인가요|인지|입니까|이죠|죠|지|신가요|세요|이에요|임)"
    r"|\bwho\s+(?:is|are)\s+(?:the|our|my)\b", re.I)
# What someone does: "보안팀이 뭘 해줘요?", "IT에서 무슨 조치를 해요?" (the doer named, the act asked).
_ASK_DOES = re.compile(
    r"([가-힣A-Za-z0-9]+?)\s*(?:이|가|에서는|에서|은|는)\s*(?:뭘|뭐를?|무엇을?|무얼|무슨\s*(?:일|조치)을?|어떤\s*조치를?)"
    r"\s*(?:해|하)")
# ... or whether the named one does it for the asker: "설치는 IT가 해줘요?", "라이선스는 팀장이 사 주나요?"
_ASK_DOES_FOR = re.compile(
    r"([가-힣A-Za-z0-9]+?)\s*(?:이|가|에서)\s+(?:[가-힣]+\s+)?[가-힣]*[해사어아여]\s*(?:줘|주|줄|준)")
# An additional count: "하나 더", "한 개 더", "두 대 더" (not "한 번 더": a retry, not a count of things).
_ASK_MORE = re.compile(r"(?:하나|둘|(?:한|두|세|\d+)\s*(?:개|대|장|권))\s*(?:만\s*)?더(?=\s|$)")
# Where: the question asks for a place or a recipient.
# "어느 저장소에", "어떤 폴더에", "무슨 사이트에서", "어느 공유 폴더에": which place, asked like 어디
_PLACE_NOUNS = ("저장소|폴더|드라이브|서버|장소|곳|위치|사이트|경로|채널|"
                "메일함|게시판|포털|페이지|클라우드|창고|사무실|층|방|주소")
# "어느 저장 장비에 보관돼요?": a device that holds things is a place with 에/에서 (with 로 it is a means: "어떤
# 장비로")
_HOLDING_NOUNS = "장비|장치|매체|스토리지|디스크"
_ASK_WHERE = re.compile(
    rf"어디|\bwhere\b|(?:어느|어떤|무슨)\s*(?:[가-힣A-Za-z]+\s+)?(?:{_PLACE_NOUNS})\s*(?:에|에서|으로|로)"
    rf"|(?:어느|어떤|무슨)\s*(?:[가-힣A-Za-z]+\s+)?(?:{_HOLDING_NOUNS})\s*(?:에|에서)(?!\s*대)", re.I)
# "서버실 안에 있어요 밖에 있어요?", "몇 층에 있어요?": where a thing is, asked without 어디
_ASK_LOCATED = re.compile(
    r"(?:안|밖|옆|앞|뒤|위|아래|근처|층|쪽)\s*에\s*있(?:어요|나요|어|습니까|죠|을까요|는지)|몇\s*층")
_ASK_HOW = re.compile(r"어떻게|어케|어캐|방법|\bhow\b", re.I)
# nouns that with -(으)로 say how a thing happens, never where (a closed class): "자동으로 풀린다", "원격으로 잠그고"
_MANNER_NOUNS = frozenset({"자동", "수동", "원격", "일괄", "개별", "임의", "별도", "직접", "우선", "정기"})
_REGARD_VERBS = frozenset({"보", "간주", "취급", "여기"})  # "N(으)로 본다": N is what it counts as
_PLACE_PARTICLES = frozenset({"에", "에서", "에게", "께", "한테", "로", "으로", "에다", "에다가"})
# "X 말고 누가": X is excluded from the answer.
_EXCLUDED_KO = re.compile(r"(\S+?)\s*(?:말고|말구|빼고|외에|이외에|아니고)")
_EXCLUDED_EN = re.compile(
    r"\b(?:other\s+than|besides|except(?:\s+for)?|apart\s+from|instead\s+of)\s+(?:the\s+|my\s+|a\s+)?(\w+)", re.I
)
_PARTICLE_TAIL = re.compile(r"(?:은|는|이|가|을|를|도|만|의)$")


def _verb_not(question: str, end: int) -> bool:
    """The word ending at `end`, before 말고, is a verb with -지 ("열지 말고", "끄지 말고": a negative imperative,
    "without opening it"), not a thing set apart."""
    return any(m.tag == "EC" and m.lemma == "지" and m.end == end and nxt.tag == "VX" and nxt.lemma == "말"
               for m, nxt in itertools.pairwise(analyze(question)))


# "풀어줄 수 있는 데 있나요?", "맡길 곳 없나요?": a place that does the act, asked by whether there is one;
# "해줄 수 있는 사람 있어요?": a person, the same way
_PLACE_BOUND = frozenset({"데", "곳"})
_PERSON_BOUND = frozenset({"사람", "분"})


def _asked_by_existence(question: str) -> str | None:
    """"place" or "person" when the question asks whether there is a place or a person that does an act: a bound
    place word (데, 곳) or 사람/분 right after a verb's modifier form, closed by 있/없 and an asking ending ("지금 바로
    풀어줄 수 있는 데 있나요?"); None otherwise ("풀어줄 수 있는데 있나요?" reads 는데 as a connective; "맡길 곳
    있어서요." asks nothing)."""
    morphs = analyze(question)
    for i in range(1, len(morphs) - 2):
        m, before, after, end = morphs[i], morphs[i - 1], morphs[i + 1], morphs[i + 2]
        kind = "place" if m.lemma in _PLACE_BOUND else "person" if m.lemma in _PERSON_BOUND else None
        if kind is None or after.lemma not in ("있", "없") or after.tag not in ("VV", "VA") or end.tag != "EF":
            continue
        modifier = before.tag == "ETM" or (before.tag in ("VV", "VX") and ends_in(before.surface, RIEUL))
        asking = "?" in question[end.end:end.end + 3] or end.surface.endswith(("나요", "나", "니", "까요", "습니까"))
        if modifier and asking:
            return kind
    return None


@dataclass(frozen=True)
class AskedKind:
    """What a question part asks for besides its topic (all empty: nothing beyond the topic)."""

    bound: str | None = None  # "max" or "min"
    takes: bool = False
    deadline: bool = False
    counter: str | None = None
    where: bool = False
    when: bool = False
    who: bool = False
    how: bool = False  # the means or the way: its answer may act on another object than the question's
    identity: bool = False  # "담당자가 누구예요?": who holds the role the question names
    doer: str | None = None  # "보안팀이 뭘 해줘요?": what the named doer does
    excluded: tuple[str, ...] = ()


@lru_cache(maxsize=4096)
def asked_kind(question: str) -> AskedKind:
    bound = None
    if _ASK_MAX.search(question):
        bound = "max"
    elif _ASK_MIN.search(question):
        bound = "min"
    count = _ASK_COUNT.search(question)
    if count and _OTHER_ASKED.search(question, count.end()):
        count = None  # "파일 몇 개 정도 … 가져가려는데 누구 승인이 필요해요?": some files; who is asked (session 55)
    more = _ASK_MORE.search(question)
    excluded = [_PARTICLE_TAIL.sub("", m.group(1)) for m in _EXCLUDED_KO.finditer(question)
                if not _verb_not(question, m.end(1))]  # "열지 말고": do not open, no thing set apart
    excluded += [m.group(1).lower() for m in _EXCLUDED_EN.finditer(question)]
    existence = _asked_by_existence(question)
    return AskedKind(
        bound=bound,
        # in the sentence that asks, not a story before it ("켜는 데만 한참 걸려요.. 몇 년 쓰면 바꿔주나요?")
        takes=_ASK_TAKES.search(_SENTENCE_END.split(question.strip())[-1]) is not None,
        deadline=_ASK_DEADLINE.search(question) is not None,
        counter=count.group(1) if count else ("개" if more else None),
        where=_ASK_WHERE.search(re.sub(_MEASURE_EXTENT, "", question)) is not None
        or _ASK_LOCATED.search(question) is not None or existence == "place",
        when=_ASK_WHEN.search(question) is not None,
        who=_ASK_WHO.search(someone_did.without_someone(question)) is not None  # not "누가 훔쳐갔어요"
        or existence == "person",
        how=_ASK_HOW.search(question) is not None,
        identity=_ASK_IDENTITY.search(question) is not None,
        doer=_doer(question),
        excluded=tuple(w for w in excluded if len(w) >= 2),
    )


def _figures(sentence: str, pattern: str) -> list[str]:
    """The text right after each figure of the asked kind in the sentence."""
    return [sentence[m.end():m.end() + 6] for m in re.finditer(pattern, sentence, re.I)]


def _bound_of(after: str) -> str | None:
    if _STATES_MAX.search(after):
        return "max"
    if _STATES_MIN.search(after):
        return "min"
    return None


@lru_cache(maxsize=8192)
def places(sentence: str, people: bool = False) -> tuple[str, ...]:
    """Nouns the sentence marks as a place or recipient (사내 드라이브에, IT 담당자에게, 버튼으로),
    not a time (30일 전에, 들어갈 때는). `people`: only who something goes to or where, not a means or
    what something counts as (-(으)로: "보안 사고로 신고한다" names no one)."""
    morphs = analyze(sentence)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.tag != "JKB" or m.surface not in _PLACE_PARTICLES or i == 0:
            continue
        if people and m.surface in ("로", "으로"):
            continue
        noun = morphs[i - 1]
        if noun.tag not in NOUN_OR_LATIN_TAGS or noun.lemma in GENERIC_NOUNS:
            continue
        if i >= 2 and morphs[i - 2].tag in ("SN", "NR"):  # a figure: "5영업일 이내에"
            continue
        following = [n for n in morphs[i + 1:i + 3] if not n.tag.startswith("J")]
        if m.surface in ("로", "으로") and noun.lemma in _MANNER_NOUNS:
            continue  # "자동으로 풀린다": how it happens, not where
        if m.surface in ("로", "으로") and following and following[0].lemma in _REGARD_VERBS:
            continue  # "사내 한정으로 본다": regarded as, not a place
        if following and following[0].lemma == "없":
            continue  # "표에 없는 소프트웨어": where something is not, not where it is
        k = next((k for k in range(i + 1, len(morphs)) if not morphs[k].tag.startswith("J")), len(morphs))
        if k + 1 < len(morphs) and morphs[k].tag in KOREAN_NOUN_TAGS and morphs[k + 1].tag.startswith("VCP"):
            continue  # "개인에게만 무료이고": whom a standing holds for, no place or recipient
        j = i - 1  # the whole written compound: 서버+실 -> 서버실
        while j > 0 and morphs[j - 1].tag in KOREAN_NOUN_TAGS and morphs[j - 1].end == morphs[j].start:
            j -= 1
        out.append("".join(x.lemma for x in morphs[j:i]))
    return tuple(out)


# how a rule says when it holds: "… 근거가 있을 때만", "… 경우", "잃어버리면", "회사 밖에서는", "접속하려면"
_STATES_CASE = re.compile(r"때|경우|[가-힣]면[\s,]|려면|에서는|이나\s|거나")


# "누구랑 같이 쓰면 안 돼요?": whom with, answered by the one a rule does it with ("가족과 함께 쓰지 않는다")
_ASK_WITH_WHOM = re.compile(r"누구(?:랑|와|하고|이랑)")
_WITH_PARTICLES = frozenset({"과", "와", "랑", "이랑", "하고"})


def companions(sentence: str) -> tuple[str, ...]:
    """Nouns the sentence marks as whom something is done with (-과/와/랑/하고: "가족과 함께")."""
    return tuple(m.lemma for m, nxt in itertools.pairwise(analyze(sentence))
                 if m.tag in NOUN_OR_LATIN_TAGS and nxt.tag == "JKB" and nxt.surface in _WITH_PARTICLES)


def _names_someone(question: str, sentence: str, names: Callable[[str], bool] | None) -> bool:
    """The sentence names someone who acts, approves or is told, whom the question does not name itself or through
    its glossary words (`names`: "외주사에 넘길 때 누구 승인?" is not answered by 외부 업체); the group a question word
    points at is asked, not named ("어느 팀에 알려요?" is answered by "보안팀에"); "누구랑" by the one a rule does it
    with."""
    unpointed = compact(_POINTED_GROUP_RE.sub(" ", question))
    named = (*agents(sentence), *(companions(sentence) if _ASK_WITH_WHOM.search(question) else ()))
    return any(compact(a) not in unpointed and not (names and names(a)) and is_person(a) for a in named)


@lru_cache(maxsize=8192)
def agents(sentence: str) -> tuple[str, ...]:
    """Nouns the sentence names as who does or approves something: the subject ("IT 담당자가 구매하고"),
    the one whose consent it takes ("팀장 승인", "보호 담당자의 승인"), or a recipient (places())."""
    morphs = analyze(sentence)
    out = list(places(sentence, people=True))
    for i, m in enumerate(morphs[:-1]):
        if m.tag not in NOUN_OR_LATIN_TAGS or m.lemma in GENERIC_NOUNS:
            continue
        nxt = morphs[i + 1]
        consent_next = nxt.lemma in _CONSENT_NOUNS or (
            nxt.tag == "JKG" and i + 2 < len(morphs) and morphs[i + 2].lemma in _CONSENT_NOUNS)
        if (nxt.tag == "JKS" and not _describes(sentence, i + 2)) or (consent_next and m.lemma not in _CONSENT_NOUNS):
            out.append(m.lemma)
    return tuple(out)


# How Korean names a person, a team or an organisation: by the head of the noun (담당**자**, 보안**팀**, 팀**장**,
# 직**원**, 외부 **업체**, 개발 **부서**) or a few whole words; "계정이 잠긴다", "로그인에" name no one who acts.
_PERSON_HEADS = ("자", "팀", "장", "원", "님", "업체", "부서", "사람", "회사", "본부", "센터", "실")
_PERSON_WORDS = frozenset({"남", "동료", "본인", "가족", "상대방", "it", "보안팀", "회사",
                           # people of the asker's story: "옆자리 인턴이 … 빌려달래요" (not family: 가족 has
                           # rules of its own, "가족과 함께 쓰지 않는다")
                           "인턴", "신입", "후배", "선배", "친구", "지인", "알바"})


def is_person(noun: str) -> bool:
    """The noun names someone who can act, approve or be told (a person, team or organisation)."""
    word = compact(noun).lower()
    return word in _PERSON_WORDS or word.endswith(_PERSON_HEADS) or (word.isascii() and word.isalpha())


def is_person_word(noun: str) -> bool:
    """The noun is one of the whole words that name a person or organisation (남, 동료, 가족, 인턴, 회사 …), whatever
    it ends in; a noun that only ends like one (분실, 문자, 서버실) or a Latin word (USB, Slack) is not."""
    return compact(noun).lower() in _PERSON_WORDS


def _describes(sentence: str, start: int) -> bool:
    """The subject before `start` belongs to a clause that describes a noun or says what there is ("**용도가**
    끝난 자료", "등급 **표시가** 없는 문서"): not someone who acts."""
    morphs = analyze(sentence)
    raw = raw_morphemes(sentence)
    for i in range(start, len(morphs)):
        m = morphs[i]
        if m.tag in ("VV", "VA", "XSV", "XSA"):
            if m.lemma in ("있", "없"):
                return True
            if len(raw) != len(morphs):
                return False
            return raw[i].pos.endswith("ETM") or (i + 1 < len(raw) and raw[i + 1].pos.startswith("ETM"))
    return False


def says_when(sentence: str, question: str) -> bool:
    """The sentence states a time the question does not already give: a figure or time word ("30일
    전에", "즉시", "매일"), or a condition or time clause ("휴대폰을 바꾸면", "퇴사 후") on a word the
    question does not use ("부서 옮기면 … 언제" is not answered by "부서를 옮기면 …")."""
    if _TIME_WORDS.search(sentence):
        return True
    squeezed_question = compact(question)
    morphs = analyze(sentence)
    for i, m in enumerate(morphs):
        conditional = m.tag == "EC" and m.surface.endswith("면") and not m.surface.endswith("려면")
        conditional = conditional or (m.tag in VERB_ADJECTIVE_TAGS and m.surface.endswith("면"))
        temporal = m.tag.startswith("NN") and m.lemma in _TIME_NOUNS and i > 0
        if not (conditional or temporal):
            continue
        # the clause's own word: the nearest noun or verb before it that is not a particle, an ending
        # or a generic verb ("근거가 있을 때" -> 근거, "신고하면" -> 신고, "휴대폰을 바꾸면" -> 바꾸)
        first = i if conditional and m.tag != "EC" else i - 1
        head = next((x for x in reversed(morphs[max(0, first - 4):first + 1])
                     if x.tag.startswith(("NN", "VV", "VA", "SL")) and x.lemma not in GENERIC_VERBS
                     and x.lemma not in _TIME_NOUNS), None)
        if head is not None and compact(head.lemma) not in squeezed_question:
            return True
    return False


def _figure_problems(kind: AskedKind, sentence: str, pattern: str) -> list[str]:
    """Bound, time taken and deadline: how the sentence states its figures of the asked kind."""
    out: list[str] = []
    after = _figures(sentence, pattern)
    if not after:
        return out
    if kind.bound:
        stated = {_bound_of(a) for a in after}
        if None not in stated and kind.bound not in stated:
            out.append(f"(a {kind.bound} bound, the sentence states a {'min' if kind.bound == 'max' else 'max'})")
    if kind.takes and all(_STATES_NOT_TAKES.search(a) for a in after):
        out.append("(how long it takes; the sentence states a lead time or a period)")
    if kind.deadline and all(_STATES_PERIOD.search(a) for a in after):
        out.append("(a deadline; the sentence states a period)")
    return out


def problems(question: str, sentence: str, quantity: str | None, pattern: str | None,
             names: Callable[[str], bool] | None = None) -> list[str]:
    """What the sentence lacks to answer what kind of thing the question asks (empty: nothing).
    `quantity` and `pattern`: the asked quantity kind and the regular expression of its figures; `names`: whether the
    question names a word through its glossary words ("외주사" names 외부 업체), beside the words it writes."""
    kind = asked_kind(question)
    out = _figure_problems(kind, sentence, pattern) if pattern is not None and quantity is not None else []
    # any counter will do ("몇 대" is answered by the table's "2개"); a size or a duration will not
    # "몇 자리" (how many places, of a password or a number) is counted in characters too: "12자 이상"
    # … so is "글자 수는 몇 개" (the question asks "chars": a count of characters, session 59)
    stated = (*_STATED_COUNTERS, "자") if kind.counter == "자리" or quantity == "chars" else _STATED_COUNTERS
    if kind.counter and not re.search(_NUMERAL + r"\s*(?:" + "|".join(stated) + ")", sentence):
        out.append(f"(a count of {kind.counter})")
    squeezed_question = compact(question)
    if kind.where and not any(compact(p) not in squeezed_question for p in places(sentence)) \
            and not written_in.answers_where(question, sentence):  # "어디 적어요?" -> "출입 기록부를 작성한다"
        out.append("(a place the question does not name)")
    if kind.who and not _names_someone(question, sentence, names):
        out.append("(who: a person or team the question does not name)")
    if kind.identity and not any(m.tag.startswith("VCP") for m in analyze(sentence)):
        out.append("(who holds the role: the sentence does not say what anyone is)")
    if kind.doer and not does(sentence, kind.doer):
        out.append(f"(what {kind.doer} does: the sentence does not make it the one who acts)")
    if kind.when and not says_when(sentence, question):
        out.append("(a time the question does not give)")
    value = value_problem(question, sentence)
    if value:
        out.append(value)
    if asks_case(question) and not _STATES_CASE.search(sentence):
        # "어떤 경우에 주민등록번호를 수집할 수 있나요?" is not answered by "개인정보는 … 꼭 필요한 항목만 수집한다"
        out.append("(in which case: the sentence states no condition)")
    member = listed_member.problem(question, sentence)  # "특수문자 뭐뭐 돼요?" vs "대문자·…·특수문자 중 세 종류"
    if member:
        out.append(member)
    more = more_problem(question, sentence)
    if more:
        out.append(more)
    squeezed = compact(sentence)
    out.extend(f"(the paper {paper}: the sentence does not name it)" for paper in asked_papers(question)
               if compact(paper) not in squeezed)
    out.extend(f"(the person {person}: the sentence does not name it)" for person in also_for(question)
               if compact(person) not in squeezed)
    squeezed = compact(sentence)
    if not any(compact(n) in squeezed for n in instead_nouns(question)):  # "노트북 말고 … 장비도": 장비 is named
        out.extend(f"(someone or something other than {word})" for word in kind.excluded if compact(word) in squeezed)
    return out


@lru_cache(maxsize=8192)
def main_predicate(sentence: str) -> str | None:
    """The predicate that ends the sentence, as a stem or the noun of its 하다 verb: "… 분실 신고를
    한다." -> 신고, "… 보안팀에 신고한다." -> 신고, "… 다시 등록한다." -> 등록, "… 바꾼다." -> 바꾸."""
    morphs = analyze(sentence)
    i = len(morphs) - 1
    while i >= 0 and morphs[i].tag.startswith(("S", "E", "VX", "EP")):
        i -= 1
    if i < 0:
        return None
    m = morphs[i]
    if m.tag in DERIVING_SUFFIX_TAGS and i > 0 and morphs[i - 1].tag in KOREAN_NOUN_TAGS:
        return morphs[i - 1].lemma  # 신고 + 한다
    if m.tag in VERB_ADJECTIVE_TAGS:
        if m.lemma in ("하", "되") and i > 0:  # "신고를 한다": the noun before its object particle
            j = i - 1
            if morphs[j].tag in ("JKO", "JX") and j > 0:
                j -= 1
            if morphs[j].tag in KOREAN_NOUN_TAGS:
                return morphs[j].lemma
        return m.lemma
    return None


@lru_cache(maxsize=8192)
def does(sentence: str, doer: str) -> bool:
    """The sentence makes `doer` its subject or topic ("신고를 받은 IT 담당자가 … 잠그고", "보안팀은 …"), not a
    recipient ("보안팀에 연락한다"): it says what the doer does."""
    want = compact(doer)
    morphs = analyze(sentence)
    for i, m in enumerate(morphs):
        word = compact(m.lemma)
        if m.tag not in NOUN_OR_LATIN_TAGS or not (want in word or (len(word) >= 2 and word in want)):
            continue
        j = i + 1
        while j < len(morphs) and morphs[j].tag in NOUN_OR_LATIN_TAGS:  # "IT 담당자가", "보안+팀+이"
            j += 1
        marker = morphs[j] if j < len(morphs) else None
        if marker is not None and (marker.tag == "JKS" or (marker.tag == "JX" and marker.surface in ("은", "는"))):
            return True
    return False


_DUTY_AFTER = re.compile(r"\S*(?:줘|주어)야")  # "해줘야 돼요": what is to be done for it


def _doer(question: str) -> str | None:
    """The noun named as the one whose act is asked ("보안팀이 뭘 해줘요?"); not the asker ("제가 뭘 …")."""
    found = _ASK_DOES.search(question) or _ASK_DOES_FOR.search(question)
    if found is None or _DUTY_AFTER.match(question, found.end()):
        return None  # "OTP는 뭘 해줘야 돼요?": what the asker must do about it, not what it does
    morphs = analyze(found.group(1))
    return found.group(1) if morphs and morphs[0].tag in NOUN_OR_LATIN_TAGS else None


@lru_cache(maxsize=8192)
def scene_of(sentence: str) -> tuple[str, ...]:
    """The words of the situation a rule opens with ("**교체**할 때는 …", "**서버실**에 **들어가**ㄹ 때는 …"):
    its nouns and verb stems before "때는". Empty when the sentence has no such opening."""
    morphs = analyze(sentence)
    for i, m in enumerate(morphs):
        if m.lemma == "때" and i + 1 < len(morphs) and morphs[i + 1].surface == "는":
            nouns = [w for start, (w, _parts, _after) in noun_words(morphs).items()
                     if start < i and w not in GENERIC_NOUNS]  # whole compounds: 서버+실 -> 서버실
            verbs = [x.lemma for x in morphs[:i] if x.tag in VERB_ADJECTIVE_TAGS and x.lemma not in GENERIC_VERBS]
            return tuple(dict.fromkeys([*nouns, *verbs]))
    return ()


_DEFINED = re.compile(r"^\s*(.+?)(?:은|는)\s+.*뜻")
_ASKS_MEANING = re.compile(r"뜻|의미|무슨\s*말|\bmean", re.I)


@lru_cache(maxsize=8192)
def defined_terms(sentence: str) -> tuple[str, ...]:
    """The terms a sentence defines ("기본 설치는 … 뜻, 자유 설치는 … 뜻"): it says what words mean, and
    answers only a question about those words."""
    if "뜻" not in sentence:
        return ()
    out = []
    for clause in re.split(r"[,:]\s*", sentence):
        found = _DEFINED.match(clause)
        if found:
            out.append(found.group(1).strip())
    return tuple(out)


def definition_problem(question: str, sentence: str, message_words: frozenset[str]) -> str | None:
    """A definition quoted for a question that names none of its terms and asks no meaning."""
    terms = defined_terms(sentence)
    if not terms or (_ASKS_MEANING.search(question) and not said_meaning.only_frame(question)):
        return None
    said = compact(question)
    if any(compact(t) in said or compact(t) in message_words for t in terms):
        return None
    return f"(the sentence defines {', '.join(terms)})"


@lru_cache(maxsize=8192)
def only_modifies(sentence: str, lemma: str) -> bool:
    """The sentence uses `lemma` only as a modifier of a noun ("**잠긴** 계정은 … 풀린다") and ends on another
    predicate: it presupposes that event and states something else."""
    morphs = analyze(sentence)
    uses = [i for i, m in enumerate(morphs) if m.lemma == lemma and m.tag in VERB_ADJECTIVE_TAGS]
    if not uses or main_predicate(sentence) == lemma:
        return False
    raw = raw_morphemes(sentence)
    if len(raw) != len(morphs):
        return False
    return all(raw[i].pos.endswith("ETM") or (i + 1 < len(raw) and raw[i + 1].pos.startswith("ETM")) for i in uses)


_EN_NOT_DOING = re.compile(
    r"\bif\s+(?:i|we|you|they|someone|an?\s+employee)\s+(?:don't|do\s+not|didn't|did\s+not|can't|cannot|"
    r"fail\s+to|forget\s+to|never)\s+([a-z]+)", re.I)
_EN_ASKERS = frozenset({"i", "we", "you"})
_EN_DOER = re.compile(
    r"^\s*(?:does|do|will|would|can)\s+(?:the\s+|my\s+|our\s+)?([a-z][a-z ]*?)\s+"
    r"(?:call|contact|email|phone|text|notify|tell|reach|answer|reply|respond)\b", re.I)


# "V 안 하면 안 돼요?" asks whether the duty may be skipped, not what follows skipping it
_SKIP_ASKED_RE = re.compile(r"(?:(?:안|못)\s*\S*면|지\s*않으면)\s*안\s*(?:돼|되|될)\S*\s*\??\s*$")


def negated_conditions(question: str) -> tuple[str, ...]:
    """The duties a question asks about not doing: "if I don't **return** …", "**반납** 안 하면", "**반납하지**
    않으면" (stems or nouns as the analyzer writes them; English words as written)."""
    out = [m.group(1).lower() for m in _EN_NOT_DOING.finditer(question)]
    if _SKIP_ASKED_RE.search(question):
        return tuple(out)  # "신고 안 하면 안 돼요?": may I skip it, which the duty answers (batch `_ze`)
    morphs = analyze(question)
    for i, m in enumerate(morphs):
        if m.surface in ("안", "못") and m.tag == "MAG" and i > 0 and i + 1 < len(morphs):
            verb = morphs[i + 1]
            ending = "".join(x.surface for x in morphs[i + 2:i + 4])
            if verb.tag in ("VV", "XSV") and (verb.surface.endswith("면") or ending.startswith("면")):
                before = morphs[i - 1]
                out.append(before.lemma if verb.lemma == "하" and before.tag in KOREAN_NOUN_TAGS else verb.lemma)
        if m.surface == "않" or (m.tag == "VX" and m.lemma == "않"):
            tail = "".join(x.surface for x in morphs[i:i + 3])
            if "으면" in tail and i >= 2 and morphs[i - 1].surface == "지":
                out.append(morphs[i - 2].lemma if morphs[i - 2].tag != "XSV" else morphs[i - 3].lemma)
    return tuple(dict.fromkeys(out))


def english_doer(question: str) -> str | None:
    """"Does the security team call me …?": who is asked to act ("security team")."""
    found = _EN_DOER.search(question)
    doer = found.group(1).strip().lower() if found else ""
    # the asker ("Can I email a 50MB file?") asks what they may do; a long stretch is no noun phrase
    # ("Can I put the file password in the email body?")
    if not doer or doer.split()[0] in _EN_ASKERS or len(doer.split()) > 3:
        return None
    return doer


# Ways of sending or telling something: "… 메일로 받아도 돼요?" asks about that channel.
CHANNELS = frozenset({"메일", "이메일", "문자", "카톡", "카카오톡", "전화", "메신저", "슬랙", "구두", "서면", "팩스",
                      "우편", "택배", "email", "slack"})


SENDING_VERBS = frozenset({"보내", "전송", "발송", "첨부", "붙이", "공유", "전달", "쏘"})  # 붙여서 보내: attaching


def _act_after(morphs: tuple[Morph, ...], at: int) -> str | None:
    """The first predicate from `at` on: a verb's stem, or the noun of a 하다 verb (신고+하)."""
    for k in range(at, len(morphs)):
        m = morphs[k]
        if m.tag == "VA" and k + 1 < len(morphs) and morphs[k + 1].tag in NOUN_OR_LATIN_TAGS:
            continue  # "메일로 큰 파일 보내려는데": 큰 describes what is sent (branch cover23)
        if m.tag in VERB_ADJECTIVE_TAGS:
            return m.lemma
        if m.tag in KOREAN_NOUN_TAGS and k + 1 < len(morphs) and morphs[k + 1].tag == "XSV":
            return m.lemma
    return None


def unstated_means(question: str, sentence: str) -> tuple[str, ...]:
    """A means the question asks about with -(으)로도 ("변경 안내는 메일로도 와요?", "카톡으로도 돼요?") that
    the sentence does not name as a means ("메일로", "문자 등 다른 경로로"): a sentence that mentions 메일 in
    another role ("메일 속 링크를 눌렀다면 …") says nothing about that channel."""
    morphs = analyze(question)
    asked: list[str] = []
    for i in range(len(morphs) - 2):
        noun, case, also = morphs[i], morphs[i + 1], morphs[i + 2]
        if (noun.tag in NOUN_OR_LATIN_TAGS and case.tag == "JKB" and case.lemma in ("로", "으로")
                and also.tag == "JX" and also.lemma == "도" and noun.end == case.start and case.end == also.start):
            asked.append(noun.surface)
        elif (noun.surface.lower() in CHANNELS and case.tag == "JKB" and case.lemma in ("로", "으로")
              and noun.end == case.start and _act_after(morphs, i + 2) not in SENDING_VERBS):
            # "승인 메일로 받아도 돼요?": how something other than the sending is done (not "메일로 보내도")
            asked.append(noun.surface)
    lowered = sentence.lower()
    return tuple(
        word for word in dict.fromkeys(asked)
        if re.search(rf"{re.escape(word.lower())}\s*(?:으로|로|등|이나|나)", lowered) is None
    )


# Verbs of telling or reporting: the noun marked with 에/에게/한테/께 before one is who is told.
_TELLING_VERBS = frozenset({"신고", "연락", "알리", "보고", "말하", "말씀", "문의", "제출", "전달", "통보",
                            "얘기", "전화", "물어보", "묻"})
_GOING_VERBS = frozenset({"가", "오", "찾아가", "들르", "방문하"})
_RECIPIENT_PARTICLES = frozenset({"에", "에게", "한테", "께", "에다", "에다가"})
_CARRYING_VERBS = frozenset({"되", "하", "괜찮", "주", "보", "있", "않", "맞"})  # "해야 돼요", "하면 되죠", "해 주"
_PERMITS = re.compile(r"^[가-힣]{0,4}?(?:어도|아도|여도|해도|도)\s*(?:돼|되|됨|될|괜찮)")


def _phrase_start(question: str, morphs: tuple[Morph, ...], noun_at: int) -> int:
    """Where the written noun phrase ending at `noun_at` starts ("IT 담당자", "보안팀" even where the analyzer
    splits it otherwise)."""
    start = question.rfind(" ", 0, morphs[noun_at].start) + 1
    while True:
        before = [x for x in morphs if x.end == start - 1]
        if not before or before[0].tag not in NOUN_OR_LATIN_TAGS:
            return start
        start = question.rfind(" ", 0, before[0].start) + 1


def _telling_after(morphs: tuple[Morph, ...], at: int) -> int | None:
    """The index of the last morpheme of a verb of telling right after `at` ("경찰에 바로 신고해야", "경찰에도
    신고"), when it is the question's last act; else None."""
    while at < len(morphs) and (morphs[at].tag == "MAG" or (morphs[at].tag == "JX" and morphs[at].surface == "도")):
        at += 1
    # going there first: "경찰서에 **가서** 신고해야" (a verb of motion joined by 서 to the telling)
    if (at + 1 < len(morphs) and morphs[at].tag == "VV" and morphs[at].lemma in _GOING_VERBS
            and morphs[at + 1].tag == "EC" and morphs[at + 1].surface.endswith("서")):
        at += 2
    if at >= len(morphs):
        return None
    verb = morphs[at]
    if verb.tag in KOREAN_NOUN_TAGS and at + 1 < len(morphs) and morphs[at + 1].tag == "XSV":
        end_at = at + 1
    elif verb.tag == "VV":
        end_at = at
    else:
        return None
    if verb.lemma not in _TELLING_VERBS:
        return None
    rest = morphs[end_at + 1:]
    if any(x.tag in ("VV", "VA", "XSV") and x.lemma not in _CARRYING_VERBS for x in rest) or any(
            x.tag in NOUN_OR_LATIN_TAGS for x in rest):
        return None  # the telling is not the question's last act
    return end_at


@lru_cache(maxsize=4096)
def asserted_recipients(question: str) -> tuple[str, ...]:
    """Whom the question says to tell, when telling them is the question's own final act and it asks
    whether that is needed or enough ("노트북 도난당하면 **경찰에** 신고해야 돼요?", "**IT 담당자한테** 연락하면
    돼요?", "**IT에** 알려야 돼요?"): a rule that names another recipient, or none, does not say so. Not a
    permission ("동료한테 알려줘도 돼요?": a prohibition on a class of people answers it), not a question word
    ("누구한테"), not a telling in a clause before the question ("IT에 신고하면 뭘 해줘요?")."""
    morphs = analyze(question)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.tag != "JKB" or m.surface not in _RECIPIENT_PARTICLES or i == 0:
            continue
        if morphs[i - 1].tag not in ("NNG", "NNP", "SL", "SN") or morphs[i - 1].lemma in GENERIC_NOUNS:  # 112에
            continue
        if i > 1 and morphs[i - 2].lemma in QUESTION_DETERMINERS:  # "어느 부서에": a question word, like 누구한테
            continue
        end_at = _telling_after(morphs, i + 1)
        if end_at is None or _PERMITS.search(question[morphs[end_at].start:]):
            continue
        out.append(question[_phrase_start(question, morphs, i - 1):m.start].strip().lower())
    return tuple(dict.fromkeys(out))


TELLING_VERBS = _TELLING_VERBS
# A premise the asker heard: "경찰서에 먼저 신고해야 된다고 들었는데요".
_HEARD = re.compile(r"(?:다고|라고|다던|라던|단|란)\s*(?:들었|들은|하던|하더|그러던|그랬)")


def heard_premise(question: str) -> bool:
    return _HEARD.search(question) is not None


# "몇 번 더", "몇 개 더": how many more, beyond what the asker has already used or had.
_ASK_HOW_MANY_MORE = re.compile(r"몇\s*[가-힣A-Za-z]{0,3}\s*더(?=\s|$)")  # "몇 번 더", "몇 MB 더"
_STATES_MORE = re.compile(r"(?<![가-힣])더(?=\s)|추가|남은|남아")


def more_problem(question: str, sentence: str) -> str | None:
    """"계정 잠기면 몇 번 더 시도할 수 있어요?" asks how many more there are; "5번 연속 실패하면 … 잠긴다"
    states a total, not what is left or added."""
    if _ASK_HOW_MANY_MORE.search(question) and not _STATES_MORE.search(sentence):
        return "(how many more: the sentence states no additional or remaining count)"
    return None


# "첫날 계정 비밀번호는 뭐예요?", "VPN 주소 뭐예요?": what something is (its value), not a rule about it.
# "근거 법령이 뭔지 알려주세요": the same question asked through a request (batch `_zr2`)
_ASK_VALUE = re.compile(r"(?:뭐예요|뭐에요|뭔가요|뭐야|뭐임|뭐죠|뭐지|무엇인가요|무엇입니까|뭘까요)\s*[?？]*\s*$"
                        r"|(?:뭔지|무엇인지|뭐인지)\s*(?:좀\s*)?(?:알려|알고\s*싶|궁금)")
# "해야 할 조치가 무엇인지 알려 주세요": what to do, a rule (session 59)
_ASKS_RULE = re.compile(r"규칙|규정|조건|기준|방법|절차|차이|뜻|의미|종류|주기|기간|기한|조치|대처|대응")


def value_problem(question: str, sentence: str) -> str | None:
    """A question for what something is needs a sentence that says what it is (a copula, "… 1년이다") or
    lists it ("공개·사내 한정·대외비"); a rule that does something with it ("… 비밀번호를 바꾸고 …") does not.
    Not a question for a rule, a way or a period ("비밀번호 규칙이 뭐예요?")."""
    if not _ASK_VALUE.search(question) or _ASKS_RULE.search(question):
        return None
    if any(m.tag.startswith("VCP") for m in analyze(sentence)) or _lists_asked(question, sentence):
        return None
    if _asks_which(question) and any(m.tag == "JX" and m.surface == "만" for m in analyze(sentence)):
        return None  # "쓸 수 있는 USB는 뭐예요?" asks which one: "… 보안 USB만 사용한다" names it
    return "(what it is: the sentence does not say what anything is)"


# a list of values ("공개·사내 한정·대외비 중 하나의 등급"): the list, then "중" / "등" and what the listed things are
_LISTED = re.compile(r"[^\s·]+(?:·[^\s·]+)+\s*(?:중|등|같은)\s*(?P<rest>.*)$")


def _lists_asked(question: str, sentence: str) -> bool:
    """The sentence lists values of the asked thing: a "·" list said to be of the noun the question asks what it is
    ("쓸 수 있는 등급이 뭐뭐예요?" — "공개·사내 한정·대외비 중 하나의 **등급**"); a list of something else in a rule
    on the same topic ("영문 대문자·소문자·숫자·특수문자 중 세 종류" for "와이파이 비번이 뭐예요?") says no value."""
    closing = _ASK_VALUE.search(question)
    listed = _LISTED.search(sentence)
    if closing is None or listed is None:
        return False
    asked = [m for m in analyze(question[:closing.start()]) if m.tag in NOUN_OR_LATIN_TAGS]
    return bool(asked) and asked[-1].lemma in {m.lemma for m in analyze(listed["rest"])}


def _asks_which(question: str) -> bool:
    """"업무용으로 쓸 수 있는 USB는 뭐예요?": the asked noun is described by a clause (a verb's modifier
    before it, through 수 있는), so the question asks which one of that kind, not what the thing is."""
    raw = raw_morphemes(question)
    for i, m in enumerate(raw[:-1]):
        if m.pos.endswith("ETM") and raw[i + 1].pos in NOUN_OR_LATIN_TAGS:
            rest = raw[i + 2:]
            if rest and rest[0].pos == "JX" and rest[0].surface in ("은", "는"):
                return True
    return False


@lru_cache(maxsize=4096)
def instead_nouns(question: str) -> tuple[str, ...]:
    """The nouns a question asks about instead of the one it excludes ("노트북 말고 **충전기** 같은 **장비**도
    반납해야 돼요?"): a sentence that names them ("노트북과 장비를 … 반납한다") answers for them too."""
    found = _EXCLUDED_KO.search(question)
    if found is None:
        return ()
    out: list[str] = []
    morphs = analyze(question[found.end():])
    for i, m in enumerate(morphs):
        if m.lemma == "같":  # "충전기 같은 장비": an example of the same thing
            continue
        if m.tag in ("VV", "VA", "XSV", "XSA", "NP") or m.lemma in ("누구", "누가", "뭐", "무엇", "어디"):
            break
        verb = i + 1 < len(morphs) and morphs[i + 1].tag in DERIVING_SUFFIX_TAGS  # "반납해야": the act, not a thing
        if m.tag in NOUN_OR_LATIN_TAGS and m.lemma not in GENERIC_NOUNS and not verb:
            out.append(m.lemma)
    return tuple(out)


# "삭제했다는 확인서 받을 수 있나요?": a paper the asker wants to get is a point of its own, which the
# morphological analyzer splits (확인 + 서) so that the topic words never hold it
_PAPER = re.compile(r"([가-힣]{0,4}(?:확인서|증명서|확인증|영수증|내역서|서약서|각서))")


def asked_papers(question: str) -> tuple[str, ...]:
    """Papers (certificates, receipts, statements) the question names."""
    return tuple(dict.fromkeys(m.group(1) for m in _PAPER.finditer(question)))


# "협력업체 직원한테도 노트북 지급돼요?": "X한테도" asks whether the rule reaches a person it may not cover
_ALSO_FOR = re.compile(r"([가-힣A-Za-z]+?)\s*(?:한테|에게|께)\s*도(?=\s|$)")


def also_for(question: str) -> tuple[str, ...]:
    """People the question asks the rule to reach as well ("인턴한테도", "외주 직원에게도")."""
    return tuple(dict.fromkeys(m.group(1) for m in _ALSO_FOR.finditer(question) if is_person(m.group(1))))
