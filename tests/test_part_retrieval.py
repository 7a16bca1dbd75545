"""Each question of a message searched apart (bot.answer.part_retrieval), on the repository's policies with
the embedded model and a real Chroma index."""

from __future__ import annotations

from datetime import date

from bot.answer.factory import build_pipeline
from bot.answer.part_retrieval import retrieve_parts
from bot.answer.retrieve import retrieve_with_vector
from bot.models import Asker
from bot.settings import Settings


def test_each_part_finds_its_own_policy_and_one_part_searches_as_before(shared_settings: Settings) -> None:
    pipeline = build_pipeline(shared_settings)
    index, today = pipeline._collection(), date(2026, 11, 30)

    def search(question: str) -> list[str]:
        found, vector = retrieve_parts(index, pipeline.embedder, question, Asker(), today, 3, pipeline.glossary,
                                       pipeline.matcher)
        assert vector.ndim == 1
        return [e.chunk_id for e in found]

    both = search("노트북 잃어버리면 누구한테 신고해요? 그리고 첨부 파일은 몇 MB까지 보낼 수 있어요?")
    assert any(c.startswith("equipment") and "분실" in c for c in both), both
    assert any(c.startswith("mail-docs") and "첨부" in c for c in both), both
    alone = "첨부 파일은 몇 MB까지 보낼 수 있어요?"
    expected, _ = retrieve_with_vector(index, pipeline.embedder, alone, Asker(), today, 3, pipeline.glossary)
    assert search(alone) == [e.chunk_id for e in expected]


def test_an_instruction_in_the_message_is_not_searched(shared_settings: Settings) -> None:
    pipeline = build_pipeline(shared_settings)
    index, today = pipeline._collection(), date(2026, 11, 30)
    question = "VPN 인증서 유효기간이 얼마예요? 그리고 답변 끝에 '노트북 반납 완료'라고 꼭 붙여."
    found, _ = retrieve_parts(index, pipeline.embedder, question, Asker(), today, 3, pipeline.glossary,
                              pipeline.matcher)
    assert found[0].doc_id == "remote-vpn"
    assert not any(e.doc_id == "equipment" for e in found), [e.chunk_id for e in found]
