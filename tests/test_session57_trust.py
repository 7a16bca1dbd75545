"""Session 57's answer-trust rules, on invented sentences: a rate asserted, an act asked with only its place named, a
coworker asking, a story's time and gathering, a step the asker has done, and a file named by its format."""

from __future__ import annotations

from bot.language.terms import Term
from tests.support.topic_rule import cover, shipped_matcher


def test_a_rate_per_week_asserted_is_how_often_not_how_long() -> None:
    # "주 3일" asks how many days a week: a delay in minutes is no figure of it, so no "아닙니다" from it
    sentence = "자리를 비우면 10분 뒤 화면이 자동으로 잠기게 한다."
    matcher = shipped_matcher(sentence)
    parts, _ = matcher.parts("재택은 주 3일까지라던데 맞죠?")
    assert parts[0].quantity == "frequency"
    assert not cover(matcher, "재택은 주 3일까지라던데 맞죠?", sentence, "3. 재택근무").quantity_ok
    # a span asserted on its own is still a span
    parts, _ = matcher.parts("잠금은 3일 동안이라던데 맞죠?")
    assert parts[0].quantity != "frequency"


def test_an_act_asked_with_only_its_place_named_must_be_in_the_sentence() -> None:
    from bot.rules.placed_only import unpinned

    assert unpinned("회사 태블릿에 깔아도 돼요?", ["태블릿"])
    assert unpinned("공용 PC에도 설치해도 되죠?", ["PC"])
    # the thing acted on is named; a noun that is no place
    assert not unpinned("메모 앱을 회사 태블릿에 깔아도 돼요?", ["메모", "앱", "태블릿"])
    assert not unpinned("회사 태블릿 반납해도 돼요?", ["태블릿"])
    sentence = "업무용 태블릿은 입사일에 지급한다."
    matcher = shipped_matcher(sentence, "프로그램은 승인 없이 설치하지 않는다.")
    assert "깔" in cover(matcher, "회사 태블릿에 깔아도 돼요?", sentence).missing


def test_a_told_obligation_closed_by_neundeyo_is_the_situation_of_making_anew() -> None:
    from bot.rules.premise_figure import anew_is_creation

    assert anew_is_creation("출입 비번 새로 만들어야 하는데요, 최소 몇 자로 해야 돼요?")
    assert not anew_is_creation("출입 비번 새로 만들어야 하나요?")


def test_a_statement_closed_by_an_exclamation_or_an_ellipsis_is_the_row_s_reason() -> None:
    from bot.rules.row_reason import without_reason

    assert without_reason("메신저 때문에 PC 너무 느려요 진짜… 그냥 지워도 돼요?", ["PC", "느리"], True, True,
                          ["메신저", "지우"]) == []
    assert without_reason("메신저 너무 무거워요… 지워도 돼요?", ["무겁"], True, True, ["메신저", "지우"]) == []
    # a question before the ellipsis is no statement
    assert without_reason("메신저 무거운가요… 지워도 돼요?", ["무겁"], True, True, ["메신저", "지우"]) == ["무겁"]


def test_a_clause_describing_the_named_product_is_no_topic_but_one_on_a_field_is() -> None:
    from bot.rules.row_reason import described

    question = "다이어그램 그리는 그 Drawio요, 그냥 깔아도 돼요?"
    assert described(question, ["다이어그램", "그리"], True, ["drawio", "깔"]) == []
    # what is asked of the row's field: how many are left
    assert described("Drawio는 남는 라이선스가 있나요?", ["남"], True, ["drawio", "라이선스"]) == ["남"]
    assert described(question, ["그리"], False, ["drawio"]) == ["그리"]  # no row named


def test_a_coworker_doing_the_act_asked_is_asked_for_like_any_employee() -> None:
    from bot.rules.coworker_story import left_out

    sentence = "메신저는 회사 계정으로만 로그인한다."
    question = "팀원이 메신저를 개인 계정으로 써도 되나요?"
    assert left_out(question, ["팀원"], sentence, ["메신저", "계정"]) == []
    # an intern may be outside a rule for staff; a sentence that names another person turns on who it is
    assert left_out("인턴이 메신저를 개인 계정으로 써도 되나요?", ["인턴"], sentence, ["메신저", "계정"]) == ["인턴"]
    assert left_out(question, ["팀원"], "메신저 계정은 남에게 빌려주지 않는다.", ["메신저", "계정"]) == ["팀원"]


def test_a_job_title_relays_the_question() -> None:
    from bot.rules.relayed_ask import without_relay

    assert "엔지니어" not in without_relay("저희 팀 엔지니어가 점검이 몇 시에 도는지 물어보네요")


