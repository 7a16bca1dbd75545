"""Coverage rules from the dev batch `_s` (issue 8), on hand-made sentences: a glossary word inside one
adverb, the head of a compound noun, a forbidden act asked "for N days", 몇 자리 counted in characters,
a condition that is the asked act, a rule for a moment the question has left behind, a verb read as a
noun; and the safety rules that came with them (a doer marked 에서, 대신 as an adverb, a problem in a
-는데 clause, "표에 없는" as no place)."""

from __future__ import annotations

from bot.answer.checks import answers_question
from bot.knowledge.glossary import Glossary
from bot.language.terms import content_terms
from bot.models import Excerpt
from bot.rules.answer_kind import asked_kind, places, problems
from bot.rules.story import trouble_predicates
from bot.topic import TopicMatcher, _forbids, split_sentences


def ex(section: str, text: str, title: str = "규정") -> Excerpt:
    return Excerpt(chunk_id=f"doc#{section}", doc_id="doc", title=title, section=section, revision=1,
                   text=text, score=0.5)


def test_a_glossary_word_inside_one_adverb_is_not_that_word() -> None:
    matcher = TopicMatcher(Glossary({"함께": ("같이",)}))
    same = matcher.parts("네이버 비번이랑 회사 비번 똑같이 쓰고 있는데 괜찮은가요?")[0][0]
    assert "함께" not in same.extra  # 똑같이 (identically) is not 같이 (together)
    together = matcher.parts("노트북을 가족이랑 같이 써도 돼요?")[0][0]
    assert "함께" in together.extra or any("함께" in words for words in together.concepts.values())


def test_the_head_of_a_compound_noun_names_its_kind() -> None:
    matcher = TopicMatcher(Glossary({"자료": ("파일",)}))
    part = matcher.parts("압축파일에 암호 걸어서 보내도 돼요?")[0][0]
    assert "자료" in part.concepts.get("압축파일", set())
    assert "자료" not in part.extra  # the head is the compound's own word, not an extra phrase to carry
    router = TopicMatcher(Glossary({"공유": ("share",)})).parts("집 공유기 비밀번호 바꿔야 돼요?")[0][0]
    assert "공유" not in router.concepts.get("공유기", set())  # the front of a compound is not its head


def test_a_forbidden_act_answers_a_permission_asked_for_a_while() -> None:
    lend = "지급받은 노트북은 본인 업무에만 사용하고 남에게 빌려주지 않는다."
    assert _forbids(lend, "빌리")
    assert _forbids("컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다.", "끄")
    assert _forbids("개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다.", "연결")
    assert not _forbids("노트북은 4년마다 교체한다.", "교체")
    matcher = TopicMatcher(Glossary())
    excerpt = ex("1. 지급", f"- {lend}\n- 노트북은 4년마다 교체한다.")
    assert answers_question("회사 노트북 친구한테 며칠 빌려줘도 돼요?", f"{lend}[1]", [excerpt], matcher, [1]).passed
    # the asked period is still needed where the act is not forbidden
    assert not answers_question("회사 노트북 며칠 써도 돼요?", "노트북은 4년마다 교체한다.[1]", [excerpt], matcher,
                                [1]).passed


def test_how_many_places_is_counted_in_characters_too() -> None:
    sentence = "비밀번호는 12자 이상으로 만든다."
    assert asked_kind("비번 몇자리 이상으로 만들어야 돼요?").counter == "자리"
    assert not any("count" in p for p in problems("비번 몇자리 이상으로 만들어야 돼요?", sentence, None, None))
    assert "(a count of 개)" in problems("비번 몇 개 만들어야 돼요?", sentence, None, None)


def test_a_permission_for_the_act_of_its_own_condition_is_answered_by_the_rule_on_that_act() -> None:
    matcher = TopicMatcher(Glossary())
    excerpt = ex("1. 비밀번호 만들기", "- 이름·생일·전화번호·사번은 비밀번호에 넣지 않는다.")
    sentence = split_sentences(excerpt, 1)[0]
    part = matcher.parts("비밀번호에 생일 넣으면 넣어도 되나요?")[0][0]
    assert not any("condition" in m for m in matcher.coverage(part, sentence, excerpt).missing)
    asked = matcher.parts("생일 넣으면 비밀번호 어떻게 돼요?")[0][0]  # not a permission: the condition rule stays
    assert not asked.permission


