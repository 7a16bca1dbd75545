"""Session 58's answer-trust rules, on invented sentences: a verb of showing after a quoted clause, "뭘 … 해야"
asking what to do, the number of people asked by its noun, keeping "until", and the kind a confirm question
asserts."""

from __future__ import annotations

from tests.support.topic_rule import cover, shipped_matcher


def test_a_verb_of_showing_after_a_quoted_clause_only_reports_the_screen() -> None:
    from bot.rules.quoted_report import report_verbs

    assert report_verbs("프린터가 잠겼다고 떠요 얼마나 기다려요?") == {"뜨"}
    assert report_verbs("조건에 안 맞는다고 자꾸 튕겨요") == {"튕기"}
    assert report_verbs("사용할 수 없는 이름이라고 나와요") == {"나오"}
    # shown without a quote: what appears is the story, not a frame
    assert report_verbs("화면에 창이 떠요") == frozenset()
    assert report_verbs("알림이 계속 나와요") == frozenset()
    sentence = "출입증은 3번 잘못 찍으면 10분 동안 잠긴다."
    matcher = shipped_matcher(sentence, "만료 7일 전부터 포털에 안내가 표시된다.")
    verdict = cover(matcher, "출입증 잘못 찍었더니 잠겼다고 떠요 얼마나 기다려야 돼요?", sentence)
    assert verdict.passed, verdict.missing
    # the shown thing itself is still asked when no clause is quoted
    assert not cover(matcher, "출입증 찍으면 화면에 떠요? 얼마나 기다려야 돼요?", sentence).passed


def test_what_must_be_checked_is_asked_not_whether_an_act_may_be_done() -> None:
    matcher = shipped_matcher("회사 밖에서는 터널을 먼저 연결한 뒤 사내 시스템에 접속한다.")
    parts, _ = matcher.parts("터널 연결은 되는데 자꾸 끊겨요. 뭘 확인해봐야 하나요?")
    assert not parts[-1].permission
    parts, _ = matcher.parts("터널 연결 끊어도 되나요?")
    assert parts[-1].permission


def test_the_number_of_people_asked_by_its_noun() -> None:
    sentence = "창고에는 3인 이상이 함께 출입한다."
    matcher = shipped_matcher(sentence)
    parts, _ = matcher.parts("창고 출입 최소 인원?")
    assert parts[0].quantity == "people"
    assert cover(matcher, "창고 출입 최소 인원?", sentence).passed
    assert cover(matcher, "창고 최소 인원이 몇 명이에요?", sentence).passed
    assert matcher.parts("창고 인원 많아요?")[0][0].quantity != "people"


def test_keeping_a_thing_until_a_time_is_keeping_it() -> None:
    matcher = shipped_matcher("보관 기간은 계약이 끝난 날부터 2년이다.")
    parts, _ = matcher.parts("거래처 서류는 계약 끝나고 5년까지 갖고 있어도 되는 거죠?")
    assert "보관" in {w for words in parts[0].concepts.values() for w in words} | set(parts[0].extra)


def test_the_kind_a_confirm_question_asserts_is_asked() -> None:
    from bot.rules.asserted_detail import kind_nouns

    assert kind_nouns("승인 받으면 편집자 라이선스로 주는 거 맞나요?") == {"편집자", "라이선스"}
    assert kind_nouns("승인 받으면 편집자 라이선스로 주나요?") == frozenset()  # no premise to confirm
    sentence = "이름: Sketch / 분류: 디자인 / 라이선스: 유료 / 설치: 승인 필요"
    matcher = shipped_matcher(sentence)
    verdict = cover(matcher, "Sketch 승인 받으면 편집자 라이선스로 주는 거 맞나요?", sentence)
    assert "편집자" in verdict.missing


def test_a_verbal_noun_written_onto_its_period_is_spaced_apart() -> None:
    from bot.rules.spacing import apart_period

    acts = {"보관", "교체"}.__contains__
    assert apart_period("백업본 보관기간 90일 맞나요?", acts) == "백업본 보관 기간 90일 맞나요?"
    assert apart_period("노트북 교체주기가 몇 년이에요?", acts) == "노트북 교체 주기가 몇 년이에요?"
    # the policies' own compound, no verbal noun, stays
    assert apart_period("인증서 유효기간이 얼마예요?", acts) == "인증서 유효기간이 얼마예요?"


