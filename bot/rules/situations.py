"""Whose situation, whose thing, whose role: near-miss questions that share a rule's words but not its
situation (issue 8, near-miss hunt `_t`). Read on the analyzer's tags and closed word classes; used by
`bot.topic.TopicMatcher.coverage`, so the extractive generator and the `answers_question` check decide alike.

- a rule that opens with a condition ("링크를 **눌렀거나** … **입력했다면** 바로 비밀번호를 바꾸고 …") answers a
  question that names that condition, not one that tells another event ("피싱 메일 **열어보기만** 했는데 …");
- a question that tells an event the policies never name and asks what to do ("아이가 노트북에 물을 **쏟았어요**
  어떻게 해야 돼요?") is not answered by a rule on something else about the laptop;
- "개인" says whose thing it is: "보안 USB를 **개인 노트북**에 꽂아도 되나요?" is not answered by a rule on
  **개인 USB**;
- a person the question makes the one who acts ("협력업체 직원**도** … 바꿔야 하나요?") is not bound by a rule that
  names that person only as a partner or recipient ("… 외부 업체**와** 공유하지 않는다");
- "X처럼 Y도": X is the comparison, Y is asked; "N보다 더 일찍" asks beyond the rule's figure; "처음 발급" is not
  재발급;
- a condition the question denies ("without clicking", "안 눌렀는데"), a channel the rule does not name ("text
  message" vs 메일), a frequency the rule does not state, an act the rule only presupposes ("신고를 받은 IT 담당자가
  …"), a further act after another ("신고하고 나서 지워도"): see `bot.topic.TopicMatcher._situation_problems`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from functools import lru_cache

from bot.language.hangul import SSANG_SIOT, has_final
from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import GENERIC_NOUNS, GENERIC_VERBS, STORY_TIMES, Morph, analyze, compact
from bot.rules import modifier_ending

# verbs that say nothing of the event ("했는데", "같아요", "보기만"): a closed class
_BARE = frozenset({"하", "되", "있", "없", "같", "맞", "괜찮", "주", "싶", "모르", "어떻", "어떡하", "그렇",
                   "이렇", "저렇", "어찌하", "않", "못"})
# endings that close a clause the asker tells before asking ("…했는데", "…하면", "…해서", "…했어요 …")
_TOLD_EC = ("는데", "은데", "ㄴ데", "던데", "면", "으면", "다면", "서", "니까", "으니까", "더니")


def indexed_acts(morphs: tuple[Morph, ...]) -> list[tuple[int, str]]:
    """The events of an analysed text with the index of their morpheme: verb stems other than the bare ones (하,
    되, 있 …), and nouns made verbs ("입력했다면": 입력). Shared by the rules that read a question's or a
    sentence's acts (bot.rules.own_act, leniency2, other_condition)."""
    out = []
    for i, m in enumerate(morphs):
        verb = m.tag in VERB_ADJECTIVE_TAGS and m.lemma not in _BARE
        made = m.tag in KOREAN_NOUN_TAGS and i + 1 < len(morphs) and (morphs[i + 1].tag in DERIVING_SUFFIX_TAGS or (
            # "다운로드만 했는데": a noun made a verb with a particle between
            morphs[i + 1].tag == "JX" and i + 2 < len(morphs) and morphs[i + 2].lemma == "하"))
        if verb or made:
            out.append((i, m.lemma))
    return out


def _frame(morphs: tuple[Morph, ...], i: int) -> bool:
    """"…하면 되죠", "…으면 돼요": an ending that frames the question, not a condition told."""
    return morphs[i].surface.endswith("면") and i + 1 < len(morphs) and morphs[i + 1].lemma in ("되", "좋", "괜찮")


def _condition_end(morphs: tuple[Morph, ...]) -> int | None:
    return next((i for i, m in enumerate(morphs) if m.tag == "EC" and m.surface.endswith("면")
                 and not m.surface.endswith("려면") and not _frame(morphs, i)), None)


@lru_cache(maxsize=8192)
def condition_words(sentence: str) -> tuple[str, ...]:
    """The events a rule's opening condition names, with the nouns they take ("메일 속 링크를 눌렀거나 계정
    정보를 입력했다면 …": 누르, 링크, 입력, 정보). Empty when the sentence opens with no -(으)면 clause."""
    morphs = analyze(sentence)
    end = _condition_end(morphs)
    if end is None:
        return ()
    words: list[str] = []
    for i, lemma in indexed_acts(morphs[:end]):
        words.append(lemma)
        j = i - 1  # the noun the event takes: "링크를 눌렀거나", "감염이 의심되면"
        while j >= 0 and morphs[j].tag.startswith("J"):
            j -= 1
        if j >= 0 and j < i - 1 and morphs[j].tag in NOUN_OR_LATIN_TAGS:
            words.append(morphs[j].lemma)
    return tuple(dict.fromkeys(words))


