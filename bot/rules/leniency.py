"""Where the topic rule (`bot.topic.TopicMatcher.coverage`) asks less of the sentence that answers: classes of
question words that say how or where something is asked, not what (issue 8, coverage)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.language.tags import RECIPIENT_PARTICLES
from bot.language.terms import GENERIC_VERBS, Term, analyze, compact
from bot.rules import answer_kind
from bot.rules.section_topic import opening_subject
from bot.rules.story import modifiers_of

if TYPE_CHECKING:
    from bot.models import Excerpt
    from bot.topic import Part, Sentence

# "같이"/"함께" (together, along): once the sentence carries two of the question's topic points, the adverb
# only tells the manner ("암호를 메일 본문에 같이 적어도 돼요?", "외부 업체가 서버실 들어갈 때 누가 같이 가요?").
ACCOMPANIMENT = frozenset({"같이", "함께"})


def without_manner(missing: list[str], points: int) -> list[str]:
    """`missing` without the accompaniment adverb when it is all the sentence lacks and the sentence carries
    two topic points: then the sentence is the rule on that act, whoever does it with whom. Anything else
    missing keeps it, so a sentence that also lacks a topic word is judged as before (and the learned
    decision sees the same words)."""
    if points >= 2 and missing and all(word in ACCOMPANIMENT for word in missing):
        return []
    return missing


def section_subject(part: Part, missing_nouns: list[str], points: int, named_here: frozenset[str],
                    excerpt: Excerpt, sentence: Sentence) -> list[str]:
    """A question noun that the opening rule of the same section names is the section's subject, which a
    later sentence of that section need not repeat: the section on sending mail out opens with "대외비
    문서를 외부로 보낼 때는 …" and then says "파일 암호는 메일 본문에 쓰지 않고 …", which answers "대외비 파일
    암호를 메일 본문에 써도 돼요?". Only when the sentence itself carries two topic points, and only for one
    noun that is not what the question is about (not topic-marked). Likewise the head noun of the question's own
    compound that an earlier rule of the section has as its subject (`_compound_subject`: "개인정보 파일은 …")."""
    if len(missing_nouns) == 1 and _compound_subject(part.text, missing_nouns[0], excerpt, sentence):
        return []
    if points < 2 or len(missing_nouns) != 1:
        return missing_nouns
    noun = missing_nouns[0]
    term = next((t for t in part.terms if t.text == noun and not t.verb), None)
    if term is None or term.asked or noun not in named_here:
        return missing_nouns
    from bot.topic import split_sentences

    opening = split_sentences(excerpt, sentence.excerpt)[:1]  # the section's first rule sets its subject
    if opening and opening[0].index < sentence.index and compact(noun) in opening[0].compact and not (
            prescribed_object(noun, opening[0].text)):
        return []
    return missing_nouns


def _compound_subject(question: str, noun: str, excerpt: Excerpt, sentence: Sentence) -> bool:
    """An earlier rule of the section has the question's own compound ending on `noun` as its subject ("개인정보
    파일은 … 보관하고" before "보관 기간은 목적을 달성한 날부터 1년이다", asked "개인정보 파일은 언제까지 갖고 있어도
    돼요?"): the section goes on about that subject, so a later rule need not repeat its head noun (파일)."""
    from bot.topic import split_sentences

    compound = _compound_before(question, noun)
    if not compound:
        return False
    earlier = [s for s in split_sentences(excerpt, sentence.excerpt) if s.index < sentence.index]
    return any(compound in compact(opening_subject(s.text)) for s in earlier)


def _compound_before(question: str, noun: str) -> str:
    """The question's compound that ends on `noun` ("개인정보 파일" -> "개인정보파일"), compacted, or ""."""
    found = re.search(rf"(\S+?)\s*{re.escape(noun)}", question)
    if not found or not re.fullmatch(r"[가-힣A-Za-z]+", found.group(1)):
        return ""
    return compact(found.group(1) + noun)


def prescribed_object(noun: str, opening: str) -> bool:
    """`noun` is the object of what the opening rule prescribes, after its topic or situation: "서버실에 들어갈
    때는 **출입 기록부를** 작성한다" is about entering the server room, not about the log, so a later rule of
    the section (who goes along with a vendor) does not answer a question about the log. The subject ("대외비
    문서를 외부로 보낼 때는 …") is not such an object."""
    subject = opening_subject(opening)  # up to its topic or situation (bot.rules.section_topic)
    rest = compact(opening[len(subject):]) if subject else ""
    word = compact(noun)
    return word not in compact(subject or opening) and re.search(rf"{re.escape(word)}(?:을|를)", rest) is not None