def test_a_rule_for_the_moment_of_an_act_does_not_answer_what_comes_after_it() -> None:
    matcher = TopicMatcher(Glossary({"보안 USB": ("USB",)}))
    excerpt = ex("2. 자료 반출", "- 보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다.")
    sentence = split_sentences(excerpt, 1)[0]
    after = matcher.parts("USB로 밖에 가져간 자료 다 쓰면 어떻게 해요?")[0][0]
    assert any("situation" in m for m in matcher.coverage(after, sentence, excerpt).missing)
    moment = matcher.parts("USB로 자료 밖에 가져갈 때 누구 승인 받아요?")[0][0]
    assert not any("situation" in m for m in matcher.coverage(moment, sentence, excerpt).missing)


def test_a_verb_with_its_polite_ending_is_not_read_as_a_noun() -> None:
    terms = content_terms("유료 라이센스는 누가 사요?")
    assert any(t.verb and t.text == "사" for t in terms) and not any(t.text == "사요" for t in terms)
    assert not any(t.verb and t.text == "사" for t in content_terms("우리 회사요?"))


def test_a_glossary_predicate_in_the_sentence_pins_the_topic_like_a_noun() -> None:
    matcher = TopicMatcher(Glossary({"보관": ("남겨 두", "남겨 둬")}))
    excerpt = ex("2. 기간", "- 보관 기간은 목적을 달성한 날부터 1년이다.", title="개인정보 처리 지침")
    quoted = "보관 기간은 목적을 달성한 날부터 1년이다.[1]"
    assert answers_question("개인정보는 얼마나 오래 남겨 둬도 돼요?", quoted, [excerpt], matcher, [1]).passed


def test_a_team_marked_with_eseo_is_the_one_whose_act_is_asked() -> None:
    question = "무료 소프트웨어 라이선스 조건은 IT에서 대신 확인해 줘요?"
    assert asked_kind(question).doer == "IT"
    check = "무료 소프트웨어도 라이선스 조건을 확인한다."
    assert any("what IT does" in p for p in problems(question, check, None, None))
    matcher = TopicMatcher(Glossary())
    assert "대신" in matcher.parts(question)[0][0].qualifiers  # instead of the asker: an adverb
    assert "대신" not in matcher.parts("노트북 대신 태블릿 써도 돼요?")[0][0].qualifiers  # instead of a thing


def test_a_problem_told_in_a_neunde_clause_must_be_spoken_of() -> None:
    assert trouble_predicates("폰으로 메일 볼 때는 신고 버튼이 안 보이는데 어떻게 해요?") == {"보이"}
    assert trouble_predicates("등급 안 적힌 문서는 어떻게 봐요?") == frozenset()


def test_where_something_is_not_is_no_place() -> None:
    assert "표" not in places("표에 없는 소프트웨어는 아직 승인되지 않은 것이다.")
    assert "드라이브" in "".join(places("25MB가 넘는 파일은 사내 드라이브에 올린다."))


def test_what_a_described_kind_is_asks_which_one() -> None:
    only = "업무에는 회사에 등록된 보안 USB만 사용한다."
    assert not any("what it is" in p for p in problems("업무용으로 쓸 수 있는 USB는 뭐예요?", only, None, None))
    # what a thing itself is still needs a sentence that says what it is
    assert any("what it is" in p for p in problems("보안 USB는 뭐예요?", only, None, None))


def test_a_verb_made_a_noun_by_gi_is_used_as_the_predicate_it_goes_with() -> None:
    from bot.rules.clauses import background_predicates

    # "외우기 편한데": a reason told before the question, like 편하 itself
    assert {"외우", "편하"} <= background_predicates("비밀번호에 생일 넣으면 외우기 편한데 넣어도 되나요?")
    assert "외우" not in background_predicates("비밀번호 외우기 어려워요?")  # what is asked
