"""The approver doing the act is a case the rule on getting their approval does not state (issue 8, session 56).

"팀장님이 직접 보내는 대외비 메일도 팀장 승인 받아야 되나요?" asks whether the team lead needs approval for what they
send themselves; "대외비 문서를 외부로 보낼 때는 팀장 승인을 받은 뒤 …" speaks of an employee getting the lead's
approval and says nothing of the lead as sender. When the question's subject (a noun marked 이/가/께서, with or
without 님) is the very role whose approval the sentence asks for ("<role> 승인", "<role>의 승인"), one problem is
reported. General logic on the analyzer's tags, no lists of questions.
"""

from __future__ import annotations

import re

from bot.language.tags import SUBJECT_PARTICLES
from bot.language.terms import analyze


def problems(question: str, sentence: str) -> list[str]:
    """One problem when the question's subject is the role the sentence asks approval from."""
    morphs = analyze(question)
    subjects = set()
    for i, m in enumerate(morphs):
        if m.tag not in ("NNG", "NNP"):
            continue
        k = i + 1
        if k < len(morphs) and morphs[k].tag == "XSN" and morphs[k].surface == "님":
            k += 1
        if k < len(morphs) and morphs[k].tag == "JKS" and morphs[k].surface in SUBJECT_PARTICLES:
            subjects.add(m.lemma)
    approvers = {role for role in subjects if re.search(rf"{re.escape(role)}\s*(?:의\s*)?승인", sentence)}
    return [f"({role}: the one whose approval the sentence asks does the act)" for role in sorted(approvers)]
