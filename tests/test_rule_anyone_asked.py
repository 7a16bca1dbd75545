"""아무나 asks who (`bot.rules.anyone_asked`; batch `_zj`, issue 8: a safety check of the session's leniency with near
misses), on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.rules import anyone_asked


def test_anyone_asks_who() -> None:
    assert anyone_asked.problems("복원 점검은 아무나 하면 되죠?", "매주 백업본으로 복원 점검을 한다.")
    assert not anyone_asked.problems("라이선스는 아무나 사도 돼요?", "유료 라이선스는 IT 담당자가 구매한다.")
    assert not anyone_asked.problems("복원 점검은 IT팀이 하면 되죠?", "매주 백업본으로 복원 점검을 한다.")
    # the place the question names is no one
    assert anyone_asked.problems("창고 아무나 들어가도 돼요?", "창고에 들어갈 때는 점검표를 작성한다.")
