"""Hand-made storeroom-policy sentences with figures, their matcher and a one-sentence coverage helper, shared by the
answer-kind and asked-counter tests."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import Coverage, TopicMatcher, split_sentences

LOSS = "태블릿을 도난당하면 즉시 총무팀에게 분실 신고를 한다."
PAIR = "창고에는 3인 이상이 함께 들어간다."
ESCORT = "방문객이 창고에 들어갈 때는 총무팀 직원이 동행한다."
UPLOAD = "메신저 첨부 파일은 50MB까지 올릴 수 있다."
REVIEW = "창고 열쇠는 반기마다 점검한다."
FIGURES = TopicMatcher(Glossary({"분실": ("도둑맞",)}))
FIGURES.set_vocabulary([LOSS, PAIR, ESCORT, UPLOAD, REVIEW])


def covers(question: str, sentence: str) -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="총무 규정", section="1. 규칙", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = FIGURES.parts(question)
    return FIGURES.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt)
