"""A sentence that goes on under the condition an earlier sentence of its section opens with does not answer a
question that tells a situation of its own and names nothing of that condition.

Under "2. 악성코드 감염" the first rule opens "악성코드 감염이 의심되면 …" and the next one, "컴퓨터는 끄지 말고 그대로
둔 채 보안팀에 연락한다", holds in that case only. "회의 끝났는데 컴퓨터 끄면 안 돼요?" tells another situation (회의
끝났는데, set aside as the question's story) and names nothing of the infection, yet the sentence carried 컴퓨터 and 끄.
Likewise "육아휴직 복직했는데 노트북 저장장치는 어떻게 돼요?" against "반납된 장비의 저장 장치는 …", which follows
"퇴사하면 …" (branch hunt21, probes of batch `_zb2`).

So when the question tells its situation in a "…는데" clause whose nouns the sentence does not carry, a sentence
without a condition of its own, after one of its section that opens with a condition (… -면), must have the question
name something of that condition clause. A question without a told situation, or a sentence with its own
condition, is not touched.

A condition scopes the rules after it only when it is the section's own (its heading names it: "2. 악성코드 감염",
"악성코드 감염이 의심되면 …") or the later rule goes on about what the conditioned sentence is about (they share a
word, itself or by the glossary's policy word). Under "3. 재택근무 중 보안" the rule "자리를 비우면 화면을 잠근다"
says nothing of "회사 자료는 개인 클라우드에 올리지 않는다" that follows it (`scoping`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from bot.language.terms import compact, content_terms

# a condition clause a rule opens with: up to its -(으)면 / -다면 / -거나 … -면 ending
_CONDITION = re.compile(r"^(.*?(?:하면|되면|으면|다면|리면|지면|이면|기면|[가-힣]면))(?=[\s,])")
_OWN_CONDITION = re.compile(r"[가-힣]면[\s,]|때는?\s|경우")
# the asker's situation told as what has happened or is so ("회의 끝났는데", "복직했는데"): not the occasion of the
# asked act ("종이들 버릴 때 그냥 버려도": the act the section's rule itself governs)
_TOLD = re.compile(r"[가-힣]데(?=[\s,.]|$)")
# … or relayed as what someone says is going on ("IT팀이 업데이트한다고")
_RELAYED = re.compile(r"[가-힣](?:다고|라고)(?=[\s,.]|$)")


def condition_of(sentence: str) -> str:
    """The condition clause a sentence opens with ("악성코드 감염이 의심되면"), or ""."""
    match = _CONDITION.match(sentence.strip())
    return match.group(1) if match else ""


def _nouns(text: str) -> list[str]:
    return [t.text for t in content_terms(text) if not t.verb and not t.text.isdigit()]


def scoping(conditioned: str, sentence: str, heading: str,
            policy_words_for: Callable[[str], Sequence[str]] = lambda word: ()) -> bool:
    """Whether the condition `conditioned` opens with holds over the later `sentence`: the heading names the
    condition, or the two sentences share a noun (itself or a policy word it stands for)."""
    clause = compact(condition_of(conditioned))
    if any(compact(w) in clause for w in _nouns(heading)):
        return True
    earlier = compact(conditioned)
    return any(compact(form) in earlier for word in _nouns(sentence)
               for form in (word, *policy_words_for(word)) if len(compact(form)) >= 2)


def problems(question: str, story: Sequence[str], sentence: str, earlier: Sequence[str],
             names: Callable[[str], bool], heading: str = "", relayed: Sequence[str] = (),
             policy_words_for: Callable[[str], Sequence[str]] = lambda word: ()) -> list[str]:
    """A missing item when the question's told situation (a "…는데" clause) was set aside, the sentence has no
    condition of its own and an earlier sentence of its section opens with one the question names nothing of.
    `names(squeezed)`: whether a term of the question (or a policy word of it) is in the compact clause.

    A situation only relayed with a verb of its own (`relayed`: "IT팀이 업데이트한다고 컴퓨터 꺼도 돼요?") counts
    when the condition is the section's own, named by its `heading` ("2. 악성코드 감염": "악성코드 감염이
    의심되면"): a condition of one rule among others ("3. 재택근무 중 보안": "자리를 비우면 …") does not scope the
    rules after it."""
    if not earlier or _OWN_CONDITION.search(f"{sentence} "):
        return []
    clauses = [condition_of(s) for s in earlier
               if condition_of(s) and scoping(s, sentence, heading, policy_words_for)]
    if not (story and _TOLD.search(question)):
        if not (relayed and _RELAYED.search(question)):
            return []
        heading_words = [t.text for t in content_terms(heading) if not t.verb and not t.text.isdigit()]
        clauses = [c for c in clauses if any(compact(w) in compact(c) for w in heading_words)]
    if not clauses or any(names(compact(c)) for c in clauses):
        return []
    return [f"(the condition the section opens with: {clauses[0]})"]