@lru_cache(maxsize=8192)
def condition_acts(sentence: str) -> tuple[str, ...]:
    """The events alone of a rule's opening condition ("링크를 눌렀거나 … 입력했다면": 누르, 입력)."""
    morphs = analyze(sentence)
    end = _condition_end(morphs)
    return () if end is None else tuple(dict.fromkeys(lemma for _, lemma in indexed_acts(morphs[:end])))


def main_clause(sentence: str) -> str:
    """The sentence after its opening -(으)면 condition (all of it without one)."""
    morphs = analyze(sentence)
    end = _condition_end(morphs)
    return sentence if end is None else sentence[morphs[end].end:]


def main_act(sentence: str) -> str | None:
    """The sentence's last event (its main predicate, a noun-verb's noun included)."""
    acts = indexed_acts(analyze(sentence))
    return acts[-1][1] if acts else None


@lru_cache(maxsize=8192)
def told(question: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The events the asker tells before asking, and the nouns of those clauses: clauses closed by "-는데",
    "-(으)면", "-어서" or by a sentence ending before the last one ("물을 쏟았어요 어떻게 해야 돼요?": 쏟)."""
    morphs = analyze(question)
    closes = [i for i, m in enumerate(morphs)
              if (m.tag == "EC" and m.surface.endswith(_TOLD_EC) and not _frame(morphs, i)
                  and not m.surface.endswith("려면"))  # "깔려면 어떻게 해요?": a purpose, no event told
              or (m.tag == "EF" and i > 0 and morphs[i - 1].tag == "EP")]
    last_ef = max((i for i, m in enumerate(morphs) if m.tag == "EF" or (m.tag == "SF" and i == len(morphs) - 1)),
                  default=len(morphs))
    closes = [i for i in closes if i < last_ef]
    if not closes:
        return (), ()
    events = indexed_acts(morphs)
    acts = []  # each told clause's own predicate: "담아 간 자료는 다 쓰고 나면" tells 쓰, not 담
    for n, close in enumerate(closes):
        start = closes[n - 1] if n else -1
        # not a verb that describes a noun right after it ("개인정보 적힌 종이 신청서가 있는데": the paper, no event)
        own = [lemma for i, lemma in events if start < i < close
               and not (i + 1 < len(morphs) and morphs[i + 1].tag in KOREAN_NOUN_TAGS)]
        if own:
            acts.append(own[-1])
    acts = list(dict.fromkeys(acts))
    nouns = tuple(dict.fromkeys(m.lemma for m in morphs[:closes[-1]] if m.tag in NOUN_OR_LATIN_TAGS))
    return tuple(acts), nouns


def told_acts(question: str) -> tuple[str, ...]:
    return told(question)[0]


WHAT_TO_DO_RE = re.compile(
    r"어떻게\s*(?:해야|하면|해요|하죠|하나요|할까|처리)|어떡하|어떡해|어쩌|뭘\s*해야|뭐\s*해야|무엇을\s*해야"
    r"|what\s+(?:should|do|must|can)\s+(?:i|we)\s+do|what\s+now|what\s+to\s+do", re.I)


def asks_what_to_do(question: str) -> bool:
    return WHAT_TO_DO_RE.search(question) is not None


OWN = ("개인",)  # says whose thing it is: the asker's own, not the company's


def _nouns_after(morphs: tuple[Morph, ...], i: int) -> list[str]:
    out = []
    j = i + 1
    while j < len(morphs) and morphs[j].tag in NOUN_OR_LATIN_TAGS:
        out.append(morphs[j].lemma)
        j += 1
    return out


def _owner_at(morphs: tuple[Morph, ...], i: int, text: str) -> bool:
    """"개인" written as a word of its own before a noun ("개인 USB"), not the front of 개인정보."""
    m = morphs[i]
    return (m.lemma in OWN and m.tag in KOREAN_NOUN_TAGS and i + 1 < len(morphs)
            and morphs[i + 1].tag in NOUN_OR_LATIN_TAGS
            and text[m.end:m.end + 1].isspace() and (m.start == 0 or not text[m.start - 1].isalnum()))


@lru_cache(maxsize=8192)
def owned_things(text: str) -> tuple[str, ...]:
    """What "개인" is said of: the word right after it ("개인 블루투스 마우스" -> 블루투스, "개인 노트북에" ->
    노트북)."""
    morphs = analyze(text)
    out = []
    for i in range(len(morphs)):
        if not _owner_at(morphs, i, text):
            continue
        j = i + 1  # the nouns of the next word only
        while j + 1 < len(morphs) and morphs[j + 1].tag in NOUN_OR_LATIN_TAGS and morphs[j + 1].start == morphs[j].end:
            j += 1
        out.append("".join(m.lemma for m in morphs[i + 1:j + 1]))
    return tuple(out)


@lru_cache(maxsize=8192)
def owned_spans(sentence: str) -> tuple[str, ...]:
    """What "개인" is said of in a rule, with the things joined to it ("개인 USB나 외장 하드는" -> "USB나 외장
    하드"): the text after it up to the first particle that is no conjunction."""
    morphs = analyze(sentence)
    out = []
    for i in range(len(morphs)):
        if not _owner_at(morphs, i, sentence):
            continue
        j = i + 1
        while j < len(morphs) and (morphs[j].tag in NOUN_OR_LATIN_TAGS or morphs[j].tag == "JC"
                                   or morphs[j].surface in ("·", ",")):
            j += 1
        end = sentence.find(" ", morphs[j - 1].end)  # to the end of that word: the analyzer may split 외장하드는
        out.append(sentence[morphs[i + 1].start:end if end >= 0 else len(sentence)])
    return tuple(out)


_SUBJECT_AFTER = r"\s*(?:직원|사람|분|님|쪽|측|들)?\s*(?:도|께서도|들도|님도)(?=\s|$)"
# a partner, a recipient, or the one who approves ("IT 담당자의 승인", "팀장 승인"): not the one bound to act
_PARTNER_AFTER = r"\s*(?:(?:와|과|랑|이랑|하고|에게|한테|께|에|의)(?=\s|$)|(?:승인|동의|허가|허락|결재))"
_EN_ALSO = re.compile(
    r"^\s*(?:does|do|will|would|must|should|can|are|is)\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?([a-z][a-z ]*?)"
    r"\s+(?:also|too|as\s+well)\b", re.I)


def acts_as_subject(question: str, word: str) -> bool:
    """The question asks whether the rule binds `word` too, as the one who acts: "협력업체 직원**도** … 바꿔야
    하나요?"."""
    also = _EN_ALSO.match(question)
    if also is not None:  # "Does the IT team also need approval …?"
        return word.lower() in also.group(1).lower().split()
    return word in question and re.search(re.escape(word) + _SUBJECT_AFTER, question) is not None


def only_partner(sentence: str, words: list[str]) -> bool:
    """Every mention of those words in the rule is a partner or recipient of its act ("외부 업체**와** 공유하지
    않는다"), none the one who acts or approves."""
    seen = False
    for word in words:
        for m in re.finditer(re.escape(word), sentence):
            seen = True
            if not re.match(_PARTNER_AFTER, sentence[m.end():]):
                return False
    return seen


_LIKE = frozenset({"처럼", "만큼", "같이"})


@lru_cache(maxsize=8192)
def compared_nouns(question: str) -> frozenset[str]:
    """"서버실**처럼** 사무실 출입할 때도": the noun a comparison is made with, not what is asked."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        if m.surface in _LIKE and m.tag.startswith("J") and i > 0:
            j = i - 1
            word: list[str] = []
            while j >= 0 and morphs[j].tag in NOUN_OR_LATIN_TAGS:
                word.insert(0, morphs[j].lemma)
                j -= 1
            out.update(word)
            if word:
                out.add("".join(word))
    return frozenset(out)


_BEYOND = re.compile(r"(\d+)\s*([가-힣A-Za-z]{0,3}?)\s*(?:전|후|뒤)?\s*보다(?=\s|$|더|좀)", re.I)
# "90일 말고 60일마다 바꿔도 되나요?", "5분 말고 1분으로": another figure than the rule's, asked instead of it
_OTHER_FIGURE = re.compile(r"(\d+)\s*([가-힣A-Za-z]{0,3}?)\s*(?:전|후|뒤)?\s*(?:말고|대신|아니고|아닌)\s*\d", re.I)
_BOUND_AFTER = re.compile(r"^\s*[가-힣A-Za-z]{0,4}\s*(?:이상|이하|이내|까지|안에|넘|초과|미만|전부터|부터)")


def beyond_problem(question: str, sentence: str) -> str | None:
    """"만료 30일 전**보다 더 일찍** 신청해도 되나요?" asks beyond the rule's figure, "90일 말고 60일마다 …?" for
    another one: a rule that states that figure as a point ("30일 전에 … 신청한다", "90일마다 바꾼다"), not as a
    bound ("12자 이상"), does not say."""
    m = _BEYOND.search(question) or _OTHER_FIGURE.search(question)
    if m is None:
        return None
    for found in re.finditer(rf"(?<!\d){m.group(1)}(?!\d)", sentence):
        if _BOUND_AFTER.match(sentence[found.end():]):
            return None
    return f"(beyond {m.group(1)}{m.group(2)}: the sentence states the figure, not a bound)"


_FIRST = re.compile(r"처음|최초|신규|(?<![가-힣])첫")


def first_time_problem(question: str, sentence: str, nouns: list[str]) -> str | None:
    """"VPN 인증서 **처음** 발급은 어떻게 받아요?" is not answered by a rule on 재발급: the question's noun is in
    the sentence only after 재 (again)."""
    if _FIRST.search(question) is None:
        return None
    squeezed = compact(sentence)
    for noun in nouns:
        word = compact(noun)
        if len(word) >= 2 and f"재{word}" in squeezed and squeezed.replace(f"재{word}", "").find(word) < 0:
            return f"(the first {noun}: the sentence speaks of 재{noun})"
    return None


def _past_syllable(text: str) -> bool:
    return has_final(text, SSANG_SIOT)  # a final ㅆ: 바꿨, 버렸


def told_in_past(question: str, lemma: str) -> bool:
    """The question tells the act as done ("새 폰으로 바꿨어요", "링크 눌러버렸어요"): it is the asker's situation,
    not the event asked about."""
    morphs = analyze(question)
    at = max((i for i, m in enumerate(morphs) if m.lemma == lemma), default=None)
    if at is None:
        return False
    j = at
    while j < len(morphs) and (j == at or morphs[j].tag in ("VX", "EP", "XSV")):
        if morphs[j].tag == "EP" or _past_syllable(morphs[j].surface):
            return True
        j += 1
    return False


def after_done(question: str, lemma: str) -> bool:
    """The act is asked about after another act is done ("신고하고 **나서** 지워도", "신고한 **뒤에** 삭제해도"): a
    further act, which a rule on the first one does not allow or forbid."""
    morphs = analyze(question)
    at = next((i for i, m in enumerate(morphs) if m.lemma == lemma), None)
    if at is None:
        return False
    for i in range(1, at):
        after = morphs[i].tag in ("NNG", "NNB") and morphs[i].lemma in ("뒤", "후", "다음") and (
            morphs[i - 1].tag in ("ETM", "XSA", "XSV") or morphs[i - 1].surface.endswith(("한", "은")))
        if after or (morphs[i].surface == "고" and i + 1 < at and morphs[i + 1].lemma == "나"):
            earlier = [lemma_ for _, lemma_ in indexed_acts(morphs[:i])]
            if earlier and earlier[-1] not in GENERIC_VERBS:
                return True
    return False


_EN_NEGATED = re.compile(
    r"\b(?:without|not|never|didn't|didnt|did\s+not|haven't|havent|don't|dont)\s+(?:even\s+|any\s+)?([a-z]+)", re.I)


_EN_OR_NEXT = re.compile(r"^[^,.;:?!]*?\b(?:or|nor)\s+(?:even\s+|any\s+)?([a-z]+)", re.I)


def negated_english(question: str) -> frozenset[str]:
    """English words the question negates ("without **clicking** anything", "didn't **click**"), and a verb
    joined to one by "or" in the same clause ("didn't click any link **or type** anything")."""
    out: set[str] = set()
    for m in _EN_NEGATED.finditer(question):
        out.add(m.group(1).lower())
        joined = _EN_OR_NEXT.match(question[m.end():])
        if joined is not None:
            out.add(joined.group(1).lower())
    return frozenset(out)


_EN_IRREGULAR_PAST = frozenset({"broke", "fell", "spilt", "dropped", "threw", "burnt", "burned", "froze", "bent"})


def english_past(word: str) -> bool:
    """An English word of the story told as an event ("spilled", "dropped", "broke")."""
    w = word.lower()
    return (len(w) > 4 and w.endswith("ed")) or w in _EN_IRREGULAR_PAST


@lru_cache(maxsize=8192)
def denied_nouns(question: str) -> frozenset[str]:
    """The nouns the question says a clause is not ("**외부 업체가 아니라** 총무팀 직원이", "퇴사는 아니고"), the
    compound they end included: what the asker's case is not."""
    morphs = analyze(question)
    out: set[str] = set()
    for i, m in enumerate(morphs):
        # ... or the chat statement "퇴사는 아님" (not "퇴사 아님?", which asks)
        stated = m.surface == "아님" and (i + 1 == len(morphs) or morphs[i + 1].surface not in ("?", "？"))
        if m.tag == "VCN" and (m.surface.startswith("아닌데") or stated or (
                i + 1 < len(morphs) and morphs[i + 1].tag == "EC")):
            k = i - 1 if i and morphs[i - 1].tag in ("JX", "JKC", "JKS") else i
            if k and morphs[k - 1].tag in KOREAN_NOUN_TAGS:
                out.add(morphs[k - 1].lemma)
                start = k - 1  # … and the compound it ends ("외부 업체가 아니라": 외부 업체)
                while start > 0 and morphs[start - 1].tag in KOREAN_NOUN_TAGS:
                    start -= 1
                if start < k - 1:
                    run = [x.lemma for x in morphs[start:k]]
                    out.update({" ".join(run), "".join(run)})
    return frozenset(out)


def unlike_case(question: str, sentence: str, denied_already: bool) -> list[str]:
    """"외부 업체가 아니라 총무팀 직원이 들어가는 경우에도 동행해야 하나요?": the asker's case is not the one the
    sentence speaks of ("외부 업체가 서버실에 들어갈 때는 …"), whatever else they share; nothing when the denial was
    already read as the sentence's condition not happening (`denied_already`)."""
    if denied_already:
        return []
    squeezed = compact(sentence)
    unlike = sorted(w for w in denied_nouns(question) if len(w) >= 2 and " " not in w and compact(w) in squeezed)
    return [f"(the question says its case is not {unlike[-1]}, which the sentence speaks of)"] if unlike else []


@lru_cache(maxsize=8192)
def negated_korean(question: str) -> frozenset[str]:
    """Korean acts the question negates ("링크는 **안 눌렀**는데", "입력하**지 않았**어요", "로그인 **시도한 적
    없**는데": never done), and the nouns it says a clause is not ("**퇴사는 아니고** 휴직인데": 퇴사; not a question's
    "퇴사 아닌가요?")."""
    morphs = analyze(question)
    out: set[str] = set(denied_nouns(question))
    acts = dict(indexed_acts(morphs))
    for i, m in enumerate(morphs):
        if m.surface in ("안", "못") and m.tag == "MAG" and i + 1 in acts:
            out.add(acts[i + 1])
        if m.tag == "EC" and m.surface == "지" and i + 1 < len(morphs) and morphs[i + 1].lemma in ("않", "못"):
            before = [lemma for j, lemma in acts.items() if j < i]
            if before:
                out.add(before[-1])
        if m.surface == "적" and m.tag == "NNB" and i + 1 < len(morphs) and morphs[i + 1].lemma == "없":
            before = [lemma for j, lemma in acts.items() if j < i]  # "시도한 적 없는데": never done
            if before:
                out.add(before[-1])
    return frozenset(out)


_FREQUENCY = re.compile(r"\d+\s*(?:년|개월|달|주|일|시간|분)\s*(?:마다|에\s*한\s*번)")


def asserts_frequency(question: str) -> bool:
    """The question names a frequency itself ("90일마다", "1년에 한 번")."""
    return _FREQUENCY.search(question) is not None


def nouns_in(sentence: str, words: frozenset[str]) -> set[str]:
    """Which of `words` the sentence uses as nouns of their own (메일, 문자), not inside a compound (특수문자,
    전화번호)."""
    morphs = analyze(sentence)
    out = set()
    for i, m in enumerate(morphs):
        if m.lemma not in words or m.tag not in NOUN_OR_LATIN_TAGS:
            continue
        before = i > 0 and morphs[i - 1].tag in NOUN_OR_LATIN_TAGS and morphs[i - 1].end == m.start
        after = i + 1 < len(morphs) and morphs[i + 1].tag in NOUN_OR_LATIN_TAGS and morphs[i + 1].start == m.end
        if not before and not after:
            out.add(m.lemma)
    return out


@lru_cache(maxsize=8192)
def made_acts(question: str) -> frozenset[str]:
    """A noun made an act with -화 ("원격으로 **초기화**해 줘요?", "OTP **초기화** 어떻게 해요?"): the act asked,
    never the story."""
    morphs = analyze(question)
    return frozenset(morphs[i].lemma for i in range(len(morphs) - 1)
                     if morphs[i].tag in KOREAN_NOUN_TAGS and morphs[i + 1].tag == "XSN"
                     and morphs[i + 1].surface == "화")


@lru_cache(maxsize=8192)
def predicate_acts(question: str) -> frozenset[str]:
    """The act nouns a question makes its predicate: "복구 가능한가요?", "신고해야 돼요?", "복구 되나요?" (a noun
    right before 하다, 되다 or 가능). Such a question names no thing of its own: "보안USB에서 자료 지웠는데 아직 필요한
    거였어요.. 복구 가능한가요?" asks about the story's data (hand probe p28c-near-23)."""
    morphs = analyze(question)
    return frozenset(m.lemma for m, after in itertools.pairwise(morphs)
                     if m.tag == "NNG" and after.start - m.end <= 1 and (
                         after.tag.startswith(("XSV", "XSA")) or after.lemma in ("가능", "불가능")
                         or (after.tag == "VV" and after.lemma == "되")))


@lru_cache(maxsize=8192)
def presupposed(sentence: str, lemma: str) -> bool:
    """The act is in the sentence only inside a clause that describes a noun ("**신고를 받은** IT 담당자가 … 잠근다"):
    the rule presupposes it and states something else."""
    morphs = analyze(sentence)
    uses = [i for i, m in enumerate(morphs) if m.lemma == lemma]
    if not uses:
        return False
    for i in uses:
        if modifier_ending.time_clause(sentence, i):
            return False  # "모을 때는 …": a condition (bot.rules.modifier_ending)
        j = i + 1  # the next verb of its clause, and whether that clause ends in a modifier ending
        while j < len(morphs) and not morphs[j].tag.startswith(("VV", "VA", "XSV", "XSA")):
            if morphs[j].tag.startswith(("E", "S")):
                return False
            j += 1
        if modifier_ending.joined(sentence, j):
            continue  # "반납된 장비의 …": the stem and its modifier ending in one morpheme (bot.rules.modifier_ending)
        if j + 1 >= len(morphs) or not morphs[j + 1].tag.startswith("ETM"):
            return False
    return True


_NO_THING = ("아무", "누구", "무엇", "어느", "이것", "그것", "저것")
# when the asker speaks, not what the rule covers
_NOW_WORDS = frozenset({"지금", "오늘", "어제", "내일", "요즘", "이번", "올해", "작년", "내년", "그때", "당시", "평소",
                        "원래", "아직", "여태", "예전", "전에", "나중"})
# "표시가 하나도 안 붙어 있는데", "조금도": not even one (the emphasis of a negation), no thing asked as well
_NOT_AT_ALL = frozenset({"하나", "한개", "조금", "한번", "한마디"})
_BARE_VERBS = frozenset({"하", "되", "있", "없"})  # "하는 것도" names no act of its own
# "사원증도 반납해요?", "회사 휴대폰도 …": a noun marked with 도 (a word of two syllables or more, nothing between)
_ALSO_WORD = re.compile(r"(?<![가-힣A-Za-z0-9])([가-힣A-Za-z]{2,})도(?=\s|$|[?？!.,~])")


# 도 before a clause of failure is "not even": "연락도 안 되고", "답장도 없는데", "로그인도 못 해서" (not "사원증도
# 안 돌려줘도 돼요?" nor "모니터도 안 돼요?", which ask the rule to cover it as well)
_NOT_EVEN_RE = re.compile(r"\s*(?:안\s*(?:되|돼)|없|못\s*\S*?)(?:고|서|어서|는데|으니까|니까|길래)(?=\s|$|[.,~!ㅠㅜ])")
_CLAUSE_END_RE = re.compile(r"[.?!,~ㅠㅜ]|(?:는데|고|서|니까|면)\s")


def not_even_nouns(question: str, covered: list[str]) -> list[str]:
    """The nouns of a clause of failure told in the story ("기사님 연락도 안 되고": 기사, 연락): what the asker
    tried and could not do, set aside once the sentence carries two words of the question's own."""
    return list(_failure_nouns(question)) if len(covered) >= 2 else []


@lru_cache(maxsize=8192)
def _failure_nouns(question: str) -> tuple[str, ...]:
    """The nouns of the question's clauses of failure (read once per question, asked once per sentence)."""
    out: list[str] = []
    for m in _ALSO_WORD.finditer(question):
        if not _NOT_EVEN_RE.match(question, m.end()):
            continue
        starts = [e.end() for e in _CLAUSE_END_RE.finditer(question, 0, m.start())]
        clause = question[starts[-1] if starts else 0:m.end()]
        out.extend(x.lemma for x in analyze(clause) if x.tag in NOUN_OR_LATIN_TAGS)
    return tuple(out)


@lru_cache(maxsize=8192)
def also_things(question: str) -> tuple[str, ...]:
    """What the question asks a rule to cover as well: a noun marked with 도 ("퇴사할 때 사원증도 … 반납해요?" ->
    사원증). A word that ends in a particle before 도 ("회사에서도", "메일로도") or is no noun ("이것도") is not one."""
    out = []
    for m in _ALSO_WORD.finditer(question):
        word = m.group(1)
        morphs = analyze(word)
        if word.startswith(_NO_THING) or word in _NOW_WORDS or word in _NOT_AT_ALL:
            continue  # "아무것도 입력 안 했어요", "지금도 10MB까지잖아요?"
        if _NOT_EVEN_RE.match(question, m.end()):
            continue  # "기사님 연락도 안 되고": not even (a failed attempt of the story), not "as well"
        if morphs and all(x.tag in NOUN_OR_LATIN_TAGS or x.tag == "NR" for x in morphs):  # 사원증: 사/NR + 원증
            out.append(word)
    out.extend(_persons_also(question))
    return tuple(dict.fromkeys(out))


@lru_cache(maxsize=8192)
def also_modifiers(question: str) -> tuple[tuple[str, str], ...]:
    """The noun written before a thing marked with 도 that says which one is meant ("경찰 신고도" -> (경찰, 신고)):
    the question asks the rule to cover that one as well."""
    out = []
    things = also_things(question)
    for m in re.finditer(r"(?<![가-힣A-Za-z0-9])([가-힣]{2,})\s+([가-힣A-Za-z]{2,})도(?=\s|$|[?？!.,~])", question):
        modifier = m.group(1)
        morphs = analyze(modifier)
        if m.group(2) in things and morphs and all(x.tag in ("NNG", "NNP") for x in morphs) \
                and not modifier.endswith("의") and modifier not in GENERIC_NOUNS:  # "응답자의 …도", "지금 …도"
            out.append((modifier, m.group(2)))
    return tuple(out)


def _persons_also(question: str) -> list[str]:
    """The word that says who a person marked with 도 is ("협력업체에서 파견 온 분도 … 지급받을 수 있나요?" -> 파견,
    "인턴분도" -> 인턴): the question asks whether the rule covers that person as well."""
    morphs = analyze(question)
    out = []
    for i in range(1, len(morphs)):
        person = morphs[i]
        fused = person.surface == "분도" and person.tag == "NNG"  # MeCab may read "온 분도" as one noun
        marked = i + 1 < len(morphs) and morphs[i + 1].tag == "JX" and morphs[i + 1].surface == "도"
        if not (fused or (marked and person.lemma == "분" and person.tag in ("NNB", "XSN"))):
            continue
        k = i - 1
        if person.tag != "XSN" and morphs[k].tag not in ("NNG", "NNP", "SL"):  # "파견 온 분": the clause's noun
            while k >= 0 and morphs[k].tag in ("VV", "VX", "VA", "EP", "ETM", "XSV"):
                k -= 1
            if k == i - 1:
                continue  # no describing clause: "5분도", "몇 분도" (minutes)
        if k >= 0 and morphs[k].tag in ("NNG", "NNP", "SL"):
            out.append(morphs[k].lemma)
    return out


@lru_cache(maxsize=8192)
def also_acts(question: str) -> tuple[str, ...]:
    """An act the question asks a rule to cover as well: "V-는 것도" ("받는 것도 25MB까지예요?" -> 받), "V-ㄹ
    때도" ("업데이트할 때도 승인 받아야 돼요?" -> 업데이트)."""
    morphs = analyze(question)
    out = []
    for i in range(len(morphs) - 3):
        verb, ending, thing, also = morphs[i:i + 4]
        if verb.tag in VERB_ADJECTIVE_TAGS and ending.tag == "ETM" and thing.lemma in ("것", "때") \
                and also.surface == "도" and verb.lemma not in _BARE_VERBS:
            out.append(verb.lemma)
        elif verb.tag == "XSV" and i > 0 and morphs[i - 1].tag in ("NNG", "SL") and ending.tag == "ETM" \
                and thing.lemma in ("것", "때") and also.surface == "도":  # "다운로드하는 것도": the noun is the act
            out.append(morphs[i - 1].lemma)
    for i in range(1, len(morphs) - 2):
        noun, verb, thing, also = morphs[i - 1:i + 3]  # "업데이트할 때도": MeCab-ko reads 할 as one XSV
        if noun.tag in ("NNG", "SL") and verb.tag == "XSV" and verb.surface in ("할", "하는", "한") \
                and thing.lemma == "때" and also.surface == "도":
            out.append(noun.lemma)
    return tuple(dict.fromkeys(out))


# A time of day or a day the asker asks a rule to reach ("밤 10시 넘어서도 들어갈 수 있어요?", "주말에도 …?")
_TIME_ASKED = re.compile(
    r"(?:밤|새벽|야간|저녁|아침|오전|오후|점심|주말|평일|공휴일|휴일|연휴|[월화수목금토일]요일|\d+\s*시(?![간작]))"
    r"(?:\s*\d+\s*시)?\s*(?:에도|도|에는|엔|이후에도|이후에|넘어서도|넘어서|넘어도|넘으면|지나서도|지나도|지나면)"
    r"(?=\s|$|[?？])")
_TIME_STATED = re.compile(r"\d+\s*시(?![간작])|새벽|밤|야간|오전|오후|주말|평일|휴일|요일|매일|매주|항상|언제든|24시간")


# A time of day or a day that qualifies the asked act itself ("오전에 노트북 받을 수 있어요?"): no clause ends after
# it before the question does, so it is not when the asker's story happened ("저녁에 비번 틀려서 잠겼어요 …?"). Only
# the times that bot.language.terms.GENERIC_NOUNS leaves out of the question's words (STORY_TIMES); the others
# ("야간에") stay words.
_TIME_PLAIN = re.compile(rf"(?:{'|'.join(sorted(STORY_TIMES))})에\s")
_CLAUSE_END = re.compile(r"(?:서|는데|은데|ㄴ데|더니|니까|라|고|요|다|죠|[.!,;~])(?:\s|$)")


def _time_of_the_act(question: str) -> re.Match[str] | None:
    """The time of day or day written before the asked act with nothing told after it."""
    found = _TIME_PLAIN.search(question)
    if found is None:
        return None
    rest = question[found.end():].rstrip(" ?？").rsplit(" ", 1)[0]  # up to the asking word
    return None if _CLAUSE_END.search(rest) else found


def time_problem(question: str, sentence: str) -> str | None:
    """"서버실은 밤 10시 넘어서도 들어갈 수 있어요?" is not answered by a rule that states no time of day or day
    at all ("외부 업체가 서버실에 들어갈 때는 …"); "주말에도 백업해요?" is, by "백업은 매일 새벽 2시에 한다"; nor is
    "오전에 노트북 받을 수 있어요?" by "업무용 노트북은 입사일에 지급한다"."""
    asked = _TIME_ASKED.search(question) or _time_of_the_act(question)
    if asked is None or _TIME_STATED.search(sentence):
        return None
    return f"(the time {asked.group(0).strip()}: the sentence states no time of day or day)"


_EN_SAME = re.compile(r"\bsame\s+([a-z]+)", re.I)
_CHANGE_ACTS = ("바꾸", "바꿔", "교체", "변경")


def unchanged_english(question: str, condition: str, words: Callable[[str], Iterable[str]]) -> list[str]:
    """"…, same phone tho. do i need to re-register OTP?" says the phone did not change; "휴대폰을 바꾸면 OTP를 다시
    등록한다" is the rule for changing it (hand probe p28c-near-50). `condition`: the rule's opening condition;
    `words(noun)`: the policy words an English noun stands for. The problem, when the condition changes that noun."""
    if not condition or not any(act in condition for act in _CHANGE_ACTS):
        return []
    for match in _EN_SAME.finditer(question):
        noun = match.group(1).lower()
        if any(compact(w) and compact(w) in compact(condition) for w in words(noun)):
            return [f"(same {noun}: the question says it did not change; the rule is for changing it)"]
    return []
