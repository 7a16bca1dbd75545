"""Rules of batch `_za` (issue 8, branch cover10), called from `bot.topic.TopicMatcher` and `bot.rules.asked_sentence`
so the extractive generator and the `answers_question` check decide alike: where the topic rule reads a kind of
Korean question too strictly (a guess or a remark read as asked, a Korean story the glossary maps, a rule against
shared use), and two places where it read a kind of sentence too loosely (a remedy for an act the question does
not tell, a whom-to-tell question answered by a sentence that tells no one).

Every rule here is about a kind of question or sentence, never about a question of the case files."""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from bot.language import english
from bot.language.tags import KOREAN_NOUN_TAGS, NOUN_OR_LATIN_TAGS
from bot.language.terms import GENERIC_VERBS, RawMorpheme, analyze, compact, lemmas_of, raw_morphemes
from bot.rules import answer_kind, situations
from bot.rules.message_parts import leading_condition

if TYPE_CHECKING:
    from bot.matching.vocabulary import Vocabulary
    from bot.topic import Part

# -- a rule whose condition is an act on a thing the question only mentions -------------------------------


def untold_condition(matcher: Vocabulary, part: Part, sentence: str) -> list[str]:
    """A rule that opens with an act done to a thing ("메일 속 링크**를 눌렀거나** 계정 정보**를 입력했다면** 바로
    비밀번호를 바꾸고 …") answers only a question that tells one of those acts. A question that names the thing
    but none of the acts ("링크 있는 이상한 메일 왔어요 어떻게 해요?": the asker has a link, has not clicked
    it) is in another situation: the rule's remedy is not its answer. Only acts that take the thing as their
    object (을/를): an event that happens to it ("보관 기간이 지나면") is judged by the other rules. An act
    counts as told when the question uses it, a glossary word for it, or the policy word one of its words
    stands for ("쳤어요" -> 입력, "없어졌는데" -> 분실 -> 잃어버). Only for a question that asks what to do: one
    that asks whom to tell or whether something is allowed reads the rule for its topic, not its remedy."""
    if english.is_english(part.text) or not situations.asks_what_to_do(part.text):
        return []  # only a question that asks for the remedy ("어떻게 해요?"); English has its own rules
    pairs = done_to(sentence)
    if not pairs:
        return []
    named = [(act, thing) for act, thing in pairs if matcher._names(part, thing)]
    if not named or any(_told(matcher, part, act) for act, _ in pairs):
        return []
    acts = " / ".join(dict.fromkeys(act for act, _ in pairs))
    return [f"(the rule's condition {acts}: the question names {named[0][1]} but not that act)"]


def untold_opening(matcher: Vocabulary, part: Part, sentence: str) -> bool:
    """The rule opens with an act done to a thing the question names and tells none of those acts ("보안 USB를
    잃어버리면 즉시 보안팀에 신고한다" for "보안 USB 팀에서 돌려 써도 되나요?"): for a question whose own act the
    sentence does not carry, the rule is about another situation, so that act is not "worded otherwise" there
    (`TopicMatcher._unexcused`; branch wrongs18). Any question kind, unlike `untold_condition`."""
    if english.is_english(part.text):
        return False
    pairs = done_to(sentence)
    return bool(pairs) and any(matcher._names(part, thing) for _, thing in pairs) and not any(
        _told(matcher, part, act) for act, _ in pairs)


def done_to(sentence: str) -> list[tuple[str, str]]:
    """The acts of a rule's opening -(으)면 condition that take a noun as their object, with that noun
    ("링크를 눌렀거나 계정 정보를 입력했다면": (누르, 링크), (입력, 정보)); acts of the closed generic class
    (하다, 되다, 알다 …) say nothing of the event and are left out."""
    morphs = analyze(sentence)
    end = situations._condition_end(morphs)
    if end is None:
        return []
    out: list[tuple[str, str]] = []
    for i, lemma in situations.indexed_acts(morphs[:end]):
        if lemma in GENERIC_VERBS or lemma in _KNOWING or i < 2:
            continue
        if morphs[i - 1].tag == "JKO" and morphs[i - 2].tag in NOUN_OR_LATIN_TAGS:
            out.append((lemma, morphs[i - 2].lemma))
    return out


_KNOWING = frozenset({"알", "보", "듣"})  # "유출을 알게 되면": learning of the event, not an act on it


