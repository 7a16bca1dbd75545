"""Session 56's answer-trust rules, on invented sentences: the told act judged, a phone switched, what the asker
reported, and telling a party at once."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.deadline_at_once import answers as deadline_answered
from bot.rules.reported_story import answered as reported_answered
from bot.rules.told_act_judged import told_deeds
from bot.topic import split_sentences
from tests.support.topic_rule import cover, shipped_matcher


def test_the_told_act_is_the_clause_s_own_deed_not_a_describing_or_earlier_verb() -> None:
    # a verb describing a noun, a step before the clause's act, the use after the act told first
    assert "쓰" not in told_deeds("작년에 쓰던 개인 외장하드 회사 노트북에 연결했는데 괜찮아요?")
    assert "보" not in told_deeds("회의 자료 다 보고 그냥 종이함에 버렸는데 괜찮아요?")
    assert "쓰" not in told_deeds("무료 프로그램 깔아서 쓰고 있는데 괜찮아요?")
    # the clause's own deed is still judged
    assert told_deeds("태블릿을 카페에 두고 왔는데 괜찮아요?") == frozenset({"두"})


def test_switching_phones_is_changing_them() -> None:
    sentence = "휴대폰을 바꾸면 보안 앱을 다시 설치한다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "휴대폰 새 걸로 갈아탔는데 보안 앱은 어떻게 해요?", sentence).missing


def test_what_the_asker_reported_is_no_topic_of_the_rule_on_those_who_report() -> None:
    section = "2. 정보 유출 제보"
    sentence = "제보한 사람은 어떤 불이익도 받지 않는다."
    matcher = shipped_matcher(sentence, "정보 유출을 알게 되면 바로 감사팀에 제보한다.")
    told = "옆 부서 사람이 설계 자료를 밖으로 빼돌린 것 같은데 제보하면 저한테 불이익 있나요?"
    assert not cover(matcher, told, sentence, section).missing
    # what is asked after the act stays; a story the section does not carry stays
    assert "포상" in cover(matcher, "옆 부서 사람이 설계 자료를 빼돌린 것 같은데 제보하면 포상 있나요?",
                           sentence, section).missing
    assert cover(matcher, "옆자리 동료가 맨날 지각하는데 제보하면 저한테 불이익 있나요?", sentence, section).missing


def test_reported_story_sets_aside_only_words_before_the_act_and_a_named_recipient() -> None:
    sentence = "제보한 사람은 어떤 불이익도 받지 않는다."
    question = "동료가 자료 빼돌린 것 같아서 감사팀에 제보했는데 불이익 있나요?"
    section = "- 정보 유출을 알게 되면 바로 감사팀에 제보한다.\n- 제보한 사람은 어떤 불이익도 받지 않는다."
    assert reported_answered(question, ["동료", "자료", "감사팀"], sentence, section, ["빼돌리"]) == []
    # the recipient the section does not name, a story verb the sentence does not carry, another sentence
    assert reported_answered(question, ["감사팀"], sentence, "- 제보한 사람은 보호된다.", ["빼돌리"]) == ["감사팀"]
    assert reported_answered(question, ["동료"], sentence, section, []) == ["동료"]
    assert reported_answered(question, ["동료"], "정보 유출을 알게 되면 바로 감사팀에 제보한다.", section,
                             ["빼돌리"]) == ["동료"]


def test_a_deadline_to_tell_a_party_is_met_by_telling_it_at_once() -> None:
    sentence = "유출을 알게 되면 즉시 감사팀에 신고한다."
    assert deadline_answered("유출된 걸 봤는데 감사팀에 며칠 안에 알려야 해요?", sentence, None, lambda w: [])
    # another party, a rule that tells at no set time, no telling asked
    assert not deadline_answered("유출된 걸 봤는데 인사팀에 며칠 안에 알려야 해요?", sentence, None, lambda w: [])
    assert not deadline_answered("유출된 걸 봤는데 감사팀에 며칠 안에 알려야 해요?",
                                 "유출을 알게 되면 감사팀에 신고한다.",
                                 None, lambda w: [])
    assert not deadline_answered("감사팀에 며칠 안에 자료를 옮겨야 해요?", sentence, None, lambda w: [])


def test_a_hangul_file_is_a_document_and_counting_it_as_is_regarding_it() -> None:
    sentence = "라벨이 없는 문서는 내부용으로 본다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "라벨 없는 한글 파일은 뭐로 치는 거예요?", sentence).missing


def test_the_occasion_data_was_received_on_is_no_topic_of_its_keeping_period() -> None:
    from bot.language.terms import Term
    from bot.rules.retention_occasion import carried

    sentence = "보관 기간은 목적을 이룬 날부터 6개월이다."
    terms = [Term("박람회", verb=False), Term("부스", verb=False), Term("홍보", verb=False)]
    question = "박람회 부스 때 받은 고객 연락처 언제까지 갖고 있어도 돼요?"
    assert carried(question, terms, sentence) == {"박람회", "부스"}
    # a sentence on another matter, data received on no occasion, something that is no personal data
    assert carried(question, terms, "개인정보는 목적 안에서만 쓴다.") == set()
    assert carried("고객 연락처 언제까지 갖고 있어도 돼요?", terms, sentence) == set()
    assert carried("박람회 때 받은 기념품 언제까지 갖고 있어도 돼요?", terms, sentence) == set()
    matcher = shipped_matcher(sentence, "개인정보는 목적 안에서만 쓴다.")
    excerpt = Excerpt(chunk_id="p#2", doc_id="p", title="개인정보 처리 지침", section="2. 이용과 보관", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    assert not matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt).missing


def test_leaving_a_thing_alone_is_answered_by_the_duty_for_it_and_a_never_done_act_by_not_done() -> None:
    from bot.rules.ignored_duty import answered

    question = "저 인증 요청한 적 없는데 방금 인증 문자가 왔어요. 그냥 무시해도 되나요?"
    duty = "본인이 하지 않은 인증 요청 문자를 받으면 보안팀에 알린다."
    assert answered(question, ["요청", "무시"], duty) == []
    # a state that follows by itself, a prohibition, a sentence with no condition; the act never done needs the
    # sentence's not-done
    assert answered(question, ["무시"], "인증 문자를 받으면 5분 뒤 사라진다.") == ["무시"]
    assert answered(question, ["무시"], "인증 문자를 받으면 링크를 누르지 않는다.") == ["무시"]
    assert answered(question, ["무시"], "인증 문자는 보안팀에 알린다.") == ["무시"]
    assert answered(question, ["요청"], "인증 문자를 받으면 보안팀에 알린다.") == ["요청"]


def test_letters_across_a_word_boundary_are_no_sanction_asked() -> None:
    from bot.rules.asked_attribute import sanction_problem

    question = "협력사에 고객 연락처 벌써 넘겼는데 누구 승인 받았어야 했던 거예요?"
    sentence = "명단을 협력사에 주려면 보안 담당자의 승인을 받는다."
    assert sanction_problem(question, sentence) is None  # "연락처 벌써" holds no 처벌
    assert sanction_problem("연락처 넘겼는데 처벌 받아요?", sentence) is not None


def test_what_a_done_deed_needed_is_asked_looking_back_not_what_comes_after_it() -> None:
    from bot.rules.told_deed import PROBLEM, problems

    sentence = "명단을 협력사에 주려면 보안 담당자의 승인을 받는다."
    assert problems("명단 벌써 넘겼는데 누구 승인 받았어야 했던 거예요?", "넘기", sentence, lambda w: []) == []
    assert problems("승인 받았는데 그다음엔 뭐 해요?", None, sentence, lambda w: []) == [PROBLEM]


def test_a_lone_container_noun_is_answered_by_the_figure_asked() -> None:
    from bot.rules.container_only import answered, figure_asked

    sentence = "보존 기한이 지나면 3일 이내에 파기한다."
    carried = ["보존", "기한", "지나", "파기"]
    assert answered(["파일"], carried, sentence, figure_given=True) == []
    assert answered(["파일"], carried, sentence) == ["파일"]
    assert answered(["파일"], ["보존", "기한"], sentence, figure_given=True) == ["파일"]  # pins too little
    assert figure_asked("보존 기한 지난 고객 파일 며칠 안에 파기해요?", ["고객", "보존"])
    assert not figure_asked("보존 기한 지난 고객 파일 어떻게 지워요?", ["고객", "보존"])
    assert not figure_asked("보존 기한 지난 고객 파일 지워도 돼요?", ["고객", "보존"])
    # a file of any kind: what it holds is not named by a word the sentence carries
    assert not figure_asked("휴지통에 버린 파일은 며칠 뒤에 지워져요?", ["휴지통", "버린"])


def test_a_role_noun_is_no_doer_of_the_act_asked() -> None:
    # "담당자" ends like a doer noun (-자) but names a role: what the asker told stays against its sentence
    sentence = "신고를 받은 IT 담당자가 장비를 원격으로 잠근다."
    question = "사원증 잃어버렸는데 IT 담당자한테 분실 신고하면 되나요?"
    assert reported_answered(question, ["사원증"], sentence, sentence, ["잃어버리"]) == ["사원증"]


def test_the_approver_doing_the_act_is_not_the_case_of_getting_their_approval() -> None:
    from bot.rules.approver_acts import problems

    sentence = "견적서를 외부로 보낼 때는 부장 승인을 받은 뒤 보낸다."
    assert problems("부장님이 직접 보내는 견적서도 부장 승인 받아야 되나요?", sentence)
    assert problems("견적서 외부로 보낼 때 부장 승인 받아야 되나요?", sentence) == []
    assert problems("부장님이 직접 보내는 견적서도 암호 걸어야 되나요?", "견적서는 암호를 걸어 보낸다.") == []
def test_a_computer_s_own_part_is_the_part_the_rule_speaks_of() -> None:
    sentence = "자리를 비우면 10분 뒤 화면이 자동으로 잠기게 한다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "노트북 화면 잠금 몇 분으로 맞춰놔야 돼요?", sentence).missing
    assert not cover(matcher, "맥북 화면 잠금 몇 분으로 설정해야 돼요?", sentence).missing
    # a phone's screen may have a rule of its own, or none
    assert "휴대폰" in cover(matcher, "휴대폰 화면 잠금 몇 분으로 설정해야 돼요?", sentence).missing


def test_a_pirated_copy_got_somehow_and_asked_with_myeon_an_doelkkayo_is_the_copying_rule_s() -> None:
    from bot.language.terms import Term
    from bot.rules.pirated_copy import carried

    sentence = "프로그램을 불법으로 복제해 쓰지 않는다."
    terms = [Term("그래픽", verb=False), Term("툴", verb=False), Term("크랙", verb=False), Term("버전", verb=False),
             Term("구하", verb=True)]
    assert carried("그래픽 툴 크랙 버전 구해서 잠깐만 쓰면 안될까요", terms, sentence) == {
        "그래픽", "툴", "크랙", "버전", "구하"}
    assert carried("그래픽 툴 크랙 버전 깔았어요;; 이거 문제 될까요", terms, sentence) >= {"그래픽", "툴", "크랙"}
    # not asked to use it; another rule
    assert carried("그래픽 툴 크랙 버전은 어디서 신고해요?", terms, sentence) == set()
    assert carried("그래픽 툴 크랙 버전 구해서 잠깐만 쓰면 안될까요", terms, "프로그램은 승인 후 설치한다.") == set()


def test_working_from_home_told_as_a_verb_is_being_outside_the_company() -> None:
    sentence = "회사 밖에서 사내 시스템에 접속할 때는 보안 앱 인증을 반드시 사용한다."
    matcher = shipped_matcher(sentence, "카페에서는 사내 시스템에 접속하지 않는다.")
    assert not cover(matcher, "재택할 때 사내 시스템 접속하려면 보안 앱 인증 꼭 써야 되나요?", sentence).missing
    # a sentence set in another place carries no working from home
    cafe = "카페에서는 사내 시스템에 접속하지 않는다."
    assert cover(matcher, "재택할 때 사내 시스템 접속해도 되나요?", cafe).missing


def test_turning_the_vpn_on_is_connecting_it() -> None:
    from bot.language.terms import Term
    from bot.rules.switched_on import carried

    sentence = "출장지에서는 VPN을 먼저 연결한 뒤 그룹웨어에 접속한다."
    on = [Term("켜", verb=True)]
    assert carried("VPN 먼저 켜요?", on, sentence) == {"켜"}
    assert carried("출장지에서 그룹웨어 들어갈 때 뭐 먼저 켜야 돼요?", on, sentence) == {"켜"}
    # turning on another thing; a sentence that connects no VPN
    assert carried("노트북 먼저 켜요?", on, sentence) == set()
    assert carried("VPN 먼저 켜요?", on, "출장지에서는 그룹웨어에 접속하지 않는다.") == set()
    # turning the VPN on as the way of doing something else, no first step asked
    assert carried("VPN 켜고 폰 테더링으로 접속하는 건 괜찮죠?", on, sentence) == set()


def test_a_condition_offered_after_a_concession_or_in_a_supposed_leave_does_not_lift_a_prohibition() -> None:
    from bot.rules.offered_condition import offered_conditions

    conceded = offered_conditions("호텔 와이파이라도 VPN 켜면 그룹웨어 접속해도 되나요?")
    assert {"vpn", "켜"} <= {w.lower() for w in conceded}
    assert {"vpn", "켜"} <= {w.lower() for w in offered_conditions("VPN 켜면 호텔 와이파이로 그룹웨어 들어가도 되죠?")}
    # neither a concession nor a supposed leave: the condition may be the question's own case
    assert "켜" not in offered_conditions("VPN 켜면 그룹웨어 접속할 수 있나요?")


def test_asked_whether_it_is_a_problem_the_answer_takes_no_verdict() -> None:
    from bot.rules.problem_asked import asks_problem
    from tests.support.topic_rule import shipped_extractive

    assert asks_problem("출입 코드 6자로 하면 문제 되나요?")
    assert asks_problem("이거 규정 위반인가요?")
    assert not asks_problem("출입 코드 6자로 해도 문제 없죠?")
    section, text = "1. 출입 코드", "- 출입 코드는 8자 이상으로 만든다."
    problem, _, _ = shipped_extractive("출입 코드 6자로 하면 문제 되나요?", section, text)
    leave, _, _ = shipped_extractive("출입 코드 6자면 되죠?", section, text)
    assert leave.answer.startswith("아닙니다")  # the leave asked: the verdict corrects it
    assert problem.status == "answered" and not problem.answer.startswith(("아닙니다", "네"))


def test_a_value_heard_of_the_personal_side_is_set_against_the_company_s() -> None:
    from bot.rules.contrast import answered

    sentence = "이름: 스케치툴 / 분류: 디자인 / 라이선스: 유료 / 설치: 승인 필요 / 비고: 회사 사용은 유료"
    nouns = ["스케치툴", "개인", "무료"]
    heard = "스케치툴 개인은 무료라길래 벌써 깔아서 쓰고 있는데 문제 되나요?"
    assert answered(["개인"], nouns, sentence, True, heard) == []
    assert answered(["개인"], nouns, sentence, True, "스케치툴 개인 라이선스로 깔아도 되나요?") == ["개인"]


def test_a_first_step_asked_after_its_act_and_a_rule_for_outside_asked_from_inside() -> None:
    from bot.rules import first_step, inside_office

    assert first_step.asks_first("출장지에서 그룹웨어 접속하려면 먼저 뭐 해야 돼요?")
    assert first_step.problems("출장지에서 그룹웨어 접속하려면 먼저 뭐 해야 돼요?", "출장지에서는 보안 앱을 쓴다.")
    outside = "회사 밖에서는 VPN을 먼저 연결한 뒤 그룹웨어에 접속한다."
    told = "사무실인데 와이파이가 먹통이라 테더링 잡았어요. 이 경우에도 VPN 먼저 켜야 함?"
    assert inside_office.problems(told, outside)
    assert inside_office.problems("출장지에서 그룹웨어 들어갈 때 VPN 먼저 켜야 함?", outside) == []
    assert inside_office.problems("사무실인데 VPN 먼저 켜야 함?", "VPN 인증서는 1년마다 바꾼다.") == []


def test_changing_a_thing_is_making_a_new_one_for_the_figure_it_must_have() -> None:
    from bot.language.terms import Term
    from bot.rules.made_anew import carried

    change = [Term("바꾸", verb=True)]
    concepts = {"바꾸": {"변경"}}
    sentence = "출입 코드는 8자 이상으로 만든다."
    assert carried(change, concepts, sentence, figure_given=True) == {"바꾸"}
    # no figure asked or stated; a sentence that makes nothing
    assert carried(change, concepts, sentence, figure_given=False) == set()
    assert carried(change, concepts, "출입 코드는 8자 이상이어야 한다.", figure_given=True) == set()


def test_a_cute_yeo_ending_after_ryeo_or_kka_is_yo() -> None:
    from bot.rules.dialect import as_standard

    assert as_standard("이거 얼마나 기다리면 풀려여").endswith("풀려요")
    assert as_standard("지금 신청할까여?").endswith("할까요?")
    assert as_standard("이 문서를 검토하여 보냈어요") == "이 문서를 검토하여 보냈어요"


def test_a_thing_told_in_a_clause_of_its_own_is_not_the_thing_whose_figure_is_asked() -> None:
    sentence = "노트북은 3년마다 교체한다."
    matcher = shipped_matcher(sentence)
    told = "노트북 팬소리 비행기 이륙하는 수준인데 진짜… 교체는 몇 년마다 해주는 거예요?"
    assert not [m for m in cover(matcher, told, sentence).missing if m.startswith("(the figure asked")]
    asked = cover(matcher, "노트북 배터리 교체 주기는 몇 년이에요?", sentence).missing
    assert any(m.startswith("(the figure asked is of 배터리") for m in asked)


def test_a_screen_that_looks_like_the_section_s_event_is_its_hedge() -> None:
    from bot.rules.hedged_condition import without_screen_hedge

    def words_for(word: str) -> list[str]:
        return ["악성코드"] if word == "웜" else []

    missing = ["창", "뜨", "(뜨: the event the question tells, which the sentence does not)"]
    assert without_screen_hedge("웜 같은 창이 떴는데 전원 꺼도 돼요?", missing, "2. 악성코드 감염", words_for) == []
    # a look-alike the heading does not name; no look-alike at all
    ad = "광고 같은 창이 떴는데 전원 꺼도 돼요?"
    assert without_screen_hedge(ad, missing, "2. 악성코드 감염", words_for) == missing
    assert without_screen_hedge("창이 떴는데 전원 꺼도 돼요?", missing, "2. 악성코드 감염", words_for) == missing


def test_a_verb_made_a_noun_and_put_into_something_is_a_thing_to_carry() -> None:
    from bot.rules.nominal_act import named_things

    assert named_things("출입 코드에 띄어쓰기 넣어도 되나?") == {"띄어쓰"}
    assert named_things("출입 코드에 띄어쓰기를 넣어도 돼요?") == {"띄어쓰"}
    assert named_things("로그인하기 전에 앱 켜요?") == frozenset()
    sentence = "이름·생일은 출입 코드에 넣지 않는다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "출입 코드에 띄어쓰기 넣어도 되나?", sentence).missing


def test_a_limit_asked_of_a_head_with_no_question_word_keeps_the_head() -> None:
    sentence = "메일 첨부 파일은 20MB까지 보낼 수 있다."
    matcher = shipped_matcher(sentence)
    assert cover(matcher, "메일 첨부 파일 개수 제한 있어요?", sentence).missing


def test_the_office_told_as_the_asker_s_situation_not_as_a_premise() -> None:
    from bot.rules import inside_office

    outside = "회사 밖에서 그룹웨어에 접속할 때는 보안 앱을 반드시 쓴다."
    assert inside_office.problems("회사에 있는데 그룹웨어 접속할 때 보안 앱 써야 돼요?", outside)
    assert inside_office.problems("보안 앱은 회사 안에서 접속할 때만 쓰는 거 맞죠?", outside) == []


def test_a_server_backup_is_the_backup() -> None:
    sentence = "백업은 매주 일요일 새벽 3시에 한다."
    matcher = shipped_matcher(sentence, "서버실에 들어갈 때는 출입 기록부를 작성한다.")  # 서버: a policy word
    assert not cover(matcher, "서버 백업 매주 몇 시에 돌아가요?", sentence).missing


def test_using_a_thing_as_well_is_its_use_in_the_policy_s_register() -> None:
    sentence = "이름: 스케치툴 / 분류: 디자인 / 라이선스: 유료 / 설치: 승인 필요 / 비고: 회사 사용은 유료"
    matcher = shipped_matcher(sentence)
    missing = cover(matcher, "스케치툴 회사에서 쓰는 것도 무료인 거 맞죠?", sentence).missing
    assert not [m for m in missing if "는 것도" in m]


def test_a_story_act_made_a_verb_from_a_noun_is_carried_too() -> None:
    sentence = "제보한 사람은 어떤 불이익도 받지 않는다."
    section = "- 정보 유출을 알게 되면 바로 감사팀에 제보한다.\n- 제보한 사람은 어떤 불이익도 받지 않는다."
    question = "옆 팀에서 설계 자료 유출된 거 같은데 제가 제보하면 불이익 있나요?"
    assert reported_answered(question, ["설계", "자료"], sentence, section, ["유출"]) == []


def test_leaking_data_told_with_sae_is_an_information_leak() -> None:
    from tests.support.topic_rule import shipped_glossary

    assert "정보 유출" in shipped_glossary().policy_words_in("설계 자료 새는 걸 본 것 같아요")
    assert "정보 유출" not in shipped_glossary().policy_words_in("새 노트북 언제 나와요?")


def test_again_after_a_noun_does_not_split_the_question() -> None:
    from bot.matching.model import PART_SPLIT_RE

    def pieces(text: str) -> list[str]:
        return [p for p in PART_SPLIT_RE.split(text) if p and p.strip()]

    assert len(pieces("아 진짜 출입 코드 또 바꾸라고 뜨네요 며칠마다 바꿔야 돼요?")) == 1
    assert len(pieces("출입증 몇 년마다 바꿔요 또 분실하면 어디로?")) == 2


def test_a_while_ago_is_no_event_timed_against_and_chat_typings() -> None:
    from bot.rules.dialect import as_standard
    from bot.rules.kind_scope import timed_events

    assert timed_events("출입 코드 얼마 전에 바꾼 거 같은데 며칠마다 바꿔요?") == ()
    assert timed_events("퇴사 전에 반납해요?") == (("퇴사", "before"),)
    assert "있어야" in as_standard("얼마나 잇어야 풀려요??")
    assert "변경" in shipped_matcher("x").policy_words_for("기변")
def test_a_row_s_thing_showing_a_symptom_is_the_reason_not_which_one() -> None:
    from bot.rules.row_reason import without_reason

    question = "메신저 팝업 계속 떠서 너무 거슬리는데 그냥 지워버려도 돼요?"
    assert without_reason(question, ["팝업"], True, True, ["메신저", "지우"]) == []
    # a thing beside the row's name in a clause that only says it exists says which one
    assert without_reason("메신저 베타 버전 있는데 지워도 돼요?", ["베타"], True, True, ["메신저", "지우"]) == ["베타"]


def test_a_relaying_sentence_closed_by_a_tilde() -> None:
    from bot.rules.relayed_ask import without_relay

    assert "팀장" not in without_relay("팀장님이 물어봐 달래서요~ 고객 명단 협력사에 넘기려면 누구 승인 받아요?")
    assert "휴직" in without_relay("휴직 들어가요~ 퇴사는 아니고 노트북 반납해요?")
