"""Acts the glossary names, kinds asked of a thing, contents told absent (session 50), on invented sentences."""

from __future__ import annotations

from bot.rules.absent_content import absent_nouns, problems
from bot.rules.meaning_asked import asks_classification, meaning_problem
from tests.support.topic_rule import shipped_extractive

_TABLET = "- 태블릿은 3년마다 교체한다.\n- 퇴근 전에 임시 파일을 삭제한다."


def test_an_act_the_glossary_lists_is_not_worded_otherwise_once_the_story_is_set_aside() -> None:
    # "지워도" is listed for 삭제, which the policies use: the replacement rule speaks of another act
    for question in ("태블릿 너무 느린데 그냥 지워버려도 돼요?", "태블릿이 자꾸 멈추는데 지워도 되나요?"):
        draft, _excerpt, _gen = shipped_extractive(question, "2. 태블릿", _TABLET)
        assert draft.status != "answered" or "교체" not in draft.answer, (question, draft.answer)
    # an act worded as the policy's own (바꾸 is listed for 변경, as 교체 is) is still answered
    draft, _excerpt, _gen = shipped_extractive("태블릿 너무 느린데 바꿔도 돼요?", "2. 태블릿", _TABLET)
    assert draft.status == "answered" and "3년마다" in draft.answer, draft.answer


def test_whether_a_thing_counts_as_a_kind_is_answered_only_by_a_sentence_that_classifies() -> None:
    for asked in ("가명 처리한 명단도 개인정보로 봐야 하나요?", "라벨 없는 시안은 대외비로 취급돼요?",
                  "사원증 사진도 개인정보에 해당돼요?", "이 파일은 사내 한정으로 보는 거예요?"):
        assert asks_classification(asked), asked
    for other in ("메일 핸드폰으로 봐도 돼요?", "개인정보 파일 어디에 보관해요?", "로그 보면 돼요?"):
        assert not asks_classification(other), other
    question = "가명 처리한 명단도 개인정보로 봐야 하나요?"
    assert meaning_problem(question, "개인정보 명단은 암호를 걸어 보관한다.") is not None  # tells what to do only
    assert meaning_problem(question, "가명 처리한 명단도 개인정보로 본다.") is None


def test_a_content_told_absent_in_a_sentence_of_its_own_rules_out_the_rule_about_it() -> None:
    assert absent_nouns("개인정보는 없어요", stated=True) == ("개인정보",)
    assert absent_nouns("고객 정보는 하나도 없어요", stated=True) == ("고객 정보",)
    assert absent_nouns("개인정보는 없어요") == ()  # the modifier form only, unless told apart
    assert absent_nouns("시간이 없어요", stated=True) == ()  # a subject, not a topic said to be absent
    rule = "개인정보 파일은 개인 메일에 두지 않는다."
    question = "발표 자료를 개인 메일로 보내도 돼요?"
    assert problems(question, rule, "사내 규정", lambda w: [], told="개인정보는 없어요")
    assert not problems(question, rule, "사내 규정", lambda w: [])
    # told apart, a narrower noun leaves the wider one open: 주민번호 absent still leaves 개인정보
    assert not problems(question, rule, "사내 규정", lambda w: ["개인정보"], told="주민번호는 없어요")


def test_a_kind_named_in_a_condition_or_a_table_row_asks_or_answers_no_classification() -> None:
    assert not asks_classification("협력사에 명단 넘기는 게 외부 제공에 해당하면 팀장 승인만 받으면 되나요?")
    assert asks_classification("이 폰트는 지워도 되는 프로그램으로 분류돼 있나요?")
    row = "이름: 나눔폰트 / 분류: 글꼴 / 비고: 삭제 금지"
    assert meaning_problem("이 폰트는 지워도 되는 프로그램으로 분류돼 있나요?", row) is None


def test_unlocked_again_is_getting_back_in() -> None:
    from bot.rules.regained_access import back_in

    rule = "로그인에 3번 연속 실패하면 계정이 10분 동안 잠긴다."
    assert back_in("비번을 계속 잘못 쳤더니 안 들어가져요. 얼마나 기다려야 다시 풀려요?", rule)
    assert not back_in("얼마나 기다려야 다시 풀려요?", rule)  # no lock or failed try told


def test_the_thing_an_asked_one_is_likened_to_is_not_asked() -> None:
    rules = "- 도면툴은 설치하기 전에 디자인팀 승인을 받는다.\n- 계산기는 누구나 설치한다."
    draft, _excerpt, _gen = shipped_extractive("도면툴도 계산기처럼 그냥 깔아도 돼요?", "1. 설치", rules)
    assert draft.status == "answered" and "디자인팀" in draft.answer and "누구나" not in draft.answer, draft.answer


