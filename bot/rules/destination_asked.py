""""어디다 옮겨요?" asks where a thing goes to, like "어디로" (issue 8, the asked-kind objection).

"어디" asks for a place, and a place is named with 에 / 에서 / 에게 ("사내 드라이브에만 보관하고"). With a verb of
moving or putting a thing somewhere ("어디다 옮겨놔야 돼요?", "어디에다 올려요?"), 어디(에)다 asks for the
destination, which a rule names with 로 as well: "그 안의 자료는 사내 드라이브로 옮긴다" answers "노트북 교체 받으면
안에 있던 파일들은 어디다 옮겨놔야 돼요?". Only those verbs: "어디다 신고해요?" and "어디다 반납해요?" keep asking for
a place or recipient.
"""

from __future__ import annotations

# 어디다 / 어디에다 + 옮기다, 보내다, 올리다, 넣다, 갖다 놓다 (a thing moved or put somewhere)
WHITHER_ASKED = r"어디로|어디(?:에)?다\s*(?:옮|보내|보낼|올리|올려|올릴|넣|갖다|가져다)"
