"""Words a question writes that it does not ask about, and a verb it shares with a sentence on another thing (issue 8,
session 40): the thing set aside before a question word ("비번 말고 무슨 인증"), the obligation form of buying with
one's own card ("제 카드로 사야 돼요?"), and a condition that befalls another thing ("만료일 지나면" is not "시간이
지나면"). Hand-made sentences, not the policies."""

from __future__ import annotations

from bot.answer.checks import answers_question
from bot.knowledge.glossary import Glossary
from bot.matching.wording import asked_besides
from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences

MATCHER = TopicMatcher(Glossary({"인증": ("authentication",), "위키": ("wiki",), "외부": ("home", "집"),
                                 "접속": ("logging", "log in", "들어가"), "비밀번호": ("비번", "password"),
                                 "구매": ("사", "buy")}))


def ex(section: str, text: str, doc: str = "wiki") -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title="위키 사용 규정", section=section, revision=1,
                   text=text, score=0.5)


WIKI = ex("2. 외부 접속", "- 외부에서 위키에 접속할 때는 보안키 인증을 사용한다.")
QUOTED = "외부에서 위키에 접속할 때는 보안키 인증을 사용한다.[1]"


def test_a_thing_set_aside_before_a_question_word_need_not_be_named() -> None:
    assert asked_besides("집에서 위키 들어갈 때 비번 말고 무슨 인증 해야 돼요?") == ("비번",)
    assert asked_besides("한컴 말고 리브레오피스는 깔아도 돼요?") == ()  # no question word: the row set aside
    assert answers_question("집에서 위키 들어갈 때 비번 말고 무슨 인증 해야 돼요?", QUOTED, [WIKI], MATCHER, [1]).passed
    # the thing the asker names without setting it aside is still asked
    assert not answers_question("집에서 위키 들어갈 때 비번은 무슨 인증 해야 돼요?", QUOTED, [WIKI], MATCHER,
                                [1]).passed


def test_buying_with_ones_own_card_as_an_obligation_is_answered_by_who_buys() -> None:
    fonts = ex("2. 구매", "- 유료 폰트는 디자인팀이 구매하고 관리한다.", doc="fonts")
    quoted = "유료 폰트는 디자인팀이 구매하고 관리한다.[1]"
    assert answers_question("유료 폰트 제 카드로 사야 되나요?", quoted, [fonts], MATCHER, [1]).passed
    assert not answers_question("유료 폰트 제 카드로 사야 되나요?", "유료 폰트는 디자인팀이 관리한다.[1]",
                                [ex("2. 관리", "- 유료 폰트는 디자인팀이 관리한다.", doc="fonts")], MATCHER,
                                [1]).passed


def test_a_condition_that_befalls_another_thing_is_not_the_questions() -> None:
    from bot.rules.message_parts import question_subject, sentence_subjects

    assert question_subject("출입증 만료일 지나면 어떻게 돼요?", "지나") == "만료일"
    assert sentence_subjects("정지된 출입증은 하루가 지나면 다시 쓸 수 있다.", "지나") == {"하루"}
    assert sentence_subjects("정지 기간이 지나면 다시 쓸 수 있다.", "지나") == {"정지기간"}  # with its compound
    # an amount is no thing that undergoes it: "10MB가 넘는", "10메가 넘으면"
    assert sentence_subjects("10MB가 넘는 도면은 공용 서버에 올린다.", "넘") == set()
    assert question_subject("도면 10메가 넘으면 어떻게 해요?", "넘") is None
    badge = ex("3. 정지", "- 정지된 출입증은 하루가 지나면 다시 쓸 수 있다.", doc="badge")
    sentence = split_sentences(badge, 1)[0]

    def carried_acts(question: str) -> list[str]:
        part = MATCHER.parts(question)[0][0]
        MATCHER.prepare([part], [badge])
        return [w for w in MATCHER.coverage(part, sentence, badge).covered if w == "지나"]

    # the question's 만료일 passes, the sentence's 하루 passes: another condition, not the question's
    assert carried_acts("출입증 만료일 지나면 어떻게 돼요?") == []
    assert carried_acts("정지된 출입증은 하루 지나면 어떻게 돼요?") == ["지나"]
