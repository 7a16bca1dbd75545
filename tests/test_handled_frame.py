""""어떻게 처리해요?" read as "어떻게 해요?" (bot.rules.handled_frame), on hand-made text."""

from __future__ import annotations

from bot.rules.handled_frame import as_plain_frame


def test_handling_verb_after_how_is_the_plain_frame() -> None:
    assert as_plain_frame("다 본 대외비 출력물은 어떻게 처리해요?") == "다 본 대외비 출력물은 어떻게 해요?"
    assert as_plain_frame("반납한 노트북 자료는 어떻게 처리되나요?") == "반납한 노트북 자료는 어떻게 되나요?"
    assert as_plain_frame("수상한 메일 받았는데 어떻게 처리 해야 돼요?") == "수상한 메일 받았는데 어떻게 해야 돼요?"
    assert as_plain_frame("이거 어떻게처리함?") == "이거 어떻게함?"


def test_processing_as_a_topic_is_left_alone() -> None:
    for text in ("개인정보 처리 방침은 어디서 봐요?", "티켓 처리 기간이 얼마나 걸려요?", "처리 어떻게 해요?",
                 "어떻게 처리 결과를 알 수 있어요?"):
        assert as_plain_frame(text) == text