def test_what_to_use_instead_is_answered_with_the_rule_on_what_to_use() -> None:
    from tests.support.topic_rule import shipped_extractive

    text = "- 개인 외장 하드는 업무용 컴퓨터에 연결하지 않는다. 업무에는 회사에 등록된 보안 USB만 사용한다."
    draft, _, _ = shipped_extractive("개인 외장하드 꽂으려다 말았는데요, 업무용으론 뭘 써야 되는 거예요?",
                                     "1. 이동식 저장장치", text)
    assert draft.status == "answered"
    assert "보안 USB만 사용한다" in draft.answer


def test_a_word_of_a_later_clause_is_no_act_of_sending_by_a_means() -> None:
    from bot.rules.modifier_noun import means_nouns

    assert means_nouns("실수로 지운 공유폴더 살려 달래요") == frozenset()
    assert means_nouns("드라이브 링크로 공유해도 돼요?") == {"링크"}
    assert means_nouns("대외비 문서 카톡으로 외부에 보내도 돼요?") == {"카톡"}


def test_an_ended_event_named_after_its_modifier_and_where_its_data_sits() -> None:
    from bot.rules.ended_purpose import ended_events

    assert {"경품", "행사", "당첨자"} <= ended_events("지난달 끝난 경품 행사 당첨자 주소록 얼마나 갖고 있어요?")
    assert "주소록" not in ended_events("지난달 끝난 경품 행사 당첨자 주소록 얼마나 갖고 있어요?")
    assert ended_events("끝난 행사의 당첨자 주소") == {"행사"}
    assert ended_events("끝난 프로젝트 자료") == {"프로젝트"}  # 자료, the thing kept, is no event
    assert ended_events("행사 끝난 뒤 당첨자 주소 얼마나 갖고 있어요?") == {"행사"}  # 뒤: a time, not the event
    sentence = "보관 기간은 목적을 달성한 날부터 1년이다."
    matcher = shipped_matcher(sentence, "개인정보는 수집 목적 안에서만 이용한다.")
    verdict = cover(matcher, "작년에 끝난 경품 행사 당첨자 연락처가 아직 공유폴더에 남아있네요. 이런 건 얼마 동안 갖고 "
                             "있어도 되는 거예요?", sentence, "2. 개인정보 보관")
    assert verdict.passed, verdict.missing


def test_midnight_asserted_is_a_time_of_day() -> None:
    from bot.matching.model import asserted_quantities

    assert [(a.number, a.kind) for a in asserted_quantities("점검은 매일 자정에 하는 거 맞죠?")] == [("0", "clock")]
    assert asserted_quantities("자정까지 기다려요") != []
    assert asserted_quantities("자정능력") == []


def test_what_a_file_holds_says_nothing_of_its_size_limit() -> None:
    from bot.rules.data_content import content_words

    question = "회의록 PDF를 거래처에 메일로 보내려는데 첨부 파일 용량 제한이 몇 MB예요?"
    assert content_words(question, "size", ["pdf", "메일", "첨부", "파일"]) == {"회의록"}
    assert content_words("회의록 파일은 얼마나 보관해요?", "duration", ["파일"]) == frozenset()
    sentence = "메일 첨부 파일은 25MB까지 보낼 수 있다."
    matcher = shipped_matcher(sentence)
    verdict = cover(matcher, question, sentence)
    assert verdict.passed, verdict.missing



def test_two_questions_joined_by_the_copula_s_go_are_two_questions() -> None:
    from bot.rules.message_parts import split_asking_clauses

    assert split_asking_clauses("출입증 유효 기간은 언제까지고 기간 지나면 며칠 안에 반납해야 돼요?") == [
        "출입증 유효 기간은 언제까지고", "기간 지나면 며칠 안에 반납해야 돼요?"]
    # a clause without a question word stays with its question
    assert len(split_asking_clauses("출입증 기간은 1년이고 며칠 안에 반납해야 돼요?")) == 1
    # the copula of a statement ("… 잠기는 거고"), not of a question word, joins one question
    assert len(split_asking_clauses("출입증 몇 번 틀리면 잠기는 거고 잠금은 얼마 동안 가요?")) == 1


