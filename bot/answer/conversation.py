"""Follow-up questions: the retrieval query for a message read with the conversation before it.

Employees do not write self-contained questions. A message that continues the previous question
("그보다 크면요?", "며칠 안에요?", "그럼 해외에서는요?") is searched together with that question; a
message with a topic and a predicate of its own is taken as it is (no context carried across a topic
switch); small talk stays small talk. An elliptical message that names a new policy topic ("그럼 VPN
인증서는요?" after a password question) keeps the previous question's predicate and takes the new
topic. Pure functions; the pipeline passes a `probe` (top section and score of a text) for the one
case that needs retrieval to decide.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.helpdesk.smalltalk import small_talk_reply
from bot.language.topics import NON_TOPIC, topic_terms

# (section key, score) of the best excerpt for a text, or None when nothing is found
Probe = Callable[[str], tuple[str, float] | None]

# A clause that ends in a particle + 요 (or a bare topic particle) has no predicate of its own:
# "해외에서는요?", "인증서는?", "크면요?", "IT팀은요?".
_ELLIPTICAL_END = re.compile(
    r"(은|는|이|가|을|를|에|에서|에게|한테|으로|로|도|만|까지|부터|보다|면|이면|라면|이라면|엔|에선|랑|이랑|하고|나|이나|라도|이라도|"
    r"에서는|에는|으로는|로는|에서도|에도|까지는|부터는)요?$"
)
# Predicate endings that look like a particle + 요 ("하나요", "되나요", "할까요", "돼요"): a full question.
_PREDICATE_END = re.compile(
    r"(나요|까요|가요|죠|어요|아요|해요|돼요|워요|예요|이에요|세요|래요|데요|네요|지요|게요|줘요|봐요|와요|져요|려요|쳐요|혀요|습니까|니까)$"
)
_LEAD_INS = ("그럼", "그러면", "그리고", "그런데", "근데", "그래서", "혹시", "아", "또", "만약", "만약에")
_TRAILING = re.compile(r"[\s?？!.~…ㅠㅜㅎㅋ]+$")
MAX_CONTEXT_CHARS = 500
# A word with letters or digits (not punctuation alone).
_WORD = re.compile(r"[가-힣A-Za-z0-9]")
# Particles and copula endings, longest first: "안에요" -> "안에", "전에는" -> "전에".
_PARTICLES = sorted(
    """에서는 에게서 으로는 으로도 이라도 에서도 까지는 부터는 이라는 라는 이라고 라고 에서 에게 한테 으로 로는
    에는 에도 까지 부터 보다 처럼 마다 이나 이랑 하고 이든 든지 이면 인데 인지 이요 이에요 예요 이죠 은 는 이 가 을 를 에
    의 로 와 과 도 만 나 랑 요""".split(),
    key=len,
    reverse=True,
)


class Kind(StrEnum):
    STANDALONE = "standalone"  # no usable context, or a message with its own topic: taken as it is
    FOLLOW_UP = "follow_up"  # no topic of its own: searched with the previous question
    SWITCH = "switch"  # elliptical, but a new topic: the previous predicate with the new topic
    SMALL_TALK = "small_talk"


@dataclass(frozen=True)
class Rewrite:
    query: str  # what is searched (and shown to staff)
    kind: Kind
    context: str | None = None  # the previous question this message was read with
    question: str = ""  # what the generator answers: the previous question with what this message adds

    @property
    def generator_question(self) -> str:
        return self.question or self.query

    @property
    def rewritten(self) -> bool:
        return self.kind in (Kind.FOLLOW_UP, Kind.SWITCH)


def is_small_talk(text: str) -> bool:
    return small_talk_reply(text) is not None


def _core(message: str) -> str:
    """The message without trailing punctuation, a final 요 and a lead-in (그럼, 그러면, ...)."""
    text = _TRAILING.sub("", message.strip())
    words = text.split()
    while words and words[0] in _LEAD_INS:
        words = words[1:]
    text = " ".join(words)
    return text[:-1] if text.endswith("요") and is_elliptical(text) else text


def is_elliptical(message: str) -> bool:
    """True when the message's last clause has no predicate (ends in a particle, or particle + 요)."""
    text = _TRAILING.sub("", message.strip())
    words = text.split()
    tail = re.search(r"[가-힣]+$", words[-1]) if words else None  # "CPU는요" -> "는요"
    last = tail.group(0) if tail else ""
    return bool(last) and bool(_ELLIPTICAL_END.search(last)) and not _PREDICATE_END.search(last)


