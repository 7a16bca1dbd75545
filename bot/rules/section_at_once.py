"""Leave to wait, asked of a rule that says "at once" beside one that forbids the wait (issue 8, cover26).

"보안 usb 없어진거 같은데 며칠 더 찾아보고 말해도 되죠?" asks whether the report may wait (`bot.rules.delay_asked`):
"보안 USB를 잃어버리면 즉시 보안팀에 신고한다" answers it when its section also says "잃어버린 사실을 알게 되면
미루지 않고 바로 알린다"; the answer quotes both (`delay_asked.not_put_off`). `delay_asked.at_once_answers` accepts
only the sentence that forbids the wait in words, whose subject ("잃어버린 사실") the question does not name, so
neither was quoted. The asked days are answered by the "at once" sentence only when all of these hold:
- the question asks leave to wait (`delay_asked.asks_to_wait`: "며칠 더", "좀 더 찾아보고");
- the sentence says to do its act at once (즉시, 바로, 곧바로);
- another sentence of its section forbids the wait in words (미루지 않고, 지체 없이), which is quoted with it.
"""

from __future__ import annotations

from bot.rules.delay_asked import forbids_wait, only_at_once


def answers(question: str, permission: bool, sentence: str, section_text: str) -> bool:
    """The asked wait is answered by `sentence` (see the module doc)."""
    return only_at_once(question, permission, sentence) and forbids_wait(section_text)
