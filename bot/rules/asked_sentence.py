"""Which sentence of a message of several sentences is asked, and which only tells (issue 8).

An employee often writes one question and, before or after it, a sentence that asks nothing: a story
("동생이 제 노트북 좀 빌려달래요. 업무용 노트북 빌려줘도 되나요?"), a reason ("비밀번호에 생일 넣어도 되나요?
외우기 쉬워서요"), a worry ("… 걱정돼서요") or a purpose ("잠깐 케이블만 보려고"). Such a sentence is the
background of the question beside it, not a question of its own that a policy sentence must answer.

A sentence tells, from MeCab-ko's tags of its last predicate (never lists of questions), when it carries no
question mark and no question word and it ends

- in a connective ending left open (-서요, -니까요, -려고, -는데요, -다가 …): a reason, purpose or scene; or
- in a final ending (-었어요, -더라고요, -거든요) while another sentence of the message carries the
  question mark: written Korean marks the question, so the unmarked sentence states.

- (English) a plain statement beside a marked question whose subject points back to the thing asked ("can I
  uninstall V3? its slowing my pc down", "when should I renew my VPN cert? mine runs out in march"): no question
  mark, no question word, no auxiliary opening it, no request word (`bot.language.english.asks`); never one with a
  figure ("cant wait 30 min": a premise) nor one with a subject of its own ("my contract ends next week", "I start as an
  intern on Monday": another situation).
- (Korean) a feeling noun with the copula ("프로젝트 파일이 많아서 걱정이에요.") beside a marked question: the
  worry of -서 걱정돼서요 said with 이다, not a name of what is asked.
- (Korean, session 53) a sentence that closes on a feeling, a musing or the asking frame beside a marked question
  (`bot.rules.aside_feeling`: "… 못 내면 어쩌나 걱정되네요.", "또 쓸 일이 있을까 싶기도 하고요."), whatever it holds
  inside what is feared or what someone else said ("안 맞는다고 튕겨요").

A sentence whose last ending asks ("… 열어봐도 되나요", "됩니까") is a question of its own beside a marked one, question
mark or not.

It is never set aside when it may change what is asked:

- it ends in the copula ("개인 폰이에요.", "퇴사가 아니라 휴직이에요.", "계약직이거든요."): it names what the
  question is about; in English a form of *be* that is not the progressive ("I'm a contractor.", "it's the
  company phone"), or words that say which thing is meant or add one ("I mean the monitor", "personal",
  "same for my tablet", "too", "also");
- it asks or requests something ("알려 주세요", "궁금해요", "모르겠어요", "-고 싶어요");
- it negates (안, 못, -지 않-, 아니-) or sets a condition (-면): "퇴사 안 하고 휴직하려고요.";
- it has no predicate ("애들 때문에요."): a fragment that belongs to the question;
- a noun of it says which one of a thing the question names ("어제 **개인** 노트북 샀어요. 노트북 교체 주기가
  몇 년이에요?": the question is about a personal laptop), see `bot.rules.story.modifiers_of`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language import english
from bot.language.terms import RawMorpheme, raw_morphemes
from bot.rules import aside_feeling, clipped_statement, copula_reason, english_fragment, progressive
from bot.rules.clauses import _chain
from bot.rules.tenure import states_tenure

_QUESTION_MARK_RE = re.compile(r"[?？]")
_PREDICATE_TAGS = ("VV", "VA", "VX", "VCP", "VCN", "XSV", "XSA")
# Predicates that ask or request while stating: "알려 주세요", "궁금해요", "모르겠어요", "알고 싶어요", "여쭤봐요"
_REQUESTING = frozenset({"주", "궁금", "모르", "싶", "알리", "여쭈", "묻", "물", "가르치", "부탁", "문의", "확인"})
_NEGATING = frozenset({"안", "못"})
_IMPERATIVE = ("세요", "십시오", "시오", "줘", "줘요", "라", "해라")
# What MeCab may leave after a connective ending: the polite 요, or "서요" read as a noun (쉬워+서요)
_TRAILING = frozenset({"요", "서요"})
_PUNCTUATION = ("SF", "SP", "SS", "SE", "SO", "SC", "SY")
# Connective endings a sentence may end on when it gives a reason, purpose, worry or scene (not -고, -면서,
# -지만: "백업본 며칠 보관하고, 복구 시험은 …" conjoins two questions)
_LEFT_OPEN = ("서", "니까", "려고", "는데", "은데", "ㄴ데", "ᆫ데", "던데", "거든", "까봐", "길래", "더니")
_REASON = ("서", "니까")  # the endings of _LEFT_OPEN that give the reason of what is asked beside
# Final endings that ask, whether or not a question mark follows: "열어봐도 되나요", "될까요", "가능한가요", "됩니까",
# "있습니까", "되는지요", and the plain "되냐", "되니", "될까" (MeCab-ko's jamo spelling of the fused ㄹ, ㄴ, ㅂ)
_ASKING_ENDINGS = frozenset({"나요", "ᆯ까요", "ᆫ가요", "는가요", "ᄇ니까", "습니까", "는지요", "ᆫ지요", "나", "냐", "니",
                             "ᆯ까", "ᆫ가", "는가"})


# Feeling nouns said with the copula: "걱정이에요", "고민이에요", "큰일이에요" tell how the asker feels
_FEELING_NOUNS = frozenset({"걱정", "고민", "불안", "난감", "곤란", "큰일"})
_REASON_END_RE = re.compile(r"(?:어서|아서|해서|여서|라서|거든)요?\s*[.!~ㅠㅜ]*\s*$")
_EMBEDDED_FEW_RE = re.compile(r"몇[^.?!]*?(?:는지|은지|인지|을지|[가-힣]지\s)")  # "몇 장까지 되는지 몰라서요": asked
_PLAN_NOUNS = frozenset({"참", "예정", "계획"})  # "V-려는 참", "V-ㄹ 예정", "V-ㄹ 계획": a plan of the asker's
# English words that negate, set a condition, say which thing is meant or add another thing to the question
_EN_NEGATING = frozenset(("not no never nor without none nothing cannot cant dont doesnt didnt wont isnt arent "  # noqa: SIM905
                          "wasnt werent shouldnt couldnt wouldnt havent hasnt aint").split())
_EN_CONDITIONS = frozenset("if unless whether or".split())  # noqa: SIM905
# ("home": another place than the company's, as "personal" / "own" another owner: "it came with my home pc")
_EN_NAMING = frozenset(("mean meant meaning talking asking about same also too both either instead "  # noqa: SIM905
                        "personal own home house").split())
_EN_BE = frozenset(("am is are was were be been being i'm im it's that's we're they're you're he's she's "  # noqa: SIM905
                    "there's here's what's").split())


# Words that open a clause timing or explaining a statement ("… while I was on vacation")
_EN_SUBORDINATORS = frozenset({"while", "when", "because", "since", "after", "before", "as"})
# Subjects that point back to the thing the question asks about
_EN_ANAPHORS = frozenset({"it", "its", "it's", "mine", "this", "that", "they", "theirs"})
# "I need to know …", "I want to ask …": the infinitive of a request still asks
_EN_ASKING_INFINITIVES = frozenset("know ask check confirm find understand learn see get have".split())  # noqa: SIM905


def _plans(words: list[str]) -> bool:
    """"I need to send a confidential doc to a client.": the request words of the sentence each say what the
    asker plans to do (need/want + to + a verb), and nothing else in it asks."""
    if not words or words[0] in english.AUXILIARIES or any(w.replace("'s", "") in english.WH_WORDS for w in words):
        return False
    found = [n for n, w in enumerate(words) if w in english.REQUEST_WORDS]
    return bool(found) and all(words[n] in ("need", "needs", "want", "wants", "trying") and n + 2 < len(words)
                               and words[n + 1] == "to" and words[n + 2] not in _EN_ASKING_INFINITIVES
                               for n in found)


def english_tells(text: str) -> bool:
    """An English sentence that only states the asker's situation, reason or feeling ("its slowing my pc down",
    "mine runs out in march", "It started acting weird this morning."), never one that may change what is asked."""
    words = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z']*", text)]
    if english.asks(text) and not _plans(words):
        return False  # a question mark, word, opening auxiliary or request word
    if not words or any(w.endswith("n't") or w in _EN_NEGATING or w in _EN_CONDITIONS or w in _EN_NAMING
                        for w in words):
        return False
    if re.search(r"\d", text):
        return False  # "cant wait 30 min", "mine is 10 chars": a figure may state a premise of the question
    if words[0] not in _EN_ANAPHORS:
        # only the state of the thing asked, named by a pronoun ("its slowing my pc down", "mine runs out in march");
        # a sentence with its own subject brings its own situation ("my contract ends next week", "I start as an
        # intern on Monday", "the HR system asks for a PIN", "my kid dropped it in the pool")
        return False
    # a form of be names or describes what is asked ("I'm a contractor", "it's the company one") unless it is
    # the progressive of a story ("I'm moving next week", "it's slowing my pc down")
    # a form of be in a clause that only times or explains the statement is that clause's ("mine expired while I was
    # on vacation"): the statement's own verb is before it
    main = words[:next((n for n, w in enumerate(words) if n > 1 and w in _EN_SUBORDINATORS), len(words))]
    return all(not (w in _EN_BE or (w.endswith(("'m", "'re", "'s")) and w[:-2] in ("i", "we", "they", "you", "it",
                                                                                      "he", "she", "that", "there")))
               or (n + 1 < len(main) and main[n + 1].endswith("ing") and len(main[n + 1]) > 4)
               for n, w in enumerate(main))


def marks_question(text: str) -> bool:
    return _QUESTION_MARK_RE.search(text) is not None


# a question typed without its mark: a question word that asks for a figure, a time, a place, a person or a thing
# ("얼마나 기다리면 풀리나요", "누구한테 연락해야됨"; session 59); not "어떻게 해야 되나요" after a story, which asks
# about that story's problem ("VPN이 자꾸 끊겨요ㅠㅠ 재택 중인데 어케 해야 되나요")
_UNMARKED_ASKING_RE = re.compile(r"얼마나|얼마|언제|어디|누구|누가|몇|며칠|뭐|뭘|무엇|무슨|어떤|어느")


def asks_unmarked(text: str) -> bool:
    """The sentence asks although it carries no question mark (chat typing): a question word of a figure, a time, a
    place, a person or a thing (not of a way: 어떻게)."""
    return _UNMARKED_ASKING_RE.search(text) is not None


def _last_predicate(raw: tuple[RawMorpheme, ...]) -> int | None:
    for k in range(len(raw) - 1, -1, -1):
        if raw[k].pos.split("+")[0] in _PREDICATE_TAGS:
            return k
    return None


def _final_stems(raw: tuple[RawMorpheme, ...], k: int) -> set[str]:
    """The stems of the sentence's last predicate with what it leans on: 알려+주세요, 알고+싶어요, 궁금+해요."""
    out = {raw[k].lemma}
    i = k - 1
    while i >= 0 and k - i <= 3 and raw[i].pos.split("+")[0] in ("VV", "VA", "VX", "EC", "XR", "XSV", "XSA", "NNG"):
        out.add(raw[i].lemma)
        if raw[i].pos.split("+")[0] in ("NNG", "XR"):
            break
        i -= 1
    return out


