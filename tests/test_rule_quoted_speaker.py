"""A person marked 이/가 who only reports what they said or want (`bot.rules.quoted_speaker`; issue 8), on hand-made
sentences and questions: a person subject whose clause ends in a quotative connective (-다고, -라고, -자고, -냐고) is
the story when the sentence carries the act the question ends on (the quoted clause's own acts stay asked); never a
thing or a device, never a told event (-는데), never a person named again in what is asked, a speaker whose own quoted
act the sentence carries, a speaker's own thing (자기), nor an asked clause without a noun the sentence carries."""

from __future__ import annotations

from bot.rules.quoted_speaker import speakers
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LEND = "지급받은 노트북은 본인 업무에만 사용하고 남에게 빌려주지 않는다."
SHARE = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."
PHISHING = "메일 속 링크를 눌렀거나 계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."
REPLACE = "노트북은 4년마다 교체한다."
LOST = "노트북이나 장비를 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다."
NAME = "이름·생일·전화번호·사번은 비밀번호에 넣지 않는다."
KEEP_ON = "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LEND, SHARE, RETURN, PHISHING, REPLACE, LOST, NAME, KEEP_ON])


def cover(question: str, sentence: str) -> Coverage:
    excerpt = topic_rule.one_sentence_excerpt(sentence)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt,
                            MATCHER.literal_nouns(parts[0], [excerpt]))


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
    # leaving the quoted clause's own act out here too answered "부장님이 점검한다고 하는데 컴퓨터 끄면 안 돼요?" with
    # the malware rule ("컴퓨터는 끄지 말고 …"): dropped. The friend's reason (과제한다고) is background since
    # bot.rules.clauses reads a noun made a verb in a -다고 clause as story (cover24); 점검 still is not set aside
    assert cover("친구가 잠깐 과제한다고 회사 노트북 좀 빌려달래요 빌려줘도 돼요?", LEND).passed
    assert not cover("부장님이 점검한다고 하는데 컴퓨터 끄면 안 돼요?", KEEP_ON).passed


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
