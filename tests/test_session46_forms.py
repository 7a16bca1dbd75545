"""Session 46 (issue 8): a rule for the moment of an act the asker tells as done; products named in Hangul in
retrieval. On hand-made sentences, and the shipped policies for retrieval."""

from __future__ import annotations

from datetime import date

from bot.answer.retrieve import retrieve
from bot.models import Asker, Excerpt
from bot.rules import done_moment
from bot.runtime import Runtime
from bot.settings import Settings
from bot.topic import Coverage, split_sentences
from tests.support.topic_rule import cover, shipped_matcher


def test_a_rule_for_the_moment_of_an_act_told_as_done_does_not_answer_what_comes_after() -> None:
    told = done_moment.told_past_acts("행사장에 가져갔던 장비, 행사 다 끝났는데 그냥 갖고 있어도 돼요?")
    assert told == {"가져가", "나"}
    # 있 of "갖고 있어도" is no past
    assert done_moment.told_past_acts("행사장에 들고 갔던 장비 그냥 갖고 있어도 돼요?") == {"가"}
    # the asked predicate is no past act told
    assert done_moment.told_past_acts("장비 들고 가도 돼요?") == frozenset()
    rule = "장비를 사옥 밖으로 가져갈 때는 부서장 승인을 받는다."
    assert done_moment.problems("행사장에 가져갔던 장비, 행사 끝났는데 그냥 갖고 있어도 돼요?", rule)
    assert done_moment.problems("행사장에 들고 갔던 장비 계속 갖고 있어도 돼요?", rule)  # a serial verb of carrying
    # the question asks about what the rule prescribes, or asks to confirm: the rule answers
    assert not done_moment.problems("장비 가져갔는데 부서장 승인 받아야 했어요?", rule)
    assert not done_moment.problems("장비 가져갔던 거 승인 필요 없는 거 맞죠?", rule)
    # the question asks about the moment itself
    assert not done_moment.problems("장비 사옥 밖으로 가져가도 돼요?", rule)


def test_the_moment_rule_no_longer_passes_for_what_comes_after() -> None:
    rule = "보안 USB로 자료를 사옥 밖으로 가져갈 때는 부서장 승인을 받는다."
    matcher = shipped_matcher(rule, "용도가 끝난 자료는 보안 USB에서 바로 삭제한다.")
    told = cover(matcher, "행사 때 보안 USB로 가져갔던 자료, 행사 끝났는데 계속 넣어 둬도 돼요?", rule)
    assert not told.passed and any("가져가" in m for m in told.missing)
    assert cover(matcher, "보안 USB로 자료 가져갔는데 부서장 승인 받아야 했어요?", rule).passed


def test_a_product_named_in_hangul_is_searched_by_its_name(shared_settings: Settings) -> None:
    runtime = Runtime(shared_settings)
    # "포토샵" read as "Adobe Photoshop": the lexical side ranks the section on copying software among the first
    hits = retrieve(runtime.collection(), runtime.embedder, "포토샵 크랙 버전 받아서 써도 돼요?", Asker(),
                    date(2026, 11, 30), 3, runtime.glossary)
    assert "2. 라이선스 관리" in [h.section for h in hits], [h.section for h in hits]


def test_a_new_hires_remark_on_being_new_is_no_topic() -> None:
    from bot.rules.newcomer_remark import without_newcomer_remarks

    card = "출입 카드는 어디서 받아요?"
    assert without_newcomer_remarks(f"입사한 지 얼마 안 돼서 궁금한데 {card}") == card
    assert without_newcomer_remarks(f"들어온 지 일주일밖에 안 됐는데, {card}") == card
    assert without_newcomer_remarks("온보딩 때 못 들었는데... 출입 카드 잃어버리면 누구한테 말해요?") == \
        "출입 카드 잃어버리면 누구한테 말해요?"
    assert without_newcomer_remarks("신입이라 잘 몰라서 그런데 출입 카드 재발급 돼요?") == "출입 카드 재발급 돼요?"
    # a tenure told as a figure may be what the question turns on; a remark alone is left as it is
    tenure = "입사한 지 4년 됐는데 출입 카드 바꿔줘요?"
    assert without_newcomer_remarks(tenure) == tenure
    assert without_newcomer_remarks("신입이라 잘 몰라서요") == "신입이라 잘 몰라서요"