# A quotative ending: what another said or what a screen said ("안 맞는다고 튕겨요", "편하지 않냐고 하시고요")
_QUOTATIVE = ("다고", "라고", "냐고", "자고")


def _quotative(m: RawMorpheme) -> bool:
    """`m` is a quotative ending ("맞는다고", "않냐고")."""
    return m.pos.split("+")[-1] == "EC" and m.surface.endswith(_QUOTATIVE)


def _quoted(raw: tuple[RawMorpheme, ...], n: int) -> bool:
    """The negation at `n` is inside a quoted clause: a quotative ending closes its predicate within three
    morphemes ("안 맞는다고", "않냐고"): the asker reports it, it sets no condition of the question."""
    return any(_quotative(m) for m in raw[n + 1:n + 4])


def _reported_until(raw: tuple[RawMorpheme, ...]) -> int:
    """The index of the quotative ending that closes what someone else said, when only the verb of saying follows
    it ("팀장님은 있으면 나중에 편하지 않냐고 하시고요"): all before it is reported; 0 when there is none."""
    for q in range(len(raw) - 1, 0, -1):
        if _quotative(raw[q]):
            after = raw[q + 1:]
            saying = bool(after) and after[0].lemma in ("하", "그러", "말하") and all(
                m.pos.split("+")[0].startswith("E") for m in after[1:])
            return q if saying else 0
    return 0


