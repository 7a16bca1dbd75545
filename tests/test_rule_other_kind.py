"""Another member of a kind (`bot.rules.other_kind`; issue 8, safety: a near miss about another member of a kind than
the policy sentence names), on hand-made questions and sentences. The rule keeps passing the sentence that names the
asked thing."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules import other_kind
from bot.topic import split_sentences
from tests.support.work_phone_matcher import ANY_DEVICE, LOST_PHONE, MATCHER, ONLY_PHONE, ROOM_LOG
from tests.support.work_phone_matcher import passes as _passes


def _titled(question: str, sentence: str, title: str = "휴대용 단말 사용 규정", section: str = "3. 분실") -> bool:
    excerpt = Excerpt(chunk_id="doc#3", doc_id="doc", title=title, section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    part = MATCHER.parts(question)[0][0]
    return MATCHER.coverage(part, split_sentences(excerpt, 1)[-1], excerpt).passed


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
