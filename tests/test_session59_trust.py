"""Session 59's answer-trust rules, on invented sentences: an exception asked without the rule's figure, a free
choice the sentence does not restrict, a place asked by a holding device, a printout named by its printing, the
company's own thing (사내, 업무), a mark not attached, a count of characters asked with 개, misreadings (사도, 어떡해),
a place that only says which thing is meant, and the glossary's new phrases."""

from __future__ import annotations

from tests.support.topic_rule import cover, shipped_matcher


def test_an_exception_to_the_rule_s_time_asked_without_its_figure() -> None:
    from bot.rules.conceded_figure import problems

    sentence = "태블릿은 3년마다 교체한다."
    assert problems("받은 지 1년 된 태블릿이 자꾸 꺼지는데, 정해진 교체 시기 전이라도 바꿔 받을 수 있나요?", sentence)
    assert problems("태블릿 느려서 조기 교체 안 되나요", sentence)
    assert problems("태블릿 조기교체 돼요?", "교체할 때는 쓰던 태블릿을 반납한다.")
    assert problems("태블릿 배터리가 나갔는데 3년 안 돼도 교체해 주나요?", sentence)  # 돼도: 되 + 어도
    # the rule's time asked plainly, or an exception the sentence itself speaks of
    assert problems("태블릿 교체 주기가 어떻게 돼요?", sentence) == []
    assert problems("교체 시기 전이라도 바꿀 수 있어요?", "고장 나면 교체 시기 전이라도 교체한다.") == []
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "태블릿 교체 시기 전이라도 바꿔 받을 수 있어요?", sentence).passed


def test_a_free_choice_of_a_thing_the_sentence_does_not_restrict() -> None:
    from bot.rules.any_choice import problems

    def none(_: str) -> set[str]:
        return set()

    mixed = "영문자·숫자·기호 중 두 종류 이상을 섞어 쓴다."
    assert problems("암호에 기호 아무거나 써도 돼요?", none, mixed)
    assert problems("아무 기호나 넣어도 되나요?", none, mixed)
    # restricted by 만, a modifier, or a prohibition; or not named at all
    assert problems("기호 아무거나 써도 돼요?", none, "암호에는 허용된 기호만 쓴다.") == []
    assert problems("카드 아무거나 써도 돼요?", none, "출입에는 등록된 카드를 쓴다.") == []
    assert problems("카드 아무거나 써도 돼요?", none, "카드는 남에게 빌려주지 않는다.") == []
    assert problems("아무 때나 바꿔도 돼요?", none, "암호는 60일마다 바꾼다.") == []
    assert problems("기호 아무거나 써도 돼요?", none, "암호는 10자 이상으로 만든다.") == []
    matcher = shipped_matcher(mixed)
    assert not cover(matcher, "비번에 기호 아무거나 써도돼요?", mixed).passed


def test_a_place_asked_by_the_device_that_holds_it() -> None:
    from bot.rules.answer_kind import asked_kind

    assert asked_kind("로그는 어느 저장 장비에 보관돼요?").where
    assert asked_kind("사진은 어떤 장치에 저장해요?").where
    assert not asked_kind("어떤 장비로 옮겨요?").where  # a means
    sentence = "로그는 60일 동안 보관한다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "로그는 어느 저장 장비에 보관되나요?", sentence).passed


def test_a_printout_named_by_its_printing_once_done_with() -> None:
    from bot.language.terms import Term
    from bot.rules.printed_matter import carried

    after = "다 쓴 기밀 출력물은 파쇄한다."
    question = "회의 때 뽑은 기밀 자료 다 봤는데 버려도 돼요?"
    terms = [Term("자료", False), Term("뽑", True), Term("보", True)]
    assert carried(question, terms, after) == {"자료", "뽑", "보"}
    # the rule right after printing is not the rule after use; no printing verb: no printout
    assert carried(question, terms, "기밀 출력물은 출력한 뒤 바로 회수한다.") == set()
    assert carried("기밀 자료 다 봤는데 버려도 돼요?", terms, after) == set()
    assert carried(question, terms, "기밀 문서는 암호를 건다.") == set()


