"""How a question's words are read (batches `_zd` and `_za`, issue 8), on hand-made questions: the asker's hurry or
feeling is no topic (`bot.rules.asker_mood`); a question word written onto the next word is re-spaced
(`bot.rules.spacing`); a quantity word found across two morphemes is no such word (`bot.rules.morph_bounds`); a form
ending in 워 is not read as a ㅅ-stem (`bot.rules.irregular_stems`); an act followed by "-면 돼요?" is asked, not a
condition; "얼마 만에 한 번" asks a frequency."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language.terms import content_terms
from bot.rules.morph_bounds import straddles
from bot.rules.spacing import respace
from bot.topic import TopicMatcher, asked_quantity

ONLY_COMPANY = "이 메신저는 회사 계정으로만 쓴다."
COMPANY_LAPTOP = "회사 노트북은 4년마다 교체한다."
PAID = "이 툴의 라이선스는 유료이고 설치 전에 승인을 받는다."
KEEP = "보관 기간은 목적을 달성한 날부터 1년이다."

MATCHER = TopicMatcher(Glossary({"계정": ("아이디",), "노트북": ("랩탑",), "소프트웨어": ("툴",)}))
MATCHER.set_vocabulary([ONLY_COMPANY, COMPANY_LAPTOP, PAID, KEEP, "메신저 툴"])


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


def test_a_form_ending_in_woo_is_not_read_as_an_siot_stem() -> None:
    from bot.language.terms import analyze
    from bot.rules.irregular_stems import woo_stem

    assert woo_stem("지워", "짓") == "지우"
    assert woo_stem("지어", "짓") is None  # 짓다 itself
    assert woo_stem("고마워", "고맙") is None  # a ㅂ-stem
    assert [m.lemma for m in analyze("자료는 지워지는 건가요?") if m.tag == "VV"] == ["지우"]
    assert next(m.lemma for m in analyze("파일 지워도 돼요") if m.tag == "VV") == "지우"  # read right before, unchanged


def test_an_act_followed_by_do_i_just_is_asked_not_a_condition() -> None:
    part = MATCHER.parts("퇴사하면 노트북은 언제까지 내면 돼요?")[0][0]
    assert not TopicMatcher._is_condition(part, "내")
    part = MATCHER.parts("파일은 그냥 버리면 되죠?")[0][0]
    assert not TopicMatcher._is_condition(part, "버리")
    # a condition followed by another act stays one
    part = MATCHER.parts("노트북 잃어버리면 누구한테 말해요?")[0][0]
    assert TopicMatcher._is_condition(part, "잃")


def test_once_in_how_long_asks_a_frequency() -> None:
    assert asked_quantity("서버 점검은 얼마 만에 한 번씩 해요?") == "frequency"
    assert asked_quantity("백업 복구 시험 얼마만에 한번 해요") == "frequency"
    assert asked_quantity("새 노트북은 얼마 만에 와요?") != "frequency"
    # "주기 전에": before giving (주다 + -기 전에), not the noun 주기 (a cycle)
    assert asked_quantity("동생한테 노트북 넘겨주기 전에 자료는 어떻게 지워요?") != "frequency"
    assert asked_quantity("백업 주기가 어떻게 돼요?") == "frequency"
