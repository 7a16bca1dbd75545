"""How to make a thing, answered by what is done with it (session 48, dev near miss p39a-near-06), on invented
sentences."""

from __future__ import annotations

from bot.rules.asked_how import problem


def test_what_is_done_with_a_thing_says_not_how_to_make_it() -> None:
    sent = "50MB가 넘는 영상은 공용 서버에 올리고 다운로드 링크를 보낸다."
    assert problem("다운로드 링크는 어떻게 만들어요?", sent, {}) is not None
    # a rule on making it, and one on what goes into it, say how
    assert problem("다운로드 링크는 어떻게 만들어요?", "다운로드 링크는 공용 서버의 공유 버튼으로 만든다.", {}) is None
    assert problem("회의실 비번은 어떻게 만들어요?", "회의실 비번에는 생일을 넣지 않는다.", {}) is None