def _feared_until(raw: tuple[RawMorpheme, ...]) -> int:
    """The index of the end of a feared case ("못 내면 어쩌나", "안 풀리면 어떡하나", "안 될까 봐"): what it holds is
    what the asker fears might happen, not a condition of the question; 0 when there is none."""
    for q in range(len(raw) - 1, 0, -1):
        m = raw[q]
        after = [x.surface for x in raw[q + 1:q + 3] if x.lemma != "하"]  # "어떡하나": 어떡 + 하 + 나
        if (m.lemma in ("어쩌", "어떡") and after[:1] in (["나"], ["지"])) or (
                m.pos.startswith("VX") and m.lemma == "보" and raw[q - 1].surface.endswith("까")):
            return q
    return 0


def _negates_or_conditions(raw: tuple[RawMorpheme, ...]) -> bool:
    reported = max(_reported_until(raw), _feared_until(raw))
    for k, m in enumerate(raw):
        if k < reported:
            continue  # what someone else said ("… 있으면 편하지 않냐고 하시고요") sets no condition of the asker's
        first = m.pos.split("+")[0]
        negator = (first == "MAG" and m.surface in _NEGATING) or (first == "VX" and m.lemma in ("않", "못하"))
        if (negator or first == "VCN") and not _quoted(raw, k):
            return True
        if first in ("VV", "VA", "XSV", "XSA", "VCP"):
            endings, _ = _chain(raw, k)
            if any(tag == "EC" and s.endswith("면") and not s.endswith("려면") for s, tag in endings):
                return True
    return False


