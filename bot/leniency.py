"""Where the topic rule (`bot.topic.TopicMatcher.coverage`) asks less of the sentence that answers: classes of
question words that say how or where something is asked, not what (issue 8, coverage)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.generate.terms import compact

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
    noun that is not what the question is about (not topic-marked)."""
    if points < 2 or len(missing_nouns) != 1:
        return missing_nouns
    noun = missing_nouns[0]
    term = next((t for t in part.terms if t.text == noun and not t.verb), None)
    if term is None or term.asked or noun not in named_here:
        return missing_nouns
    from bot.topic import split_sentences

    opening = split_sentences(excerpt, sentence.excerpt)[:1]  # the section's first rule sets its subject
    if opening and opening[0].index < sentence.index and compact(noun) in opening[0].compact:
        return []
    return missing_nouns
