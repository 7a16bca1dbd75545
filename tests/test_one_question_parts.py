"""A message that asks one thing beside its reason, and a follow-up that another sentence answers (issue 8,
messages with several parts); hand-made sentences only."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator, premise_verdict
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules.asked_sentence import gives_reason, tells
from bot.rules.negated_bound import negated_against_bound, negates
from bot.topic import TopicMatcher

MATCHER = TopicMatcher(Glossary({"설치": ("깔",)}))


def ex(doc: str, section: str, text: str) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title="규정", section=section, revision=1,
                   text=text, score=0.5)


def test_a_reason_ending_tells_even_on_a_predicate_that_asks() -> None:
    assert gives_reason("해서요") and gives_reason("니까요") and not gives_reason("어요")
    # beside a marked question, "… 확인해야 해서요." gives the reason; alone, or as a request, it still asks
    assert tells("견적서를 확인해야 해서요.", True)
    assert not tells("견적서를 확인해야 해서요.", False)
    assert not tells("견적서 좀 확인해 주세요.", True)
    assert not tells("견적서가 궁금해요.", True)


def test_the_reason_after_a_question_is_not_a_second_part() -> None:
    parts = MATCHER.parts("사내 메신저 깔아도 돼요? 일정을 확인해야 해서요.")[0]
    assert [p.text for p in parts] == ["사내 메신저 깔아도 돼요?"]
    assert "확인해야 해서요" in parts[0].told


def test_a_follow_up_gets_the_sentence_that_answers_it_not_the_one_before() -> None:
    mail = ex("mail", "1. 첨부", "- 메일 첨부 파일은 40MB까지 보낼 수 있다.\n"
                                 "- 40MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다.")
    gen = ExtractiveGenerator(embedder=None, glossary=Glossary())  # type: ignore[arg-type]
    draft = gen.generate("60MB 파일은 메일에 첨부 못 하죠? 그럼 어떻게 보내요?", [mail])
    assert draft.status == "answered"
    assert "공유 링크" in draft.answer and "40MB까지" in draft.answer


def test_a_negated_claim_against_a_bound_gets_no_verdict() -> None:
    assert negates("60MB 파일은 첨부 못 하죠?") and negates("승인 받지 않아도 되죠?")
    assert not negates("60MB 파일도 첨부되죠?")
    assert negated_against_bound("60MB 파일은 첨부 못 하죠?", "메일 첨부 파일은 40MB까지 보낼 수 있다.")
    assert not negated_against_bound("60MB 파일도 첨부되죠?", "메일 첨부 파일은 40MB까지 보낼 수 있다.")
    # a plain figure keeps its verdict: "최근 9개는 다시 못 쓰죠?" against "최근 4개는 다시 쓸 수 없다"
    assert not negated_against_bound("최근 9개는 다시 못 쓰죠?", "최근에 쓴 암호 4개는 다시 쓸 수 없다.")
    part = MATCHER.parts("60MB 파일은 메일에 첨부 못 하죠?")[0][0]
    assert premise_verdict(part, "메일 첨부 파일은 40MB까지 보낼 수 있다.") == ""
    plain = MATCHER.parts("최근 암호 9개는 다시 못 쓰는 거 맞죠?")[0][0]
    assert premise_verdict(plain, "최근에 쓴 암호 4개는 다시 쓸 수 없다.") == "아닙니다."


def test_a_second_question_with_two_acts_of_its_own_is_no_follow_up() -> None:
    from bot.rules.own_acts import names_own_acts, verbal_nouns

    assert verbal_nouns("그리고 휴직하면 며칠 안에 반납해야 해요?") == ["휴직", "반납"]
    assert names_own_acts("그리고 휴직하면 며칠 안에 반납해야 해요?", lambda w: True)
    assert not names_own_acts("며칠마다 변경해야 돼요?", lambda w: True)
    parts = MATCHER.parts("태블릿 교체 주기는 몇 년이에요? 그리고 휴직하면 며칠 안에 반납해야 해요?")[0]
    assert len(parts) == 2 and "교체" not in parts[1].text  # the second does not carry the first one's nouns
    parts = MATCHER.parts("태블릿 교체 주기는 몇 년이에요? 며칠마다 변경해야 돼요?")[0]
    assert len(parts) == 2 and "태블릿" in parts[1].text  # a follow-up still does


def test_telling_the_asker_what_an_embedded_question_asks_is_the_request() -> None:
    from bot.rules.leniency2 import _asks_whom_to_tell

    assert not _asks_whom_to_tell("외부로 보낼 때 누구 승인 받아야 하는지 알려줘")
    assert _asks_whom_to_tell("태블릿 잃어버리면 누구한테 말해야 하는지 알려줘")
    assert _asks_whom_to_tell("누구한테 알려야 돼요?")


def test_what_s_the_process_asks_how_and_names_no_topic() -> None:
    parts = MATCHER.parts("I need to ship a printed contract to a partner. what's the process?")[0]
    assert len(parts) == 1 and "process" not in [t.text for t in parts[0].terms]
    assert "procedure" not in [t.text for t in MATCHER.parts("What is the procedure for a lost badge?")[0][0].terms]


def test_how_after_a_condition_asks_the_act_after_it() -> None:
    from bot.rules.kind_scope import method_problem

    sentence = "40MB가 넘는 파일은 사내 드라이브에 올리고 공유 링크를 보낸다."
    assert method_problem("40MB 넘으면 어떻게 보내는지", sentence) is None
    assert method_problem("40MB 넘으면 어떻게 지우는지", sentence) is not None
