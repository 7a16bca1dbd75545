"""A question that asks why a rule is what it is, answered only by a sentence that gives a reason (issue 8, batch
`_zm2`).

"비밀번호는 왜 90일마다 바꿔야 돼요?" asks the reason for a duty; "비밀번호는 90일마다 바꾼다" states the duty and no
reason, so quoting it answers nothing the asker did not know. A why asked of a duty or a ban (해야 돼요, 하면 안 돼요,
못 쓰게 해요, "why am I supposed to / why do I have to") is answered only by a sentence that says a reason or purpose
(므로, 때문, 위해, 도록, because, so that): "무료 프로그램인데 왜 승인 받고 깔아야 해요?" is answered by
"… 회사는 유료인 경우가 많으므로 승인 없이 설치하지 않는다".

A why asked of a symptom ("다시 쓰려니까 안 된다고 뜨네요, 왜 그래요?") asks no duty: the rule that explains the
symptom answers it, and this check says nothing. The why and the duty must be in one sentence of the question, the
why first, but for the condition of a ban before it ("가족이랑 쓰면 왜 안 되나요?") and the duty before "하는 이유";
a why the asker says they do not know ("왜 안 되는지 모르겠는데") asks nothing. The why of a figure the rule sets
("왜 1년이에요?", "왜 12자 이상이에요?", "90일마다 바꾸는 거 왜 하는 거임?") asks a reason too. "Why can't I
share …?" and "왜 다시 못 써요?" ask the reason of a ban only of a sentence that bans the act; of any other sentence
they may ask a symptom's cause ("why can't I log in?").
"""

from __future__ import annotations

import re

_SENTENCE_RE = re.compile(r"[^.?!\n]+")
_WHY_RE = re.compile(
    r"왜(?!냐)|무슨\s*이유|어떤\s*이유|이유가\s*(?:뭐|뭔|무엇)|\bwhy\b|\bhow\s+come\b|\bwhat(?:'s|\s+is)\s+the\s+reason\b",
    re.I)
# a duty or a ban asked after the why: 바꿔야 돼요, 접속하면 안 돼요, 못 쓰게 해요, 쓰지 말라고, supposed to
_RULE_RE = re.compile(
    r"야\s*(?:돼|되|하|해|한|할|함)|면\s*안\s*(?:돼|되)|못\s*\S*게\s*(?:해|하|막)|지\s*말(?:라|아야|래)|금지"
    r"|\b(?:have|has|need|needs)\s+to\b|\bmust\b|\bsupposed\s+to\b|\bnot\s+allowed\b|\brequired\b"
    r"|\bforbidden\b|\bprohibited\b|\bbanned\b",
    re.I)
# the why after the condition of a ban ("가족이랑 쓰면 왜 안 되나요?") or after the duty it asks about ("바꿔야 하는
# 이유가 뭐예요?")
_BAN_AROUND_WHY_RE = re.compile(
    r"면\s*왜\s*(?:꼭\s*)?안\s*(?:돼|되)|(?:야\s*하|야\s*되|면\s*안\s*되|못\s*\S*게\s*하|지\s*말아야\s*하)는\s*이유")
# the why of a figure the rule sets, said with the copula ("왜 1년이에요?", "why is it 90 days?")
_FIGURE_WHY_RE = re.compile(
    r"왜\s*(?:\S+\s*)?\d+\s*\S*?\s*(?:이상|이하|이내|미만|까지|마다|동안)?\s*"
    r"(?:이에요|예요|인가요|이죠|인지|이야|일까|이라|인데)"
    r"|\bwhy\s+(?:is|are)\s+(?:it|the\s+\w+|\w+)\s+(?:\w+\s+)?\d+"
    # … or the practice the figure sets, named with -는 거 before the why ("90일마다 바꾸는 거 왜 해요?")
    r"|\d+\s*\S*\s+\S+는\s*(?:거|것|건)\s*왜", re.I)
# "why can't I share …", "왜 다시 못 써요?" ask the reason of a ban only of a sentence that bans (a symptom asks it
# otherwise)
_CANT_WHY_RE = re.compile(
    r"\bwhy\s+(?:can't|cannot|can\s+not|couldn't)\s+(?:i|we)\b|왜(?!냐)(?:\s+\S+){0,3}?\s+못\s*\S", re.I)
_BANS_RE = re.compile(r"지\s*않는다|지\s*말|수\s*없다|금지")
_NOT_KNOWN_RE = re.compile(r"지\s*(?:모르|몰라|몰랐)|\bwhy\b[^,]*\bno\s+idea\b", re.I)
# a sentence that says a reason or a purpose
_REASON_RE = re.compile(r"므로|때문|위해|위하여|위한|이유|니까|도록|\bbecause\b|\bso\s+that\b|\bin\s+order\s+to\b",
                        re.I)


def asks_reason_of_rule(question: str) -> bool:
    """One sentence of the question asks why, of a duty or a ban said after the why (or of the condition of a ban
    before it, or with "하는 이유"), or why a figure is what it is."""
    for clause in _SENTENCE_RE.findall(question):
        if _BAN_AROUND_WHY_RE.search(clause) or _FIGURE_WHY_RE.search(clause):
            return True
        why = _WHY_RE.search(clause)
        if why is None:
            continue
        rest = clause[why.end():]
        if _RULE_RE.search(rest) and not _NOT_KNOWN_RE.search(rest):
            return True
    return False


def problems(question: str, sentence: str) -> list[str]:
    """The question asks the reason for a rule and the sentence gives none."""
    if _REASON_RE.search(sentence):
        return []
    if not asks_reason_of_rule(question) and not (_CANT_WHY_RE.search(question) and _BANS_RE.search(sentence)):
        return []
    return ["(the reason asked)"]
