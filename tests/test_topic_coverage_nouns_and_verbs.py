"""Coverage rules from the dev batch `_s` (issue 8; `TopicMatcher` and the `answers_question` check), on hand-made
sentences: a glossary word inside one adverb, the head of a compound noun, a forbidden act asked "for N days", a
condition that is the asked act, a rule for a moment the question has left behind, a verb read as a noun, a glossary
predicate that pins the topic like a noun, a verb made a noun by -기; and a problem told in a -는데 clause
(`bot.rules.story`). The answer-kind rules that came with them are in `test_answer_kind.py`."""

from __future__ import annotations

from bot.answer.checks import answers_question
from bot.knowledge.glossary import Glossary
from bot.language.terms import content_terms
from bot.models import Excerpt
from bot.rules.story import trouble_predicates
from bot.topic import TopicMatcher, forbids, split_sentences


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
    assert forbids(lend, "빌리")
    assert forbids("컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다.", "끄")
    assert forbids("개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다.", "연결")
    assert not forbids("노트북은 4년마다 교체한다.", "교체")
    matcher = TopicMatcher(Glossary())
    excerpt = ex("1. 지급", f"- {lend}\n- 노트북은 4년마다 교체한다.")
    assert answers_question("회사 노트북 친구한테 며칠 빌려줘도 돼요?", f"{lend}[1]", [excerpt], matcher, [1]).passed
    # the asked period is still needed where the act is not forbidden
    assert not answers_question("회사 노트북 며칠 써도 돼요?", "노트북은 4년마다 교체한다.[1]", [excerpt], matcher,
                                [1]).passed


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


def test_a_problem_told_in_a_neunde_clause_must_be_spoken_of() -> None:
    assert trouble_predicates("폰으로 메일 볼 때는 신고 버튼이 안 보이는데 어떻게 해요?") == {"보이"}
    assert trouble_predicates("등급 안 적힌 문서는 어떻게 봐요?") == frozenset()


def test_a_verb_made_a_noun_by_gi_is_used_as_the_predicate_it_goes_with() -> None:
    from bot.rules.clauses import background_predicates

    # "외우기 편한데": a reason told before the question, like 편하 itself
    assert {"외우", "편하"} <= background_predicates("비밀번호에 생일 넣으면 외우기 편한데 넣어도 되나요?")
    assert "외우" not in background_predicates("비밀번호 외우기 어려워요?")  # what is asked
