"""A title that lists several subjects ("메일·문서 보안 규정") does not make a rule about one of them answer a question
about another (`bot.rules.title_subjects`; session 41, issue 8), on hand-made titles and sentences."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.title_subjects import about_other, subjects
from bot.topic import split_sentences
from tests.support.topic_rule import shipped_matcher


def test_the_subjects_a_title_lists() -> None:
    assert subjects("메일·문서 보안 규정") == ["메일", "문서"]
    assert subjects("업무용 장비 지급·반납 규정") == ["지급", "반납"]
    assert subjects("원격근무·VPN 규정") == ["원격근무", "VPN"]
    assert subjects("개인정보 처리 지침") == []


def test_a_rule_on_another_subject_of_the_title() -> None:
    body = "4. 출력물 대외비 문서의 출력물은 출력한 뒤 바로 회수한다."
    assert about_other("메일·문서 보안 규정", ["메일"], body, ["회수"])
    assert not about_other("메일·문서 보안 규정", ["메일"], body, ["회수", "문서"])  # the question names 문서 too
    assert not about_other("메일·문서 보안 규정", ["메일"], "1. 첨부 메일 첨부 파일은 10MB까지 보낸다.", [])
    assert not about_other("메일·문서 보안 규정", ["출력물"], body, [])  # not a subject of the title


def test_a_permission_on_one_subject_is_not_answered_by_a_rule_on_the_other() -> None:
    rule = "대외비 문서의 출력물은 출력한 뒤 바로 회수한다."
    matcher = shipped_matcher(rule, "메일 첨부 파일은 10MB까지 보낼 수 있다.")
    excerpt = Excerpt(chunk_id="m#4", doc_id="m", title="메일·문서 보안 규정", section="4. 출력물", revision=1,
                      text=f"- {rule}", score=0.6)
    sentence = split_sentences(excerpt, 1)[-1]
    wrong = matcher.coverage(matcher.parts("잘못 보낸 메일 회수 가능?")[0][0], sentence, excerpt)
    assert not wrong.passed and any("메일" in m for m in wrong.missing), wrong.missing
    right = matcher.coverage(matcher.parts("대외비 문서 출력물 회수해도 돼요?")[0][0], sentence, excerpt)
    assert right.passed, right.missing


def test_a_noun_of_the_story_is_not_what_the_rule_must_be_about() -> None:
    rule = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
    matcher = shipped_matcher(rule)
    excerpt = Excerpt(chunk_id="p#3", doc_id="p", title="비밀번호·계정 보안 규정", section="3. 로그인 실패와 계정 잠금",
                      revision=1, text=f"- {rule}", score=0.6)
    part = matcher.parts("아침에 비번 여러번 틀려서 로그인이 막혔어요ㅠ 얼마나 기다려야 돼요?")[0][0]
    cover = matcher.coverage(part, split_sentences(excerpt, 1)[-1], excerpt)
    assert not any("only in the document title" in m for m in cover.missing), cover.missing
