"""Session 34 (issue 8), invented sentences: a device accessory the policies never name (충전기, charger), named
beside the laptop, is carried by a rule on devices as a whole (장비); "메일로 쏘면" sends by mail; "V-는 게 낫나요"
frames the act like "해도 되나요"; a word of a policy phrase the question stands for is named by it ("다른 팀으로
가면" names 부서 and 옮기 of 부서를 옮기); "해도 되지 않나?" hopes for leave, it tells nothing that fails."""

from __future__ import annotations

from bot.language.terms import content_terms
from bot.rules import answer_kind, english_device
from bot.rules.story import trouble_predicates
from tests.support import topic_rule


def test_a_device_accessory_is_carried_by_the_devices_as_a_whole() -> None:
    def no_policy_word(word: str) -> list[str]:
        return []

    sentence = "이직하면 7일 안에 노트북과 장비를 총무팀에 돌려준다."
    assert english_device.answered("노트북이랑 어댑터 언제 내야 돼요?", ["어댑터"], sentence, no_policy_word) == []
    assert english_device.answered("Do I return the laptop and the charger?", ["charger"], sentence,
                                   no_policy_word) == []
    # an accessory alone is not the devices the rule speaks of
    assert english_device.answered("I lost my laptop charger, do I report it?", ["charger"], sentence,
                                   no_policy_word) == ["charger"]
    assert english_device.answered("어댑터 잃어버렸어요", ["어댑터"], sentence, no_policy_word) == ["어댑터"]
    # a sentence on one device alone does not speak of the accessory
    one_device = "노트북은 3년마다 바꾼다."
    assert english_device.answered("어댑터도 바꿔 줘요?", ["어댑터"], one_device, no_policy_word) == ["어댑터"]
    # nor is a word that is no device carried
    assert english_device.answered("가방도 내야 돼요?", ["가방"], sentence, no_policy_word) == ["가방"]


def test_shooting_it_off_by_mail_is_sending() -> None:
    sentence = "기밀 자료를 밖으로 보낼 때는 부장 결재를 받는다."
    assert answer_kind.unstated_means("협력사에 기밀 자료 그냥 메일로 쏘면 돼요?", sentence) == ()
    assert answer_kind.unstated_means("결재는 메일로 받아도 돼요?", sentence) == ("메일",)


def test_better_to_frames_the_act() -> None:
    terms = {t.text for t in content_terms("모니터를 그냥 꺼 두는 게 낫나요?")}
    assert "낫" not in terms
    assert "끄" in terms


def test_a_policy_phrase_names_its_words() -> None:
    matcher = topic_rule.shipped_matcher("부서를 옮기면 이전 부서의 출입 권한은 없어진다.")
    parts, _ = matcher.parts("다른 팀으로 가면 출입 권한은 어떻게 돼요?")
    assert matcher._names(parts[0], "부서")
    assert matcher._names(parts[0], "옮기")
    parts, _ = matcher.parts("출입 권한은 어떻게 신청해요?")
    assert not matcher._names(parts[0], "옮기")


def test_hoping_for_leave_is_no_failure() -> None:
    assert trouble_predicates("예전 주소로 다시 보내면 되지 않나?") == frozenset()
    assert trouble_predicates("그냥 꽂아도 되지 않나요?") == frozenset()
    assert trouble_predicates("프린터 연결이 되지 않아요") == {"되"}


def test_attaching_then_shooting_it_off_is_a_way_of_sending() -> None:
    from bot.rules import proposed_means

    sentence = "기밀 자료를 밖으로 보낼 때는 부장 결재를 받은 뒤 파일에 비밀번호를 걸어 보낸다."
    question = "협력사에 기밀 자료 그냥 첨부해서 쏘면 되나요?"
    assert proposed_means.way_answered(question, ["첨부"], sentence) == []
    assert proposed_means.way_answered(question, ["첨부"], "기밀 자료는 부장 결재를 받는다.") == ["첨부"]


def test_a_degree_adverb_keeps_the_verb_with_its_figure() -> None:
    from bot.rules.premise_figure import bound_verbs

    assert bound_verbs("모니터 받은 지 2년 좀 넘었는데 바꿔 줘요?") == {"넘"}
    assert bound_verbs("모니터 2년 쓰고 좀 넘었는데 바꿔 줘요?") == frozenset()  # another verb between