def test_the_company_s_own_thing_is_no_topic_of_its_own() -> None:
    from bot.language.terms import Term
    from bot.rules.company_modifier import carried

    sentence = "암호는 10자 이상으로 만든다."
    own = [Term("사내", False)]
    assert carried("사내 계정 암호 최소 몇 자예요?", own, ["계정", "암호"], sentence) == {"사내"}
    assert carried("사내 계정 암호 최소 몇 자예요?", own, ["암호"], sentence) == set()  # its head not carried
    assert carried("사내 한정 문서 보내도 돼요?", own, ["문서"], "사내 한정 문서는 암호를 건다.") == set()
    work = [Term("업무", False)]
    assert carried("업무에 쓰는 유료 도구 누가 사요?", work, ["유료"], "유료 도구는 총무팀이 산다.") == {"업무"}
    assert carried("업무 자료 옮길 때 어떤 카드 써요?", work, ["자료"], "다 쓴 자료는 카드에서 지운다.") == set()
    # the company set against the outside: 사내 is the point
    assert carried("기밀 문서 사내 메일로 보낼 때도 승인 받아요?", own, ["메일", "문서"],
                   "기밀 문서를 외부로 보낼 때는 승인을 받는다.") == set()
    assert carried("기밀 문서 사내 메일로 보낼 때도 암호 걸어요?", own, ["메일", "문서"],
                   "암호는 문자로 알린다.") == set()


def test_a_mark_not_attached_is_the_absence_the_sentence_states_and_not_one_is_no_thing() -> None:
    from bot.rules.situations import also_things

    assert also_things("표시가 하나도 안 붙어 있는데 어떻게 해요?") == ()
    assert also_things("사원증도 반납해요?") == ("사원증",)
    sentence = "등급 표시가 없는 보고서는 내부용으로 본다."
    matcher = shipped_matcher(sentence)
    question = "받은 보고서에 등급 표시가 하나도 안 붙어 있는데, 이런 보고서는 어떻게 취급해요?"
    verdict = cover(matcher, question, sentence)
    assert not any("does not happen" in m or "하나도" in m for m in verdict.missing), verdict.missing


def test_a_count_of_characters_asked_with_the_counter_gae() -> None:
    sentence = "암호는 10자 이상으로 만든다."
    matcher = shipped_matcher(sentence)
    parts, _ = matcher.parts("암호 글자 수는 최소 몇 개 이상이어야 해요?")
    assert parts[0].quantity == "chars"
    assert cover(matcher, "암호 글자 수는 최소 몇 개 이상이어야 해요?", sentence).passed
    assert matcher.parts("USB 몇 개까지 받아요?")[0][0].quantity == "count"


def test_misreadings_of_chat_spelling() -> None:
    from bot.language.terms import analyze
    from bot.rules.spacing import respace

    assert [(m.tag, m.lemma) for m in analyze("카드로 사도 돼요?") if m.surface == "사도"] == [("VV", "사")]
    assert [m.tag for m in analyze("10MB 정도 돼요?") if m.surface == "정도"] == ["NNG"]
    assert respace("출력물 다 썼는데 어떡해 처리해요") == "출력물 다 썼는데 어떻게 처리해요"
    assert respace("비번 까먹었어요 어떡해요?") == "비번 까먹었어요 어떡해요?"
    assert respace("어떡해 진짜") == "어떡해 진짜"


def test_a_policy_act_written_apart_from_its_hada() -> None:
    from bot.rules.spacing import joined_service

    def acts(word: str) -> bool:
        return word in {"신고", "반납"}

    assert joined_service("출장 가는데 따로 신고 해야 되나요", acts) == "출장 가는데 따로 신고해야 되나요"
    assert joined_service("반납 해도 돼요?", acts) == "반납 해도 돼요?"  # read as a noun: nothing to mend
    assert joined_service("노트북 해도 돼요?", acts) == "노트북 해도 돼요?"
    sentence = "태블릿은 입사일에 지급한다."
    matcher = shipped_matcher(sentence, "태블릿을 잃어버리면 즉시 분실 신고를 한다.")
    assert not cover(matcher, "해외 출장 가는데 태블릿 들고 나가려면 따로 신고 해야 되나요", sentence).passed


