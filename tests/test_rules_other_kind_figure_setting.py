"""Coverage rules (issue 8, safety: near misses about another device, room, occasion, act or figure than
the policy sentence), on hand-made questions and sentences: another member of a kind (`bot.rules.other_kind`), a
figure of another kind (`bot.rules.figure_kind`), the time and the thing carried along that a permission question
asks (`bot.rules.asked_setting`), the act asked leave for with one noun pinning the sentence
(`bot.rules.permitted_thing_act`), a piece of a longer word (`bot.rules.word_piece`), the condition a section opens
with (`bot.rules.inherited_condition`). Each rule also keeps passing the sentence that names the asked thing."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import asked_setting, figure_kind, inherited_condition, other_kind, permitted_thing_act, word_piece
from bot.topic import TopicMatcher, split_sentences
from tests.support import topic_rule

LOST_PHONE = "업무폰을 잃어버리면 즉시 보안팀에 신고한다."
ONLY_PHONE = "업무에는 회사에 등록된 업무폰만 사용한다."
ANY_DEVICE = "기기를 잃어버리면 즉시 보안팀에 신고한다."
ROOM_LOG = "기계실에 들어갈 때는 출입 기록부를 작성한다."
Q = "그거 30 넘으면 3 더 돼요?"  # a question with the figures in digits
SIZE = "첨부 파일은 30MB까지 보낼 수 있다."
# a hand-made glossary: 태블릿 is a 휴대용 단말, the word the document title uses; 설비실 is the 기계실
GLOSSARY = Glossary({"휴대용 단말": ("태블릿", "아이패드"), "기계실": ("설비실",)})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LOST_PHONE, ONLY_PHONE, ANY_DEVICE, ROOM_LOG, SIZE])


def _titled(question: str, sentence: str, title: str = "휴대용 단말 사용 규정", section: str = "3. 분실") -> bool:
    excerpt = Excerpt(chunk_id="doc#3", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    part = MATCHER.parts(question)[0][0]
    return MATCHER.coverage(part, split_sentences(excerpt, 1)[-1], excerpt).passed


def _passes(question: str, sentence: str, section: str = "1. 규칙") -> bool:
    return topic_rule.cover(MATCHER, question, sentence, section).passed


def test_members_of_a_kind() -> None:
    assert other_kind.members_in("외장하드에 있는 자료 지워도 돼요?", "device") == {"external"}
    assert other_kind.members_in("보안 USB를 잃어버리면", "device") == {"usb"}
    assert other_kind.members_in("회사 PC랑 노트북", "device") == {"computer"}  # one member, many names
    assert other_kind.members_in("회의실 들어갈 때", "room") == {"meeting"}
    assert other_kind.members_in("전산실 들어갈 때", "room") == other_kind.members_in("서버실에는", "room")


def test_another_member_is_not_carried() -> None:
    assert other_kind.problems("태블릿 잃어버리면 신고해요?", LOST_PHONE) == ["(another device than tablet)"]
    assert other_kind.problems("회의실 들어갈 때 기록부 써요?", ROOM_LOG) == ["(another room than meeting)"]
    # the title carries 태블릿 (휴대용 단말) and the loss and the report are there: without the rule it passed
    assert not _titled("태블릿 잃어버렸는데 보안팀에 신고해야 돼요?", LOST_PHONE)
    assert not _passes("회의실 들어갈 때도 출입 기록부 써야 되나요?", ROOM_LOG, "2. 출입")


def test_the_member_asked_or_the_kind_named_still_passes() -> None:
    assert _titled("업무폰 잃어버렸는데 보안팀에 신고해야 돼요?", LOST_PHONE)  # the member itself
    assert _titled("태블릿 잃어버렸는데 보안팀에 신고해야 돼요?", ANY_DEVICE)  # the sentence names the kind
    assert other_kind.problems("태블릿 써도 돼요?", ONLY_PHONE) == []  # "업무폰만": the only one allowed
    assert _passes("설비실 들어갈 때 출입 기록부 써야 돼요?", ROOM_LOG, "2. 출입")  # the same room, another name
    assert other_kind.problems("노트북 잃어버렸어요", "노트북이나 장비를 잃어버리면 신고한다") == []


def test_figure_of_another_kind() -> None:
    assert figure_kind.problems(Q, [("30", "number")], [("30", "size")], False) == ["(30: a figure of another kind)"]
    assert figure_kind.problems(Q, [("30", "size")], [("30", "size")], False) == []
    assert figure_kind.problems(Q, [("3", "times")], [("5", "times")], True) == []  # a premise to correct
    assert figure_kind.problems(Q, [("3", "year")], [("60", "day")], True) == [
        "(3: the figure that says what is asked)"]  # no noun, and nothing of its unit
    assert figure_kind.problems(Q, [("3", "year")], [("60", "day")], False) == []  # nouns pin the question
    assert figure_kind.problems(Q, [("30", "number")], [("1", "year")], False) == [
        "(30: a figure of another kind)"]  # the sentence's figures are all of another family
    assert figure_kind.problems(Q, [("30", "size")], [("25", "size")], False) == []  # a size against a size
    assert figure_kind.problems("인증서 한 번 받으면 얼마나 써요?", [("1", "times")], [("1", "year")], False) == []
    assert not _passes("첨부 파일 30개까지 보낼 수 있어요?", SIZE)
    assert _passes("첨부 파일 30MB까지 보낼 수 있어요?", SIZE)


def test_time_and_thing_carried_are_asked() -> None:
    assert asked_setting.asked_nouns("기계실 주말에 들어가도 돼요?") == {"주말"}
    assert asked_setting.asked_nouns("기계실에 커피 들고 들어가도 돼요?") == {"커피"}
    assert asked_setting.asked_nouns("주말에 기계실 들어가요?") == set()  # no permission asked
    assert asked_setting.asked_nouns("거래처 미팅 들고 나가도 돼요?") == set()  # an occasion named by its place
    assert not _passes("기계실 주말에 들어가도 돼요?", ROOM_LOG, "2. 출입")
    assert not _passes("기계실에 커피 들고 들어가도 돼요?", ROOM_LOG, "2. 출입")
    assert _passes("기계실 들어갈 때 출입 기록부 써야 돼요?", ROOM_LOG, "2. 출입")


def test_the_permitted_act_on_a_thing_pinned_by_one_noun() -> None:
    assert permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 1, "팔", "팔")
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 2, "팔", "팔")  # two nouns pin the sentence
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", True, 1, "팔", "팔")  # a figure asked
    assert not permitted_thing_act.must_carry("폰 팔아야 돼요?", False, 1, "팔", "팔")  # a duty, not leave
    assert not permitted_thing_act.must_carry("폰 어디에 팔아도 돼요?", False, 1, "팔", "팔")  # a question word
    assert not permitted_thing_act.must_carry("폰 팔아도 돼요?", False, 1, "걸리", "팔")  # not the act asked
    # an act the glossary ties to another policy word is worded otherwise by rule (깔다 -> 설치)
    assert not permitted_thing_act.must_carry("툴 깔아도 돼요?", False, 1, "깔", "깔", glossary_act=True)
    # the sentence names the phone and says nothing of selling it or switching it off
    assert not _passes("업무폰 팔아도 돼요?", LOST_PHONE)
    assert not _passes("업무폰 꺼도 되죠?", LOST_PHONE)
    assert _passes("업무폰 잃어버려도 보안팀에 신고 안 해도 돼요?", LOST_PHONE)


def test_a_piece_of_a_longer_word_gets_no_near_synonym() -> None:
    assert word_piece.inside_longer("고객사에 노트북 들고 가도 돼요?", "객사")
    assert not word_piece.inside_longer("객사 근처에서 노트북 써도 돼요?", "객사")  # a word of its own
    assert not word_piece.inside_longer("고객사에 노트북 들고 가도 돼요?", "노트북")
    assert not word_piece.inside_longer("usb", "usb")  # Latin words are not cut so


FIRE_FIRST = "화재 경보가 울리면 즉시 계단으로 대피한다."
FIRE_NEXT = "엘리베이터는 타지 말고 비상구로 나간다."
FIRE_MATCHER = TopicMatcher(Glossary({}))
FIRE_MATCHER.set_vocabulary([FIRE_FIRST, FIRE_NEXT])


def _fire(question: str) -> bool:
    excerpt = Excerpt(chunk_id="doc#2", doc_id="doc", title="규정", section="2. 화재", revision=1,
                      text=f"- {FIRE_FIRST}\n- {FIRE_NEXT}", score=0.5)
    part = FIRE_MATCHER.parts(question)[0][0]
    return FIRE_MATCHER.coverage(part, split_sentences(excerpt, 1)[-1], excerpt).passed


def test_a_rule_under_the_condition_its_section_opens_with() -> None:
    told = "회식 끝났는데 타면 안 돼요?"
    assert inherited_condition.condition_of(FIRE_FIRST) == "화재 경보가 울리면"
    assert inherited_condition.condition_of(FIRE_NEXT) == ""
    assert inherited_condition.problems(told, ["회식"], FIRE_NEXT, [FIRE_FIRST], lambda clause: False) == [
        "(the condition the section opens with: 화재 경보가 울리면)"]
    assert inherited_condition.problems(told, [], FIRE_NEXT, [FIRE_FIRST], lambda clause: False) == []  # no story
    assert inherited_condition.problems(told, ["회식"], FIRE_NEXT, [FIRE_FIRST], lambda clause: True) == []  # named
    assert inherited_condition.problems(told, ["회식"], "퇴근하면 엘리베이터를 탄다.", [FIRE_FIRST],
                                        lambda clause: False) == []  # a condition of its own
    assert inherited_condition.problems("회식 때 타면 안 돼요?", ["회식"], FIRE_NEXT, [FIRE_FIRST],
                                        lambda clause: False) == []  # the occasion of the act, not a situation told
    assert not _fire("회식 끝났는데 엘리베이터 타면 안 돼요?")  # another situation, told and set aside
    assert _fire("화재 경보 울렸는데 엘리베이터 타면 안 돼요?")  # the section's condition named
