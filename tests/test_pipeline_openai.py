"""The pipeline with the real openai client over loopback HTTP against a fake OpenAI-compatible server."""

from __future__ import annotations

import pytest

from bot.answer.factory import build_pipeline
from bot.answer.pipeline import Pipeline
from bot.models import Asker, Reason, Route
from bot.settings import Settings
from tests.fakes.openai_server import FakeOpenAI, answered


@pytest.fixture
def pipeline(shared_settings: Settings, fake: FakeOpenAI) -> Pipeline:
    settings = shared_settings.model_copy(update={
        "openai_api_key": "test-key", "openai_base_url": fake.url, "openai_timeout_s": 1.0,
        "openai_max_retries": 1, "max_retry_after_s": 3.0,
    })
    assert settings.use_openai_generator
    return build_pipeline(settings)


def test_good_answer_is_sent_with_titles(pipeline: Pipeline, fake: FakeOpenAI) -> None:
    fake.enqueue_json(answered("비밀번호는 90일마다 바꿔야 합니다[1].", ["90"]))
    result = pipeline.handle("암호를 얼마나 자주 바꿔야 해?", Asker())
    assert result.route == Route.AUTO_ANSWER, result.failed
    assert "[비밀번호·계정 보안 규정]" in result.answer and "[1]" not in result.answer
    assert [c.doc_id for c in result.cited] == ["password"]
    assert len(fake.chat_requests) == 1
    body = fake.chat_requests[0].json
    assert body["temperature"] <= 0.2 and body["response_format"]["type"] == "json_schema"


SEED_NEAR_MISS = [
    ("VPN 접속 속도가 느리면 어떻게 해요?",
     "규정에서는 VPN 접속 속도가 느릴 때의 대처 방법에 대해 언급하고 있지 않습니다. 따라서 답변을 드리기 어렵습니다. "
     "규정에서 답을 찾지 못했습니다.",
     {"found_in_policies", "cites_excerpt", "grounded"}),
    ("노트북 사양은 어떻게 되나요?",
     "규정 발췌에는 노트북 사양에 대한 내용이 포함되어 있지 않습니다. [1][2][1]",
     {"found_in_policies"}),
    ("비밀번호를 잊어버리면 어디서 바꿔요?", "규정에서 답을 찾지 못했습니다.",
     {"found_in_policies", "cites_excerpt", "grounded"}),
    ("보안 교육은 1년에 몇 번 받아야 하나요?", "규정에서 답을 찾지 못했습니다.",
     {"found_in_policies", "cites_excerpt", "grounded"}),
]


@pytest.mark.parametrize(("question", "draft", "must_fail"), SEED_NEAR_MISS)
def test_seed_near_miss_drafts_are_handed_off_with_failed_checks(
    pipeline: Pipeline, fake: FakeOpenAI, question: str, draft: str, must_fail: set[str]
) -> None:
    fake.enqueue_json(answered(draft))
    result = pipeline.handle(question, Asker())
    assert (result.route, result.reason) == (Route.HANDOFF, Reason.CHECKS_FAILED)
    assert must_fail <= set(result.failed)
    assert result.draft == draft
    assert result.answer == "규정에서 확실한 답을 찾지 못해 IT 담당자에게 전달했습니다."


@pytest.mark.parametrize(
    ("draft", "failed"),
    [
        ("비밀번호는 60일마다 바꿔야 합니다[1].", "numbers_from_policies"),
        ("비밀번호는 90일마다 바꿔야 합니다[7].", "citations_valid"),
        ("비밀번호는 90일마다 바꿔야 합니다.", "cites_excerpt"),
    ],
)
def test_invented_number_bad_citation_and_no_citation(
    pipeline: Pipeline, fake: FakeOpenAI, draft: str, failed: str
) -> None:
    fake.enqueue_json(answered(draft))
    result = pipeline.handle("암호를 얼마나 자주 바꿔야 해?", Asker())
    assert result.route == Route.HANDOFF and failed in result.failed
    assert "[7]" not in result.answer and "60일" not in result.answer


def test_insufficient_evidence_status_is_an_abstention(pipeline: Pipeline, fake: FakeOpenAI) -> None:
    fake.enqueue_json({"status": "insufficient_evidence", "answer": "규정에서 답을 찾지 못했습니다.",
                       "evidence": [], "clarification": None})
    result = pipeline.handle("노트북 사양은 어떻게 되나요?", Asker())
    assert (result.route, result.reason) == (Route.HANDOFF, Reason.MODEL_ABSTAINED)


def test_malformed_output_is_reasked_once_then_contract_failed(pipeline: Pipeline, fake: FakeOpenAI) -> None:
    fake.enqueue_text("{not json")
    fake.enqueue_text("still not json")
    result = pipeline.handle("암호를 얼마나 자주 바꿔야 해?", Asker())
    assert (result.route, result.reason) == (Route.HANDOFF, Reason.CONTRACT_FAILED)
    assert len(fake.chat_requests) == 2


def test_server_error_and_timeout_are_generation_failed(pipeline: Pipeline, fake: FakeOpenAI) -> None:
    fake.enqueue_status(500)
    fake.enqueue_status(500)
    result = pipeline.handle("암호를 얼마나 자주 바꿔야 해?", Asker())
    assert (result.route, result.reason) == (Route.HANDOFF, Reason.GENERATION_FAILED)
    assert len(fake.chat_requests) == 2  # one retry, bounded

    fake.clear()
    fake.enqueue_delay(3.0)
    fake.enqueue_delay(3.0)
    result = pipeline.handle("암호를 얼마나 자주 바꿔야 해?", Asker())
    assert (result.route, result.reason) == (Route.HANDOFF, Reason.GENERATION_FAILED)
    assert "담당자" in result.answer


def test_429_retry_after_is_honoured(pipeline: Pipeline, fake: FakeOpenAI) -> None:
    fake.enqueue_status(429, headers={"Retry-After": "1"})
    fake.enqueue_json(answered("비밀번호는 90일마다 바꿔야 합니다[1].", ["90"]))
    result = pipeline.handle("암호를 얼마나 자주 바꿔야 해?", Asker())
    assert result.route == Route.AUTO_ANSWER
    first, second = fake.chat_requests
    assert second.received_at - first.received_at >= 0.95


def test_no_request_reaches_the_model_below_the_threshold(pipeline: Pipeline, fake: FakeOpenAI) -> None:
    result = pipeline.handle("오늘 점심 메뉴 추천해줘", Asker())
    assert result.reason == Reason.BELOW_THRESHOLD
    assert fake.chat_requests == []


def test_excerpts_go_in_the_user_message_inside_delimiters(pipeline: Pipeline, fake: FakeOpenAI) -> None:
    fake.enqueue_json(answered("비밀번호는 90일마다 바꿔야 합니다[1].", ["90"]))
    pipeline.handle("암호를 얼마나 자주 바꿔야 해?", Asker())
    messages = fake.chat_requests[0].json["messages"]
    system = messages[0]["content"]
    user = messages[-1]["content"]
    assert "규정에서 답을 찾지 못했습니다." in system and "90일" not in system
    assert '<excerpt n="1"' in user and "90일" in user
