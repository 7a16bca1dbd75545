"""Branch retrieval12: the lexical re-rank's pool (bot.lexical). On hand-made excerpts."""

from __future__ import annotations

from bot.glossary import Glossary
from bot.lexical import POOL, fuse, within_margin
from bot.models import Excerpt

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


PRIVACY = [ex("2. 이용과 보관", "- 개인정보 보관 기간은 3년이다.", 0.46, "privacy"),
           ex("4. 외부 제공", "- 개인정보를 외부 업체에 넘기지 않는다.", 0.33, "privacy"),
           ex("1. 수집", "- 개인정보는 필요한 항목만 수집한다.", 0.32, "privacy"),
           ex("3. 파기", "- 보관 기간이 지나면 5영업일 이내에 파기한다.", 0.27, "privacy")]


def test_a_hada_verb_in_the_question_meets_its_noun_in_the_section() -> None:
    fused = fuse("개인정보 보관기간 끝나면 며칠 안에 파기해야 돼요?", PRIVACY, 3, GLOSSARY)
    assert fused[0] is PRIVACY[0] and PRIVACY[3] in fused


def test_the_verb_noun_counts_only_where_the_section_writes_it() -> None:
    from bot.lexical import lexical_score, question_words
    words = question_words("언제 파기해요?", GLOSSARY)
    assert lexical_score(words, PRIVACY[3]) == 1.0
    assert lexical_score(words, PRIVACY[1]) == 0.0
