"""The cover26 rules on hand-made questions and sentences (issue 8: Korean answerable handoffs of the blind dev
batches): a personal medium's prohibition answers moving data with it (`bot.rules.forbidden_medium`), a deed told
as going further than the rule's either-or condition (`bot.rules.further_deed`), the asker's opening "N인데"
(`bot.rules.self_description`) and leave to wait asked of an "at once" rule (`bot.rules.section_at_once`). Each
rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules import forbidden_medium, further_deed, section_at_once, self_description

BAN = "개인 USB나 외장 하드는 사무용 단말에 꽂지 않는다."
_MOVE = [Term("개인", False), Term("usb", False), Term("자료", False), Term("옮기", True)]


def test_moving_data_with_a_forbidden_personal_medium_is_using_it() -> None:
    assert forbidden_medium.use_carried("내 개인 USB로 자료 좀 옮겨도 되나요?", _MOVE, BAN, True) == {"자료", "옮기"}
    backup = [Term("집", False), Term("외장하드", False), Term("문서", False), Term("백업", True)]
    assert forbidden_medium.use_carried("집에 있는 외장하드에 문서 백업해도 돼요?", backup, BAN, True) == {
        "집", "문서", "백업"}


def test_a_forbidden_medium_carries_nothing_else() -> None:
    assert forbidden_medium.use_carried("내 개인 USB로 자료 옮기려면 어떻게 해요?", _MOVE, BAN, False) == set()
    secure = [Term("보안", False), Term("usb", False), Term("개인", False), Term("자료", False), Term("옮기", True)]
    assert forbidden_medium.use_carried("보안 USB에 개인 자료 옮겨도 돼요?", secure, BAN, True) == set()
    music = [Term("개인", False), Term("usb", False), Term("음악", False), Term("듣", True)]
    assert forbidden_medium.use_carried("개인 USB로 음악 들어도 돼요?", music, BAN, True) == set()
    allowed = "업무에는 등록된 보안 USB만 쓴다."
    assert forbidden_medium.use_carried("내 개인 USB로 자료 좀 옮겨도 되나요?", _MOVE, allowed, True) == set()


def test_a_deed_told_further_than_an_either_or_condition() -> None:
    rule = "문자 속 주소를 열었거나 카드 번호를 적었다면 바로 카드사에 알린다."
    question = "문자 주소 열어서 결제까지 했어요 어떡해요"
    assert further_deed.without_further(question, ["결제"], rule, ["문자", "주소", "열"]) == []
    assert further_deed.without_further(question, ["결제"], "문자 속 주소를 열었다면 바로 알린다.",
                                        ["문자", "주소", "열"]) == ["결제"]  # no either-or condition
    assert further_deed.without_further("문자 주소 열고 결제했어요", ["결제"], rule, ["문자", "주소", "열"]) == ["결제"]


def test_the_askers_opening_is_story_for_a_rule_for_everyone() -> None:
    question = "다음주 입사인데 암호 몇 자 이상으로 만들어요?"
    assert self_description.opening_nouns(question) == {"다음주", "입사"}
    assert self_description.without_opening(question, ["입사"], 3, "암호는 10자 이상으로 만든다.") == []
    assert self_description.without_opening(question, ["입사"], 1, "암호는 10자 이상으로 만든다.") == ["입사"]
    assert self_description.without_opening("다음주 입사인데 태블릿 돌려줘야 돼요?", ["입사"], 2,
                                            "퇴직하면 태블릿을 돌려준다.") == ["입사"]  # a rule for a case
    assert self_description.opening_nouns("태블릿 사용 기간이 3년인데 바꿔줘요?") == frozenset()


def test_leave_to_wait_is_answered_by_an_at_once_rule_beside_one_against_waiting() -> None:
    question = "외장 디스크 없어진 거 같은데 며칠 더 찾아보고 말해도 되죠?"
    at_once = "외장 디스크를 잃어버리면 즉시 보안 담당에게 신고한다."
    section = f"- {at_once}\n- 잃어버린 사실을 알게 되면 미루지 않고 바로 알린다."
    assert section_at_once.answers(question, True, at_once, section)
    assert not section_at_once.answers(question, True, at_once, f"- {at_once}")  # nothing against waiting
    assert not section_at_once.answers(question, False, at_once, section)  # no leave asked
    assert not section_at_once.answers("외장 디스크 며칠 안에 신고해요?", True, at_once, section)  # no wait told


def test_an_opening_statement_of_who_asks_is_story_too() -> None:
    assert self_description.opening_nouns("IT 인프라 담당인데 백업 며칠치 둬요?") == {"it", "인프라", "담당"}
    assert self_description.opening_nouns("재무팀 신입입니다. 암호 몇 자예요?") == {"재무팀", "신입"}
    assert self_description.opening_nouns("총무팀 신입이에요! 태블릿 언제 줘요?") == {"총무팀", "신입"}
    assert self_description.opening_nouns("가족 태블릿이에요. 넷플릭스 같이 봐도 돼요?") == frozenset()  # a thing
    assert self_description.opening_nouns("첨부 몇 MB예요? 알려주세요") == frozenset()  # asks
    assert self_description.opening_nouns("태블릿 교체 주기예요.") == frozenset()  # nothing after it
    question = "보안팀 담당자예요. 백업본 며칠 둬요?"
    assert self_description.without_opening(question, ["담당자"], 3, "백업본은 20일 동안 둔다.") == []