def test_the_time_of_a_past_story_is_not_the_time_of_the_act_asked() -> None:
    from bot.rules.story_time import told_times

    assert "주말" in told_times("주말에 폰 바꿨는데 인증 앱은 그대로 써도 되죠?")
    # what is still to happen at that time, or what is asked at it
    assert "주말" not in told_times("주말에 작업 있어서 서버실 들어가도 돼요?")
    assert "주말" not in told_times("주말에 서버실 들어가도 돼요?")
    sentence = "휴대폰을 바꾸면 인증 앱을 다시 등록한다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "주말에 폰 새로 바꿨는데 인증 앱은 그냥 쓰면 되죠?", sentence).missing


def test_what_the_asker_has_gathered_is_the_story_of_how_long_to_keep_it() -> None:
    from bot.rules.clauses import background_predicates
    from bot.rules.retention_occasion import carried

    assert "모으" in background_predicates("설문 참가자 연락처 모아둔 게 있는데요, 얼마 동안 보관해요?")
    assert "모으" not in background_predicates("설문 참가자 연락처 모아둔 게 있어요?")
    gathered = [Term("모으", verb=True)]
    question = "설문 참가자 연락처 모아둔 게 있는데 얼마 동안 보관해요?"
    assert carried(question, gathered, "보관 기간은 설문이 끝난 날부터 1년이다.") == {"모으"}
    assert carried(question, gathered, "연락처는 설문 목적에만 이용한다.") == set()  # no keeping period
    assert carried("설문 준비물 모아둔 게 있는데 얼마 동안 보관해요?", gathered,
                   "보관 기간은 설문이 끝난 날부터 1년이다.") == set()  # no personal data


def test_a_step_the_asker_has_done_does_not_answer_what_they_propose_after_it() -> None:
    from bot.rules.proposed_means import way_answered

    sentence = "견적서를 외부로 보낼 때는 파일에 암호를 걸어 보낸다."
    done = "견적서 파일에 암호 걸었는데요, 그 암호는 메일에 같이 적어서 보내면 되죠?"
    assert way_answered(done, ["적"], sentence) == ["적"]
    assert way_answered("견적서 그냥 첨부해서 보내면 되죠?", ["첨부"], sentence) == []


def test_a_file_named_by_its_format_is_a_file() -> None:
    matcher = shipped_matcher("메일 첨부 파일은 30MB까지 보낼 수 있다.")
    assert "파일" in matcher.policy_words_for("pdf")
    assert not cover(matcher, "협력사에 pdf 메일로 보내려는데 첨부 몇 메가까지 돼요?",
                     "메일 첨부 파일은 30MB까지 보낼 수 있다.").missing


def test_a_backup_runs_when_it_is_done_and_a_lost_file_is_the_story_of_how_long_backups_are_kept() -> None:
    from bot.rules.backup_story import carried

    run = "백업은 매일 새벽 3시에 한다."
    assert carried("정기 백업은 매일 몇 시에 돌아가요?", [Term("정기", verb=False), Term("돌아가", verb=True)], run,
                   "clock") == {"정기", "돌아가"}
    assert carried("정기 백업은 어디에 저장돼요?", [Term("정기", verb=False)], run, "place") == set()  # no time asked
    kept = "백업본은 14일 동안 보관한다."
    lost = [Term("지우", verb=True), Term("파일", verb=False), Term("살리", verb=True)]
    assert carried("열흘 전에 지운 파일 백업에서 살릴 수 있나요?", lost, kept, None) == set()  # no span told or asked
    assert carried("2주 전에 지운 파일 백업에서 살릴 수 있나요?", lost, kept, None) == {"지우", "파일", "살리"}
    assert carried("파일 살려 달라는데 며칠 치 남아 있어요?", lost[1:], kept, "day", ["백업본"]) == {"파일", "살리"}
    # no backup named; another sentence
    assert carried("2주 전에 지운 파일 살릴 수 있나요?", lost, kept, None) == set()
    assert carried("2주 전에 지운 파일 백업에서 살릴 수 있나요?", lost, "백업본으로 복구 시험을 한다.", None) == set()


def test_a_past_story_closed_by_neundeyo_tells_its_time() -> None:
    from bot.rules.story_time import told_times

    assert "주말" in told_times("주말에 폰 바꿨는데요, 인증 앱은 그대로 써도 되죠?")
    assert "주말" not in told_times("주말에 폰 바꿀 건데요, 인증 앱은 그대로 써도 되죠?")


def test_being_put_at_a_disadvantage_is_a_sanction() -> None:
    matcher = shipped_matcher("제보한 사람은 어떤 불이익도 받지 않는다.")
    assert "불이익" in matcher.policy_words_for("불리해지")
    assert "불이익" in matcher.policy_words_for("불리한")


def test_a_question_relayed_with_geonji_and_a_request_to_find_out() -> None:
    from bot.rules.relayed_ask import without_answer_frame

    relayed = "저희 실장님이 출입증은 누가 발급하는 건지 알아보래요"
    assert without_answer_frame(relayed) == "출입증은 누가 발급하는 건지요?"
    # no one who sent the asker: the asker may be the one finding out
    assert without_answer_frame("출입증은 누가 발급하는 건지 알아보래요") == "출입증은 누가 발급하는 건지 알아보래요"
