"""The lexical re-rank's pool (bot.answer.lexical). On hand-made excerpts."""

from __future__ import annotations

from datetime import date

import numpy as np

from bot.answer.lexical import POOL, fuse, within_margin
from bot.answer.part_retrieval import retrieve_parts
from bot.knowledge.glossary import Glossary
from bot.knowledge.index import Hit
from bot.models import Asker, Excerpt

GLOSSARY = Glossary({"승인": ("OK", "허락")})


def ex(section: str, text: str, score: float, doc: str = "mail-docs") -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title="규정", section=section,
                   revision=1, text=text, score=score)


def filler(n: int, score: float) -> list[Excerpt]:
    return [ex(f"{i}. 기타", "- 화면 보호기는 10분 뒤에 켜진다.", score - 0.001 * i, "other") for i in range(n)]


BEST = ex("3. 문서 등급", "- 문서는 공개, 사내, 대외비로 나눈다.", 0.29)
SEND = ex("2. 외부로 보내는 메일", "- 대외비 문서를 외부로 보내려면 팀장 승인을 받는다.", 0.18)


def test_a_section_past_the_first_candidates_but_close_to_the_best_joins_the_re_rank() -> None:
    candidates = [BEST, *filler(POOL + 2, 0.25), SEND]  # SEND is the 12th dense candidate, 0.11 behind
    fused = fuse("대외비 문서 외부로 보낼 때 누구 승인 받아요?", candidates, 3, GLOSSARY)
    assert fused[0] is BEST and SEND in fused


def test_a_section_far_below_the_best_stays_out_whatever_words_it_shares() -> None:
    far = SEND.model_copy(update={"score": 0.10})  # 0.19 behind the best: a shared word by chance
    candidates = [BEST, *filler(POOL + 2, 0.25), far]
    assert far not in fuse("대외비 문서 외부로 보낼 때 누구 승인 받아요?", candidates, 3, GLOSSARY)


def test_the_first_candidates_are_always_read() -> None:
    low = [ex(f"{i}. 항목", "- 내용", 0.05) for i in range(POOL - 1)]
    assert within_margin([BEST, *low]) == [BEST, *low]  # within POOL: kept whatever their score
    assert within_margin([BEST, *low, SEND.model_copy(update={"score": 0.01})]) == [BEST, *low]


def test_a_question_without_content_words_keeps_the_dense_order() -> None:
    candidates = [BEST, *filler(POOL + 2, 0.25), SEND]
    assert fuse("?", candidates, 3, GLOSSARY) == candidates[:3]


class _Part:
    def __init__(self, text: str) -> None:
        self.text = text


class _Matcher:
    def parts(self, question: str) -> tuple[list[_Part], list[str]]:
        return [_Part(p.strip() + "?") for p in question.split("?") if p.strip()], []


class _Embedder:
    def embed(self, texts: list[str]) -> np.ndarray:
        return np.ones((len(texts), 4), dtype="float32")


def _hit(section: str, text: str, score: float, doc: str) -> Hit:
    meta = {"doc_id": doc, "title": "규정", "section": section, "revision": 1, "effective_from": "2026-01-01"}
    return Hit(f"{doc}#{section}", text, meta, 1.0 - score)


class _Index:
    """Every part's dense search finds the same four sections; the one with the part's words is 4th."""

    def query(self, vector: np.ndarray, dept: str | None, as_of: date, k: int) -> list[Hit]:
        hits = [_hit("2. 교체 주기", "- 노트북은 4년마다 교체한다.", 0.40, "equipment"),
                _hit("1. 지급", "- 노트북은 입사일에 지급한다.", 0.38, "equipment"),
                _hit("4. 반납", "- 퇴사할 때 노트북을 반납한다.", 0.37, "equipment"),
                _hit("3. 분실·도난 신고", "- 노트북을 도난당하면 IT 담당자에게 분실 신고를 한다.", 0.33, "equipment")]
        return hits[:k]


def test_each_part_of_a_message_is_re_ranked_by_its_own_words() -> None:
    message = "노트북 교체 주기가 몇 년이에요? 노트북 도난 신고는 어디에 해요?"
    found, _ = retrieve_parts(_Index(), _Embedder(), message, Asker(), date(2026, 11, 30), 2,  # type: ignore[arg-type]
                              GLOSSARY, _Matcher())  # type: ignore[arg-type]
    assert "3. 분실·도난 신고" in [e.section for e in found]
