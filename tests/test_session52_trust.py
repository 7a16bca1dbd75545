"""Chat spellings, a want told after an English question, and figures of how often (session 52), on invented
sentences."""

from __future__ import annotations

from bot.language import english
from bot.language.terms import content_terms, raw_morphemes
from bot.matching.model import PART_SPLIT_RE
from bot.rules import english_states
from bot.rules.answer_kind import places
from bot.rules.dialect import as_standard
from bot.rules.trailing_statement import is_statement
from tests.support.topic_rule import checked_extractive, shipped_matcher


def test_a_want_or_need_told_after_an_english_question_asks_nothing() -> None:
    for told in ("want to plan a patch around it", "marketing wants it", "I need it for meeting notes.",
                 "I keep forgetting when"):
        assert english.tells_purpose(told), told
        assert is_statement(told, asks=True), told
    # what happened may say which case of the rule is asked; a sentence that asks stays a question
    for other in ("it stopped working", "it got a scratch on the cover", "what about the weekend",
                  "please tell me who approves it", "is it the same for contractors", "need it by 5 pm"):
        assert not is_statement(other, asks=True), other


def test_an_english_question_with_a_purpose_after_it_is_answered() -> None:
    text = "- 백업은 매일 새벽 3시에 한다.\n- 백업본은 30일 동안 보관한다."
    answer, passed = checked_extractive("what time does the backup run? want to plan a patch around it", "2. 백업",
                                        text)
    assert answer is not None and "새벽 3시" in answer and passed


def test_whom_a_standing_holds_for_is_no_place() -> None:
    assert places("학생에게만 무료이고 회사는 유료인 경우가 많다.") == ()
    assert places("팀원에게는 필수이다.") == ()
    assert places("분실하면 IT 담당자에게 신고한다.") == ("담당자",)
    assert places("자료는 사내 드라이브에 저장한다.") == ("드라이브",)


def test_a_run_of_question_marks_ends_one_sentence() -> None:
    pieces = [p for p in PART_SPLIT_RE.split("전원 꺼도 되나요?? 화면이 이상해요") if p and p.strip()]
    assert pieces == ["전원 꺼도 되나요??", "화면이 이상해요"]
    pieces = [p for p in PART_SPLIT_RE.split("비번 몇 자야?! 주기는 며칠이야?") if p and p.strip()]
    assert pieces == ["비번 몇 자야?!", "주기는 며칠이야?"]


def test_chat_spellings_of_the_polite_ending_and_of_how() -> None:
    assert as_standard("적어도 되나여??") == "적어도 되나요??"
    assert as_standard("궁금해서여") == "궁금해서요"
    assert as_standard("언제 받는거에여?") == "언제 받는거에요?"
    for kept in ("나여", "누구여?", "조여 주세요"):
        assert as_standard(kept) == kept
    assert as_standard("OTP는 어케 해야돼요") == "OTP는 어떻게 해야돼요"
    assert as_standard("어케해요?") == "어떻게해요?"
    assert as_standard("폰 바꿈 otp 어캐?") == "폰 바꿈 otp 어떻게?"


def test_the_honorific_of_knowing_is_no_topic() -> None:
    assert [t.text for t in content_terms("어디로 신고하는지 아시나요?")] == ["신고"]
    assert content_terms("혹시 아시는 분?") == []
    assert "알" in [m.lemma for m in raw_morphemes("혹시 아시는 분 있을까요?")]
    text = "- 의심스러운 메일은 보안팀에 신고한다."
    answer, passed = checked_extractive("이상한 메일 어디로 신고하는지 혹시 아시는 분?", "1. 피싱", text)
    assert answer is not None and "보안팀에" in answer and passed


