"""A period that has run out is the situation of a question, not a duration it asks ("기간 지나서 버릴 때 어떻게 해요",
"기간지난거 그냥 버려도됨?", "보관 기간 끝난 서류는 어떻게 없애요?").

The noun 기간 (a period) usually asks for one ("보관 기간이 얼마예요?"), so the quantity rule wants a duration in the
answering sentence. Followed by a verb of running out (지나다, 끝나다, 넘다, 만료되다) it tells that the period is over:
what is asked is what to do then, which the rule on destroying ("종이 문서는 파쇄하고 …") answers without any figure.
A duration asked in other words ("언제까지", "얼마나 오래", "며칠 안에") is still asked (`bot.matching.model`).
"""

from __future__ import annotations

# 기간 as a duration asked: not when a verb of running out follows it (after at most a particle). The policy's own
# "보관 기간" keeps the older reading (over only in a permission question: "보관 기간 지나면 버려도 돼요?", or a way
# proposed: "보관 기간 지난 파일은 휴지통에 버리면 되죠?"): "보관 기간 지나면 어떻게 없애요?" may ask when (the rule
# "보관 기간이 지나면 5영업일 이내에 …" speaks of that very period), so it stays a question no single sentence answers.
RUN_OUT = r"\s*(?:이|은|도|이나)?\s*(?:지나|지난|지났|끝나|끝난|끝났|넘[어었은긴]|만료)"
# (a way proposed with -면 only without a figure: "10영업일 안에만 지우면 되지 않아요?" asserts a period)
_PERMISSION_OVER = (r"\s*(?:이|은|도)?\s*(?:지나|지난|끝나|끝난)(?:[^?]*?(?:어도|아도|해도|여도|워도|려도)|[^?\d]*?면)"
                    r"\s*(?:돼|되|괜찮)")
PERIOD_ASKED = rf"(?:(?<!보관)(?<!보관 )기간(?!{RUN_OUT})|보관\s?기간(?!{_PERMISSION_OVER}))"
