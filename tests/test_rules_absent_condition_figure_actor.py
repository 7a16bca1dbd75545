"""Batch `_zr` (issue 8): near misses that share the rule's words but ask about another thing.
Rules tested here on invented sentences and questions, never through the case files."""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import absent_content, actor_role, answer_kind, condition_figure, folded_condition, measured_part
from bot.topic import TopicMatcher, split_sentences

MATCHER = TopicMatcher(Glossary({"개인정보": ("고객 정보", "고객 연락처")}))


def _verdict(question: str, sentence: str, title: str = "규정", section: str = "1. 규칙") -> bool:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt).passed


# --- bot.rules.absent_content: "N 없는 X" -------------------------------------------------------------------------

@pytest.mark.parametrize(("question", "noun"), [
    ("개인정보 없는 일반 서류도 파쇄해야 돼요?", "개인정보"),
    ("고객 연락처 하나도 없는 명단은 그냥 버려도 돼요?", "고객 연락처"),
    ("개인정보가 안 들어간 엑셀도 지워야 돼요?", "개인정보"),
    ("주민번호 빠진 명단은요?", "주민번호"),
    ("암호 전혀 없는 압축 파일은 보내도 돼요?", "암호"),
])
def test_absent_nouns_found(question: str, noun: str) -> None:
    assert absent_content.absent_nouns(question) == (noun,)


@pytest.mark.parametrize("question", [
    "목록에 없는 프로그램은 써도 돼요?",  # where a thing is not: a place
    "휴대폰이 없으면 어떻게 해요?",  # a condition, no thing described
    "승인 없이 깔아도 돼요?",  # an adverb of manner
    "개인정보가 들어간 엑셀은 어디 둬요?",  # held, not absent
])
def test_no_absent_noun(question: str) -> None:
    assert absent_content.absent_nouns(question) == ()


def test_rule_of_a_document_about_the_absent_thing_does_not_answer() -> None:
    question = "개인정보 없는 일반 서류도 파쇄해야 돼요?"
    assert not _verdict(question, "종이 서류는 파쇄하고, 파일은 삭제 도구로 지운다.", title="개인정보 처리 규정")
    # the same sentence in a document about paper in general raises no such problem
    assert absent_content.problems(question, "종이 서류는 파쇄하고, 파일은 삭제 도구로 지운다.", "문서 관리 규정",
                                   lambda _w: []) == []


def test_sentence_about_the_absent_thing_through_a_glossary_word() -> None:
    question = "고객 연락처 하나도 없는 명단은 메일로 보내도 돼요?"
    assert not _verdict(question, "개인정보가 담긴 명단은 메일로 보내지 않는다.")


def test_sentence_that_states_the_absence_answers() -> None:
    assert _verdict("분류 표시 없는 서류는 뭘로 봐요?", "분류 표시가 없는 서류는 내부용으로 본다.")


def test_heading_alone_is_not_the_rule_subject() -> None:
    # "2. 라이선스 관리" heads a rule on copying, which is what a question on copying without one asks
    assert absent_content.problems("라이선스 없는 프로그램 복사해도 돼요?", "프로그램을 불법으로 복제하지 않는다.",
                                   "프로그램 규정", lambda _w: []) == []


# --- bot.rules.condition_figure: a figure that only sets the rule's condition -------------------------------------

SIZE = r"\d+\s*(?:MB|GB|KB|TB|메가|기가)"
TIMES = r"\d+\s*(?:번|회)"


@pytest.mark.parametrize(("sentence", "pattern", "clause"), [
    ("10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다.", SIZE, "10MB가 넘는 사진"),
    ("접속에 3번 연속 실패하면 계정이 막힌다.", TIMES, "접속에 3번 연속 실패하면"),
])
def test_condition_clauses(sentence: str, pattern: str, clause: str) -> None:
    assert condition_figure.condition_clauses(sentence, pattern) == (clause,)


@pytest.mark.parametrize(("sentence", "pattern"), [
    ("메신저 첨부 사진은 10MB까지 보낼 수 있다.", SIZE),  # the figure is the rule's value
    ("접속에 실패하면 3번까지 다시 시도한다.", TIMES),
])
def test_figure_stated_as_value(sentence: str, pattern: str) -> None:
    assert condition_figure.condition_clauses(sentence, pattern) is None


def test_limit_of_another_thing_is_not_answered_by_a_condition_figure() -> None:
    question = "공유 폴더 주소는 몇 MB까지 돼요?"
    sentence = "10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다."
    parts, _ = MATCHER.parts(question)
    assert condition_figure.problems(parts[0], sentence, SIZE)


def test_question_naming_the_clause_or_asking_the_threshold_is_answered() -> None:
    sentence = "10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다."
    for question in ("사진은 몇 MB부터 공유 폴더에 올려요?", "몇 MB 넘으면 공유 폴더에 올려요?"):
        parts, _ = MATCHER.parts(question)
        assert condition_figure.problems(parts[0], sentence, SIZE) == [], question


# --- bot.rules.folded_condition: a condition the glossary folds into the result asked ----------------------------

FOLDING = TopicMatcher(Glossary({"폐기": ("분쇄기 돌리", "분쇄기 돌려"), "잠금": ("잠기", "잠겨")}))


def _folded(question: str, sentence: str) -> list[str]:
    parts, _ = FOLDING.parts(question)
    return folded_condition.problems(parts[0], sentence)