def own_topic(message: str) -> list[str]:
    """The message's topic words (an elliptical message's final 요 dropped first)."""
    return topic_terms(_core(message))


def predicate_of(question: str) -> str:
    """The words of a question that carry no topic: "암호를 얼마나 자주 바꿔야 해?" -> "얼마나 자주 바꿔야 해?"."""
    kept = [w for w in question.split() if not topic_terms(w) or not _WORD.search(w)]
    return " ".join(kept)


def strip_particles(word: str) -> str:
    """The word without one trailing particle, when a stem of two syllables or more remains."""
    for particle in _PARTICLES:
        if word.endswith(particle) and len(word) - len(particle) >= 2:
            return word[: -len(particle)]
    return word


def _filler(word: str) -> bool:
    base = _TRAILING.sub("", word)
    base = base[:-1] if base.endswith("요") and len(base) > 1 else base
    return base in _LEAD_INS or base in NON_TOPIC or strip_particles(base) in NON_TOPIC


def added_words(message: str) -> str:
    """What a follow-up adds to the previous question: "그보다 크면요?" -> "크면요?", "며칠 안에요?" -> ""."""
    return " ".join(w for w in message.split() if not _filler(w))


def _join(context: str, message: str) -> str:
    context = context if len(context) <= MAX_CONTEXT_CHARS else context[-MAX_CONTEXT_CHARS:]
    return f"{context} {message.strip()}"


def _same_section(a: tuple[str, float] | None, b: tuple[str, float] | None) -> bool:
    return a is not None and b is not None and a[0] == b[0]


def read_one(message: str, context: str | None, probe: Probe | None, threshold: float) -> Rewrite:
    """How to search `message` given the (already resolved) previous question `context`."""
    if is_small_talk(message):
        return Rewrite(message.strip(), Kind.SMALL_TALK, context)
    if not context:
        return Rewrite(message.strip(), Kind.STANDALONE)
    nouns = own_topic(message)
    if nouns and not is_elliptical(message):
        # A topic word and a predicate: its own question, unless alone it finds nothing and what it
        # comes closest to is what the conversation was about ("며칠 전에 재발급 신청해요?").
        if probe is not None:
            alone = probe(message)
            if alone is not None and alone[1] < threshold and _same_section(alone, probe(context)):
                return Rewrite(_join(context, message), Kind.FOLLOW_UP, context,
                               _join(context, added_words(message)).strip())
        return Rewrite(message.strip(), Kind.STANDALONE)
    follow_up = Rewrite(
        _join(context, message), Kind.FOLLOW_UP, context, _join(context, added_words(message)).strip()
    )
    if not nouns:
        return follow_up
    # Elliptical with nouns: a condition on the same topic ("해외에서는요?") or a new topic ("VPN
    # 인증서는요?"). A new topic retrieves a section of its own, different from the context's.
    if probe is not None:
        alone, before = probe(_core(message)), probe(context)
        if alone is not None and alone[1] >= threshold and (before is None or alone[0] != before[0]):
            predicate = predicate_of(context)
            return Rewrite(f"{_core(message)} {predicate}".strip(), Kind.SWITCH, context)
    return follow_up


def retrieval_query(
    message: str, history: Sequence[str], probe: Probe | None = None, threshold: float = 0.2
) -> Rewrite:
    """The query to search for `message`, given the conversation's earlier messages (oldest first).

    Earlier messages are resolved in order, so a chain of follow-ups keeps its topic; small talk in
    between changes nothing.
    """
    context: str | None = None
    for earlier in history:
        if not earlier or not earlier.strip():
            continue
        step = read_one(earlier, context, probe, threshold)
        if step.kind is not Kind.SMALL_TALK:
            context = step.generator_question
    return read_one(message, context, probe, threshold)
