"""Batch `_zs` (issue 8): near misses aimed at the session's new leniencies (glossary rows for
writing down, installed states; the where-question on writing). Rules tested here on invented sentences and
questions, never through the case files."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import heading_modifier, other_occasion, written_in
from bot.topic import TopicMatcher, asked_quantity, split_sentences
from tests.support.topic_rule import shipped_glossary

MATCHER = TopicMatcher(shipped_glossary())
PLAIN = TopicMatcher(Glossary({}))


def _coverage(question: str, sentence: str, section: str = "1. 규칙", title: str = "규정",
              matcher: TopicMatcher = MATCHER) -> tuple[bool, list[str]]:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    cov = matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)
    return cov.passed, cov.missing


# --- bot.rules.written_in.unstated_writing: "어디 적어요?" needs a sentence that states writing -----------------

@pytest.mark.parametrize(("act", "sentence", "expected"), [
    ("적", "승인된 앱은 사내 목록 표에 정리되어 있다.", True),  # no act of writing: no answer to where to write
    ("적", "출입할 때는 방문 대장을 작성한다.", False),  # 작성: the writing the question asks about
    ("적", "암호는 메일 본문에 쓰지 않는다.", False),  # 쓰: writing too
    ("기록", "반납한 장비는 창고에 둔다.", True),
    ("보내", "승인된 앱은 사내 목록 표에 정리되어 있다.", False),  # not a writing act: left to unnamed_event
])
def test_unstated_writing(act: str, sentence: str, expected: bool) -> None:
    assert written_in.unstated_writing(act, sentence) is expected


# --- bot.rules.other_occasion: "나올 때도" against "들어갈 때는" -------------------------------------------------

@pytest.mark.parametrize("question", [
    "창고에서 나올 때도 대장 써야 돼요?",
    "회의실 나갈 때도 기록 남겨야 해요?",
])
def test_other_occasion_found(question: str) -> None:
    assert other_occasion.problems(question, "창고에 들어갈 때는 출입 대장을 작성한다.", "1. 창고 출입",
                                   lambda w: [])


@pytest.mark.parametrize(("question", "sentence", "heading"), [
    ("창고에 들어갈 때도 대장 써야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.", "1. 규칙"),  # same occasion
    ("창고 출입할 때도 대장 써야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.", "2. 창고 출입"),  # heading
    ("창고에서 나올 때 대장 써야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.", "1. 규칙"),  # no 도/는
    ("퇴사할 때도 반납해요?", "퇴사하면 5일 안에 장비를 반납한다.", "1. 반납"),  # the sentence has no 때 clause
])
def test_other_occasion_left_alone(question: str, sentence: str, heading: str) -> None:
    assert not other_occasion.problems(question, sentence, heading, lambda w: [])


def test_other_occasion_policy_word() -> None:
    """The question's occasion given as a policy word the sentence carries ("들어올 때도" -> 출입)."""
    assert not other_occasion.problems("창고 들어올 때도 써야 돼요?", "창고 출입할 때는 대장을 작성한다.", "1. 규칙",
                                       lambda w: ["출입"] if w == "들어오" else [])


def test_other_occasion_in_coverage() -> None:
    passed, missing = _coverage("창고에서 나올 때도 기록 남겨야 돼요?", "창고에 들어갈 때는 출입 대장을 작성한다.")
    assert not passed and any("another occasion" in m for m in missing)


# --- bot.rules.heading_modifier: a modifier verb only the heading carries -------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("노트북에 깔려 있는 앱 목록은 어디서 봐요?", [("깔리", ("앱", "목록"))]),
    ("깔린 프로그램 목록 어디서 봐요?", [("깔리", ("프로그램", "목록"))]),
    ("승인된 앱은 목록에 있다.", [("승인", ("앱",))]),
    ("새 비밀번호 만들 때 몇 자예요?", []),  # a time clause modifies no thing
    ("정보 샌 거 같은데 신고해요?", []),  # a nominal clause
])
def test_modifier_verbs(text: str, expected: list[tuple[str, tuple[str, ...]]]) -> None:
    assert heading_modifier.modifier_verbs(text) == expected


def _modifier_problems(question: str, sentence: str, heading: str) -> list[str]:
    words = {"깔리": ["설치"], "앱": ["소프트웨어"], "소프트웨어": ["소프트웨어"]}
    return heading_modifier.problems(question, sentence, f"{heading} 규정", ["깔리", "앱", "목록", "반출", "보내"],
                                     lambda w: words.get(w, []), heading)


def test_heading_modifier_found() -> None:
    assert _modifier_problems("깔려 있는 앱 목록 어디서 봐요?", "승인된 소프트웨어는 목록 표에 정리되어 있다.",
                              "1. 설치와 승인")


@pytest.mark.parametrize(("question", "sentence", "heading"), [
    # the sentence names the verb itself
    ("깔려 있는 앱 목록 어디서 봐요?", "노트북에 설치된 소프트웨어는 목록에서 본다.", "1. 설치와 승인"),
    # the sentence picks out no thing with a verb of its own: it speaks of the heading's things
    ("외부로 보내는 파일에 암호 적어도 돼요?", "파일 암호는 메일 본문에 쓰지 않는다.", "2. 외부로 보내는 메일"),
    # the heading names the thing itself
    ("반출한 자료는 다 쓰면 지워요?", "용도가 끝난 자료는 바로 삭제한다.", "2. 자료 반출"),
    # the verb is not in the heading either: left to the other rules
    ("깔려 있는 앱 목록 어디서 봐요?", "승인된 소프트웨어는 목록 표에 정리되어 있다.", "1. 목록"),
])
def test_heading_modifier_left_alone(question: str, sentence: str, heading: str) -> None:
    assert not _modifier_problems(question, sentence, heading)


def test_heading_modifier_in_coverage() -> None:
    passed, missing = _coverage("노트북에 깔려 있는 프로그램 목록은 어디서 확인해요?",
                                "승인된 소프트웨어는 사내 목록 표에 정리되어 있다.", section="1. 설치와 승인")
    assert not passed and any("which thing" in m for m in missing)
    passed, _ = _coverage("Slack 깔려 있는 거예요?", "Slack은 기본 설치 소프트웨어다.", section="1. 설치와 승인")
    assert passed  # a state asked, not a modifier: the row still answers it


# --- bot.matching.model._ASKS: an English when-question asks a time ------------------------------------------------

@pytest.mark.parametrize(("question", "expected"), [
    ("My account got locked. When does it unlock?", "when"),
    ("When do new hires get a laptop?", "when"),
    ("what do I do when I leave the company?", None),  # "when" inside a sentence: a condition
])
def test_english_when_asked(question: str, expected: str | None) -> None:
    assert asked_quantity(question) == expected


def test_english_when_needs_a_time() -> None:
    """"When does it unlock?" is not answered by a sentence that gives no time ("시간이 지나면"), as "언제 풀려요?"."""
    passed, _ = _coverage("My account got locked. When does it unlock?", "잠긴 계정은 시간이 지나면 자동으로 풀린다.",
                          section="3. 계정 잠금")
    assert not passed
    passed, _ = _coverage("When do new hires get a laptop?", "노트북은 입사일에 지급한다.", section="1. 지급")
    assert passed
