"""How an act is done, and a place or a person asked by whether there is one (session 51), on invented sentences."""

from __future__ import annotations

from bot.rules.answer_kind import asked_kind, places, problems
from bot.rules.asked_how import problem as how_problem
from tests.support.topic_rule import shipped_extractive


def test_a_sentence_that_names_the_asked_act_as_a_step_before_another_does_not_say_how_to_do_it() -> None:
    step = "출장지에서는 프록시를 먼저 켠 뒤 사내 위키에 접속한다."
    for question in ("프록시는 어떻게 켜는 거예요?", "프록시 어떻게 켜요? 처음이라서요"):
        found = how_problem(question, step, {})
        assert found is not None and "step" in found, (question, found)
    # the manner asked by another act is still an answer ("어떻게 버려요?" -> "… 파쇄한다")
    assert how_problem("다 쓴 시안은 어떻게 버려요?", "다 쓴 시안은 파쇄한다.", {}) is None
    # a sentence that says how, with a means, is an answer
    assert how_problem("프록시는 어떻게 켜요?", "프록시는 설정 메뉴의 켜기 버튼으로 켠다.", {}) is None


def test_a_place_or_a_person_asked_by_whether_there_is_one() -> None:
    for question in ("지금 바로 풀어줄 수 있는 데 있나요?", "태블릿 잠깐 맡길 곳 없나요?",
                     "그거 풀어줄수 있는 데 있어요?"):
        assert asked_kind(question).where, question
    assert asked_kind("대신 처리해 줄 수 있는 사람 있어요?").who
    for other in ("풀어줄 수 있는데 있나요?", "급한데 방법 있나요?", "둘 데가 없는데 어떻게 해요?",
                  "맡길 곳 있어서요."):
        kind = asked_kind(other)
        assert not kind.where and not kind.who, other
    # a rule on what happens by itself names no place: it does not answer where
    rule = "잠긴 태블릿은 시간이 지나면 자동으로 풀린다."
    assert problems("지금 바로 풀어줄 수 있는 데 있나요?", rule, None, None)
    answered = "잠긴 태블릿은 IT 담당자에게 요청하면 풀린다."
    assert not problems("지금 바로 풀어줄 수 있는 데 있나요?", answered, None, None)


def test_a_manner_said_with_ro_is_no_place() -> None:
    assert places("잠긴 태블릿은 시간이 지나면 자동으로 풀린다.") == ()
    assert places("분실한 태블릿은 원격으로 잠근다.") == ()
    assert places("태블릿은 사내 창고로 보낸다.") == ("창고",)


def test_a_step_that_names_who_or_what_the_question_does_not_says_how() -> None:
    # "팀장 승인을 받은 뒤" names who approves: how approval is got
    rule = "대외비 시안을 외부로 보낼 때는 팀장 승인을 받은 뒤 압축해서 보낸다."
    assert how_problem("시안 외부로 보낼 때 승인은 어떻게 받아요?", rule, {}) is None
    # where the step is done ("출장지에서는") is no means
    step = "출장지에서는 프록시를 먼저 켠 뒤 사내 위키에 접속한다."
    assert how_problem("프록시는 어떻게 켜요?", step, {}) is not None
    # two rules joined by -고 are no ordered steps: the first says how
    joined = "시안 파일은 암호를 걸어 사내 드라이브에만 보관하고, 개인 메일에 두지 않는다."
    assert how_problem("시안 파일은 어떻게 보관해요?", joined, {}) is None


def test_a_purpose_told_with_ryeomyeon_is_no_event() -> None:
    from bot.rules.situations import told

    assert told("태블릿 앱 깔려면 어떻게 해요?")[0] == ()
    assert told("태블릿에 물 쏟았는데 어떻게 해요?")[0] == ("쏟",)


def test_a_size_or_length_named_is_carried_by_a_figure_of_its_kind() -> None:
    from bot.rules.figure_measure import carried

    assert carried(["용량", "시안"], "40MB가 넘는 시안은 사내 드라이브에 올린다.") == {"용량"}
    assert carried(["길이"], "태블릿 암호는 8자 이상으로 만든다.") == {"길이"}
    assert carried(["용량"], "시안은 사내 드라이브에 올린다.") == set()
    assert carried(["기간"], "시안은 3년 동안 보관한다.") == set()  # a period may be of anything


def test_how_far_a_measure_goes_asks_an_upper_bound_not_a_place() -> None:
    from bot.matching.model import asked_quantity

    question = "태블릿에 시안 올릴 때 용량 어디까지 돼요?"
    assert asked_quantity(question) == "size"
    kind = asked_kind(question)
    assert kind.bound == "max" and not kind.where
    assert problems(question, "40MB가 넘는 시안은 사내 드라이브에 올린다.", "size", r"\d+\s*MB")  # over: a min
    assert not problems(question, "시안은 40MB까지 올릴 수 있다.", "size", r"\d+\s*MB")
    assert asked_kind("태블릿 어디까지 가져가도 돼요?").where  # no measure: still where


def test_everyday_words_for_a_printout_are_in_the_glossary() -> None:
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    for said in ("종이 뽑은 거", "프린트한 종이", "인쇄한 종이"):
        assert "출력물" in glossary.policy_words_in(said), said


