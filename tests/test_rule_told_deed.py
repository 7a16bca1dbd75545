"""A deed the question tells as already done (`bot.rules.told_deed`; batch `_zt`, issue 8: answerable questions answered
with a sentence about another point), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import told_deed
from bot.topic import TopicMatcher, split_sentences

MATCHER = TopicMatcher(Glossary({"연결": ("꽂",)}))


def _verdict(question: str, sentence: str, title: str = "규정", section: str = "1. 규칙") -> bool:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt).passed


def _no_words(_word: str) -> list[str]:
    return []


@pytest.mark.parametrize(("question", "deeds"), [
    ("태블릿 도난 신고했는데 그다음엔 어떻게 돼요?", {"신고"}),
    ("신고를 했는데 그다음엔요?", {"신고"}),
    ("전원 선 뽑았는데 모니터는 꺼야 돼요?", {"뽑"}),
    ("카드 잃어버렸는데 어디에 말해요?", {"잃어버리"}),
    ("3번 틀려서 잠겼는데 그다음엔 어떻게 돼요?", set()),  # what happened to the asker, not a deed
    ("신고했어요?", set()),  # asked, not told
    ("사원증 신고하면 어떻게 돼요?", set()),  # a condition, not a deed done
])
def test_told_deeds(question: str, deeds: set[str]) -> None:
    assert told_deeds_of(question) == deeds


def told_deeds_of(question: str) -> set[str]:
    return told_deed.told_deeds(question)


@pytest.mark.parametrize(("sentence", "act"), [
    ("사원증을 잃어버리면 바로 총무팀에 분실 신고를 한다.", "신고"),
    ("출입 카드를 잃어버리면 즉시 관리팀에 신고한다.", "신고"),
    ("개인 공유기는 사무실 랜에 연결하지 않는다.", "연결"),
    ("프린터는 끄지 말고 그대로 둔 채 관리팀에 연락한다.", "연락"),
    ("보존 기간은 계약이 끝난 날부터 3년이다.", None),
])
def test_main_act(sentence: str, act: str | None) -> None:
    assert told_deed.main_act(sentence) == act


def test_rule_on_the_report_already_made_does_not_answer_what_next() -> None:
    question = "출입 카드 분실 신고했는데 그다음엔 어떻게 처리돼요?"
    sentence = "출입 카드를 잃어버리면 즉시 관리팀에 분실 신고를 한다."
    assert told_deed.problems(question, "처리", sentence, _no_words) == [told_deed.PROBLEM]
    assert not _verdict(question, sentence)
    # what follows the report is not touched by this rule
    assert told_deed.problems(question, "처리", "신고를 받은 관리팀이 카드를 정지한다.", _no_words) == []


def test_deed_through_a_policy_word() -> None:
    question = "개인 공유기 꽂았는데 그다음엔 뭐 해야 돼요?"
    sentence = "개인 공유기는 사무실 랜에 연결하지 않는다."
    assert told_deed.problems(question, None, sentence, lambda w: ["연결"] if w == "꽂" else []) == [
        told_deed.PROBLEM]


@pytest.mark.parametrize("question", [
    "개인 공유기 꽂았는데 괜찮아요?",  # the deed itself is asked about
    "비번 바꿨는데 또 바꿔야 돼요?",  # the asked act is the deed
])
def test_questions_about_the_deed_itself_left_alone(question: str) -> None:
    assert told_deed.problems(question, "바꾸" if "또" in question else None,
                              "개인 공유기는 사무실 랜에 연결하지 않는다.", lambda w: ["연결"]) == []
    assert told_deed.problems(question, "바꾸", "비밀번호는 90일마다 바꾼다.", _no_words) == []


def test_told_deed_as_the_last_content_verb_is_not_the_asked_act() -> None:
    # "…신고했는데 그다음엔 뭐 해요?": 신고 is the question's last content verb, but told, not asked
    question = "출입 카드 잃어버려서 관리팀에 신고했는데 그다음엔 뭐 해요?"
    sentence = "출입 카드를 잃어버리면 즉시 관리팀에 신고한다."
    assert told_deed.problems(question, "신고", sentence, _no_words) == [told_deed.PROBLEM]
    # a question word after the told clause asks something else too
    assert told_deed.problems("사본 회수했는데 다 쓰면 어떻게 해요?", "회수", "사본은 복사한 뒤 바로 회수한다.",
                              _no_words) == [told_deed.PROBLEM]
    # the told act asked again is asked
    assert told_deed.problems("암호 바꿨는데 또 바꿔야 돼요?", "바꾸", "암호는 90일마다 바꾼다.", _no_words) == []


def test_english_deed_told_as_done() -> None:
    def words(w: str) -> list[str]:
        return ["신고"] if w.startswith("report") else []

    sentence = "출입 카드를 잃어버리면 즉시 관리팀에 분실 신고를 한다."
    assert told_deed.problems("What do I do after reporting a lost badge?", None, sentence, words) == [
        told_deed.PROBLEM]
    assert told_deed.problems("I've already reported it, what next?", None, sentence, words) == [told_deed.PROBLEM]
    # no what-next question, or another act prescribed: left alone
    assert told_deed.problems("Who do I report a lost badge to?", None, sentence, words) == []
    assert told_deed.problems("What do I do after reporting a lost badge?", None,
                              "신고를 받은 관리팀이 카드를 정지한다.", words) == []


def test_deeds_that_are_the_sentence_means() -> None:
    sentence = "연기가 나면 즉시 전원을 뽑고 조명을 꺼서 장비를 벽에서 떼어 놓는다."
    question = "전원 뽑고 조명도 껐는데 그다음엔 뭐 해요?"
    assert told_deed.told_deeds(question) == {"뽑", "끄"}
    assert told_deed.problems(question, None, sentence, _no_words) == [told_deed.PROBLEM]
    # one of the means still to do: the sentence says it
    assert told_deed.problems("전원 뽑았는데 그다음엔 뭐 해요?", None, sentence, _no_words) == []
    # steps joined by -고 alone are steps of their own
    assert told_deed.problems("카드 반납했는데 그다음엔 뭐 해요?", None,
                              "퇴직할 때는 카드를 반납하고, 그 안의 기록은 관리팀으로 옮긴다.", _no_words) == []
