"""Glossary rows for everyday verbs (나오 -> 지급, 휴지통 비우 -> 삭제, 홍보 문자 -> 이용, 오래 갖고 있 -> 보관, 계정
만들 -> 발급, 떠요 -> 표시, telling someone -> informing), and a native verb that is not the glossary's noun key spelled
like its stem (남다 vs 남, someone else); batch `_zh`, issue 8: a predicate worded otherwise), on hand-made sentences
and questions. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LEFTOVER = "다 쓴 대외비 출력물은 파쇄한다."
PAPER = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
UNMARKED = "등급 표시가 없는 문서는 사내 한정으로 본다."
ISSUE = "업무용 노트북은 입사일에 지급한다."
PURPOSE = "개인정보는 수집 목적 안에서만 이용한다."
WIPE = "파일은 완전 삭제 도구로 지운다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LEFTOVER, PAPER, UNMARKED, ISSUE, PURPOSE, WIPE, "대외비 출력물 파기 문서 등급"])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_leftover_printouts_are_not_answered_for_another_act() -> None:
    # (the coordinator took out the rule that read 남은 as the verb, not the glossary's 남 = others: it answered a
    # frozen hold-out question wrongly; "회의 끝나고 남은 대외비 인쇄물 어떻게 처리해요" is handed off again)
    assert not cover("회의 끝나고 남은 대외비 인쇄물 누가 복사해요?", LEFTOVER, "4. 출력물").passed  # another act


def test_everyday_verbs_of_the_glossary() -> None:
    assert cover("신입 노트북 언제 나와요?", ISSUE, "1. 지급").passed  # 나오 -> 지급
    assert not cover("신입 태블릿 언제 나와요?", ISSUE, "1. 지급").passed  # another thing
    assert cover("개인정보 파일 지울 때 휴지통 비우면 되나요?", WIPE, "3. 개인정보 파기").passed  # 휴지통 비우 -> 삭제
    assert "오래 갖고 있" in GLOSSARY.variants["보관"] and "갖고 있" not in GLOSSARY.variants["보관"]
    assert "계정 만들" in GLOSSARY.variants["발급"]
    assert "떠요" in GLOSSARY.variants["표시"]


def test_telling_someone_is_informing() -> None:
    assert "말해주" in GLOSSARY.variants["알리"]
    consent = "개인정보를 수집할 때는 목적을 알리고 동의를 받는다."
    only_needed = "개인정보는 업무에 꼭 필요한 항목만 수집한다."
    assert not cover("고객 정보 받을때 뭐 말해줘야 돼요?", only_needed, "1. 수집").passed
    assert cover("개인정보 수집할 때 고객한테 뭐 말해줘야 돼요?", consent, "1. 수집").passed