_FRAGMENT_TAGS = frozenset({"NNG", "NNP", "SL", "SN", "NNB", "NNBC"})


# a noun phrase closed by 요 / 이요 and an ending mark other than a question mark ("기록부요..", "백신요.")
_NAMED_WITH_YO_RE = re.compile(r"^(?P<phrase>[^?？]+?)(?P<i>이)?요\s*[.!~…,]*$")


def topic_only(text: str) -> bool:
    """`text` is a noun phrase with 요 and nothing else ("VPN 인증서요.", "노트북 교체 건이요."): it names what the next
    sentence asks about ("VPN 인증서요. 한 번 발급 받으면 얼마 동안 쓸 수 있어요?", dev probe p28e-ans-26).
    Read on the phrase without its 요: MeCab-ko takes "기록이요" for the copula with an ending and "기록부요" or
    "백신요" for one unknown noun (probe _p48c/_p48f: "서버실 출입 기록이요. 다 쓴 건 몇 년 동안 보관해야 돼요?" was
    read as two questions, the second, naming no record, answered with another retention period)."""
    named = _NAMED_WITH_YO_RE.match(text.strip())
    if named is None or named.group("phrase").endswith(("예", "에")):
        return False  # "집 공유기 얘기예요.", "개인 폰이에요.": the copula states what is meant (a scoping statement)
    phrase = named.group("phrase")  # without 이요, or without 요 only ("와이파이요")
    return any(_nouns_only(p) for p in (phrase, f"{phrase}이" if named.group("i") else ""))


def _nouns_only(phrase: str) -> bool:
    """Every morpheme of `phrase` a noun, a number or Latin letters; "… 건" (a matter) too, which MeCab-ko alone
    reads as 것 + 은."""
    if phrase.endswith(" 건") and phrase[:-2].strip():
        phrase = phrase[:-2]
    raw = [m for m in raw_morphemes(phrase) if not m.pos.startswith(_PUNCTUATION)]
    return bool(raw) and all(m.pos in _FRAGMENT_TAGS for m in raw)


_TRAILING_OFF_RE = re.compile(r"(?:\.{2,}|…+)\s*$")


def trails_off(text: str) -> bool:
    """`text` is a fragment with no predicate that trails off in an ellipsis ("아 그 로그인을..", "어 관리자 계정
    OTP는..", "그 유료 프로그램 라이선스는요.."): the speaker pauses and goes on in the next piece, which is the same
    sentence (probe _p48f: read alone, the rest asked about nothing it named)."""
    if _TRAILING_OFF_RE.search(text) is None or "?" in text or "？" in text:
        return False
    raw = [m for m in raw_morphemes(text.strip()) if not m.pos.startswith(_PUNCTUATION)]
    predicate = (*_PREDICATE_TAGS, "EF", "EC")
    return bool(raw) and not any(tag.startswith(predicate) for m in raw for tag in m.pos.split("+"))


