"""Leave to keep a thing is answered by the rule that says to delete it (issue 8, session 58, probe `_p58b`).

"보안USB에 있는 자료는 일 끝나도 나중을 위해 그냥 남겨둬도 되는 거죠?": the act asked is keeping (남겨 두다, the
glossary's 보관); "용도가 끝난 자료는 보안 USB에서 바로 삭제한다" says what happens to that data instead, which answers
the leave (no). The sentence does not write the act of keeping, so the topic rule held it as an act only the document
title carried. A permission question whose own act is keeping (its policy word 보관) is answered by a sentence that
deletes or destroys the thing (삭제한다, 파기한다, 지운다): that act is not held as missing. Not a question of another
kind (how long it is kept asks a figure the sentence must state) and not another act.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_DELETES = re.compile(r"(?:삭제|파기)(?:한다|하고|해야)|지운다|지우고")


def answers_keeping(permission: bool, act_words: Collection[str], sentence: str) -> bool:
    """A permission question's act (its policy words `act_words`) is keeping, and `sentence` deletes the thing."""
    return permission and "보관" in act_words and _DELETES.search(sentence) is not None
