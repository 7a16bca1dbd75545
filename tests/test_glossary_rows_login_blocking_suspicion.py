"""The shipped glossary's rows for one's login as account details, blocking for the asker, suspicion and data
(batches `_zp2`/`_zq2`).
Hand-made sentences only."""

from __future__ import annotations

from bot.topic import TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
MATCHER = TopicMatcher(GLOSSARY)
SHARING = "계정은 동료나 외부 업체와 공유하지 않는다."
SUSPICIOUS = "의심스러운 문자는 열지 말고 보안팀에 신고한다."
MOVING = "노트북을 교체할 때 그 안의 자료는 사내 드라이브로 옮긴다."
BLOCKING = "신고를 받으면 담당자가 태블릿을 원격으로 차단한다."
MATCHER.set_vocabulary([SHARING, SUSPICIOUS, MOVING, BLOCKING])


def test_the_rows() -> None:
    assert "계정" in GLOSSARY.policy_words_in("can I hand my login to an intern?")
    assert "계정" in GLOSSARY.policy_words_in("I typed my login details into a form")
    assert "로그인" in GLOSSARY.policy_words_in("why is login so slow?")  # the act of logging in stays 로그인
    assert "의심" in GLOSSARY.policy_words_in("a suspicious text message")
    assert "자료" in GLOSSARY.policy_words_in("where does my data go?")
    assert "차단" in GLOSSARY.policy_words_in("태블릿 원격으로 막아주나요?")
    assert "차단" not in GLOSSARY.policy_words_in("사이트가 막혀 있어요")  # a thing blocked is not blocking it


def test_the_rows_carry_the_sentences() -> None:
    assert topic_rule.cover(MATCHER, "can I share my login with a vendor?", SHARING).passed
    assert topic_rule.cover(MATCHER, "택배 문자가 왔는데 suspicious해요 어떻게 해요", SUSPICIOUS).passed
    assert topic_rule.cover(MATCHER, "노트북 교체할 때 data는 어디로 옮겨요?", MOVING).passed
    assert topic_rule.cover(MATCHER, "원격으로 막아주나요?", BLOCKING).passed