def test_everyday_words_for_policy_things_are_in_the_glossary() -> None:
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    for said, policy in (("집에서 쓰던 메모리 스틱", "보안 USB"), ("서버 있는 방에 혼자", "서버실"),
                         ("최고 권한 아이디 만들", "관리자 계정"),
                         ("밖에서 쓰는 인증 파일 기간", "VPN 인증서")):
        assert policy in glossary.policy_words_in(said), (said, policy)


def test_an_act_left_out_before_asking_leave_the_other_way_round_is_no_trouble() -> None:
    from bot.rules.story import trouble_predicates

    assert trouble_predicates("출입증 안 찍고 바로 들어가면 안 되나요?") == frozenset()
    assert trouble_predicates("출입증이 안 찍히고 문도 안 돼요") == frozenset({"찍히"})  # 도 of a noun: no leave
    assert trouble_predicates("출입증이 안 찍히는데 들어가면 안 되나요?") == frozenset({"찍히"})


def test_an_act_the_glossary_lists_is_asked_itself_with_no_story_set_aside_too() -> None:
    rules = "- 태블릿으로 도면을 회사 밖으로 가져갈 때는 팀장 승인을 받는다.\n- 퇴근 전에 임시 파일을 삭제한다."
    for question in ("태블릿에 있는 도면 지워도 돼요?",
                     "다 본 도면은 태블릿에 계속 둬도 되나요, 아니면 지워야 하나요?"):
        draft, _excerpt, _gen = shipped_extractive(question, "2. 반출", rules)
        assert draft.status != "answered" or "가져갈" not in draft.answer, (question, draft.answer)
    draft, _excerpt, _gen = shipped_extractive("태블릿으로 도면 밖에 가져가도 돼요?", "2. 반출", rules)
    assert draft.status == "answered" and "팀장 승인" in draft.answer, draft.answer


def test_a_message_that_came_was_received() -> None:
    from bot.rules.asked_attribute import direction_problem, directions

    assert directions("주문 확인하라고 링크 있는 문자가 왔는데 수상해요") == frozenset({"in"})
    assert directions("회사에 오면 출입증 찍어야 돼요?") == frozenset()
    assert direction_problem("링크 있는 메일 왔는데 어떻게 해요?", "큰 파일은 드라이브에 올리고 링크를 보낸다.")


def test_what_the_askers_case_is_not_is_no_word_the_answer_must_carry() -> None:
    rules = "- 바이러스 감염이 의심되면 와이파이를 끈다.\n- 공용 와이파이에서는 사내 메일을 열지 않는다."
    for question in ("카페 아니고 사무실인데 바이러스 의심되면 와이파이는 어떻게 해요?",
                     "카페 아니고 사무실 와이파이 붙어 있는데 감염 의심되면 와이파이는 어떻게?"):
        draft, _excerpt, _gen = shipped_extractive(question, "1. 와이파이", rules)
        assert draft.status == "answered" and "끈다" in draft.answer, (question, draft.answer)


def test_a_few_said_with_only_or_beside_another_question_word_is_no_figure_asked() -> None:
    from bot.matching.model import asked_quantity

    assert asked_quantity("메신저에 회의록 몇 줄 정도만 붙여도 괜찮을까요?") is None
    assert asked_quantity("명함 몇 장 정도 행사에 들고 가려는데 누구한테 받아요?") is None
    assert asked_quantity("회의실은 몇 시간 정도 빌릴 수 있어요?") == "hour"
    assert asked_quantity("명함은 몇 장까지 받을 수 있어요?") == "number"


def test_a_range_the_question_gives_offers_its_ends_as_a_choice() -> None:
    from bot.rules import given_figure
    from tests.support.topic_rule import shipped_matcher

    matcher = shipped_matcher("명함은 2년마다 새로 찍는다.")
    part = matcher.parts("명함은 1~2년 쓰면 새로 찍어준다던데 정확히 몇 년마다예요?")[0][0]
    assert given_figure.problem(part, "명함은 2년마다 새로 찍는다.") is None
    part = matcher.parts("명함 2년 쓰면 새로 찍는다던데 몇 년 뒤에 다시 주문해요?")[0][0]
    assert given_figure.problem(part, "명함은 2년마다 새로 찍는다.") is not None
