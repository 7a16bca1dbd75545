"""User-facing sentences (Korean by default; the seeds give them verbatim)."""

NOT_FOUND_SENTENCE = "규정에서 답을 찾지 못했습니다."
# Gate failed: no related policy.
NOT_FOUND = "규정에서 답을 찾지 못했습니다. IT 문의 창구로 연결해 드릴게요."
# Checks failed or the model abstained: policies are near, the answer is not certain.
UNSURE = "규정에서 확실한 답을 찾지 못해 IT 담당자에게 전달했습니다."
# A stage failed (retrieval, model, output contract, evidence changed): honest, and a person follows up.
STAGE_FAILED = "지금은 답변을 자동으로 만들 수 없어 IT 담당자에게 전달했습니다. 담당자가 확인하고 답해 드릴게요."
SOURCES_LABEL = "출처"
