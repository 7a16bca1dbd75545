"""A way proposed with "N에/로 V-면 되죠?" must be in the sentence (`bot.rules.proposed_means`; batch `_zj`, issue 8: a
safety check of the session's leniency with near misses), on hand-made sentences and invented questions."""

from __future__ import annotations

from bot.rules import proposed_means


def no_words(word: str) -> list[str]:
    return []


def test_a_way_proposed_must_be_in_the_sentence() -> None:
    assert proposed_means.proposed("USB 자료 삭제는 휴지통에 넣으면 되죠?") == ("휴지통",)
    assert proposed_means.proposed("재발급은 포털에서 하면 돼요?") == ("포털",)
    assert proposed_means.proposed("팀장님한테 말하면 되죠?") == ()  # a recipient
    assert proposed_means.proposed("노트북은 며칠 안에 돌려주면 되나요?") == ()  # a time
    assert proposed_means.problems("재발급은 포털에서 하면 돼요?", "만료 30일 전에 재발급을 신청한다.", no_words)
    assert not proposed_means.problems("자료는 공유 드라이브에 올리면 되죠?", "큰 파일은 공유 드라이브에 올린다.",
                                       no_words)


def test_a_sentence_that_prescribes_its_own_way_answers_the_proposal() -> None:
    question = "고객 명단 파일 휴지통에 넣으면 되죠?"
    assert not proposed_means.problems(question, "명단 파일은 전용 삭제 프로그램으로 지운다.", no_words)
    assert not proposed_means.problems("자료 개인 메일에 옮기면 돼요?", "자료는 팀 드라이브로 옮긴다.", no_words)
    # a place of the act (에서) or a recipient (에) is no way: the bin stays unanswered
    assert proposed_means.problems(question, "용도가 끝난 명단은 팀 드라이브에서 바로 지운다.", no_words)
    assert proposed_means.problems(question, "명단 파일을 지우면 보안팀에 알린다.", no_words)
