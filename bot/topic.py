"""Does a policy sentence answer the question? Shared by the extractive generator (to pick what to
quote) and the `answers_question` check (to judge any draft, the model's included).

A question is split into parts (several questions in one message; an instruction to the bot is
dropped, never answered). A part is answered by one policy sentence when:

- every topic noun of the part occurs in the sentence, its section heading or its document title,
  itself or as a glossary equivalent (암호 -> 비밀번호, change -> 변경 -> 바꾸) or a near-synonym
  by the embedding model;
- every predicate the part turns on (잊어버리면, 느리면) is used there too, except the action of a
  permission question ("V3 지워도 돼요?") once its topic nouns are all there;
- a glossary phrase of the question ("두고 내리다" -> 분실) occurs there as its policy word;
- a quantity question ("몇 년", "며칠", "how long") finds a quantity of the asked kind in the sentence.

General logic only: the words come from the morphological analyzer and the glossary, never from
lists of questions.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING

import numpy as np

from bot import english
from bot.embeddings import Embedder
from bot.generate.terms import (
    GENERIC_VERBS,
    Term,
    analyze,
    compact,
    content_terms,
    lemmas_of,
    lexical_match,
    raw_morphemes,
    words_of,
)
from bot.glossary import Glossary
from bot.memo import Memo
from bot.models import Excerpt
from bot.rules import (
    able_act,
    absent_content,
    absent_state,
    account_login,
    actor_role,
    after_forbidden,
    alternatives,
    answer_kind,
    anyone_asked,
    anyone_else,
    asked_counter,
    asked_goal,
    asked_only,
    asked_period,
    asked_sentence,
    asked_setting,
    attribute_words,
    chained_act,
    collect_setting,
    collected_use,
    compared_side,
    condition_figure,
    consequence,
    contrast,
    cost_asked,
    customer_data,
    data_held,
    deadline_at_once,
    delay_asked,
    derived_thing,
    described_acts,
    destination_asked,
    done_thing,
    done_with,
    duty_after_situation,
    english_chain,
    english_event,
    english_place,
    english_states,
    entered_place,
    entered_room,
    figure_kind,
    figure_point,
    figure_scope,
    file_kind,
    first_step,
    folded_condition,
    forbidden_other,
    from_to,
    glossary_chain,
    got_new,
    heading_modifier,
    hearsay,
    inherited_condition,
    install_target,
    kind_scope,
    lead_time,
    leaked_thing,
    leftover,
    leniency,
    loaded_medium,
    measured_part,
    mixed_language,
    modifier_act,
    modifier_noun,
    morph_bounds,
    narrow_concept,
    negated_condition,
    offered_approver,
    other_condition,
    other_kind,
    other_occasion,
    outside_place,
    period_condition,
    permitted_act,
    permitted_thing_act,
    place_scope,
    proposed_means,
    qualified_head,
    quoted_speaker,
    re_prefix,
    restated,
    reversed_act,
    same_situation,
    scope_kind,
    section_topic,
    short_span,
    situations,
    spacing,
    supposed_span,
    telling_asked,
    told_act,
    told_deed,
    told_scene,
    topic_object,
    unmet_duty,
    untold_case,
    variant_stems,
    word_piece,
    work_visit,
    written_in,
)
from bot.rules.asked_attribute import attribute_problems, offers_candidates, supposes_only_figure
from bot.rules.clauses import alternative_nouns, background_predicates, locative_nouns
from bot.rules.folded_modifier import own_nouns
from bot.rules.heading_only import english_heading_only
from bot.rules.injection_frames import introduces_self, strip_code
from bot.rules.leniency2 import (
    shared_use,
    story_tells_situation,
    untold_condition,
    untold_opening,
    untold_recipient,
    without_trailing_remark,
)
from bot.rules.message_parts import (
    EXTRA_INSTRUCTION_RE,
    QUESTION_WORD_RE,
    is_extra_instruction,
    leading_condition,
    question_left,
    question_object,
    sentence_objects,
    split_asking_clauses,
)
from bot.rules.part_acts import acts_of_others, without_others_acts
from bot.rules.premise_figure import (
    anew_is_creation,
    asked_figure_act,
    at_once_corrects,
    bound_verbs,
    english_predicate,
    figure_act,
)
from bot.rules.run_on import split_run_on
from bot.rules.scene_acts import background_acts, owned_places
from bot.rules.story import (
    background_nouns,
    condition_arguments,
    condition_nouns,
    final_arguments,
    focused_nouns,
    generic_conditions,
    heads_of,
    modifiers_of,
    purpose_goals,
    scene_adverbs,
    trouble_nouns,
    trouble_predicates,
)
from bot.sentences import SentenceVectors

if TYPE_CHECKING:
    from bot.decision import Decision

log = logging.getLogger(__name__)

SENTENCE_RE = re.compile(r"(?<=[.!?。])\s+|\n+")
# A sentence addressed to the assistant is an injected instruction, never policy or a question to answer.
INSTRUCTION_RE = re.compile(
    r"(?:AI|에이아이|도우미|챗봇|어시스턴트|assistant|chatbot|bot|봇|모델|LLM)\s*(?:은|는|이|가|에게|는\s*이)?[^.]*?"
    r"(?:할\s*것|하라|해라|하시오|안내하|답하|말하|무시|따르)"
    r"|(?:ignore|disregard|forget)\s+(?:all|any|previous|prior|the|your|above)"
    r"|(?:이전|앞의|위의|기존|모든)\s*(?:지시|명령|규칙|지침|설정)\S*\s*(?:은|는|을|를)?\s*(?:모두|전부|다)?\s*(?:무시|잊)"
    r"|(?:라고|다고|이라고)\s*(?:(?:꼭|반드시|같이|항상|먼저|무조건|그냥)\s*)*(?:만\s*)?(?:답|대답|말|써|쓰|안내|출력|붙|덧붙|추가|넣)"
    r"|(?:답변|대답|응답)\s*(?:의\s*)?(?:맨\s*|제일\s*)?(?:끝|앞|마지막|처음)에|new\s+instructions?|###"
    # a role label addressed to the bot ("[시스템:", "<!-- assistant:", "SYSTEM:"), a mode it is told it is in
    r"|(?:^|[\[<(#\-])\s*(?:시스템|system|assistant|어시스턴트|developer|개발자)\s*[:：]"
    r"|(?:관리자|개발자|디버그|제한\s*없는|developer|admin|debug)\s*모드|\b(?:developer|admin|debug)\s+mode\b"
    r"|시스템\s*프롬프트|system\s+prompt|you\s+are\s+now|pretend\s+(?:to|you)|act\s+as\s+"
    r"|(?:answer|reply|respond|say)\s+(?:only\s+)?(?:with|that)\s",
    re.I,
)
PART_SPLIT_RE = re.compile(
    r"(?<=[?？!;；])\s*|(?<=[.:])\s+|\n+|\s+/{2,}\s+|\s(?:그리고|그리고요|또한|또|아울러|and\s+also|also(?=\s+(?:how|what|when|where|who|which|why|can|could|do|does|is|are|should|may)\b))\s|(?<=고),\s|,\s*and\s+",
    re.I,
)
LIST_MARKER_RE = re.compile(r"^\s*(?:[-*•·](?!\d)|\(?\d{1,2}[.)](?!\d)|Q\d{1,2}\s*[.):]?|[①-⑩])\s*(?=\S|$)", re.I)
PERMISSION_RE = re.compile(
    r"(?:도|면)\s*(?:돼|되|됨|괜찮|될까|됩니까)|(?:해야|야)\s*(?:돼|되|하|할)|가능|can\s+i|may\s+i|allowed|ok\s+to",
    re.I,
)
HOW_OBLIGATION_RE = re.compile(r"(?:어떻게|어케|어캐|뭘|뭐를?|무엇을?|무얼)\s*(?:해야|하면)\s*(?:돼|되|하|할|됨|될)\S*")
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
    "number": r"\d",
}
# Kinds that say what sort of answer is wanted but pin no topic: "보안 USB는 어디서 신청해요?" is not
# answered by the loss-report rule because that sentence names a place.
PLACE_TIME_KINDS = frozenset({"when", "where", "whither"})
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
    ("chars", r"몇\s*(?:자|글자)|how\s+many\s+char(?:acter)?s\b|길이|\blength\b|\bbe\s+how\s+long\b"
              r"|how\s+long\s+(?:\S+\s+){1,5}?be\s*\?|\btoo\s+(?:short|long)\b"
              r"|\b(?:long|short)\s+enough\b|\b\d+\s*-?\s*char(?:acter)?s?\b"),
    ("size", r"몇\s*(?:MB|GB|KB|메가|기가)|how\s+(?:big|large|many\s+(?:mb|gb))|"
             r"\bmax(?:imum)?\s+(?:\w+\s+)?size|\bsize\s+limit|최대\s*(?:용량|크기)"),
    ("count", r"몇\s*개(?!월)"),
    ("kinds", r"몇\s*(?:종류|가지)"),
    # "얼마 만에 한 번씩": once in how long, a frequency (not "얼마 만에 와요?", how soon)
    # "주기 전에" is 주다 + -기 전에 (before giving), not the noun 주기
    ("frequency", r"얼마나\s*자주|얼마마다|얼마\s*만에\s*한\s*번|주기(?!\s*전)|몇\s*\S*마다|how\s+often"
                  r"|\bcycle\b|\binterval\b"),
    ("duration", r"얼마나\s*(?:오래|걸|길|기다)|얼마\s*동안|언제까지|기간|기한|how\s+long|until\s+when"
                 r"|within\s+how|deadline|how\s+far\s+(?:ahead|in\s+advance)|how\s+(?:early|soon|fast|quickly)"),
    ("people", r"몇\s*(?:명|사람)"),
    # "When does it unlock?": an English when opening an asking sentence (not "when I leave", inside one)
    ("when", r"언제|(?:^|[.?!]\s+)when\s+(?:do|does|did|will|would|can|should|is|are|am|must|shall)\b"),
    ("whither", destination_asked.WHITHER_ASKED),  # 어디로, 어디다 옮겨 (bot.rules.destination_asked)
    ("where", r"어디"),
    ("number", r"몇|얼마|제한|한도|how\s+many|how\s+much"),
]
_NUMBER_WORDS = {"한": "1", "두": "2", "세": "3", "네": "4", "다섯": "5", "여섯": "6", "일곱": "7"}
# a figure the asker states: Korean units, and English ones after a number ("every 90 days", "4 years old")
ASSERTED_RE = re.compile(
    r"(\d+|한|두|세|네|다섯|여섯|일곱)\s*(년|개월|달|주|영업일|일|시간|분|시|번|회|자|개|MB|GB|KB"
    r"|(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|times|tries|attempts|characters?|chars?)"
    r"(?![a-z]))", re.I
)
_UNIT_KIND = {"년": "year", "개월": "month", "달": "month", "주": "week", "영업일": "day", "일": "day",
              "시간": "hour", "분": "minute", "시": "clock", "번": "times", "회": "times", "자": "chars",
              "개": "number", "mb": "size", "gb": "size", "kb": "size"}
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


def _pieces(text: str) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for line_no, line in enumerate(text.splitlines()):
        for piece in SENTENCE_RE.split(line):
            sentence = piece.strip().lstrip("-*• ").strip()
            if len(sentence) >= 4 and not sentence.startswith("|") and not INSTRUCTION_RE.search(sentence):
                out.append((line_no, sentence))
    return out


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
    similarity: float = 0.0  # of the sentence to the question part, by the embedder (bot.sentences)
    acts: int = 0  # the permission question's own action, even a generic verb ("목적 알려야 돼요?" -> 알리고)
    title_only: int = 0  # items of `missing` that only the document title names (an asked subject or act)

    def rank(self) -> tuple[int, int, int, int, float]:
        return (len(self.covered), self.acts, self.in_body, self.echoes, self.similarity)

    @property
    def passed(self) -> bool:
        return not self.missing and self.quantity_ok and bool(self.covered)


def asked_quantity(text: str) -> str | None:
    for kind, pattern in _ASKS:  # a match across two morphemes ("숙|제한다고") is no such word (bot.rules.morph_bounds)
        # "보관기간 끝난 …": a period said to be over is a situation, not a length asked (bot.rules.asked_period)
        if any(not morph_bounds.straddles(text, m.start(), m.end())
               and asked_period.asks_length(text, m.start(), m.end()) for m in re.finditer(pattern, text, re.I)):
            return kind
    return None


def asserted_quantities(text: str) -> list[Asserted]:
    found = [(m.start(), _NUMBER_WORDS.get(m.group(1), m.group(1)), _UNIT_KIND.get(m.group(2).lower(), "number"))
             for m in ASSERTED_RE.finditer(text)]
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


class TopicMatcher:
    def __init__(self, glossary: Glossary | None = None, embedder: Embedder | None = None,
                 synonym_min: float = 0.7) -> None:
        self.glossary = glossary or Glossary()
        english.protect(self.glossary)  # English glossary words are topic words, never function words
        self.embedder = embedder
        self.synonym_min = synonym_min
        self._cache: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()
        self._embedding = threading.Lock()  # one thread embeds missing words; the others then find them cached
        self.vocabulary: frozenset[str] | None = None  # words the policies use; None: every word counts as known
        self.sentences: SentenceVectors | None = None  # sentence ranking by the embedder (bot.sentences)
        # an English word has the policy words of all its forms: file -> 파일, files -> 자료 (bot.rules.mixed_language)
        self._policy_words = Memo(lambda term: mixed_language.policy_words(self.glossary, term))
        self._spans = Memo(lambda text: tuple(self._glossary_spans(text, compact(text))))  # a text's glossary spans
        self._stems: dict[str, list[str]] | None = None
        # the learned second opinion on sentences the rule rejects only for topic words (bot.decision)
        self.decision: Decision | None = None

    def policy_words_for(self, term: str) -> list[str]:
        return list(self._policy_words(term))

    def prepare(self, parts: list[Part], excerpts: list[Excerpt]) -> None:
        """Embed every question noun and excerpt word not yet cached in one call, so that judging
        each sentence costs no model call."""
        if self.embedder is None:
            return
        words = [t.text for part in parts for t in part.terms if not t.verb]
        for excerpt in excerpts:
            for sentence in split_sentences(excerpt, 0):
                words.extend(words_of(f"{excerpt.section} {sentence.text}"))
        self._embed_missing(words)

    def _embed_missing(self, words: list[str]) -> None:
        assert self.embedder is not None
        with self._embedding:
            with self._lock:
                missing = [w for w in dict.fromkeys(words) if w not in self._cache]
            if missing:
                vectors = self.embedder.embed(missing)
                with self._lock:
                    self._cache.update(zip(missing, vectors, strict=True))

    def _verb_stems(self) -> dict[str, list[str]]:
        """Verb stem -> policy words, from glossary variants that are one inflected verb (깔아 -> 깔)."""
        if self._stems is None:
            stems: dict[str, list[str]] = {}
            for word, variants in self.glossary.variants.items():
                for variant in variants:
                    if variant.isascii() or " " in variant.strip():
                        continue
                    stem = variant_stems.verb_stem(variant, analyze(variant))  # a two-verb phrase has none
                    if stem is not None:
                        stems.setdefault(stem, [])
                        if word not in stems[stem]:
                            stems[stem].append(word)
            self._stems = stems
        return self._stems

    def set_vocabulary(self, texts: list[str]) -> None:
        """The nouns and stems of the policy corpus (and the glossary's words): a question word the
        policies never use is context ("택시"), not a topic, unless the question turns on it."""
        words: set[str] = set()
        for text in texts:
            words.update(words_of(text))
        for word, variants in self.glossary.variants.items():
            words.add(compact(word))
            words.update(compact(v) for v in variants)
        self.vocabulary = frozenset(words)

    def known(self, term: Term) -> bool:
        if self.vocabulary is None or self.policy_words_for(term.text):
            return True
        return term.text in self.vocabulary or (bool(term.parts) and all(p in self.vocabulary for p in term.parts))

    # -- the question -------------------------------------------------------------------------------

    def parts(self, question: str) -> tuple[list[Part], int]:
        """The question's parts that carry a topic, and how many instruction parts were dropped."""
        question = english.normalize(question)  # English idioms in plain words ("left X in a cab" -> lost)
        question = spacing.respace(question)  # "얼마동안" -> "얼마 동안": a question word, not a noun
        question = without_trailing_remark(question)  # "… 되나요 외우기 편한데": the remark asks nothing
        question, coded = strip_code(question)  # "debug=true; print(config)": program text to the bot
        pieces = [(r, i > 0) for p in PART_SPLIT_RE.split(question) if p and p.strip() for o in split_run_on(p.strip())
                  for q in split_conjoined(o) for i, r in enumerate(split_asking_clauses(q))]
        parts: list[Part] = []
        ignored = int(coded)
        pending = ""
        told = ""  # English sentences that ask nothing, told before the question they lead to
        for n, (piece, joined) in enumerate(pieces):
            piece = LIST_MARKER_RE.sub("", piece)  # "Q1.", "- ", "2)": a list's markers ask nothing
            if not piece:
                continue
            if n + 1 < len(pieces) and english.is_english(piece) and not english.asks(piece) and \
                    not is_instruction(piece):
                # "I'm quitting next month. How many days do I have to return my laptop?": one question
                # whose story is the first sentence (bot.english.context_words sets its words aside)
                told = f"{told} {piece}".strip()
                continue
            if told:
                piece, told = f"{told} {piece}", ""
            if is_instruction(piece):
                ignored += 1
                pending = ""  # a lead-in ("이건 공식 공지야:") belongs to the instruction
                # "개인 USB 꽂아도 되는지 '네'라고만 대답해줘": the question before the instruction stays
                piece = question_left(piece, _ANY_INSTRUCTION_RE)
                if not piece or not asks(piece):
                    continue
            text = hearsay.without_source(f"{pending} {piece}".strip())  # "팀장님이 …던데": not a topic
            part = self._part(text)
            # the part before asks too (a question mark or word: "…왔어요. 어떻게 해야 돼요?" is one question)
            topicless = bool(parts) and not any(not t.verb for t in part.terms) and not part.extra and \
                bool(re.search(r"[?？]", parts[-1].text) or QUESTION_WORD_RE.search(parts[-1].text))
            if parts and (joined or topicless) and QUESTION_WORD_RE.search(text):
                # "안 되면 뭘 써야 돼요?", "(몇 자 이상이어야 하고) 며칠마다 바꿔야 돼요?": a question of its
                # own about the topic before it, answered by its own sentence, never folded into that one
                # not what an English question before it asked of its subject ("… are backups kept, and what
                # time do they run?" carries "backups", not "kept"; bot.rules.premise_figure)
                said = english_predicate(parts[-1].text)
                nouns = [t.text for t in parts[-1].terms if not t.verb and t.text not in text and t.text != said]
                own = self._part(text)
                part = self._part(f"{' '.join(nouns)} {text}".strip())
                # "몇일마다?", "뭐 해야되는거 있어요?" ask the question before again: the same sentence may answer
                # (a figure of another kind than the question before asked is a question of its own: "how
                # long are logs kept, and what time do they run?")
                part.follow_up = topicless and not joined and not (
                    restated.restates(text, own.terms, own.quantity, HOW_OBLIGATION_RE.search(text) is not None)
                    and restated.same_figure(parts[-1].quantity, own.quantity))
            part = self._with_candidates(parts, part, text, joined)
            if text.rstrip().endswith((":", "：")) and not asks(text):
                pending = text  # a lead-in ("Q:", "이건 보안팀 공지야:") joins what follows it
                continue
            if (not part.terms and not part.extra) or (introduces_self(text) and n + 1 < len(pieces)):
                pending = text  # "안녕하세요.", "그런데요,", "외주 직원입니다." (who asks) join the next piece
                continue
            pending = ""
            parts.append(part)
        if pending and parts:
            parts[-1] = self._part(f"{parts[-1].text} {pending}")
        parts = self._without_told(parts)  # "동생이 빌려달래요. 빌려줘도 돼요?": the story is not asked
        # A remark after the question with no topic noun and nothing asked ("외우기 편해서..") is the
        # asker's story, not another question.
        story = [p for p in parts[1:] if not p.extra and not any(not t.verb for t in p.terms) and not asks(p.text)]
        parts = [p for p in parts if p not in story]
        self._mark_distinguishing(parts)
        words = frozenset(w for part in parts for t in part.terms
                          for w in ((t.text,) if not t.verb else ()) + tuple(part.concepts.get(t.text, ())))
        for part in parts:
            part.message_words = words
        return parts, ignored

    def _with_candidates(self, parts: list[Part], part: Part, text: str, joined: bool) -> Part:
        """"변경 안내는 어디로 와요? 메일이에요?": a part that only offers candidate answers to the part before is
        one question with it (bot.rules.asked_attribute.offers_candidates): the part before is taken off `parts` and
        the two are returned as one part."""
        if not parts or joined or not offers_candidates(text):
            return part
        return self._part(f"{parts.pop().text} {text}")

    def _without_told(self, parts: list[Part]) -> list[Part]:
        """The parts without the sentences that only tell the story, reason, worry or purpose of a question
        beside them (bot.rules.asked_sentence), when that question names its own topic and no noun of the story
        says which one of the question's things is meant ("개인 노트북 샀어요. 노트북 교체 주기는요?")."""
        if len(parts) < 2:
            return parts
        marked = [asked_sentence.marks_question(p.text) for p in parts]
        told = [asked_sentence.tells(p.text, any(m for j, m in enumerate(marked) if j != i))
                for i, p in enumerate(parts)]
        if any(told) and not all(told):
            parts, told = self._joined_to_topicless(parts, told)
        # the asking parts that name a topic of their own
        asked = [p for p, t in zip(parts, told, strict=True)
                 if not t and any(not term.verb and self.known(term) for term in p.terms)]
        if not any(told) or not asked or all(told):
            return parts
        nouns = frozenset(t.text for p in asked for t in p.terms if not t.verb)
        keep: list[Part] = []
        set_aside: list[str] = []
        for part, is_told in zip(parts, told, strict=True):
            # a story that speaks of two policy matters the question does not name carries a topic of its own
            # that the question may hang on ("피싱 메일인 줄 모르고 계정 정보를 입력했어요. 비밀번호 바꾸는 것
            # 말고 또 해야 할 게 있나요?")
            own = [t for t in part.terms if not t.verb and self.known(t) and t.text not in nouns]
            if is_told and len(own) < 2 and not (modifiers_of(part.text, nouns) - nouns):
                set_aside.append(part.text)
                continue
            keep.append(part)
        for part in keep:
            if part in asked:
                part.told = " ".join(set_aside)
        return keep

    def _joined_to_topicless(self, parts: list[Part], told: list[bool]) -> tuple[list[Part], list[bool]]:
        """A question that names no topic of its own ("누구한테 신고해야 돼요?", "빌려줘도 돼요?") asks about the
        story told just before it: the two are one question."""
        out: list[Part] = []
        flags: list[bool] = []
        for part, is_told in zip(parts, told, strict=True):
            topicless = not part.extra and not any(not t.verb and self.known(t) for t in part.terms)
            if out and flags[-1] and not is_told and topicless and asked_sentence.marks_question(part.text):
                out[-1] = self._part(f"{out[-1].text} {part.text}")
                flags[-1] = False
                continue
            out.append(part)
            flags.append(is_told)
        return out, flags

    @staticmethod
    def _mark_distinguishing(parts: list[Part]) -> None:
        """In "노트북 교체 주기랑 모니터 교체 주기", the parts share their other nouns: the noun only one
        part has (모니터) is what that part asks about, never its story."""
        if len(parts) < 2:
            return
        nouns = [{t.text for t in p.terms if not t.verb} for p in parts]
        for i, part in enumerate(parts):
            others = set().union(*(n for j, n in enumerate(nouns) if j != i))
            own = nouns[i] - others
            if len(own) == 1 and len(nouns[i] & others) >= 1:
                part.terms = [replace(t, asked=True) if t.text in own else t for t in part.terms]

    def _part(self, text: str) -> Part:
        quantity = asked_quantity(text)
        terms = [t for t in content_terms(text) if t.text not in QUANTITY_NOUNS.get(quantity or "", ())
                 and not t.text.startswith("몇")]  # "몇일", "몇자": a question word, written as one noun
        squeezed = compact(text)
        spans = list(self._spans(text))  # a question's parts are analysed several times
        concepts: dict[str, set[str]] = {}
        tied: set[str] = set()
        for term in terms:
            words = set(self.policy_words_for(term.text))
            if term.verb and not words:  # a one-syllable stem: 깔기 -> 깔, the stem of the variant 깔아 (설치)
                words = set(self._verb_stems().get(term.text, ()))
            if not term.verb:  # laptop -> 노트북, itself a variant of 장비 (bot.rules.glossary_chain)
                words |= glossary_chain.chained(self.glossary, words, text)
            surface = self._surface_of(term, text)
            position = squeezed.find(surface)
            # a glossary word for the whole compound ("화면잠금" -> 화면 자동 잠금) says which one; its head's
            # word (잠금) alone would let "계정이 … 잠긴다" carry it
            whole = position >= 0 and any(s <= position and e >= position + len(surface) for _, s, e in spans)
            for word, start, end in spans:
                # a glossary word that covers only the front of a compound noun is not its head:
                # "메일함" (mailbox) is not 메일
                # nor is one on the front of a noun MeCab reads as one word: "공유기" (a router) is not 공유
                head_covered = term.verb or end >= position + len(surface) or (not term.parts and start < position)
                # a glossary word that is the head (end) of a compound noun names its kind: "압축파일" is a 파일
                head = not term.verb and position >= 0 and position < start and end == position + len(surface) \
                    and not whole
                if (position >= 0 and start <= position < end and head_covered) or head:
                    words.add(word)
            tied.update(words)
            if words:
                concepts[term.text] = words
        extra = [w for w, _, _ in spans if w not in tied and not any(w in concepts.get(t.text, ()) for t in terms)]
        extra = [w for w in dict.fromkeys(extra) if compact(w) not in squeezed]
        asserted = asserted_quantities(text)
        confirm = CONFIRM_RE.search(text) is not None or hearsay.asks_confirmation(text)
        inferred = False
        # an English yes/no question takes the figure it states as the kind of answer wanted ("can I keep it for 3
        # years?", "my laptop is 4 years old, can I get a new one?"; its unit is a counter: bot.english.UNIT_WORDS),
        # not one with a question word ("sending a 30MB video, what's the right way?" asks how)
        if quantity is None and asserted and (confirm or english.asks_yes_no(text) or figure_point.is_point(text)):
            quantity = "duration" if asserted[0].kind in SPAN_KINDS else asserted[0].kind
            inferred = True
            # "10자리면 되죠?": the asserted figure's unit noun is the quantity, not a topic; "8자리만 넘기면
            # 되죠?": a bound verb next to the figure is part of it too (bot.rules.premise_figure)
            bounds = bound_verbs(text)
            terms = [t for t in terms if t.text not in QUANTITY_NOUNS.get(quantity, ()) and t.text not in bounds]
        # "어떻게 해야 돼요?", "뭘 해야 하나요?" ask what to do, not whether an action is allowed
        permission = PERMISSION_RE.search(HOW_OBLIGATION_RE.sub(" ", text)) is not None
        # an adverb of a story clause ("폰 새로 바꿨는데") does not restrict the action asked
        scene = scene_adverbs(text)
        morphs = analyze(text)
        # "IT에서 대신 확인해 줘요?": 대신 after a particle or first is the adverb (instead of the asker), not
        # the noun of "노트북 대신 태블릿"
        adverbs = [m.surface for i, m in enumerate(morphs) if m.surface not in scene and (m.tag == "MAG" or (
            m.tag == "NNG" and m.surface in ANEW_ADVERBS and (i == 0 or morphs[i - 1].tag.startswith("J"))))]
        # "승인 없이 쓸 수 있는 거": a rule that requires approval does not say what needs none
        # an act done anew, again, instead or in person restricts any question on it: "감염되면 노트북 새로
        # 받아요?", "노트북 새로 받으려면 누구한테 말해요?", "입사 전에 노트북 미리 받을 수 있어요?" are not
        # answered by a rule on the laptop alone
        qualifiers = [a for a in adverbs if (permission and a in RESTRICTIVE_ADVERBS) or a in ABSENCE_ADVERBS
                      or a in ANEW_ADVERBS]
        if "새로" in qualifiers and anew_is_creation(text):
            qualifiers.remove("새로")  # "비번 새로 만들 때": making is new already (bot.rules.premise_figure)
        if "새로" not in qualifiers and _asks_new_one(text):
            qualifiers.append("새로")  # "분실 신고하면 새 노트북 바로 줘요?": a new one is asked, like 새로
        return Part(text, terms, concepts, extra, quantity, asserted, confirm, permission,
                    lemmas_of(text), qualifiers=qualifiers, inferred_quantity=inferred)

    @staticmethod
    def _surface_of(term: Term, text: str) -> str:
        if not term.verb:
            return compact(term.text)
        for m in analyze(text):
            if m.lemma == term.text:
                return compact(m.surface)
        return compact(term.text)

    def _glossary_spans(self, text: str, squeezed: str) -> list[tuple[str, int, int]]:
        """Glossary variants that occur in the question: (policy word, start, end) in the compact text."""
        out = []
        # A one-syllable variant ("샌" -> 정보 유출) counts only as a whole word of the question, never
        # inside another; the policy word itself ("보안 USB") ties the nouns it spans to it as well.
        syllables = {compact(m.surface) for m in analyze(text)} | {compact(w) for w in text.split()}
        inside = _inside_one_word(text)  # "같이" (함께) is not said by "똑같이" (identically)
        lowered = text.lower()
        for word, variants in self.glossary.variants.items():
            for variant in (*variants, word):
                if variant in english.MODAL_VARIANTS:  # "do I need …": a frame, not the policy word 필요
                    continue
                v, latin = _span_rule(variant)
                if len(v) < 2 and (len(v) < 1 or v.isascii() or v not in syllables):
                    continue
                if latin is not None and not latin.search(lowered):
                    continue
                start = squeezed.find(v)
                if start >= 0 and start not in inside:
                    out.append((word, start, start + len(v)))
        out.extend(mixed_language.phrase_spans(self.glossary, text, squeezed))  # "고객 data", "customers …"
        # A variant inside a longer one of another policy word is not that word ("오피스" in "한컴오피스" is
        # not Microsoft 365), unless that policy word contains it ("잠금" in "화면 자동 잠금").
        return [(w, a, b) for w, a, b in out
                if not any(w2 != w and a2 <= a and b <= b2 and (b2 - a2) > (b - a) and compact(w) not in compact(w2)
                           for w2, a2, b2 in out)]

    # -- a sentence ---------------------------------------------------------------------------------

    def coverage(self, part: Part, sentence: Sentence, excerpt: Excerpt,
                 literal: frozenset[str] = frozenset()) -> Coverage:
        """`literal`: question nouns some sentence of the excerpts uses itself; a near-synonym does not
        stand in for them (the policy that says "유효기간" elsewhere means something else by "만료").
        The sentences before it in the same bullet count as its context, like the heading ("노트북을
        잃어버리면 … 신고한다. 신고를 받은 IT 담당자가 장비를 원격으로 잠그고 …")."""
        body = f"{excerpt.section} {self._lead(sentence, excerpt)}{sentence.text}"
        context = f"{excerpt.title} {body}"
        squeezed, body_squeezed = compact(context), compact(body)
        covered, in_body, titled, unmatched = self._carried(part, body, context)
        situation = self._told_situation(part, unmatched, f"{context} {excerpt.text}")
        covered.extend(t.text for t in unmatched if t.text in situation)
        unmatched = [t for t in unmatched if t.text not in situation]
        for term in [t for t in part.terms if t.verb and t.text in covered]:
            if self._other_object(part, term, sentence.text):  # "와이파이를 꺼서" does not say 컴퓨터 끄다
                covered.remove(term.text)
                unmatched.append(term)
        # A modifier the glossary folds into its head's policy word: "고객 연락처" is 개인정보, whose
        # variants include "고객 정보"; "게스트 와이파이 비밀번호" has no such variant.
        folded = {t.text for t in unmatched
                  if not t.verb and self._folded(part, t, in_body, squeezed, body_squeezed)}
        # a modifier of another noun of the question that the glossary folds into it ("고객 개인정보")
        folded |= {t.text for t in unmatched if not t.verb and self._modifies_carried(part, t, covered)}
        folded |= customer_data.owner_carried(part.text, unmatched, excerpt.title)  # 고객 리스트: whose data
        covered.extend(t.text for t in unmatched if t.text in folded)
        unmatched = [t for t in unmatched if t.text not in folded]
        # … and "서버실 혼자 들어가도" carried by "서버실에는 … 함께 출입한다" (bot.rules.entered_place)
        alike = leniency.told_alike(part, unmatched, body) | entered_place.entering(part.text, unmatched, body)
        alike |= leftover.left_carried(part.text, unmatched, sentence.text)  # 끝나고 남은 X: 다 쓴 X
        alike |= collected_use.use_carried(part.text, unmatched, sentence.text)  # 행사 때 받은 연락처로 문자
        alike |= loaded_medium.load_carried(part.text, unmatched, sentence.text)  # USB에 자료 담아가
        act = last_act(part)  # 동료한테 빌려줘도: 남에게 빌려주지 (bot.rules.anyone_else)
        alike |= anyone_else.carried(part.text, unmatched, sentence.text, act, part.concepts.get(act or "", ()))
        alike |= got_new.getting_carried(part.text, unmatched, situations.condition_words(sentence.text),  # 새로 샀는데
                                         [t.text for t in part.terms if not t.verb and t.text in covered])
        alike |= work_visit.entering(part.text, unmatched, body, self.policy_words_for)  # 작업할 때 들어가도
        covered.extend(t.text for t in unmatched if t.text in alike)
        unmatched = [t for t in unmatched if t.text not in alike]
        unmatched = work_visit.without_work(part.text, unmatched, body, self.policy_words_for)  # 회선 작업하러
        near = self._near_for(part, unmatched, covered, literal, body)
        covered.extend(t.text for t in unmatched if t.text in near)
        in_body.extend(t.text for t in unmatched if t.text in near)
        missing_nouns = [t.text for t in unmatched if not t.verb and t.text not in near]
        # what else pins the sentence to the question besides its nouns: a predicate or glossary phrase of
        # the question it carries, the quantity asked (or asserted) in the sentence
        echoed = any(compact(word) in squeezed for word in part.extra) or any(
            t.verb and t.text in covered for t in part.terms)
        counted = part.quantity is not None and part.quantity not in PLACE_TIME_KINDS and has_quantity(
            sentence.text, part.quantity)
        named_here = frozenset(t.text for t in part.terms if not t.verb and compact(t.text) in compact(excerpt.text))
        unset = missing_nouns
        points = self._points(part, in_body)  # the distinct things the sentence carries itself
        missing_nouns = self._set_aside(part, missing_nouns, in_body, covered, literal, int(echoed) + int(counted),
                                        named_here)
        missing_nouns = quoted_speaker.left_out(part.text, missing_nouns, covered, last_act(part))  # 친구가 …한다고
        missing_nouns = short_span.left_out(part.text, missing_nouns, part.permission, lambda: self._forbids_act(
            part, last_act(part), sentence.text))  # 하루만 빌려줘도 돼요? vs 빌려주지 않는다
        told = background_nouns(part.text) if not english.is_english(part.text) else frozenset()
        story_nouns = [n for n in unset if n not in missing_nouns and n in told]  # a situation told, set aside
        missing_nouns = leniency.person_kind(part, missing_nouns, covered, body)
        missing_nouns = leniency.section_subject(part, missing_nouns, points, named_here, excerpt, sentence)
        named = self._named_in(part)
        missing_nouns, in_body = same_situation.borrowed(part, missing_nouns, in_body, excerpt, sentence,
                                                         named)  # 잃어버린
        missing_nouns = contrast.answered_part(part, missing_nouns, sentence.text)  # 개인 vs "회사 … 만"
        missing_nouns = leaked_thing.answered(part.text, missing_nouns, body)  # "고객 명단이 샌": 정보 유출
        missing_nouns = account_login.answered_part(part, missing_nouns, sentence.text)  # "계정으로 로그인해서"
        missing_nouns = install_target.answered(part.text, missing_nouns, sentence.text)  # "회사 PC에 깔아도"
        missing_nouns = derived_thing.answered(part.text, missing_nouns, sentence.text)  # 백업 파일: 백업본
        # the question's own acts the sentence does not carry (not a clause describing a thing: "개인정보 들어간
        # excel file"): a scope word is set aside below only for a question whose act the sentence carries
        own_acts = described_acts.acts_of_own(part.text, [t.text for t in unmatched if t.verb])
        missing_nouns = collect_setting.answered(part.text, missing_nouns, sentence.text, self.glossary,  # 회원가입 때
                                                 own_acts)
        missing_nouns = outside_place.answered(part.text, missing_nouns, sentence.text)  # 고객사에 가져가도
        missing_nouns = file_kind.answered(part.text, missing_nouns, sentence.text, excerpt.title, self.glossary,
                                           own_acts)
        missing_nouns = data_held.answered(part.text, missing_nouns, body, self.policy_words_for,  # 외장하드에 있는
                                           [t.text for t in unmatched if t.verb], covered)
        missing_nouns = offered_approver.answered(part.text, missing_nouns, sentence.text,  # "팀장 승인만 받으면"
                                                  part.permission or part.yes_no, [t.text for t in unmatched if t.verb])
        missing_nouns = english_states.answered(part.text, missing_nouns, sentence.text, self._words_for(part))
        missing_nouns = english_chain.answered(self.glossary, part.text, [t.text for t in part.terms], missing_nouns,
                                               covered, sentence.text, self._words_for(part))  # laptop -> 장비
        # an English story clause whose words were set aside tells a situation of its own ("I'm going on
        # parental leave, do I have to return my laptop?"): a rule that opens with another is no answer
        english_story = english.is_english(part.text) and len(missing_nouns) < len(unset)
        missing_verbs = account_login.answered_part(part, [t.text for t in unmatched if t.verb], sentence.text)
        missing_verbs = collect_setting.placed(part.text, missing_verbs, sentence.text, self.glossary)  # 칸 넣어도
        missing_verbs = outside_place.answered(part.text, missing_verbs, sentence.text)  # "고객사" read as 고객 + 사다
        missing_verbs = same_situation.borrowed_acts(part, missing_verbs, excerpt, sentence, named)  # "퇴사하면 … 반납"
        missing_verbs = described_acts.without_described(part.text, missing_verbs, in_body, part.concepts,
                                                          sentence.text)  # "개인정보 적힌 서류"
        missing_verbs = absent_state.without_absent(part.text, missing_verbs, in_body, sentence.text)  # 안 붙어있으면
        missing_verbs = reversed_act.without_lasting(  # 언제 풀려요, "… 풀리는 거 맞죠?" (풀리 ends it)
            part.text, self._final_act(part, reversed_act.without_confirm_tag(part.text)), missing_verbs, sentence.text)
        # "노트북 며칠 빌려줘도 돼요?" is answered by a rule that forbids the act outright ("빌려주지 않는다")
        final = last_act(part)
        forbidden = part.permission and part.quantity in QUANTITY_KINDS and self._forbids_act(
            part, final, sentence.text)
        quantity_ok = part.quantity is None or forbidden or has_quantity(sentence.text, part.quantity) or (
            part.inferred_quantity and at_once_corrects(part.text, sentence.text)) or (  # "일주일 안에만" -> 즉시
            delay_asked.at_once_answers(part.text, part.permission, sentence.text)) or (  # "며칠 있다가 말해도" -> 바로
            deadline_at_once.answers(part.text, sentence.text, final, self.policy_words_for))  # 언제까지 -> 즉시
        if not missing_nouns and missing_verbs:
            # One predicate may be worded otherwise ("돌아가요", "걸린 것 같아요") once the sentence
            # itself pins the topic down: two topic nouns, a permission question's noun, or the asked
            # quantity. A condition ("잊어버리면", "느리면") must always be there.
            # Two nouns that stand for one policy word ("고객 정보" -> 개인정보) are one point; a figure
            # the asker asserts ("한 달 안에만 … 되죠?") is not a quantity asked.
            # container nouns alone (파일, 서류 …) pin no topic: "서류는 어떻게 버려요?" is not answered by the
            # rule on marking a document's grade (bot.rules.scope_kind)
            shared = [t.text for t in part.terms if not t.verb and t.text in covered]  # title included
            alone = bool(shared) and all(scope_kind.is_container(n) for n in shared)
            missing_verbs = self._unexcused(part, missing_verbs, 0 if alone else self._pin_points(part, points,
                                                                                                 in_body, body),
                                            sentence.text)
        missing = missing_nouns + missing_verbs
        missing = told_scene.without_story(self, part, missing, covered, sentence.text, literal)  # bot.rules.told_scene
        nouns = [t for t in part.terms if not t.verb]
        # a predicate the glossary ties to a policy word counts as that word ("갖고 있어도" -> 보관 기간은 …)
        verb_in_body = any(t.verb and t.text in covered and self._matches(
            t, body_squeezed, body, part.concepts.get(t.text, set())) for t in part.terms)
        title_only = 0
        own = own_nouns(nouns, folded)
        if nouns and not in_body and (len(own) >= 2 or not verb_in_body) and not self._section_subject(
                part, own, covered, excerpt, sentence, verb_in_body or counted or any(
                    compact(word) in body_squeezed for word in part.extra)):  # bot.rules.section_topic
            missing.append("(a topic word in the sentence itself)")  # the document title alone is no answer
        elif in_body and (part.permission or ASKS_LEAVE_RE.match(part.text)) and "·" in excerpt.title:
            # a title that names several subjects ("원격근무·VPN 규정") does not say which one a section is
            # about: what the question asks about is in the sentence ("남편이 회사 VPN 써도 돼요?" is not
            # answered by "업무용 노트북은 가족과 함께 쓰지 않는다" of the 원격근무 section)
            missing.extend(f"({word}{TITLE_ONLY}" for word in titled)
            title_only += len(titled)
        if final is not None and final in covered and final not in alike and not any(
                t.text == final and self._matches(t, body_squeezed, body, part.concepts.get(t.text, set()))
                for t in part.terms):
            # the act the question ends on is asked: a title that names it ("업무용 장비 지급·반납 규정") does
            # not make a sentence on another act answer it ("육아휴직 들어갈 때도 노트북 반납해야 하나요?" is
            # not answered by "노트북은 4년마다 교체한다")
            missing.append(f"({final}{TITLE_ONLY}")
            title_only += 1
        if excerpt.kind == "row" and ":" in excerpt.section and not self._names_row(part, excerpt):
            missing.append("(the table row's name)")  # a row answers only a question about that row
        for word in part.extra:
            (covered if compact(word) in squeezed else missing).append(word)
        missing.extend(self._unstated(part, sentence, excerpt, covered, near, body))
        missing.extend(self._unqualified_heads(part, covered, squeezed))  # 이상한 메일: 피싱, not any 메일
        missing.extend(re_prefix.said_again(part.text, self._unqualified(part, sentence, body, body_squeezed),
                                            covered, sentence.text))  # 다시 쓰 -> 재사용
        told_english = bool(part.told) and english.is_english(part.text)  # its story after it (rules.asked_sentence)
        if part.told and not told_english and not story_tells_situation(self, part, sentence.text):
            missing.extend(self._other_situation(part, sentence))
        elif english_story or told_english:
            missing.extend(self._other_english_situation(part, sentence))
        if english_heading_only(self, part, sentence.text, f"{excerpt.title} {excerpt.section}", covered):
            missing.append("(a topic word in the sentence itself, not only its heading)")  # bot.rules.heading_only
        missing.extend(self._situation_problems(part, sentence, covered, body, final))
        missing.extend(other_condition.other_situation(self, part, sentence.text, body))  # bot.rules.other_condition
        missing.extend(untold_condition(self, part, sentence.text))
        missing.extend(untold_recipient(part, sentence.text))
        missing.extend(self._scope_problems(part, sentence, excerpt, covered, in_body))
        missing.extend(negated_condition.problems(part.text, in_body))  # "if I don't log into internal systems"
        missing.extend(self._place_problems(part, sentence, excerpt, body))
        missing.extend(self._attribute_problems(part, sentence, body))
        missing.extend(self._kind_scope_problems(part, sentence, body, excerpt.section, excerpt.text))
        missing.extend(asked_counter.problems(part.text, sentence.text, part.quantity))
        missing.extend(asked_only.problems(part.text, sentence.text))  # "X뿐이에요?": a sentence that says only
        words_for = self._words_for(part)  # a question word -> its policy words, for the rules below
        missing.extend(compared_side.problems(part.text, body, words_for))  # bot.rules.compared_side
        missing.extend(alternatives.problems(part.text, body, words_for))  # bot.rules.alternatives
        missing.extend(telling_asked.problems(part.text, sentence.text))  # bot.rules.telling_asked
        missing.extend(anyone_asked.problems(part.text, sentence.text))  # bot.rules.anyone_asked
        missing.extend(cost_asked.problems(part.text, sentence.text))  # bot.rules.cost_asked
        missing.extend(consequence.frequency_problems(part.text, part.quantity, sentence.text))  # bot.rules.consequence
        missing.extend(consequence.consequence_problems(part.text, part.yes_no, final, covered, sentence.text,
                                                        words_for))
        missing.extend(proposed_means.problems(part.text, sentence.text, words_for))  # bot.rules.proposed_means
        missing.extend(folded_condition.problems(part, sentence.text))  # 휴지통 비우면 … 삭제된 거 맞아요?
        missing.extend(actor_role.problems(part.text, sentence.text))  # 팀장님이 쓴다는데 vs 팀장 승인
        missing.extend(absent_content.problems(part.text, sentence.text, excerpt.title, words_for))  # "N 없는 X"
        missing.extend(heading_modifier.problems(part.text, sentence.text, f"{excerpt.section} {excerpt.title}",
                                                 covered, words_for, excerpt.section))  # 깔려 있는 목록
        missing.extend(other_occasion.problems(part.text, sentence.text, excerpt.section, words_for))  # 나올 때도
        missing.extend(other_kind.problems(part.text, body))  # 외장하드 vs 보안 USB, 사무실 vs 서버실
        missing.extend(inherited_condition.problems(  # "회의 끝났는데 … 끄면" vs a rule under "감염이 의심되면"
            part.text, story_nouns, sentence.text, self._earlier(sentence, excerpt), lambda c: any(
                self.word_in(t, part, c) for t in part.terms) or any(compact(w) in c for w in part.extra)))
        missing.extend(figure_kind.problems(part.text, [(a.number, a.kind) for a in part.asserted], [  # 25개 vs 25MB
            (a.number, a.kind) for a in asserted_quantities(sentence.text)], not any(not t.verb for t in part.terms)))
        missing.extend(reversed_act.problems(part.text, sentence.text))  # bot.rules.reversed_act
        missing.extend(from_to.problems(part.text, body))  # bot.rules.from_to: 외부에서 받은 vs 외부로 보내는
        missing.extend(first_step.problems(part.text, sentence.text))  # bot.rules.first_step: 뭐부터 -> 먼저
        missing.extend(first_step.later_problems(part.text, part.permission, sentence.text))  # 나중에 해도
        missing.extend(after_forbidden.problems(part.text, sentence.text))  # bot.rules.after_forbidden
        missing.extend(done_with.problems(part.text, sentence.text))  # "다 보고 나면": 다 쓴, 끝난
        missing.extend(told_deed.problems(part.text, final, sentence.text, words_for))  # 신고했는데 그다음엔
        missing.extend(topic_object.problems(part.text, final, sentence.text, words_for))  # PC는 꺼야: 와이파이를 꺼서
        missing.extend(modifier_act.problems(part.text, sentence.text, self.policy_words_for))  # 수집 목적
        missing.extend(untold_case.problems(part.text, part.quantity, sentence.text, lambda w: self._names(part, w)))
        missing.extend(duty_after_situation.problems(part.text, body, words_for))  # the duty asked
        missing.extend(lead_time.problems(part.text, sentence.text, words_for))  # bot.rules.lead_time
        missing.extend(unmet_duty.problems(part.text, sentence.text, context))  # bot.rules.unmet_duty
        missing.extend(english_event.problems(part.text, sentence.text, self._forms_for(part)))  # rules.english_event
        missing.extend(self._figure_problems_of(part, sentence.text, covered))
        # what kind of answer is asked besides the topic: a bound, a count, a place (bot.rules.answer_kind)
        wanted = part.quantity if not part.inferred_quantity and not forbidden else None
        missing.extend(answer_kind.problems(part.text, sentence.text, wanted, QUANTITY_KINDS.get(wanted or "")))
        missing.extend(condition_figure.problems(part, sentence.text, QUANTITY_KINDS.get(wanted or "")))
        missing.extend(measured_part.problems(part, sentence.text, covered, self.known, MEASURE_NOUNS,  # 배터리 주기
                                              wanted in QUANTITY_KINDS.keys() - PLACE_TIME_KINDS))
        missing = leniency.without_manner(missing, points)
        echoes = len((part.predicates - GENERIC_VERBS) & lemmas_of(sentence.text))  # 받아도 echoes nothing
        return Coverage(sentence, covered, missing, quantity_ok, echoes, len(in_body), acts=self._acts(part, sentence),
                        title_only=title_only)

    def _section_subject(self, part: Part, nouns: list[Term], covered: list[str], excerpt: Excerpt,
                         sentence: Sentence, pinned: bool) -> bool:
        """The title-carried nouns are the subject the section's opening rule names (bot.rules.section_topic)."""
        held = [t for t in nouns if t.text in covered]
        opening = split_sentences(excerpt, sentence.excerpt)[:1]
        carried = section_topic.carried_nouns(
            [t.text for t in held], sentence.index, opening[0].text if opening else None,
            lambda noun, text: any(t.text == noun and self._matches(t, compact(text), text, part.concepts.get(
                noun, set())) for t in held), pinned)
        return bool(held) and len(carried) == len(held)

    def _named_in(self, part: Part) -> Callable[[Term, str], bool]:
        """Whether a term of the part, a glossary equivalent or one of its policy words occurs in a compact text."""
        return lambda term, squeezed: self.word_in(term, part, squeezed)

    def _words_for(self, part: Part) -> Callable[[str], list[str]]:
        """A question word's policy words: its glossary concepts in the part, else the glossary's."""
        return lambda word: [*part.concepts.get(word, ()), *self.policy_words_for(word)]

    def _forms_for(self, part: Part) -> Callable[[str], list[str]]:
        """A question word's policy words and the glossary variants of each (잠금 -> 잠기, 잠긴 …)."""
        def forms(word: str) -> list[str]:
            words = self._words_for(part)(word)
            return [*words, *(v for w in words for v in self.glossary.variants.get(w, ()) if not v.isascii())]
        return forms

    def _modifies_carried(self, part: Part, term: Term, covered: list[str]) -> bool:
        """`term` only says which one of a carried noun the question means (bot.rules.mixed_language.modifier_folds)."""
        heads = [t.text for t in part.terms if not t.verb and t.text in covered and t.text != term.text]
        return any(mixed_language.modifier_folds(self.glossary, part.text, term.text, head,
                                                 part.concepts.get(head, set())) for head in heads)

    @staticmethod
    def _figure_problems_of(part: Part, sentence: str, covered: list[str]) -> list[str]:
        """What the sentence's figure belongs to (bot.rules.figure_scope): the thing it measures, for a quantity
        question; the event its lead time comes before, for a question that says the event has happened."""
        words = {t.text: part.concepts.get(t.text, set()) for t in part.terms}
        problems = figure_scope.too_late(part.text, words, sentence, part.confirm)
        if part.quantity in QUANTITY_KINDS and not part.inferred_quantity and has_quantity(sentence, part.quantity):
            nouns = {t.text: words[t.text] for t in part.terms if not t.verb and t.text in covered}
            asked = {w for t in part.terms if not t.verb for w in (t.text, *words[t.text])} | set(part.extra)
            lemmas = lemmas_of(sentence)
            squeezed = compact(sentence)
            echoed = any(t.verb and (t.text in lemmas or any(compact(w) in squeezed for w in words[t.text]))
                         for t in part.terms)
            problems.extend(figure_scope.measured_elsewhere(nouns, asked, echoed, sentence, MEASURE_NOUNS))
        return problems

    @staticmethod
    def _pin_points(part: Part, points: int, in_body: list[str], body: str) -> int:
        """`points` (`_points` of the nouns the sentence carries, `in_body`) for the excuse of a predicate worded
        otherwise: one noun that only qualifies another thing there ("VPN 인증서의 유효기간은 …") pins nothing
        ("회사 안에서도 VPN 켜야 돼요?" is not answered by the certificate rule) (bot.rules.place_scope)."""
        asked = frozenset(t.text for t in part.terms if not t.verb)
        if points == 1 and all(place_scope.only_qualifier(n, body, asked) for n in dict.fromkeys(in_body)):
            return 0
        return points

    def _place_problems(self, part: Part, sentence: Sentence, excerpt: Excerpt, body: str) -> list[str]:
        """A place or situation the rule's scope excludes (bot.rules.place_scope); Korean questions only."""
        if english.is_english(part.text):
            return []
        return place_scope.problems(f"{part.text} {part.told}".strip(), sentence.text, excerpt.section, body,
                                    self.glossary)

    @staticmethod
    def _kind_scope_problems(part: Part, sentence: Sentence, body: str, heading: str, section: str) -> list[str]:
        """A negated condition, a procedure asked, a time against another event (bot.rules.kind_scope); Korean only."""
        if english.is_english(part.text):
            return []
        words = {t.text: frozenset(part.concepts.get(t.text, ())) for t in part.terms}
        return kind_scope.problems(part.text, body, sentence.text, words, part.told, heading, section)

    @staticmethod
    def _attribute_problems(part: Part, sentence: Sentence, body: str) -> list[str]:
        """Another attribute, direction or group than the rule's: a sanction, the opposite direction of a
        transfer, people picked out by another deed, a group outside the staff, a destination
        (bot.rules.asked_attribute)."""
        words = [(t.text, frozenset(part.concepts.get(t.text, ()))) for t in part.terms if not t.verb]
        found = attribute_problems(part.text, part.told, sentence.text, body, words)
        kinds = [a.kind for a in part.asserted if a.kind in QUANTITY_KINDS]
        if kinds and part.yes_no and supposes_only_figure(part.text) and not any(
                has_quantity(sentence.text, kind) for kind in kinds):
            found.append("(a figure the question supposes: the sentence states none of its kind)")
        found.extend(period_condition.problems(part.text, sentence.text))  # "보관 기간이 지나면 …"
        found.extend(supposed_span.problems(part.text, sentence.text))  # "90일 뒤에 풀리나요?"
        return found

    @staticmethod
    def _container(part: Part, noun: str) -> bool:
        """The noun is a container noun (파일, 자료, 문서 …), itself or as its policy word (bot.rules.scope_kind)."""
        return scope_kind.is_container(noun) or any(
            scope_kind.is_container(word) for word in part.concepts.get(noun, ()))

    def _scope_problems(self, part: Part, sentence: Sentence, excerpt: Excerpt, covered: list[str],
                        in_body: list[str]) -> list[str]:
        """A question that reaches the sentence through a container noun only (파일, 자료 …) and does not name
        the kind of content the sentence or its document is scoped to (bot.rules.scope_kind)."""
        nouns = [t for t in part.terms if not t.verb and t.text in covered]
        if not any(self._container(part, t.text) for t in nouns):
            return []
        body = compact(f"{excerpt.section} {sentence.text}")
        # the message's other parts may name what the sentence is about ("노트북 교체 받으면 기존 노트북은 어떻게
        # 해요? 안에 있는 파일은요?")
        own = {t.text for t in part.terms}.union(*part.concepts.values())
        message_things = any(compact(word) in body for word in part.message_words - own
                             if not scope_kind.is_container(word))
        if all(scope_kind.is_container(word) for word in covered) and not message_things:
            # a container alone says nothing of the topic: "서류는 어떻게 버려요?" is not answered by "등급 표시가
            # 없는 문서는 사내 한정으로 본다"
            return [f"({'/'.join(covered)}: a container noun alone, no topic)"]
        acts = verbal_nouns(sentence.text)
        other_things = message_things or any(
            t.text in in_body and not self._container(part, t.text) and t.text not in acts
            and not (part.concepts.get(t.text, set()) & acts) for t in nouns)
        found = scope_kind.problem(f"{part.text} {part.told}", sentence.text, excerpt.title, self.glossary,
                                   other_things)
        return [found] if found else []

    @staticmethod
    def _forbids_act(part: Part, final: str | None, sentence: str) -> bool:
        """The sentence forbids the permission question's own final act (`last_act`), itself or as its policy
        word."""
        if final is None:
            return False
        return any(_forbids(sentence, compact(word)) for word in {final, *part.concepts.get(final, set())})

    @staticmethod
    def _other_situation(part: Part, sentence: Sentence) -> list[str]:
        """A rule that opens with its situation ("퇴사하면 …", "서버실에 들어갈 때는 …") answers a question
        whose story was set aside only when the question or its story tells that situation: "휴직을 하게
        됐어요. 노트북은 며칠 안에 반납해야 하나요?" is not answered by the rule for leaving the company."""
        lead = leading_condition(sentence.text)
        if not lead or leading_condition(part.text):
            return []  # a question that states its own situation ("계정 잠기면 …") does not lean on the rule's
        told = {t.text for t in content_terms(f"{part.text} {part.told}")} | lemmas_of(f"{part.text} {part.told}")
        return [f"({t.text}: the rule's situation, which the question's story does not tell)"
                for t in content_terms(lead) if t.text not in told][:1]

    def _other_english_situation(self, part: Part, sentence: Sentence) -> list[str]:
        """`_other_situation` for an English question whose story clause was set aside: the rule's
        opening situation ("퇴사하면 …") must be named by some word of the question, as itself or as a
        glossary variant of it ("quitting" -> 퇴사, "lost" -> 분실 for 잃어버리면)."""
        lead = leading_condition(sentence.text)
        if not lead:
            return []
        told = {w for words in part.concepts.values() for w in words} | set(part.extra)
        if part.told:  # the sentence set aside after the question tells its situation as one before it does
            story = self._part(part.told)
            told |= {w for words in story.concepts.values() for w in words} | set(story.extra)
        squeezed = compact(lead)
        variants = {compact(v) for word in told for v in self.glossary.variants.get(word, ())}
        if part.told and (event := told_act.untold_event(lead, told | variants)):  # bot.rules.told_act: a scratch
            return [f"({event}: the rule's situation, which the question's story does not tell)"]
        if any(compact(word) in squeezed for word in told):  # 악성코드 in "악성코드 감염이 의심되면"
            return []
        # or as a variant of the policy word the question's word stands for: "lost" -> 분실, whose variant 잃어버
        # opens "보안 USB를 잃어버리면"
        variants = {compact(v) for word in told for v in self.glossary.variants.get(word, ())}
        if any(len(v) >= 2 and v in squeezed for v in variants):
            return []
        terms = [t.text for t in content_terms(lead)]
        return [f"({terms[0]}: the rule's situation, which the question's story does not tell)"] if terms else []

    def _carried(self, part: Part, body: str, context: str) -> tuple[list[str], list[str], list[str], list[Term]]:
        """The question's terms the sentence with its heading, bullet and title (`context`) carries; those of
        them its heading and bullet (`body`) carry; asked nouns only the title carries; the others."""
        squeezed, body_squeezed = compact(context), compact(body)
        covered: list[str] = []
        in_body: list[str] = []  # nouns the sentence or its heading carries (not only the document title)
        titled: list[str] = []  # asked nouns only the document title carries
        unmatched: list[Term] = []
        for term in part.terms:
            concepts = part.concepts.get(term.text, set())
            # "개인정보 보호 담당자 연락처?": 연락처 is not 개인정보 there
            if self._attribute_of_named(part, term, squeezed) or not self._matches(
                    term, squeezed, context, concepts) or self._inside_word(
                    part, term, squeezed, context) or self._loose_piece(term, concepts, squeezed):
                unmatched.append(term)
            elif not self._matches(term, body_squeezed, body, concepts) and term.verb and self._is_condition(
                    part, term.text, derived=True):
                # a condition ("반납하면") is stated by the sentence, not by a title that names the act
                # ("업무용 장비 지급·반납 규정"): "반납하면 새 노트북 언제 받아요?" is not "4년마다 교체한다"
                unmatched.append(term)
            else:
                covered.append(term.text)
                if not term.verb and self._matches(term, body_squeezed, body, concepts):
                    in_body.append(term.text)
                elif not term.verb and term.asked:
                    titled.append(term.text)
        return covered, in_body, titled, unmatched

    def _unqualified_heads(self, part: Part, covered: list[str], squeezed: str) -> list[str]:
        """A covered noun the question qualifies into a policy word ("이상한 메일" -> 피싱) whose policy word the
        sentence's context (`squeezed`) does not name (bot.rules.qualified_head)."""
        if english.is_english(part.text):
            return []
        nouns = [t.text for t in part.terms if not t.verb]
        text = compact(part.text)
        spans = self._spans(part.text)
        out = []
        for noun in nouns:
            if noun in covered:
                word = qualified_head.unqualified(text, noun, nouns, spans, squeezed, self.glossary.variants)
                if word is not None:
                    out.append(f"({word}: {noun})")
        return out

    def _unqualified(self, part: Part, sentence: Sentence, body: str, body_squeezed: str) -> list[str]:
        """A permission asked for one way of doing it needs a rule on that way ("혼자 들어가도 돼요?")."""
        out: list[str] = []
        for word in part.qualifiers:
            said = ABSENCE_WORDS if word in ABSENCE_ADVERBS else ANEW_WORDS.get(word, (word,))
            if not any(self._word_matches(compact(w), body_squeezed, body) for w in said) and not (
                    word == "혼자" and PEOPLE_AT_LEAST_RE.search(sentence.text)):
                out.append(word)
        return out

    def _situation_problems(self, part: Part, sentence: Sentence, covered: list[str], body: str,
                            final: str | None) -> list[str]:
        """Whose situation, thing and role the sentence speaks of (bot.rules.situations); `final`: `last_act(part)`."""
        out: list[str] = []
        english_part = english.is_english(part.text)
        told, told_nouns = situations.told(part.text) if not english_part else ((), ())
        context = english.context_words(part.text) if english_part else frozenset()
        negated = situations.negated_english(part.text)

        def in_body(lemma: str, text: str = body) -> bool:
            return lemma in lemmas_of(text) or any(compact(w) in compact(text) for w in self._equivalents(lemma))

        # a rule for another situation: its opening condition is not the question's, and nothing the asker
        # tells is in what the rule then says ("피싱 메일 열어보기만 했는데" vs "링크를 눌렀거나 … 입력했다면 바로
        # 비밀번호를 바꾸고 …"; "lock 걸렸는데" is in "… 계정이 30분 동안 잠긴다")
        condition = situations.condition_words(sentence.text)
        named = [w for w in condition if self._names(part, w)]
        if condition and told and not named and not got_new.replaced(part.text, condition, [  # bot.rules.got_new
                t.text for t in part.terms if not t.verb and t.text in covered]):
            main = situations.main_clause(sentence.text)
            nouns = [t for t in part.terms if not t.verb and t.text in told_nouns]
            if not any(in_body(t, main) for t in told) and not any(
                    self._matches(t, compact(main), main, part.concepts.get(t.text, set())) for t in nouns):
                out.append(f"(the sentence's situation: {' '.join(condition)})")
        negated_ko = situations.negated_korean(part.text) if not english_part else frozenset()
        denied = [w for w in named if w in negated_ko] if negated_ko else \
            [w for w in named if negated and not self._names_except(part, w, negated)]
        acts = situations.condition_acts(sentence.text)
        done = [w for w in named if w not in denied and w in acts]  # "didn't click the link": 링크 is no act
        if denied and not done:
            # "… without clicking anything", "링크는 안 눌렀는데": the question denies the rule's condition
            out.append(f"(the condition {' '.join(denied)}: the question says it did not happen)")
        out.extend(self._channel_problems(part, sentence.text))
        out.extend(self._figure_problems(part, body))
        # an event the policies never name, and what to do after it ("물을 쏟았어요 어떻게 해야 돼요?")
        if (told or context) and situations.asks_what_to_do(part.text):  # English: an unknown -ed word told
            events = [*told, *(w for w in context if situations.english_past(w))]
            foreign = [t for t in events if t not in GENERIC_VERBS and not self.known(Term(t, True))
                       and not self.policy_words_for(t) and not in_body(t)]
            out.extend(f"(the event {t}: no rule names it)" for t in foreign)
        # "개인" said of another thing ("개인 노트북에 꽂아도" vs "개인 USB나 외장 하드는")
        spans = situations.owned_spans(sentence.text)
        things = _owned_things(part, english_part)
        if things and not spans and "개인" not in body:
            # "개인 휴대폰 잃어버렸는데 …" is not answered by a rule on the company's 장비
            out.extend(f"(개인 {thing}: the sentence speaks of no one's own thing)" for thing in things
                       if compact(thing) not in compact(body))
        for thing in things if spans else ():
            head = thing.split()[-1]
            term = Term(head, False)
            concepts = part.concepts.get(head, set())
            if not any(self._matches(term, compact(span), span, concepts) or compact(thing) in compact(span)
                       or self._near_synonyms([head], span) for span in spans):
                out.append(f"(개인 {thing}: the sentence says 개인 of {' / '.join(spans)})")
        out.extend(self._role_problems(part, sentence, covered))
        out.extend(self._also_problems(part, sentence, body))
        if part.yes_no and final and situations.presupposed(sentence.text, final):
            # "IT 담당자도 … 분실 신고해요?" is not answered by "신고를 받은 IT 담당자가 … 잠근다"
            out.append(f"(the event asked about: {final}; the sentence only presupposes it)")
        for problem in (situations.beyond_problem(part.text, sentence.text),
                        situations.time_problem(part.text, body),
                        situations.first_time_problem(part.text, sentence.text,
                                                      [t.text for t in part.terms if not t.verb])):
            if problem:
                out.append(problem)
        return out

    def _also_problems(self, part: Part, sentence: Sentence, body: str) -> list[str]:
        """"퇴사할 때 사원증도 … 반납해요?", "받는 것도 25MB까지예요?": a thing or act the question asks the rule to
        cover as well (marked with 도) is named by the sentence, its heading or its bullet, itself or as its
        policy word; a rule on 노트북과 장비 or on sending says nothing of a badge or of receiving."""
        out: list[str] = []
        squeezed = compact(body)
        for word in situations.also_things(part.text):
            concepts = part.concepts.get(word, set()) | set(self.policy_words_for(word))
            forms = {word, *concepts, *self._equivalents(word)}
            if not any(compact(w) in squeezed for w in forms) and not self._matches(
                    Term(word, False), squeezed, body, concepts):
                out.append(f"({word}도: the sentence does not name it)")
        lemmas = lemmas_of(body)
        for act in situations.also_acts(part.text):
            if act not in lemmas and not any(compact(w) in squeezed for w in self._equivalents(act)):
                out.append(f"({act}-는 것도: the sentence does not speak of it)")
        return out

    def _channel_problems(self, part: Part, sentence: str) -> list[str]:
        """"I got a phishing **text message** …, how do I report it?" is not answered by a rule on 메일: the
        channel the question names is not the one the sentence names (an open list, "문자 등", names any)."""
        asked: set[str] = set()
        for term in part.terms:
            forms = {w.lower() for w in (term.text, *part.concepts.get(term.text, ()))}
            if not term.verb and forms & answer_kind.CHANNELS:
                asked |= forms  # 슬랙 and Slack alike
        said = {w.lower() for w in situations.nouns_in(sentence, answer_kind.CHANNELS)}
        if not asked or not said or asked & said or re.search(r"(?:" + "|".join(said) + r")\s*등", sentence):
            return []
        return [f"(the channel {'/'.join(sorted(asked))}: the sentence speaks of {'/'.join(sorted(said))})"]

    @staticmethod
    def _figure_problems(part: Part, body: str) -> list[str]:
        """"대외비 파일 암호도 **90일마다** 바꿔야 하나요?": a yes/no question on a frequency the asker names is not
        answered by a sentence that states no frequency (the premise of another rule: 비밀번호는 90일마다 바꾼다)."""
        if part.quantity is not None or QUESTION_WORD_RE.search(part.text) or \
                not situations.asserts_frequency(part.text):
            return []
        return [] if has_quantity(body, "frequency") else ["(the frequency asserted: the sentence states none)"]

    def _names_except(self, part: Part, word: str, negated: frozenset[str]) -> bool:
        """`_names`, with the words the question negates left out ("without **clicking** anything")."""
        if not negated:
            return self._names(part, word)
        kept = [t for t in part.terms if t.text.lower() not in negated]
        text = " ".join(w for w in re.findall(r"\S+", part.text) if w.lower().strip("?,.!") not in negated)
        concepts = {k: v for k, v in part.concepts.items() if k.lower() not in negated}
        denied = {w for k, v in part.concepts.items() if k.lower() in negated for w in v} | set(negated)
        words = frozenset(w for w in part.message_words if w.lower() not in denied)
        return self._names(replace(part, text=text, terms=kept, concepts=concepts, message_words=words), word)

    def _role_problems(self, part: Part, sentence: Sentence, covered: list[str]) -> list[str]:
        """"협력업체 직원도 … 바꿔야 하나요?": the person the question asks the rule to bind too is only a partner
        or recipient in the rule ("… 외부 업체와 공유하지 않는다")."""
        out: list[str] = []
        rule = sentence.text
        for term in part.terms:
            if term.verb or term.text not in covered or not situations.acts_as_subject(part.text, term.text):
                continue
            words = [w for w in (term.text, *self._equivalents(term.text), *part.concepts.get(term.text, ()))
                     if compact(w) in compact(rule)]
            if not words and term.parts and term.parts[-1] in rule:  # 협력+업체: its head 업체
                words = [term.parts[-1]]
            if (answer_kind.is_person(term.text) or any(answer_kind.is_person(w) for w in words)) \
                    and situations.only_partner(rule, words) and not shared_use(part, rule):
                out.append(f"({term.text} acts in the question; the sentence names it only as a partner)")
        return out

    def _told_situation(self, part: Part, unmatched: list[Term], whole: str) -> set[str]:
        """"My laptop got stolen last night. Is there anything IT can do remotely?": a noun of the situation
        an English message tells before its question may be carried by the excerpt the sentence belongs to
        (`whole`: its section, 노트북 … 분실 신고; 신고를 받은 IT 담당자가 … 원격으로 잠그고); what is asked may not."""
        told = english.told_words(part.text) if unmatched else frozenset()
        if not told:
            return set()
        return {t.text for t in unmatched if not t.verb and not t.asked and t.text in told
                and self._matches(t, compact(whole), whole, part.concepts.get(t.text, set()))}

    @staticmethod
    def _attribute_of_named(part: Part, term: Term, squeezed: str) -> bool:
        """A noun the glossary counts as a variant of a policy word the question also names itself is
        something of that thing, not the thing again: "개인정보 보호 담당자 **연락처**?" (연락처 is a variant
        of 개인정보) asks for a contact, which the sentence must name itself."""
        if term.verb:
            return False
        concepts = part.concepts.get(term.text, set())
        own = compact(term.text)
        others = {compact(t.text) for t in part.terms if not t.verb and t.text != term.text}
        return (bool(concepts) and own not in squeezed
                and all(compact(c) != own and compact(c) not in own and compact(c) in others for c in concepts))

    def _acts(self, part: Part, sentence: Sentence) -> int:
        """A tie-break: the permission question's own action in the sentence, a generic verb too."""
        if not part.permission:
            return 0
        generic = (part.predicates & GENERIC_VERBS) - BARE_VERBS
        acts = sum(1 for v in generic & lemmas_of(sentence.text) if self._is_action(part, v))
        # a noun made a verb is the sentence's act only where the sentence uses it as a verb: "수집해도 돼요?"
        # is answered by "… 항목만 수집한다" before "수집 목적 안에서만 이용한다"
        nominal = {t.text for t in part.terms if t.verb and not t.text.isascii() and t.text not in GENERIC_VERBS
                   and self._is_action(part, t.text)} - lemmas_of(part.text)
        return acts + len(nominal & verbal_nouns(sentence.text))

    def _other_object(self, part: Part, term: Term, sentence: str) -> bool:
        """The sentence uses the question's verb on another object: "컴퓨터 꺼도 돼요?" against "와이파이를
        꺼서 … 분리한다" (bot.rules.message_parts)."""
        acted = part.permission and self._is_action(part, term.text)
        # a condition too: "비밀번호 바꾸면 OTP도 다시 등록해야 돼요?" is not "휴대폰을 바꾸면 OTP를 다시 등록한다"
        if not (acted or self._is_condition(part, term.text)) or answer_kind.asked_kind(part.text).how:
            return False  # "어떻게 보내요?": the answer names the means, often another object (공유 링크를 보낸다)
        mine = question_object(part.text, term.text)
        theirs = sentence_objects(sentence, term.text) if mine else set()
        if not mine or not theirs:
            return False
        words = {compact(mine), *(compact(w) for w in part.concepts.get(mine, ()))}
        return not any(w and any(w in compact(o) or compact(o) in w for o in theirs) for w in words)

    def _unstated(self, part: Part, sentence: Sentence, excerpt: Excerpt, covered: list[str], near: set[str],
                  body: str) -> list[str]:
        """What the quoted sentence itself must state beyond the topic words its bullet or heading carry."""
        out: list[str] = []
        lead = self._lead(sentence, excerpt)
        kind = answer_kind.asked_kind(part.text)
        if lead and (kind.where or kind.who or kind.when):
            # a place, person or time is of the thing the question turns on: that noun is in the quoted
            # sentence, not only in the one before it ("무료 소프트웨어 라이선스 조건은 어디서 확인해요?" is
            # not answered by "개인에게만 무료이고 …" after "무료 소프트웨어도 라이선스 조건을 확인한다.")
            own = f"{excerpt.section} {sentence.text}"
            own_squeezed = compact(own)
            out.extend(f"({t.text} only in the sentence before)" for t in part.terms
                       if not t.verb and t.asked and t.text in covered and t.text not in near
                       and not self._matches(t, own_squeezed, own, part.concepts.get(t.text, set())))
        # "신고하면 IT에서 뭘 해줘요?" asks what follows the report; a rule whose own predicate is that
        # condition ("… 분실 신고를 한다") tells the asker to do what the question already did (a quantity
        # asked is another matter: "잠기면 얼마나 기다려야?" is answered by "… 30분 동안 잠긴다")
        asked_figure = part.quantity not in (None, *PLACE_TIME_KINDS) and (
            not part.inferred_quantity or reversed_act.supposes_span(part.text))  # "1시간은 기다려야 풀리죠?"
        # a permission asked for the very act of its condition ("생일 넣으면 … 넣어도 되나요?") is not that case
        final = last_act(part) if part.permission else None
        for term in [] if asked_figure else part.terms:
            if term.verb and term.text in covered and term.text != final and self._is_condition(
                    part, term.text, derived=True):
                main = answer_kind.main_predicate(sentence.text)
                words = {compact(w) for w in (term.text, *part.concepts.get(term.text, ()))}
                if main is not None and compact(main) in words:
                    out.append(f"(the condition {term.text}-으면 is what the sentence asks to do)")
                elif compact(able_act.able_predicate(sentence.text) or "-") in words:  # "못 보내면" vs "보낼 수 있다"
                    out.append(f"(the condition {term.text}-으면: the sentence only says it can be done)")
        out.extend(f"({means}: not named as a means)" for means in answer_kind.unstated_means(part.text, sentence.text))
        out.extend(self._act_problem(part, kind, covered, sentence.text))
        out.extend(self._duty_for_consequence(part, sentence.text))
        defined = answer_kind.definition_problem(part.text, sentence.text,
                                                 frozenset(compact(w) for w in part.message_words))
        if defined:
            out.append(defined)
        scope = answer_kind.scene_of(sentence.text)
        if scope and (not any(self._names(part, w) for w in scope) or _past_scene(part, scope)) and not (
                leniency.section_scene(scope, excerpt.section, part.text)):
            # "교체할 때는 … 자료는 사내 드라이브로 옮긴다" is a rule for replacement: a question that never
            # names that situation ("반납한 노트북 데이터는 어떻게 처리돼요?") asks about another
            out.append(f"(the sentence's situation: {' '.join(scope)})")
        # "OTP 번호가 안 와요 어떻게 해요?": the answer speaks of that problem (a quantity asked pins it anyway)
        trouble = trouble_predicates(part.text) if part.quantity is None or part.inferred_quantity else frozenset()
        for lemma in trouble:
            if lemma not in lemmas_of(body):
                out.append(f"(the problem: {lemma} does not happen)")
        out.extend(self._failing_or_told(part, sentence, body))
        for lemma in generic_conditions(part.text):  # "휴대폰이 없으면": the sentence states that condition
            if lemma not in lemmas_of(body) and not (lemma == "없" and any(w in body for w in ABSENCE_WORDS)):
                out.append(f"(the condition {lemma}-으면)")
        return out

    def _failing_or_told(self, part: Part, sentence: Sentence, body: str) -> list[str]:
        """An act the asker says fails, and whom the question says to tell, are in the sentence."""
        out: list[str] = []
        for noun in trouble_nouns(part.text) if part.quantity is None else frozenset():
            # "VPN 접속 안 될 때 누구한테 물어봐요?": the sentence speaks of that act failing ("로그인에 5번 연속
            # 실패하면"), not of the act ("… 접속한다") or a prohibition of it ("… 접속하지 않는다")
            if not _fails_in(noun, body):
                out.append(f"(the problem: {noun} fails)")
        unnamed = self.unnamed_recipients(part, body)
        if unnamed and not self.corrects_recipient(part, sentence.text, body):
            # "노트북 도난당하면 경찰에 신고해야 돼요?": the rule names that recipient, not another one or none
            out.extend(f"(the recipient {r}: the sentence does not name it)" for r in unnamed)
        return out

    def unnamed_recipients(self, part: Part, text: str) -> list[str]:
        """Whom the question says to tell ("경찰에 신고해야 돼요?") that `text` does not name."""
        squeezed = compact(text)
        return [r for r in answer_kind.asserted_recipients(part.text)
                if not any(compact(w) and compact(w) in squeezed for w in (r, *self._equivalents(r)))]

    def corrects_recipient(self, part: Part, sentence: str, body: str) -> bool:
        """A premise to confirm ("보안팀에 신고하면 되는 거죠?", "경찰서에 먼저 신고해야 된다고 들었는데요")
        naming another recipient than the rule, whose own act is that telling to someone else ("… IT
        담당자에게 분실 신고를 한다"): the rule corrects it (the extractive generator says 아닙니다)."""
        heard = answer_kind.heard_premise(part.text)
        if not (part.confirm or heard) or not self.unnamed_recipients(part, body):
            return False
        if not heard and OBLIGATION_ASKED_RE.search(part.text):
            # "경찰서에 신고해야 되나요?" asks whether a further duty exists; a rule naming another recipient
            # does not say there is none (a premise the asker heard is still corrected)
            return False
        told = [p for p in answer_kind.places(sentence, people=True) if answer_kind.is_person(p)]  # not "버튼으로"
        return answer_kind.main_predicate(sentence) in answer_kind.TELLING_VERBS and bool(told)

    def _act_problem(self, part: Part, kind: answer_kind.AskedKind, covered: list[str], sentence: str) -> list[str]:
        """The time, place or person asked is that of the question's own act: "노트북은 언제 돌려받아요?" is
        not answered by a rule that says 즉시 about another act. A yes/no question on an event ("90일 지나면
        계정이 잠겨요?") is not answered by a rule that only presupposes it ("잠긴 계정은 … 풀린다")."""
        act = self._final_act(part)
        if act is None:
            return []
        if kind.when or kind.where or kind.who:
            if act not in covered and leniency.unnamed_event(act, self.known(Term(act, True)),
                                                             bool(self.policy_words_for(act))) \
                    and not written_in.unstated_writing(act, sentence):  # "어디 적어 둬요?" -> "표에 정리되어 있다"
                return []  # bot.rules.leniency: "노트북은 언제 나와요?" asks when the sentence's own act happens
            lasting = reversed_act.reverse_lasts(part.text, act, sentence)  # "언제 풀려요?" -> "30분 동안 잠긴다"
            return [f"(the act asked about: {act})"] if act not in covered and not lasting else []
        if part.yes_no and answer_kind.only_modifies(sentence, act):
            return [f"(the event asked about: {act}; the sentence only presupposes it)"]
        if part.yes_no and act in situations.condition_words(sentence) and situations.main_act(sentence) != act \
                and not situations.told_in_past(part.text, act) and act not in situations.condition_words(part.text):
            # "회사 휴대폰도 4년마다 바꿔줘요?" is not answered by "휴대폰을 바꾸면 OTP를 다시 등록한다"
            return [f"(the event asked about: {act}; the sentence's condition only)"]
        return []

    def _duty_for_consequence(self, part: Part, sentence: str) -> list[str]:
        """"What happens if I don't return my laptop?", "반납 안 하면 어떻게 돼요?" ask the consequence of not
        doing a duty; the rule stating that duty ("… 반납한다") does not say it. "Does the security team call
        me …?" asks what that team does; a rule where the asker tells the team does not say it."""
        main = answer_kind.main_predicate(sentence)
        out: list[str] = []
        for verb in answer_kind.negated_conditions(part.text):
            words = {compact(verb), *(compact(w) for w in self.policy_words_for(verb))}
            if main is not None and compact(main) in words:
                out.append(f"(what follows not doing {verb}: the sentence states the duty)")
            elif done_thing.only_done(sentence, words):  # "반납 안 하면" vs "반납된 장비의 … 재사용한다"
                out.append(f"(what follows not doing {verb}: the sentence speaks of it done)")
            elif done_thing.not_done(part.text, verb) and not done_thing.names(sentence, words):
                # "반납 안 하면" vs "지급받은 노트북은 … 빌려주지 않는다" under a title naming 반납
                out.append(f"(what follows not doing {verb}: the sentence does not name it)")
        doer = answer_kind.english_doer(part.text)
        if doer is not None:
            names = self.policy_words_for(doer) or [doer]
            if not any(answer_kind.does(sentence, name) for name in names):
                out.append(f"(what {doer} does: the sentence does not make it the one who acts)")
        return out

    @staticmethod
    def _final_act(part: Part, text: str | None = None) -> str | None:
        """The predicate term that ends the question ("… 언제 **돌려받**아요?"), if it is not generic; `text`: the
        part's text cut short (without a confirm tag)."""
        verbs = {t.text for t in part.terms if t.verb}
        last = None
        for m in analyze(part.text if text is None else text):
            if m.tag in ("VV", "VA", "XSV") or (m.tag in ("NNG", "NNP") and m.lemma in verbs):
                last = m.lemma
        return last if last in verbs else None

    def _names(self, part: Part, word: str) -> bool:
        """The part names `word`: itself, as a stem it uses, or as the policy word one of its words stands for."""
        if compact(word) in compact(part.text) or word in part.predicates:
            return True
        if any(compact(word) == compact(w) for w in part.message_words):  # another part of the message names it
            return True
        policy = {*(c for words in part.concepts.values() for c in words), *part.extra}
        forms = {compact(f) for c in policy for f in (c, *self.glossary.variants.get(c, ()))}
        return compact(word) in forms  # "바꿀 때" names 교체, a variant of 변경 that 바꾸 stands for

    def _loose_piece(self, term: Term, concepts: set[str], squeezed: str) -> bool:
        """A noun the question writes as one word of a multi-word policy word ("보안" of "보안 USB") is
        carried only by that policy word or a variant that contains it, never by itself elsewhere
        ("보안팀"): "보안 USB 비밀번호" is not answered by a sentence on the account password and 보안팀."""
        word = term.text.lower()
        pieces = [c for c in concepts if " " in c and word in c.lower().split()]
        if term.verb or not pieces or len(pieces) < len(concepts):
            return False
        for concept in pieces:  # the policy word, a variant with this word, or another of its words
            forms = [concept, *(v for v in self.glossary.variants.get(concept, ()) if word in v.lower().split())]
            others = [w for w in concept.lower().split() if w != word]
            if any(compact(f) in squeezed for f in forms) or any(compact(w) in squeezed for w in others):
                return False
        return True

    def _foreign_act(self, lemma: str) -> bool:
        """A noun made a verb (변상하다, 포맷하다) that the policies never use: it names an act of its
        own, not a rewording of the policy's verb (a native verb like 켜다 may be one)."""
        morphs = analyze(lemma)
        noun = len(lemma) >= 2 and len(morphs) == 1 and morphs[0].tag in ("NNG", "NNP")  # not 깔 (a stem)
        return noun and not self.known(Term(lemma, True))

    def _inside_word(self, part: Part, term: Term, squeezed: str, context: str) -> bool:
        """A one-syllable stem found only inside another word: 자 of "자고 있었거든요" in "자동으로".
        It counts when the sentence uses it as a verb, carries a glossary equivalent, or has the
        question's own word from that stem on ("신고해요" in "신고한다", "잃어버리면")."""
        if not term.verb or len(term.text) != 1 or term.text.isascii() or term.text in lemmas_of(context):
            return False
        if any(compact(w) in squeezed for w in part.concepts.get(term.text, ())):
            return False
        question = compact(part.text)
        at = question.find(self._surface_of(term, part.text))
        probe = question[at:at + 2] if at >= 0 else term.text
        # at the start of a word: 사 of "사는 거죠" is not inside "회사는"
        return len(probe) < 2 or re.search(rf"(?<![가-힣]){re.escape(probe)}", context) is None

    def _set_aside(self, part: Part, missing_nouns: list[str], in_body: list[str], covered: list[str],
                   literal: frozenset[str], support: int = 0, named_here: frozenset[str] = frozenset()) -> list[str]:
        """The question's nouns that tell its story or its setting, not its topic, left out of what the
        sentence must carry."""
        if not missing_nouns:
            return missing_nouns
        # An English story ("printer at the office is jammed, who do I call?") is set aside only when the
        # sentence pins its topic down with two points ("lost my USB stick on the subway": 분실, 보안 USB).
        # English story words are set aside only when the sentence pins its topic down with two points; a
        # Korean one too unless it sits in a background clause (bot.rules.story: "회원가입 받을 때"), a question
        # predicate, a glossary phrase or the asked (or asserted) quantity the sentence carries counting
        # as a point: with one topic noun alone, "크랙 버전 프로그램 써도 돼요?" and "해외 출장 가서도 VPN
        # 쓸 수 있어요?" would be answered by any rule on 프로그램 or VPN.
        points = self._points(part, in_body)
        korean = not english.is_english(part.text)
        two_points = points + (support if korean else 0) >= 2
        scene = background_nouns(part.text) if korean and not two_points else frozenset()
        story_ok = two_points or korean
        if missing_nouns and story_ok and any(not t.verb and t.text in in_body and self.known(t) for t in part.terms):
            # Words the policies never use, and that the question does not turn on, are its story
            # ("노트북을 택시에 두고 내렸어요"), not its topic.
            # A word some excerpt sentence uses is a policy word, whatever the vocabulary says.
            # a noun that says which of the asked noun is meant ("집 공유기 비밀번호도") is asked with it
            which = modifiers_of(part.text, frozenset(t.text for t in part.terms if t.asked and not t.verb))
            which |= condition_nouns(part.text)  # "고장 나면": the condition is asked, not the story
            # "모니터 잃어버리면": what it happens to is asked; not a measure ("용량 넘으면": the figure says it)
            which |= condition_arguments(part.text) - MEASURE_NOUNS
            which |= modifiers_of(part.text, PERIOD_NOUNS)  # "수리 기간": whose period is asked
            # "애들 사진 … 저장해도 돼요?": the photos are asked; the word for a person the sentence carries (애들 ->
            # 가족) only says whose they are
            whose = frozenset(t.text for t in part.terms if not t.verb and t.text in covered and any(
                answer_kind.is_person(c) for c in part.concepts.get(t.text, ())))
            which |= {h for h in heads_of(part.text, whose) if not answer_kind.is_person(h)
                      and f"{h}님" not in part.text} if whose else set()  # "외부 업체 기사님": the same person
            which |= asked_goal.goal_nouns(part.text)  # "카드사에 신고해요?": whom the report goes to is asked
            which |= final_arguments(part.text)  # "파기 증명서 발급돼요?", "카톡으로 와요?": what the last act takes
            which |= focused_nouns(part.text)  # "육아휴직 들어갈 때도": the situation singled out is asked
            which |= told_scene.lost_things(part, covered)  # "사원증을 잃어버렸는데 분실 신고 하면 되나요?"
            which |= situations.made_acts(part.text)  # "초기화해 줘요?": the act asked, a noun made a verb
            which |= chained_act.first_acts(part.text)  # "스캔해서 파쇄해도": the first act is asked too
            which |= modifier_noun.means_nouns(part.text)  # "카톡으로 보내도": the way asked
            which |= entered_room.entered_rooms(part.text)  # "회의실 작업하러 들어갈 때": the room asked
            which |= {t.text for t in part.terms if asked_setting.protects(part.text, t.text)}  # 주말에, 음료수 들고
            compared = situations.compared_nouns(part.text)  # "서버실처럼 사무실 … 도": 사무실 is asked
            which |= {t.text for t in part.terms if not t.verb and t.text not in compared} if compared else set()
            acts = background_acts(part.text) if korean else frozenset()  # "설문조사 할 때": the story's act
            context_words = {t.text for t in part.terms
                             if not t.verb and (not t.asked or t.text in acts) and t.text not in literal
                             and not self.known(t)
                             and not (not korean and part.concepts.get(t.text))  # "leaving the company" -> 퇴사
                             and (two_points or t.text in scene) and t.text not in which
                             and not modifier_noun.may_be_modifier(t.text, part.text)}  # "가린 종이": 가리 + ㄴ
            missing_nouns = [n for n in missing_nouns if n not in context_words]
        offered = alternative_nouns(part.text)
        if missing_nouns and offered & set(covered):  # "무료예요 유료예요?": one of the alternatives answers
            missing_nouns = [n for n in missing_nouns if n not in offered]
        if missing_nouns:
            # Where the action happens ("회사 노트북에 깔아도", "거래처에 메일로 보내도") is its setting once
            # the sentence pins the topic with its other nouns (two points, or a permission question's
            # noun and its action) and carries every predicate that is not the story: never together
            # with a predicate worded otherwise. A place the question turns on (topic-marked, last) stays.
            points = self._points(part, in_body)
            story = background_predicates(part.text)
            verbs = [t.text for t in part.terms if t.verb]
            action = any(v in covered for v in verbs)
            said = all(v in covered or v in story for v in verbs)
            if said and (points >= 2 or (points >= 1 and part.permission and action)):
                # a place another sentence of the same section names is what that section's rule on it is
                # about, not the setting: "메일 본문에 적어도 돼요?" is not answered by the rule on sending the
                # file with a password when the rule beside it speaks of the 본문
                marked = locative_nouns(part.text) if korean else \
                    english_place.setting_nouns(part.text, self.glossary, covered)  # "to a client"
                places = {t.text for t in part.terms if not t.verb and (not korean or not t.asked)
                          and t.text not in named_here} & marked
                places -= owned_places(self, part, places, covered)  # "동생 노트북에": someone else's, asked
                places = {p for p in places if not asked_setting.protects(part.text, p)}  # "주말에 들어가도"
                places -= asked_goal.goal_nouns(part.text)  # "경찰서 가야 돼요?" (bot.rules.asked_goal)
                missing_nouns = [n for n in missing_nouns if n not in places]
        return missing_nouns

    def _unexcused(self, part: Part, missing_verbs: list[str], points: int, sentence: str = "") -> list[str]:
        """The question's predicates the sentence must still carry, once it pins the topic down."""
        asked = part.quantity is not None and not part.inferred_quantity and part.quantity not in PLACE_TIME_KINDS
        pinned = points >= 2 or (points >= 1 and (part.permission or asked))
        if not pinned:
            return missing_verbs
        goals = purpose_goals(part.text)  # "풀려면 어떻게 해요?": the act to get done is asked
        # the act an asserted figure measures ("한 달 안에만 파기하면 되나요?") is the premise itself, when the
        # policies name that act themselves (a sentence without it gives the figure of another act); a verb
        # they never use ("안내가 3일 전부터 뜨는 거죠?", "30일로 바뀌었다던데") may be worded otherwise
        act = figure_act(part.text) if part.confirm and part.asserted else None
        if act is None and asked:  # ... and the act an asked figure measures ("언제까지 파기해야 돼요?")
            act = asked_figure_act(part.text)
        if act is not None and not (self.policy_words_for(act) or (self.vocabulary and act in self.vocabulary)):
            act = None
        firsts = chained_act.first_acts(part.text)  # "압축해서 보관해도": the first act is asked as well
        must = [v for v in missing_verbs if self._is_condition(part, v) or self._own_concept(part, v) or v in goals
                or v == act or v in firsts]
        # The story's predicates ("올려서", "무거운데", "가져간 파일") are not what is asked (bot.rules.clauses) ...
        background = background_predicates(part.text)
        rest = [v for v in missing_verbs if v not in must and v not in background]
        if len(rest) < len(missing_verbs) - len(must):
            # ... but with the story set aside, the asked predicate may be worded otherwise only when it is
            # a permission question's action or the asked quantity is there: "반납한 노트북에 자료 남아있을
            # 텐데 어떻게 처리되나요?" is not answered by the sentence on moving data at replacement.
            if len(rest) == 1 and (asked or (part.permission and self._is_action(part, rest[0]))) \
                    and not self._further_act(part, rest[0]) and not permitted_act.permitted_policy_act(
                        part.text, rest[0], self.policy_words_for(rest[0]), self.vocabulary):  # 찍어서 보관해도
                rest = []
        elif len(rest) == 1 and (points >= 2 or asked or not self._foreign_act(rest[0])) \
                and not (part.yes_no and self._foreign_act(rest[0])) and not self._policy_act(part, rest[0]) \
                and not self._further_act(part, rest[0]) and not permitted_act.permitted_policy_act(
                    part.text, rest[0], self.policy_words_for(rest[0]), self.vocabulary) \
                and not forbidden_other.forbids_other(part.text, rest[0], sentence) \
                and not self._glossed_act(part, rest[0]) \
                and not untold_opening(self, part, sentence) \
                and not permitted_thing_act.must_carry(  # 붙여야 vs "쓰지 않는다"; 돌려 써도; 팔아도
                    part.text, asked, points, rest[0], last_act(part),
                    bool(part.concepts.get(rest[0], set()) - {rest[0]})):
            # one predicate worded otherwise, never two; an act the policies never name ("변상해야
            # 돼요?") only when two topic nouns or the asked quantity pin the sentence, and never the event a
            # yes/no question asks about ("25MB 넘으면 메일이 반송돼요?")
            rest = []
        return must + rest

    def _glossed_act(self, part: Part, lemma: str) -> bool:
        """The permission's own act is a native verb the glossary ties to a policy noun-verb by a phrase the
        question writes itself ("만들어 줘도" -> 발급): it is not worded otherwise by a sentence without that act
        (bot.rules.permitted_act). A row matched through the verb's stem alone ("넣어야" -> 입력, listed as 넣었)
        says too little: "특수문자 꼭 넣어야 돼요?" is answered by "… 세 종류 이상을 섞어 쓴다"."""
        if not part.permission or lemma != last_act(part):
            return False
        squeezed = compact(part.text)
        written = {word for word in {*self.policy_words_for(lemma), *part.concepts.get(lemma, ())}
                   if any(compact(v) in squeezed for v in self.glossary.variants.get(word, ()) if lemma in v)}
        return permitted_act.glossed_policy_act(lemma, written, self.vocabulary, part.text)

    @staticmethod
    def _further_act(part: Part, lemma: str) -> bool:
        """A permission asked for an act after another the question names first ("피싱 메일은 신고하고 나서
        지워도 돼요?"): a rule on the first act does not say whether the further one is allowed."""
        return part.permission and situations.after_done(part.text, lemma)

    def _policy_act(self, part: Part, lemma: str) -> bool:
        """The act a yes/no obligation question asks about is a noun-verb the policies use themselves (삭제,
        보고), with no glossary mapping: a rule that does not use it speaks of another act ("피싱 메일 신고하고
        나서 그 메일 삭제해야 돼요?" is not answered by "… 버튼으로 신고한다")."""
        if not part.permission or QUESTION_WORD_RE.search(part.text) or self.policy_words_for(lemma):
            return False
        morphs = analyze(lemma)  # a noun made a verb (삭제하다), not a native verb worded otherwise (가져가다)
        if len(morphs) != 1 or morphs[0].tag not in ("NNG", "NNP") or len(lemma) < 2:
            return False
        if re.search(rf"{re.escape(lemma)}(?:해|하|헤)야", compact(part.text)) is None:  # an obligation
            return False
        known = self.vocabulary is not None and lemma in self.vocabulary
        return known or _after_another_act(part.text, lemma)

    def _folded(self, part: Part, term: Term, in_body: list[str], squeezed: str, body_squeezed: str) -> bool:
        """The glossary lists `term` as a word of a variant of the policy word another noun of the
        question stands for, and that noun is in the sentence itself or as that policy word ("admin
        account" is 관리자 계정: a sentence on 계정 alone does not carry "admin"). Unless the sentence
        names that policy word itself ("고객 연락처" -> 개인정보), only a modifier folds ("고객" of "고객
        정보"), never the head noun, the last word: "출입 기록부" is not carried by "서버실에는 2인 이상이
        함께 출입한다", which names the act, not the sign-in sheet."""
        for head in in_body:
            for concept in part.concepts.get(head, ()):
                if compact(concept) not in squeezed and compact(head) not in squeezed:
                    continue
                named = compact(concept) in body_squeezed
                if not named and term.text.lower() in concept.lower().split()[:-1]:
                    continue  # a modifier of the policy word itself: "관리자" of 관리자 계정 is not carried by 계정
                for variant in (concept, *self.glossary.variants.get(concept, ())):
                    if variant == concept and not named and compact(concept) not in squeezed:
                        # the policy word's own modifiers say which one it is: "화면 자동 잠금" is not carried
                        # by a sentence on 계정 잠금 ("화면 자동 잠금을 5분 말고 1분으로 해도 되나요?")
                        continue
                    words = variant.lower().split()
                    if len(words) > 1 and term.text in (words if named else words[:-1]):
                        return True
        return False

    @staticmethod
    def _points(part: Part, nouns: list[str]) -> int:
        """How many distinct things `nouns` name: nouns standing for the same policy word count once."""
        seen: list[frozenset[str]] = []
        for noun in dict.fromkeys(nouns):
            concept = frozenset(part.concepts.get(noun, ())) or frozenset({noun})
            if not any(concept & other for other in seen):
                seen.append(concept)
        return len(seen)

    @staticmethod
    def _earlier(sentence: Sentence, excerpt: Excerpt) -> list[str]:
        """The sentences of the excerpt's section before this one."""
        texts = [s.text for s in split_sentences(excerpt, 1)]
        return texts[:texts.index(sentence.text)] if sentence.text in texts else []

    @staticmethod
    def _lead(sentence: Sentence, excerpt: Excerpt) -> str:
        """The sentences before `sentence` in its bullet (one line of the excerpt), or nothing."""
        if sentence.index == 0:
            return ""
        earlier = split_sentences(excerpt, sentence.excerpt)[:sentence.index]
        before = [s.text for s in earlier if s.line == sentence.line]
        return " ".join(before) + " " if before else ""

    def word_in(self, term: Term, part: Part, squeezed: str) -> bool:
        """The term, a glossary equivalent or one of its policy words occurs in the compact text."""
        return self._matches(term, squeezed, "", part.concepts.get(term.text, set()))

    def _names_row(self, part: Part, excerpt: Excerpt) -> bool:
        """The part names the row ("노션 써도 돼?" for the row "승인 소프트웨어 목록: Notion")."""
        name = excerpt.section.split(":", 1)[1].strip()
        squeezed = compact(name)
        if not squeezed:
            return True
        # the row the question sets aside ("한컴 말고 리브레오피스는 깔아도 돼요?") is not the row it asks about
        if any(compact(word) in squeezed or any(compact(w) in squeezed for w in self.glossary.policy_words_for(word))
               for word in set_aside_nouns(part.text)):
            return False
        if squeezed in compact(part.text):
            return True
        if any(self._matches(t, squeezed, name, part.concepts.get(t.text, set())) for t in part.terms):
            return True
        return any(len(compact(w)) >= 2 and compact(w) in squeezed for w in part.message_words)

    def _matches(self, term: Term, squeezed: str, context: str, concepts: set[str]) -> bool:
        if self._word_matches(term.text, squeezed, context):
            return True
        if any(compact(word) in squeezed for word in concepts):
            return True
        # ... or one of its Korean variants: the policy word 잠금 is written "잠기게" in a sentence
        if any(len(compact(v)) >= 2 and not v.isascii() and compact(v) in squeezed
               for word in concepts for v in self.glossary.variants.get(word, ())):
            return True
        # ... or a Latin variant written as a word of the sentence ("개인 PC" for 노트북)
        if context and any(len(v) >= 2 and v.isascii() and " " not in v and _latin_word(v, context)
                           for word in concepts for v in self.glossary.variants.get(word, ())):
            return True
        # A compound matches when each of its parts does (회사노트북 ~ "회사 … 노트북").
        return bool(term.parts) and all(self._word_matches(p, squeezed, context) for p in term.parts)

    def _word_matches(self, word: str, squeezed: str, context: str) -> bool:
        if lexical_match(word, squeezed, context):
            return True
        return any(lexical_match(compact(w), squeezed, context) for w in self._equivalents(word))

    def _equivalents(self, term: str) -> list[str]:
        # A policy word's own variants too: the question's "잠금" is the policy's "잠기게".
        out: list[str] = [v for v in self.glossary.variants.get(term, ()) if not v.isascii() and len(compact(v)) >= 2]
        for word in self.policy_words_for(term):
            out.append(word)
            out.extend(v for v in self.glossary.variants.get(word, ()) if not v.isascii() and len(compact(v)) >= 2)
        return out

    @staticmethod
    def _own_concept(part: Part, lemma: str) -> bool:
        """The glossary ties the predicate to a policy word no other word of the question stands for
        ("도둑맞았는데" -> 분실; not "화면 잠금", whose 화면 carries the phrase already)."""
        if part.permission and TopicMatcher._is_action(part, lemma):
            return False  # "Postman 깔아도 돼요?": the asked action may be worded otherwise
        mine = part.concepts.get(lemma, set())
        others = set().union(*(words for term, words in part.concepts.items() if term != lemma))
        return bool(mine - others)

    @staticmethod
    def _is_action(part: Part, lemma: str) -> bool:
        """The predicate is what a permission question asks to do ("깔아도 돼요", "지워야 하죠")."""
        squeezed = compact(part.text)
        for m in analyze(part.text):
            if m.lemma != lemma:
                continue
            surface = compact(m.surface)
            start = squeezed.find(surface)
            if start >= 0:
                window = squeezed[start:start + len(surface) + 5]
                found = re.search(r"(?:도|야|면)(?:돼|되|됨|괜찮|될|하|할)", window)
                if found and found.start() <= len(surface) + 2:
                    return True
        return False

    @staticmethod
    def _is_condition(part: Part, lemma: str, derived: bool = False) -> bool:
        """The predicate is a condition of the question ("잊어버리면", "느리면"), not its action.
        `derived`: a noun made a verb counts too ("신고하면": 신고 + 하 + 면)."""
        morphs = analyze(part.text)
        skip = ("EC", "EP", "VX", "XSV", "XSA") if derived else ("EC", "EP", "VX")
        for i, m in enumerate(morphs):
            if m.lemma != lemma:
                continue
            for k, nxt in enumerate(morphs[i + 1:], i + 1):  # past auxiliaries: 잃어 버리 면
                if nxt.surface.endswith("면") and not nxt.surface.endswith("려면"):
                    # "신고하면 되죠?", "언제까지 내면 돼요?" ask whether the act is enough: the act asked, not a
                    # condition (a native verb as much as a noun made a verb: batch _zd)
                    # "넣으면 안 되나요?" too, but not "늦으면 어떻게 돼요?": a consequence asked, the condition stays
                    after = [x for x in morphs[k + 1:k + 3] if x.tag != "MAG" or x.lemma == "어떻게"]
                    enough = bool(after) and after[0].lemma in ("되", "괜찮")
                    return not enough
                if nxt.tag not in skip:
                    break
        return False

    def _near_for(self, part: Part, unmatched: list[Term], covered: list[str], literal: frozenset[str],
                  body: str) -> set[str]:
        """The unmatched nouns a near-synonym in `body` stands in for. Never for a word the question
        uses beside it ("노트북 교체할 때 맥북으로" asks about a 맥북 as distinct from the 노트북 the
        sentence names), and only beside a noun the sentence says itself, never alone."""
        if not any(not t.verb and t.text in covered for t in part.terms):
            return set()
        taken = {compact(w) for t in part.terms if t.text in covered
                 for w in (t.text, *part.concepts.get(t.text, ()))}
        # one syllable ("징" of 징계 as MeCab splits it) embeds as noise: no near-synonym for it
        wanted = [t for t in unmatched if not t.verb and t.text not in literal and len(t.text) >= 2
                  and not word_piece.inside_longer(part.text, t.text)]  # 객사 of 고객사
        near: set[str] = set()
        for term in wanted:
            # a noun is near only to a word that does not begin like it: "입력칸" (an input field) is not the
            # "입력" of "… 입력하지 않는다", "공유기" (a router) not the "공유" of "… 공유하지", "반납" not "반출"
            word = compact(term.text)
            modifiers = frozenset(compact(p) for p in term.parts[:-1] if len(p) >= 2)
            near |= self._near_synonyms([term.text], body, frozenset(taken) | modifiers, front=word[:1])
        return near

    def _near_synonyms(self, terms: list[str], text: str, taken: frozenset[str] = frozenset(),
                       front: str = "") -> set[str]:
        """`terms` with a near-synonym among the words of `text` other than `taken` (compact words the
        question uses itself) and other than words that begin like the term (`front`, its first syllable):
        the embedder rates words that share a syllable alike whatever they mean ("반납" and "반출", "공유기"
        and "공유", "입력칸" and "입력")."""
        if not terms or self.embedder is None:
            return set()
        words = [w for w in words_of(text)
                 if not any(x and x in compact(w) for x in taken)
                 and not (front and not front.isascii() and compact(w).startswith(front))]
        if not words:
            return set()
        sims = self._vectors(terms) @ self._vectors(words).T
        out = set()
        for term, row in zip(terms, sims, strict=True):
            floor = self.synonym_min + (0.05 if term.isascii() else 0.0)  # Latin words embed noisily
            if float(row.max()) >= floor:
                out.add(term)
        return out

    def _vectors(self, words: list[str]) -> np.ndarray:
        self._embed_missing(words)
        with self._lock:
            return np.vstack([self._cache[w] for w in words])

    # -- choosing -----------------------------------------------------------------------------------

    def best(self, part: Part, excerpts: list[Excerpt], others: Sequence[Part] = ()) -> Coverage | None:
        """The sentence that answers the part with the most of its words in place (then by excerpt
        rank and position); not one that carries an act only another question of the message asks."""
        self.prepare([part], excerpts)
        literal = self.literal_nouns(part, excerpts)
        covers = self._covers(part, excerpts, literal)
        passing = narrow_concept.prefer_narrow(part, [c for c in covers if c.passed], self.policy_words_for)
        passing = without_others_acts(passing, acts_of_others(part, others), self.word_in)
        passing = other_condition.prefer_asked_act(part.text, passing)  # the act asked, not its situation
        if not passing:
            accepted = self.learned(part, excerpts, literal, covers)
            return max(accepted, key=lambda c: c.similarity) if accepted else None
        top = max(c.rank() for c in passing)
        tied = [c for c in passing if c.rank() == top]
        if len(tied) > 1:  # only a tie needs the sentence vectors (and the question's embedding)
            for cov, sim in zip(tied, self.similarities(part, [c.sentence for c in tied]), strict=True):
                cov.similarity = sim
        return max(tied, key=lambda c: c.similarity)  # the first of equals when there are no vectors

    def _covers(self, part: Part, excerpts: list[Excerpt], literal: frozenset[str]) -> list[Coverage]:
        """The topic rule's verdict on every sentence of the excerpts, in excerpt order."""
        return [self.coverage(part, sentence, excerpt, literal)
                for number, excerpt in enumerate(excerpts, 1) for sentence in split_sentences(excerpt, number)]

    def learned(self, part: Part, excerpts: list[Excerpt], literal: frozenset[str],
                covers: list[Coverage] | None = None) -> list[Coverage]:
        """The sentences the learned decision accepts although the topic rule does not (only for topic
        words; see `bot.decision`), best first; `similarity` holds the model's probability. Empty
        without a model. `covers`: the rule's verdicts (`_covers`) when the caller has them already."""
        model = self.decision.model_for(part.text) if self.decision is not None else None
        if model is None or model.threshold is None:
            return []
        from bot.decision import candidates, sentence_probability, soft_only, word_features

        covers = self._covers(part, excerpts, literal) if covers is None else covers
        soft = [cov for cov in covers if soft_only(part, cov)]
        if not soft:
            return []
        cands = candidates(self, part, [cov.sentence for cov in covers])
        out = []
        for cov in soft:
            rows = word_features(self, part, cov, excerpts, cands, literal)
            probability = sentence_probability(model, rows)
            if probability >= model.threshold:
                out.append(replace(cov, similarity=probability))
        return sorted(out, key=lambda c: -c.similarity)

    def similarities(self, part: Part, sentences: list[Sentence]) -> list[float]:
        """Each sentence's similarity to the part (zeros without sentence vectors)."""
        if self.sentences is None or not sentences:
            return [0.0] * len(sentences)
        try:
            row = self.sentences.similarities([part.text], [s.text for s in sentences])[0]
        except Exception as exc:  # ranking falls back to the topic rule alone
            log.warning("sentence similarity unavailable error=%s", type(exc).__name__)
            return [0.0] * len(sentences)
        return [round(float(x), 4) for x in row]

    def literal_nouns(self, part: Part, excerpts: list[Excerpt]) -> frozenset[str]:
        """The part's nouns that some excerpt sentence (or its heading) carries itself or as a glossary
        equivalent."""
        out: set[str] = set()
        for excerpt in excerpts:
            for sentence in split_sentences(excerpt, 0):
                body = f"{excerpt.section} {sentence.text}"
                squeezed = compact(body)
                for term in part.terms:
                    if not term.verb and term.text not in out and \
                            self._matches(term, squeezed, body, part.concepts.get(term.text, set())):
                        out.add(term.text)
        return frozenset(out)

    def closest(self, part: Part, excerpts: list[Excerpt]) -> Coverage | None:
        """The sentence that comes nearest to answering (for the check's detail)."""
        best: Coverage | None = None
        for number, excerpt in enumerate(excerpts, 1):
            for sentence in split_sentences(excerpt, number):
                cov = self.coverage(part, sentence, excerpt)
                if best is None or (len(cov.covered), cov.quantity_ok) > (len(best.covered), best.quantity_ok):
                    best = cov
        return best


def _past_scene(part: Part, scope: tuple[str, ...]) -> bool:
    """The act a rule's situation names ("… 밖으로 가져갈 때는") is, in the question, only done already and
    describing a noun ("밖에 가져간 파일"), while the question asks about another moment ("다 쓰면"): a rule
    for the moment of that act does not answer it."""
    verbs = [w for w in scope if w in part.predicates]
    raw = raw_morphemes(part.text)
    past = {m.lemma for m in raw if m.pos.startswith("VV") and m.expression and "+ᆫ/ETM" in m.expression}
    others = [m for i, m in enumerate(raw[:-1]) if m.pos.startswith("VV") and m.lemma not in verbs
              and raw[i + 1].pos.startswith("EC") and raw[i + 1].surface == "면"]
    return bool(verbs) and all(v in past for v in verbs) and bool(others)


def _forbids(sentence: str, lemma: str) -> bool:
    """The sentence says not to do `lemma` ("남에게 빌려주지 않는다", "연결하지 않는다", "끄지 말고")."""
    raw = raw_morphemes(sentence)
    for i, m in enumerate(raw):
        if m.lemma != lemma:
            continue
        j = i + 1
        while j < len(raw) and raw[j].pos.startswith(("VX", "XSV")) and raw[j].lemma not in ("않", "말"):
            j += 1  # 빌려 + 주 + 지 않는다, 연결 + 하 + 지 않는다
        if j + 1 < len(raw) and raw[j].surface == "지" and raw[j + 1].lemma in ("않", "말"):
            return True
    return False


def _inside_one_word(text: str) -> frozenset[int]:
    """Offsets in the compact text that fall strictly inside one adverb or predicate stem as MeCab-ko reads
    it ("똑같이": 같이 starts inside it): a glossary variant starting there is part of another word."""
    out: set[int] = set()
    for m in analyze(text):
        if m.tag in ("MAG", "VV", "VA") and len(m.surface) >= 2:
            start = len(compact(text[:m.start]))
            out.update(range(start + 1, start + len(compact(m.surface))))
    return frozenset(out)


@lru_cache(maxsize=4096)
def _span_rule(variant: str) -> tuple[str, re.Pattern[str] | None]:
    """A glossary variant's compact form and, for a Latin one, its whole-word pattern (computed once)."""
    latin = re.fullmatch(r"[a-z0-9 .+#-]+", variant.lower()) is not None
    pattern = re.compile(rf"(?<![a-z0-9]){re.escape(variant.lower())}(?![a-z0-9])") if latin else None
    return compact(variant), pattern


# "한컴 말고", "노션 대신", "크롬 빼고", "줌이 아니고": the word before names what the question sets aside
_SET_ASIDE_RE = re.compile(r"([가-힣A-Za-z0-9]+?)(?:이|가)?\s*(?:말고|대신|빼고|아니고|아니라)(?=\s|$|요)")


def set_aside_nouns(text: str) -> tuple[str, ...]:
    return tuple(found.group(1) for found in _SET_ASIDE_RE.finditer(text))


def last_act(part: Part) -> str | None:
    """The last predicate term of the question in its own order ("… 노트북 반납해야 하나요?": 반납)."""
    verbs = {t.text for t in part.terms if t.verb}
    last = None
    for m in analyze(part.text):
        if m.lemma in verbs:
            last = m.lemma
    return last


def _fails_in(noun: str, text: str) -> bool:
    """The text says the act `noun` fails: "접속이 안 되면", "로그인에 5번 연속 실패하면", "연결되지 않으면"."""
    word = re.escape(noun)
    return re.search(rf"{word}[^.]{{0,12}}?(?:안\s*되|못\s*하|되지\s*않|하지\s*못|실패)", text, re.I) is not None


@lru_cache(maxsize=8192)
def verbal_nouns(text: str) -> frozenset[str]:
    """Nouns the text uses as verbs, with 하다/되다 after them ("수집한다", "수집할", "신고를 한다"), not as
    nouns of another noun ("수집 목적")."""
    morphs = analyze(text)
    out: set[str] = set()
    for i, m in enumerate(morphs[:-1]):
        if m.tag not in ("NNG", "NNP"):
            continue
        nxt = morphs[i + 1]
        if nxt.tag in ("XSV", "XSA") or (nxt.tag == "JKO" and i + 2 < len(morphs) and morphs[i + 2].lemma == "하"):
            out.add(m.lemma)
    return frozenset(out)


def _after_another_act(text: str, lemma: str) -> bool:
    """The act comes after another the question names first ("파쇄하고 기록해야 돼요?", "신고하고 나서 삭제해야"):
    a further duty, which a rule on the first act does not state."""
    morphs = analyze(text)
    at = next((i for i, m in enumerate(morphs) if m.lemma == lemma), None)
    return at is not None and any(m.tag == "EC" and m.surface.endswith("고") and not m.surface.endswith("려고")
                                  for m in morphs[:at])


def _asks_new_one(text: str) -> bool:
    """"새 N" in the clause that is asked ("분실 신고하면 **새 노트북** 바로 줘요?"), not in a clause that sets the
    scene ("새 비밀번호 만들 때 최소 길이가 …")."""
    morphs = analyze(text)
    scene = background_nouns(text)
    fresh = [morphs[i + 1].lemma for i, m in enumerate(morphs[:-1]) if m.tag == "MM" and m.surface == "새"]
    return any(not any(word.startswith(noun) for word in scene) for noun in fresh)


def _latin_word(word: str, text: str) -> bool:
    return re.search(rf"(?<![a-z0-9]){re.escape(word.lower())}(?![a-z0-9])", text.lower()) is not None