def test_an_act_in_a_glossary_form_the_analyzer_cut_is_the_act_asked_as_well() -> None:
    text = "- 압축 프로그램은 승인 없이 설치할 수 있다."
    answer, passed = checked_extractive("압축 프로그램 까는 것도 승인 받아야 돼요?", "1. 설치", text)
    assert answer is not None and "승인 없이" in answer and passed
    # an act the glossary does not tie to the sentence's word stays unanswered
    answer, _ = checked_extractive("압축 프로그램 지우는 것도 승인 받아야 돼요?", "1. 설치", text)
    assert answer is None


def test_typing_a_wrong_password_without_an_article_is_mistyping_it() -> None:
    assert "mistyped the password" in english_states.plain("i typed wrong password like 5 times")
    assert "mistyped my pin" in english_states.plain("I typed my pin wrong")


def test_a_count_per_span_asserted_is_a_figure_of_how_often() -> None:
    matcher = shipped_matcher("보안 점검은 분기마다 한다.")
    part = matcher.parts("보안 점검은 1년에 한 번 한다고 들었는데 맞나요?")[0][0]
    assert part.quantity == "frequency"
    assert matcher.parts("보안 점검 기간은 1년이라고 들었는데 맞나요?")[0][0].quantity == "duration"
    answer, passed = checked_extractive("보안 점검은 1년에 한 번 한다고 들었는데 맞나요?", "3. 점검",
                                        "- 보안 점검은 분기마다 한다.")
    assert answer is not None and "분기마다" in answer and passed


def test_english_words_for_policy_words() -> None:
    glossary = shipped_matcher().glossary
    for word, policy in (("reissue", "재발급"), ("idle", "자리"), ("download", "설치"), ("write", "쓰")):
        assert policy in english.policy_words_for(glossary, word), word


def test_which_members_of_a_class_named_only_as_a_list_item_are_not_said() -> None:
    from bot.rules.listed_member import asked_classes, problem

    rule = "사내 계정 암호는 영문·숫자·기호 중 두 종류 이상을 섞는다."
    for question in ("암호에 기호 뭐뭐 돼요?", "기호는 어떤 거 쓸 수 있어요?", "쓸 수 있는 기호 종류가 뭐예요?",
                     "어떤 기호 써도 돼요?"):
        assert asked_classes(question) == ["기호"], question
        assert problem(question, rule) is not None, question
    # a list of the members of the asked class answers (bot.rules.listed_kinds); so does a list of its kinds
    assert problem("등급 뭐뭐 있어요?", "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다.") is None
    listed = "외부 서비스에 고객 정보·개인정보·대외비 문서를 입력하지 않는다."
    assert problem("어떤 정보 입력하면 안 돼요?", listed) is None
    assert problem("암호 몇 자 이상이에요?", rule) is None
    answer, _ = checked_extractive("암호에 기호 뭐뭐 돼요?", "1. 암호", f"- {rule}")
    assert answer is None
    answer, passed = checked_extractive("암호는 몇 종류 섞어야 돼요?", "1. 암호", f"- {rule}")
    assert answer is not None and "두 종류" in answer and passed


def test_chat_words_for_a_computer_and_english_words_for_customer_data() -> None:
    glossary = shipped_matcher().glossary
    assert "노트북" in glossary.policy_words_for("컴터")
    assert "노트북" not in glossary.policy_words_in("컴플레인 들어왔는데 어디에 말해요?")  # 컴 alone is inside words
    for phrase in ("customer names", "customer addresses", "contact list"):
        assert "개인정보" in glossary.policy_words_for(phrase), phrase


def test_a_mail_field_written_as_one_word_is_a_noun() -> None:
    assert [t.text for t in content_terms("보낸사람 주소가 좀 수상함")] == ["보낸사람", "주소"]
    assert [t.text for t in content_terms("받는사람 잘못 넣었어요")] == ["받는사람", "넣"]
    assert "보내" in [t.text for t in content_terms("메일 보낸 사람이 누군지 몰라요")]  # written apart: the verb