def test_the_rule_answers_a_question_opened_by_a_new_hires_remark() -> None:
    rule = "출입 카드는 4년마다 교체한다."
    matcher = shipped_matcher(rule, "출입 카드는 입사일에 지급한다.")
    assert cover(matcher, "입사한 지 얼마 안 돼서 궁금한데 출입 카드는 몇 년 쓰면 새 걸로 바꿔줘요?", rule).passed


def test_text_quoted_from_the_screen_is_what_the_asker_saw() -> None:
    from bot.rules.screen_text import without_screen_text

    shown = without_screen_text("출입 게이트 찍으니까 '카드 유효기간이 지났습니다' 라고 떠요. 카드는 몇 년마다 바꿔요?")
    assert shown == "출입 게이트 찍으니까 라고 떠요. 카드는 몇 년마다 바꿔요?"
    # a quote the message opens with is pointed back at; what someone said is a claim asked about
    opening = "'카드가 잠겼습니다' 뜨네요 이거 얼마 동안 잠겨요?"
    assert without_screen_text(opening) == opening
    said = "선배가 '카드는 안 바꿔도 돼' 라던데 진짜예요?"
    assert without_screen_text(said) == said
    rule = "출입 카드는 4년마다 교체한다."
    matcher = shipped_matcher(rule)
    question = "출입 게이트 찍으니까 '카드 유효기간 만료 알림' 이렇게 뜨던데 출입 카드는 몇 년마다 바꿔요?"
    assert cover(matcher, question, rule).passed


def _titled(question: str, sentence: str, title: str, section: str) -> Coverage:
    """The topic rule's verdict on one sentence under `section` of a document titled `title`."""
    matcher = shipped_matcher(sentence)
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    return matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def test_the_named_device_an_act_is_done_on_is_no_topic() -> None:
    rule = "로그인에 3번 연속 실패하면 계정이 10분 동안 잠긴다."
    for question in ("윈도우 노트북 로그인하다 비번 계속 틀려서 잠겼어요 ㅠ 얼마나 기다려야 풀려요?",
                     "회사 맥북 로그인하다 비번 세 번 틀려서 잠겼어요 얼마나 기다려요?"):
        assert _titled(question, rule, "비밀번호 규정", "3. 로그인 실패").passed, question
    # a device the question says is someone's own stays; a device that may be what the act is done to stays
    assert not _titled("동생 노트북 로그인하다 비번 틀려서 잠겼어요 얼마나 기다려요?", rule, "비밀번호 규정",
                       "3. 로그인 실패").passed
    assert not _titled("노트북 반납하려면 누구한테 줘요?", "출입증은 인사팀에 반납한다.", "출입 규정", "4. 반납").passed


def test_a_story_that_undoes_the_rules_act_is_the_problem_asked() -> None:
    rule = "회사 밖에서는 메신저를 먼저 연결한 뒤 사내 시스템에 접속한다."
    question = "집에서 윈도우 노트북으로 메신저 연결하면 자꾸 끊기는데 어떻게 해요?"
    told = _titled(question, rule, "원격근무 규정", "2. 메신저")
    assert not told.passed and "끊기" in told.missing


def test_what_a_thing_is_is_not_answered_by_how_to_make_one() -> None:
    rule = "영문·숫자·특수문자 중 두 종류 이상을 섞어 쓴다."
    asked = _titled("갤럭시로 사내 와이파이 잡으려는데 비번이 뭐예요?", rule, "비밀번호 규정", "1. 비밀번호 만들기")
    assert not asked.passed
    from bot.rules.closing_question import _WHAT_IS

    assert _WHAT_IS.match("비번이 뭐예요?") and _WHAT_IS.match("와이파이 비번 뭐임?")
    assert not _WHAT_IS.match("몇 글자 이상으로 만들어야 하나요?") and not _WHAT_IS.match("뭐부터 해야 돼요?")


def test_the_words_of_a_written_notice_are_what_the_asker_read() -> None:
    from bot.rules.screen_text import without_screen_text

    assert without_screen_text("'출입 카드 교체 대상자 안내' 메일이 왔는데 카드는 몇 년마다 바꿔요?") == \
        "메일이 왔는데 카드는 몇 년마다 바꿔요?"
    assert without_screen_text("게이트 옆에 '카드 태그 필수' 라고 붙어 있던데 카드는 몇 년마다 바꿔요?") == \
        "게이트 옆에 라고 붙어 있던데 카드는 몇 년마다 바꿔요?"
    # what follows points back at the notice: it stays
    back = "'출입 카드 발급 안내' 공지 봤는데, 이거 제 개인 카드로 해도 돼요?"
    assert without_screen_text(back) == back
