"""A negated state is the absence the sentence states (`bot.rules.absent_state`; issue 8: predicate and question-form
misses that recur across many dev batches), on hand-made sentences and questions. The rule also keeps refusing what it
is not about."""

from __future__ import annotations

from bot.rules.absent_state import absent_nouns, negated_states
from tests.support.state_verb_matcher import BIG, MARK, UNMARKED, cover


def test_negated_result_states() -> None:
    assert negated_states("문서에 등급 안 붙어있으면 어떻게 해요?") == {"붙"}
    assert negated_states("등급 안 적혀있으면요?") == {"적히"}
    assert negated_states("등급이 붙어 있지 않은 문서") == {"붙"}
    assert not negated_states("등급 붙어있으면 어떻게 해요?")  # not negated
    assert not negated_states("메일에 안 붙는데 어떡함")  # attaching fails: an act, no state
    assert not negated_states("등급 표시 안 했으면 어떻게 돼요")  # an act not done
    assert absent_nouns(UNMARKED) == ["표시", "등급"]
    assert not absent_nouns(MARK)


def test_a_negated_state_is_the_absence_the_sentence_states() -> None:
    assert cover("문서에 등급 안 붙어있으면 어떻게 취급해요?", UNMARKED).passed
    assert cover("문서에 등급 안 적혀있으면 어떻게 취급해요?", UNMARKED).passed
    assert cover("등급이 붙어 있지 않은 문서는 어떻게 취급해요?", UNMARKED).passed
    # the opposite case, and a sentence that states no absence, still need the verb worded alike
    assert not cover("문서에 등급 붙어있으면 어떻게 취급해요?", UNMARKED).passed
    assert not cover("문서에 등급 안 붙어있으면 누가 붙여요?", MARK).passed
    # a failing act is no state: "안 붙어요" is not "없는"
    assert not cover("메일에 파일이 안 붙어요 어떻게 보내요?", BIG).passed