def test_a_noun_the_policies_use_as_a_verb_written_apart_from_hae_juda_is_that_verb() -> None:
    from bot.rules.spacing import joined_service

    acts = {"교체", "설치"}.__contains__
    assert joined_service("이것도 교체 해주나요??", acts) == "이것도 교체해주나요??"
    assert joined_service("설치 해 줄 수 있어요?", acts) == "설치해 줄 수 있어요?"
    assert joined_service("노트북 해주세요", acts) == "노트북 해주세요"  # not a verbal noun of the policies
    text = "- 태블릿은 3년마다 교체한다.\n- 교체할 때는 쓰던 태블릿을 반납한다."
    answer, _ = checked_extractive("태블릿 액정 깨졌는데 이것도 교체 해주나요?", "2. 교체", text)
    assert answer is None  # "교체할 때는 …" presupposes the replacement the question asks about


def test_whether_doing_it_is_no_problem_asks_permission() -> None:
    from bot.matching.model import PERMISSION_RE

    for question in ("서고에 혼자 들어가도 문제 없을까요?", "써도 상관없나요?", "꽂아도 지장 없죠?"):
        assert PERMISSION_RE.search(question), question
    assert not PERMISSION_RE.search("문제 없으면 어떻게 해요?")
    text = "- 서고에 들어갈 때는 출입 기록부를 작성한다.\n- 서고에는 2인 이상이 함께 출입한다."
    answer, passed = checked_extractive("서고에 잠깐 혼자 들어가도 문제 없을까요?", "2. 서고", text)
    assert answer is not None and "2인 이상" in answer and "기록부" not in answer and passed


def test_as_of_now_and_intensifiers_in_english_and_no_matter_in_korean_frame_a_question() -> None:
    from bot.rules.spacing import respace

    assert english.is_function_word("currently") and english.is_function_word("super")
    assert respace("지워도 상관 없나요?") == "지워도 상관없나요?"
    assert [t.text for t in content_terms("지워도 상관없나요?")] == ["지우"]
    assert [t.text for t in content_terms("상관 승인 필요해요?")] == ["상관", "승인"]  # a superior
    assert [t.text for t in content_terms("진짜 큰일났는데 누구한테 말해야 돼요")] == []


def test_whether_or_not_between_a_formal_question_and_its_formula_and_a_team_alone_introducing_the_writer() -> None:
    from bot.rules.formal_request import as_direct

    assert as_direct("우선 전원을 꺼 두어야 하는지 여부 확인 부탁드립니다.") == "우선 전원을 꺼 두어야 하나요?"
    assert as_direct("익명으로 신고하는 것도 가능한지 여부를 문의드립니다.") == "익명으로 신고하는 것도 가능한가요?"
    assert as_direct("총무팀입니다. 노트북 언제 나와요?") == "노트북 언제 나와요?"
    assert as_direct("총무팀 여부 확인 부탁드립니다.") == "총무팀 여부 확인 부탁드립니다."  # no embedded question


def test_a_question_for_the_case_needs_a_sentence_that_states_one() -> None:
    from bot.rules.answer_kind import problems

    question = "어떤 경우에 여권번호를 수집할 수 있나요?"
    assert problems(question, "개인정보는 꼭 필요한 항목만 수집한다.", None, None)
    assert not problems(question, "여권번호는 법령에 근거가 있을 때만 수집한다.", None, None)
    assert not problems("여권번호는 수집할 수 있나요?", "개인정보는 꼭 필요한 항목만 수집한다.", None, None)


