"""Another attribute, direction or group of the thing a rule is about (issue 8, near-miss hunt `_z`):
a sentence on the right topic that settles a different point is no answer. Part of the `answers_question`
check and of the extractive generator's choice, both through `bot.topic.TopicMatcher.coverage`.

- **A sanction**: "걸리면 징계예요?", "잃어버리면 물어내야 해요?", "넣은 거 걸리면 어떻게 돼요?" ask what happens
  to someone who broke a rule; the rule itself ("출력물은 바로 회수한다", "즉시 분실 신고를 한다") states a duty,
  not a sanction. Only a sentence that names a sanction itself ("어떤 불이익도 없다") answers; a near-synonym
  never stands in for one.
- **An only figure supposed**: "개인정보 파일도 1년만 보관해요?" asks about a figure; a sentence with no figure
  of that kind ("… 사내 드라이브에만 보관하고 …") does not answer it.
- **Who does it**: "누가 관리해요?" is not answered by a sentence whose only person is told something
  ("… 보안팀에 알린다"); "누가 받아요?" (a recipient asked) is.
- **The opposite direction of a transfer**: "거래처에서 파일 받을 때도 승인 받아야 돼요?" asks about receiving;
  "외부로 보낼 때는 팀장 승인을 받은 뒤 …" is about sending. Receiving a thing (받, 넘겨받, 들여오, 가져오,
  돌려받, 다운받, 수신, 반입) and giving or taking one out (보내, 넘기, 제공, 가져가, 반출, 내보내, 발송, 전송,
  돌려주, 반납) are the two directions; receiving an act someone does for you ("승인 받아야", "교체 받을 때")
  is no transfer. A sentence that only speaks of the other direction does not answer.
- **Another group picked out by what it did**: "신고한 사람은 불이익 없다던데 유출한 사람은 어떻게 돼요?" asks
  about the people who leaked; "신고한 사람에게는 어떤 불이익도 없다" is about those who reported.
- **A group outside the staff**: the policies speak to the company's employees; a question whose actor is
  someone else (협력업체 직원이, 외주 개발자도, 인턴은, 방문객이 …) is answered only by a sentence that
  names that group (itself or as its glossary policy word: 협력사 -> 외부 업체).
- **Where something goes**: "알림은 어디로 와요?" asks where a thing goes or arrives; a sentence whose only
  place is where to report ("… 보안 사고로 신고한다") does not say so ("어디로 신고해요?" is another matter).

General logic on the analyzer's tags and closed word classes, never lists of questions.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from functools import lru_cache

from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import Morph, analyze, compact, raw_morphemes
from bot.rules import outsider_asked, someone_did
from bot.rules.answer_kind import TELLING_VERBS, agents, is_person, places
from bot.rules.receiving import getting_problem
from bot.rules.service_receipt import act_index, replacement_issued

# The vocabulary of sanctions (a closed class): what happens to someone who broke a rule.
_SANCTION_NOUNS = frozenset({
    "징계", "처벌", "벌금", "벌칙", "벌점", "페널티", "패널티", "불이익", "감봉", "시말서", "경위서", "과태료",
    "변상", "배상", "손해배상", "인사위원회", "해고", "감점", "경고장",
})
_SANCTION_VERBS = frozenset({"물어내", "물어주", "변상하", "배상하", "혼나", "잘리", "짤리"})
# "fine" only as what is paid ("fine 내야 돼요?", "pay a fine"): "is it fine to …" asks a permission
_SANCTION_EN = re.compile(
    r"\b(?:penalt(?:y|ies)|punish\w*|disciplin\w*|sanctions?|compensat\w*)\b"
    r"|\bfines?\b(?=\s*(?:을|를)?\s*(?:내|물))|\bpay\s+(?:a\s+)?fines?\b", re.I)


# Being caught at a deed ("넣은 거 걸리면", "쓰다가 들키면", "적발되면"): what follows is a sanction. Not
# "악성코드 걸리면" (an infection) nor "며칠 걸려요" (time taken): 걸리 counts only after a deed made a noun
# (거, 게, 것) or -다가.
_CAUGHT = re.compile(r"(?:거|게|걸|것이|것|다가)\s*(?:걸리|걸렸|걸린|걸릴)|들키|들켰|들킨|들킬|적발")


def _sanctions(text: str) -> set[str]:
    found = {m.lemma for m in analyze(text) if m.lemma in _SANCTION_NOUNS or m.lemma in _SANCTION_VERBS}
    found.update(m.group(0) for m in _CAUGHT.finditer(text))
    # 불이익 read as 불+이익; within one written word ("연락처 벌써" holds no 처벌)
    found.update(n for n in _SANCTION_NOUNS if len(n) >= 2 and any(n in word for word in text.split()))
    found.update(m.group(0).lower() for m in _SANCTION_EN.finditer(text))
    return found


# "1년만 보관해요?", "3일 동안만 써요?": a yes/no question that supposes an only figure asks about that figure.
_ONLY_FIGURE = re.compile(
    r"(?:\d+|한|두|세|네|다섯)\s*(?:년|개월|달|주|영업일|일|시간|분|번|회|자|개|MB|GB)\s*(?:동안|까지)?\s*만(?=\s|$|[?？.,])",
    re.I)


def supposes_only_figure(question: str) -> bool:
    """The question supposes a figure as the only one allowed ("1년만", "3일 동안만"), not a figure of its story
    ("1년 지난 파일")."""
    return _ONLY_FIGURE.search(question) is not None


# "who do I / who I / who should we / who to …": the asker is the subject, so who is whom it goes to (non-native
# English drops the auxiliary and the "to": "who i report?")
_ASK_WHO_DOES = re.compile(
    r"누가|\bwho\s+(?!is\b|are\b|am\b|to\b|(?:(?:do|does|did|should|can|could|must|shall|will|would|have\s+to|need\s+to)"
    r"\s+)?(?:i|we|you|me|us|my|our)\b)", re.I)
_RECEIVING = frozenset({"받", "반납받", "돌려받", "넘겨받"})


def who_does_problem(question: str, sentence: str) -> str | None:
    """"누가 관리해요?" asks who does the act; a sentence whose only person is one that is told or given something
    ("… 보안팀에 알린다") does not say who does it. A question whose act is receiving ("누가 받아요?") asks for a
    recipient, which such a sentence does name."""
    if not _ASK_WHO_DOES.search(someone_did.without_someone(question)) or re.search(r"누구(?:한테|에게|께)", question):
        return None
    if any(m.lemma in _RECEIVING for m in analyze(question)):
        return None
    recipients = set(places(sentence, people=True))
    doers = [a for a in agents(sentence) if a not in recipients and is_person(a)]
    if doers or not recipients:
        return None  # a doer named, or no person at all (left to the who rule of bot.rules.answer_kind)
    return "(who does it: the sentence only names whom something goes to)"


def sanction_problem(question: str, sentence: str) -> str | None:
    """The question asks about a sanction the sentence does not state."""
    asked = _sanctions(question)
    if not asked or _sanctions(sentence):
        return None
    return f"(a sanction ({'/'.join(sorted(asked))}): the sentence states none)"


# Directions of a transfer (closed classes of verbs and verbal nouns).
_INBOUND = frozenset({"받", "넘겨받", "들여오", "가져오", "돌려받", "수신", "반입", "다운받", "건네받", "전달받"})
_OUTBOUND = frozenset({"보내", "넘기", "제공", "가져가", "반출", "내보내", "발송", "전송", "돌려주", "반납", "건네주"})
_WHAT = frozenset({"뭐", "무엇", "뭘", "머"})
# What one receives as a service, not as a thing: "승인 받아야", "교체 받을 때", "교육 받으면".
_ACT_NOUNS = frozenset({
    "승인", "동의", "허가", "허락", "결재", "신고", "확인", "교육", "검토", "도움", "안내", "연락", "답변", "답",
    "지원", "서명", "사인", "점검", "인증", "교체", "발급", "재발급", "지급", "수리", "설치", "상담", "처리",
    "알림", "전화", "문자", "메시지", "질문", "요청", "피드백", "감사", "평가", "면담", "조치", "컨펌", "오케이",
    # the same written in English inside a Korean sentence ("approval 받아야돼?")
    "approval", "permission", "consent", "ok", "okay", "confirm", "confirmation", "signoff", "review", "training",
    "support", "help", "feedback",
})


@lru_cache(maxsize=8192)
def directions(text: str) -> frozenset[str]:
    """"in" and/or "out": the directions of the transfers the text speaks of."""
    morphs = analyze(text)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.tag not in ("VV", "NNG", "NNP"):
            continue
        lemma = m.lemma
        if lemma == "받" and m.tag == "VV":
            if replacement_issued(morphs, i):
                continue  # "노트북 새로 받을 때 옛날꺼는 …": a replacement issued (bot.rules.service_receipt)
            j = act_index(morphs, i)  # skips adverbs: "승인 안 받아도"
            before = morphs[j] if j is not None else None
            if before is not None and before.tag in ("NP", "IC") and before.lemma in _WHAT:
                continue  # "나가려는데 뭐 받아야 돼?": what is to be obtained (an approval as often as a thing)
            if (j is None or morphs[j].tag not in (*KOREAN_NOUN_TAGS, "SL") or _act_noun(morphs, j) is None) \
                    and not _act_from_someone(morphs, i):
                out.add("in")  # a thing received ("파일 받을 때", "넘겨받", "다운받"), not an act ("승인 받아야")
            continue
        following = morphs[i + 1] if i + 1 < len(morphs) else None
        if lemma == "오" and m.tag == "VV" and _message_before(morphs, i):
            out.add("in")  # "링크 있는 메일 왔는데": a message that came is one received
            continue
        if lemma in ("돌리", "건네") and following is not None and following.tag == "VX" and \
                following.surface.startswith(("주", "줘", "줄", "준", "드리", "드려", "드릴", "드린", "드립")):
            out.add("out")  # "돌려줘야", "건네줘도", "돌려드려야": MeCab-ko reads 돌려주 as the verb and the helper 주
        elif lemma in _INBOUND:
            out.add("in")
        elif lemma in _OUTBOUND:
            if lemma == "넘기" and following is not None and following.lemma == "받":
                continue  # 넘겨받: inbound, counted at 받
            out.add("out")
    return frozenset(out)


_FROM = frozenset({"한테", "에게", "께", "한테서", "에게서", "께서"})


def _act_noun(morphs: tuple[Morph, ...], j: int) -> str | None:
    """The act noun the noun at `j` ends, read alone or with the noun before it: MeCab-ko cuts a loanword it does not
    know ("컨펌" -> 컨 + 펌)."""
    noun = morphs[j]
    if noun.lemma in _ACT_NOUNS:
        return noun.lemma
    joined = morphs[j - 1].lemma + noun.lemma if j > 0 and morphs[j - 1].tag in KOREAN_NOUN_TAGS else ""
    return joined if joined in _ACT_NOUNS else None


def _act_from_someone(morphs: tuple[Morph, ...], i: int) -> bool:
    """받 at `i` receives an act from someone named or asked between them ("승인은 누구한테 받아요?", "승인 팀장님께
    받으면"): the act noun before the one it comes from, past its particles and adverbs."""
    j = i - 1
    while j >= 0 and morphs[j].tag == "MAG":
        j -= 1
    if j < 1 or morphs[j].tag != "JKB" or morphs[j].surface not in _FROM:
        return False
    j -= 1
    while j >= 0 and morphs[j].tag == "XSN":  # 팀장+님
        j -= 1
    j -= 1  # the one it comes from (누구, 팀장)
    while j >= 0 and morphs[j].tag in ("JKO", "JX", "MAG"):
        j -= 1
    return j >= 0 and morphs[j].lemma in _ACT_NOUNS


_MESSAGES = frozenset({"메일", "이메일", "문자", "메시지", "메세지", "쪽지", "카톡"})


def _message_before(morphs: tuple[Morph, ...], i: int) -> bool:
    """The noun right before the verb at `i` (past a subject particle) names a message ("메일(이) 왔는데")."""
    j = i - 1
    if j >= 0 and morphs[j].tag in ("JKS", "JX"):
        j -= 1
    return j >= 0 and morphs[j].lemma in _MESSAGES


def direction_problem(question: str, sentence: str) -> str | None:
    """The question speaks of one direction of a transfer only, the sentence only of the other."""
    asked, stated = directions(question), directions(sentence)
    if len(asked) != 1 or not stated or asked & stated:
        return None
    ask = "receiving" if "in" in asked else "giving or taking out"
    said = "giving or taking out" if "in" in asked else "receiving"
    return f"(the opposite direction: the question asks about {ask}, the sentence about {said})"


# Heads that name people picked out by a clause before them: "신고한 사람", "유출한 분".
_PEOPLE_HEADS = frozenset({"사람", "분", "직원", "사용자", "당사자", "본인", "이"})


@lru_cache(maxsize=8192)
def qualified_people(text: str) -> tuple[tuple[str, str], ...]:
    """(head, qualifier) for each person noun that a relative clause qualifies: "유출한 사람" ->
    (사람, 유출); "보안팀에 신고한 직원" -> (직원, 신고)."""
    morphs = analyze(text)
    raw = raw_morphemes(text)
    aligned = len(raw) == len(morphs)
    out: list[tuple[str, str]] = []
    for i in range(1, len(morphs) - 1):
        ending = morphs[i]
        relative = ending.tag == "ETM" or (aligned and raw[i].pos.endswith("ETM"))
        if not relative:
            continue
        head = morphs[i + 1]
        if head.tag not in ("NNG", "NNB", "NP") or head.lemma not in _PEOPLE_HEADS:
            continue
        j = i if ending.tag != "ETM" else i - 1  # "한" (XSA+ETM) is its own predicate
        word = next((x for x in reversed(morphs[:j + 1][-3:]) if x.tag in ("NNG", "NNP", "VV", "VA")), None)
        if word is not None:
            out.append((head.lemma, word.lemma))
    return tuple(out)


def other_people_problem(question: str, sentence: str) -> str | None:
    """The question's last person-by-deed ("유출한 사람") is a group the sentence does not speak of: it names
    people by another deed ("신고한 사람", "신고한 직원") and not by the asked one."""
    asked = qualified_people(question)
    if not asked:
        return None
    deed = asked[-1][1]
    stated = [d for _head, d in qualified_people(sentence)]  # 사람, 직원, 분: all name people
    if not stated or deed in stated:
        return None
    return f"(people who {deed}: the sentence speaks of people who {'/'.join(stated)})"


# Groups outside the company's staff (a closed class): the policies do not say what they may do unless a
# sentence names them.
_OUTSIDERS = ("외부", "업체", "협력", "외주", "거래처", "파견", "용역", "방문객", "방문자", "손님", "게스트", "인턴",
              "계약직", "아르바이트", "알바", "하청", "vendor", "contractor", "intern", "visitor", "guest")
_ACTOR_HEADS = frozenset({"직원", "분", "분들", "사람", "사람들", "엔지니어", "개발자", "기사", "직원분", "인력", "쪽"})
_ACTOR_PARTICLES = frozenset({"이", "가", "도", "은", "는", "만", "께서", "들"})
_HEAD_WITH_PARTICLE = re.compile(r"^(?:분|분들|님|님들)(?:이|가|도|은|는|만)$")


@lru_cache(maxsize=4096)
def outside_actors(question: str) -> tuple[str, ...]:
    """Noun phrases naming a group outside the staff as the question's actor or its topic: "협력업체 직원이",
    "외주 developer분도", "인턴은" (not a recipient: "외부 업체에 제공", nor the asker's story "인턴인데")."""
    morphs = analyze(question)
    out: list[str] = []
    i = 0
    while i < len(morphs):
        m = morphs[i]
        if m.tag not in NOUN_OR_LATIN_TAGS or not _outsider(m.lemma):
            i += 1
            continue
        j = i + 1
        # the rest of the noun phrase: "협력 업체 직원", "외부 협력 사", "외주 developer 분들"
        while j < len(morphs) and morphs[j].tag in ("NNG", "NNP", "SL", "NNB", "XSN", "NR") and (
                morphs[j].lemma in _ACTOR_HEADS or morphs[j].tag in ("SL", "XSN", "NR") or _outsider(morphs[j].lemma)
                or _HEAD_WITH_PARTICLE.match(morphs[j].surface)):
            j += 1
        last = morphs[j - 1]
        marked = j < len(morphs) and morphs[j].tag in ("JKS", "JX") and morphs[j].surface in _ACTOR_PARTICLES
        if marked or _HEAD_WITH_PARTICLE.match(last.surface):  # "분도", read as one noun
            out.append(question[m.start:last.end])
        i = j
    return tuple(dict.fromkeys(out))


def _outsider(word: str) -> bool:
    return compact(word).lower().startswith(_OUTSIDERS)


def is_outsider(word: str) -> bool:
    """`word` names a group outside the company's staff (협력업체, 외주, 인턴 …)."""
    return _outsider(word)


def outsider_problem(question: str, body: str, words_for: Iterable[tuple[str, frozenset[str]]]) -> str | None:
    """The question's actor is a group outside the staff that the sentence (with its heading, `body`) does not
    name. `words_for`: each question noun with its glossary policy words (협력사 -> 외부 업체)."""
    actors = outside_actors(question)
    if not actors:
        return None
    squeezed = compact(body).lower()
    policy_words = dict(words_for)
    for actor in actors:
        nouns = [m.lemma for m in analyze(actor) if m.tag in NOUN_OR_LATIN_TAGS and _outsider(m.lemma)]
        named = any(compact(n).lower() in squeezed for n in nouns) or any(
            compact(w).lower() in squeezed for n in nouns for w in policy_words.get(n, frozenset()))
        if not named and not outsider_asked.receives(question, nouns, body):  # "… 빌려달라는데": 남에게 빌려주지
            return f"({actor.strip()}: the rule does not say it applies to them)"
    return None


_ASK_WHITHER = re.compile(r"어디로")


def whither_problem(question: str, sentence: str) -> str | None:
    """"알림은 어디로 와요?" asks where something goes or arrives; a sentence whose only place is where to
    report or tell something ("… 보안 사고로 신고한다", "IT 담당자에게 알린다") says where the asker sends word,
    not where the thing goes. A question that asks where to report ("어디로 신고해요?") is left to the place
    rule of `bot.rules.answer_kind`."""
    found = _ASK_WHITHER.search(question)
    if not found:
        return None
    morphs = analyze(question)
    act = _first_act([m for m in morphs if m.start >= found.end()])
    # "신고는 어디로 해요?": the telling may be the verbal noun before a light verb
    if act is None or act in TELLING_VERBS or any(m.lemma in TELLING_VERBS and m.tag == "NNG" for m in morphs):
        return None
    squeezed_question = compact(question)
    sentence_morphs = analyze(sentence)
    kept = [p for p in places(sentence) if compact(p) not in squeezed_question and not _told_to(sentence_morphs, p)]
    return None if kept else "(where it goes: the sentence only says where to report or tell)"


def _first_act(morphs: list[Morph]) -> str | None:
    """The first predicate: a verb's stem or the noun of a 하다 verb (신고+하)."""
    for k, m in enumerate(morphs):
        if m.tag in VERB_ADJECTIVE_TAGS:
            return m.lemma
        if m.tag in KOREAN_NOUN_TAGS and k + 1 < len(morphs) and morphs[k + 1].tag in DERIVING_SUFFIX_TAGS:
            return m.lemma
    return None


def _told_to(morphs: tuple[Morph, ...], place: str) -> bool:
    """The place is where something is reported or told: its particle is followed by a verb of telling."""
    for i, m in enumerate(morphs[:-2]):
        if compact(m.lemma) and compact(place).endswith(compact(m.lemma)) and morphs[i + 1].tag == "JKB":
            act = _first_act(list(morphs[i + 2:i + 5]))
            if act in TELLING_VERBS:
                return True
    return False


def attribute_problems(question: str, told: str, sentence: str, body: str,
                       words_for: Iterable[tuple[str, frozenset[str]]]) -> list[str]:
    """Every problem above for one question part (`told`: the story set aside beside it) and one sentence
    (`body`: with its section heading)."""
    found = (
        sanction_problem(question, sentence),
        who_does_problem(question, sentence),
        direction_problem(f"{question} {told}".strip(), sentence),
        other_people_problem(question, sentence),
        outsider_problem(question, body, words_for),
        whither_problem(question, sentence),
        getting_problem(question, sentence, "in" in directions(question), "in" in directions(sentence)),
    )
    return [problem for problem in found if problem]


_BARE = frozenset({"하", "되", "있", "없", "같", "맞", "괜찮"})


@lru_cache(maxsize=8192)
def negated_acts(sentence: str) -> frozenset[str]:
    """The acts the sentence forbids or denies: a verb (or the noun of a 하다 verb) before "-지 않" / "-지 말"
    ("메일 본문에 **쓰지 않고**", "**열지 말고**")."""
    morphs = analyze(sentence)
    out: set[str] = set()
    for i in range(len(morphs) - 2):
        m, ending, aux = morphs[i], morphs[i + 1], morphs[i + 2]
        if ending.tag == "EC" and ending.surface == "지" and aux.lemma in ("않", "말"):
            if m.tag == "VV":
                out.add(m.lemma)
            elif m.tag == "XSV" and i > 0:
                out.add(morphs[i - 1].lemma)
    return frozenset(out - _BARE)


def corrects_premise(confirm: bool, predicates: frozenset[str], sentence: str) -> bool:
    """A question that asks to confirm what it means to do ("암호는 메일에 같이 써서 보내면 되죠?") is corrected by
    a sentence that forbids one of its acts ("… 메일 본문에 쓰지 않고 …"), generic verbs such as 쓰 included."""
    return confirm and bool(predicates & negated_acts(sentence))


_NOUNISH = frozenset({"NNG", "NNP", "NNB", "NNBC", "NR", "SN", "SL", "XSN", "XPN", "MM"})
_QUESTION_WORDS = re.compile(r"얼마|뭐|뭔|무엇|무슨|어떤|어느|언제|어디|누구|누가|몇|며칠")
_FRAME = frozenset({"VCP", "EF", "EC", "JX", "JKB", "JKS", "SF", "SP", "SC", "SY", "MAJ"})


@lru_cache(maxsize=4096)
def offers_candidates(text: str) -> bool:
    """A question that only offers candidate answers to the one before it: nouns with a copula or a bare
    "-(으)로요 / 한테요" ("메일이에요?", "문자예요 메일이에요?", "포털이요?", "메일로요?"), no predicate of its
    own. It asks the question before about its own topic ("변경 안내는 어디로 와요? 메일이에요?" is not
    answered by any sentence that names 메일). "노트북은요?" (what about another thing) offers no answer."""
    if not re.search(r"[?？]\s*$", text):
        return False
    morphs = [m for m in analyze(text) if m.tag not in ("SF", "SP", "SC", "SY", "SS", "SE")]
    if not morphs or not any(m.tag in NOUN_OR_LATIN_TAGS for m in morphs):
        return False
    if any(m.tag not in _NOUNISH | _FRAME for m in morphs):
        return False
    # a topic of its own ("인증서 유효기간은 얼마야?") or a question word: a question, not a candidate answer
    if any(m.tag == "JX" and m.surface in ("은", "는") for m in morphs) or _QUESTION_WORDS.search(text):
        return False
    copula = any(m.tag == "VCP" or (m.tag == "JX" and m.surface == "이요") for m in morphs)
    then_yo = any(a.tag == "JKB" and b.tag == "JX" and b.surface == "요" for a, b in itertools.pairwise(morphs))
    return copula or then_yo
