"""A question's noun the sentence only uses to qualify another noun (bot.rules.modifier_only), on hand-made text."""

from __future__ import annotations

from collections.abc import Callable

from bot.rules import modifier_only
from tests.support.topic_rule import checked_extractive


def _named(question: str) -> Callable[[str], bool]:
    return lambda head: head in question


def _forms(noun: str) -> list[str]:
    return [noun]


EXCERPT = "2. VPN 인증서\n- VPN 인증서의 유효기간은 1년이다.\n- 인증서가 만료되기 30일 전에 재발급을 신청한다."


def test_subjects() -> None:
    assert "인증서" in modifier_only.subjects(EXCERPT)
    assert "감염" not in modifier_only.subjects("악성코드 감염이 의심되면 랜선을 뽑는다.")  # only after another noun
    assert "서비스" not in modifier_only.subjects("회사가 허용한 생성형 AI 서비스만 사용한다.")


def test_a_kind_noun_is_the_qualifiers_own_kind() -> None:
    q = "아무 AI 써도 돼요?"
    text = "3. 생성형 AI 서비스\n- 업무에는 회사가 허용한 생성형 AI 서비스만 사용한다. 허용된 서비스는 목록에 있다."
    assert "서비스" in modifier_only.subjects(text)
    assert modifier_only.problems(["AI"], False, text, q, _named(q), _forms, text) == []


def test_an_event_or_class_head_is_no_other_thing() -> None:
    q = "바이러스 걸린 것 같은데 뭐부터 해요?"
    text = "악성코드 감염이 의심되면 즉시 랜선을 뽑는다."
    assert modifier_only.problems(["악성코드"], False, text, q, _named(q), _forms, text) == []


def test_heads_of_a_word() -> None:
    assert modifier_only.heads("VPN", "VPN 인증서의 유효기간은 1년이다.") == ["인증서"]
    assert modifier_only.heads("VPN", "회사 밖에서는 VPN을 먼저 연결한다.") == [None]
    assert modifier_only.heads("노트북", "노트북의 교체 주기는 4년이다.") == ["교체"]
    assert modifier_only.heads("USB", "보안 USB를 잃어버리면 신고한다.") == [None]  # the head itself
    assert modifier_only.heads("노트", "노트북은 반납한다.") == []  # letters inside a longer word


def test_only_a_qualifier_of_an_unnamed_head() -> None:
    q = "VPN 꼭 써야 돼요?"
    body = "2. VPN 인증서 VPN 인증서의 유효기간은 1년이다."
    got = modifier_only.problems(["VPN"], False, body, q, _named(q), _forms, EXCERPT)
    assert got and "인증서" in got[0]


def test_left_alone() -> None:
    q = "VPN 꼭 써야 돼요?"
    # used by itself somewhere: the sentence's VPN takes a particle
    body = "1. 접속 회사 밖에서는 VPN을 먼저 연결한다."
    assert modifier_only.problems(["VPN"], False, body, q, _named(q), _forms, EXCERPT) == []
    # the head is named by the question
    q2 = "VPN 인증서 얼마나 써요?"
    validity = "VPN 인증서의 유효기간은 1년이다."
    assert modifier_only.problems(["VPN"], False, validity, q2, _named(q2), _forms, EXCERPT) == []
    # a container noun is the qualifier's content: "개인정보 파일" is about personal data
    q3 = "개인정보 얼마나 갖고 있어도 돼요?"
    body = "개인정보 파일은 목적을 달성한 날부터 1년 보관한다."
    assert modifier_only.problems(["개인정보"], False, body, q3, _named(q3), _forms, EXCERPT) == []
    # the sentence carries a predicate of the question too
    assert modifier_only.problems(["VPN"], True, validity, q, _named(q), _forms, EXCERPT) == []


def test_extractive_declines_a_sentence_about_the_qualified_thing() -> None:
    text = "- VPN 인증서의 유효기간은 1년이다.\n- 인증서가 만료되기 30일 전에 재발급을 신청한다."
    answer, _ = checked_extractive("VPN 꼭 써야 돼요?", "2. VPN 인증서", text)
    assert answer is None
    answer, passed = checked_extractive("VPN 인증서 유효기간이 얼마나 돼요?", "2. VPN 인증서", text)
    assert answer is not None and "1년" in answer and passed


def test_an_asked_act_only_named_as_the_kind_of_another_noun() -> None:
    """"미리 바꿔도 되나요?" vs "… 변경 안내가 뜬다": the sentence rules on the notice, not on changing."""
    def words(act: str) -> list[str]:
        return {"바꾸": ["변경"], "지우": ["삭제"]}.get(act, [])

    notice = "만료 3일 전부터 포털에 변경 안내가 뜬다."
    question = "암호 미리 바꿔놔도 되나요?"
    assert modifier_only.act_problems("바꾸", words, notice, question, _named(question)) == [
        "(바꾸: the sentence only names it as the kind of 안내)"]
    # a sentence that does the act, a head that rules on or times it, a head the question names, no act asked
    assert modifier_only.act_problems("바꾸", words, "암호는 60일마다 바꾼다.", question, _named(question)) == []
    did = "암호를 변경 안내에 따라 변경한다."
    assert modifier_only.act_problems("바꾸", words, did, question, _named(question)) == []
    assert modifier_only.act_problems("지우", words, "로그는 삭제 금지 대상이다.", "로그 지워도 돼요?",
                                      _named("로그 지워도 돼요?")) == []
    assert modifier_only.act_problems("바꾸", words, notice, "변경 안내 무시하고 안 바꿔도 돼요?",
                                      _named("변경 안내 무시하고 안 바꿔도 돼요?")) == []
    assert modifier_only.act_problems(None, words, notice, question, _named(question)) == []
    # the head names the kind of thing the act makes: "기본 설치 소프트웨어" is installed software
    assert modifier_only.act_problems("깔", lambda act: ["설치"], "Slack은 기본 설치 소프트웨어다.",
                                      "Slack 깔려 있는 거예요?", _named("Slack 깔려 있는 거예요?")) == []
