"""The prefix 재- of the question said by the policy's 다시 (issue 8; the reverse of bot.rules.re_prefix). Employees
write the act again with the prefix ("최근 비번 3개만 재사용 안 되는 거 맞죠?"), the policy with 다시 and a light verb
("최근에 쓴 비밀번호 5개는 다시 쓸 수 없다"): the prefixed act noun (사용) is carried by the sentence when its 다시
goes with the light verb that paraphrases that act (쓰 for 사용, 받 for 발급; bot.rules.re_prefix). On the analyzer's
tags; `bot.matching.coverage` calls `said_again`.
"""

from __future__ import annotations

from bot.rules.re_prefix import again_verbs, named_acts, prefixed_acts


def said_again(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` less the act nouns the question writes with 재- that the sentence says with 다시 + a light verb."""
    prefixed = prefixed_acts(question) & set(missing)
    if not prefixed:
        return missing
    verbs = again_verbs(sentence)
    said = {act for act in prefixed for verb in verbs if act in named_acts(verb)}
    return [word for word in missing if word not in said]