def test_an_incident_told_as_the_story_is_what_the_question_asks_about() -> None:
    from bot.rules.told_incident import problems
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    assert problems("노트북 잃어버린 것 같아요.", "2. 변경 주기 비밀번호는 60일마다 바꾼다.", glossary)
    assert problems("노트북 잃어버린 것 같아요.", "3. 분실 신고 담당자가 원격으로 잠근다.", glossary) == []
    assert problems("입사한 지 일주일 됐어요.", "2. 변경 주기 비밀번호는 60일마다 바꾼다.", glossary) == []
    # a sentence that only fears the incident tells none
    assert problems("안에 자료 유출될까봐 걱정돼서요", "3. 분실 신고 담당자가 원격으로 잠근다.", glossary) == []


def test_a_place_that_only_says_which_thing_is_meant() -> None:
    from bot.rules.place_scope import question_workplace

    assert question_workplace("회사에서 쓰는 그 보안 USB에 자료를 담아서 외부 미팅에 들고 가도 돼요?") is None
    assert question_workplace("회사에서 보안 USB 꽂아도 돼요?") == "회사"


def test_a_transfer_back_with_the_honorific_helper_is_giving() -> None:
    from bot.rules.asked_attribute import directions

    assert directions("회사에서 받은 태블릿은 퇴직 후 며칠 안에 돌려드려야 합니까?") == {"in", "out"}
    assert directions("태블릿 돌려드려야 돼요?") == {"out"}


def test_the_glossary_s_new_phrases() -> None:
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    assert "비우" in glossary.policy_words_in("잠시 자리를 뜰 때")
    assert "반출" in glossary.policy_words_in("노트북 들고 나가도 돼요?")
    assert "반출" in glossary.policy_words_in("외부 미팅에 가지고 나가려면")
    assert "반출" not in glossary.policy_words_in("언제까지 가지고 있어도 돼요?")
    assert "분리" in glossary.policy_words_in("네트워크에서 떼어 놓으려면")
    assert "불이익" in glossary.policy_words_in("불리한 처우를 받게 되나요")
    from bot.language.terms import content_terms

    assert "조치" not in {t.text for t in content_terms("사고 나면 해야 할 조치가 무엇인지 알려 주세요")}


def test_the_occasion_of_gathered_data_and_the_data_named_again() -> None:
    from bot.language.terms import Term
    from bot.rules.retention_occasion import carried

    question = "행사 참가 신청 받으면서 연락처를 모았는데, 행사가 끝난 다음에 이 명단은 얼마 동안 갖고 있어도 되나요?"
    terms = [Term("참가", False), Term("신청", False), Term("명단", False), Term("모으", True)]
    assert carried(question, terms, "보관 기간은 목적을 달성한 날부터 2년이다.") == {"참가", "신청", "명단", "모으"}
    assert carried(question, terms, "수집할 때는 목적을 알린다.") == set()


def test_a_guess_of_being_caught_ends_the_story() -> None:
    from bot.rules.diagnosed_story import diagnoses

    def known(word: str) -> bool:
        return word == "바이러스"

    assert diagnoses("이상한 창이 계속 뜨는 게 바이러스 걸린 것 같아요.", known)
    assert diagnoses("바이러스에 감염된 거 같은데", known)
    assert not diagnoses("창이 계속 떠요.", known)


def test_attribute_words_of_a_time_of_day_and_of_days_worth() -> None:
    from bot.rules.attribute_words import ATTRIBUTE_WORDS

    assert "하루" in ATTRIBUTE_WORDS["clock"] and "치" in ATTRIBUTE_WORDS["day"]
    sentence = "점검은 매일 새벽 3시에 한다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "점검이 하루 중 몇 시에 돌아가요?", sentence).passed


def test_how_long_the_asker_has_worked_here_is_their_story() -> None:
    from bot.language.terms import Term
    from bot.rules.tenure_story import carried

    joined = [Term("입사", True)]
    assert carried("입사하고 처음으로 집에서 일하게 됐어요. 뭘 먼저 켜 둬야 해요?", joined) == {"입사"}
    assert carried("입사한 지 열흘 됐는데 비번 몇 자예요?", joined) == {"입사"}
    assert carried("입사하면 태블릿 언제 받아요?", joined) == set()
    assert carried("입사하고 처음으로 집에서 일해요.", [Term("집", False)]) == set()


