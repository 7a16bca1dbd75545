"""Session 34 (issue 8), invented sentences: "어떻게 처리되는지 궁금합니다" asks what becomes of a thing, not how to
do an act (궁금 frames it); "어떤 절차를 거쳐" frames a how; English "gotta" frames like "have to"; "sign off" is
approval; "who am I supposed to tell?" asks whom to tell; "얼마나 빨리" asks how soon, which 즉시 answers."""

from __future__ import annotations

from bot.language.terms import content_terms
from bot.rules import deadline_at_once
from bot.rules.asked_attribute import who_does_problem
from bot.rules.kind_scope import method_problem
from tests.support import topic_rule


def test_what_becomes_of_a_thing_is_no_method() -> None:
    sentence = "반납된 모니터는 초기화한 뒤 다시 쓴다."
    assert method_problem("반납된 모니터는 어떻게 되는지 궁금합니다.", sentence) is None
    assert method_problem("모니터 자료는 어떻게 지우는지 궁금합니다.", "모니터는 반납한다.") is not None


def test_procedure_words_frame_the_act() -> None:
    words = {t.text for t in content_terms("출입증은 어떤 절차를 거쳐 받나요?")}
    assert "절차" not in words and "거치" not in words
    assert "출입증" in words
    assert "gotta" not in {t.text for t in content_terms("do I gotta renew the badge?")}


def test_sign_off_is_approval() -> None:
    assert "승인" in topic_rule.shipped_glossary().policy_words_in("who has to sign off on the transfer?")


def test_who_am_i_to_tell_asks_the_recipient() -> None:
    sentence = "출입증을 잃어버리면 총무팀에 알린다."
    assert who_does_problem("I lost my badge, who am I supposed to tell?", sentence) is None
    assert who_does_problem("who keeps the lost badges?", sentence) is not None


def test_how_soon_in_korean_is_a_deadline() -> None:
    def no_words(word: str) -> list[str]:
        return []

    sentence = "출입증을 잃어버리면 즉시 총무팀에 신고한다."
    assert deadline_at_once.answers("출입증 잃어버리면 얼마나 빨리 신고해야 돼요?", sentence, "신고", no_words)
    assert not deadline_at_once.answers("출입증 잃어버리면 누구한테 신고해야 돼요?", sentence, "신고", no_words)


def test_mandatory_or_just_recommended_offers_alternatives() -> None:
    from bot.rules.clauses import alternative_nouns

    assert alternative_nouns("When I work abroad, is the badge actually mandatory or just recommended?") == {
        "mandatory", "recommended"}
    assert alternative_nouns("Is the badge mandatory when I work abroad?") == frozenset()
    glossary = topic_rule.shipped_glossary()
    assert "반드시" in glossary.policy_words_in("is it mandatory to wear the badge?")
    assert "다단계 인증" in glossary.policy_words_in("do I need two-factor auth at home?")


def test_writing_down_is_writing_but_never_done_is_not() -> None:
    glossary = topic_rule.shipped_glossary()
    assert "쓰" in glossary.policy_words_in("출입증 번호를 메모장에 적어 놨어요")
    assert "작성" in glossary.policy_words_in("회의실 들어갈 때 적는 거 있어요?")
    for text in ("그 회의실에 들어간 적이 없어요", "출입증은 주기적으로 바꿔요?"):
        assert not {"쓰", "작성"} & set(glossary.policy_words_in(text))


def test_as_well_with_an_adverb_between() -> None:
    from bot.rules.also_adverb import also_adverbs

    assert also_adverbs("가입 받을 때 생년월일도 그냥 같이 받아두면 되지 않나?") == {"같이"}
    assert also_adverbs("노트북 가족이랑 그냥 같이 써도 돼요?") == frozenset()



def test_english_frame_words_of_apology_and_judgement() -> None:
    words = {t.text for t in content_terms("Sorry for the basic question, is sharing my badge a problem?")}
    assert "basic" not in words and "problem" not in words
    assert "badge" in words
    assert "strong" not in {t.text for t in content_terms("What makes a strong badge PIN?")}


def test_working_again_is_no_act_anew() -> None:
    matcher = topic_rule.shipped_matcher("출입증은 정지되면 10분 동안 막힌다.")
    parts, _ = matcher.parts("출입증 막혔는데 얼마나 기다려야 다시 됨?")
    assert "다시" not in parts[0].qualifiers
    parts, _ = matcher.parts("출입증 다시 발급받아야 돼요?")
    assert "다시" in parts[0].qualifiers
