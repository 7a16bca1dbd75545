"""Session 41 (issue 8): readings of employees' stories around what they ask, on hand-made sentences.

- a plan told, then "괜찮겠죠?", asks permission ("혼자 들어가서 하려는데 괜찮겠죠?"); "어케 보내야 돼요?" asks how;
- the people of a story ("옆자리 인턴이 … 빌려달래요") are someone else to lend to;
- "결제해서 쓰면 되나요?" asks to pay, which the policy words as 구매 (a tie-break on the act asked);
- "행사 끝난 지 좀 됐거든요": the ending told is the purpose achieved; "아직 갖고 있는데" is keeping;
- "제꺼", "계정꺼": the chat spelling of 거, not the verb 끄.
"""

from __future__ import annotations

from bot.language.terms import analyze
from bot.models import Excerpt
from bot.rules import answer_kind
from bot.rules.spacing import respace
from bot.topic import TopicMatcher, split_sentences
from tests.support import topic_rule

MATCHER = TopicMatcher(topic_rule.shipped_glossary())


def first_part(question: str):  # type: ignore[no-untyped-def]
    parts, _ = MATCHER.parts(question)
    return parts[0]


def test_a_plan_told_then_is_it_all_right_asks_permission() -> None:
    assert first_part("오늘 밤에 창고 정리 혼자 들어가서 하려는데 괜찮겠죠?").permission
    assert first_part("주말에 사무실 들어가서 짐 좀 빼려고 하는데 될까요?").permission
    assert not first_part("창고 정리 하려는데 순서가 어떻게 돼요?").permission
    # how to do what the obligation names is not asked leave
    assert not first_part("파일이 너무 커서 안 가요 어케 보내야 돼요?").permission
    assert first_part("파일이 너무 커서 안 가요 드라이브로 보내야 돼요?").permission


def test_the_people_of_a_story_are_someone_else() -> None:
    for word in ("인턴", "신입", "후배", "친구"):
        assert answer_kind.is_person(word), word
    assert not answer_kind.is_person("노트북")
    rule = "지급받은 노트북은 본인 업무에만 쓰고 남에게 빌려주지 않는다."
    matcher = topic_rule.shipped_matcher(rule)
    cover = topic_rule.cover(matcher, "옆자리 후배가 며칠만 노트북 빌려달래요 빌려줘도 괜찮나요?", rule, "3. 사용")
    assert cover.passed, cover.missing


def test_paying_to_use_is_buying() -> None:
    buy = "유료 라이선스는 IT 담당자가 구매하고 관리한다."
    install = "개인에게만 무료이고 회사는 유료인 경우가 많으므로 승인 없이 설치하지 않는다."
    matcher = topic_rule.shipped_matcher(install, buy)
    excerpt = Excerpt(chunk_id="x#2", doc_id="x", title="사내 규정", section="2. 소프트웨어 라이선스", revision=1,
                      text=f"- 무료 소프트웨어도 라이선스 조건을 확인한다. {install}\n- {buy}", score=0.6)
    part = matcher.parts("유료 툴 라이선스 제 카드로 결제해서 쓰면 되나요?")[0][0]
    acts = {s.text: matcher.coverage(part, s, excerpt).acts for s in split_sentences(excerpt, 1)}
    assert acts[buy] == 1 and acts[install] == 0  # the act asked, 결제, is the policy's 구매
    assert "구매" in topic_rule.shipped_glossary().policy_words_in("법카로 결제했어요")


def test_an_ending_told_is_the_purpose_achieved_and_still_having_is_keeping() -> None:
    rule = "보관 기간은 목적을 달성한 날부터 2년이다."
    text = f"- 개인정보는 수집 목적 안에서만 이용한다.\n- {rule}"
    matcher = topic_rule.shipped_matcher("개인정보는 수집 목적 안에서만 이용한다.", rule)
    excerpt = Excerpt(chunk_id="p#2", doc_id="p", title="개인정보 지침", section="2. 이용과 보관", revision=1,
                      text=text, score=0.6)
    question = "작년 행사 참가자 연락처 아직 갖고 있는데 행사 끝난지 좀 됐거든요 언제까지 보관해도 돼요?"
    part = matcher.parts(question)[0][0]
    cover = matcher.coverage(part, split_sentences(excerpt, 1)[-1], excerpt)
    assert cover.passed and {"갖", "끝나"} <= set(cover.covered), cover.missing
    other = Excerpt(chunk_id="b#1", doc_id="b", title="운영 지침", section="1. 백업", revision=1,
                    text="- 백업본은 60일 동안 보관한다.", score=0.6)
    assert not matcher.coverage(part, split_sentences(other, 1)[-1], other).passed


def test_kkeo_written_onto_a_noun_is_the_bound_noun() -> None:
    assert respace("제꺼 며칠만 빌려달래요") == "제 것 며칠만 빌려달래요"
    assert respace("회사꺼 써도 돼요?") == "회사 것 써도 돼요?"
    assert respace("컴퓨터 꺼도 돼요?") == "컴퓨터 꺼도 돼요?"  # the verb 끄
    assert respace("와이파이 꺼서 분리") == "와이파이 꺼서 분리"
    assert "끄" not in {m.lemma for m in analyze(respace("제 일반 계정꺼 그대로 써도 되죠?"))}
    assert "끄" not in {t.text for t in first_part("제 일반 계정꺼 그대로 써도 되죠?").terms}


def test_who_is_not_answered_by_the_party_the_question_names_in_other_words() -> None:
    from bot.knowledge.glossary import Glossary

    matcher = TopicMatcher(Glossary({"외부 업체": ("협력사",), "고객 명단": ("고객명단",)}))
    question = "고객명단 협력사에 넘길 때 누구 승인?"
    handed = topic_rule.cover(matcher, question, "승인 없이 외부 업체에 고객 명단을 넘기지 않는다.", "4. 제공")
    assert not handed.passed and any(m.startswith("(who:") for m in handed.missing), handed.missing
    named = topic_rule.cover(matcher, question, "고객 명단을 외부 업체에 넘기려면 팀장 승인을 받는다.", "4. 제공")
    assert not any(m.startswith("(who:") for m in named.missing), named.missing


def test_who_holds_a_role_is_asked_without_a_particle_too() -> None:
    assert answer_kind.asked_kind("보안 담당자 누구예요?").identity
    assert answer_kind.asked_kind("보안 담당자가 누구예요?").identity
    assert not answer_kind.asked_kind("누구한테 신고해요?").identity
    role = "자료를 밖으로 보내려면 보안 담당자의 승인을 받는다."
    assert any("who holds the role" in p for p in answer_kind.problems("보안 담당자 누구예요?", role, None, None))
