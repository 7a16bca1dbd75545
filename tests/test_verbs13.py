"""Rules of branch verbs13 (issue 8): predicate and question-form misses that recur across many dev batches,
on hand-made sentences and questions. Each rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.absent_state import absent_nouns, negated_states
from bot.reversed_act import reverse_lasts
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
KEPT = "백업본은 30일 동안 보관한다."
UNMARKED = "등급 표시가 없는 문서는 사내 한정으로 본다."
MARK = "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다."
BIG = "25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다."
LOCKED = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
SCREEN = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([KEPT, RETURN, UNMARKED, MARK, BIG, LOCKED, SCREEN])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_a_duration_asked_with_keeping_is_retention() -> None:
    # "며칠/몇 년/얼마나 갖고 있어요" asks how long something is kept: the policy's 보관 (glossary phrases)
    assert cover("백업해둔거 며칠 갖고있어요?", KEPT).passed
    assert cover("백업본 몇일 가지고 있어요?", KEPT).passed
    assert cover("백업본은 얼마나 갖고 있어요?", KEPT).passed
    # keeping without a duration asked is not retention ("노트북 갖고 있어도" is answered by 반납, if at all)
    assert not cover("백업해둔거 갖고있어도 돼요?", KEPT).passed
    # nor is a duration of keeping a thing no retention rule names
    assert not cover("노트북 며칠 갖고 있어도 돼요?", RETURN).passed


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


def test_when_a_state_ends_is_how_long_its_reverse_lasts() -> None:
    assert reverse_lasts("언제 풀려요?", "풀리", LOCKED)
    assert not reverse_lasts("어떻게 풀어요?", "풀", LOCKED)  # how: the sentence says nothing of unlocking
    assert not reverse_lasts("IT에 전화하면 바로 풀려요?", "풀리", LOCKED)  # yes/no
    assert not reverse_lasts("화면 잠금 언제 풀려요?", "풀리", SCREEN)  # when it starts, not how long it lasts
    assert not reverse_lasts("언제 잠겨요?", "잠기", LOCKED)  # the same act, not its reverse
    section = "3. 비밀번호 로그인 실패와 계정 잠금"
    assert cover("비번 여러번 틀렸더니 로그인이 안돼요 언제 풀려요?", LOCKED, section).passed
    assert cover("계정 잠기면 얼마나 기다려야 풀려요?", LOCKED, section).passed
    assert not cover("계정 잠겼는데 IT에 전화하면 바로 풀려요?", LOCKED, section).passed
    assert not cover("계정 잠기면 어떻게 풀어요?", LOCKED, section).passed
