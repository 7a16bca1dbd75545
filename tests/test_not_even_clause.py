"""Session 33 (issue 8), invented sentences: 도 before a clause of failure is "not even" ("기사님 연락도 안 되고"): what
the asker tried and could not do is part of the story, not something the rule must cover as well; "사원증도 안
돌려줘도 돼요?" and "모니터도 안 돼요?" still ask the rule to cover the badge or the monitor as well."""

from __future__ import annotations

from bot.rules.situations import also_things, not_even_nouns


def test_not_even_is_no_also() -> None:
    assert also_things("태블릿 버스에 두고 내렸어요 기사님 연락도 안 되고 누구한테 말해요?") == ()
    assert also_things("답장도 없는데 어떡하죠?") == ()
    assert also_things("퇴사할 때 출입카드도 안 돌려줘도 돼요?") == ("출입카드",)
    assert also_things("모니터도 안 돼요?") == ("모니터",)


def test_the_nouns_of_a_failed_attempt_are_the_story() -> None:
    question = "태블릿 버스에 두고 내렸어요. 기사님 연락도 안 되고 누구한테 말해요?"
    assert "기사" in not_even_nouns(question, ["태블릿", "내리"])
    assert not_even_nouns(question, ["태블릿"]) == []  # the sentence must carry the question's own words first
