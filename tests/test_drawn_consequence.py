"""A figure given as the reason for what the asker did, then "맞죠?" (issue 8, false premises):
`bot.rules.drawn_consequence`, the extractive generator's fallback and the `answers_question` check on it.
Hand-made messages and excerpts (no model, no index)."""

from __future__ import annotations

from bot.rules.drawn_consequence import split
from bot.rules.hearsay import without_source
from tests.support.topic_rule import checked_extractive as _answer

UPLOAD = "- 공유 폴더 업로드 파일은 50MB까지 올릴 수 있다.\n- 50MB가 넘는 파일은 보관 서버에 올린다."
BADGE = "- 출입증은 3년마다 바꾼다."



def test_the_opening_figure_and_the_consequence_drawn_from_it() -> None:
    assert split("출입증은 5년마다 바꾼다고 들어서 작년에 받은 건 그냥 쓰고 있는데 이거 맞아요?", without_source) == (
        "출입증은 5년마다 바꾼다 맞죠?", "작년에 받은 건 그냥 쓰고 있는데 이거 맞아요?")
    # a reason clause claims a rule only with a bound or period in it; the asker's own thing is no claim
    assert split("업로드 30MB 제한이라 파일을 나눠 올려야 하는 거 맞죠?", without_source)[1] != ""
    assert split("파일이 80MB라서 보관 서버에 올리면 되죠?", without_source)[1] == ""
    # English: a figure heard (or a bound stated), then "so …"; the asker's own file is no claim about a rule
    assert split("I heard the upload limit is 30MB, so I split my files. Is that right?", without_source) == (
        "the upload limit is 30MB, right?", "I split my files")
    assert split("My file is 80MB, so I should use the archive server, right?", without_source)[1] == ""
    # a fact of the asker's case relayed (-다는데) is not read as a rule heard
    assert split("출입증 3년 지났다는데 제가 대신 바꿔도 되죠?", without_source)[1] == ""
    # a question of its own after it is not a confirmation
    assert split("출입증은 5년마다 바꾼다고 들어서 그럼 언제 신청해요?", without_source)[1] == ""


def test_a_false_figure_behind_a_drawn_consequence_is_corrected() -> None:
    answer, checked = _answer("출입증은 5년마다 바꾼다고 들어서 작년에 받은 건 그냥 쓰고 있는데 이거 맞아요?",
                              "1. 출입증", BADGE)
    assert answer is not None and answer.startswith("아닙니다.") and "3년마다" in answer and checked
    answer, checked = _answer("공유 폴더 업로드 30MB 제한이라 파일을 나눠 올려야 하는 거 맞죠?", "2. 공유 폴더", UPLOAD)
    assert answer is not None and answer.startswith("아닙니다.") and "50MB까지" in answer and checked


def test_a_figure_the_policy_agrees_with_leaves_the_consequence_open() -> None:
    answer, _ = _answer("출입증은 3년마다 바꾼다고 들어서 작년에 받은 건 그냥 쓰고 있는데 이거 맞아요?",
                        "1. 출입증", BADGE)
    assert answer is None or not answer.startswith("아닙니다.")


def test_an_english_question_asked_of_each_of_two_things_told_together() -> None:
    from bot.rules.each_of_both import distributed

    assert distributed("Left both my badge and my tablet at the hotel. Who do I tell about each one?") == (
        "Left my badge at the hotel. Who do I tell about it? Left my tablet at the hotel. Who do I tell about it?")
    assert distributed("both the badge and the tablet broke. what do I do with each?").startswith("both")
    assert distributed("I use both Zoom and Slack. Are they paid?") == "I use both Zoom and Slack. Are they paid?"


def test_a_count_of_questions_and_how_to_answer_them_is_an_announcement() -> None:
    from bot.rules.announced_questions import without_announcement

    assert without_announcement("세 가지만 간단히") == ""
    assert without_announcement("두 개만 빠르게") == ""
    assert without_announcement("비번 두 개 빠르게 바꿔도 돼요?") == "비번 두 개 빠르게 바꿔도 돼요?"
