"""The first act right before a permitted act is asked (`bot.rules.chained_act`; issue 8, safety: narrowings of the
leniencies a story clause or a glossary step opens). Invented sentences, not the case files."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support.topic_rule import cover, shipped_glossary

_POLICY = [
    "회원 명부는 잠금 서랍에 보관한다.",
    "다 쓴 회원 명부는 파쇄한다.",
    "회원 명부는 인쇄한 뒤 바로 회수한다.",
]


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher(shipped_glossary())
    matcher.set_vocabulary(_POLICY)
    return matcher


def test_first_act_right_before_the_permitted_act_is_asked() -> None:
    from bot.rules.chained_act import first_acts
    assert first_acts("회원 명부 스캔해서 파쇄해도 돼요?") == {"스캔"}
    assert first_acts("회원 명부 압축해서 보관해도 돼요?") == {"압축"}
    assert first_acts("회원 명부 복사하고 삭제하면 되나요?") == {"복사"}


def test_scene_or_other_words_between_or_no_permission_is_no_first_act() -> None:
    from bot.rules.chained_act import first_acts
    assert first_acts("출장해서 회원 명부 보관해도 돼요?") == frozenset()  # a scene with words between
    assert first_acts("회원 명부 스캔해서 보관해야 돼요?") == frozenset()  # an obligation, not a permission
    assert first_acts("급하게 회원 명부 파쇄해도 돼요?") == frozenset()


def test_first_act_is_not_set_aside_as_story() -> None:
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 스캔해서 파쇄해도 돼요?", "다 쓴 회원 명부는 파쇄한다.").passed


def test_first_act_is_not_worded_otherwise() -> None:
    # 압축 is read as the question's verb: the rule on keeping the register does not say it may be compressed
    matcher = _matcher()
    assert not cover(matcher, "회원 명부 파일 압축해서 보관해도 돼요?", "회원 명부 파일은 잠금 폴더에 보관한다.").passed
    assert cover(matcher, "회원 명부 파일 잠금 폴더에 보관해도 돼요?", "회원 명부 파일은 잠금 폴더에 보관한다.").passed
