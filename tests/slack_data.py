"""Questions and helpers shared by the Slack tests."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from tests.support.slack_harness import SlackHarness

PASSWORD_QUESTION = "비밀번호는 얼마나 자주 바꿔야 하나요?"
OFF_TOPIC_QUESTION = "점심 메뉴 추천해 주세요"
NEAR_MISS_QUESTION = "노트북 사양은 어떻게 되나요?"
NEAR_MISS_DRAFT = "규정 발췌에는 노트북 사양에 대한 내용이 포함되어 있지 않습니다. [1]"

MakeHarness = Callable[..., AbstractContextManager[SlackHarness]]


def texts(calls: list[Any]) -> list[str]:
    return [str(c.args.get("text", "")) for c in calls]


def block_text(blocks: list[dict[str, Any]]) -> str:
    """All visible text of a list of blocks, flattened."""
    parts: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("text"), str):
                parts.append(node["text"])
            for value in node.values():
                if isinstance(value, dict | list):
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(blocks)
    return "\n".join(parts)
