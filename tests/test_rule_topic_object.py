"""The object the question's act is done to (`bot.rules.topic_object`; batch `_zt`, issue 8: answerable questions
answered with a sentence about another point), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.rules import topic_object


def _no_words(_word: str) -> list[str]:
    return []


@pytest.mark.parametrize(("question", "lemma", "thing"), [
    ("전원 뽑았는데 모니터는 꺼야 돼요?", "끄", "모니터"),
    ("프린터도 꺼야 돼요?", "끄", "프린터"),
    ("프린터 꺼도 돼요?", "끄", "프린터"),
    ("프린터를 꺼도 돼요?", "끄", "프린터"),
    ("꺼도 돼요?", "끄", None),
])
def test_asked_object(question: str, lemma: str, thing: str | None) -> None:
    assert topic_object.asked_object(question, lemma) == thing


def test_act_on_another_thing_does_not_answer() -> None:
    question = "연기 나서 전원 뽑았는데 모니터는 꺼야 돼요?"
    sentence = "연기가 나면 즉시 전원을 뽑고 조명을 꺼서 모니터를 벽에서 떼어 놓는다."
    assert topic_object.problems(question, "끄", sentence, _no_words) == [topic_object.PROBLEM]
    # the asked thing through a policy word of it
    assert topic_object.problems("화면은 꺼야 돼요?", "끄", sentence, lambda w: ["조명"] if w == "화면" else []) == []


@pytest.mark.parametrize("sentence", [
    "모니터는 끄지 말고 그대로 둔 채 관리팀에 연락한다.",  # the act on the asked thing, topic-marked
    "연기가 나면 모니터와 조명을 끈다.",  # the asked thing in the clause of the verb
    "연기가 나면 관리팀에 연락한다.",  # the verb is not used: other rules judge
])
def test_act_on_the_asked_thing_left_alone(sentence: str) -> None:
    assert topic_object.problems("연기 나는데 모니터는 꺼야 돼요?", "끄", sentence, _no_words) == []


def test_english_left_alone() -> None:
    assert topic_object.problems("should I turn off the monitor?", "끄", "조명을 꺼서 정리한다.", _no_words) == []


@pytest.mark.parametrize(("question", "act", "sentence"), [
    # the act of an earlier clause is the asker's story, not what is asked
    ("단말기 기종 바꿨는데 인증 앱은 어떻게 해요?", "바꾸", "단말기를 바꾸면 인증 앱을 다시 깐다."),
    ("팀 옮기면 예전 팀 폴더는 그대로 쓸 수 있어요?", "옮기", "부서를 옮기면 이전 폴더는 닫힌다."),
    # a how question is answered by the means, often another thing
    ("큰 동영상은 어떻게 보내요?", "보내", "큰 파일은 공유 링크를 보낸다."),
    # a list before the object belongs to its clause
    ("숫자만 섞으면 안 되나요?", "섞", "대문자·숫자·기호 중 두 종류 이상을 섞어 쓴다."),
])
def test_narrowed_cases_left_alone(question: str, act: str, sentence: str) -> None:
    assert topic_object.problems(question, act, sentence, _no_words) == []