def test_condition_carried_only_as_the_result_is_no_answer() -> None:
    assert _folded("분쇄기 돌리면 서류 완전히 폐기된 거 맞아요?", "서류는 전문 업체에 맡겨 폐기한다.")


def test_condition_in_the_sentence_itself_answers() -> None:
    assert _folded("분쇄기 돌리면 서류 완전히 폐기된 거 맞아요?", "분쇄기를 돌리면 서류가 폐기된 것으로 본다.") == []


def test_permission_with_the_condition_is_left_alone() -> None:
    # "V-면 되나요?" asks whether that way is enough: the rule naming the right way answers it
    assert _folded("서류는 분쇄기 돌리면 되나요?", "서류는 전문 업체에 맡겨 폐기한다.") == []


def test_condition_with_a_policy_word_of_its_own_is_left_alone() -> None:
    assert _folded("로그인 3번 틀리면 계정 잠기는 거 맞죠?", "로그인에 3번 연속 실패하면 계정이 잠긴다.") == []


def test_question_asking_where_a_range_starts_is_answered() -> None:
    parts, _ = MATCHER.parts("메신저 첨부 몇 MB부터 공유 폴더 주소로 보내요?")
    assert condition_figure.problems(parts[0], "10MB가 넘는 사진은 공유 폴더에 올리고 주소를 보낸다.", SIZE) == []


# --- bot.rules.actor_role: a person who acts in the question but only approves in the rule ----------------------

@pytest.mark.parametrize(("question", "people"), [
    ("부장님이 제 메신저 계정 잠깐 쓴다는데 빌려줘도 돼요?", ("부장",)),
    ("담당자가 제 노트북 가져간대요", ("담당자",)),
    ("부장님이 보내도 된다고 했는데 그냥 보내도 돼요?", ()),  # the person permits
    ("부장님이 보내라고 했는데 보내도 돼요?", ()),  # the person orders
    ("부장님이 결재해 주면 발급돼요?", ()),  # the person approves
    ("노트북이 고장 났는데 어떡해요?", ()),  # no person
])
def test_acting_people(question: str, people: tuple[str, ...]) -> None:
    assert actor_role.acting_people(question) == people


def test_approver_in_the_rule_does_not_answer_the_person_as_doer() -> None:
    question = "부장님이 제 메신저 계정 잠깐 쓴다는데 빌려줘도 돼요?"
    assert actor_role.problems(question, "메신저 관리자 계정은 부장 승인을 받은 뒤 만든다.")
    assert actor_role.problems(question, "계정 발급에는 보안 담당자의 승인이 필요하다.") == []  # another person
    assert actor_role.problems(question, "부장이 쓰는 계정도 남과 같이 쓰지 않는다.") == []  # the person acts there


# --- bot.rules.measured_part: a figure asked for a part of the rule's thing --------------------------------------

PART_MATCHER = TopicMatcher(Glossary({}))


def _measured(question: str, sentence: str, covered: list[str]) -> list[str]:
    parts, _ = PART_MATCHER.parts(question)
    return measured_part.problems(parts[0], sentence, covered, lambda t: t.text in {"태블릿", "교체", "주기"},
                                  frozenset({"주기", "기간"}), True)


def test_figure_of_a_part_is_not_the_things_figure() -> None:
    assert _measured("태블릿 펜촉 교체 주기는 몇 년이에요?", "태블릿은 3년마다 교체한다.", ["태블릿", "교체"])


def test_the_thing_itself_or_a_measure_is_answered() -> None:
    assert _measured("태블릿 교체 주기는 몇 년이에요?", "태블릿은 3년마다 교체한다.", ["태블릿", "교체"]) == []
    # the head named in the sentence
    assert _measured("태블릿 펜촉 교체 주기는 몇 년이에요?", "태블릿 펜촉은 1년마다 교체한다.",
                     ["태블릿", "교체"]) == []


@pytest.mark.parametrize("question", [
    "퇴사 예정인데 태블릿은 며칠 안에 내요?",  # the head ends in a copula: the asker's story
    "회사 태블릿 친구한테 며칠 빌려줘도 돼요?",  # the head takes a particle of its own
])
def test_story_heads_are_left_alone(question: str) -> None:
    assert _measured(question, "태블릿은 3년마다 교체한다.", ["태블릿", "퇴사"]) == []


def test_only_for_a_figure_asked() -> None:
    parts, _ = PART_MATCHER.parts("태블릿 펜촉 교체 주기는 몇 년이에요?")
    assert measured_part.problems(parts[0], "태블릿은 3년마다 교체한다.", ["태블릿"], lambda _t: False,
                                  frozenset(), False) == []


# --- bot.rules.answer_kind: "V-지 말고" is a negative imperative, not "X 말고" ------------------------------------

@pytest.mark.parametrize(("question", "excluded"), [
    ("수상한 문자는 열지 말고 어디에 알려요?", ()),
    ("프린터 끄지 말고 그냥 두면 돼요?", ()),
    ("메신저 말고 뭘로 보내요?", ("메신저",)),
    ("팀장님 말고 누가 승인해요?", ("팀장님",)),
])
def test_verb_before_malgo_sets_nothing_apart(question: str, excluded: tuple[str, ...]) -> None:
    assert answer_kind.asked_kind(question).excluded == excluded
