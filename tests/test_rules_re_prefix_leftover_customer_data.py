"""Coverage rules (issue 8: coverage misses of families recurring across many dev batches), on
hand-made questions and sentences: 다시 said by the policy's prefix 재- (`bot.rules.re_prefix`); the leftover of a
finished occasion is the thing after use (`bot.rules.leftover`); an event said to have passed
(`bot.rules.figure_scope`); 고객 of a data noun says whose personal data (`bot.rules.customer_data`). Each rule also
keeps refusing what it is not about."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules import customer_data, figure_scope, leftover, re_prefix
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.support import topic_rule

REUSE = "반납된 태블릿의 메모리는 완전히 지운 뒤 재사용한다."
REISSUE = "출입증이 만료되기 10일 전에 재발급을 신청한다."
LOCK = "비밀번호를 3번 틀리면 태블릿이 10분 동안 잠긴다."
AGAIN_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
AGAIN_MATCHER.set_vocabulary([REUSE, REISSUE, LOCK])


def test_the_prefix_is_found_by_its_tag() -> None:
    assert re_prefix.has_prefix(REUSE)
    assert re_prefix.has_prefix("비밀번호를 재설정한다.")
    assert not re_prefix.has_prefix("재택근무 때는 VPN을 쓴다.")  # 재택: a noun of its own, no prefix
    assert not re_prefix.has_prefix("재고는 매달 확인한다.")
    assert not re_prefix.has_prefix(LOCK)


def test_the_verb_again_goes_with() -> None:
    assert re_prefix.again_verbs("태블릿 포맷하고 다시 쓰는 거죠?") == ["쓰"]
    assert re_prefix.again_verbs("출입증 만료 며칠 전에 다시 신청해야 돼요?") == ["신청"]
    assert re_prefix.again_verbs("다시 비번 바꿔도 돼요?") == ["바꾸"]  # an object noun between
    assert re_prefix.again_verbs("태블릿 포맷해요?") == []


def test_again_is_said_by_the_prefix() -> None:
    assert re_prefix.again_said("돌려준 태블릿 메모리 지우고 다시 쓰는 거죠?", [], REUSE)  # 쓰 -> 재사용
    assert re_prefix.again_said("출입증 다시 받으려면 만료 며칠 전에 말해요?", [], REISSUE)  # 받 -> 재발급
    assert re_prefix.again_said("출입증 만료 며칠 전에 다시 신청해요?", [], REISSUE)  # 신청 is in the sentence
    assert re_prefix.said_again("q 다시 써요?", ["다시", "혼자"], [], REUSE) == ["혼자"]
    cover = topic_rule.cover(AGAIN_MATCHER, "돌려준 태블릿 메모리 지우고 다시 쓰는 거죠?", REUSE)
    assert cover.passed, cover.missing
    cover = topic_rule.cover(AGAIN_MATCHER, "출입증 만료 며칠 전에 다시 신청해야 돼요?", REISSUE)
    assert cover.passed, cover.missing


def test_again_without_the_prefix_or_its_act_stays_missing() -> None:
    # no prefix in the sentence: "다시 들어가져요" after a lock is not the lock's length
    assert not re_prefix.again_said("태블릿 잠기면 얼마나 기다려야 다시 들어가져요?", [], LOCK)
    assert "다시" in topic_rule.cover(AGAIN_MATCHER, "태블릿 잠기면 얼마나 기다려야 다시 들어가져요?", LOCK).missing
    # the verb 다시 goes with is neither carried, nor in the sentence, nor a light verb
    assert not re_prefix.again_said("출입증 다시 들어가져요?", [], REISSUE)
    assert not re_prefix.again_said("반납한 태블릿 누구한테 다시 줘요?", [], REUSE)
    assert not topic_rule.cover(AGAIN_MATCHER, "반납한 태블릿 누구한테 다시 줘요?", REUSE).passed
    # a question without 다시 is left as it is
    assert re_prefix.said_again("태블릿 혼자 써요?", ["혼자"], [], REUSE) == ["혼자"]


DONE_SHRED = "다 쓴 기밀 출력물은 파쇄한다."
PRINTED_BACK = "기밀 문서의 출력물은 출력한 뒤 바로 회수한다."
LEFT_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
LEFT_MATCHER.set_vocabulary([DONE_SHRED, PRINTED_BACK])


def test_a_leftover_of_a_finished_occasion_is_the_thing_after_use() -> None:
    assert leftover.leftover_asked("워크숍 끝나고 남은 기밀 출력물 어떻게 처리해요?")
    assert leftover.leftover_asked("교육 마치고 남은 건 어떻게 버려요?")
    cover = topic_rule.cover(LEFT_MATCHER, "워크숍 끝나고 남은 기밀 출력물 어떻게 처리해요?", DONE_SHRED)
    assert cover.passed, cover.missing


def test_other_senses_of_left_stay_missing() -> None:
    # right after printing is not after use
    question = "워크숍 끝나고 남은 기밀 출력물 어떻게 처리해요?"
    assert "남" in topic_rule.cover(LEFT_MATCHER, question, PRINTED_BACK).missing
    assert not leftover.leftover_asked("남은 용량 어떻게 확인해요?")  # no finished occasion: what remains free
    assert not leftover.leftover_asked("프로젝트 끝나고 남는 라이선스 어떻게 해요?")  # a surplus
    assert not leftover.leftover_asked("워크숍 끝나고 자료 남아 있어요?")  # what persists
    assert not leftover.leftover_asked("워크숍 끝나고 남은 기밀 출력물 집에 가져가도 돼요?")  # no handling asked
    # another act asked of the leftover
    assert not topic_rule.cover(LEFT_MATCHER, "워크숍 끝나고 남은 기밀 출력물 어떻게 복사해요?", DONE_SHRED).passed


def test_an_event_said_to_have_passed_is_not_answered_by_a_lead_time() -> None:
    words = {"출입증": set[str](), "만료": {"만료"}, "신청": set[str]()}
    for question in ("출입증 만료 지나서 다시 신청해도 돼요?", "출입증 만료 지난 뒤에 신청하면 돼요?",
                     "출입증 만료 이후에 신청해도 돼요?", "출입증 만료됐는데 신청해도 돼요?"):
        assert figure_scope.too_late(question, words, REISSUE, confirm=False), question
    # before the event, or no event said: the lead time answers
    assert not figure_scope.too_late("출입증 만료 며칠 전에 다시 신청해요?", words, REISSUE, confirm=False)
    assert not figure_scope.too_late("출입증 언제 신청해요?", words, REISSUE, confirm=False)
    assert not topic_rule.cover(AGAIN_MATCHER, "출입증 만료 지나서 다시 신청해도 돼요?", REISSUE).passed


WIPE = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
WIPE_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
WIPE_MATCHER.set_vocabulary([WIPE, "개인정보 파일은 암호를 걸어 보관한다."])


def _titled(question: str, title: str) -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section="4. 파기", revision=1,
                      text=f"- {WIPE}", score=0.5)
    parts, _ = WIPE_MATCHER.parts(question)
    return WIPE_MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def test_customer_of_a_data_noun_says_whose_personal_data() -> None:
    assert customer_data.names_owner("고객 리스트 파일 지울 때 휴지통 비우면 되나?")
    assert customer_data.names_owner("고객DB 만들어도 돼?")
    assert customer_data.names_owner("고객 동의 없이 모아도 돼요?")
    cover = _titled("고객 리스트 파일 지울 때 그냥 휴지통 비우면 되나?", "개인정보 처리 지침")
    assert cover.passed, cover.missing


def test_customer_in_other_roles_or_documents_stays_missing() -> None:
    assert not customer_data.names_owner("고객한테 알려야 돼요?")  # a recipient
    assert not customer_data.names_owner("고객들 리스트 어디 있어요?")  # 고객들: not right before the noun
    assert not customer_data.names_owner("고객 미팅 때 노트북 가져가도 돼요?")  # no data noun
    assert not customer_data.names_owner("고객사 파일 지워요?")  # another company
    # another document: the title names no personal data
    assert "고객" in _titled("고객 리스트 파일 지울 때 그냥 휴지통 비우면 되나?", "문서 보안 규정").missing
