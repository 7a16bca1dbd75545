"""Near misses that share a rule's words but not its situation, thing or role (issue 8, near-miss hunt `_t`),
on hand-made sentences: `bot.rules.situations` read alone, then through `TopicMatcher.coverage` (what the extractive
generator and the `answers_question` check both use)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import situations
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.support.topic_rule import cover as topic_cover
from tests.support.topic_rule import shipped_matcher

CLICKED = "메일 속 링크를 눌렀거나 계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."
BUTTON = "의심스러운 메일은 열지 말고 메일 화면의 '피싱 메일 신고' 버튼으로 신고한다."
LOCKED = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
FAMILY = "업무용 노트북은 가족과 함께 쓰지 않는다."
PERSONAL = "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."
SHARING = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
OTP = "휴대폰을 바꾸면 OTP를 다시 등록한다."
RENEW = "인증서가 만료되기 30일 전에 재발급을 신청한다."
ENCRYPT = "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 파일에 암호를 걸어 보낸다."
APPROVAL = "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다."
PASSWORD_BY = "파일 암호는 메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다."

MATCHER = TopicMatcher(Glossary({
    "가족": ("아이", "와이프", "kid"), "외부 업체": ("협력업체",), "연결": ("꽂",), "피싱": ("phishing",),
    "메일": ("email",), "비밀번호": ("password",), "변경": ("바꾸", "change"), "누르": ("click", "clicking"),
    "문자": ("text message",), "신고": ("report",), "삭제": ("지우",), "IT 담당자": ("it team",), "승인": ("approval",),
    "설치": ("installing",), "소프트웨어": ("software",), "노트북": ("laptop",), "휴대폰": ("폰",),
}))
MATCHER.set_vocabulary([CLICKED, BUTTON, LOCKED, FAMILY, PERSONAL, SHARING, OTP, RENEW, ENCRYPT, APPROVAL,
                        PASSWORD_BY, "업무용 노트북은 입사일에 지급한다."])


def cover(question: str, sentence: str) -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section="1. 규칙", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt)


def flagged(question: str, sentence: str, marker: str) -> bool:
    return any(marker in item for item in cover(question, sentence).missing)


# -- bot.rules.situations, read alone ----------------------------------------------------------------------


def test_a_rules_opening_condition_and_what_follows_it() -> None:
    assert situations.condition_words(CLICKED) == ("누르", "링크", "입력", "정보")
    assert situations.main_clause(CLICKED).strip().startswith("바로 비밀번호를")
    assert situations.condition_words(FAMILY) == ()
    assert situations.condition_words("개인정보를 외부 업체에 제공하려면 승인을 받는다.") == ()  # a purpose


def test_what_the_asker_tells_before_asking() -> None:
    acts, nouns = situations.told("피싱 메일 열어보기만 했는데 비밀번호 바꿔야 돼요?")
    assert acts == ("열",) and "메일" in nouns
    assert situations.told_acts("아이가 회사 노트북에 물을 쏟았어요 어떻게 해야 돼요?") == ("쏟",)
    assert situations.told_acts("보안 USB에 담아 간 자료는 다 쓰고 나면 어떻게 해요?") == ("쓰",)  # 담 modifies
    assert situations.told_acts("보안팀에 신고하면 되죠?") == ()  # "-면 되죠" frames the question
    assert situations.told_acts("첨부파일 다운로드만 했는데 괜찮아요?") == ("다운로드",)
    assert situations.told_acts("피싱 메일 제목만 봤는데 알려야 돼요?") == ("보",)
    assert situations.condition_acts(CLICKED) == ("누르", "입력")
    assert situations.told_in_past("새 폰으로 바꿨어요 OTP는요?", "바꾸")
    assert not situations.told_in_past("회사 휴대폰도 4년마다 바꿔줘요?", "바꾸")


def test_what_the_question_denies() -> None:
    assert situations.negated_english("I only opened it without clicking anything") == {"clicking"}
    assert situations.negated_korean("링크는 안 눌렀는데 괜찮아요?") == {"누르"}
    assert situations.negated_korean("계정 정보는 입력하지 않았어요") == {"입력"}
    assert situations.negated_korean("링크를 눌렀어요") == frozenset()
    assert situations.negated_english("I didn't click any link or type anything, ok?") >= {"click", "type"}
    assert situations.negated_english("I didn't click it. Or should I have?") == {"click"}  # another clause


def test_whose_thing_personal_says() -> None:
    assert situations.owned_things("보안 USB를 집에 있는 개인 노트북에 꽂아도 되나요?") == ("노트북",)
    assert situations.owned_things("개인정보 파일 어디 둬요?") == ()  # the front of 개인정보
    assert situations.owned_spans(PERSONAL) == ("USB나 외장 하드는",)
    assert situations.owned_spans("개인 외장하드는 노트북에 연결하지 않는다.") == ("외장하드는",)


def test_a_person_asked_to_be_bound_too_and_a_partner_in_the_rule() -> None:
    assert situations.acts_as_subject("협력업체 직원도 비밀번호 바꿔야 하나요?", "협력업체")
    assert not situations.acts_as_subject("외부 업체 직원이 제 계정 쓰겠다는데 빌려줘도 돼요?", "업체")
    assert situations.acts_as_subject("Does the IT team also need approval?", "team")
    assert situations.only_partner(SHARING, ["외부 업체"])
    assert situations.only_partner(APPROVAL, ["IT 담당자"])  # the one who approves, not the one bound
    assert not situations.only_partner("외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다.", ["외부 업체"])


def test_comparisons_bounds_first_times_and_further_acts() -> None:
    assert situations.compared_nouns("서버실처럼 사무실 출입할 때도 기록부 써야 하나요?") >= {"서버실"}
    assert situations.beyond_problem("만료 30일 전보다 더 일찍 신청해도 되나요?", RENEW)
    assert situations.beyond_problem("12자보다 길게 해도 돼요?", "비밀번호는 12자 이상으로 만든다.") is None
    assert situations.first_time_problem("VPN 인증서 처음 발급은 어떻게 받아요?", RENEW, ["발급"])
    assert situations.first_time_problem("VPN 인증서 재발급은 언제 해요?", RENEW, ["재발급"]) is None
    assert situations.after_done("피싱 메일은 신고하고 나서 지워도 돼요?", "지우")
    assert not situations.after_done("대외비 출력물 다 보고 나면 어떻게 버려야 돼요?", "버리")  # 보: no act of its own
    assert situations.made_acts("분실하면 원격으로 초기화해 줘요?") == {"초기"}


def test_channels_frequencies_and_story_events() -> None:
    assert situations.nouns_in(PASSWORD_BY, frozenset({"메일", "문자"})) == {"메일", "문자"}
    assert situations.nouns_in("영문 대문자·소문자·숫자·특수문자 중 세 종류 이상", frozenset({"문자"})) == set()
    assert situations.asserts_frequency("대외비 파일 암호도 90일마다 바꿔야 하나요?")
    assert situations.asserts_frequency("관리자 권한 검토 1년에 한 번이면 되나요?")
    assert not situations.asserts_frequency("90일 지나면 잠겨요?")
    assert situations.asks_what_to_do("물을 쏟았어요 어떻게 해야 돼요?")
    assert situations.asks_what_to_do("spilled juice on it, what should I do?")
    assert situations.english_past("spilled") and not situations.english_past("need")


# -- through the topic rule ----------------------------------------------------------------------------


def test_a_rule_for_another_situation_does_not_answer() -> None:
    assert flagged("피싱 메일 열어보기만 했는데 비밀번호 바꿔야 돼요?", CLICKED, "situation")
    assert flagged("피싱 메일 받으면 보안팀에 신고하면 되죠?", CLICKED, "situation")
    assert not flagged("메일 링크 눌렀는데 비밀번호 바꿔야 돼요?", CLICKED, "situation")
    # what the asker tells is what the rule then says: "lock 걸렸는데" / "… 잠긴다"
    assert not flagged("계정 잠겼는데 얼마나 기다려야 돼요?", LOCKED, "situation")


def test_a_denied_condition_does_not_answer() -> None:
    assert flagged("If I only opened the phishing email without clicking anything, do I need to change my password?",
                   CLICKED, "did not happen")
    assert flagged("피싱 메일 링크는 안 눌렀는데 비밀번호 바꿔야 돼요?", CLICKED, "did not happen")
    assert not flagged("피싱 메일 링크 눌렀는데 비밀번호 바꿔야 돼요?", CLICKED, "did not happen")
    assert flagged("If I didn't click the link, do I still need to change my password?", CLICKED, "did not happen")
    assert not flagged("링크는 안 눌렀는데 계정 정보를 입력했어요 비밀번호 바꿔야 돼요?", CLICKED, "did not happen")
    # both acts of the condition denied, the second joined by "or"
    assert flagged("I opened a phishing email but didn't click any link or type anything. Do I still have to change "
                   "my password?", CLICKED, "did not happen")


def test_a_case_only_likened_to_the_condition_does_not_answer() -> None:
    lost = "태블릿을 잃어버리면 즉시 IT 담당자에게 신고한다."
    matcher = shipped_matcher(lost)
    likened = topic_cover(matcher, "태블릿 화면이 안 켜지는데 이것도 분실처럼 IT 담당자에게 신고해야 하나요?", lost)
    assert any("likens" in item for item in likened.missing)
    assert not likened.passed
    told = topic_cover(matcher, "태블릿 분실했는데 IT 담당자에게 신고해야 하나요?", lost)
    assert not any("likens" in item for item in told.missing)


def test_an_event_no_rule_names_before_what_to_do() -> None:
    assert flagged("아이가 회사 노트북에 물을 쏟았어요 어떻게 해야 돼요?", FAMILY, "no rule names it")
    assert not cover("아이가 회사 노트북에 물을 쏟았어요 어떻게 해야 돼요?", FAMILY).passed
    assert not flagged("와이프가 업무용 노트북 같이 써도 돼요?", FAMILY, "no rule names it")


def test_personal_said_of_another_thing() -> None:
    assert flagged("보안 USB를 집에 있는 개인 노트북에 꽂아도 되나요?", PERSONAL, "개인 노트북")
    assert not flagged("개인 외장하드 회사 노트북에 꽂아도 돼요?", PERSONAL, "개인")
    assert not flagged("개인 USB 업무용 컴퓨터에 꽂아도 되나요?", PERSONAL, "개인")
    lost = "노트북이나 장비를 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다."
    assert flagged("개인 휴대폰 잃어버렸는데 IT 담당자한테 신고해야 돼요?", lost, "no one's own thing")
    assert not flagged("휴대폰 바꾸면 개인 휴대폰에 OTP 다시 등록해요?", OTP, "no one's own thing")


def test_a_person_the_rule_names_only_as_a_partner() -> None:
    assert flagged("협력업체 직원도 비밀번호 바꿔야 하나요?", SHARING, "only as a partner")
    assert not flagged("협력업체 직원한테 비밀번호 알려줘도 돼요?", SHARING, "only as a partner")
    # the sentence on what follows the question's act does not say whether that person does it
    report = Excerpt(chunk_id="eq#3", doc_id="equipment", title="규정", section="3. 분실 신고", revision=1, score=0.5,
                     text="- 노트북을 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다. "
                          "신고를 받은 IT 담당자가 장비를 원격으로 잠근다.")
    part = MATCHER.parts("IT 담당자도 노트북 잃어버리면 분실 신고해요?")[0][0]
    locks = MATCHER.coverage(part, split_sentences(report, 1)[1], report)
    assert any("only presupposes" in item for item in locks.missing)
    assert situations.presupposed("신고를 받은 IT 담당자가 장비를 원격으로 잠근다.", "신고")
    assert not situations.presupposed("보안 USB를 잃어버리면 즉시 보안팀에 신고한다.", "신고")


def test_the_act_asked_is_only_the_rules_condition() -> None:
    assert flagged("회사 휴대폰도 4년마다 바꿔줘요?", OTP, "condition only")
    assert not flagged("휴대폰 바꾸면 OTP 다시 등록해요?", OTP, "condition only")


def test_a_further_act_and_a_frequency_the_rule_does_not_state() -> None:
    assert "지우" in cover("피싱 메일은 신고하고 나서 지워도 돼요?", BUTTON).missing
    assert flagged("대외비 파일 암호도 90일마다 바꿔야 하나요?", ENCRYPT, "frequency asserted")


def test_a_channel_the_rule_does_not_name() -> None:
    assert flagged("I got a phishing text message on my phone, how do I report it?", BUTTON, "channel")
    assert not flagged("대외비 파일 암호 문자로 알려줘도 되나요?", PASSWORD_BY, "channel")
    assert not flagged("대외비 파일 암호 카톡으로 알려줘도 되나요?", PASSWORD_BY, "channel")  # "문자 등": an open list


def test_a_verb_that_describes_a_noun_is_no_event_told() -> None:
    """"고객 번호 적힌 종이 명부가 잔뜩 있는데 …": 적힌 describes the paper; the clause tells no event, so a rule on how
    to dispose of paper is not held back as answering something that happened. The clause's own predicate still
    counts ("담아 간 자료는 다 쓰고 나면": 쓰, not 담)."""
    acts, nouns = situations.told("고객 번호 적힌 종이 명부가 잔뜩 있는데 이거 버릴 때 어떻게 해야 돼요?")
    assert acts == () and "명부" in nouns
    assert situations.told("보안 USB에 담아 간 자료는 다 쓰고 나면 어떻게 해요?")[0] == ("쓰",)
    assert situations.told("키보드에 물을 쏟았어요 어떻게 해야 돼요?")[0] == ("쏟",)
    from tests.support.topic_rule import checked_extractive

    answer, checked = checked_extractive("고객 번호 적힌 종이 명부가 잔뜩 있는데 이거 버릴 때 어떻게 해야 돼요?",
                                         "3. 파기", "- 고객 번호가 담긴 종이 명부는 파쇄한다.")
    assert answer is not None and "파쇄한다" in answer and checked


def test_a_noun_the_asker_says_it_is_not_is_a_denied_condition() -> None:
    """"퇴사는 아니고 휴직인데 노트북 반납해야 하나요?" names 퇴사 only to deny it: the rule that opens with 퇴사하면 is
    for another situation. A question that asks whether it is ("분실 아닌가요?") denies nothing."""
    assert situations.negated_korean("퇴사는 아니고 휴직인데 노트북 반납해야 하나요?") == {"퇴사"}
    assert situations.negated_korean("분실은 아닌데 고장이에요. 신고해야 돼요?") == {"분실"}
    assert situations.negated_korean("이거 분실 아닌가요?") == frozenset()
    from tests.support.topic_rule import checked_extractive

    rule = "- 퇴사하면 퇴사 후 5영업일 이내에 노트북을 반납한다."
    leave = "다음 달부터 휴직이에요. 퇴사는 아니고 휴직인데 그동안 노트북 반납해야 하나요?"
    assert checked_extractive(leave, "4. 반납", rule)[0] is None
    answer, checked = checked_extractive("다음 달에 퇴사해요. 노트북은 언제까지 반납해야 하나요?", "4. 반납", rule)
    assert answer is not None and "5영업일" in answer and checked
