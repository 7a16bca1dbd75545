"""Session 32 (issue 8), invented sentences: "맘대로 깔아도 돼요?" (at will) is answered by a rule that asks for
approval or says none is needed, and by nothing else."""

from __future__ import annotations

from tests.support.topic_rule import cover, shipped_matcher

_APPROVAL = "프로그램은 깔기 전에 관리팀의 승인을 받는다."
_FREE = "이름: 메모장 / 분류: 유틸리티 / 라이선스: 무료 / 설치: 자유 설치"
_OTHER = "프로그램은 3년마다 점검한다."


def test_at_will_is_answered_by_approval_or_free_install() -> None:
    matcher = shipped_matcher(_APPROVAL, _FREE, _OTHER)
    assert cover(matcher, "프로그램 제 맘대로 깔아도 돼요?", _APPROVAL).passed
    assert "맘대로" not in cover(matcher, "메모장 맘대로 깔아도 됨?", _FREE, "승인 소프트웨어 목록: 메모장").missing
    assert "맘대로" in cover(matcher, "프로그램 맘대로 점검해도 돼요?", _OTHER).missing
