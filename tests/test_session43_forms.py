"""Session 43 (issue 8): question forms the bot read wrongly, on hand-made sentences: a group pointed at by a
question word asks who ("어느 팀에"), the chat contractions "어딨어요" and "꺼요", a compound term is not near to
another kind of its head ("내선번호" / "비밀번호"), two options asked side by side without a comma, a list that names
both options, what is to be done for a thing, a verb that goes on from another, a few times told in a story, an act
carried by the means of payment, and whom with."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np

from bot.language.terms import analyze, content_terms
from bot.rules import alternatives, answer_kind
from bot.rules.spacing import respace
from bot.topic import TopicMatcher
from tests.support.topic_rule import checked_extractive, cover, shipped_glossary, shipped_matcher


class TailEmbedder:
    """Words that end alike embed alike (the way a real embedder rates compounds of one head): a vector from a hash
    of the last two characters."""

    name = "tail"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        raw = b"".join(hashlib.blake2b(t[-2:].encode(), digest_size=64).digest() for t in texts)
        vectors = np.frombuffer(raw, dtype=np.uint8).reshape(len(texts), 64).astype(np.float32) - 127.5
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def test_a_group_pointed_at_by_a_question_word_asks_who() -> None:
    assert "팀" not in [t.text for t in content_terms("출입증 잃어버리면 어느 팀에 신고해요?")]
    assert "부서" not in [t.text for t in content_terms("출입증 잃어버리면 어떤 부서에 말해요?")]
    assert "팀" in [t.text for t in content_terms("팀 공용 출입증 써도 되나요?")]
    assert answer_kind.asked_kind("출입증 잃어버리면 어느 팀에 신고해요?").who
    # "어느 부서에" is a question word, not a recipient the asker names
    assert answer_kind.asserted_recipients("출입증 잃어버리면 어느 부서에 신고해야 돼요?") == ()
    assert answer_kind.asserted_recipients("출입증 잃어버리면 총무팀에 신고해야 돼요?") == ("총무팀",)


def test_which_team_is_answered_by_the_person_the_rule_names() -> None:
    text = "- 출입증을 잃어버리면 즉시 총무 담당자에게 분실 신고를 한다.\n- 출입증은 2년마다 갱신한다."
    answer, ok = checked_extractive("출입증 잃어버렸는데 어느 팀에 신고해요?", "1. 출입증", text)
    assert answer is not None and "총무 담당자에게" in answer and ok


def test_chat_contractions_are_read_as_written_out() -> None:
    assert respace("문서 세단기 어딨어요??") == "문서 세단기 어디 있어요??"
    assert respace("출입증 어딨나요") == "출입증 어디 있나요"
    assert respace("개인 프린터 연결하면 않되요?") == "개인 프린터 연결하면 안 되요?"
    assert respace("그렇게 하지 않되 승인은 받는다") == "그렇게 하지 않되 승인은 받는다"  # -지 않되: right as written
    assert respace("출입증 집에 가저가려면") == "출입증 집에 가져가려면"
    assert respace("저가 항공권") == "저가 항공권"
    verbs = [(m.lemma, m.tag) for m in analyze("프린터 바로 꺼요?")]
    assert ("끄", "VV") in verbs
    assert ("끄", "VV") not in [(m.lemma, m.tag) for m in analyze("제꺼요?")]  # one's own: the bound noun


def test_where_a_thing_is_is_not_answered_by_what_is_done_with_it() -> None:
    text = "- 다 쓴 대외비 출력물은 파쇄한다.\n- 출력물은 출력한 뒤 바로 회수한다."
    answer, _ok = checked_extractive("대외비 출력물 파쇄할 세단기 어딨어요?", "1. 출력물", text)
    assert answer is None


def test_a_compound_term_is_not_near_to_another_kind_of_its_head() -> None:
    sentence = "출입 카드를 잃어버리면 바로 비밀번호를 바꾸고 총무팀에 알린다."
    matcher = TopicMatcher(shipped_glossary(), TailEmbedder())
    matcher.set_vocabulary([sentence])
    assert not cover(matcher, "총무팀 내선번호가 어떻게 돼요?", sentence).passed  # 내선번호 is no 비밀번호


def test_two_options_side_by_side_after_a_topic() -> None:
    found = alternatives.options("등급 없는 출입증은 임시 출입증으로 봐요 방문객용으로 봐요?")
    assert found is not None and "임시" in found[1] and "방문객" in found[2]
    found = alternatives.options("출입증 재발급은 보통 3일 걸려요 일주일 걸려요?")
    assert found is not None and "3일" in found[1] and found[2] == ["일주일"]
    # no topic marked, or no parallel option: two remarks, not a choice
    assert alternatives.options("출입증 잃어버렸어요 어제 잃어버렸어요") is None
    assert alternatives.options("출입증은 로비에서 받아요 빨리 받아요?") is None


def test_a_list_naming_both_options_does_not_choose() -> None:
    def no_words(word: str) -> list[str]:
        return []

    question = "등급 없는 출입증은 임시 출입증으로 봐요 방문객용으로 봐요?"
    listed = "모든 출입증에는 정규·임시·방문객용 중 하나의 등급을 표시한다."
    assert any("does not choose" in p for p in alternatives.problems(question, listed, no_words))
    assert alternatives.problems(question, "등급 표시가 없는 출입증은 방문객용으로 본다.", no_words) == []


def test_the_chat_word_for_mail_is_mail() -> None:
    glossary = shipped_glossary()
    assert "메일" in glossary.policy_words_for("멜")
    assert "피싱" in glossary.policy_words_in("이상한 멜 왔는데 어케 신고해요?")


def test_what_is_to_be_done_for_a_thing_names_no_doer() -> None:
    assert answer_kind.asked_kind("출입증 바꿨는데 출입 앱은 뭘 해줘야 돼요?").doer is None
    assert answer_kind.asked_kind("총무팀이 뭘 해줘요?").doer == "총무팀"
    assert answer_kind.asked_kind("총무팀은 뭘 해야 돼요?").doer == "총무팀"


def test_a_verb_that_goes_on_from_another_is_no_noun() -> None:
    tags = [(m.lemma, m.tag) for m in analyze("출입증 들고 나간 자료는 언제 지워요?")]
    assert ("나가", "VV") in tags and ("나간", "NNG") not in tags
    assert ("파일", "NNG") in [(m.lemma, m.tag) for m in analyze("메일 보내고 파일 올려요")]
    assert ("개인", "NNG") in [(m.lemma, m.tag) for m in analyze("출입증이랑 다르니까 개인 거 써도 되죠?")]


def test_a_few_times_told_in_the_story_leaves_it_a_statement() -> None:
    matcher = shipped_matcher("출입 카드를 5번 잘못 찍으면 출입문이 10분 동안 잠긴다.")
    parts, _ = matcher.parts("출입 카드 몇 번 틀렸더니 문이 잠겼네요. 얼마나 기다리면 열려요?")
    joined = matcher.joined_reading(parts)
    assert joined is not None and len(joined) == 1
    parts, _ = matcher.parts("출입 카드 몇 번 찍어야 돼요. 얼마나 기다리면 열려요?")  # a question word: no story
    assert matcher.joined_reading(parts) is None


def test_an_act_carried_by_the_means_of_payment_is_carried() -> None:
    text = "- 유료 구독은 총무 담당자가 구매하고 관리한다."
    answer, ok = checked_extractive("유료 구독 제 카드로 결제하고 청구하면 되나요?", "1. 구독", text)
    assert answer is not None and "총무 담당자가 구매" in answer and ok


def test_the_group_asked_is_not_a_group_named() -> None:
    question = "수상한 링크 눌러서 비번은 바꿨어요. 그다음엔 어느 팀에 알려야 해요?"
    assert answer_kind.problems(question, "링크를 눌렀다면 비밀번호를 바꾸고 보안팀에 알린다.", None, None) == []
    assert answer_kind.problems(question, "링크를 눌렀다면 비밀번호를 바꾼다.", None, None) != []


def test_a_topic_may_follow_a_figure() -> None:
    found = alternatives.options("출입증 갱신 주기 2년은 발급일부터 세나요, 아니면 입사일부터 세나요?")
    assert found is not None and "2년" in found[0]


def test_whom_with_is_answered_by_the_one_a_rule_does_it_with() -> None:
    question = "출장 갈 때 출입증을 누구랑 같이 쓰면 안 돼요?"
    assert answer_kind.problems(question, "출입증은 동료와 함께 쓰지 않는다.", None, None) == []
    assert answer_kind.problems("출입증은 누가 같이 써요?", "출입증은 동료와 함께 쓰지 않는다.", None, None) != []
