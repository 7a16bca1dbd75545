"""Rules (issue 8: a story noun kept as the question's topic), on hand-made sentences and
questions: a noun that 하다 makes the act of a background clause ("설문조사 할 때", "이벤트 하면서") is the
asker's story, set aside like any story noun of a background clause (`bot.rules.scene_acts`); a noun whose 하다 ends
the question, or a clause singled out with 도, stays asked; a policy word stays a topic word."""

from __future__ import annotations

from bot.rules.scene_acts import background_acts
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
RRN = "주민등록번호는 법령에 근거가 있을 때만 수집한다."
CONSENT = "수집할 때는 목적을 알리고 동의를 받는다."
INSTALL = "소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([RRN, CONSENT, INSTALL])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_a_noun_made_a_verb_in_a_background_clause_is_the_scene_act() -> None:
    assert background_acts("워크숍 준비 할 때 참석자 주민번호도 받아도 돼요?") == {"준비"}
    assert background_acts("경품 추첨 하면서 연락처 모아도 돼요?") == {"추첨"}
    assert background_acts("동아리 모집을 했는데 주민번호 받아도 돼요?") == {"모집"}
    assert background_acts("회원 인증 한 적 없는데 인증 문자가 왔어요") == {"인증"}


def test_a_noun_whose_hada_is_asked_or_singled_out_stays_asked() -> None:
    assert background_acts("추첨 해도 돼요?") == frozenset()  # the 하다 ends the question: the act asked
    assert background_acts("업그레이드 해줄 수 있나요?") == frozenset()
    assert background_acts("재택근무 할 때도 VPN 써야 돼요?") == frozenset()  # singled out with 도
    assert background_acts("출장 가서 노트북 써도 돼요?") == frozenset()  # no 하다: not this rule


def test_the_scene_act_is_set_aside_when_the_policies_never_use_it() -> None:
    # one point (주민번호) and the story's act in a time clause: the rule on 주민등록번호 answers
    assert cover("경품 추첨 할 때 주민번호도 받아도 되나요?", RRN).passed
    assert cover("워크숍 준비 하는데 주민번호도 받아도 돼요?", RRN).passed


def test_a_policy_word_as_the_scene_act_stays_a_topic_word() -> None:
    # 설치 is a policy word: "설치할 때" still asks about installing, which the consent rule does not say
    assert not cover("프로그램 설치 할 때 주민번호도 받아도 되나요?", CONSENT).passed


def test_the_asked_act_is_still_required() -> None:
    # the noun whose 하다 ends the question is what is asked: the rule on 주민등록번호 does not answer it
    assert not cover("주민번호 받고 나서 추첨 해도 돼요?", RRN).passed


CATALOG_ROW = "이름: V3 백신 / 분류: 보안 / 라이선스: 유료 / 설치: 기본 설치 / 비고: 삭제 금지"


def test_a_place_a_story_noun_owns_is_asked() -> None:
    # someone else's computer: the table row on the company's antivirus does not speak of it
    assert not cover("조카 노트북에 V3 백신 깔아줘도 라이선스 괜찮아요?", CATALOG_ROW).passed
    assert not cover("사촌 컴퓨터에 V3 백신 설치해줘도 라이선스 문제 없어요?", CATALOG_ROW).passed


def test_a_place_a_policy_word_owns_stays_the_setting() -> None:
    assert cover("회사 노트북에 V3 백신 깔아도 라이선스 괜찮아요?", CATALOG_ROW).passed
