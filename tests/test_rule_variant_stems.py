"""A glossary variant made of two verbs gives no stem (`bot.rules.variant_stems`; batch `_zh`, issue 8: a predicate
worded otherwise), on hand-made sentences and questions. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.language.terms import analyze
from bot.rules.variant_stems import verb_stem


def test_a_two_verb_variant_gives_no_stem() -> None:
    assert verb_stem("깔아", analyze("깔아")) == "깔"
    assert verb_stem("넣었", analyze("넣었")) == "넣"
    assert verb_stem("남아있", analyze("남아있")) is None  # 남 alone: left over, not kept
    assert verb_stem("만들어주", analyze("만들어주")) is None  # 만들 alone: "새로 만든 계정" tells which one
    assert verb_stem("깔고 나서", analyze("깔고 나서")) is None  # a phrase with a space never
