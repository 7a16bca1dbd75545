"""Another company a thing is taken or sent to is the "outside" of the rules on taking and sending out.

"보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다" and "대외비 문서를 외부로 보낼 때는 …" speak of any
place outside the company. Employees name the place: "보안USB에 자료 담아서 고객사 미팅 들고 나가도 돼요?",
"거래처에 대외비 자료 보내야 하는데 …", "협력사 담당자한테 대외비 견적서 메일로 보내야 하는데 뭐부터 해요?". A
company outside ours (고객사, 거래처, 협력사, 파트너사) in a question whose act takes or sends a thing there is
carried by a sentence that takes or sends it outside (밖으로, 외부로). Not when the taking is already done
and the question asks what comes after ("고객사 미팅때 … 가져갔는데 다녀와서 그 파일은 어떻게 해요?" is not asked
of the take-out rule), nor for a thing received from there (no outward act), nor for a place the question
turns on ("거래처에는 … 보내도 돼요?": topic- or focus-marked, as `bot.rules.clauses` keeps it), nor for a company that
acts ("협력사 직원이 우리 보안 USB 가져가도 되나요?": it takes, nothing goes to it), nor against a sentence
on another place (a family recurring across dev batches c, j, l, x, zd, zg, zl: branch cover14).
"""

from __future__ import annotations

import re

from bot.language.terms import compact

OUTSIDE_COMPANIES = ("고객사", "거래처", "협력사", "협력업체", "파트너사")
_OUTSIDE_SAID = re.compile(r"밖으로|외부로")
# an outward act: taking a thing along or sending it ("가져가도", "들고 나가", "담아가려면", "보낼 때", "미팅가는데")
_OUTWARD = re.compile(r"가져가|가져갈|들고\s*(?:나가|가)|담아\s*가|보내|보낼|나가|가는데|가려")
# a place the question turns on, topic- or focus-marked ("거래처에는 … 보내도 돼요?"), stays a topic (bot.rules.clauses)
_FOCUSED = r"(?:에|에게|한테|로|으로)?(?:는|은|도|만)(?=\s|$|[?.,!])"
# the outside company (or one of its people) as the one who acts, not the place: "협력사 직원이 … 가져가도 되나요?"
_ACTOR = r"(?:\s*(?:직원|담당자|사람|분|쪽|측|엔지니어|기사))?\s*(?:이|가|께서)(?=\s|$)"
# the act already done: the question asks what follows it
_DONE = re.compile(r"가져갔|들고\s*갔|담아\s*갔|보냈|나갔|다녀오|다녀와|갔다\s*와|갔다\s*오")


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` without the pieces of an outside company the question takes or sends a thing to (nouns, and the
    verb 사 MeCab-ko reads in "고객사 가져가도" as 사다)."""
    if not missing or not _OUTSIDE_SAID.search(sentence) or not _OUTWARD.search(question) or _DONE.search(question):
        return missing
    places = [p for p in OUTSIDE_COMPANIES if p in compact(question) and not re.search(
        rf"{p}{_FOCUSED}", question) and not re.search(rf"{p}{_ACTOR}", question)]
    if not places:
        return missing
    return [m for m in missing if not any(compact(m) in p for p in places)]
