"""Rules of batch `_za` (issue 8, `bot.rules.leniency2`) on hand-made sentences and questions: a rule conditioned on an
act done to a thing does not answer a question that only mentions the thing; a question asking whom to tell needs a
sentence that tells someone; a guess about what happened ("어디서 흘린 거 같아요") asks nothing; a Korean story mapped
by the glossary tells a rule's situation; a remark after the question is not asked; a rule against sharing a thing's use
binds whoever would use it. Each rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import leniency2
from bot.rules.asked_sentence import tells
from bot.topic import Coverage, TopicMatcher, split_sentences

CLICKED = "메일 속 링크를 눌렀거나 계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."
SUSPECT = "의심스러운 메일은 열지 말고 메일 화면의 '피싱 메일 신고' 버튼으로 신고한다."
EXPIRED = "보관 기간이 지나면 5영업일 이내에 복구할 수 없게 파기한다."
LEAK = "정보 유출을 알게 되면 즉시 보안팀에 신고한다."
LOST_USB = "보안 USB를 잃어버리면 즉시 보안팀에 신고한다."
OWN_USB = "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."

MATCHER = TopicMatcher(Glossary({"분실": ("잃어버", "흘린", "흘렸"), "누르": ("클릭",), "비밀번호": ("비번",),
                                 "보안 USB": ("USB", "usb")}))
MATCHER.set_vocabulary([CLICKED, SUSPECT, EXPIRED, LEAK, LOST_USB, OWN_USB])


def excerpt_of(*bullets: str, section: str = "1. 규칙") -> Excerpt:
    text = "\n".join(f"- {b}" for b in bullets)
    return Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section=section, revision=1, text=text, score=0.5)


def cover(question: str, *bullets: str, at: int = -1, part: int = -1) -> Coverage:
    """The rule's verdict on bullet `at` of an excerpt made of `bullets`, for part `part` of the question."""
    excerpt = excerpt_of(*bullets)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[part], split_sentences(excerpt, 1)[at], excerpt)


def condition_refused(coverage: Coverage) -> bool:
    return any("the rule's condition" in item for item in coverage.missing)


def test_a_remedy_for_an_act_on_a_thing_does_not_answer_a_question_that_only_has_the_thing() -> None:
    assert leniency2.done_to(CLICKED) == [("누르", "링크"), ("입력", "정보")]
    had = cover("문자로 링크 하나 온 게 있는데 어떻게 해야 돼요?", CLICKED)
    assert condition_refused(had), had.missing
    # the act told, itself or as a glossary word for it: the remedy answers
    assert not condition_refused(cover("메일 링크를 눌러버렸는데 어떡하죠?", CLICKED))
    assert not condition_refused(cover("메일에 있던 링크 클릭했어요 어떻게 해요?", CLICKED))
    # an event that happens to the thing (subject, not object) and learning of an event are no such act
    assert leniency2.done_to(EXPIRED) == []
    assert leniency2.done_to(LEAK) == []
    # only for a question asking what to do: whom to tell, or a permission, reads the rule for its topic
    assert not condition_refused(cover("링크 있는 메일은 누구한테 말해요?", CLICKED))


def test_whom_to_tell_needs_a_sentence_that_tells_someone() -> None:
    wrong = cover("보안 USB 없어졌는데 어디 말해야 돼요?", OWN_USB)
    assert any("whom to tell" in item for item in wrong.missing), wrong.missing
    right = cover("보안 USB 없어졌는데 어디 말해야 돼요?", LOST_USB)
    assert not any("whom to tell" in item for item in right.missing), right.missing
    # a button to report with is a telling too
    button = cover("피싱 메일은 어디로 신고하면 돼요?", SUSPECT)
    assert not any("whom to tell" in item for item in button.missing), button.missing
    # a question whose own act is not telling keeps the place rule alone
    assert not leniency2._asks_whom_to_tell("보안 USB는 어디서 신청해요?")
    assert leniency2._asks_whom_to_tell("보안팀 말고 누구한테 연락하면 되죠?")


