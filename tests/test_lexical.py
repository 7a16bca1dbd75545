"""The lexical side of retrieval (bot.answer.lexical): dense candidates re-ordered by the question's own words, the
dense best kept first. On hand-made excerpts. Also the verb that ends a glossary phrase, and a verb noun of the question
carried by a heading that names it."""

from __future__ import annotations

from bot.answer.lexical import carried_words, fuse, question_words
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt

GLOSSARY = Glossary({"분실": ("도둑", "잃어버", "두고 내"), "노트북": ("컴퓨터", "laptop")})


def ex(section: str, text: str, score: float) -> Excerpt:
    return Excerpt(chunk_id=f"equipment#{section}", doc_id="equipment", title="장비 규정", section=section,
                   revision=1, text=text, score=score)


SWAP = ex("2. 교체 주기", "- 노트북은 4년마다 교체한다.", 0.31)
ISSUE = ex("1. 지급", "- 업무용 노트북은 입사일에 지급한다.", 0.28)
HOME = ex("3. 재택근무", "- 업무용 노트북은 가족과 함께 쓰지 않는다.", 0.15)
LOSS = ex("3. 분실·도난 신고", "- 노트북을 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다.", 0.10)


def test_the_section_carrying_the_questions_words_joins_the_top_k() -> None:
    question = "가방 도둑맞았는데 거기 회사 노트북 있었음.. 뭐부터 해야돼"
    fused = fuse(question, [SWAP, ISSUE, HOME, LOSS], 3, GLOSSARY)
    assert [e.section for e in fused][:1] == ["2. 교체 주기"]  # the dense best stays first (the gate reads it)
    assert LOSS in fused and HOME not in fused
    assert all(e.score == orig.score for e in fused for orig in (SWAP, ISSUE, HOME, LOSS) if e is orig)


def test_without_shared_words_the_dense_order_stands() -> None:
    assert fuse("점심 메뉴 추천해 주세요", [SWAP, ISSUE, HOME, LOSS], 3, GLOSSARY) == [SWAP, ISSUE, HOME]
    assert fuse("노트북", [SWAP], 3, GLOSSARY) == [SWAP]


def test_the_score_counts_glossary_words_and_verb_stems() -> None:
    words = question_words("노트북 잃어버렸어요", GLOSSARY)
    assert ("노트북", False, ("노트북",)) in words or any(w[0] == "노트북" for w in words)
    assert len(carried_words(words, LOSS)) == len(words)
    assert 0 < len(carried_words(words, SWAP)) < len(words)
    assert carried_words([], LOSS) == set()


def test_the_verb_that_ends_a_glossary_phrase_stands_for_its_policy_word_in_retrieval() -> None:
    glossary = Glossary({"분실": ("놓고 내",)})
    words = question_words("택시에 노트북 놓고 내렸어요", glossary)
    assert ("내리", True, ("분실",)) in words, words
    assert all(w != "분실" for w, _, _ in words)  # not counted twice
    # a phrase that ends on no verb of the question is a word of its own, as before
    alone = question_words("노트북을 분실 처리 놓고 내 자리", Glossary({"분실": ("놓고 내",)}))
    assert any(w == "분실" or "분실" in m for w, _, m in alone), alone


def test_verb_noun_of_the_question_is_carried_by_a_heading_that_names_it() -> None:
    def section(name: str, text: str) -> Excerpt:
        return Excerpt(chunk_id=f"d#{name}", doc_id="d", title="출입증 지침", section=name, revision=1,
                       text=text, score=0.3)

    words = [("출입증", False, ()), ("폐기", True, ()), ("지나", True, ())]
    # "폐기하면" asks about the section headed "3. 폐기" though its text only says "없앤다"
    assert len(carried_words(words, section("3. 폐기", "- 기한이 지나면 바로 없앤다."))) == 2 and len(words) == 3
    # only the heading's own word: a verb noun written in the text as another word is not the act
    assert carried_words([("폐기", True, ())], section("1. 발급", "- 폐기물 봉투는 따로 둔다.")) == set()


def test_a_story_word_no_candidate_carries_does_not_dilute_the_share() -> None:
    """"어제 퇴근길에 … 택시에 두고 내렸어요": 퇴근길 and 택시 are in no section. They weigh on every section's share
    alike, so counted they leave the order to dense scores a few hundredths apart; the share counts only the words
    some candidate carries (as BM25 gives a word no document has no weight)."""
    swap = ex("2. 교체 주기", "- 노트북은 4년마다 교체한다.", 0.38)
    back = ex("4. 반납", "- 퇴사하면 노트북을 IT 담당자에게 반납한다.", 0.37)
    issue = ex("1. 지급", "- 업무용 노트북은 입사일에 지급한다.", 0.36)
    loss = ex("3. 분실·도난 신고", "- 노트북을 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다.", 0.25)
    question = "어제 퇴근길에 회사 노트북을 택시에 두고 내렸어요"
    fused = fuse(question, [swap, back, issue, loss], 3, GLOSSARY)
    assert fused[0] is swap and loss in fused
    # a question whose every word some section carries ranks as before
    assert fuse("노트북 반납", [swap, issue, loss, back], 3, GLOSSARY)[1] is back
