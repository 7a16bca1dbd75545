"""Small talk is not a question: greetings and thanks get a short reply, nothing is recorded."""

from __future__ import annotations

import re
import unicodedata

from bot.helpdesk.texts import HELP, THANKS

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