def test_the_one_personal_data_is_got_from_says_whose_it_is() -> None:
    from bot.rules.data_owner import owners

    assert owners("채용 지원자에게 주민등록번호를 받아도 되나요?") == {"지원자": "주민등록번호", "채용": "주민등록번호"}
    assert owners("응모자한테 주민번호 받아도 돼요?") == {"응모자": "주민번호"}
    assert owners("거래처에 주민번호 보내도 돼요?") == {}


def test_which_thing_to_use_for_a_task_is_answered_by_the_rule_that_allows_only_one() -> None:
    from bot.language.terms import Term
    from bot.rules.which_means import carried

    def none(_: str) -> set[str]:
        return set()

    only = "업무에는 회사에 등록된 보안 카드만 사용한다."
    clause = [Term("자료", False), Term("옮기", True)]
    assert carried("업무 자료를 옮길 때 어떤 카드를 사용해야 하나요?", clause, only, none) == {"자료", "옮기"}
    assert carried("업무 자료 옮길 때 카드는 어떤 걸 써야 돼요?", clause, only, none) == {"자료", "옮기"}
    # no restriction, no word of the clause in the sentence, or no which-question
    taken = "카드로 자료를 가져갈 때는 승인을 받는다."
    assert carried("업무 자료를 옮길 때 어떤 카드를 써요?", clause, taken, none) == set()
    assert carried("회의실 예약할 때 어떤 카드 써요?", [Term("예약", True)], only, none) == set()
    assert carried("업무 자료 옮길 때 카드 써도 돼요?", clause, only, none) == set()


def test_a_one_syllable_noun_is_no_last_syllable_of_a_plain_noun() -> None:
    from bot.rules.syllable_noun import only_inside

    assert only_inside("집", "개인정보는 수집 목적 안에서만 이용한다.")
    assert not only_inside("폰", "휴대폰을 바꾸면 다시 등록한다.")
    assert not only_inside("팀", "보안팀에 알린다.")
    assert not only_inside("폰", "아이폰을 잃어버리면 신고한다.")


def test_a_password_set_is_a_password_made() -> None:
    from bot.language.terms import Term
    from bot.rules.password_set import carried

    set_ = [Term("정하", True)]
    made = "암호는 10자 이상으로 만든다."
    assert carried("사내 계정 비밀번호를 새로 정하려고 하는데 몇 자예요?", set_, made) == {"정하"}
    assert carried("승인 절차는 누가 정해요?", set_, made) == set()
    assert carried("비번 새로 정하려는데 몇 자?", set_, "암호는 60일마다 바꾼다.") == set()


def test_a_question_typed_without_its_mark_still_asks() -> None:
    from bot.rules.asked_sentence import asks_unmarked

    assert asks_unmarked("얼마나 기다리면 풀리나요")
    assert asks_unmarked("누구한테 연락해야됨")
    assert not asks_unmarked("출입증이 잠겼어요")
    assert not asks_unmarked("재택 중인데 어케 해야 되나요")  # a way asked after a story: that story's problem
    sentence = "출입증은 3번 잘못 찍으면 10분 동안 잠긴다."
    matcher = shipped_matcher(sentence)
    parts, _ = matcher.parts("출입증 3번 잘못 찍어서 잠겼어요ㅠㅠ 얼마나 기다리면 풀리나요")
    assert len(parts) == 1 and "잠기" in {t.text for t in parts[0].terms}


def test_a_mark_written_and_left_there_is_a_result_state() -> None:
    from bot.rules.absent_state import negated_states

    assert negated_states("문서에 등급을 안 적어놨으면 어떻게 해요?") == {"적"}
    assert negated_states("문서에 등급을 적어놨으면 어떻게 해요?") == frozenset()


def test_a_stem_and_its_nominal_gi_read_as_the_noun_they_spell() -> None:
    from bot.language.terms import analyze

    first = analyze("파기는 며칠 안에 해요?")[0]
    assert (first.surface, first.tag) == ("파기", "NNG")
    assert [m.tag for m in analyze("쓰기는 어때요")][:2] == ["VV", "ETN"]  # 쓰기 alone is no noun to MeCab-ko


