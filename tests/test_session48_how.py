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


def test_what_is_done_to_a_thing_on_the_way_to_another_act_says_not_how_to_pass_it_on() -> None:
    sent = "계약서를 외부로 보낼 때는 파일에 비번을 걸어 보낸다."
    assert problem("파일 비번은 어떻게 전달해요?", sent, {}) is not None
    assert problem("파일 비번은 어떻게 전달해요?", "파일 비번은 메신저로 따로 전달한다.", {}) is None
    # the thing as the topic of the final act: that act is the way asked
    assert problem("다 쓴 계약서는 어떻게 버려요?", "다 쓴 계약서는 파쇄한다.", {}) is None
