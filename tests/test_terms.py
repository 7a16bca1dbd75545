"""The MeCab-ko analyzer on hand-made sentences (not through case files)."""

from __future__ import annotations

from bot.language.terms import analyze, content_terms, lemmas_of, lexical_match


def texts(sentence: str) -> list[tuple[str, bool]]:
    return [(t.text, t.verb) for t in content_terms(sentence)]


def test_particles_and_endings_are_stripped_and_verbs_take_their_dictionary_form() -> None:
    assert texts("암호를 얼마나 자주 바꿔야 해?") == [("암호", False), ("바꾸", True)]
    assert ("그만두", True) in texts("회사를 그만두면 노트북은 언제 돌려줘요?")
    assert ("노트북", False) in texts("회사를 그만두면 노트북은 언제 돌려줘요?")


def test_question_words_generic_words_and_english_function_words_are_dropped() -> None:
    assert texts("언제 뭐 어떻게 해야 돼요?") == []
    assert texts("How often do I have to change my password?") == [("change", False), ("password", False)]


def test_a_compound_written_as_one_word_stays_one_term_with_its_parts() -> None:
    (term,) = content_terms("비밀번호는 몇 자 이상이어야 해요?")
    assert term.text == "비밀번호" and term.parts == ("비밀", "번호")


def test_a_noun_made_a_verb_is_the_predicate() -> None:
    assert texts("메일은 몇 년 보관돼요?") == [("메일", False), ("보관", True)]


def test_a_latin_word_keeps_a_number_written_onto_it() -> None:
    assert texts("V3 백신 지워도 돼요?")[0] == ("v3", False)


def test_asked_nouns_are_told_from_the_story_of_the_question() -> None:
    asked = {t.text: t.asked for t in content_terms("노트북을 택시에 두고 내렸어요")}
    assert asked == {"노트북": False, "택시": False, "내리": True}
    assert {t.text: t.asked for t in content_terms("노트북 사양은 어떻게 되나요?")}["사양"] is True
    assert {t.text: t.asked for t in content_terms("메일함 용량이 얼마나 되나요?")}["용량"] is True
    assert {t.text: t.asked for t in content_terms("노트북 충전기가 고장났는데 교환 돼요?")}["충전기"] is True


def test_a_policy_verb_matches_the_question_verb_through_its_stem() -> None:
    sentence = "비밀번호는 90일마다 바꾼다."
    assert "바꾸" in lemmas_of(sentence)
    assert lexical_match("바꾸", "비밀번호는90일마다바꾼다.", sentence)
    assert not lexical_match("잊어버리", "비밀번호는90일마다바꾼다.", sentence)


def test_morphemes_carry_offsets() -> None:
    morphs = analyze("노트북 반납")
    assert [(m.surface, m.start, m.end) for m in morphs] == [("노트북", 0, 3), ("반납", 4, 6)]


def test_the_thing_a_question_asks_for_with_like_is_asked() -> None:
    from bot.language.terms import content_terms

    asked = {t.text: t.asked for t in content_terms("생성형 AI 사용법 교육 같은 거 따로 있어요?")}
    assert asked["교육"]


def test_the_thing_a_modifier_clause_on_geo_asks_to_exist_is_asked() -> None:
    from bot.language.terms import content_terms

    asked = {t.text: t.asked for t in content_terms("외부로 보내는 메일에 서명 양식 정해진 거 있어요?")}
    assert asked["양식"] and not asked["외부"] and not asked["메일"]
    asked = {t.text: t.asked for t in content_terms("노트북 가방 따로 주는 거 있어요?")}
    assert asked["가방"]
    # a clause on 거 that is not asked to exist leaves its noun as it was
    asked = {t.text: t.asked for t in content_terms("노트북 가방 따로 주는 거 받았는데 잃어버렸어요")}
    assert not asked["가방"]
