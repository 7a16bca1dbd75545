"""Crude, dependency-free term analysis for Korean and English questions.

Good enough to ask "does this excerpt talk about what the question asks?": content terms with their
particles stripped, function words and question words dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

TOKEN_RE = re.compile(r"[가-힣]+|[A-Za-z][A-Za-z0-9+#.\-]*[A-Za-z0-9+#]|[A-Za-z]|\d+")

# Particles and copula endings, longest first. Stripped only when a stem of >= 2 syllables remains.
_PARTICLES = sorted(
    """에서는 에게서 으로는 으로도 이라도 에서도 까지는 부터는 이라는 라는 이라고 라고 에서 에게 한테 으로 로는
    에는 에도 까지 부터 보다 처럼 마다 이나 이랑 하고 이든 든지 이면 인데 인지 이요 이에요 예요 이죠 은 는 이 가 을 를 에
    의 로 와 과 도 만 나 랑 요""".split(),
    key=len,
    reverse=True,
)

# Endings that mark a verb or adjective form (the question's predicate, not its topic).
_VERB_ENDINGS = tuple(
    """요 죠 까 습니까 니까 해야 돼야 되야 어야 아야 워야 려면 으면 면 는데 은데 던데 해서 어서 아서 어도 아도 해도 돼도 워도
    써도 가도 와도 봐도 줘도 놔도 고 게 지 니 냐 래 네 다 야 해 돼 줘 봐 워 어 아 되나 된 할 될 던 려고 주는 하는 되는 있는 없는 쓰는 보는 가는 오는 받는 린 운 쁜 셨 했 였 겨 져""".split()
)

STOPWORDS = set(
    """어떻게 얼마나 언제 언제까지 어디 어디서 어디에 어디로 무엇 뭐 뭘 뭔가 뭔지 뭐예요 뭐에요 무슨 어떤 어느 몇 몇개 몇번 몇분 왜 누가 누구
    있나요 있어요 있을까요 있는지 있다 있고 되나요 돼요 되죠 되는지 하나요 해요 해야 하면 할까요 하는 한다 하고 합니다 됩니다 되는
    알려 알려줘 알려줘요 알려주세요 주세요 궁금 궁금해요 궁금합니다 규정 규정상 정책 회사 회사에서 회사의 우리 저 제 저는 제가 내 나 이거
    그거 그것 이것 것 거 수 때 좀 혹시 그냥 정말 진짜 꼭 다시 요즘 지금 안 못 이제 그럼 그러면 그래서 혹은 또 또는 및 등 하면은
    됩니까 합니까 있습니까 이야 인가요 인지 건가요 맞나요 맞죠 맞아요 맞는지 가능 가능한가요 가능해요 해도 돼 되 했는데 했어요
    경우 방법 관련 대해 대한 관해 문의 질문 답변 안녕하세요 감사합니다 부탁 부탁드려요 해줘 해주세요 있으면 없으면 같아요 같은데
    것들 같으면 같다 같고 예요 이에요 에요 오면 왔는데 왔어요 왔어 생기면 생겼는데 생겼어요 받으면 받았는데 받았어요 얼마 얼마나요 얼마예요 자주 자꾸 너무 따로 혼자 잠깐 잠시 같이 함께 계속 항상 많이 조금 빨리 막 아무 아무거나 미리 나중에 모두 전부 제일 가장 더 이미 아직 갑자기 새로 잘 대충 일단 제발 ㅠㅠ ㅜㅜ 언제쯤 먼저 바로 직접 보통 일반적으로 원래 그리고 근데 그런데 아니면 해서 하려면 되려면 하려고
    what how when where which who why is are was were do does did can could should would will must may might shall
    i me my we our you your the a an to of for in on at by with from about it this that these those be been being
    have has had there here any some much many long often please tell know need want allowed okay ok if or and not
    get got use using used make happen happens does policy company rule rules
    new own other anyone someone anything something without ask asking work at into up out just also still""".split()
)

_HANGUL_BASE = 0xAC00


def initial_consonant(syllable: str) -> int:
    return (ord(syllable) - _HANGUL_BASE) // 588


def strip_particles(token: str) -> str:
    for particle in _PARTICLES:
        if token.endswith(particle) and len(token) - len(particle) >= 2:
            return token[: -len(particle)]
    return token


def is_verb_form(token: str) -> bool:
    return bool(re.fullmatch(r"[가-힣]+", token)) and token.endswith(_VERB_ENDINGS)


@dataclass(frozen=True)
class Term:
    text: str
    verb: bool  # a predicate (conjugated verb or adjective), not a topic word


def content_terms(question: str) -> list[Term]:
    """Content terms of a question, particles stripped, function and question words removed."""
    terms: list[Term] = []
    question = re.sub(r"(?<=[A-Za-z])'[a-z]+\b", "", question)  # what's -> what
    for raw in TOKEN_RE.findall(question):
        token = raw.lower()
        if token in STOPWORDS or token.isdigit():
            continue
        hangul = re.fullmatch(r"[가-힣]+", token) is not None
        if hangul and strip_particles(token) in STOPWORDS:  # 언제예요, 뭐예요: a question word + copula
            continue
        verb = hangul and is_verb_form(token)
        stem = strip_particles(token) if hangul and not verb else token
        if stem in STOPWORDS or len(stem) < 2:
            continue
        if all(t.text != stem for t in terms):
            terms.append(Term(stem, verb))
    return terms


def lexical_match(term: str, compact_text: str) -> bool:
    """The term (or, for a conjugated Korean verb, its root) occurs in the text (spaces removed, lowercase)."""
    if term in compact_text:
        return True
    if re.fullmatch(r"[가-힣]{2,}", term):
        if len(term) >= 3 and term[:2] in compact_text and not is_verb_form(term[:2]):
            return True
        if is_verb_form(term) and len(term) >= 2:
            # Root match: first syllable plus the initial consonant of the second (바꿔 ~ 바꾼다 ~ 바꾸).
            first, second = term[0], term[1]
            for i in range(len(compact_text) - 1):
                if compact_text[i] == first and "가" <= compact_text[i + 1] <= "힣" and initial_consonant(
                    compact_text[i + 1]
                ) == initial_consonant(second):
                    return True
    return False


def words_of(text: str) -> list[str]:
    """Distinct words of an excerpt, particles stripped, for term-similarity lookups."""
    out: list[str] = []
    for raw in TOKEN_RE.findall(text):
        token = raw.lower()
        if token.isdigit():
            continue
        stem = strip_particles(token) if re.fullmatch(r"[가-힣]+", token) else token
        for word in {token, stem}:
            if len(word) >= 2 and word not in out:
                out.append(word)
    return out
