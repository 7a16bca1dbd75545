"""Coverage rules of batch `_x` (issue 8, `bot.rules.leniency`) on hand-made sentences and questions: the topic
rule asks less of the answering sentence for an accompaniment adverb, a section's subject, a section's
situation told with a generic verb, a colleague named more precisely and a verb of telling; each rule
also keeps refusing what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import leniency
from bot.topic import Coverage, TopicMatcher, split_sentences

OUT = "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 파일에 암호를 걸어 보낸다."
CODE = "파일 암호는 메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다."
ESCORT = "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다."
CONSENT = "수집할 때는 목적을 알리고 동의를 받는다."
SHARE = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
LENGTH = "비밀번호는 12자 이상으로 만든다."
LOST_USB = "보안 USB를 잃어버리면 즉시 보안팀에 신고한다."
ISSUE = "업무용 노트북은 입사일에 지급한다."

MATCHER = TopicMatcher(Glossary({"함께": ("같이",), "비밀번호": ("비번", "암호"), "대외비": ("기밀",),
                                 "분실": ("잃어버",), "개인정보": ("고객 정보", "연락처")}))
MATCHER.set_vocabulary([OUT, CODE, ESCORT, CONSENT, SHARE, LENGTH, LOST_USB, ISSUE])


def excerpt_of(*bullets: str, section: str = "1. 규칙") -> Excerpt:
    text = "\n".join(f"- {b}" for b in bullets)
    return Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section=section, revision=1, text=text, score=0.5)


def cover(question: str, *bullets: str, section: str = "1. 규칙", at: int = -1) -> Coverage:
    """The rule's verdict on bullet `at` of an excerpt made of `bullets`."""
    excerpt = excerpt_of(*bullets, section=section)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[at], excerpt)


def test_the_accompaniment_adverb_alone_does_not_refuse_a_pinned_sentence() -> None:
    assert leniency.without_manner(["함께"], 2) == []
    assert leniency.without_manner(["같이", "함께"], 3) == []
    assert leniency.without_manner(["함께"], 1) == ["함께"]  # one point: the adverb may be the point
    assert leniency.without_manner(["함께", "노트북"], 2) == ["함께", "노트북"]  # something else is missing too
    escort = cover("외부 업체 사람들이 서버실에 들어갈 때 누가 같이 들어가요?", ESCORT)
    assert not any(word in escort.missing for word in ("함께", "같이")), escort.missing


def test_a_noun_of_the_sections_opening_rule_is_the_sections_subject() -> None:
    later = cover("대외비 파일 비번을 메일 본문에 써도 되나요?", OUT, CODE, section="2. 외부로 보내는 메일")
    assert "대외비" not in later.missing, later.missing
    # only the noun itself: its policy word (기밀 -> 대외비) in the opening rule is not enough
    synonym = cover("기밀 파일 비번을 메일 본문에 써도 되나요?", OUT, CODE, section="2. 외부로 보내는 메일")
    assert "기밀" in synonym.missing, synonym.missing
    # a noun that only a later rule of the section names does not carry over to an earlier one
    earlier = cover("기밀 파일 비번을 메일 본문에 써도 되나요?", CODE, OUT, section="2. 외부로 보내는 메일", at=0)
    assert "기밀" in earlier.missing, earlier.missing


def test_a_sections_situation_is_told_by_a_generic_time_clause() -> None:
    assert leniency.section_scene(("수집",), "1. 수집", "고객 연락처 받을 때 동의도 받아야 하나요?")
    assert not leniency.section_scene(("수집",), "2. 이용과 보관", "고객 연락처 받을 때 동의도 받아야 하나요?")
    assert not leniency.section_scene(("수집",), "1. 수집", "고객 연락처 동의 받아야 하나요?")  # no situation told
    assert not leniency.section_scene(("교체",), "2. 교체 주기", "노트북 반납할 때 자료는 어떻게 해요?")
    told = cover("고객 연락처 받을 때 동의도 받아야 하나요?", CONSENT, section="1. 수집")
    assert not any("situation" in item for item in told.missing), told.missing
    other = cover("고객 연락처 받을 때 동의도 받아야 하나요?", CONSENT, section="2. 이용과 보관")
    assert any("situation" in item for item in other.missing), other.missing


def test_a_colleague_named_more_precisely_is_still_a_colleague() -> None:
    colleague = cover("우리 팀 동료한테 제 계정 비번 알려줘도 되나요?", SHARE, section="5. 계정 공유 금지")
    assert "팀" not in colleague.missing, colleague.missing
    # a thing named more precisely is another thing: a rule on 비밀번호 is not one on the Wi-Fi's
    wifi = cover("회의실 와이파이 비번은 몇 자리 이상이에요?", LENGTH, section="1. 비밀번호 만들기")
    assert "와이파이" in wifi.missing or "회의실" in wifi.missing, wifi.missing


def test_verbs_of_telling_are_one_act_when_the_question_asks_whom_to_tell() -> None:
    lost = cover("보안 USB 잃어버렸는데 누구한테 얘기해야 해요?", LOST_USB, section="3. 분실")
    assert "얘기" not in lost.missing, lost.missing
    # the sentence tells no one: "다른 경로로 알려 준다" says how, not whom
    assert not leniency._tells_someone(CODE)
    assert leniency._tells_someone(LOST_USB)
    assert leniency._tells_someone("노트북을 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다.")
    # a question that does not ask who or where keeps its own verb
    parts, _ = MATCHER.parts("보안 USB 잃어버린 거 꼭 얘기해야 돼요?")
    unmatched = [t for t in parts[0].terms if t.text == "얘기"]
    assert unmatched and leniency.told_alike(parts[0], unmatched, LOST_USB) == set()


def test_an_event_no_policy_names_is_the_things_own_event() -> None:
    assert leniency.unnamed_event("나오", known=False, glossary=False)
    assert not leniency.unnamed_event("풀리", known=True, glossary=False)  # the policies' own act
    assert not leniency.unnamed_event("돌려받", known=False, glossary=False)  # someone receives: not an event
    assert not leniency.unnamed_event("깔", known=False, glossary=True)
    issued = cover("노트북은 언제쯤 나와요?", ISSUE, section="1. 지급")
    assert not any("the act asked about" in item for item in issued.missing), issued.missing
    returned = cover("노트북은 언제 돌려받아요?", ISSUE, section="1. 지급")
    assert any("the act asked about" in item for item in returned.missing), returned.missing
