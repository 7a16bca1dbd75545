"""The data of the topic rule and its free functions on plain text: a policy sentence (`Sentence`), a question
part (`Part`), a figure the question asserts (`Asserted`), one sentence's verdict on a part (`Coverage`); the
patterns that tell a question, an instruction to the bot, a permission or a quantity asked, and the word classes
the rule reads with; splitting an excerpt into sentences and a question into conjoined questions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from bot.language import english
from bot.language.terms import Term, analyze, compact, content_terms
from bot.models import Excerpt
from bot.rules import attribute_words, destination_asked, elapsed_period, hearsay, morph_bounds, situations
from bot.rules.message_parts import EXTRA_INSTRUCTION_RE, QUESTION_WORD_RE, is_extra_instruction, leading_condition

SENTENCE_RE = re.compile(r"(?<=[.!?。])\s+|\n+")
# A sentence addressed to the assistant is an injected instruction, never policy or a question to answer.
INSTRUCTION_RE = re.compile(
    r"(?:AI|에이아이|도우미|챗봇|어시스턴트|assistant|chatbot|bot|봇|모델|LLM)\s*(?:은|는|이|가|에게|는\s*이)?[^.]*?"
    r"(?:할\s*것|하라|해라|하시오|안내하|답하|말하|무시|따르)"
    r"|(?:ignore|disregard|forget)\s+(?:all|any|previous|prior|the|your|above)"
    r"|(?:이전|앞의|위의|기존|모든)\s*(?:지시|명령|규칙|지침|설정)\S*\s*(?:은|는|을|를)?\s*(?:모두|전부|다)?\s*(?:무시|잊)"
    r"|(?:라고|다고|이라고)\s*(?:(?:꼭|반드시|같이|항상|먼저|무조건|그냥)\s*)*(?:만\s*)?(?:답|대답|말|써|쓰|안내|출력|붙|덧붙|추가|넣)"
    # ... not a question about what to tell someone ("사용자한테 뭐 깔라고 안내하면 돼요?")
    r"(?!\S*\s*(?:돼|되|될까|할까|해야))"
    r"|(?:답변|대답|응답)\s*(?:의\s*)?(?:맨\s*|제일\s*)?(?:끝|앞|마지막|처음)에|new\s+instructions?|###"
    # a role label addressed to the bot ("[시스템:", "<!-- assistant:", "SYSTEM:"), a mode it is told it is in
    r"|(?:^|[\[<(#\-])\s*(?:시스템|system|assistant|어시스턴트|developer|개발자)\s*[:：]"
    r"|(?:관리자|개발자|디버그|제한\s*없는|developer|admin|debug)\s*모드|\b(?:developer|admin|debug)\s+mode\b"
    r"|시스템\s*프롬프트|system\s+prompt|you\s+are\s+now|pretend\s+(?:to|you)|act\s+as\s+"
    r"|(?:answer|reply|respond|say)\s+(?:only\s+)?(?:with|that)\s",
    re.I,
)
PART_SPLIT_RE = re.compile(
    r"(?<=[?？!;；])(?![?？!！])\s*|(?<=[.:])\s+|\n+|\s+/{2,}\s+|(?<=[요죠까나니함음임됨])\s또\s|\s(?:그리고|그리고요|또한|아울러|and\s+also|also(?=\s+(?:how|what|when|where|who|which|why|can|could|do|does|is|are|should|may)\b))\s|(?<=고),\s|,\s*and\s+",
    re.I,
)
LIST_MARKER_RE = re.compile(r"^\s*(?:[-*•·](?!\d)|\(?\d{1,2}[.)](?!\d)|Q\d{1,2}\s*[.):]?|[①-⑩])\s*(?=\S|$)", re.I)
PERMISSION_RE = re.compile(
    r"(?:도|면)\s*(?:돼|되|됨|괜찮|될까|됩니까|된다|된대)|(?:해야|야)\s*(?:돼|되|하|할)|가능|can\s+i|may\s+i|allowed|ok\s+to"
    # whether doing it is no problem: "혼자 들어가도 문제 없을까요?", "써도 상관없나요?", "…해도 지장 없죠?"
    r"|도\s*(?:문제|상관|지장)\s*(?:가|는|이)?\s*(?:없|안\s*되)"
    # a plan told, then whether it is all right: "혼자 들어가서 하려는데 괜찮겠죠?"
    r"|(?:려는데|려고\s*하는데)[,.~]*\s*(?:괜찮|될까|되나|돼|되죠|될지)"
    # leave assumed, then confirmed: "I can wait until Monday to report it, right?"
    r"|\bi\s+(?:can|could|may)\s+(?!not\b)[^.?!]*?,?\s*(?:right|correct|yes|yeah)\s*\?",
    re.I,
)
# ("머 해야 돼?", "멀 해야 돼?": the chat spellings of 뭐, 뭘)
HOW_OBLIGATION_RE = re.compile(
    r"(?:어떻게|어케|어캐|뭘|뭐를?|무엇을?|무얼|머|멀)\s*(?:해야|하면)\s*(?:돼|되|하|할|됨|될)\S*")
CONFIRM_RE = re.compile(
    r"(?:죠|죵|쥬|지요|맞나요|맞아요|맞죠|맞습니까|거죠|잖아요|되나요|인가요|이죠|right|correct|isn't\s+it"
    r"|가능한가요|가능해요|가능할까요|가능하나요|가능)\s*\??\s*$",  # "주 3회 가능한가요?": the figure is asked
    re.I,
)

# Asks whether something must be done ("신고해야 되나요?", "알려야 하나요?"), not whether it is enough.
OBLIGATION_ASKED_RE = re.compile(
    r"(?:어야|아야|여야|해야|야)\s*(?:되나요|돼요|되죠|하나요|할까요|합니까|됩니까)\s*\??\s*$")

# the kinds of a span of time: an asserted span is answered by the policy's span in any unit ("1시간" vs "30분")
SPAN_KINDS = frozenset({"year", "month", "week", "day", "hour", "minute"})
_DURATION = r"\d+\s*(?:년|개월|달|주|영업일|일|시간|분)|매년|매달|매월|매주|매일"
QUANTITY_KINDS: dict[str, str] = {
    "year": r"\d+\s*년|매년",
    "month": r"\d+\s*(?:개월|달)|매달|매월",
    "week": r"\d+\s*주|매주",
    "day": r"\d+\s*(?:영업)?일|매일",
    "hour": r"\d+\s*시간",
    "minute": r"\d+\s*분(?!기|류|실|야|석)",
    "clock": r"\d+\s*시(?!간)|새벽|오전|오후|정오|자정",
    "times": r"\d+\s*(?:번|회)",
    "chars": r"\d+\s*자",
    "size": r"\d+\s*(?:MB|GB|KB|TB|메가|기가)",
    "count": r"\d+\s*개",
    "people": r"\d+\s*(?:명|인)",
    "kinds": r"(?:\d+|한|두|세|네|다섯|여섯)\s*(?:종류|가지)",
    "duration": _DURATION,
    # "언제": a time, a deadline or an order in time; "어디": a place or a person the action goes to
    "when": r"\d|즉시|바로|곧바로|미리|먼저|전에|전부터|후에|후부터|뒤에|이내|이후|마다|매일|매주|매달|매월|매년|분기|"
            r"날|일에|부터|동안|새벽|오전|오후|때",
    "where": r"(?:에|에서|에게|한테|께)(?:는|만|도|서)?(?=\s|$|[.,])",
    "whither": r"(?:에|에서|에게|한테|께|로)(?:는|만|도|서)?(?=\s|$|[.,])",
    "frequency": r"마다|매일|매주|매달|매월|매년|분기|반기",
    # "순서가 어떻게 돼요?": an order in time ("VPN을 먼저 연결한 뒤 …")
    "order": r"먼저|(?:은|한|는)\s*뒤|다음에|후에|전에",
    # "등급 종류가 뭐뭐 있어요?": the alternatives a rule lists ("공개·사내 한정·대외비 중 하나")
    "options": r"[가-힣A-Za-z]·[^·]+·[^·]*?[가-힣A-Za-z]\s*중(?=\s)",
    "number": r"\d",
}
# Kinds that say what sort of answer is wanted but pin no topic: "보안 USB는 어디서 신청해요?" is not
# answered by the loss-report rule because that sentence names a place.
PLACE_TIME_KINDS = frozenset({"when", "where", "whither", "order", "options"})
# What the question asks for, first match wins.
_ASKS: list[tuple[str, str]] = [
    ("year", r"몇\s*년|how\s+many\s+years"),
    ("month", r"몇\s*(?:개월|달)|how\s+many\s+months"),
    ("week", r"몇\s*주(?!일)|how\s+many\s+weeks"),
    ("day", r"며칠|몇\s*일|how\s+many\s+(?:business\s+)?days"),
    ("hour", r"몇\s*시간|how\s+many\s+hours"),
    ("minute", r"몇\s*분|how\s+many\s+minutes"),
    ("clock", r"몇\s*시|what\s+time"),
    ("times", r"몇\s*(?:번|회)|how\s+many\s+(?:times|tries|attempts|failed\s+attempts)"),
    # "how long does my password have to be?", "new pw has to be how long?", "is that too short?": a length;
    # so do "is it long enough?" and a count of characters the asker names ("is an 8 character pw ok?")
    # "글자 수는 최소 몇 개", "글자를 몇 개 이상": a count of characters (session 59)
    ("chars", r"몇\s*(?:자|글자)|how\s+many\s+char(?:acter)?s\b|길이|\blength\b|\bbe\s+how\s+long\b"
              r"|(?:글자|문자)\s*(?:수|개수)?\S{0,2}\s*(?:최소|최대|적어도)?\s*몇\s*개(?!월)"
              r"|\bnumber\s+of\s+char(?:acter)?s\b"  # "the minimum number of characters"
              r"|how\s+long\s+(?:\S+\s+){1,5}?be\s*\?|\btoo\s+(?:short|long)\b"
              r"|\b(?:long|short)\s+enough\b|\b\d+\s*-?\s*char(?:acter)?s?\b"),
    ("size", r"몇\s*(?:MB|GB|KB|메가|기가)|how\s+(?:big|large|many\s+(?:mb|gb))|"
             r"\bmax(?:imum)?\s+(?:\w+\s+){0,3}size|\bsize\s+limit|최대\s*(?:용량|크기)"
             # "용량 어디까지 돼요?": how far the size goes, not a place
             r"|(?:용량|크기|사이즈)[은는이가]?\s*(?:어디까지|얼마)"),
    ("count", r"몇\s*개(?!월)"),
    ("kinds", r"몇\s*(?:종류|가지)"),
    # "얼마 만에 한 번씩": once in how long, a frequency (not "얼마 만에 와요?", how soon)
    # "주기 전에" is 주다 + -기 전에 (before giving), not the noun 주기
    ("frequency", r"얼마나\s*자주|얼마마다|얼마\s*만에\s*한\s*번|주기(?!\s*전)|몇\s*\S*마다|how\s+often"
                  r"|\bcycle\b|\binterval\b"),
    # "기간 지나서 버릴 때": a period gone by is the situation, not a duration asked (bot.rules.elapsed_period)
    # ("보관 기간 지나면 어떻게 없애요?" stays a duration question: w-ans-01)
    # "얼마나 지나면 풀려요?", "얼마나 있으면 돼요?": after how long (bot.rules.figure_verb.passing_verbs)
    ("duration", r"얼마나\s*(?:오래|걸|길|기다|지나|있으면|있어야)|얼마\s*동안|언제까지|기한|how\s+long|until\s+when"
                 rf"|{elapsed_period.PERIOD_ASKED}"  # "기간 지나서 버릴 때": over (bot.rules.elapsed_period)
                 r"|within\s+how|deadline|how\s+far\s+(?:ahead|in\s+advance)|how\s+(?:early|soon|fast|quickly)"),
    # "서버실 출입 최소 인원?": the number of people asked by its noun (session 58)
    ("people", r"몇\s*(?:명|사람)|(?:최소|최대|필요한?|최소한의?)\s*인원|how\s+many\s+(?:people|persons|ppl)\b"),
    # "순서가 어떻게 돼요?" (not "뭐부터 해야 돼요?", which asks the first thing to do: "즉시 …")
    ("order", r"순서|\bwhat\s+order\b"),
    ("options", r"종류[가는]?\s*(?:뭐|무엇)"),
    # "When does it unlock?": an English when opening an asking sentence (not "when I leave", inside one)
    # … and one after a comma ("got locked, when does it unlock?"): the asking clause after a told one
    ("when", r"언제|(?:^|[.?!,;]\s*)when\s+(?:do|does|did|will|would|can|should|is|are|am|must|shall)\b"),
    ("whither", destination_asked.WHITHER_ASKED),  # 어디로, 어디다 옮겨 (bot.rules.destination_asked)
    ("where", r"어디"),
    ("number", r"몇|얼마|제한|한도|how\s+many|how\s+much"),
]
_CALENDAR_YEAR_RE = re.compile(r"(?:19|20)\d\d년")
_CLOCK_WORDS = {"자정": "0", "정오": "12"}
_CLOCK_WORD_RE = re.compile(r"(?:자정|정오)(?=에|부터|까지|쯤|\s|$|[?.,])")
_NUMBER_WORDS = {"한": "1", "두": "2", "세": "3", "네": "4", "다섯": "5", "여섯": "6", "일곱": "7"}
# a figure the asker states: Korean units, and English ones after a number ("every 90 days", "4 years old")
ASSERTED_RE = re.compile(
    r"(\d+|한|두|세|네|다섯|여섯|일곱)\s*(년|개월|달|주|영업일|일|시간|분|시|번|회|자|개|MB|GB|KB|메가|기가"
    r"|(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|times|tries|attempts|characters?|chars?)"
    r"(?![a-z]))", re.I
)
_UNIT_KIND = {"년": "year", "개월": "month", "달": "month", "주": "week", "영업일": "day", "일": "day",
              "시간": "hour", "분": "minute", "시": "clock", "번": "times", "회": "times", "자": "chars",
              "개": "number", "mb": "size", "gb": "size", "kb": "size",
              "메가": "size", "기가": "size"}
_UNIT_KIND.update({u: k for k, units in {
    "year": "year years yr yrs", "month": "month months", "week": "week weeks", "day": "day days",
    "hour": "hour hours hr hrs", "minute": "minute minutes min mins", "times": "times tries attempts",
    "chars": "character characters char chars"}.items() for u in units.split()})


# Nouns that name the kind of quantity asked ("첨부 용량 몇 MB"): with that kind asked, they are
# the quantity, not a topic ("메일함 용량이 얼마나" asks no unit, so 용량 stays a topic there).
QUANTITY_NOUNS = {
    "size": frozenset({"용량", "크기", "사이즈", "size", "제한", "한도", "max", "limit"}),
    "duration": frozenset({"기한", "deadline", "기다리", "wait", "far", "ahead", "advance", "early", "soon", "동안"}),
    "frequency": frozenset({"cycle", "interval"}),
    "chars": frozenset({"character", "characters", "length", "long", "자리", "글자", "길이"}),
    "day": frozenset({"기한", "deadline", "동안"}),
    "hour": frozenset({"동안"}),
    "minute": frozenset({"동안"}),
    "week": frozenset({"동안"}),
    "month": frozenset({"동안"}),
    "year": frozenset({"동안"}),
    "order": frozenset({"순서", "order"}),
    "options": frozenset({"종류", "유형", "kinds", "types"}),
}
for _kind, _nouns in [*english.QUANTITY_NOUNS.items(), *attribute_words.ATTRIBUTE_WORDS.items()]:  # 마감, 타이밍
    QUANTITY_NOUNS[_kind] = QUANTITY_NOUNS.get(_kind, frozenset()) | _nouns


@dataclass(frozen=True)
class Sentence:
    excerpt: int  # 1-based excerpt number
    text: str
    compact: str
    line: int = 0  # the bullet it belongs to: sentences of one bullet belong together
    index: int = 0  # position within the excerpt


@lru_cache(maxsize=4096)
def _pieces(text: str) -> tuple[tuple[int, str], ...]:
    """(bullet line, sentence) of a policy text (cached: every question reads the same excerpts' sentences)."""
    out: list[tuple[int, str]] = []
    for line_no, line in enumerate(text.splitlines()):
        for piece in SENTENCE_RE.split(line):
            sentence = piece.strip().lstrip("-*• ").strip()
            if len(sentence) >= 4 and not sentence.startswith("|") and not INSTRUCTION_RE.search(sentence):
                out.append((line_no, sentence))
    return tuple(out)


def sentence_texts(text: str) -> list[str]:
    """The sentences of a policy text, as `split_sentences` cuts them (for storing their vectors)."""
    return [sentence for _, sentence in _pieces(text)]


def split_sentences(excerpt: Excerpt, number: int) -> list[Sentence]:
    pieces = _pieces(excerpt.text)
    return [Sentence(number, text, compact(text), line_no, i) for i, (line_no, text) in enumerate(pieces)]


@dataclass(frozen=True)
class Asserted:
    number: str
    kind: str


@dataclass
class Part:
    """One question of a message: its terms, glossary concepts and the quantity it asks for."""

    text: str
    terms: list[Term]
    concepts: dict[str, set[str]] = field(default_factory=dict)  # term -> policy words it stands for
    extra: list[str] = field(default_factory=list)  # policy words of glossary phrases not tied to a term
    quantity: str | None = None
    asserted: list[Asserted] = field(default_factory=list)
    confirm: bool = False  # "…되죠?", "맞죠?": a premise to confirm or correct
    permission: bool = False
    predicates: frozenset[str] = frozenset()  # every verb stem, generic ones included (없으면, 있으면)
    # The message's nouns and their policy words, all parts together: "노션 써도 돼? 승인 필요해?"
    # asks both questions about 노션.
    message_words: frozenset[str] = frozenset()
    qualifiers: list[str] = field(default_factory=list)  # "혼자 들어가도 돼요?": how the action is done
    inferred_quantity: bool = False  # the quantity kind comes from a figure the asker asserts, not a question
    follow_up: bool = False  # "안 되면 뭘 써야 돼요?": asks something else about the topic of the part before it
    told: str = ""  # the sentences beside it that only tell its story (bot.rules.asked_sentence), set aside
    aside: str = ""  # a remark after it that only says where the asker stands, dropped (rules.aside_condition)
    conditioned: str = ""  # a bare "if" said after the premise ("… 되죠? 특수문자 넣으면"; rules.trailing_condition)
    # a statement joined to the question beside it (QuestionParts.joined_reading): that question read alone, and
    # the words only the statement says
    asked_alone: Part | None = None
    told_words: tuple[str, ...] = ()
    # an extra word -> the other policy words of the same phrase ("같이 들어가": 함께 or 동행), any of which carries it
    extra_alternatives: dict[str, frozenset[str]] = field(default_factory=dict)

    @property
    def yes_no(self) -> bool:
        """Asks whether something is so ("25MB 넘으면 반송돼요?"): no question word, no permission, no quantity."""
        return not QUESTION_WORD_RE.search(self.text) and not self.permission and self.quantity is None

    def topic_label(self) -> str:
        words = [t.text for t in self.terms] + self.extra
        label = " ".join(words) or self.text
        return f"{label} ({self.quantity})" if self.quantity else label


TITLE_ONLY = " only in the document title)"  # the missing item for an asked subject only a title names


@dataclass
class Coverage:
    sentence: Sentence
    covered: list[str]
    missing: list[str]
    quantity_ok: bool
    echoes: int = 0  # the question's verb stems the sentence also uses: a tie-break between answers
    in_body: int = 0  # topic nouns the sentence or its heading carries itself (not the document title)
    similarity: float = 0.0  # of the sentence to the question part, by the embedder (bot.knowledge.sentences)
    acts: int = 0  # the permission question's own action, even a generic verb ("목적 알려야 돼요?" -> 알리고)
    title_only: int = 0  # items of `missing` that only the document title names (an asked subject or act)

    def rank(self) -> tuple[int, int, int, int, float]:
        return (len(self.covered), self.acts, self.in_body, self.echoes, self.similarity)

    @property
    def passed(self) -> bool:
        return not self.missing and self.quantity_ok and bool(self.covered)


# "몇 번 틀렸더니", "몇 부 뽑았는데요": "몇 N" before a verb told in the past with a connective is "a few N" of
# the asker's story, not the figure asked
_TOLD_FEW_RE = re.compile(r"\s*(?:[^\s?？]+\s+)?\S*?"
                          r"(?:었|았|였|했|렸|쳤|켰|웠|졌|됐|갔|왔|봤|줬|뒀|썼|났|냈|셨|쳐서|려서)"
                          r"(?:는데|더니|어서|다가|지만)")


# "몇 줄 정도만 넣어서": "몇 N (정도)만" is "just a few N"; "파일 몇 개 정도 … 가져가려는데 누구 승인이 필요해요?": with
# another question word asking, "몇 N 정도/쯤" is "a few N" of the story, not the figure asked
_FEW_ONLY_RE = re.compile(r"\s*[가-힣A-Za-z]{0,3}?\s*(?:정도|쯤)?만\s")
_ABOUT_RE = re.compile(r"\s*[가-힣A-Za-z]{0,3}?\s*(?:정도|쯤)(?![가-힣])")
# the question words that ask something else than a figure (not 몇, 며칠, 얼마: the figure words themselves)
_OTHER_ASKING_RE = re.compile(r"누구|누가|어디|어떻게|어떡|언제|뭐|뭘|무엇|왜")


def told_few(text: str, match: re.Match[str]) -> bool:
    """The figure word `match` found ("몇 번", "며칠") says "a few" rather than asking: told in the past story, said
    with "만" ("몇 줄 정도만"), or said with "정도/쯤" beside another question word."""
    if not match.group(0).startswith(("몇", "며칠")):
        return False
    if match.group(0).startswith("몇") and _TOLD_FEW_RE.match(text, match.end()) is not None:
        return True
    return _FEW_ONLY_RE.match(text, match.end()) is not None or (
        _ABOUT_RE.match(text, match.end()) is not None and _OTHER_ASKING_RE.search(text) is not None)


def asked_quantity(text: str) -> str | None:
    for kind, pattern in _ASKS:  # a match across two morphemes ("숙|제한다고") is no such word (bot.rules.morph_bounds)
        if any(not morph_bounds.straddles(text, m.start(), m.end()) and not told_few(text, m)
               for m in re.finditer(pattern, text, re.I)):
            return kind
    return None


def asserted_quantities(text: str) -> list[Asserted]:
    # a calendar year ("2025년에 첨부 제한 몇 MB였죠?") dates the question; it is no span of years
    found = [(m.start(), _NUMBER_WORDS.get(m.group(1), m.group(1)), _UNIT_KIND.get(m.group(2).lower(), "number"))
             for m in ASSERTED_RE.finditer(text) if not _CALENDAR_YEAR_RE.fullmatch(m.group(0).replace(" ", ""))]
    # a time of day named by its word ("매일 자정에 돌아가는 거 맞죠?"): midnight and noon (session 58)
    found += [(m.start(), _CLOCK_WORDS[m.group(0)], "clock") for m in _CLOCK_WORD_RE.finditer(text)]
    return [Asserted(number, kind) for _, number, kind in sorted(found + hearsay.spoken_figures(text))]


# Adverbs that restrict how an action is done: "서버실 혼자 들어가도 돼요?" is not answered by the rule on
# entering the server room, only by one about going alone (a closed word class, not a list of questions).
RESTRICTIVE_ADVERBS = frozenset(
    "혼자 홀로 같이 함께 직접 대신 미리 먼저 나중에 몰래 마음대로 맘대로 임의로 다시 새로".split()  # noqa: SIM905 - who, when, by whose say
)
ANEW_ADVERBS = frozenset({"새로", "다시", "대신", "직접", "미리"})  # restrict the act in any question
# how a sentence says "anew" (4년마다 교체한다, 승인을 받은 뒤 발급한다) or "in advance" (만료 7일 전부터)
ANEW_WORDS = {"새로": ("새로", "교체", "발급"), "미리": ("미리", "먼저", "전에", "전부터"),
              "혼자": ("혼자", "홀로")}
# "맘대로 깔아도 돼요?": doing it at will is answered by a rule that asks for approval or says none is needed
ANEW_WORDS.update({word: (word, "승인", "허용", "자유 설치") for word in ("마음대로", "맘대로", "임의로")})
PERIOD_NOUNS = frozenset({"기간", "주기", "기한", "시간", "횟수"})  # "수리 기간": the noun before says whose
MEASURE_NOUNS = PERIOD_NOUNS.union(*QUANTITY_NOUNS.values())  # what a figure measures, not a thing
ASKS_LEAVE_RE = re.compile(r"\s*(?:can|may|could)\s+(?:my|our|the|a|an|i|we)\b", re.I)  # "Can my wife use …?"
# Alone: a rule on how many people must do it at once ("2인 이상이 함께 출입한다") says whether one may.
PEOPLE_AT_LEAST_RE = re.compile(r"\d+\s*(?:인|명)\s*이상")
QUESTION_WORD_LEMMAS = frozenset(
    "얼마나 어떻게 어떤 무슨 뭐 뭘 무엇 언제 어디 어디서 몇 얼마 왜 누구 누가 what how when where which who why".split()  # noqa: SIM905
)
ABSENCE_ADVERBS = frozenset({"없이"})
BARE_VERBS = frozenset({"하", "되", "있", "없", "같", "맞", "괜찮"})  # say nothing of the action asked
ABSENCE_WORDS = ("없이", "자유", "필요 없", "필요없")  # how a sentence says "without": 자유 설치, 승인 없이
CONJOINING = frozenset({"랑", "이랑", "하고"})


def _owned_things(part: Part, english_part: bool) -> tuple[str, ...]:
    """What the question says is the asker's own: "개인 노트북"; "my personal gmail", not "personal data"
    (a glossary phrase for 개인정보)."""
    if not english_part:
        return situations.owned_things(part.text)
    phrase = part.concepts.get("personal", set())
    return tuple(t for t in english.owned_things(part.text)
                 if not (phrase and part.concepts.get(t.split()[0], set()) & phrase))


def split_conjoined(text: str) -> list[str]:
    """Two questions joined inside one clause: "VPN 인증서 유효기간이랑 재발급은 언제 신청해요?" asks
    for the validity period and for when to renew. Split at 랑/이랑/하고 only when the words before
    it already name what is asked (a topic noun and the kind of answer: 유효기간, 최소 길이) and the
    words after it carry a topic noun of their own; "노트북을 가족이랑 써도 돼요?" stays one question."""
    for m in analyze(text):
        if m.surface not in CONJOINING or not m.tag.startswith(("JC", "JKB")):
            continue
        # Only the conjunction's last syllables go: MeCab may read "길이랑" as 길 + 이랑.
        left, right = text[:m.end].removesuffix("하고").removesuffix("랑").strip(), text[m.end:].strip()
        names_what = asked_quantity(left) is not None and any(not t.verb for t in content_terms(left))
        if names_what and any(not t.verb for t in content_terms(right)):
            # "퇴사할 때 노트북 반납 기한이랑 반납한 노트북 데이터는 …": the condition scopes both questions
            lead = leading_condition(left)
            if lead and not leading_condition(right):
                right = f"{lead} {right}"
            return [left, *split_conjoined(right)]
    return [text]


ASKING_RE = re.compile(
    r"[?？]|(?:나요|까요|까|니|냐|죠|지요|는지|ㄴ지|을지|가요|어요|아요|예요|에요|래요|대요)\s*[.!~]*\s*$"
)


def asks(text: str) -> bool:
    """The text asks something: a question mark, a question word or a question ending."""
    if ASKING_RE.search(text):
        return True
    return any(m.lemma in QUESTION_WORD_LEMMAS for m in analyze(text))


def has_quantity(text: str, kind: str) -> bool:
    return re.search(QUANTITY_KINDS[kind], text, re.I) is not None


def is_instruction(text: str) -> bool:
    return INSTRUCTION_RE.search(text) is not None or is_extra_instruction(text)


# Both instruction patterns as one: where an instruction begins inside a question (bot.rules.message_parts)
_ANY_INSTRUCTION_RE = re.compile(f"(?:{INSTRUCTION_RE.pattern})|(?:{EXTRA_INSTRUCTION_RE.pattern})", re.I)
