"""English coverage (batch `_en_w`): "how many tries" asks a count, how long a thing has to be asks a length
(`bot.topic.asked_quantity`). Hand-made sentences only."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import TopicMatcher

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


def test_how_many_tries_or_attempts_asks_a_count() -> None:
    assert MATCHER.parts("how many tries before my account is locked?")[0][0].quantity == "times"
    assert MATCHER.parts("how many failed attempts before lockout?")[0][0].quantity == "times"
    assert MATCHER.parts("how many tries before my account is locked?")[0][0].terms != []


def test_how_long_a_thing_has_to_be_asks_a_length() -> None:
    assert MATCHER.parts("how long does my pin have to be?")[0][0].quantity == "chars"
    assert MATCHER.parts("new pin has to be how long?")[0][0].quantity == "chars"
    assert MATCHER.parts("is an 8 character pin too short?")[0][0].quantity == "chars"
    assert MATCHER.parts("how long does the lock last?")[0][0].quantity == "duration"
    assert MATCHER.parts("how long will it be locked for?")[0][0].quantity == "duration"