def _told(matcher: Vocabulary, part: Part, act: str) -> bool:
    if matcher._names(part, act):
        return True
    # … or the story set aside beside it tells it ("가방을 통째로 잃어버렸어요ㅠ 회사 노트북도 안에 있었는데 어떡하죠",
    # session 59)
    if part.told and (any(lemma.startswith(act) for lemma in lemmas_of(part.told)) or any(
            compact(w) in compact(part.told) for w in (act, *matcher._equivalents(act)) if len(compact(w)) >= 2)):
        return True
    squeezed = compact(part.text)
    if any(compact(w) in squeezed for w in matcher._equivalents(act)):
        return True
    # the question's words stand for a policy word one of whose forms is the act ("없어졌" -> 분실 -> 잃어버)
    policy = {c for words in part.concepts.values() for c in words} | set(part.extra)
    stem = compact(act)
    return any(len(compact(f)) >= 2 and (stem.startswith(compact(f)) or compact(f).startswith(stem))
               for c in policy for f in (c, *matcher.glossary.variants.get(c, ())))


# -- whom to tell ------------------------------------------------------------------------------------------


def untold_recipient(part: Part, sentence: str) -> list[str]:
    """"어디 알려야 돼요?", "누구한테 연락해요?": a who/where question whose own act is telling someone is
    answered by a rule that tells ("… 보안팀에 신고한다", "'피싱 메일 신고' 버튼으로 신고한다"), not by any
    rule that names a place ("… 업무용 컴퓨터에 연결하지 않는다")."""
    kind = answer_kind.asked_kind(part.text)
    if not (kind.who or kind.where) or not _asks_whom_to_tell(part.text):
        return []
    said = {m.lemma for m in analyze(sentence)}
    if english.is_english(part.text) or answer_kind.TELLING_VERBS & (said | {f"{w}하" for w in said}):
        return []
    return ["(whom to tell: the sentence tells no one)"]


def _asks_whom_to_tell(text: str) -> bool:
    """The question's last act (past the verbs that only carry it: 해야 돼요, 하면 되죠) is a verb of telling."""
    morphs = analyze(text)
    for i in range(len(morphs) - 1, -1, -1):
        m = morphs[i]
        made = m.tag in KOREAN_NOUN_TAGS and i + 1 < len(morphs) and morphs[i + 1].tag == "XSV"
        if m.tag == "VV" or made:
            if m.lemma in _CARRYING or (i > 0 and morphs[i - 1].tag == "EC" and morphs[i - 1].surface.endswith("지")):
                continue  # "누구 승인 받아야 하는지 알려줘": telling the asker is the request, not the act asked
            return m.lemma in answer_kind.TELLING_VERBS or f"{m.lemma}하" in answer_kind.TELLING_VERBS  # 말+해야
    return False


_CARRYING = frozenset({"되", "하", "괜찮", "주", "보", "있", "않", "맞"})  # "알려야 돼요", "신고하면 되죠"


# -- a question word used as an indefinite pronoun in a statement -------------------------------------------

# "-ㄴ 거 같아요", "-ㄴ 것 같은데": the speaker's guess about what happened. A question word inside such a
# clause is an indefinite pronoun ("어디서 흘린 거 같아요" = I seem to have dropped it *somewhere*).
_GUESS_NOUNS = frozenset({"거", "것", "게"})


def guesses_indefinitely(text: str) -> bool:
    """`text` (one sentence of a message, without a question mark) is the asker's guess about what happened,
    ending on "… 거 같아요": its 어디/뭐/누가 mean somewhere/something/someone and ask nothing. Only a
    sentence whose last predicate is that guess (a verb made a modifier, 거/것, 같다, an ending);
    "어디서 신청하는 거 같아요?" has its question mark and asks."""
    if not text.strip() or "?" in text or "？" in text:
        return False
    morphs = [m for m in raw_morphemes(text.strip()) if not m.pos.startswith(("SF", "SE", "SS", "SP", "SW", "SY"))]
    if len(morphs) < 4:
        return False
    verb, noun, like, ending = morphs[-4:]
    return (verb.pos.endswith("+ETM") and noun.lemma in _GUESS_NOUNS and like.lemma == "같"
            and like.pos == "VA" and ending.pos in ("EF", "EC")) or _indefinite_reason(morphs)