_POINTING_RE = re.compile(r"^(?:그|저|이)\s|^(?:그거|그건|그게|저거)(?=[\s,]|$)")


def afterthought(text: str) -> bool:
    """`text`, the last piece of a message after its question, is the topic said after the question asks about it
    ("받아도 되나요 주민번호? 신청서에 고객 거", "지워도 돼요 V3? 너무 느려서, 그 백신"): at most four words, no
    question mark and no predicate closes it, and it ends on 거 ("the one") or points back to what was asked ("그
    백신"). Read alone it asked about its own words; it is part of the question before it (probe _p49d). A figure
    ("두달 전에 쓰던 거") tells when the asker did it: the story, left as it was."""
    if "?" in text or "？" in text or english.is_english(text) or len(text.split()) > 4:
        return False
    raw = [m for m in raw_morphemes(text.strip()) if not m.pos.startswith(_PUNCTUATION)]
    if any(m.pos.startswith(("SN", "NR", "NNBC")) or m.surface.startswith("몇") for m in raw) or re.search(r"\d", text):
        return False  # "두 달 전에 쓰던 거": when the asker did it, the story, not which thing is asked
    if not raw or raw[-1].pos.split("+")[-1] not in ("NNG", "NNP", "NNB", "SL"):  # a figure was refused above
        return False
    return (raw[-1].pos.startswith("NNB") and raw[-1].lemma in ("거", "것")) or bool(_POINTING_RE.search(
        text.split(",")[-1].strip()))


def without_one(text: str) -> str:
    """An afterthought without its closing 거 / 것 ("신청서에 고객 거" -> "신청서에 고객"), to stand before the noun it
    describes."""
    return re.sub(r"\s*(?:거|것)\s*[.!~…]*\s*$", "", text.strip())


def _told_fact(raw: tuple[RawMorpheme, ...], k: int, question_elsewhere: bool) -> bool:
    """Beside a marked question, the sentence ends on a clause made a noun with 거/것 and a copula ("필요한
    거였어요", "두고 온 거예요"): a fact the asker tells (hand probe p28c-near-23), unless negated or conditioned."""
    return question_elsewhere and raw[k].pos.startswith("VCP") and k > 1 and raw[k - 1].lemma in ("거", "것") \
        and raw[k - 1].pos == "NNB" and raw[k - 2].pos.endswith("ETM") and not _negates_or_conditions(raw)


