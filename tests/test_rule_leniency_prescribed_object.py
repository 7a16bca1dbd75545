"""The object an opening rule prescribes is not its section's subject (`bot.rules.leniency.prescribed_object`; batch
`_zj`, issue 8: a safety check of the session's leniency with near misses), on hand-made sentences and invented
questions."""

from __future__ import annotations

from bot.rules.leniency import prescribed_object


def test_the_object_an_opening_rule_prescribes_is_not_the_sections_subject() -> None:
    assert prescribed_object("점검표", "창고에 들어갈 때는 점검표를 작성한다.")
    assert not prescribed_object("창고", "창고에 들어갈 때는 점검표를 작성한다.")  # its situation
    assert not prescribed_object("기밀", "기밀 문서를 밖으로 보낼 때는 승인을 받는다.")  # its subject
    assert not prescribed_object("집", "고객정보는 수집 목적 안에서만 이용한다.")  # not an object (을/를)
