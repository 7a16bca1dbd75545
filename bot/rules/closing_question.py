"""A question asked after its story, in the same message (issue 8, blind batches: "이번 주에 입사한 신입이에요. 노트북
처음 켜고 로그인했더니 새 비밀번호를 정하라고 나오는데요, 몇 글자 이상으로 만들어야 하나요?", "거래처 미팅 끝났는데
보안usb에 있는 자료 어떡해요?").

The message tells what happened first (sentences, or clauses closed by a scene-setting connective: -는데(요), -더니)
and asks last. The closing question says what is asked; the story's words only say how the asker came to ask. A
policy sentence that carries every word of the closing question, and either a topic noun of it or the figure it
asks, answers the question: the story's words are no longer missing (`without_story`).

Not set aside, so that a story which says *which* thing or *which* rule is meant still counts (each guard met on
dev near misses):
- an act of the story that some rule opens with ("USB 잃어버렸는데 …": 잃어버리 is the situation of another rule), and
  any story for a sentence whose own opening condition the message does not tell ("링크를 눌렀거나 … 입력했다면");
- a noun written before a noun the sentence carries ("거래처 행사 …"), and a noun the closing question repeats
  ("파일에 암호를 걸라고 하던데, 암호는 몇 자리로": the story says which 암호);
- anything for a yes/no question ("피싱 메일 열어보기만 했는데 비밀번호 바꿔야 돼요?", "부장님이 점검한다고 하는데
  컴퓨터 끄면 안 돼요?": the story is the condition asked); the story's nouns for a closing question with no noun of
  its own unless the figure it asks pins the sentence, and nouns the policies never use; a story act that describes
  a thing the sentence carries ("신규 입사한 인턴 관리자 계정": which one);
- everything, when the closing question points back with a pronoun ("이걸 …", "거기서도 …"), when what comes before
  asks too, or when the message is English (its stories: `bot.language.english`);
- the checks that speak of the story itself (the "(…)" problems: another situation, an event told).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from bot.language import english
from bot.language.terms import Term, analyze, content_terms, lemmas_of
from bot.matching.model import QUESTION_WORD_LEMMAS
from bot.rules.clauses import locative_nouns
from bot.rules.situations import condition_acts
from bot.rules.story import modifiers_of
from bot.rules.whether_after_story import acts_aside

# where the story ends: a sentence end followed by more text, or a scene-setting connective (-는데요, -더니)
_BOUNDARY = re.compile(
    r"(?:[.!?？~…]+|[ㅠㅜㅋㅎ;^]{2,})\s+"
    r"|(?:는데|은데|인데|ㄴ데|던데|더니)요?\s*[,，]?\s+"
)


_SENTENCE_END = re.compile(r"(?<=다\.)\s+|\n+")


# a pronoun that points back at the story ("이걸 회사 노트북에 써도 될까요?", "이런 건 어떻게 해요?")
_POINTS_BACK = re.compile(r"(?:^|\s)(?:(?:이|그|저)(?:거|걸|건|것|게|런|렇)|(?:거|여|저)기)")
_ASKED_IN_STORY = re.compile(r"[?？]")
# "어떡해요?", "어케 해요?": what to do is asked, not whether (read as a yes/no question by its missing question word)
_HOW = re.compile(r"어떡|어쩌|어떻게|어케|어캐")


def rule_conditions(texts: Sequence[str], policy_words_for: Callable[[str], Sequence[str]]) -> frozenset[str]:
    """The events the policy rules open with ("보안 USB를 잃어버리면": 잃어버리), with their policy words (분실)."""
    acts = {act for text in texts for sentence in _SENTENCE_END.split(text) for act in condition_acts(sentence.strip())}
    return frozenset(acts | {w for act in acts for w in policy_words_for(act)})


def opens_rule(act: str, conditions: frozenset[str], policy_words: Sequence[str]) -> bool:
    """`act` (a story's predicate) is an event some rule opens with: itself, a longer form of it ("잃어버리" for the
    analyzer's "잃" of "잃어버리면") or one of its policy words (분실)."""
    return any(act.startswith(c) for c in conditions) or any(w in conditions for w in policy_words)


def closing_clause(text: str) -> str | None:
    """The question after the last story boundary of `text`; None when there is no story before it."""
    last = None
    for m in _BOUNDARY.finditer(text):
        if m.end() < len(text.rstrip()):
            last = m
    if last is None:
        return None
    closing = text[last.end():].strip()
    return closing or None


# a closing question that asks what one thing is ("비번이 뭐예요?", "서버 주소 뭐임?"): its value or identity, which the
# story says of which thing
_WHAT_IS = re.compile(r"^\s*[^\s?]+(?:\s+[^\s?]+)?\s*(?:이|가|은|는)?\s*(?:뭐|무엇|뭔|머)\s*"
                      r"(?:예요|에요|이에요|야|죠|지요|임|인가요|일까요|였죠|였더라|예여)?\s*[?？]*\s*$")


def without_story(text: str, sentence: str, terms: Sequence[Term], missing: list[str], covered: Sequence[str],
                  counted: bool, yes_no: bool, carried: Callable[[str], bool], known: Callable[[Term], bool],
                  policy_act: Callable[[Term], bool], which: frozenset[str]) -> list[str]:
    """`missing` without the words only the story before the closing question uses, when `sentence` answers the
    closing question: every word of it carried (`covered`; a setting, "호텔 쓰레기통에", need only not be missing), one
    word of it that is no setting, or the figure it asks found in the sentence (`counted`), and a topic noun of the
    message in the sentence itself (`carried`).
    Nothing is set aside for a yes/no question (`yes_no`: "피싱 메일 열어보기만 했는데 비밀번호 바꿔야 돼요?" hangs on
    its story); story nouns only when they are policy words (`known`: "공유기" may say which password).
    `policy_act`: an act some rule opens with; `which`: nouns that say which thing is meant."""
    plain = [m for m in missing if not m.startswith("(")]
    split = _told_then_asked(text) if plain else None
    if split is None:
        return missing
    told, closing = split
    closing_words = {t.text for t in content_terms(closing)}
    told_words = {t.text for t in content_terms(told)}
    asked = [t for t in terms if t.text in closing_words]
    story = {t.text: t for t in terms if t.text not in closing_words and t.text in told_words}
    if not asked or len(asked) + len(story) < len(terms):
        return missing  # nothing asked of its own, or the two analyses do not line up
    if any(not t.verb and t.text in told_words for t in asked):
        return missing  # "파일에 암호를 걸라고 하던데, 암호는 몇 자리로": the story says which one is asked
    settings = locative_nouns(closing)
    settings |= modifiers_of(closing, settings)  # "호텔 쓰레기통에"
    own = [t for t in asked if t.verb or t.text not in settings]
    if _WHAT_IS.match(closing):
        return missing  # "사내 와이파이 잡으려는데 비번이 뭐예요?": the story says which password's value is asked
    if _POINTS_BACK.search(closing) and not any(t.verb for t in own):
        return missing  # "이걸 회사 노트북에 써도 될까요?", "거기서도 돼요?": what is asked is the story's thing
    if any(t.text in missing or (t in own and t.text not in covered) for t in asked):
        return missing  # the closing question itself is not carried (set aside is not enough)
    if not counted and not own:
        return missing
    if not any(not t.verb and carried(t.text) for t in terms):
        return missing  # the topic must be in the sentence itself
    if any(act not in lemmas_of(text) for act in condition_acts(sentence)):
        return missing  # "링크를 눌렀거나 … 입력했다면": a rule for a situation the story does not tell
    # a closing question with no noun of its own ("지워도 되나요?") asks of a thing the story names: a story noun
    # the sentence does not carry may be that thing, unless the figure asked pins the sentence
    whether = yes_no and _HOW.search(closing) is None
    if whether and not acts_aside(told, closing):
        return missing  # "부장님이 점검한다고 하는데 컴퓨터 끄면 안 돼요?": whether hangs on the story
    # a yes/no question keeps the story's nouns: they may say which thing is meant (bot.rules.whether_after_story)
    nouns_ok = not whether and (counted or any(not t.verb and t.text not in settings for t in own))
    dropped = {m for m in plain if m in story and m not in which and (
        (story[m].verb and not policy_act(story[m]) and not _describes(text, m, covered))
        or (not story[m].verb and nouns_ok and known(story[m])))}
    if len(dropped) < len(plain):
        return missing  # a story word that must stay: the sentence does not answer this story
    return [m for m in missing if m not in dropped]


def _told_then_asked(text: str) -> tuple[str, str] | None:
    """The story and the closing question of a Korean message; None without a story, or when the story asks too
    ("… 어디로 오는 거예요? 문자예요 메일이에요?")."""
    closing = closing_clause(text) if not english.is_english(text) else None
    if closing is None:
        return None
    told = text[:text.rfind(closing)]
    if not told.strip() or _ASKED_IN_STORY.search(told) or any(m.lemma in QUESTION_WORD_LEMMAS for m in analyze(told)):
        return None
    return told, closing


def _describes(text: str, act: str, covered: Sequence[str]) -> bool:
    """The story's act (a noun made a verb) describes a thing the sentence carries ("신규 입사한 인턴 관리자 계정"):
    it says which one is meant."""
    return any(any(word.startswith(c) for c in covered)
               for word in re.findall(rf"{re.escape(act)}(?:한|된|하는|되는|하던|되던)\s+(\S+)", text))