def _indefinite_reason(morphs: list[RawMorpheme]) -> bool:
    """A reason told after the question ("포털에 자꾸 뭐가 떠서요", dev probe p28e-ans-01): it ends on -서 요, and its
    뭐/누가 is a subject ("뭐가"), something or someone that happens, not asked."""
    ends = len(morphs) >= 2 and morphs[-1].pos == "JX" and morphs[-1].surface == "요" \
        and morphs[-2].pos.endswith("+EC") and morphs[-2].surface.endswith("서")
    return ends and any(m.lemma in ("뭐", "무엇", "누구") and m.pos == "NP" and nxt.pos == "JKS"
                        for m, nxt in itertools.pairwise(morphs))


# -- a story told in everyday words that the glossary maps to the rule's situation --------------------------


def story_tells_situation(matcher: Vocabulary, part: Part, sentence: str) -> bool:
    """The story set aside beside a question ("보안 USB 어디서 **흘린** 거 같아요.") tells the situation a rule
    opens with ("보안 USB를 **잃어버리면** …") when one of its words stands for a policy word (흘린 -> 분실) whose
    glossary form opens the rule: the Korean counterpart of what an English story gets (`_other_english_
    situation`: "lost" -> 분실 -> 잃어버). A story whose words the glossary does not map tells nothing here. The
    question's own words count too (english20): "… 팝업이 계속 떠요. virus 같은데 뭐부터 해요?" names 악성코드."""
    if not part.told:
        return False
    lead = leading_condition(sentence)
    if not lead:
        return False
    squeezed = compact(lead)
    # the question itself may name it in other words ("virus 같은데 일단 뭐부터 해요?": virus -> 악성코드, english20)
    said = f"{part.text} {part.told}"
    words = {word for word, _, _ in matcher._glossary_spans(said, compact(said))}
    forms = {compact(f) for word in words for f in (word, *matcher.glossary.variants.get(word, ()))}
    return any(len(f) >= 2 and f in squeezed for f in forms)


# -- a remark after the question ----------------------------------------------------------------------------

_ASKING_END_RE = re.compile(r"(?:나요|까요|죠|가요|는지요|냐|래요)(?=\s)")
_REMARK_ENDINGS = ("데", "서", "니까", "거든요", "어서요", "해서요")


def without_trailing_remark(text: str) -> str:
    """"비번에 생일 넣으면 안 되나요 외우기 편한데": a question ending ("…나요", "…죠") written mid-message, then a
    clause of predicates only that ends on a reason or background ending ("편한데", "급해서") and asks
    nothing: that clause is the asker's remark, not part of what is asked (it names no thing; its verbs would
    otherwise be topic words no rule uses). The text without it; unchanged when there is no such remark."""
    if "?" in text or "？" in text or english.is_english(text):
        return text
    for match in _ASKING_END_RE.finditer(text):
        head, tail = text[:match.end()].strip(), text[match.end():].strip()
        ending = raw_morphemes(head)[-1:]
        if not ending or ending[0].pos.split("+")[-1] not in ("EF", "EC"):
            continue  # "…죠" inside a word, not an ending
        rest = raw_morphemes(tail)
        if not rest or any(r.pos.split("+")[0] in ("NNG", "NNP", "SL", "NP", "SN", "NNB") for r in rest):
            return text  # the clause names something: not a bare remark
        if not rest[-1].pos.endswith("EC") or not tail.rstrip(".~!ㅠㅜ ").endswith(_REMARK_ENDINGS):
            return text
        if any(r.lemma in _QUESTION_LEMMAS for r in rest):
            return text
        return head
    return text


_QUESTION_LEMMAS = frozenset({"어디", "언제", "누구", "누가", "뭐", "무엇", "몇", "얼마", "어떻", "왜"})


# -- a rule against sharing the use of a thing binds whoever would use it ------------------------------------

_SHARED_USE_RE = re.compile(r"(?:와|과)\s*(?:함께|같이)\s*(?:쓰지|사용하지|이용하지)|공유하지")
_USING = frozenset({"쓰", "사용", "이용"})


def shared_use(part: Part, sentence: str) -> bool:
    """"업무용 노트북은 가족**과 함께 쓰지** 않는다" names 가족 only as a partner, but it forbids their use of the
    laptop: "와이프도 제 업무용 노트북 **써도** 되나요?" is answered by it. Only for a rule against using a thing
    together (함께/같이 쓰지, 공유하지) and a question whose act is using it (쓰, 사용, 이용); "협력업체 직원도 비번
    바꿔야 하나요?" against "… 외부 업체와 공유하지 않는다" keeps its role problem."""
    return _SHARED_USE_RE.search(sentence) is not None and bool(part.predicates & _USING)
