"""Which sentence of a message is asked and which only tells (bot.rules.asked_sentence, TopicMatcher.parts), on
hand-made sentences."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.asked_sentence import tells
from bot.topic import TopicMatcher, split_sentences


def test_a_reason_purpose_or_worry_left_open_tells_whatever_the_punctuation() -> None:
    assert tells("회의가 너무 길어져서요.", False)  # a reason
    assert tells("모니터 선만 잠깐 바꾸려고", False)  # a purpose
    assert tells("사진이 지워질까봐 걱정돼서요", False)  # a worry
    assert tells("외우기 편해서요", False)  # MeCab reads this 서요 as a noun
    assert tells("다음 달에 이사하거든요.", False)


def test_a_statement_tells_only_beside_a_marked_question() -> None:
    assert tells("어제 지하철에 가방을 두고 내렸어요.", True)
    assert tells("조카가 키보드를 누르고 있더라고요.", True)
    assert not tells("어제 지하철에 가방을 두고 내렸어요.", False)  # no question mark: -어요 may ask


def test_sentences_that_name_negate_condition_or_ask_are_never_told() -> None:
    assert not tells("회사 태블릿이에요.", True)  # the copula names what the question is about
    assert not tells("정규직이 아니라 인턴이에요.", True)
    assert not tells("출근 안 하고 집에서 하려고요.", True)  # a negation may change the point
    assert not tells("모니터가 깨지면 제가 갈아요.", True)  # a condition
    assert not tells("충전기 규정도 알려주세요.", True)  # a request
    assert not tells("충전기 규정이 궁금해요.", True)
    # a question word (a guess, "… 것 같아요.", is told: test_rule_leniency2)
    assert not tells("어디서 떨어뜨렸어요.", True)
    assert not tells("충전기 며칠 쓰고,", True)  # a clause cut at a comma
    assert not tells("모니터 몇 대 받았어요?", True)
    assert not tells("장비 담당자 때문에요.", True)  # no predicate: a fragment of the question


def _matcher() -> TopicMatcher:
    matcher = TopicMatcher()
    matcher.set_vocabulary(["업무용 노트북은 남에게 빌려주지 않는다.", "피싱 메일에 계정 정보를 입력했다면 비밀번호를"
                            " 바꾸고 보안팀에 알린다.", "노트북은 4년마다 교체한다. 개인 USB는 연결하지 않는다."])
    return matcher


def test_the_told_sentence_is_not_a_part_of_its_own() -> None:
    parts, _ = _matcher().parts("조카가 숙제한다고 노트북 빌려달래요. 업무용 노트북 빌려줘도 되나요?")
    assert [p.text for p in parts] == ["업무용 노트북 빌려줘도 되나요?"]
    parts, _ = _matcher().parts("업무용 노트북 빌려줘도 되나요? 조카 숙제 때문에 급해서요.")
    assert [p.text for p in parts] == ["업무용 노트북 빌려줘도 되나요?"]


def test_a_story_that_names_which_thing_or_two_other_policy_matters_stays_a_part() -> None:
    # 개인 says which laptop the question is about
    parts, _ = _matcher().parts("어제 개인 노트북을 샀어요. 노트북 교체 주기가 몇 년이에요?")
    assert len(parts) == 2
    # the question hangs on a story that speaks of 피싱, 메일, 계정 …
    parts, _ = _matcher().parts("피싱 메일에 계정 정보를 입력해버렸어요. 비밀번호 말고 또 뭐 해야 돼요?")
    assert len(parts) == 2
    # an identifying sentence is kept: it names the device asked about
    parts, _ = _matcher().parts("개인 폰이에요. OTP 앱 깔아도 돼요?")
    assert len(parts) == 2


def test_a_question_without_a_topic_of_its_own_keeps_its_story() -> None:
    parts, _ = _matcher().parts("노트북을 택시에 두고 내렸어요. 누구한테 말해야 돼요?")
    assert any("노트북" in p.text for p in parts)


RETURN = Excerpt(chunk_id="eq#4", doc_id="equipment", title="장비 규정", section="4. 반납", revision=1, score=0.4,
                 text="- 퇴사하면 퇴사 후 5영업일 이내에 모니터를 반납한다.")


def _answers(question: str) -> bool:
    matcher = _matcher()
    matcher.set_vocabulary([RETURN.text])
    parts, _ = matcher.parts(question)
    return len(parts) == 1 and matcher.coverage(parts[0], split_sentences(RETURN, 1)[0], RETURN).passed


def test_a_rule_that_opens_with_its_situation_needs_the_story_to_tell_it() -> None:
    assert _answers("모니터는 며칠 안에 반납해야 하나요?")  # alone: the rule's situation is taken as meant
    assert _answers("퇴사 날짜가 정해졌어요. 모니터는 며칠 안에 반납해야 하나요?")
    assert not _answers("육아휴직을 하게 됐어요. 모니터는 며칠 안에 반납해야 하나요?")  # another situation