def test_the_thing_the_story_lost_is_not_another_thing_a_rule_names() -> None:
    from bot.rules.told_object import objects, problems

    assert objects("태블릿을 버스에 두고 내렸어요.") == ["태블릿"]
    assert objects("보안 USB를 잃어버리면") == ["보안 usb"]
    words = {"태블릿": ["태블릿", "장비"], "장비": ["장비"]}.get
    assert problems("태블릿을 버스에 두고 내렸어요.", "보안 USB를 잃어버리면 즉시 보안팀에 신고한다.",
                    lambda w: words(w) or [])
    assert not problems("태블릿을 버스에 두고 내렸어요.", "태블릿이나 장비를 잃어버리면 IT 담당자에게 신고한다.",
                        lambda w: words(w) or [])
    assert not problems("태블릿을 버스에 두고 내렸어요.", "장비를 잃어버리면 IT 담당자에게 신고한다.",
                        lambda w: words(w) or [])
    # a story thing the policies do not name may be the rule's thing in other words; one written inside the other
    ruled = "대외비 문서를 외부로 보낼 때는 팀장 승인을 받는다."
    assert not problems("제안서를 보내야 해요.", ruled, lambda w: words(w) or [])
    # the rule's thing named by the question itself, or by another object of the story, is no other thing
    screen = "자리를 비우면 5분 뒤 화면이 잠기게 한다."
    assert not problems("태블릿을 두고 나왔어요.", screen, lambda w: words(w) or [], "자리 비우면 몇 분 뒤 잠겨요?")
    assert not problems("태블릿을 켜 두고 자리를 비울 일이 많아요.", screen, lambda w: words(w) or [])
    phone = {"휴대폰": ["휴대폰"]}.get
    assert not problems("폰을 새로 바꿨어요.", "휴대폰을 바꾸면 OTP를 다시 등록한다.", lambda w: phone(w) or ["폰"])


def test_the_way_a_report_is_made_is_asked() -> None:
    from bot.rules.modifier_noun import means_nouns

    assert means_nouns("유출 익명으로 신고해도 돼요?") == frozenset({"익명"})
    assert means_nouns("전화로 알려도 되나요?") == frozenset({"전화"})
    assert means_nouns("제 실수로 자료가 샌 건데 신고하면 징계받나요?") == frozenset()  # by mistake: no way
    text = "- 정보 유출을 알게 되면 즉시 보안팀에 신고한다."
    answer, _ = checked_extractive("정보 유출 익명으로 신고해도 돼요?", "2. 유출", text)
    assert answer is None
    answer, passed = checked_extractive("정보 유출 알게 되면 어디에 신고해요?", "2. 유출", text)
    assert answer is not None and "보안팀에" in answer and passed


def test_a_formal_mail_subject_addressee_and_closing_ask_nothing() -> None:
    from bot.rules.courtesy import without_courtesy
    from bot.rules.message_form import plain_body

    body = plain_body("[문의] 태블릿 지급 관련\n안녕하십니까. 태블릿은 언제 지급되는지 문의드립니다.")
    assert body == "안녕하십니까. 태블릿은 언제 지급되는지 문의드립니다."
    assert plain_body("[IT문의] 서고 출입\n혼자 들어가도 되나요?") == "서고 출입요.\n혼자 들어가도 되나요?"
    assert plain_body("총무팀 귀중\n서고 열쇠는 어디서 받나요?") == "서고 열쇠는 어디서 받나요?"
    assert plain_body("IT운영팀 담당자님께,\n서고 열쇠는 어디서 받나요?") == "서고 열쇠는 어디서 받나요?"
    assert plain_body("[참고] 서고 열쇠\n어디서 받나요?") == "[참고] 서고 열쇠\n어디서 받나요?"  # no asking label
    assert plain_body("[질문] 서고 열쇠 어디서 받나요?") == "[질문] 서고 열쇠 어디서 받나요?"  # one line: the question
    assert without_courtesy("서고 열쇠는 어디서 받는지 문의드립니다. 회신 주시면 감사하겠습니다.") == \
        "서고 열쇠는 어디서 받는지 문의드립니다."


def test_formal_verbs_of_doing_and_writing() -> None:
    assert [t.text for t in content_terms("정기 점검이 매일 몇 시에 수행되나요?")] == ["정기", "점검"]
    assert [t.text for t in content_terms("점검은 몇 시에 진행돼요?")] == ["점검"]
    assert "유지" in [t.text for t in content_terms("권한 유지돼요?")]  # whether a thing is kept is asked
    assert "쓰" in shipped_matcher().glossary.policy_words_for("기재")
