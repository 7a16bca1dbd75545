"""Regional asking forms read as standard Korean (session 49, probe _p49a), on invented sentences."""

from __future__ import annotations

from bot.rules.dialect import as_standard
from tests.support.topic_rule import shipped_matcher


def test_regional_endings_are_read_as_the_standard_asking_forms() -> None:
    assert as_standard("출입증은 며칠 안에 반납해야 된당가?") == "출입증은 며칠 안에 반납해야 되나요?"
    assert as_standard("회의실 예약은 누가 하는 거여유?") == "회의실 예약은 누가 하는 거예요?"
    assert as_standard("명함은 언제까지 신청해야 되는교?") == "명함은 언제까지 신청해야 되나요?"
    assert as_standard("사원증 잃어부렀어라. 어디다 말해야 혀요?") == "사원증 잃어버렸어요. 어디다 말해야 해요?"
    assert as_standard("프린터가 느린디 껐다 켜도 되나유?") == "프린터가 느린데 껐다 켜도 되나요?"
    assert as_standard("회의실 들어갈라 카믄 머부터 해야 되노?") == "회의실 들어가려면 뭐부터 해야 되나요?"
    assert as_standard("자리 옮기믄 우째 해야 되쥬?") == "자리 옮기면 어떻게 해야 되죠?"
    assert as_standard("택배 보냈슈. 공짜 아녀?") == "택배 보냈어요. 공짜 아니에요?"
    assert as_standard("서류가 적혀 있는 대로 막혀 있어요") == "서류가 적혀 있는 대로 막혀 있어요"
    assert as_standard("아이가 노트북을 썼어요") == "아이가 노트북을 썼어요"


def test_standard_words_that_look_like_regional_endings_are_left_alone() -> None:
    for plain in ("시간 여유 있어요?", "이거 문제 맞아요?", "파일 삭제?", "머리가 아파요", "비교해 주세요",
                  "어디 있어요?", "Can I use it?"):
        assert as_standard(plain) == plain, plain


def test_a_regional_how_question_is_not_read_as_asking_leave() -> None:
    matcher = shipped_matcher("- 회의실 예약 시스템은 사내망에서 먼저 로그인한 뒤 쓴다.")
    # "우째 해야 되나유?" asks how to deal with the dropping connection; read as "해야 되나?" it asked leave, and a
    # rule on what to do first answered it
    parts, _ = matcher.parts("예약 시스템이 자꾸 끊겨서 일을 못 했슈. 우째 해야 되나유?")
    assert [p.permission for p in parts] == [False]
    parts, _ = matcher.parts("예약 시스템 끊겨도 계속 써도 되나유?")
    assert [p.permission for p in parts] == [True]