def section_scene(scene: tuple[str, ...], section: str, question: str) -> bool:
    """A rule's opening situation ("수집할 때는 목적을 알리고 동의를 받는다") that its section heading names ("1.
    수집") is the situation of the whole section; a question that tells its situation with a generic verb
    ("개인정보 받을 때 동의 받아야 돼요?": 받다) tells that one when it reached this section by its other
    words. A question that tells no situation, or tells it with an act of its own ("반납한 노트북 데이터는
    …" against "교체할 때는 …"), still needs the rule's situation named."""
    heading = compact(section)
    if not scene or not all(compact(word) in heading for word in scene):
        return False
    verb = _time_clause_verb(question)
    return verb is not None and verb in GENERIC_VERBS


def _time_clause_verb(text: str) -> str | None:
    """The verb of the question's "…ㄹ 때" clause ("받을 때" -> 받), or None."""
    morphs = analyze(text)
    for i, m in enumerate(morphs):
        if m.lemma == "때" and m.tag.startswith("NN"):
            for before in reversed(morphs[max(0, i - 3):i]):
                if before.tag in ("VV", "VA", "VX"):
                    return before.lemma
            return None
    return None


def person_kind(part: Part, missing_nouns: list[str], covered: list[str], body: str) -> list[str]:
    """A noun that only says which of a kind of person is meant ("**팀** 동료", "**옆자리** 동료") when the
    sentence names that kind of person itself: a rule on 동료 is a rule on every colleague. Never the
    asker's own ("개인"), and never for a thing (a rule on 비밀번호 is not one
    on "와이파이 비밀번호")."""
    if not missing_nouns:
        return missing_nouns
    squeezed = compact(body)
    heads = frozenset(t.text for t in part.terms if not t.verb and t.text in covered
                      and answer_kind.is_person(t.text) and compact(t.text) in squeezed)
    if not heads:
        return missing_nouns
    which = modifiers_of(part.text, heads)
    return [n for n in missing_nouns
            if n not in which or n in OWN_WORDS]


OWN_WORDS = frozenset({"개인", "본인", "자기", "내", "제"})


def told_alike(part: Part, unmatched: list[Term], body: str) -> set[str]:
    """Verbs of telling are one act when the question asks whom to tell: "어디에 얘기해야 돼요?", "누구한테
    연락해요?" are answered by "… 보안팀에 신고한다" or "… 바로 알린다". Only for a question that asks who or
    where (the recipient is what it wants), and only when the sentence tells a person or team ("보안팀에
    신고한다"; not "다른 경로로 알려 준다", which says how, not whom)."""
    telling = [t for t in unmatched if t.text in answer_kind.TELLING_VERBS]
    if not telling:
        return set()
    kind = answer_kind.asked_kind(part.text)
    if not (kind.who or kind.where):
        return set()
    if not _tells_someone(body):
        return set()
    return {t.text for t in telling}


def _tells_someone(text: str) -> bool:
    """A verb of telling with a person or team marked as its recipient a few words before it."""
    morphs = analyze(text)
    for i, m in enumerate(morphs):
        if m.lemma not in answer_kind.TELLING_VERBS:
            continue
        for j in range(max(1, i - 4), i):
            if morphs[j].surface in RECIPIENT_PARTICLES and morphs[j].tag.startswith("J") and (
                    answer_kind.is_person(morphs[j - 1].lemma)):
                return True
    return False


def unnamed_event(act: str, known: bool, glossary: bool) -> bool:
    """The act a when/where/who question ends on is one no policy sentence uses and the glossary does not map
    ("노트북은 언제 나와요?", "변경 안내는 어디에 떠요?", "백업 돌아가는 시간"): it cannot name another of
    the policies' acts, so it is the event of the thing asked told in everyday words, and the sentence that
    passed the topic rule for that thing (its act worded as the policy words it: 지급한다, 표시된다, 한다)
    answers it. An act the policies use ("언제 풀려요?": 잠긴 계정은 … 풀린다) must still be the one
    the sentence states, and so must an act of giving or receiving."""
    # a verb of giving or receiving ("돌려받", "보내주") is someone's act, not the thing's own event: "노트북은 언제
    # 돌려받아요?" asks about a return nobody's rule states
    return not known and not glossary and not act.endswith(GIVE_TAKE)


GIVE_TAKE = ("받", "주", "드리")  # the closed class of verbs of giving and receiving, as a compound's last stem
