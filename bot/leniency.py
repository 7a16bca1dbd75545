"""Where the topic rule (`bot.topic.TopicMatcher.coverage`) asks less of the sentence that answers: classes of
question words that say how or where something is asked, not what (issue 8, coverage)."""

from __future__ import annotations

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
