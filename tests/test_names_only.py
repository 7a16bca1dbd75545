"""Session 37 (issue 8), invented sentences: a question that names one thing and asks nothing of it ("태블릿 어떻게
해요?", "what about tablets?") is not answered by whichever rule on that thing comes first when rules on several points
of it pass (ExtractiveGenerator._names_only); a question that asks a point of it is answered."""

from __future__ import annotations

from bot.models import Excerpt
from tests.support import topic_rule


def _excerpts() -> list[Excerpt]:
    return [Excerpt(chunk_id="t#1", doc_id="t", title="태블릿 규정", section="1. 교체", revision=1,
                    text="- 태블릿은 3년마다 교체한다.", score=0.6),
            Excerpt(chunk_id="t#2", doc_id="t", title="태블릿 규정", section="2. 반납", revision=1,
                    text="- 퇴사하면 태블릿을 7일 안에 반납한다.", score=0.5)]


def test_a_thing_named_alone_is_handed_off() -> None:
    _, _, gen = topic_rule.shipped_extractive("태블릿 어떻게 해요?", "1. 교체", "- 태블릿은 3년마다 교체한다.")
    gen.matcher.set_vocabulary(["태블릿은 3년마다 교체한다.", "퇴사하면 태블릿을 7일 안에 반납한다."])
    assert gen.generate("태블릿 어떻게 해요?", _excerpts()).status == "insufficient_evidence"
    assert gen.generate("태블릿은 몇 년마다 교체해요?", _excerpts()).status == "answered"
