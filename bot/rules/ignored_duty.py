"""Leaving a thing alone, asked of a rule that says what to do when it comes (issue 8, session 56).

"저 로그인 시도한 적 없는데 방금 로그인 실패 알림이 왔어요.. 이거 그냥 무시해도 되나요?" asks whether the alert may
be ignored; "본인이 하지 않은 로그인 실패 알림을 받으면 보안 사고로 신고한다" answers it (no: report it). Two words of
the question are no topic against such a sentence:

- the leaving alone asked with a permissive -도 ("무시해도", "그냥 둬도", "넘어가도", "냅둬도", "신경 안 써도"), when
  the sentence prescribes an act for a situation (it opens with a condition, -면 / -때는, and ends on a duty done about
  it: telling someone, removing, changing, handing back; not a state that follows by itself, "… 잠긴다", nor a
  prohibition): what the rule prescribes is the answer to whether nothing may be done;
- the act the asker says they never did ("시도한 적 없는데", "요청 안 했는데", "한 적 없는"), when the sentence speaks
  of a thing the person did not do ("본인이 하지 않은 …"): the not-doing is the sentence's, the act noun its detail.

General logic on the wording of the question and the sentence, no lists of questions.
"""

from __future__ import annotations

import re

from bot.language.terms import analyze

# leaving the thing alone, asked with a permissive -도
_LEAVING = re.compile(
    r"(?P<word>무시|넘어가|냅두|냅둬|내버려|방치|신경\s*안\s*써|신경\s*쓰지\s*않아|그냥\s*둬|그냥\s*두어|그냥\s*놔\s*둬|"
    r"그냥\s*놔둬)\S*?\s*(?:둬도|두어도|도)\s*(?:되|돼|괜찮|상관)")
_CONDITIONED = re.compile(r"[가-힣]면\s|때는?\s|경우")
# the duty it ends on: an act done about the situation (telling someone, removing, changing, handing back), not a
# state that follows by itself ("… 잠긴다", "… 사라진다") nor a prohibition
_DUTY_END = re.compile(r"(?:신고|알리|알린|연락|보고|삭제|지운|분리|뽑는|바꾼|변경|반납|등록|차단)[가-힣]*다\s*\.?\s*$")
# the sentence's thing the person did not do: "본인이 하지 않은", "직접 요청하지 않은"
_NOT_DONE_BY = re.compile(r"하지\s*않은\s")
# the act never done: "<noun>한 적 없", "<noun> 안 했", "<noun>하지 않았"
_NEVER = re.compile(r"(?P<act>[가-힣A-Za-z]+?)\s*(?:한\s*적\s*(?:이|도)?\s*없|\s안\s*했|하지\s*않았)")


def _leaving_words(question: str) -> set[str]:
    found = _LEAVING.search(question)
    if found is None:
        return set()
    return {m.lemma for m in analyze(found.group("word")) if m.tag in ("NNG", "VV")}


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` without the leaving alone asked against a rule that prescribes an act for a situation, and
    without the act the asker never did against a rule on a thing the person did not do."""
    if not missing:
        return missing
    drop: set[str] = set()
    body = sentence.strip()
    if _CONDITIONED.search(body) and _DUTY_END.search(body):
        drop |= _leaving_words(question)
    if _NOT_DONE_BY.search(body):
        drop |= {m.group("act") for m in _NEVER.finditer(question)}
    return [w for w in missing if w not in drop]
