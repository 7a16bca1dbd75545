"""The shipped glossary's rows for English phrases (batch `_en_w`, issue 8): the password rule's character kinds and
numbers, locking a device (answered by the rule that locks it), turning on, stepping away and being done with. Hand-made
sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import TopicMatcher
from tests.support.topic_rule import sentence_verdicts

POLICY_GLOSSARY = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")
GLOSSARY = Glossary({
    "비밀번호": ("password", "pin"), "전화번호": ("phone number",), "넣": ("put",), "태블릿": ("tablet",),
    "원격": ("remotely",), "잠그": ("lock",), "잠금": ("locked",), "분실": ("lost",), "USB": ("usb",),
    "휴대폰": ("phone",), "변경": ("바꾸", "switch", "switching"), "OTP": ("otp",), "등록": ("register",),
})
MAKING = Excerpt(chunk_id="p#1", doc_id="p", title="비밀번호 규정", section="1. 만들기", revision=1,
                 text="- 전화번호는 비밀번호에 넣지 않는다.", score=0.5)
LOCKING = Excerpt(chunk_id="d#3", doc_id="d", title="장비 규정", section="3. 분실", revision=1,
                  text="- 분실 신고를 받으면 담당자가 태블릿을 원격으로 잠그고 계정을 막는다.", score=0.5)
KINDS = Excerpt(chunk_id="u#1", doc_id="u", title="저장매체 규정", section="1. 사용", revision=1,
                text="- 업무에는 등록된 보안 USB만 사용한다.", score=0.5)
PHONE = Excerpt(chunk_id="o#4", doc_id="o", title="인증 규정", section="4. OTP", revision=1,
                text="- 휴대폰을 바꾸면 OTP를 다시 등록한다.", score=0.5)
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([e.text for e in (MAKING, LOCKING, KINDS, PHONE)])


def passes(question: str, excerpt: Excerpt) -> list[bool]:
    return sentence_verdicts(MATCHER, question, excerpt)


def test_the_policy_glossary_maps_character_kinds_numbers_and_locking() -> None:
    assert "전화번호" in POLICY_GLOSSARY.policy_words_in("can my phone number be in it?")
    assert {"대문자", "소문자"} <= set(POLICY_GLOSSARY.policy_words_in("mix uppercase and lower case letters"))
    assert "섞어 쓴" in POLICY_GLOSSARY.policy_words_in("mix uppercase and lower case letters")
    # the policy phrase, not the bare stem: a Korean "생일이랑 이름 섞어서" keeps the Korean rules (no 섞 required)
    assert not POLICY_GLOSSARY.policy_words_for("섞")
    assert "잠그" in POLICY_GLOSSARY.policy_words_for("lock")
    assert "잠그" not in POLICY_GLOSSARY.policy_words_for("잠긴")  # a locked account is not locking a device
    assert "삭제" in POLICY_GLOSSARY.policy_words_for("uninstall")
    assert "생성형 AI" in POLICY_GLOSSARY.policy_words_in("paste it into the AI assistant")


def test_locking_a_device_is_answered_by_the_rule_that_locks_it() -> None:
    assert passes("lost my tablet, can IT lock it remotely?", LOCKING) == [True]


def test_the_policy_glossary_maps_turning_on_stepping_away_and_being_done_with() -> None:
    assert "연결" in POLICY_GLOSSARY.policy_words_in("do I turn on the vpn first?")
    assert "자리" in POLICY_GLOSSARY.policy_words_in("should it lock when I step away?")
    assert "다 쓴" in POLICY_GLOSSARY.policy_words_in("done with a printout, what now?")
