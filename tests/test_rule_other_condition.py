"""Batch `_zc` (issue 8): a question that opens with its own situation is not answered by a
neighbouring rule whose condition is another act done to a thing (`bot.rules.other_condition`), on hand-made
sentences; read alone, through `TopicMatcher.coverage` and through the extractive generator."""

from __future__ import annotations

from bot.answer.generate.extractive import ExtractiveGenerator
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules.other_condition import asked_act, own_situation
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.hash_embedder import HashEmbedder

REREGISTER = "휴대폰을 바꾸면 OTP를 다시 등록한다."
OUTSIDE = "회사 밖에서 사내 시스템에 접속할 때는 OTP 다단계 인증을 반드시 사용한다."
AWAY = "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다."
SEAL = "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 파일에 암호를 걸어 보낸다."
CHANNEL = "파일 암호는 메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다."

GLOSSARY = Glossary({"비밀번호": ("암호",), "재택근무": ("재택", "집에서 일"), "휴대폰": ("핸드폰",),
                     "화면 잠금": ("화면잠금",)})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([REREGISTER, OUTSIDE, AWAY])
MARK = "the rule's own situation"


def cover(question: str, sentence: str, section: str = "4. 다단계 인증") -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="규정", section=section, revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def flagged(question: str, sentence: str, section: str = "4. 다단계 인증") -> bool:
    return any(MARK in item for item in cover(question, sentence, section).missing)


def test_the_situation_a_question_opens_with() -> None:
    assert own_situation("출장 가서 메일 볼 때 OTP 써야 돼요?") != ""
    assert own_situation("노트북 놓고 오면 누구한테 말해요?") != ""
    assert own_situation("OTP 다시 등록하면 되죠?") == ""  # "…하면 되죠": a frame, no situation told
    assert own_situation("OTP는 언제 다시 등록해요?") == ""


def test_a_rule_for_another_act_does_not_answer_a_situation_the_question_tells() -> None:
    assert flagged("출장 가서 메일 볼 때 OTP 써야 돼요?", REREGISTER)
    assert flagged("카페에서 결재 올릴 때 OTP 필요해요?", REREGISTER)
    # the question names the rule's thing or its act: the rule is its case
    assert not flagged("휴대폰 바꿀 때 OTP는 어떻게 해요?", REREGISTER)
    assert not flagged("핸드폰 새로 바꾸면 OTP 다시 해야 돼요?", REREGISTER)
    # no situation of the question's own, or a rule without an act done to a thing
    assert not flagged("OTP 다시 등록하면 되죠?", REREGISTER)
    assert not flagged("출장 가서 메일 볼 때 OTP 써야 돼요?", OUTSIDE)


def test_a_section_that_names_the_question_situation_keeps_its_rules() -> None:
    section = "3. 재택근무 중 보안"
    assert not flagged("재택할 때 화면 잠금 몇 분이에요?", AWAY, section)
    assert not flagged("집에서 일할 때 화면잠금 몇 분으로 해요?", AWAY, section)  # a glossary word of 재택근무
    assert flagged("회의실 갈 때 화면 잠금 몇 분이에요?", AWAY, "3. 보안")


def test_the_generator_does_not_quote_the_neighbouring_rule() -> None:
    generator = ExtractiveGenerator(HashEmbedder(), GLOSSARY)
    generator.matcher.set_vocabulary([REREGISTER, OUTSIDE])
    excerpt = Excerpt(chunk_id="pw#4", doc_id="pw", title="계정 보안 규정", section="4. 다단계 인증", revision=1,
                      text=f"- {OUTSIDE}\n- {REREGISTER}", score=0.5)
    draft = generator.generate("출장 가서 메일 볼 때 OTP 꼭 해야 돼요?", [excerpt])
    assert "휴대폰" not in draft.answer  # the right rule or a handoff, never the rule for a new phone
    asked = generator.generate("휴대폰 바꾸면 OTP는 어떻게 해요?", [excerpt])
    assert asked.status == "answered" and "다시 등록" in asked.answer


def test_the_act_asked_after_the_question_situation() -> None:
    assert asked_act("거래처에 기밀 서류 보낼 때 암호는 어떻게 알려줘요?") == "알리"
    assert asked_act("거래처에 기밀 서류 보낼 때 뭐 해야 돼요?") is None  # only bare verbs after the situation
    assert asked_act("암호는 어떻게 알려줘요?") is None  # no situation of its own: the ranking is unchanged


def test_the_rule_that_carries_the_asked_act_wins_over_the_rule_for_the_situation() -> None:
    generator = ExtractiveGenerator(HashEmbedder(), GLOSSARY, max_sentences=1)
    generator.matcher.set_vocabulary([SEAL, CHANNEL])
    excerpt = Excerpt(chunk_id="mail#2", doc_id="mail", title="문서 보안 규정", section="2. 외부로 보내는 메일",
                      revision=1, text=f"- {SEAL}\n- {CHANNEL}", score=0.5)
    draft = generator.generate("대외비 외부로 보낼때 암호는 어떻게 알려줘요?", [excerpt])
    assert draft.status == "answered" and "다른 경로" in draft.answer and "팀장 승인" not in draft.answer
    # a question on what the situation's own rule says keeps that rule
    sealed = generator.generate("대외비 외부로 보낼때 누구 승인 받아요?", [excerpt])
    assert "다른 경로" not in sealed.answer
