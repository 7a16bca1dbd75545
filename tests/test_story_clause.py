"""bot.rules.story_clause: words of a clause that only tells the asker's story do not block a sentence."""

from bot.language.terms import content_terms
from bot.rules.story_clause import excused, without_story


def _excused(question: str, sentence: str, covered: list[str]) -> set[str]:
    terms = content_terms(question)
    nouns = [t.text for t in terms if not t.verb]
    verbs = [t.text for t in terms if t.verb]
    missing = [t.text for t in terms if t.text not in covered]
    return excused(question, missing, covered, nouns, verbs, sentence, lambda w: ())


def test_connective_story_clauses_are_set_aside() -> None:
    got = _excused("백업 드라이브 옮기다가 랜선 뽑았는데 업무용 노트북 전원은 꺼야 되나요?",
                   "업무용 노트북은 전원을 끄지 않는다.", ["업무", "노트북", "전원", "끄"])
    assert got == {"백업", "드라이브", "옮기", "랜선", "뽑"}


def test_reason_told_by_someone_else_is_set_aside() -> None:
    got = _excused("친구가 외우기 편하다고 꼬드겨서 비밀번호에 생일 넣어도 돼요?",
                   "이름·생일은 비밀번호에 넣지 않는다.", ["비밀번호", "생일", "넣"])
    assert got == {"친구", "외우", "편하", "꼬드기"}


def test_a_trouble_with_a_generic_predicate_is_what_is_asked() -> None:
    assert _excused("보안 USB가 인식이 안 되는데 보안팀에 신고해야 돼요?",
                    "보안 USB를 잃어버리면 즉시 보안팀에 신고한다.", ["보안", "usb", "팀", "신고"]) == set()


def test_the_sentence_condition_must_be_the_question_s() -> None:
    assert _excused("보안 USB 버리려는데 보안팀에 신고해야 돼요?",
                    "보안 USB를 잃어버리면 즉시 보안팀에 신고한다.", ["보안", "usb", "팀", "신고"]) == set()


def test_a_clause_the_sentence_carries_is_not_story() -> None:
    assert _excused("사원증 잃어버렸는데 담당자한테 분실 신고하면 되나요?",
                    "노트북을 잃어버리면 담당자에게 분실 신고를 한다.", ["잃어버리", "담당자", "분실", "신고"]) == set()


def test_a_modifier_clause_restricts_the_thing_asked() -> None:
    assert _excused("감염된 업무용 컴퓨터 포맷은 제가 해도 되나요?",
                    "반납된 업무용 컴퓨터의 저장 장치는 포맷한 뒤 재사용한다.", ["업무", "컴퓨터", "포맷"]) == set()


def test_english_questions_are_left_alone() -> None:
    assert without_story("my friend said so, can I put my birthday in my password?", ["friend"],
                         ["birthday", "password", "put"], ["friend", "birthday", "password"], ["put"],
                         "이름·생일은 비밀번호에 넣지 않는다.", lambda w: ()) == ["friend"]

