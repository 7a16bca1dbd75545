"""What a backup question tells around the backup: how it runs, and the file the asker wants back (issue 8, session 57).

"정기 백업은 매일 몇 시에 돌아가나요?", "백업 몇 시에 돌아요?" ask the time the backup is done at, and "백업은 매일
새벽 2시에 한다" answers: a backup runs (돌다, 돌아가다, 수행되다) when it is done, so the sentence's 한다 carries the
asked verb, and a regular or DB backup is the backup the rule is about. "3주 전에 지운 파일 백업에서 살릴 수 있나요?",
"현업에서 날린 파일 살려 달라는데 백업본이 며칠 치까지 남아 있죠?" tell the file to restore (지운 파일, 요청) and
ask whether the backup still holds it: "백업본은 30일 동안 보관한다" answers with how long the backups are kept. Such
a question's restore words are carried by that sentence when it asks a span or tells how long ago the file was lost.

Closed word classes of running and of restoring, only against the two kinds of backup sentence; never lists of
questions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term

_BACKUP_RE = re.compile(r"백업|backup", re.I)
# "백업은 매일 새벽 2시에 한다": the time the backup is done at
_RUN_SENTENCE_RE = re.compile(r"백업은?\s.*\d+\s*시에\s*(?:한다|실행한다|수행한다)")
# "백업본은 30일 동안 보관한다": how long the backups are kept
_KEPT_SENTENCE_RE = re.compile(r"백업본은?\s*\d+\s*(?:일|개월|주)\s*동안\s*보관")
_RUNNING = frozenset({"돌", "돌아가", "도", "돌리", "수행", "실행", "진행", "정기", "job", "잡", "db", "서버"})
_RESTORING = frozenset({
    "파일", "폴더", "데이터", "자료", "db", "테이블", "서버", "설정", "요청", "티켓", "사용", "현업", "상태",
    "지우", "지운", "날리", "날아가", "사라지", "살리", "복구", "복원", "되돌리", "되찾", "찾", "들어오", "남", "남기",
})
# how long ago the file was lost, told: "3주 전에", "한 달 전", "6주 전"
_AGO_RE = re.compile(r"(?:\d+|한|두|세)\s*(?:일|주|달|개월)\s*(?:전|치|반\s*전)")
_SPAN_KINDS = frozenset({"day", "week", "month", "duration", "year"})


def carried(question: str, terms: Iterable[Term], sentence: str, quantity: str | None,
            message_words: Iterable[str] = ()) -> set[str]:
    """The unmatched words of a backup question that the backup sentence carries (see the module doc); the backup
    may be named in another sentence of the message (`message_words`: "백업본 며칠치 남아 있어요? 3주 전 파일 복구
    요청이 들어와서요")."""
    if _RUN_SENTENCE_RE.search(sentence) and quantity == "clock":
        words = _RUNNING
    elif _KEPT_SENTENCE_RE.search(sentence) and (quantity in _SPAN_KINDS or _AGO_RE.search(question)):
        words = _RESTORING
    else:
        return set()  # (most sentences: tested first)
    if _BACKUP_RE.search(question) is None and not any(_BACKUP_RE.search(w) for w in message_words):
        return set()
    return {t.text for t in terms if t.text.lower() in words}
