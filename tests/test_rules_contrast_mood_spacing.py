"""Rules of batch `_zd` (issue 8) on hand-made sentences and questions: a yes/no question on one
of two exclusive values is answered by a sentence that states the other one (`bot.rules.contrast`); the asker's hurry or
feeling is no topic (`bot.rules.asker_mood`); a question word written onto the next word is re-spaced
(`bot.rules.spacing`); a quantity word found across two morphemes is no such word (`bot.rules.morph_bounds`); the verb
that ends a glossary phrase stands for its policy word in retrieval (`bot.answer.lexical`); and the glossary's new rows.
Each rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.answer.lexical import question_words
from bot.knowledge.glossary import Glossary
from bot.language.terms import content_terms
from bot.rules import contrast
from bot.rules.morph_bounds import straddles
from bot.rules.spacing import respace
from bot.topic import Coverage, TopicMatcher, asked_quantity
from tests.support import topic_rule

ONLY_COMPANY = "이 메신저는 회사 계정으로만 쓴다."
COMPANY_LAPTOP = "회사 노트북은 4년마다 교체한다."
PAID = "이 툴의 라이선스는 유료이고 설치 전에 승인을 받는다."
KEEP = "보관 기간은 목적을 달성한 날부터 1년이다."

MATCHER = TopicMatcher(Glossary({"계정": ("아이디",), "노트북": ("랩탑",), "소프트웨어": ("툴",)}))
MATCHER.set_vocabulary([ONLY_COMPANY, COMPANY_LAPTOP, PAID, KEEP, "메신저 툴"])
GLOSSARY = topic_rule.shipped_glossary()


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_the_other_value_of_an_exclusive_pair_answers_a_yes_no_question() -> None:
    assert contrast.states_other_value("개인", ["메신저", "개인", "계정"], ONLY_COMPANY)
    assert contrast.states_other_value("무료", ["툴", "무료"], PAID)
    # the other value of another thing, or without "only", says nothing of the asked one
    assert not contrast.states_other_value("개인", ["개인", "노트북"], ONLY_COMPANY)
    assert not contrast.states_other_value("개인", ["개인", "노트북"], COMPANY_LAPTOP)
    assert not contrast.states_other_value("개인", ["개인"], ONLY_COMPANY)  # no noun it qualifies
    # a sentence naming both values does not settle which one holds
    assert not contrast.states_other_value("무료", ["툴", "무료"], "개인에게만 무료이고 회사는 유료인 경우가 많다.")
    # a pair outside the closed list is left alone
    assert not contrast.states_other_value("외부", ["외부", "메일"], "사내 메일로만 보낸다.")
    assert contrast.answered(["개인"], ["개인", "계정"], ONLY_COMPANY, yes_no=False) == ["개인"]


def test_a_permission_on_the_excluded_value_is_answered_through_the_topic_rule() -> None:
    asked = cover("메신저 개인 계정으로 써도 돼요?", ONLY_COMPANY)
    assert "개인" not in asked.missing, asked.missing
    # a question word asks something the value does not answer
    which = cover("메신저 개인 계정은 어디서 만들어요?", ONLY_COMPANY)
    assert "개인" in which.missing, which.missing
    # a company laptop rule without "only" does not answer a personal laptop question
    laptop = cover("개인 노트북도 4년마다 바꿔줘요?", COMPANY_LAPTOP)
    assert "개인" in laptop.missing, laptop.missing


def test_the_askers_hurry_or_feeling_is_no_topic() -> None:
    words = [t.text for t in content_terms("공항에서 급하게 사내 시스템 들어가야 되는데 와이파이 써도 돼요?")]
    assert "급하" not in words and "시스템" in words, words
    assert "귀찮" not in [t.text for t in content_terms("OTP 꼭 해야 돼요? 귀찮은데")]
    assert "바쁘" not in [t.text for t in content_terms("요즘 바빠서 반납 늦어도 돼요?")]
    # the act asked stays
    assert "늦" in [t.text for t in content_terms("요즘 바빠서 반납 늦어도 돼요?")]


def test_a_question_word_written_onto_the_next_word_is_respaced() -> None:
    assert respace("개인정보 파일은 얼마동안 보관해요?") == "개인정보 파일은 얼마 동안 보관해요?"
    assert respace("며칠동안 잠겨요") == "며칠 동안 잠겨요"
    assert respace("몇시간동안 걸려요") == "몇시간 동안 걸려요"
    assert respace("동안 보관해요") == "동안 보관해요"  # nothing to split
    parts, _ = MATCHER.parts("고객 파일은 얼마동안 보관해요?")
    assert parts[0].quantity == "duration"
    assert all(not t.text.startswith("얼마") and t.text != "동안" for t in parts[0].terms), parts[0].terms
    parts, _ = MATCHER.parts("파일 며칠동안 보관해요?")
    assert all(t.text != "동안" for t in parts[0].terms), parts[0].terms


def test_a_quantity_word_across_two_morphemes_is_no_such_word() -> None:
    text = "애들이 숙제한다고 회사 노트북 써도 되나요?"
    start = text.index("제한")
    assert straddles(text, start, start + 2)
    assert asked_quantity(text) is None
    assert asked_quantity("파일 삭제한 뒤에 다시 써도 돼요?") is None
    # the word itself, alone or in a compound, still asks
    assert asked_quantity("첨부 제한 있어요?") == "number"
    assert asked_quantity("용량제한 있어요?") is not None
    assert not straddles("유효기간 얼마에요", 2, 4)


def test_the_verb_that_ends_a_glossary_phrase_stands_for_its_policy_word_in_retrieval() -> None:
    glossary = Glossary({"분실": ("놓고 내",)})
    words = question_words("택시에 노트북 놓고 내렸어요", glossary)
    assert ("내리", True, ("분실",)) in words, words
    assert all(w != "분실" for w, _, _ in words)  # not counted twice
    # a phrase that ends on no verb of the question is a word of its own, as before
    alone = question_words("노트북을 분실 처리 놓고 내 자리", Glossary({"분실": ("놓고 내",)}))
    assert any(w == "분실" or "분실" in m for w, _, m in alone), alone


def test_the_glossarys_new_rows() -> None:
    assert "접속" in GLOSSARY.policy_words_in("집에서 사내시스템 들어갈 때 VPN 켜야 돼요?")
    assert "접속" in GLOSSARY.policy_words_in("그룹웨어 들어갈때 OTP 해야 돼요?")
    # entering a room or a file holding data is not signing in to a system
    assert "접속" not in GLOSSARY.policy_words_in("서버실 들어갈 때 몇 명이 같이 가요?")
    assert "접속" not in GLOSSARY.policy_words_in("개인정보 들어간 엑셀 어디에 둬요?")
    assert "분실" in GLOSSARY.policy_words_in("택시에 가방을 놓고 내렸어요")
    assert "외부 업체" in GLOSSARY.policy_words_in("수리 기사님이 오신대요")
    assert "출입" in GLOSSARY.policy_words_for("들여보내")
    assert "다른 서비스" in GLOSSARY.policy_words_in("넷플릭스 비번이랑 똑같이 써요")
    assert "항목" in GLOSSARY.policy_words_in("정보 이것저것 다 받아도 돼요?")
    assert "본다" in GLOSSARY.policy_words_for("취급")


def test_data_inside_a_device_is_its_storage() -> None:
    assert "저장 장치" in GLOSSARY.policy_words_in("반납한 노트북 안에 있던 데이터는 어떻게 돼요?")
    assert "저장 장치" in GLOSSARY.policy_words_for("하드")
    assert "자료" in GLOSSARY.policy_words_for("데이터")
    # an external drive is removable media, not the laptop's storage
    words = GLOSSARY.policy_words_in("외장하드 써도 돼요?")
    assert "이동식 저장매체" in words


def test_a_form_ending_in_woo_is_not_read_as_an_siot_stem() -> None:
    from bot.language.terms import analyze
    from bot.rules.irregular_stems import woo_stem

    assert woo_stem("지워", "짓") == "지우"
    assert woo_stem("지어", "짓") is None  # 짓다 itself
    assert woo_stem("고마워", "고맙") is None  # a ㅂ-stem
    assert [m.lemma for m in analyze("자료는 지워지는 건가요?") if m.tag == "VV"] == ["지우"]
    assert next(m.lemma for m in analyze("파일 지워도 돼요") if m.tag == "VV") == "지우"  # read right before, unchanged


def test_outside_is_out_of_the_company() -> None:
    assert "밖" in GLOSSARY.policy_words_for("외부")
    assert "밖" in GLOSSARY.policy_words_in("보안 USB로 자료 외부 반출하려면 누구 승인이야?")


def test_an_act_followed_by_do_i_just_is_asked_not_a_condition() -> None:
    part = MATCHER.parts("퇴사하면 노트북은 언제까지 내면 돼요?")[0][0]
    assert not TopicMatcher._is_condition(part, "내")
    part = MATCHER.parts("파일은 그냥 버리면 되죠?")[0][0]
    assert not TopicMatcher._is_condition(part, "버리")
    # a condition followed by another act stays one
    part = MATCHER.parts("노트북 잃어버리면 누구한테 말해요?")[0][0]
    assert TopicMatcher._is_condition(part, "잃")
