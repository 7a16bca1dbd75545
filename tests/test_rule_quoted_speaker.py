"""A person marked 이/가 who only reports what they said or want (`bot.rules.quoted_speaker`; issue 8), on hand-made
sentences and questions: a person subject whose clause ends in a quotative connective (-다고, -라고, -자고, -냐고) is
the story when the sentence carries the act the question ends on (the quoted clause's own acts stay asked); never a
thing or a device, never a told event (-는데), never a person named again in what is asked, a speaker whose own quoted
act the sentence carries, a speaker's own thing (자기), nor an asked clause without a noun the sentence carries."""

from __future__ import annotations

from bot.rules.quoted_speaker import speakers
from tests.support.lending_rules_matcher import KEEP_ON, LEND, LOST, PHISHING, REPLACE, RETURN, cover


def words(question: str) -> set[str]:
    return {w for s in speakers(question) for w in s.words}


def test_a_person_subject_of_a_quotative_clause_is_a_speaker() -> None:
    assert words("친구가 잠깐 과제한다고 회사 노트북 좀 빌려달래요 빌려줘도 돼요?") == {"친구"}
    assert words("거래처 담당자가 급하다고 자료 보내달라는데 보내도 돼요?") == {"거래처", "담당자"}
    assert words("부장님이 정보가 새는 것 같다고 하시는데 어디에 신고해요?") == {"부장"}  # 님, "같다고 하시는데"
    assert words("동생이 게임하고 싶다고 노트북 같이 써도 돼요?") == {"동생"}  # "하고 싶다고": the auxiliary
    assert words("선배가 같이 하자고 해서 왔는데 와이파이 써도 돼요?") == {"선배"}  # -자고


def test_a_thing_a_told_event_or_a_person_asked_again_is_no_speaker() -> None:
    assert words("충전기가 고장났다고 하는데 교환 돼요?") == set()  # a thing
    assert words("동생이 제 회사 노트북 잠깐 썼는데 보고해야 돼요?") == set()  # -는데: the told event
    assert words("동생이 노트북 쓰면 안 된다고 들었는데 써도 돼요?") == set()  # a condition closes the clause
    assert words("인턴이 필요하다고 하는데 인턴도 관리자 계정 받을 수 있어요?") == set()  # named again
    assert words("동생이 자기 노트북 느리다고 하는데 4년마다 교체해줘요?") == set()  # the speaker's own thing
    assert words("남편이 회사 VPN 쓰고 싶다고 하는데 VPN 먼저 연결하면 돼요?") == set()  # the speaker's object asked
    # ... unless the asked clause names the asker's own thing
    assert words("동료가 자기 노트북 고장났다고 제 노트북 빌려달래요 빌려줘도 돼요?") == {"동료"}


def test_the_speaker_is_left_out_when_the_asked_act_is_carried() -> None:
    assert cover("친구가 급하다고 회사 노트북 좀 빌려달래요 빌려줘도 돼요?", LEND).passed
    assert cover("팀원이 곧 퇴사한다고 묻는데 퇴사하면 노트북 언제까지 반납해야 돼요?", RETURN).passed


def test_the_quoted_act_itself_is_still_asked() -> None:
    # leaving the quoted clause's own act out too answered "부장님이 점검한다고 하는데 컴퓨터 끄면 안 돼요?" with
    # the malware rule ("컴퓨터는 끄지 말고 …"): dropped. A reason the speaker gives for a request relayed after it
    # ("과제한다고 … 빌려달래요") is background since bot.rules.noun_verb_background (dev zw-ans-01 expects the
    # lending rule); the asker's own act after a quotative still is not.
    assert cover("친구가 잠깐 과제한다고 회사 노트북 좀 빌려달래요 빌려줘도 돼요?", LEND).passed
    assert not cover("부장님이 점검한다고 하는데 컴퓨터 끄면 안 돼요?", KEEP_ON).passed
    assert not cover("부장님이 점검한다고 하는데 컴퓨터 꺼도 돼요?", KEEP_ON).passed


def test_the_speaker_stays_when_the_sentence_is_about_the_speakers_own_act() -> None:
    # the colleague clicked the link: the rule on what to do after clicking is about the colleague, not the asker
    assert not cover("동료가 피싱 메일 링크 눌렀다고 하는데 비밀번호 바꿔야 돼요?", PHISHING).passed
    assert not cover("친구가 자기 노트북 잃어버렸다고 하는데 IT 담당자한테 신고해야 돼요?", LOST).passed


def test_the_speaker_stays_without_a_carried_asked_act_or_noun() -> None:
    # the asked act (알려주) is not the sentence's act (공유하지 않는다 vs 알린다)
    assert not cover("팀 선배가 급하다고 제 아이디랑 비번 좀 알려달래요 알려줘도 돼요?", PHISHING).passed
    assert not cover("동생이 자기 노트북 느리다고 하는데 4년마다 교체해줘요?", REPLACE).passed


def test_without_a_quotative_clause_the_same_person_is_still_asked() -> None:
    assert not cover("친구가 회사 노트북 빌려줘도 돼요?", LEND).passed
