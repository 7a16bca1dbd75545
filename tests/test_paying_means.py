"""The card a purchase is paid with is the way asked (bot.rules.modifier_noun.means_nouns, paying). Invented
sentences, not the case files."""

from __future__ import annotations

from bot.rules.modifier_noun import means_nouns
from tests.support.topic_rule import cover, shipped_matcher

_ROW = "이름: ChatGPT Enterprise / 분류: 생성형 AI / 라이선스: 유료 / 설치: 승인 필요"


def test_the_card_paid_with_is_the_means() -> None:
    assert means_nouns("회사 카드로 결제해도 돼요?") == frozenset({"카드"})
    assert means_nouns("제 카드로 사도 돼요?") == frozenset({"카드"})
    assert means_nouns("실수로 결제했어요") == frozenset()  # told as done, no means asked


def test_paying_with_a_card_is_not_answered_by_the_licence_row() -> None:
    matcher = shipped_matcher(_ROW)
    assert cover(matcher, "ChatGPT 유료 버전 회사 카드로 결제해도 돼요?", _ROW, "승인 소프트웨어 목록: ChatGPT").missing
