"""A table row or a policy word the question names passes the relevance gate (issue 8).

The calibrated threshold judges how close the question's embedding is to an excerpt's. A catalog row is a short
line ("이름: Notion / 분류: 협업 / 라이선스: 유료 / 설치: 승인 필요"), far in embedding space from "노션 그냥 깔아서
써도 돼요?" although the question names its product. When the question names, itself or by a glossary variant
("노션" -> Notion), the product of a row among the retrieved excerpts, the row is relevant: the question goes on to
the generator and the checks (the topic rule still decides whether the row answers it). So does a question that
says, by a glossary variant ("보안유에스비" -> 보안 USB, "전산실" -> 서버실, "팀 옮기면" -> 부서를 옮기), a policy word
one of the retrieved excerpts holds: that excerpt is about what the question names in other words (any excerpt, not
only the top one, since session 36: frozen.py r4 measured no new wrong answer). A noun or policy word the question
says itself and the excerpt holds is not enough (measured: near misses and an injection then got answers; the gate
stays for them).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.knowledge.glossary import Glossary
from bot.language.terms import compact
from bot.models import Excerpt
from bot.rules import crowded_rows


def names_row(question: str, excerpts: Sequence[Excerpt], glossary: Glossary) -> bool:
    """The question names the product of a table row among `excerpts`, or by a variant a policy word one holds."""
    # the policy words it says by a variant (one it says itself is what the embedding already weighed: measured,
    # letting those through answered near misses and an injection)
    policy_words = glossary.policy_words_in(question)
    if any(crowded_rows.row_table(e) is not None and crowded_rows.named(e, question, policy_words) for e in excerpts):
        return True
    held = [compact(e.text) for e in excerpts]
    return any(len(w) >= 2 and any(w in text for text in held) for w in map(compact, policy_words))
