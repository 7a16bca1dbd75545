"""Batch `_zj` (issue 8): a safety check of this session's leniency (glossary rows, contrast,
mood words, spacing, "V-면 되다", English idioms). Narrowings on hand-made sentences and invented questions:
the object an opening rule prescribes is not its section's subject (`leniency.prescribed_object`), a figure
made the value asked (`bot.rules.figure_point`), English words carried only by a heading (`bot.rules.heading_only`),
"아무나" asks who (`bot.rules.anyone_asked`), a way proposed with "N에/로 V-면 되죠?" (`bot.rules.proposed_means`), a
consequence of a condition and a length of time (`bot.rules.consequence`), a cost asked (`bot.rules.cost_asked`), and
무료/유료 of another thing than the license (`bot.rules.contrast`)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.rules import anyone_asked, consequence, contrast, cost_asked, figure_point, proposed_means
from bot.rules.leniency import prescribed_object
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"다른 서비스": ("게임 사이트",), "재택근무": ("home",), "태블릿": ("tablet",)})
MATCHER = TopicMatcher(GLOSSARY)


def no_words(word: str) -> list[str]:
    return []


def test_the_object_an_opening_rule_prescribes_is_not_the_sections_subject() -> None:
    assert prescribed_object("점검표", "창고에 들어갈 때는 점검표를 작성한다.")
    assert not prescribed_object("창고", "창고에 들어갈 때는 점검표를 작성한다.")  # its situation
    assert not prescribed_object("기밀", "기밀 문서를 밖으로 보낼 때는 승인을 받는다.")  # its subject
    assert not prescribed_object("집", "고객정보는 수집 목적 안에서만 이용한다.")  # not an object (을/를)


def test_a_figure_made_the_value_is_the_point() -> None:
    assert figure_point.is_point("게임 계정 비번도 15자 이상으로 해야 돼요?")
    assert figure_point.is_point("화면 잠금 20분으로 해도 돼요?")
    assert not figure_point.is_point("재부팅 두번 해봐도 돼요?")  # a count, not a value set
    assert not figure_point.is_point("검토는 1년에 한 번이면 충분한가요?")
    assert not figure_point.is_point("비번 몇 자로 해야 돼요?")  # a question word
    assert not figure_point.is_point("태블릿은 3년 쓰면 바꿔줘요?")  # the figure measures an act
    # through the topic rule: a sentence without a length does not answer it
    verdict = cover(MATCHER, "게임 사이트 비번도 15자 이상으로 해야 돼요?",
                    "회사 비밀번호를 다른 서비스에 같이 쓰지 않는다.")
    assert not verdict.passed
    assert cover(MATCHER, "비밀번호 15자 이상으로 해야 돼요?", "비밀번호는 10자 이상으로 만든다.").quantity_ok


def test_an_english_question_needs_a_word_in_the_sentence_not_only_its_heading() -> None:
    heading = "3. 재택근무 중 보안"
    assert not cover(MATCHER, "can I work from home with my tablet?", "자리를 비우면 3분 뒤 화면을 잠근다.",
                     heading).passed
    assert not cover(MATCHER, "can I work from home?", "업무용 노트북은 가족과 함께 쓰지 않는다.", heading).passed
    assert cover(MATCHER, "can I use my tablet when I work from home?", "재택근무 중에는 태블릿을 쓰지 않는다.",
                 heading).passed


def test_anyone_asks_who() -> None:
    assert anyone_asked.problems("복원 점검은 아무나 하면 되죠?", "매주 백업본으로 복원 점검을 한다.")
    assert not anyone_asked.problems("라이선스는 아무나 사도 돼요?", "유료 라이선스는 IT 담당자가 구매한다.")
    assert not anyone_asked.problems("복원 점검은 IT팀이 하면 되죠?", "매주 백업본으로 복원 점검을 한다.")
    # the place the question names is no one
    assert anyone_asked.problems("창고 아무나 들어가도 돼요?", "창고에 들어갈 때는 점검표를 작성한다.")


def test_a_way_proposed_must_be_in_the_sentence() -> None:
    assert proposed_means.proposed("USB 자료 삭제는 휴지통에 넣으면 되죠?") == ("휴지통",)
    assert proposed_means.proposed("재발급은 포털에서 하면 돼요?") == ("포털",)
    assert proposed_means.proposed("팀장님한테 말하면 되죠?") == ()  # a recipient
    assert proposed_means.proposed("노트북은 며칠 안에 돌려주면 되나요?") == ()  # a time
    assert proposed_means.problems("재발급은 포털에서 하면 돼요?", "만료 30일 전에 재발급을 신청한다.", no_words)
    assert not proposed_means.problems("자료는 공유 드라이브에 올리면 되죠?", "큰 파일은 공유 드라이브에 올린다.",
                                       no_words)


def test_a_consequence_and_a_length_of_time() -> None:
    lead = "인증서가 만료되기 30일 전에 재발급을 신청한다."
    assert consequence.consequence_problems("인증서 만료되면 VPN 바로 끊겨요?", True, "끊기", ["인증서", "만료"], lead,
                                            no_words)
    # the thing the act is about in the sentence: the same act worded otherwise
    block = "신고를 받은 담당자가 계정을 차단한다."
    assert not consequence.consequence_problems("태블릿 도난 신고하면 계정도 막아주는 거죠?", True, "막",
                                                ["도난", "신고"], block, no_words)
    assert not consequence.consequence_problems("인증서 재발급하면 되죠?", True, "재발급", [], "…", no_words)
    assert consequence.frequency_problems("백업은 얼마 동안 걸려요?", "duration", "백업은 매일 새벽 3시에 한다.")
    assert not consequence.frequency_problems("백업본은 얼마 동안 보관해요?", "duration",
                                              "백업본은 20일 동안 보관한다.")


def test_a_cost_asked_needs_a_sentence_on_paying() -> None:
    assert cost_asked.problems("does the cert renewal cost anything?", "만료 30일 전에 재발급을 신청한다.")
    assert cost_asked.problems("인증서 재발급 비용 있어요?", "만료 30일 전에 재발급을 신청한다.")
    assert not cost_asked.problems("who pays the license fees?", "유료 라이선스는 담당자가 구매한다.")
    assert not cost_asked.problems("can I use the free wifi at the cafe?", "공용 와이파이에서는 접속하지 않는다.")


def test_free_or_paid_of_another_thing_is_not_the_license() -> None:
    assert not contrast.states_other_value("유료", ["7-Zip", "유료", "버전"], "라이선스: 무료")
    assert not contrast.states_other_value("무료", ["Figma", "무료", "체험판"], "라이선스: 유료")
    assert contrast.states_other_value("무료", ["Slack", "라이선스", "무료"], "라이선스: 유료")
    assert contrast.states_other_value("무료", ["Docker", "무료", "라이선스"], "라이선스: 유료")
