"""Rules for situations told instead of the policy's words (issue 8, answerable handoffs), on
hand-made questions and sentences: 누가 that tells of someone (`bot.rules.someone_did`), a one-syllable noun only
as a word of its own (`bot.rules.syllable_noun`), what a message says quoted before it (`bot.rules.message_content`),
whose data a person noun names (`bot.rules.data_owner`) and a file too big to attach (`bot.rules.over_limit`).
Each rule keeps refusing the shapes it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language.terms import Term
from bot.rules import data_owner, message_content, no_approver, over_limit, someone_did, syllable_noun
from bot.rules.answer_kind import asked_kind, unstated_means
from bot.topic import TopicMatcher
from tests.support import topic_rule


def test_someone_told_is_no_question_about_who() -> None:
    told = "회의실에 둔 태블릿을 누가 가져갔어요 ㅠ 어떻게 해요?"
    assert someone_did.without_someone(told) == told.replace("누가", "누군가")
    assert not asked_kind(told).who
    assert someone_did.without_someone("누가 제 태블릿 들고 갔는데 어디에 말해요?").startswith("누군가")


def test_who_asked_stays_a_question_about_who() -> None:
    for question in ("태블릿은 누가 관리해요?", "누가 승인했어요?", "누가 가져갔는지 어떻게 알아요?",
                     "태블릿 누가 반납받아요?"):
        assert someone_did.without_someone(question) == question
        assert asked_kind(question).who


def test_one_syllable_noun_inside_a_longer_word_is_not_that_noun() -> None:
    assert syllable_noun.only_inside("차", "담당자가 계정을 차단한다.")
    assert not syllable_noun.only_inside("차", "차를 타고 출장 간다.")
    assert not syllable_noun.only_inside("차단", "담당자가 계정을 차단한다.")  # longer words keep substrings
    assert not syllable_noun.only_inside("차", "")  # no text to read: unchanged


def test_one_syllable_noun_is_not_carried_by_a_longer_word() -> None:
    matcher = TopicMatcher(Glossary({}))
    sentence = "신고를 받은 담당자가 태블릿을 원격으로 잠그고 계정을 차단한다."
    matcher.set_vocabulary([sentence])
    cov = topic_rule.cover(matcher, "차에 둔 태블릿이 없어졌어요 어떻게 해요?", sentence)
    assert "차" not in cov.covered


def test_what_a_message_says_is_told_by_its_clause() -> None:
    clauses = message_content.content_clauses("쿠폰 받으라는 수상한 문자 왔는데 열어도 돼요?")
    assert clauses == (("문자", frozenset({"쿠폰", "받"})),)
    assert message_content.answered("쿠폰 받으라는 수상한 문자 왔는데 열어도 돼요?", ["쿠폰", "받", "열"],
                                    ["문자"]) == ["열"]
    # the message itself not carried: nothing set aside
    assert message_content.answered("쿠폰 받으라는 수상한 문자 왔는데 열어도 돼요?", ["쿠폰"], ["메일"]) == ["쿠폰"]


def test_a_word_used_again_outside_the_clause_stays() -> None:
    question = "앱 설치하라는 팝업이 떴는데 설치해도 돼요?"
    assert all("설치" not in words for _head, words in message_content.content_clauses(question))
    assert message_content.content_clauses("문자 보내도 돼요?") == ()


def test_a_person_noun_before_data_names_whose_data() -> None:
    assert data_owner.owners("행사 끝났는데 참가자 명단은 언제까지 둬요?") == {"참가자": "명단"}
    assert data_owner.owners("거래처 명단 어디 둬요?") == {}  # an organisation, not a person
    assert data_owner.owners("회원 계정 어디서 만들어요?") == {}  # no data noun after it
    terms = [Term("참가자", False), Term("명단", False)]
    question = "행사 끝났는데 참가자 명단은 언제까지 둬요?"
    assert data_owner.carried(question, terms, ["명단"], "개인정보 지침 보관 기간은 1년이다.") == {"참가자"}
    assert data_owner.carried(question, terms, ["명단"], "보안 규정 계정 정보를 입력했다면 …") == set()
    assert data_owner.carried(question, terms, [], "개인정보 지침 보관 기간은 1년이다.") == set()


def test_a_file_too_big_to_attach_is_the_over_the_limit_case() -> None:
    rule = "30MB가 넘는 동영상은 사내 서버에 올리고 주소를 보낸다."
    question = "50메가짜리 녹화본이 메신저에 안 올라가는데 어떻게 해요?"
    words = over_limit.explained(question, rule)
    assert {"녹화본", "메가", "올라가"} <= words
    assert over_limit.without_explained(question, rule, ["녹화본", "(the problem: 올라가 does not happen)", "x"]) \
        == ["x"]
    assert over_limit.explained("20메가짜리 녹화본이 메신저에 안 올라가는데 어떻게 해요?", rule) == frozenset()  # under
    assert over_limit.explained("50메가짜리 녹화본 메신저로 보내도 돼요?", rule) == frozenset()  # no failure told
    assert over_limit.explained(question, "동영상은 사내 서버에 올린다.") == frozenset()  # no limit in the rule
    # a mail that does not go out, an English word for attaching that fails
    assert "나가" in over_limit.explained("녹화본이 50MB라 메일이 안 나가요 어떻게 보내요?", rule)
    assert "되" in over_limit.explained("50MB video인데 attach가 안 돼요 어떻게 보내요?", rule)
    assert over_limit.explained("메일이 안 나가요 어떻게 보내요?", rule) == frozenset()  # no size told


def test_the_head_of_a_compound_is_that_noun() -> None:
    assert not syllable_noun.only_inside("폰", "태블릿이나 휴대폰을 바꾸면 다시 등록한다.")
    assert syllable_noun.only_inside("팀", "팀장 승인을 받는다.")


def test_whose_approval_is_answered_by_a_rule_that_needs_none() -> None:
    who = "(who: a person or team the question does not name)"
    row = "이름: 메모장 / 라이선스: 무료 / 설치: 자유 설치"
    assert no_approver.without_who("메모장 깔려면 누구한테 허락받아야 돼요?", row, [who]) == []
    assert no_approver.without_who("메모장 설치 승인은 누가 해줘요?", row, [who]) == []
    # a rule that requires the approval, or a who question about something else, keeps the problem
    assert no_approver.without_who("메모장 깔려면 누구한테 허락받아야 돼요?", "설치: 승인 필요", [who]) == [who]
    assert no_approver.without_who("메모장은 누가 깔아줘요?", row, [who]) == [who]


def test_a_big_file_sent_by_mail_names_mail_as_the_means() -> None:
    sentence = "메신저 첨부 파일은 10MB까지 보낼 수 있다."
    assert unstated_means("메일로 큰 파일 보내려는데 제한 있어요?", "파일은 10MB까지 보낼 수 있다.") == ()
    assert unstated_means("메일로 몇 메가까지 붙여서 보낼 수 있어요?", sentence) == ()
    assert unstated_means("메일로 승인 받아도 돼요?", sentence) == ("메일",)  # not a sending: asked


def test_a_rule_forbidding_the_act_without_approval_waives_nothing() -> None:
    who = "(who: a person or team the question does not name)"
    rule = "승인 없이 협력사에 명단을 넘기지 않는다."
    assert no_approver.without_who("명단 협력사에 넘기려면 누구 승인 받아요?", rule, [who]) == [who]