def test_leave_to_keep_a_thing_is_answered_by_the_rule_that_deletes_it() -> None:
    from bot.rules.kept_deleted import answers_keeping

    sentence = "용도가 끝난 자료는 외장 디스크에서 바로 삭제한다."
    assert answers_keeping(True, {"보관"}, sentence)
    assert not answers_keeping(False, {"보관"}, sentence)  # how long it is kept asks a figure
    assert not answers_keeping(True, {"보관"}, "외장 디스크는 잠금장치가 있는 곳에 둔다.")
    assert not answers_keeping(True, {"반출"}, sentence)


def test_a_ransomware_screen_is_the_story_of_a_suspected_infection() -> None:
    from bot.language.terms import content_terms
    from bot.rules.infection_story import carried, describes_infection

    assert describes_infection("문서 파일 이름이 전부 이상하게 바뀌었어요")
    assert describes_infection("비트코인 보내라는 화면이 나와요")
    assert describes_infection("사진이 다 암호화됐다고 떠요")
    assert not describes_infection("화면에 창이 떴어요")
    assert not describes_infection("노트북 잃어버렸어요")
    question = "갑자기 문서 파일 이름이 다 바뀌고 돈 보내라는 창이 떴는데 전원 꺼도 돼요?"
    terms = content_terms(question)
    story = carried(question, terms, "2. 악성코드 감염 컴퓨터는 끄지 말고 둔다.")
    assert {"파일", "이름", "창"} <= story and "끄" not in story
    assert carried(question, terms, "1. 비밀번호 만들기 비밀번호는 12자 이상으로 만든다.") == set()
    sentence = "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다."
    matcher = shipped_matcher(sentence)
    told = "갑자기 문서 파일 이름이 다 바뀌고 돈 보내라는 창이 떴어요!! 일단 컴퓨터 꺼도 돼요?"
    parts, _ = matcher.parts(told)
    assert len(parts) == 1 and "창" not in {t.text for t in parts[0].terms}


def test_the_places_searched_for_a_lost_thing_are_its_story() -> None:
    from bot.rules.searched_places import left_out

    question = "회사 태블릿을 어디 흘린 것 같아요 가방에도 없고 책상에도 없어요 어디에 말해요?"
    assert left_out(question, ["책상", "가방"], {"흘리": {"분실"}}) == []
    assert left_out("책상에도 없는 프린터 어디 있어요?", ["책상"], {"프린터": {"장비"}}) == ["책상"]


def test_setting_a_figure_by_matching_it() -> None:
    from bot.rules.setting_made import SETTING_VERBS

    assert "맞추" in SETTING_VERBS
    sentence = "자리를 비우면 3분 뒤 모니터가 자동으로 잠기게 한다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "모니터 잠금 몇 분으로 맞춰야 돼요?", sentence).passed


def test_how_long_it_takes_is_asked_by_the_sentence_that_asks_not_a_story_before_it() -> None:
    from bot.rules.answer_kind import asked_kind

    assert asked_kind("모니터가 오래돼서 켜는 데만 한참 걸려요.. 몇 년 쓰면 바꿔주나요?").takes is False
    assert asked_kind("재발급 신청하면 며칠 걸려요?").takes is True


def test_the_time_since_a_thing_was_got_asks_no_getting_and_a_while_is_no_topic() -> None:
    from bot.rules.receiving import asks_getting

    assert not asks_getting("태블릿 받은 지 한참 됐는데 교체는 몇 년 주기로 해주나요?", True)
    assert asks_getting("태블릿 언제 받아요?", True)
    sentence = "태블릿은 3년마다 교체한다."
    matcher = shipped_matcher(sentence, "업무용 태블릿은 입사일에 지급한다.")
    verdict = cover(matcher, "제 태블릿 받은 지 한참 됐는데 교체는 몇 년 주기로 해주나요?", sentence)
    assert verdict.passed, verdict.missing
