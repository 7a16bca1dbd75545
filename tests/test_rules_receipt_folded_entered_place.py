"""Coverage rules (issue 8: coverage misses of families recurring across many dev batches), on
hand-made questions and sentences: a 받 that receives a service, not a thing (`bot.rules.service_receipt`, read by
`bot.rules.asked_attribute.directions`); a modifier folded into its head is no second topic noun for the "topic word in
the sentence itself" requirement (`bot.rules.folded_modifier`). Each rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules import entered_place
from bot.rules.asked_attribute import direction_problem, directions
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.support import topic_rule

MATCHER = TopicMatcher(topic_rule.shipped_glossary())

RETURN_OLD = "교체할 때는 쓰던 태블릿을 반납하고, 그 안의 파일은 사내 서버로 옮긴다."
TAKE_OUT = "외장 디스크로 문서를 회사 밖으로 가져갈 때는 부서장 승인을 받는다."
SEND_OUT = "외부로 보낼 때는 부서장 승인을 받은 뒤 보낸다."


def test_an_approval_received_with_an_adverb_between_is_no_transfer() -> None:
    assert directions("부서장 승인 안 받아도 되죠?") == frozenset()
    assert directions("결재 꼭 받아야 하나요?") == frozenset()
    assert direction_problem("외장 디스크에 문서 넣어서 가져가는데 부서장 승인 안 받아도 되죠?", TAKE_OUT) is None


def test_a_replacement_issued_is_no_transfer_in() -> None:
    assert directions("태블릿 새로 받을때 예전꺼는 반납해야 해요?") == frozenset({"out"})
    assert direction_problem("새 태블릿 받으면 기존 태블릿은 어떻게 해요?", RETURN_OLD) is None
    assert direction_problem("태블릿 새거 받을 때 원래 쓰던거에 있던 파일은 어디로 옮겨요?", RETURN_OLD) is None
    assert direction_problem("tablet replacement 받을 때 old tablet은 어떻게 해요?", RETURN_OLD) is None


def test_a_thing_received_still_reads_as_a_transfer_in() -> None:
    # a thing sent over, a named sender, or a new thing with no old one to replace
    assert direction_problem("협력사에서 파일 받을 때도 승인 안 받아도 되죠?", SEND_OUT) is not None
    assert directions("협력사에서 새 파일 받으면 예전 파일은 지워요?") == frozenset({"in"})
    assert directions("새 파일 받으면 어떻게 열어요?") == frozenset({"in"})
    assert directions("외장 디스크 그냥 받아도 돼요?") == frozenset({"in"})  # an adverb before a thing


def titled_cover(question: str, sentence: str, title: str, section: str) -> Coverage:
    """The topic rule's verdict on one sentence of a document whose title names the topic."""
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


KEEPING = "보관 기간은 계약이 끝난 날부터 2년이다."
PRIVACY = "개인정보 보호 규정"


def test_a_folded_modifier_is_no_second_topic_noun() -> None:
    # 고객 says whose personal data: one topic noun, named by the title; the sentence carries the keeping itself
    assert titled_cover("고객 개인정보 얼마 동안 갖고 있어도 돼요?", KEEPING, PRIVACY, "3. 보관").passed
    assert titled_cover("개인정보 얼마나 오래 갖고 있어도 돼요?", KEEPING, PRIVACY, "3. 보관").passed  # as before


def test_a_title_alone_still_answers_no_question_with_a_noun_of_its_own() -> None:
    missing = titled_cover("고객 개인정보 동의서 몇 년 갖고 있어요?", KEEPING, PRIVACY, "3. 보관").missing
    assert "(a topic word in the sentence itself)" in missing  # 동의서: a second noun of its own
    # the act not carried by the sentence itself: using the data for a while is not keeping it
    assert not titled_cover("고객 개인정보 얼마나 오래 써도 돼요?", KEEPING, PRIVACY, "3. 보관").passed
    # 회원: the glossary folds no "회원 정보" into 개인정보, so it stays a noun of its own
    assert not titled_cover("회원 개인정보 얼마 동안 갖고 있어도 돼요?", KEEPING, PRIVACY, "3. 보관").passed


ROOM = "기계실에는 2인 이상이 함께 출입한다."
ROOM_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
ROOM_MATCHER.set_vocabulary([ROOM, "외부 업체가 기계실에 들어갈 때는 담당자가 동행한다."])


def test_going_into_a_place_is_its_entry() -> None:
    assert entered_place.entered("기계실 혼자 들어가도 되죠?", f"2. 기계실 출입 {ROOM}")
    assert entered_place.entered("새벽에 고장나서 기계실에 혼자 급하게 들어가야 돼요", ROOM)
    assert entered_place.entered("기계실 들어갈 때 누가 같이 가요?", ROOM)
    story = "부품 잠깐 확인만 할건데 기계실 혼자 들어가도 되죠?"  # the story clause is set aside once entry is carried
    assert topic_rule.cover(ROOM_MATCHER, story, ROOM, "2. 기계실 출입").passed


def test_other_senses_of_going_in_are_not_entry() -> None:
    assert not entered_place.entered("개인정보 들어간 엑셀 파일 어디 둬요?", ROOM)  # a thing contained
    assert not entered_place.entered("메일 링크 들어가서 비번 넣었어요", ROOM)  # a link: another place
    assert not entered_place.entered("창고 혼자 들어가도 돼요?", ROOM)  # a place the sentence does not name
    assert not entered_place.entered("기계실 혼자 들어가도 돼요?", "기계실 온도는 24도로 유지한다.")  # no 출입
    assert not entered_place.entered("기계실 혼자 들어가서 청소해도 돼요?", ROOM)  # what is done inside is asked
    # what is done inside is still asked
    assert not topic_rule.cover(ROOM_MATCHER, "기계실 들어가서 사진 찍어도 돼요?", ROOM, "2. 기계실 출입").passed