def test_an_ended_event_of_several_nouns_and_its_entrants() -> None:
    from bot.rules.data_owner import owners
    from bot.rules.ended_purpose import ended_events

    assert {"이벤트", "경품", "발송"} <= ended_events("이벤트 경품 발송 다 끝났는데 응모자 정보 얼마나 갖고 있어요?",
                                                   whole_run=True)
    assert owners("응모하신 분들 연락처 모아둔 거") == {"분": "연락처", "응모": "연락처"}
    sentence = "개인정보 보관 기간은 목적을 달성한 날부터 2년이다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "경품 행사 다 끝났는데 참가한 사람들 연락처 얼마 동안 갖고 있어도 돼요?", sentence).passed


def test_what_fits_is_the_figure_asked() -> None:
    from bot.rules.figure_verb import capacity_verbs

    assert capacity_verbs("메일에 붙여서 보내려는데 용량 몇 메가까지 들어가요?") == {"들어가"}
    assert capacity_verbs("서버실 들어가도 돼요?") == frozenset()


def test_what_a_message_says_happened_is_no_event_the_asker_tells() -> None:
    from bot.rules.told_scene import _quoted_acts

    assert _quoted_acts("택배 주소가 틀렸다고 확인하라는 메일이 왔는데 수상해요") == {"틀리"}
    assert _quoted_acts("택배 주소가 틀려서 다시 보냈어요") == frozenset()


def test_the_trouble_that_is_only_the_reason_for_a_leave() -> None:
    sentence = "이름: 9-Zip / 분류: 유틸리티 / 라이선스: 무료 / 설치: 자유 설치"
    matcher = shipped_matcher(sentence)
    verdict = cover(matcher, "압축이 안 풀려서요, 9zip 깔아도 돼요?", sentence)
    assert not any("does not happen" in m for m in verdict.missing), verdict.missing


def test_the_field_an_item_goes_into_is_no_other_thing_asked_with_do() -> None:
    from bot.rules.collect_setting import form_of_item
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    rule = "주민등록번호는 법령에 근거가 있을 때만 수집한다."
    assert form_of_item("회원가입 폼 만드는 중인데 주민번호 입력칸도 넣어도 되나요?", "입력칸", rule, glossary)
    kept = "주민등록번호는 암호를 걸어 보관한다."
    assert not form_of_item("주민번호 입력칸도 넣어도 되나요?", "입력칸", kept, glossary)
    assert not form_of_item("사원증도 반납해요?", "사원증", rule, glossary)


def test_an_act_the_story_set_aside_tells_is_told() -> None:
    sentence = "태블릿을 잃어버리면 즉시 담당자에게 분실 신고를 한다."
    matcher = shipped_matcher(sentence, "신고를 받은 담당자가 태블릿을 원격으로 잠근다.")
    question = "어제 지하철에서 가방을 통째로 잃어버렸어요ㅠ 회사 태블릿도 안에 있었는데 어떡하죠?"
    parts, _ = matcher.parts(question)
    verdict = matcher.coverage(parts[-1], *_one(sentence))
    assert not any("the rule's condition" in m for m in verdict.missing), verdict.missing


def _one(sentence: str) -> tuple:  # type: ignore[type-arg]
    from tests.support.topic_rule import one_sentence_excerpt, split_sentences

    excerpt = one_sentence_excerpt(sentence, "3. 분실 신고")
    return split_sentences(excerpt, 1)[-1], excerpt


def test_how_a_figure_usually_runs_is_the_figure_asked() -> None:
    sentence = "태블릿은 3년마다 교체한다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "회사 태블릿은 보통 몇 년마다 바꿔주나요?", sentence).passed
    parts, _ = matcher.parts("승인은 보통 누가 해줘요?")
    assert "보통" in {t.text for t in parts[0].terms}  # no figure asked: 보통 stays a word of the question


def test_a_sentence_that_carries_none_of_the_things_a_question_names_answers_another() -> None:
    sentence = "암호는 60일마다 바꾼다."
    matcher = shipped_matcher(sentence, "태블릿은 3년마다 교체한다.")
    verdict = cover(matcher, "탭 바꾼 지 3년 넘었는데 교체 돼요?", sentence)
    assert not verdict.passed and any("no thing the question names" in m for m in verdict.missing)
    # a premise whose recipient is corrected keeps its answer
    from bot.rules.named_thing import problems

    parts, _ = matcher.parts("보안팀에 신고하면 되는 거 맞죠?")
    assert problems(parts[0], [], frozenset({"신고"}), "태블릿을 잃어버리면 담당자에게 신고한다.") == []
