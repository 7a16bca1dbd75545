"""A noun made a verb in a clause that tells a circumstance or a saying is background like a verb there
(`bot.rules.clauses`, batch `_zq2`); not when an auxiliary follows or the clause chains the act asked."""

from __future__ import annotations

from bot.rules.clauses import background_predicates


def test_a_noun_verb_that_tells_the_scene_is_background() -> None:
    assert "숙제" in background_predicates("조카가 숙제한다고 제 노트북 빌려달래요. 빌려줘도 돼요?")
    assert "출장" in background_predicates("다음 주 출장하는데 노트북 빌려가도 돼요?")


def test_a_wanted_or_chained_noun_verb_is_not_background() -> None:
    assert "설치" not in background_predicates("그 프로그램 설치하고 싶은데 그냥 깔아도 되나요?")
    assert "선택" not in background_predicates("메일 여러 통 선택해서 눌러도 돼요?")
    assert "결제" not in background_predicates("이 툴 제 카드로 결제해도 돼요?")
