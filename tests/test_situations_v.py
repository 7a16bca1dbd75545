"""Near misses of the hunt `_v` (issue 8) on hand-made sentences: a thing or act asked with 도, a time of day,
where a thing is, what a condition happens to, another figure asked instead of the rule's, and a policy word's
own modifiers. `bot.rules.situations` read alone, then through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import answer_kind, situations
from bot.rules.story import condition_arguments
from bot.topic import Coverage, TopicMatcher, split_sentences

RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."
ATTACH = "메일 첨부 파일은 25MB까지 보낼 수 있다."
VENDOR = "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다."
TWO = "서버실에는 2인 이상이 함께 출입한다."
BACKUP = "백업은 매일 새벽 2시에 한다."
LOCKED = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
SCREEN = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
CHANGE = "비밀번호는 90일마다 바꾼다."
LENGTH = "비밀번호는 12자 이상으로 만든다."
LOST = "노트북이나 장비를 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다."
REMOTE = "신고를 받은 IT 담당자가 장비를 원격으로 잠그고 계정을 차단한다."

MATCHER = TopicMatcher(Glossary({"화면 자동 잠금": ("화면 잠금",), "잃어버리": ("잃",), "반납": ("돌려주",)}))
MATCHER.set_vocabulary([RETURN, ATTACH, VENDOR, TWO, BACKUP, LOCKED, SCREEN, CHANGE, LENGTH, LOST, REMOTE])


def cover(question: str, sentence: str, section: str = "1. 규칙", lead: str = "") -> Coverage:
    text = f"- {lead} {sentence}" if lead else f"- {sentence}"
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section=section, revision=1, text=text, score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def flagged(question: str, sentence: str, marker: str) -> bool:
    return any(marker in item for item in cover(question, sentence).missing)


def test_what_a_question_asks_a_rule_to_cover_as_well() -> None:
    assert situations.also_things("퇴사할 때 사원증도 IT 담당자한테 반납해요?") == ("사원증",)  # MeCab: 사/NR 원증
    assert situations.also_things("회사 휴대폰도 4년마다 바꿔줘요?") == ("휴대폰",)
    for question in ("회사에서도 돼요?", "메일로도 돼요?", "이것도 돼요?", "어느 정도 돼요?",
                     "아무것도 입력은 안 했어요. 그래도 바꿔야 해요?", "메일 첨부는 지금도 10MB까지잖아요?"):
        assert situations.also_things(question) == (), question
    assert situations.also_acts("받는 것도 25MB까지예요?") == ("받",)
    assert situations.also_acts("다운로드하는 것도 제한 있어요?") == ("다운로드",)
    assert situations.also_acts("그렇게 하는 것도 돼요?") == ()


def test_a_thing_or_act_asked_with_do_is_named_by_the_sentence() -> None:
    assert flagged("퇴사할 때 사원증도 IT 담당자한테 반납해요?", RETURN, "사원증도")
    assert not flagged("퇴사할 때 노트북도 IT 담당자한테 반납해요?", RETURN, "노트북도")
    assert flagged("메일 첨부는 25MB까지 보낼 수 있다던데 받는 것도 25MB까지예요?", ATTACH, "받-는 것도")
    assert not flagged("첨부 파일 보내는 것도 25MB까지예요?", ATTACH, "것도")


def test_a_time_of_day_asked_needs_a_sentence_that_states_one() -> None:
    assert flagged("서버실은 밤 10시 넘어서도 들어갈 수 있어요?", VENDOR, "the time")
    assert not flagged("주말에도 백업해요?", BACKUP, "the time")  # 매일 covers the weekend
    assert situations.time_problem("새벽에 노트북 잃어버렸어요 신고해야 돼요?", LOST) is None  # when it happened


def test_where_a_thing_is_asked_without_eodi() -> None:
    assert answer_kind.asked_kind("서버실은 몇 층에 있어요?").where
    assert answer_kind.asked_kind("출입 기록부는 서버실 안에 있어요 문 밖에 있어요?").where
    assert not answer_kind.asked_kind("서버실 혼자 들어가도 돼요?").where
    assert flagged("서버실은 몇 층에 있어요?", TWO, "a place the question does not name")


def test_what_a_condition_happens_to_is_asked_not_story() -> None:
    assert condition_arguments("모니터 잃어버리면 원격으로 잠가줘요?") == frozenset({"모니터"})
    assert condition_arguments("노트북을 잃어버리면 어디에 신고해요?") == frozenset({"노트북"})
    assert condition_arguments("회사 키보드 도난당하면 원격으로 잠가요?") == frozenset({"키보드"})  # 도난+당하
    assert condition_arguments("신청하면 돼요?") == frozenset()
    assert condition_arguments("택시에 노트북 두고 내리면 어떡해요?") == frozenset()
    docking = cover("회사 도킹 스테이션 잃어버리면 원격으로 잠가 줘요?", REMOTE, "3. 분실 신고", LOST)
    assert "스테이션" in docking.missing
    laptop = cover("회사 노트북 잃어버리면 원격으로 잠가 줘요?", REMOTE, "3. 분실 신고", LOST)
    assert "노트북" in laptop.covered


def test_another_figure_instead_of_the_rules() -> None:
    assert situations.beyond_problem("비밀번호 90일 말고 60일마다 바꿔도 되나요?", CHANGE)
    assert situations.beyond_problem("12자 말고 16자로 만들어도 돼요?", LENGTH) is None  # a bound answers


def test_a_policy_words_own_modifiers_need_that_policy_word() -> None:
    question = "화면 자동 잠금을 5분 말고 1분으로 해도 되나요?"
    account = cover(question, LOCKED, "3. 로그인 실패와 계정 잠금")
    assert "화면" in account.missing
    screen = cover(question, SCREEN, "3. 재택근무 중 보안")
    assert "화면" in screen.covered
