"""Session 33 (issue 8), invented sentences: readings of a story told before the question.

- "새로" before a creation verb in a story clause ("… 새로 만들어야 하는데 몇 자리예요?") asks for no other one;
- "뭐 받아야 돼요?" asks what must be obtained, no direction of a transfer;
- "몇 번 틀렸더니" tells a few tries of the story; the figure asked is the one after it;
- "새 앱을 깔기 전에": what is installed is new by nature;
- a setting verb (설정) is carried by a sentence that makes the effect happen at a figure;
- a heard rule followed by another act with its own thing asks that act, not the heard rule;
- an add-on of a listed product is not the product; an outsider let in alone is answered by an escort rule."""

from __future__ import annotations

from bot.language.terms import Term
from bot.matching.model import asked_quantity
from bot.matching.wording import asks_new_one
from bot.rules.addon_asked import asks_addon
from bot.rules.asked_attribute import directions
from bot.rules.escorted import escorts_outsider
from bot.rules.heard_rule import problems as heard_problems
from bot.rules.premise_figure import anew_is_creation
from bot.rules.setting_made import carried as setting_carried
from tests.support import topic_rule


def test_anew_before_a_creation_verb_in_a_story_clause() -> None:
    assert anew_is_creation("카드 비번 새로 만들어야 하는데 몇 자리예요?")
    assert anew_is_creation("메신저 비번 새로 정했는데 몇 자 넘어야 돼요?")
    assert not anew_is_creation("메신저 계정을 새로 만들어야 돼요?")  # making another one is asked


def test_what_to_obtain_is_no_direction() -> None:
    assert directions("출장 가려는데 뭐 받아야 해요?") == frozenset()
    assert directions("출장 가서 파일 받아도 돼요?") == frozenset({"in"})


def test_a_few_tries_told_in_the_past_are_not_asked() -> None:
    assert asked_quantity("오늘 몇 번 틀렸더니 막혔는데 얼마나 기다려야 돼요?") == "duration"
    assert asked_quantity("사진을 몇 장 찍었는데 어디에 둬야 돼요?") == "where"
    assert asked_quantity("몇 번 틀리면 막혀요?") == "times"


def test_a_new_thing_installed_is_no_other_one() -> None:
    assert not asks_new_one("새 앱을 깔기 전에 허락 받아야 돼요?")
    assert asks_new_one("고장 나면 새 태블릿 바로 줘요?")


def test_setting_a_figure_is_carried_by_a_rule_that_makes_it_happen() -> None:
    terms = [Term("설정", verb=True), Term("절전", verb=False)]
    made = "자리를 비우면 10분 뒤 모니터가 꺼지게 한다."
    assert setting_carried("절전 몇 분으로 설정해?", terms, made, asks_figure=True) == {"설정"}
    assert setting_carried("절전은 어떻게 설정해 둬야 해요?", terms, made, asks_figure=False) == {"설정"}
    assert setting_carried("절전 설정 어떻게 해요?", terms, made, asks_figure=False) == set()  # how to do it
    assert setting_carried("절전 몇 분으로 설정해?", terms, "모니터는 꺼서 보관한다.", asks_figure=True) == set()


def test_a_heard_rule_then_another_act() -> None:
    terms = [Term("구독", verb=False), Term("구매", verb=True), Term("카드", verb=False), Term("비용청구", verb=True)]
    question = "유료 구독은 총무팀이 구매한다던데 급해서 내 카드로 먼저 사고 나중에 비용청구하면 안 돼?"
    assert heard_problems(question, terms, ["구독", "구매"])  # the sentence states only what was heard
    assert heard_problems(question, terms, ["구독", "구매", "카드", "비용청구"]) == []
    assert heard_problems("유료 구독은 총무팀이 구매한다던데 맞아요?", terms[:2], ["구독", "구매"]) == []
    # a reason the asker takes as known is no heard rule
    known = "유료 구독은 총무팀이 구매하잖아요 급해서 내 카드로 먼저 사고 나중에 비용청구하면 안 돼?"
    assert heard_problems(known, terms, ["구독", "구매"]) == []
    # the heard act worded otherwise, with no thing of its own
    told = [Term("분실", verb=False), Term("신고", verb=True), Term("연락", verb=True)]
    assert heard_problems("분실하면 신고하라던데 연락하면 돼요?", told, ["분실", "신고"]) == []


def test_an_add_on_is_not_the_product() -> None:
    assert asks_addon("파이어폭스 확장 프로그램 깔아도 돼요?")
    assert asks_addon("Can I add a browser extension?")
    assert not asks_addon("파이어폭스 깔아도 돼요?")


def test_an_outsider_let_in_alone() -> None:
    escort = "외부 업체가 창고에 들어갈 때는 관리 담당자가 동행한다."
    assert escorts_outsider({"기사님": {"외부 업체"}}, escort)
    assert not escorts_outsider({"나": set()}, escort)  # an employee alone: another rule


def test_nightly_is_daily() -> None:
    assert "매일" in topic_rule.shipped_glossary().policy_words_for("nightly")
