"""The leaked information is the 정보 of 정보 유출 (`bot.rules.leaked_thing`; issue 8: a question noun missing from the
answering sentence), on hand-made sentences and questions. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.rules import leaked_thing
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LEAK = "정보 유출이 확인되면 곧바로 보안팀에 알린다."
INSTALL = "프로그램은 설치하기 전에 IT 담당자의 승인을 받는다."
NO_DRIVES = "개인 외장 하드는 업무용 컴퓨터에 연결하지 않는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LEAK, INSTALL, NO_DRIVES])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_the_subject_of_a_leak_names_the_leaked_information() -> None:
    assert leaked_thing.leaked_nouns("거래처 명단이 외부로 새 나간 것 같아요") == {"거래처", "명단"}
    assert leaked_thing.leaked_nouns("회사 자료가 밖으로 샌 거 같은데 어디다 말해요") == {"회사", "자료"}
    assert leaked_thing.leaked_nouns("I think our supplier list got leaked, who do I tell?") == {"supplier", "list"}
    # a story before the subject is not part of it
    assert leaked_thing.leaked_nouns("어제 실수로 직원 데이터가 유출됐어요") == {"직원", "데이터"}
    # not information (a credential has its own rule), no subject marked, no leak at all
    assert leaked_thing.leaked_nouns("비밀번호가 유출된 것 같아요") == frozenset()
    assert leaked_thing.leaked_nouns("직원 명단 유출되면 직원한테 알려야 돼요?") == frozenset()
    assert leaked_thing.leaked_nouns("직원 명단은 어디에 보관해요?") == frozenset()


def test_leaked_nouns_are_set_aside_only_by_a_sentence_on_information_leaks() -> None:
    assert leaked_thing.answered("거래처 명단이 외부로 샌 거 같아요", ["거래처", "명단"], f"3. 유출 {LEAK}") == []
    assert leaked_thing.answered("거래처 명단이 외부로 샌 거 같아요", ["거래처", "명단"],
                                 "거래처 명단은 사내 드라이브에 둔다.") == ["거래처", "명단"]
    asked = cover("거래처 명단이 외부로 새 나간 것 같은데 누구한테 알려요?", LEAK, "3. 정보 유출 신고")
    assert not {"거래처", "명단"} & set(asked.missing), asked.missing
