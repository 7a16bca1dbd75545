"""hunt30 rules on hand-made sentences and invented questions: a size the asker states (`bot.rules.stated_size`),
an exception to the rule's figure (`bot.rules.conceded_figure`), the asker's own act (`bot.rules.own_act`) and a
source that gives to us (`bot.rules.giver_side`)."""

from __future__ import annotations

from bot.rules import conceded_figure, giver_side, own_act, stated_size


def test_a_stated_size_needs_a_sentence_with_a_size() -> None:
    question = "발표 영상이 300메가라 업로드가 안 돼요 어떻게 올려요?"
    assert stated_size.problems(question, "발표 영상은 팀장 확인을 받은 뒤 게시판에 올린다.")
    assert not stated_size.problems(question, "100MB가 넘는 영상은 사내 영상 서버에 올린다.")
    assert stated_size.problems("my video is 2GB, where do I upload it?", "Videos go to the board after review.")
    assert not stated_size.problems("발표 영상은 어디에 올려요?", "발표 영상은 팀장 확인을 받은 뒤 게시판에 올린다.")


def test_an_exception_to_the_rules_figure_is_not_answered_by_the_rule() -> None:
    question = "태블릿이 깨졌는데 3년이 안 됐어도 새 걸로 바꿔주나요?"
    assert conceded_figure.problems(question, "태블릿은 3년마다 교체한다.")
    assert conceded_figure.problems("아직 3년 전인데도 바꿔줘요?", "태블릿은 3년마다 교체한다.")
    assert not conceded_figure.problems(question, "태블릿은 3년마다 교체한다. 다만 파손되면 바로 교체한다.")
    assert not conceded_figure.problems("태블릿 몇 년마다 바꿔줘요?", "태블릿은 3년마다 교체한다.")
    assert not conceded_figure.problems(question, "태블릿은 5년마다 교체한다.")  # another figure: a correction


def test_the_askers_own_act_is_read_from_the_opening_situation() -> None:
    assert set(own_act.told_acts("태블릿 들고 출장 갈 때 따로 신고해요?")) >= {"들"}
    assert own_act.told_acts("태블릿 신고는 어디서 해요?") == []


def test_a_source_that_sends_to_us_is_a_giver() -> None:
    question = "협력사에서 저희 쪽으로 회원 명단을 보내준다는데 받을 때도 승인이 필요한가요?"
    rule = "회원 명단을 협력사에 넘기려면 팀장 승인을 받는다."
    assert giver_side.problems(question, rule)
    assert not giver_side.problems("협력사에서 회원 명단을 달래요 줘도 돼요?", rule)
