"""Screening a question before any work: empty, too long, or without any words."""

from __future__ import annotations

import unicodedata

EMPTY = "질문을 입력해 주세요."
NO_WORDS = "글자로 된 질문을 입력해 주세요. 이모지나 기호만으로는 답을 찾을 수 없습니다."


def too_long(length: int, limit: int) -> str:
    return f"질문이 너무 깁니다({length:,}자). {limit:,}자 이내로 줄여서 다시 물어봐 주세요."


def has_words(text: str) -> bool:
    return any(unicodedata.category(ch)[0] in ("L", "N") for ch in text)


def screen_question(text: str, max_chars: int) -> str | None:
    """None when the question can be worked on, else the Korean message that says what is wrong."""
    stripped = text.strip()
    if not stripped:
        return EMPTY
    if len(stripped) > max_chars:
        return too_long(len(stripped), max_chars)
    if not has_words(stripped):
        return NO_WORDS
    return None
