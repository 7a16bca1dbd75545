"""A modifier verb only the heading carries (`bot.rules.heading_modifier`; issue 8: near misses aimed at the session's
new leniencies), on invented sentences and questions, not the case files."""

from __future__ import annotations

import pytest

from bot.models import Excerpt
from bot.rules import heading_modifier
from bot.topic import TopicMatcher, split_sentences
from tests.support.topic_rule import shipped_glossary

MATCHER = TopicMatcher(shipped_glossary())


def _coverage(question: str, sentence: str, section: str = "1. 규칙", title: str = "규정",
              matcher: TopicMatcher = MATCHER) -> tuple[bool, list[str]]:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    cov = matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)
    return cov.passed, cov.missing


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
