"""An English glossary for passwords and devices, four policy excerpts, their topic matcher and `passes` (`_en_w`)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import TopicMatcher
from tests.support.topic_rule import sentence_verdicts

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