@lru_cache(maxsize=4096)
def tells(text: str, question_elsewhere: bool) -> bool:
    """`text` (one sentence of a message) asks nothing and only tells the story, reason, worry or purpose of
    the question beside it; `question_elsewhere`: another sentence of the message carries a question mark."""
    if marks_question(text) or text.rstrip().endswith((",", "，")):
        return False  # a clause cut at a comma belongs to the question after it
    if english.is_english(text):
        return question_elsewhere and (english_tells(text) or english_fragment.tells(text))  # "at a client visit"
    from bot.topic import QUESTION_WORD_LEMMAS  # bot.topic hooks this module in

    raw = _words(text)
    from bot.rules.leniency2 import guesses_indefinitely

    negates = _negates_or_conditions(raw)
    # "… 못 내면 어쩌나 걱정되네요.", "누가 들어오려고 한 건가 싶어서 소름 돋네요" (bot.rules.aside_feeling): what
    # such a sentence holds (a negation, a condition, an indefinite 누가) is what the asker feels about
    feels = question_elsewhere and _feels_aside(raw) and not negates
    # "어디서 흘린 거 같아요.": a guess about what happened, whose 어디 means somewhere (bot.rules.leniency2)
    indefinite = question_elsewhere and (guesses_indefinitely(text) or feels)
    # "회의 끝나고 책상에 몇 장 남아 있어서요.": a few, in the reason given beside a marked question (probe _p49c)
    few = question_elsewhere and _REASON_END_RE.search(text) is not None and not _EMBEDDED_FEW_RE.search(text)
    if not raw or (not indefinite and any(m.lemma in QUESTION_WORD_LEMMAS or m.surface in QUESTION_WORD_LEMMAS
                                          or m.surface.startswith(("몇", "며칠")) for m in raw
                                          if not (few and m.surface == "몇"))):
        return False
    k = _last_predicate(raw)
    if k is None:
        return False  # "애들 때문에요.": no predicate, a fragment of the question
    # "입사 4일차예요.", "IT운영팀 입사 1주차입니다.", "신입이에요.": how long the asker has been here
    if (question_elsewhere and (feels or states_tenure(text))) or _told_fact(raw, k, question_elsewhere) or (
            copula_reason.tells(raw, k, question_elsewhere) and not negates):
        return True  # "…한 대뿐이라서요.", "제가 내일부터 휴가라서요." (bot.rules.copula_reason)
    if raw[k].pos.split("+")[0] in ("VCP", "VCN") and not progressive.is_progressive(raw, k):
        # "개인 폰이에요.": names what the question is about; "… 많아서 걱정이에요.": a worry, beside a marked question
        # only after a clause that gives its reason ("많아서 걱정", "출장 중이라 큰일"): "모니터가 걱정이에요" names
        # the thing the worry is about, a topic of its own
        # "거래처에 초안 보내려는 참이에요.", "내일 보낼 예정이에요.": what the asker is about to do, beside a
        # marked question (probe _p49c)
        return (question_elsewhere and raw[k].pos.startswith("VCP") and k > 1 and raw[k - 2].pos.split("+")[-1]
                .startswith("E") and not negates and (raw[k - 1].lemma in _FEELING_NOUNS or (
                    raw[k - 1].lemma in _PLAN_NOUNS and raw[k - 2].pos.endswith("ETM"))))
    if negates:
        return False
    endings, j = _chain(raw, k)
    rest = "".join(m.surface for m in raw[j:])
    if rest not in _TRAILING and rest:
        return False
    if not endings or not endings[-1][1].startswith("E") or _asks_at_end(raw, k):  # "… 열어봐도 되나요": asked
        return False
    last = endings[-1][0] + rest  # MeCab may read the 서요 of 쉬워서요 as a noun: 쉬워 (EC 어) + 서요
    if _final_stems(raw, k) & _REQUESTING and not (question_elsewhere and gives_reason(last)):
        return False  # "알려 주세요", "궁금해요"; but "시안 확인해야 해서요" beside a marked question is its reason
    if last.removesuffix("요").endswith(_LEFT_OPEN) or clipped_statement.tells(raw, k, endings, rest,
                                                                               question_elsewhere):
        return True  # "오래 걸려서요", "케이블만 보려고", "걱정돼서요", "하거든요", "만료될까봐", "압축 풀어야 됨"
    # "어제 택시에 두고 내렸어요.", "… 만지고 있더라고요.", "이번 달 말에 퇴사합니다.": a statement beside the
    # marked question, in the polite or the formal style
    return last.endswith(("요", "니다")) and question_elsewhere and not last.endswith(_IMPERATIVE)


def feels(text: str) -> bool:
    """`text` (one sentence) closes on a feeling, a musing or the asking frame (bot.rules.aside_feeling)."""
    return _feels_aside(_words(text))


def _words(text: str) -> tuple[RawMorpheme, ...]:
    """The sentence's morphemes without punctuation (read with it: MeCab-ko reads a final ending as EF only before
    the full stop)."""
    return tuple(m for m in raw_morphemes(text.strip()) if not m.pos.startswith(_PUNCTUATION))


def _feels_aside(raw: tuple[RawMorpheme, ...]) -> bool:
    """The sentence closes on a feeling, a musing or the asking frame, in an ending that does not ask."""
    k = _last_predicate(raw)
    return k is not None and aside_feeling.tells(raw, k) and not _asks_at_end(raw, k)


def _asks_at_end(raw: tuple[RawMorpheme, ...], k: int) -> bool:
    """The sentence's last ending asks ("… 열어봐도 되나요", "될까요", "됩니까"), question mark or not."""
    endings, j = _chain(raw, k)
    return bool(endings) and endings[-1][0] in _ASKING_ENDINGS and j >= len(raw)


def gives_reason(ending: str) -> bool:
    """The sentence's last ending gives a reason (-서요: "확인해야 해서요", "몰라서요"), which asks nothing of its own
    even when its predicate is one that asks in a final ending ("확인해 주세요", "모르겠어요")."""
    return ending.removesuffix("요").endswith(_REASON)
