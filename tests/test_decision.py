"""The learned decision (`bot.answer.decision`): its weights file, what it may relax (topic words only), and
that the extractive generator and the `answers_question` check decide alike with it. Hand-made excerpts
and models; the threshold procedure of `bot.eval.decision_train` on hand-made scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.answer.checks import answers_question
from bot.answer.decision import (
    FEATURES,
    Decision,
    DecisionModel,
    language_of,
    load_model,
    sentence_probability,
    shipped_decision,
    soft_only,
    without_word,
)
from bot.answer.generate.base import Draft
from bot.answer.generate.extractive import ExtractiveGenerator
from bot.eval.decision_train import PartSample, _safe_threshold, batch_of
from bot.knowledge.glossary import Glossary
from bot.knowledge.sentences import SentenceVectors
from bot.models import Excerpt
from bot.topic import TopicMatcher, split_sentences
from tests.hash_embedder import HashEmbedder


def ex(doc: str, title: str, section: str, text: str, score: float = 0.5) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title=title, section=section, revision=1,
                   text=text, score=score)


DOCS = ex("mail-docs", "메일과 문서 규정", "3. 문서 폐기",
          "- 대외비 출력물은 사용 후 바로 파쇄한다.\n- 개인정보 서류는 보관 기간이 지나면 파기한다.")
LOCK = ex("password", "비밀번호 규정", "3. 계정 잠금", "- 로그인에 5번 연속 실패하면 계정이 잠긴다.")


def model(intercept: float, threshold: float | None, coef: float = 0.0) -> DecisionModel:
    n = len(FEATURES)
    return DecisionModel(FEATURES, (0.0,) * n, (1.0,) * n, (coef,) * n, intercept, threshold)


def accept_all() -> Decision:
    return Decision({"ko": model(10.0, 0.5), "en": model(10.0, 0.5)})


def matcher(decision: Decision | None) -> TopicMatcher:
    embedder = HashEmbedder()
    m = TopicMatcher(Glossary(), embedder)
    m.sentences = SentenceVectors(embedder)
    m.decision = decision
    return m


def test_weights_round_trip_through_json_and_bad_files_are_refused() -> None:
    decision = Decision({"ko": model(-1.5, None, 0.25), "en": model(0.3, 0.8, -0.5)}, trained_on="dev/x.json")
    again = Decision.from_json(json.loads(json.dumps(decision.to_json())))
    assert again == decision
    assert again.model_for("USB 잃어버리면 어디 신고해요?") is None  # Korean: no safe threshold, off
    assert again.model_for("Where do I report a lost USB stick?") == decision.models["en"]
    data = decision.to_json()
    data["models"]["en"]["weights"]["made_up"] = {"mean": 0, "scale": 1, "coef": 1}
    with pytest.raises(ValueError, match="unknown features"):
        Decision.from_json(data)
    data = decision.to_json()
    data["models"]["en"]["weights"]["verb"]["scale"] = 0
    with pytest.raises(ValueError, match="scale"):
        Decision.from_json(data)


def test_the_shipped_weights_load_and_name_only_known_features(tmp_path: Path) -> None:
    shipped = load_model()
    assert shipped is not None and set(shipped.models) <= {"ko", "en"}
    for m in shipped.models.values():
        assert set(m.features) <= set(FEATURES)
        assert m.threshold is None or 0.0 < m.threshold < 1.0
    assert load_model(str(tmp_path / "absent.json")) is None
    broken = tmp_path / "broken.json"
    broken.write_text('{"models": {"en": {"weights": {}}}}', encoding="utf-8")  # no intercept
    with pytest.raises(KeyError):
        load_model(str(broken))
    assert shipped_decision(str(broken)) is None  # the pipeline then runs on the topic rule alone


def test_a_sentence_is_accepted_only_if_every_missing_word_may_be_missing() -> None:
    m = model(0.0, 0.5, coef=1.0)
    assert sentence_probability(m, [{"near": 3.0}, {"near": -3.0}]) == pytest.approx(m.probability({"near": -3.0}))
    assert sentence_probability(m, []) == 0.0


def test_only_topic_words_are_ever_relaxed() -> None:
    mt = matcher(None)
    part = mt.parts("대외비 종이 출력물은 다 쓰고 나서 어떻게 해요?")[0][0]
    sentence = split_sentences(DOCS, 1)[0]
    cov = mt.coverage(part, sentence, DOCS)
    assert not cov.passed and soft_only(part, cov) == all(w in {t.text for t in part.terms} for w in cov.missing)
    # a quantity question whose sentence has no quantity of the asked kind is never a candidate
    asked = mt.parts("계정 잠기면 몇 분 기다려야 풀려요?")[0][0]
    lock = mt.coverage(asked, split_sentences(LOCK, 1)[0], LOCK)
    assert not lock.quantity_ok and not soft_only(asked, lock)


def test_an_accept_all_model_still_never_quotes_a_sentence_without_the_asked_quantity() -> None:
    gen = ExtractiveGenerator(HashEmbedder(), Glossary())
    gen.matcher.decision = accept_all()
    draft = gen.generate("계정 잠기면 몇 분 기다려야 풀려요?", [LOCK])
    assert draft.status == "insufficient_evidence"


def test_generator_and_check_decide_alike_with_the_learned_decision() -> None:
    question = "대외비 종이 출력물은 다 쓰고 나서 어떻게 해요?"
    strict = matcher(None)
    assert strict.best(strict.parts(question)[0][0], [DOCS]) is None  # the rule alone: 종이 is not there
    gen = ExtractiveGenerator(HashEmbedder(), Glossary())
    gen.matcher.decision = accept_all()
    draft = gen.generate(question, [DOCS])
    assert draft.status == "answered" and "파쇄" in draft.answer
    passed = answers_question(question, draft.answer, [DOCS], gen.matcher, [1])
    assert passed.passed and "learned decision" in passed.detail and "종이" in passed.detail
    # without the model the same draft fails the check, with the missing word in its detail
    failed = answers_question(question, draft.answer, [DOCS], matcher(None), [1])
    assert not failed.passed and "종이" in failed.detail
    # a model that accepts nothing (threshold None) changes nothing
    off = matcher(Decision({"ko": model(10.0, None)}))
    assert not answers_question(question, draft.answer, [DOCS], off, [1]).passed


def test_without_word_drops_the_words_that_carry_the_term() -> None:
    mt = matcher(None)
    part = mt.parts("Can I paste a confidential doc into an AI chatbot to summarize it?")[0][0]
    term = next(t for t in part.terms if t.text.startswith("summar"))
    assert "summarize" not in without_word(mt, part, term)
    assert language_of(part.text) == "en" and language_of("비번 몇 자리예요?") == "ko"


def _sample(category: str) -> PartSample:
    return PartSample("x", "a", category)


def test_the_threshold_accepts_no_near_miss_and_at_most_two_percent_wrong() -> None:
    near = [(_sample("near_miss"), 0.70, 0)]
    right = [(_sample("answerable"), p, 1) for p in (0.95, 0.9, 0.8, 0.6)]
    assert _safe_threshold(near + right) == pytest.approx(0.72)
    wrong = [(_sample("answerable"), 0.85, 0)]  # one wrong sentence of five answerable parts: 20%
    assert _safe_threshold(near + right + wrong) == pytest.approx(0.87)
    assert _safe_threshold([(_sample("near_miss"), 0.99, 0), *right]) is None  # nothing right above it
    assert batch_of(Path("cases/dev/near_miss_b.json")) == "b" and batch_of(Path("cases/dev/near_miss.json")) == "a"


def test_recorder_keeps_lenient_calls_and_passes_options_on() -> None:
    from bot.eval.decision_train import _Recorder

    seen: list[bool] = []

    def generate(question: str, excerpts: list[Excerpt], lenient: bool = True) -> Draft:
        seen.append(lenient)
        return Draft(status="insufficient_evidence")

    recorder = _Recorder(generate)
    recorder("q1", [])
    recorder("q2", [], lenient=False)
    assert seen == [True, False]
    assert [q for q, _ in recorder.calls] == ["q1"]


def test_training_on_case_files_is_reproducible_and_writes_weights_that_load(  # type: ignore[no-untyped-def]
        shared_settings, tmp_path: Path, caplog) -> None:
    from bot.answer.factory import build_pipeline
    from bot.eval.decision_train import train, write

    cases = [
        {"id": "a1", "question": "대외비 보고서 출력했는데 회의 끝나고 종이는 어떻게 해야 하지",
         "category": "answerable",
         "expect": {"route": "auto_answer", "cited": ["mail-docs"], "answer_contains": ["파쇄"]}},
        {"id": "n1", "question": "비밀번호에 한글 써도 돼요?", "category": "near_miss", "expect": {"route": "handoff"}},
    ]
    files = []
    for batch in ("", "_b"):
        path = tmp_path / f"mixed{batch}.json"
        path.write_text(json.dumps(cases, ensure_ascii=False), encoding="utf-8")
        files.append(path)
    pipeline = build_pipeline(shared_settings.model_copy(update={"generator": "extractive"}))
    caplog.set_level("WARNING")
    try:
        first, stats = train(pipeline, files)
    except ValueError as exc:  # the rule alone answers the answerable case now: nothing left to learn
        assert "nothing to learn" in str(exc)
        assert "generator error" not in caplog.text  # every case reached the generator and came back
        return
    assert "generator error" not in caplog.text
    second, _ = train(pipeline, files)
    assert first == second
    assert "ko" in stats and stats["ko"]["parts"] >= 2
    out = tmp_path / "decision.json"
    write(first, out)
    assert load_model(str(out)) == first
