"""A worry the asker voices is a question (issue 8, probe `_p30b`).

"옆팀에서 회사 자료가 밖으로 새는 거 같은 걸 봤는데.. 괜히 말했다가 제가 찍히는 거 아닌가 싶어서 망설여져요": the
message has no question mark and no question ending, but "…거 아닌가 싶어서" asks whether the asker will be singled
out, which the rule that reporters suffer no disadvantage answers. Read as a remark with no topic noun, it was set
aside, and the story before it was answered with the duty to report, which never says what was asked.

An embedded question of doubt or worry ("…거 아닌가 싶", "…건 아닐까 해서", "…지 않을까 걱정", "…일지 모르겠")
makes the sentence ask, so it is never set aside as the asker's story. General wording, no list of questions.
"""

from __future__ import annotations

import re

_WORRY_RE = re.compile(
    r"(?:거|건|게|것|걸)\s*(?:아닌가|아닐까|아닌지)\s*(?:싶|해서|하고|하는|걱정|모르)"
    r"|(?:않을까|않을지|될까|될지|아닐지|일지)\s*(?:싶|걱정|모르|해서)")


def voices_worry(text: str) -> bool:
    """`text` asks through an embedded question of doubt or worry."""
    return _WORRY_RE.search(text) is not None
