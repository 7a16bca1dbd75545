"""Batch `_zt` (issue 8): answerable questions answered with a sentence about another point.
Rules tested here on invented sentences and questions, never through the case files."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import modifier_act, told_deed, topic_object, untold_case, what_next
from bot.topic import TopicMatcher, split_sentences

MATCHER = TopicMatcher(Glossary({"연결": ("꽂",)}))


def _verdict(question: str, sentence: str, title: str = "규정", section: str = "1. 규칙") -> bool:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt).passed


def _no_words(_word: str) -> list[str]:
    return []


# --- bot.rules.told_deed: the sentence prescribes what the asker already did ----------------------------------------

@pytest.mark.parametrize(("question", "deeds"), [
    ("태블릿 도난 신고했는데 그다음엔 어떻게 돼요?", {"신고"}),
    ("신고를 했는데 그다음엔요?", {"신고"}),
    ("전원 선 뽑았는데 모니터는 꺼야 돼요?", {"뽑"}),
    ("카드 잃어버렸는데 어디에 말해요?", {"잃어버리"}),
    ("3번 틀려서 잠겼는데 그다음엔 어떻게 돼요?", set()),  # what happened to the asker, not a deed
    ("신고했어요?", set()),  # asked, not told
    ("사원증 신고하면 어떻게 돼요?", set()),  # a condition, not a deed done
])
def test_told_deeds(question: str, deeds: set[str]) -> None:
    assert told_deeds_of(question) == deeds


def told_deeds_of(question: str) -> set[str]:
    return told_deed.told_deeds(question)


@pytest.mark.parametrize(("sentence", "act"), [
    ("사원증을 잃어버리면 바로 총무팀에 분실 신고를 한다.", "신고"),
    ("출입 카드를 잃어버리면 즉시 관리팀에 신고한다.", "신고"),
    ("개인 공유기는 사무실 랜에 연결하지 않는다.", "연결"),
    ("프린터는 끄지 말고 그대로 둔 채 관리팀에 연락한다.", "연락"),
    ("보존 기간은 계약이 끝난 날부터 3년이다.", None),
])
def test_main_act(sentence: str, act: str | None) -> None:
    assert told_deed.main_act(sentence) == act


def test_rule_on_the_report_already_made_does_not_answer_what_next() -> None:
    question = "출입 카드 분실 신고했는데 그다음엔 어떻게 처리돼요?"
    sentence = "출입 카드를 잃어버리면 즉시 관리팀에 분실 신고를 한다."
    assert told_deed.problems(question, "처리", sentence, _no_words) == [told_deed.PROBLEM]
    assert not _verdict(question, sentence)
    # what follows the report is not touched by this rule
    assert told_deed.problems(question, "처리", "신고를 받은 관리팀이 카드를 정지한다.", _no_words) == []


def test_deed_through_a_policy_word() -> None:
    question = "개인 공유기 꽂았는데 그다음엔 뭐 해야 돼요?"
    sentence = "개인 공유기는 사무실 랜에 연결하지 않는다."
    assert told_deed.problems(question, None, sentence, lambda w: ["연결"] if w == "꽂" else []) == [
        told_deed.PROBLEM]


@pytest.mark.parametrize("question", [
    "개인 공유기 꽂았는데 괜찮아요?",  # the deed itself is asked about
    "비번 바꿨는데 또 바꿔야 돼요?",  # the asked act is the deed
])
def test_questions_about_the_deed_itself_left_alone(question: str) -> None:
    assert told_deed.problems(question, "바꾸" if "또" in question else None,
                              "개인 공유기는 사무실 랜에 연결하지 않는다.", lambda w: ["연결"]) == []
    assert told_deed.problems(question, "바꾸", "비밀번호는 90일마다 바꾼다.", _no_words) == []


# --- bot.rules.topic_object: the asked act done to another thing ------------------------------------------------------

@pytest.mark.parametrize(("question", "lemma", "thing"), [
    ("전원 뽑았는데 모니터는 꺼야 돼요?", "끄", "모니터"),
    ("프린터도 꺼야 돼요?", "끄", "프린터"),
    ("프린터 꺼도 돼요?", "끄", "프린터"),
    ("프린터를 꺼도 돼요?", "끄", "프린터"),
    ("꺼도 돼요?", "끄", None),
])
def test_asked_object(question: str, lemma: str, thing: str | None) -> None:
    assert topic_object.asked_object(question, lemma) == thing


def test_act_on_another_thing_does_not_answer() -> None:
    question = "연기 나서 전원 뽑았는데 모니터는 꺼야 돼요?"
    sentence = "연기가 나면 즉시 전원을 뽑고 조명을 꺼서 모니터를 벽에서 떼어 놓는다."
    assert topic_object.problems(question, "끄", sentence, _no_words) == [topic_object.PROBLEM]
    # the asked thing through a policy word of it
    assert topic_object.problems("화면은 꺼야 돼요?", "끄", sentence, lambda w: ["조명"] if w == "화면" else []) == []


@pytest.mark.parametrize("sentence", [
    "모니터는 끄지 말고 그대로 둔 채 관리팀에 연락한다.",  # the act on the asked thing, topic-marked
    "연기가 나면 모니터와 조명을 끈다.",  # the asked thing in the clause of the verb
    "연기가 나면 관리팀에 연락한다.",  # the verb is not used: other rules judge
])
def test_act_on_the_asked_thing_left_alone(sentence: str) -> None:
    assert topic_object.problems("연기 나는데 모니터는 꺼야 돼요?", "끄", sentence, _no_words) == []


def test_english_left_alone() -> None:
    assert topic_object.problems("should I turn off the monitor?", "끄", "조명을 꺼서 정리한다.", _no_words) == []


@pytest.mark.parametrize(("question", "act", "sentence"), [
    # the act of an earlier clause is the asker's story, not what is asked
    ("단말기 기종 바꿨는데 인증 앱은 어떻게 해요?", "바꾸", "단말기를 바꾸면 인증 앱을 다시 깐다."),
    ("팀 옮기면 예전 팀 폴더는 그대로 쓸 수 있어요?", "옮기", "부서를 옮기면 이전 폴더는 닫힌다."),
    # a how question is answered by the means, often another thing
    ("큰 동영상은 어떻게 보내요?", "보내", "큰 파일은 공유 링크를 보낸다."),
    # a list before the object belongs to its clause
    ("숫자만 섞으면 안 되나요?", "섞", "대문자·숫자·기호 중 두 종류 이상을 섞어 쓴다."),
])
def test_narrowed_cases_left_alone(question: str, act: str, sentence: str) -> None:
    assert topic_object.problems(question, act, sentence, _no_words) == []


def test_told_deed_as_the_last_content_verb_is_not_the_asked_act() -> None:
    # "…신고했는데 그다음엔 뭐 해요?": 신고 is the question's last content verb, but told, not asked
    question = "출입 카드 잃어버려서 관리팀에 신고했는데 그다음엔 뭐 해요?"
    sentence = "출입 카드를 잃어버리면 즉시 관리팀에 신고한다."
    assert told_deed.problems(question, "신고", sentence, _no_words) == [told_deed.PROBLEM]
    # a question word after the told clause asks something else too
    assert told_deed.problems("사본 회수했는데 다 쓰면 어떻게 해요?", "회수", "사본은 복사한 뒤 바로 회수한다.",
                              _no_words) == [told_deed.PROBLEM]
    # the told act asked again is asked
    assert told_deed.problems("암호 바꿨는데 또 바꿔야 돼요?", "바꾸", "암호는 90일마다 바꾼다.", _no_words) == []


# --- bot.rules.untold_case: a plain where/who question against a rule for an untold case ------------------------------

def _names_in(question: str) -> Callable[[str], bool]:
    return lambda word: word in question


def test_rule_for_an_untold_case_does_not_answer_where() -> None:
    question = "스팸 문자는 어디에 신고해요?"
    sentence = "문자 속 주소를 눌렀거나 카드 번호를 입력했다면 바로 카드를 정지하고 관리팀에 알린다."
    assert untold_case.problems(question, "where", sentence, _names_in(question)) == [untold_case.PROBLEM]
    assert untold_case.problems("스팸 문자는 누구한테 알려요?", None, sentence, _names_in("스팸 문자")) == [
        untold_case.PROBLEM]


@pytest.mark.parametrize(("question", "quantity", "sentence"), [
    # the question names the thing the condition acts on
    ("출입 카드 어디에 신고해요?", "where", "출입 카드를 잃어버리면 즉시 관리팀에 신고한다."),
    # learning of an event is no act done to a thing
    ("유출은 어디에 신고해요?", "where", "유출을 알게 되면 즉시 관리팀에 신고한다."),
    # the question tells a case of its own: other rules compare the cases
    ("주소를 눌렀는데 어디에 알려요?", "where", "문자 속 주소를 눌렀다면 관리팀에 알린다."),
    ("단말기 바꾸면 어디에 등록해요?", "where", "휴대폰을 바꾸면 인증 앱을 관리팀에 다시 등록한다."),
    # when is asked: the condition is the answer
    ("인증 앱은 언제 다시 등록해요?", "when", "휴대폰을 바꾸면 인증 앱을 다시 등록한다."),
])
def test_untold_case_left_alone(question: str, quantity: str, sentence: str) -> None:
    assert untold_case.problems(question, quantity, sentence, _names_in(question)) == []


def test_english_deed_told_as_done() -> None:
    def words(w: str) -> list[str]:
        return ["신고"] if w.startswith("report") else []

    sentence = "출입 카드를 잃어버리면 즉시 관리팀에 분실 신고를 한다."
    assert told_deed.problems("What do I do after reporting a lost badge?", None, sentence, words) == [
        told_deed.PROBLEM]
    assert told_deed.problems("I've already reported it, what next?", None, sentence, words) == [told_deed.PROBLEM]
    # no what-next question, or another act prescribed: left alone
    assert told_deed.problems("Who do I report a lost badge to?", None, sentence, words) == []
    assert told_deed.problems("What do I do after reporting a lost badge?", None,
                              "신고를 받은 관리팀이 카드를 정지한다.", words) == []


def test_deeds_that_are_the_sentence_means() -> None:
    sentence = "연기가 나면 즉시 전원을 뽑고 조명을 꺼서 장비를 벽에서 떼어 놓는다."
    question = "전원 뽑고 조명도 껐는데 그다음엔 뭐 해요?"
    assert told_deed.told_deeds(question) == {"뽑", "끄"}
    assert told_deed.problems(question, None, sentence, _no_words) == [told_deed.PROBLEM]
    # one of the means still to do: the sentence says it
    assert told_deed.problems("전원 뽑았는데 그다음엔 뭐 해요?", None, sentence, _no_words) == []
    # steps joined by -고 alone are steps of their own
    assert told_deed.problems("카드 반납했는데 그다음엔 뭐 해요?", None,
                              "퇴직할 때는 카드를 반납하고, 그 안의 기록은 관리팀으로 옮긴다.", _no_words) == []


# --- bot.rules.what_next: a what-next follow-up goes on from the answer before ----------------------------------------

def test_what_next_follow_up_needs_the_previous_act() -> None:
    previous = "보존 문서는 10년 동안 보관한다."
    assert not what_next.goes_on("보존 문서 그다음엔 어떻게 돼요?", False, previous, "보존 문서는 매주 점검한다.")
    assert what_next.goes_on("보존 문서 그다음엔 어떻게 돼요?", False, previous,
                             "보관 기간이 지난 보존 문서는 파쇄한다.")
    # the first part, a part with an act of its own, or no what-next word: left alone
    assert what_next.goes_on("보존 문서 그다음엔 어떻게 돼요?", False, None, "보존 문서는 매주 점검한다.")
    assert what_next.goes_on("그다음엔 누가 점검해요?", True, previous, "보존 문서는 매주 점검한다.")
    assert what_next.goes_on("보존 문서 누가 봐요?", False, previous, "보존 문서는 매주 점검한다.")


def test_generator_hands_off_a_follow_up_no_sentence_goes_on_from() -> None:
    from bot.answer.generate.extractive import ExtractiveGenerator
    from bot.knowledge.embeddings import make_embedder
    from bot.settings import load_settings

    gen = ExtractiveGenerator(make_embedder(load_settings()), Glossary({}))
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="문서 보존 규정", section="1. 보존", revision=1,
                      text="- 보존 문서는 매일 밤 스캔한다.\n- 보존 문서는 10년 동안 보관한다.\n"
                           "- 매달 보존 문서를 점검한다.",
                      score=0.6)
    draft = gen.generate("보존 문서는 얼마나 보관하고 그다음엔 어떻게 돼요?", [excerpt])
    assert draft.status == "insufficient_evidence"


# --- bot.rules.modifier_act: the situation's act only as a modifier of another noun -----------------------------------

def test_situation_act_only_as_a_modifier() -> None:
    question = "고객 자료 수집할 때 뭘 해야 돼요?"
    assert modifier_act.problems(question, "고객 자료는 수집 목적 안에서만 이용한다.", _no_words) == [
        modifier_act.PROBLEM]


@pytest.mark.parametrize(("question", "sentence"), [
    ("고객 자료 수집할 때 뭘 해야 돼요?", "고객 자료는 꼭 필요한 항목만 수집한다."),  # the act itself
    ("고객 자료 수집할 때 뭘 해야 돼요?", "수집할 때는 목적을 알리고 동의를 받는다."),
    ("창고 출입할 때 뭐 써야 돼요?", "창고에 들어갈 때는 출입 기록부를 작성한다."),  # a case of its own
    ("고객 자료 수집 목적이 뭐예요?", "고객 자료는 수집 목적 안에서만 이용한다."),  # no situation of the asker
    ("퇴사하면 노트북 언제까지 반납해요?", "퇴사 후 5영업일 이내에 노트북을 반납한다."),  # a time after the act
])
def test_modifier_act_left_alone(question: str, sentence: str) -> None:
    assert modifier_act.problems(question, sentence, _no_words) == []


def test_main_act_a_variant_of_the_situation_act() -> None:
    assert modifier_act.problems("파일 삭제할 때 뭘로 지워요?", "파일은 완전 삭제 도구로 지운다.",
                                 lambda w: ["삭제"] if w == "지우" else []) == []
