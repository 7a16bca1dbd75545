"""Near misses of the hunt `_z` (issue 8) on hand-made sentences: a sanction asked of a rule that states a duty,
the opposite direction of a transfer, people picked out by another deed, a group outside the staff, where a
thing goes against where to report it; and a premise corrected by the sentence that forbids its act.
`bot.rules.asked_attribute` read alone, then through `TopicMatcher.coverage` and the extractive generator."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import asked_attribute as aa
from bot.topic import Coverage, TopicMatcher
from tests.hash_embedder import HashEmbedder
from tests.support import topic_rule

LOST_USB = "보안 USB를 잃어버리면 즉시 보안팀에 신고한다."
NO_HARM = "신고한 사람에게는 어떤 불이익도 없다."
PROVIDE = "개인정보를 외부 업체에 제공하려면 개인정보 보호 담당자의 승인을 받는다."
TAKE_OUT = "보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다."
SWAP = "교체할 때는 쓰던 노트북을 반납하고, 그 안의 자료는 사내 드라이브로 옮긴다."
LOG_BOOK = "서버실에 들어갈 때는 출입 기록부를 작성한다."
ESCORT = "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다."
ALERT = "본인이 하지 않은 로그인 실패 알림을 받으면 보안 사고로 신고한다."
BUTTON = "의심스러운 메일은 열지 말고 메일 화면의 '피싱 메일 신고' 버튼으로 신고한다."
SEND = "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 파일에 암호를 걸어 보낸다."
PASSWORD_PATH = "파일 암호는 메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다."

GLOSSARY = Glossary({"외부 업체": ("협력사", "외주", "거래처"), "비밀번호": ("암호", "비번")})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LOST_USB, NO_HARM, PROVIDE, TAKE_OUT, SWAP, LOG_BOOK, ESCORT, ALERT, BUTTON, SEND,
                        PASSWORD_PATH])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def flagged(question: str, sentence: str, marker: str) -> bool:
    return any(marker in item for item in cover(question, sentence).missing)


def test_a_sanction_is_answered_only_by_a_sentence_that_states_one() -> None:
    assert aa.sanction_problem("보안 USB 잃어버리면 벌금 내야 돼요?", LOST_USB) is not None
    assert aa.sanction_problem("USB 분실하면 제가 변상해야 되나요?", LOST_USB) is not None
    assert aa.sanction_problem("정보 유출 신고하면 불이익 받나요?", NO_HARM) is None  # the sentence states one
    assert aa.sanction_problem("보안 USB 잃어버리면 어디에 신고해요?", LOST_USB) is None  # no sanction asked
    assert flagged("보안 USB 분실하면 징계 받아요?", LOST_USB, "(a sanction")
    assert not flagged("보안 USB 잃어버리면 누구한테 신고해요?", LOST_USB, "(a sanction")


def test_the_directions_of_a_transfer() -> None:
    assert aa.directions("협력사한테서 고객 명단 파일 받을 때") == {"in"}
    assert aa.directions("거래처에서 넘겨받은 자료") == {"in"}
    assert aa.directions("자료를 회사로 들여올 때") == {"in"}
    assert aa.directions(PROVIDE) == {"out"}  # 승인을 받는다 is no transfer
    assert aa.directions(TAKE_OUT) == {"out"}
    assert aa.directions("노트북 교체 받을 때 자료는 어떻게 해요?") == frozenset()  # an act received, no thing
    assert aa.directions("팀장 승인 받아야 돼요?") == frozenset()


def test_the_opposite_direction_does_not_answer() -> None:
    marker = "(the opposite direction"
    assert flagged("협력사한테서 고객 명단 파일 받을 때도 승인 받아야 돼요?", PROVIDE, marker)
    assert flagged("밖에서 쓴 자료를 보안 USB로 회사에 들여올 때도 팀장 승인 받아요?", TAKE_OUT, marker)
    assert not flagged("개인정보를 협력사에 넘길 때 누구 승인 받아요?", PROVIDE, marker)
    assert not flagged("보안 USB로 자료 밖에 가져갈 때 승인 받아야 돼요?", TAKE_OUT, marker)
    assert not flagged("노트북 교체 받을 때 예전 노트북 자료는 어떻게 해요?", SWAP, marker)


def test_people_picked_out_by_another_deed() -> None:
    deeds = aa.qualified_people("유출을 신고한 직원은 괜찮다던데 유출시킨 직원은요?")
    assert deeds == (("직원", "신고"), ("직원", "유출"))
    marker = "(people who"
    assert flagged("유출을 신고한 직원은 괜찮다던데 유출시킨 직원은 어떻게 돼요?", NO_HARM, marker)
    assert not flagged("유출 신고한 직원한테 불이익 있어요?", NO_HARM, marker)
    assert aa.other_people_problem("신고하면 불이익 있어요?", NO_HARM) is None  # no one picked out


def test_a_group_outside_the_staff_needs_a_sentence_that_names_it() -> None:
    assert aa.outside_actors("방문객이 서버실 들어갈 때도 기록부 써요?") == ("방문객",)
    assert aa.outside_actors("파견 직원분들도 노트북 받나요?") == ("파견 직원분들",)
    assert aa.outside_actors("인턴인데 노트북은 언제 받아요?") == ()  # the asker's story, not an actor
    assert aa.outside_actors("개인정보 외부 업체에 줘도 돼요?") == ()  # a recipient
    marker = "the rule does not say it applies to them"
    assert flagged("방문객이 서버실 들어갈 때도 출입 기록부 써야 돼요?", LOG_BOOK, marker)
    assert not flagged("서버실 들어갈 때 출입 기록부 써야 돼요?", LOG_BOOK, marker)
    assert not flagged("외부 업체 직원이 서버실 들어갈 때 누가 같이 가요?", ESCORT, marker)
    assert not flagged("협력사 엔지니어가 서버실 들어가면 누가 따라가요?", ESCORT, marker)  # glossary word


def test_where_a_thing_goes_is_not_where_to_report_it() -> None:
    assert aa.whither_problem("OTP 인증번호는 어디로 와요?", ALERT) is not None
    assert aa.whither_problem("이상한 메일은 어디로 신고해요?", BUTTON) is None  # where to report is asked
    assert aa.whither_problem("유출 신고는 어디로 해요?", BUTTON) is None  # the telling as a verbal noun
    assert aa.whither_problem("노트북 안 자료는 어디로 옮겨요?", SWAP) is None
    assert flagged("로그인 실패 알림 메시지는 어디로 오는 거예요?", ALERT, "(where it goes")


def test_a_sentence_that_forbids_the_asked_act_corrects_the_premise() -> None:
    assert aa.negated_acts(PASSWORD_PATH) == {"쓰"}
    assert aa.negated_acts(BUTTON) == {"열"}
    assert aa.corrects_premise(True, frozenset({"쓰", "보내"}), PASSWORD_PATH)
    assert not aa.corrects_premise(False, frozenset({"쓰", "보내"}), PASSWORD_PATH)  # not a premise
    assert not aa.corrects_premise(True, frozenset({"보내"}), PASSWORD_PATH)
    excerpt = Excerpt(chunk_id="mail#2", doc_id="mail", title="메일 규정", section="2. 외부로 보내는 메일",
                      revision=1, text=f"- {SEND}\n- {PASSWORD_PATH}", score=0.5)
    generator = ExtractiveGenerator(HashEmbedder(), GLOSSARY, synonym_min=0.99)
    draft = generator.generate("외부로 대외비 파일 보낼 때 비번은 메일에 써 주면 되죠?", [excerpt])
    assert draft.status == "answered"
    assert "쓰지 않고" in draft.answer


def test_a_candidate_answer_is_asked_with_the_question_before_it() -> None:
    assert aa.offers_candidates("메일이에요?")
    assert aa.offers_candidates("카톡이에요 문자예요?")
    assert aa.offers_candidates("메일로요?")
    assert not aa.offers_candidates("그럼 USB는요?")  # another thing asked about, no answer offered
    assert not aa.offers_candidates("인증서 유효기간은 얼마야?")  # a question of its own
    assert not aa.offers_candidates("메일로 와요?")  # a predicate of its own
    parts, _ = MATCHER.parts("OTP 인증번호는 어디로 와요? 카톡이에요 문자예요?")
    assert len(parts) == 1 and "카톡" in parts[0].text and "인증번호" in parts[0].text
    parts, _ = MATCHER.parts("OTP 인증번호는 어디로 와요? 그럼 USB는요?")
    assert len(parts) == 2


def test_being_caught_asks_for_a_sanction() -> None:
    rule = "보안 USB는 회사에 등록된 것만 쓴다."
    assert aa.sanction_problem("개인 USB 꽂은 거 걸리면 어떻게 돼요?", rule) is not None
    assert aa.sanction_problem("몰래 쓰다가 들키면 어떻게 돼요?", rule) is not None
    assert aa.sanction_problem("악성코드 걸리면 어떻게 해요?", rule) is None  # an infection
    assert aa.sanction_problem("승인 받는 데 며칠 걸려요?", rule) is None  # time taken


def test_who_does_it_is_not_whom_it_is_told_to() -> None:
    told = "메일 속 링크를 눌렀다면 바로 비밀번호를 바꾸고 보안팀에 알린다."
    locks = "신고를 받은 IT 담당자가 장비를 원격으로 잠그고 계정을 차단한다."
    returned = "퇴사 후 5영업일 이내에 노트북을 IT 담당자에게 반납한다."
    assert aa.who_does_problem("비밀번호 변경 주기는 누가 관리해요?", told) is not None
    assert aa.who_does_problem("노트북 원격 잠금은 누가 해요?", locks) is None  # the subject does it
    assert aa.who_does_problem("반납한 노트북은 누가 받아요?", returned) is None  # a recipient asked
    assert aa.who_does_problem("피싱 링크 눌렀으면 누구한테 알려요?", told) is None  # a recipient asked


def test_an_only_figure_supposed_needs_a_figure_of_its_kind() -> None:
    where = "개인정보 파일은 암호를 걸어 사내 드라이브에만 보관한다."
    period = "보관 기간은 목적을 달성한 날부터 1년이다."
    assert aa.supposes_only_figure("고객 명단 파일도 2년만 보관해요?")
    assert not aa.supposes_only_figure("2년 지난 고객 명단 파일은 어떻게 지워요?")  # a figure of the story
    assert flagged("개인정보 파일은 2년만 보관해요?", where, "(a figure the question supposes")
    assert not flagged("개인정보 파일은 2년만 보관해요?", period, "(a figure the question supposes")


def test_a_fine_to_pay_is_a_sanction_a_fine_thing_is_not() -> None:
    assert aa.sanction_problem("보안 USB lost 하면 fine 내요?", LOST_USB) is not None
    assert aa.sanction_problem("Is it fine to report a lost USB by phone?", LOST_USB) is None
