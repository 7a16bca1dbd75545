"""A what-next follow-up needs a sentence that goes on from the previous act (`bot.rules.what_next`, and the extractive
generator's hand-off; batch `_zt`, issue 8), on invented sentences and questions, not the case files."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import what_next


def test_what_next_follow_up_needs_the_previous_act() -> None:
    previous = "보존 문서는 10년 동안 보관한다."
    assert not what_next.goes_on("보존 문서 그다음엔 어떻게 돼요?", False, previous, "보존 문서는 매주 점검한다.")
    assert what_next.goes_on("보존 문서 그다음엔 어떻게 돼요?", False, previous,
                             "보관 기간이 지난 보존 문서는 파쇄한다.")
    # the first part, a part with an act of its own, or no what-next word: left alone
    assert what_next.goes_on("보존 문서 그다음엔 어떻게 돼요?", False, None, "보존 문서는 매주 점검한다.")
    assert what_next.goes_on("그다음엔 누가 점검해요?", True, previous, "보존 문서는 매주 점검한다.")
    assert what_next.goes_on("보존 문서 누가 봐요?", False, previous, "보존 문서는 매주 점검한다.")


def test_generator_hands_off_a_follow_up_no_sentence_goes_on_from() -> None:
    from bot.answer.generate.extractive import ExtractiveGenerator
    from bot.knowledge.embeddings import make_embedder
    from bot.settings import load_settings

    gen = ExtractiveGenerator(make_embedder(load_settings()), Glossary({}))
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="문서 보존 규정", section="1. 보존", revision=1,
                      text="- 보존 문서는 매일 밤 스캔한다.\n- 보존 문서는 10년 동안 보관한다.\n"
                           "- 매달 보존 문서를 점검한다.",
                      score=0.6)
    draft = gen.generate("보존 문서는 얼마나 보관하고 그다음엔 어떻게 돼요?", [excerpt])
    assert draft.status == "insufficient_evidence"