def test_a_guess_about_what_happened_asks_nothing() -> None:
    assert leniency2.guesses_indefinitely("어제 USB를 어디다 흘린 것 같아요.")
    assert leniency2.guesses_indefinitely("누가 제 노트북 만진 거 같아요")
    assert not leniency2.guesses_indefinitely("어디서 신청하는 거 같아요?")  # its question mark asks
    assert not leniency2.guesses_indefinitely("어디서 신청해요")
    assert tells("어제 USB를 어디다 흘린 것 같아요.", question_elsewhere=True)
    assert not tells("어제 USB를 어디다 흘린 것 같아요.", question_elsewhere=False)  # the only sentence
    parts, _ = MATCHER.parts("보안 USB 어디다 흘린 것 같아요. 누구한테 알려야 하나요?")
    assert len(parts) == 1 and "누구" in parts[0].text, [p.text for p in parts]


def test_a_korean_story_mapped_by_the_glossary_tells_the_rules_situation() -> None:
    question = "보안 USB 어디다 흘린 것 같아요. 누구한테 알려야 하나요?"
    told = cover(question, LOST_USB)
    assert told.passed, told.missing
    # a story the glossary does not map tells nothing of the rule's situation
    untold = cover("보안 USB를 동생이 가져간 것 같아요. 누구한테 알려야 하나요?", LOST_USB)
    assert not untold.passed, untold.missing
    parts, _ = MATCHER.parts(question)
    assert leniency2.story_tells_situation(MATCHER, parts[0], LOST_USB)
    assert not leniency2.story_tells_situation(MATCHER, parts[0], OWN_USB)  # that rule opens with no situation


def test_a_remark_after_the_question_is_not_asked() -> None:
    assert leniency2.without_trailing_remark("USB 빌려줘도 되나요 너무 급해서") == "USB 빌려줘도 되나요"
    assert leniency2.without_trailing_remark("화면 잠금 꼭 해야 하죠 귀찮은데") == "화면 잠금 꼭 해야 하죠"
    # a clause that names something, asks something, or has its question mark stays
    kept = ["노트북 빌려줘도 되죠 동생이 급하다는데", "인증서 언제 갱신해요 곧 만료라서", "USB 써도 되나요? 급해서",
            "노트북 며칠 안에 반납하나요"]
    for text in kept:
        assert leniency2.without_trailing_remark(text) == text
    parts, _ = MATCHER.parts("보안 USB 빌려줘도 되나요 너무 급해서")
    assert [p.text for p in parts] == ["보안 USB 빌려줘도 되나요"]


FAMILY = "업무용 노트북은 가족과 함께 쓰지 않는다."
SHARING = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."


def test_a_rule_against_sharing_a_things_use_binds_whoever_would_use_it() -> None:
    matcher = TopicMatcher(Glossary({"가족": ("남편", "아내", "애들"), "노트북": ("랩탑",), "외부 업체": ("협력업체",),
                                     "비밀번호": ("비번",)}))
    matcher.set_vocabulary([FAMILY, SHARING])

    def judged(question: str, rule: str) -> Coverage:
        excerpt = excerpt_of(rule)
        parts, _ = matcher.parts(question)
        return matcher.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt)

    def role(coverage: Coverage) -> bool:
        return any("only as a partner" in item for item in coverage.missing)

    assert leniency2._SHARED_USE_RE.search(FAMILY) and leniency2._SHARED_USE_RE.search(SHARING)
    assert not role(judged("남편도 제 업무용 노트북 써도 되나요?", FAMILY))
    # another act than using the thing: the partner is still not the one the rule binds
    assert role(judged("협력업체 직원도 비번 주기적으로 바꿔야 하나요?", SHARING))
    parts, _ = matcher.parts("남편도 제 업무용 노트북 고쳐도 되나요?")
    assert not leniency2.shared_use(parts[0], FAMILY)
