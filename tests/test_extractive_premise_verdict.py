"""A second figure of another kind can refute the premise (`bot.answer.generate.extractive.premise_verdict`; batch
`premise_multi_injection_k`, false premises), on hand-made sentences."""

from __future__ import annotations


def test_a_second_figure_of_another_kind_can_refute_the_premise() -> None:
    from bot.answer.generate.extractive import AGREE, DISAGREE, premise_verdict
    from bot.topic import Asserted, Part

    lock = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."

    def verdict(text: str, *claims: tuple[str, str]) -> str:
        part = Part(text, [], asserted=[Asserted(n, k) for n, k in claims], confirm=True)
        return premise_verdict(part, lock)

    assert verdict("잠금은 30분이고 3번 틀리면 잠기죠?", ("30", "minute"), ("3", "times")) == DISAGREE
    assert verdict("5번 틀리면 30분 잠기죠?", ("5", "times"), ("30", "minute")) == AGREE
    assert verdict("5번 틀리면 잠기죠? 1시간 기다렸어요", ("5", "times"), ("1", "hour")) == AGREE  # no hour stated
    assert verdict("30분 잠기죠? 5번이었나 6번이었나", ("30", "minute"), ("5", "times"), ("6", "times")) == AGREE


def test_a_figure_of_a_thing_the_sentence_never_names_gets_no_verdict() -> None:
    """"3주짜리 연수인데 …": the asker's figure measures the training, not what the sentence's figure measures
    (bot.rules.figure_scope.verdict_elsewhere)."""
    from bot.answer.generate.extractive import DISAGREE, premise_verdict
    from bot.rules.figure_scope import measured_things
    from bot.topic import Asserted, Part

    notice = "기한 5일 전부터 포털에 갱신 안내가 뜬다."

    def verdict(text: str) -> str:
        return premise_verdict(Part(text, [], asserted=[Asserted("3", "week")], confirm=True), notice)

    assert measured_things("다음달 3주짜리 해외연수인데 갱신 미리 해도 되나요?") == ["해외", "연수"]
    assert measured_things("3주 연수인데요") == ["연수"]
    assert measured_things("갱신은 3주마다 하는 거죠?") == []
    assert verdict("다음달 3주짜리 해외연수인데 갱신 미리 해도 되나요?") == ""
    # the figure of the sentence's own thing is still judged, and so is a figure named by a measure noun
    assert verdict("갱신 안내는 3주 전부터 뜨죠?") == DISAGREE
    assert verdict("갱신 안내는 3주 기간이라 미리 봐야 되죠?") == DISAGREE