def test_a_figure_the_asker_tells_was_reached_is_no_topic_word() -> None:
    from bot.rules.figure_verb import figure_verbs

    assert figure_verbs("태블릿 받은 지 3년 넘었는데 바꿔주나요?") == {"넘"}
    assert figure_verbs("시안이 40MB 넘는데 어떻게 올려요?") == {"넘"}
    assert figure_verbs("태블릿 쓴 지 2년 됐는데 바꿔줘요?") == {"되"}
    assert figure_verbs("40MB 넘으면 어떻게 올려요?") == frozenset()  # a condition asked keeps its verb
    assert figure_verbs("기간이 지났는데 어떻게 해요?") == frozenset()  # no figure
    draft, _excerpt, _gen = shipped_extractive("태블릿 받은 지 3년 넘었는데 바꿔주나요?", "2. 태블릿",
                                               "- 태블릿은 3년마다 교체한다.")
    assert draft.status == "answered" and "3년마다" in draft.answer, draft.answer


def test_how_long_until_a_condition_holds_asks_a_figure_not_another_condition() -> None:
    from bot.rules.kind_scope import other_condition_problem

    rule = "로그인에 3번 연속 실패하면 태블릿이 10분 동안 잠긴다."
    assert other_condition_problem("잠긴 태블릿 얼마 있으면 풀려요?", rule, {}) is None
    assert other_condition_problem("태블릿 떨어뜨리면 풀려요?", rule, {}) is not None


def test_everyday_words_for_joining_are_in_the_glossary() -> None:
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    for said in ("새로 들어오면 노트북 언제 줘요?", "신입 새로 들어왔는데"):
        assert "입사일" in glossary.policy_words_in(said), said


def test_how_long_the_asker_has_been_here_is_the_story_of_the_question_beside() -> None:
    from bot.rules.asked_sentence import tells

    for told in ("입사 4일차예요.", "디자인팀 입사 1주차입니다.", "신입사원입니다!", "3년차예요."):
        assert tells(told, question_elsewhere=True), told
        assert not tells(told, question_elsewhere=False), told
    assert not tells("개인 태블릿이에요.", question_elsewhere=True)  # names what is asked about
    draft, _excerpt, _gen = shipped_extractive("입사 2주차입니다. 태블릿 몇 년마다 바꿔요?", "2. 태블릿",
                                               "- 태블릿은 3년마다 교체한다.")
    assert draft.status == "answered" and "3년마다" in draft.answer, draft.answer


def test_a_figure_reached_in_a_statement_stays_its_story() -> None:
    from bot.rules.figure_verb import figure_verbs

    assert figure_verbs("태블릿 3년 넘었는데 아직 안 바꿨어요.") == frozenset()
    assert figure_verbs("태블릿 3년 넘었는데 바꿔주나요") == {"넘"}


def test_a_clause_on_how_long_the_asker_has_been_here_is_left_out() -> None:
    from bot.rules.tenure import without_tenure

    told = "들어온 지 일주일 됐는데 태블릿 잃어버렸어요 누구한테 말해요?"
    assert without_tenure(told) == "태블릿 잃어버렸어요 누구한테 말해요?"
    assert without_tenure("입사 3일차인데 이상한 메일이 왔어요.") == "이상한 메일이 왔어요."
    assert without_tenure("저 입사한지 2주 됐는데요, 백업 몇 시예요?") == "저 백업 몇 시예요?"
    for kept in ("퇴사한 지 3일 됐는데 태블릿 반납 언제까지 해요?",  # another event: the situation a rule turns on
                 "입사한 지 얼마나 돼야 태블릿 바꿔줘요?"):  # a span asked
        assert without_tenure(kept) == kept


def test_still_finding_the_way_around_is_left_out_too() -> None:
    from bot.rules.tenure import without_tenure

    assert without_tenure("아직 업무 파악 중인데, 태블릿 언제 바꿔요?") == "태블릿 언제 바꿔요?"
    assert without_tenure("아직 뭐가 뭔지 모르는 신입인데요, 태블릿 언제 받아요?") == "신입인데요, 태블릿 언제 받아요?"
    assert without_tenure("아직 태블릿 안 받았는데 언제 받아요?") == "아직 태블릿 안 받았는데 언제 받아요?"


def test_an_act_received_from_someone_asked_is_no_thing_received() -> None:
    from bot.rules.asked_attribute import directions

    assert directions("시안 들고 나가야 하는데 승인은 누구한테 받아요?") == frozenset()
    assert directions("승인 팀장님께 받으면 돼요?") == frozenset()
    assert directions("시안은 누구한테 받아요?") == {"in"}  # a thing received
    assert directions("거래처에서 시안 받을 때도 승인 받아야 돼요?") == {"in"}


def test_a_question_a_coworker_wants_answered_is_read_as_asked() -> None:
    from bot.rules.relayed_ask import without_answer_frame

    assert without_answer_frame("우리 팀 신입이 태블릿 몇 년마다 바뀌는지 알려달래요") == "태블릿 몇 년마다 바뀌는지요?"
    assert without_answer_frame("저희 팀 막내가 시안 암호 몇 자리인지 궁금해해요") == "시안 암호 몇 자리인지요?"
    # the asker's own wondering, with no one who sent them, is left as written
    assert without_answer_frame("태블릿 몇 년마다 바뀌는지 궁금해요") == "태블릿 몇 년마다 바뀌는지 궁금해요"
