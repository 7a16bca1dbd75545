"""The asker's situation told before a heard figure (issue 8, false premises stated in a long situation).

"저번 주에 입사했는데 사수가 비번은 60일마다 바꾸면 된다고 하더라구요. 맞나요?" opens with who asks and why
("…입사했는데"), then whom it was heard from, then the figure to confirm. The source is set aside only when the
message opens with it (`bot.rules.hearsay.without_source`), so 사수 and the situation's 입사 stayed topic words and
no sentence carried them. When the message opens with a -는데 clause that states no figure, followed by a source
and a heard clause that does, the clause and the source are set aside and the clause becomes the premise's
condition (`Part.conditioned`, bot.rules.trailing_condition): only a sentence that corrects the heard figure
answers; one that agrees with it leaves the situation open and nothing is answered.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.matching.model import asserted_quantities
from bot.rules.hearsay import is_hearsay

_LEAD_RE = re.compile(r"^(?P<lead>[^?.!]{2,60}?(?:는데|은데|인데|ㄴ데|던데)요?)\s*,?\s+(?P<rest>\S.*)$", re.S)


def split_lead(question: str, without_source: Callable[[str], str]) -> tuple[str, str]:
    """(the question without its opening situation and source, that situation), or (question, "")."""
    m = _LEAD_RE.match(question)
    if m is None or asserted_quantities(m.group("lead")) or not is_hearsay(m.group("rest")):
        return question, ""
    rest = m.group("rest")
    heard = without_source(rest)
    if heard == rest or not asserted_quantities(heard):  # a source must follow the situation, then a figure
        return question, ""
    return heard, m.group("lead")
