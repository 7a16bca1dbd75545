"""What kind of message an employee sent, before anything is recorded: small talk is not a question."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

HELP = (
    "안녕하세요! IT 헬프데스크 봇입니다. 🙂\n"
    "IT 규정에 관한 질문을 글로 보내 주시면 규정에서 찾아 출처와 함께 답해 드려요.\n"
    "예: `비밀번호는 얼마나 자주 바꿔야 하나요?`, `VPN 인증서는 어떻게 갱신하나요?`\n"
    "규정에서 확실한 답을 찾지 못하면 IT 담당자에게 전달해 드립니다."
)
THANKS = "천만에요! 🙌 IT 규정에 관해 궁금한 점이 있으면 언제든 물어봐 주세요."
TEXT_ONLY = "파일이나 이미지는 읽을 수 없어요. 텍스트만 읽을 수 있으니 질문을 글로 적어 주세요."

_GREETINGS = {
    "안녕",
    "안녕하세요",
    "안녕하십니까",
    "하이",
    "헬로",
    "ㅎㅇ",
    "반가워",
    "반갑습니다",
    "좋은아침",
    "좋은아침입니다",
    "hi",
    "hello",
    "hey",
    "yo",
    "goodmorning",
    "헬프",
    "도움말",
    "help",
    "사용법",
}
_THANKS = {
    "고마워",
    "고마워요",
    "고맙습니다",
    "감사",
    "감사해요",
    "감사합니다",
    "감사해",
    "ㄱㅅ",
    "ㄳ",
    "땡큐",
    "thanks",
    "thankyou",
    "thx",
    "ty",
    "알겠습니다",
    "알겠어요",
    "넵",
    "네",
    "ok",
    "okay",
    "오케이",
    "확인했습니다",
    "해결됐어요",
    "됐어요",
    "좋아요",
}
_MENTION = re.compile(r"<[@#!][^>]*>")
_TRAILING = re.compile(r"(ㅎ|ㅋ|ㅠ|ㅜ|요|!|~|\.)+$")


def strip_mentions(text: str) -> str:
    return _MENTION.sub(" ", text).strip()


def _normalised(text: str) -> str:
    kept = [ch for ch in text.lower() if unicodedata.category(ch)[0] in ("L", "N")]
    return "".join(kept)


def small_talk_reply(text: str) -> str | None:
    """The short reply for greetings, thanks or emoji-only messages; None for a real question."""
    stripped = re.sub(r":[a-z0-9_+\-]+:", " ", strip_mentions(text))  # :emoji: codes
    word = _normalised(stripped)
    if not word:
        return HELP if not stripped.strip() or not any(ch.isalnum() for ch in stripped) else None
    for candidate in (word, _TRAILING.sub("", word)):
        if candidate in _THANKS:
            return THANKS
        if candidate in _GREETINGS:
            return HELP
    return None


def has_files(event: dict[str, Any]) -> bool:
    return bool(event.get("files")) or event.get("subtype") == "file_share"
