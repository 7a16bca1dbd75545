"""Near misses of the hunt `_zb` (issue 8) on hand-made sentences: a question on the other side of a rule's
condition (negated, or the asker's own deed), a procedure asked of a rule that only requires the act, a time set
against another event, and a condition of the question's own. `bot.rules.kind_scope` read alone, then through
`TopicMatcher.coverage`. Questions invented for the test."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import kind_scope as ks
from bot.topic import Coverage, TopicMatcher, split_sentences

BIG_FILE = "25MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다."
SUSPECT = "의심스러운 메일은 열지 말고 메일 화면의 '피싱 메일 신고' 버튼으로 신고한다."
ALERT = "본인이 하지 않은 로그인 실패 알림을 받으면 보안 사고로 신고한다."
OTP = "회사 밖에서 사내 시스템에 접속할 때는 OTP 다단계 인증을 반드시 사용한다."
SWAP = "교체할 때는 쓰던 노트북을 반납하고, 그 안의 자료는 사내 드라이브로 옮긴다."
WIPE = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
SEND = "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 파일에 암호를 걸어 보낸다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."
RENEW = "인증서가 만료되기 30일 전에 재발급을 신청한다."
CHANGE = "비밀번호는 90일마다 바꾼다."
MALWARE = "악성코드 감염이 의심되면 즉시 랜선을 뽑고 와이파이를 꺼서 컴퓨터를 네트워크에서 분리한다."
PHONE = "휴대폰을 바꾸면 OTP를 다시 등록한다."

GLOSSARY = Glossary({"비밀번호": ("암호", "비번"), "노트북": ("랩탑",), "악성코드": ("바이러스",)})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([BIG_FILE, SUSPECT, ALERT, OTP, SWAP, WIPE, SEND, RETURN, RENEW, CHANGE, MALWARE, PHONE])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def flagged(question: str, sentence: str, marker: str) -> bool:
    return any(marker in item for item in cover(question, sentence).missing)


def test_a_negated_condition_is_the_other_side_of_the_rule() -> None:
    assert ks.negated_scopes("10MB도 안 넘는 파일도 링크로 보내요?") == {"넘"}
    assert ks.negated_scopes("의심 안 가는 메일") == {"의심"}
    assert ks.negated_scopes("크기가 넘지 않으면 그냥 첨부해요?") == {"넘"}
    # "안 쓰면" is a negated condition, but the rule's own act is its main verb, not a scope: no problem below
    assert ks.negated_scopes("OTP 안 쓰면 안 돼요?") == {"쓰"}
    assert "넘" in ks.stated_scopes(BIG_FILE)
    assert "의심" in ks.stated_scopes(SUSPECT)  # fused modifier "의심스러운"
    marker = "(the question negates the rule's condition"
    assert flagged("용량 안 넘는 파일도 사내 드라이브 링크로 보내야 하나요?", BIG_FILE, marker)
    assert flagged("하나도 의심 안 되는 메일도 신고 버튼 눌러요?", SUSPECT, marker)
    assert not flagged("용량 넘는 파일은 어떻게 보내요?", BIG_FILE, marker)
    assert not flagged("이상한 메일 오면 어떻게 신고해요?", SUSPECT, marker)
    assert ks.negated_condition_problem("회사 밖에서 OTP 안 쓰면 안 되나요?", OTP) is None


def test_the_askers_own_deed_is_not_what_the_rule_is_for() -> None:
    marker = "(the rule is for what the asker did not do"
    assert flagged("내가 비밀번호 잘못 쳐서 생긴 로그인 실패 알림도 신고해요?", ALERT, marker)
    assert not flagged("내가 로그인한 적 없는데 실패 알림 왔어요", ALERT, marker)  # 없: the asker did not
    assert not flagged("제가 한 게 아닌 로그인 실패 알림은 어떻게 해요?", ALERT, marker)
    assert not flagged("로그인 실패 알림 받으면 어떻게 해요?", ALERT, marker)  # no doer named


def test_a_procedure_asked_needs_a_means_or_step() -> None:
    marker = "(how to"
    assert flagged("랩탑 바꿀 때 사내 드라이브로 자료 옮기는 방법 알려주세요", SWAP, marker)
    assert flagged("대외비 파일에 암호 설정하는 방법이 뭐예요?", SEND, marker)  # the sentence ends on 보내
    assert not flagged("다 쓴 파일 지우는 방법 있어요?", WIPE, marker)  # 완전 삭제 도구로: a means
    assert not flagged("퇴사할 때 노트북 반납하는 방법 알려주세요", RETURN, marker)  # IT 담당자에게: a recipient
    assert not flagged("대외비 문서 외부로 보내는 방법 알려줘요", SEND, marker)  # steps before 보내
    assert not flagged("노트북 교체하면 자료는 어디로 옮겨요?", SWAP, marker)  # no procedure asked


def test_a_time_against_another_event() -> None:
    assert ks.timed_events("이사 가기 전에 비번 바꿔야 돼요?") == (("이사", "before"),)
    assert ks.timed_events("인증서 만료되고 나서 신청해도 돼요?") == (("만료", "after"),)
    assert ks.timed_events("30일 전에 신청해요?") == ()  # a figure, no event
    assert flagged("출장 가기 전에 비밀번호 새로 바꿔 놔야 돼요?", CHANGE, "(the question times it against 출장")
    assert flagged("인증서 만료된 후에 며칠 안에 재발급 신청해요?", RENEW, "(the question asks after 만료")
    assert not flagged("인증서 만료 전에 언제 재발급 신청해요?", RENEW, "(the question")
    # the sentence times its act against an event the story names
    assert not flagged("다음 달 퇴사해요. 마지막 근무 다음에 노트북은 언제까지 반납해요?", RETURN, "(the question")


def test_a_condition_of_the_questions_own() -> None:
    marker = "(the question's condition"
    assert flagged("인터넷이 그냥 끊기는 거면 랜선 뽑을 필요 없죠?", MALWARE, marker)
    assert not flagged("바이러스 걸린 것 같으면 랜선 뽑아요?", MALWARE, marker)  # the rule's condition, glossary
    assert not flagged("폰 바꿨는데 OTP 예전 거 그대로 쓰면 되나요?", PHONE, marker)  # -면 되나요: a permission
    assert ks.other_condition_problem("휴대폰 바꾸면 OTP 어떻게 해요?", PHONE, {}) is None


PASSWORD_PATH = "파일 암호는 메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다."
STAY_ON = "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다."
CYCLE = "노트북은 4년마다 교체한다."
KEEP = "개인정보 파일은 암호를 걸어 사내 드라이브에만 보관하고, 개인 PC나 개인 메일에 두지 않는다."
MATCHER.set_vocabulary([BIG_FILE, SUSPECT, ALERT, OTP, SWAP, WIPE, SEND, RETURN, RENEW, CHANGE, MALWARE, PHONE,
                        PASSWORD_PATH, STAY_ON, CYCLE, KEEP])


def test_a_kind_set_aside_by_its_noun() -> None:
    assert ks.negated_nouns("대외비 아닌 문서도 밖으로 보낼 때 승인 받아요?") == {"대외비"}
    assert ks.negated_nouns("대외비가 아니면 그냥 보내도 돼요?") == {"대외비"}
    assert ks.negated_nouns("대외비 문서 보낼 때 승인 받아요?") == frozenset()
    # the section names the kind: the 암호 sentence after the 대외비 one is scoped by it
    assert ks.negated_condition_problem("대외비 아닌 자료도 암호 따로 알려줘야 돼요?", PASSWORD_PATH, SEND) is not None
    assert ks.negated_condition_problem("대외비 자료 암호는 어떻게 알려줘요?", PASSWORD_PATH, SEND) is None


def test_a_section_heading_scopes_a_sentence_without_a_condition() -> None:
    heading = "2. 악성코드 감염"
    assert ks.other_condition_problem("그냥 화면이 깜빡이는 거면 보안팀 연락 안 해도 돼요?", STAY_ON, {}, heading)
    assert ks.other_condition_problem("악성코드 같으면 보안팀에 연락해요?", STAY_ON, {}, heading) is None
    # only a condition offered as a lesser one ("그냥 …") is weighed against the heading
    assert ks.other_condition_problem("화면이 깜빡이면 보안팀에 연락해요?", STAY_ON, {}, heading) is None
    # a condition that measures an amount asks a figure, not a situation
    assert ks.other_condition_problem("몇 년 쓰면 노트북 바꿔줘요?", CYCLE, {}, "2. 교체 주기") is None


def test_a_procedure_of_an_act_the_analyzer_splits() -> None:
    # "거는" (걸다) is read as 거 + 는: the act is still 걸, and the sentence ends on another act
    assert ks.method_problem("고객 파일 암호 거는 방법 알려주세요", KEEP) is not None
    assert ks.method_problem("고객 파일 어디에 보관해요?", KEEP) is None  # no procedure asked


def test_the_short_form_of_a_way_to_do_an_act_asks_a_procedure() -> None:
    # "붙이는 법" is "붙이는 방법"; invented sentences: the act only as a step before another act is no procedure
    stored = "설계 도면은 워터마크를 붙여 공용 서버에만 올리고, 개인 메일로 보내지 않는다."
    assert ks.method_problem("도면에 워터마크 붙이는 법 좀 알려주세요", stored) is not None
    assert ks.method_problem("도면 워터마크 붙이는법이 뭐예요?", stored) is not None
    assert ks.method_problem("도면 워터마크 붙이는 법?", "도면 워터마크는 뷰어의 '표시' 메뉴로 붙인다.") is None
    assert ks.method_problem("도면 복사는 불법인가요?", stored) is None  # 불법 is no way of doing


def test_telling_before_the_way_word_is_the_act_asked() -> None:
    # "알려주는 방법" asks how to tell; "방법 알려주세요" only asks the bot to tell (invented sentences)
    sent = "설계 도면은 워터마크를 붙여 공용 서버에 올린다."
    told = "도면 암호는 메신저로 따로 알려 준다."
    assert ks.method_problem("도면 암호 알려주는 법 좀요", sent) is not None
    assert ks.method_problem("도면 암호 알려주는 방법이 뭐예요?", told) is None
    # the act before 방법 is 붙이: a sentence that ends on it with a means answers
    menu = "도면 워터마크는 뷰어의 '표시' 메뉴로 붙인다."
    assert ks.method_problem("도면 워터마크 붙이는 방법 알려주세요", menu) is None
