"""Text the asker quotes from the screen is what they saw, not what they ask (issue 8, probe `_p46d`).

"포털 들어가니까 '비밀번호 만료 7일 전입니다' 이렇게 뜨던데 비번은 원래 며칠마다 바꿔야 되는 거예요?", "메일
보내려니까 '첨부 파일 용량 제한을 초과했습니다' 라고 떠요. 첨부는 몇 MB까지 되는 거예요?": the quoted message holds
words of its own (만료, 초과, 제한) that became topic words of the question, so the sentence that answers what is asked
after it was held to them. A span in quotes that the words after it say was displayed ("이렇게 뜨던데", "라고 나와요",
"라고 떠요") is dropped, its frame kept ("… 이렇게 뜨던데"), when the message tells something before it (where it was
shown): a message that opens with the quote ("'계정이 잠겼습니다' 뜨네요 ㅠ 이거 얼마 동안 잠겨 있는 거예요?") points
back at it. The same holds for the words of a written notice the message says it got or saw ("'노트북 교체 대상자
안내' 메일이 왔는데 노트북은 원래 몇 년마다 바꿔 주는 거예요?", "… 라고 붙어 있던데"; session 46), at the start too,
unless what follows points back at it ("… 공지 봤는데, 이거 제 개인 계정으로 써도 돼요?"). What someone said in quotes
("동료가 '…' 라던데") is a claim the question may ask about and stays.
"""

from __future__ import annotations

import re

_OPEN, _CLOSE = "'\u2018\u201c\"", "'\u2019\u201d\""
# a quoted span, then what says it was displayed: "이렇게 뜨던데", "라고 나와요", "라고 떠 있던데"
_SHOWN = re.compile(rf"(?<=[0-9A-Za-z가-힣.,!?ㅠㅜ]\s)[{_OPEN}][^{_CLOSE}\n]{{2,80}}[{_CLOSE}]\s*"
                    r"(?=(?:이렇게|이런\s*식으로|라고|이라고|하고)?\s*(?:뜨|떠|떴|나오|나와|나왔|나옵))")
# a quoted span, then the written notice it is ("라는 메일을 받았는데", "메일이 왔는데", "라고 붙어 있던데",
# "이런 문구를 봤는데"); at the message's start too ("'노트북 교체 대상자 안내' 메일이 왔는데 …")
_NOTICE = "메일|공지|안내문|안내|문구|메시지|알림|팝업|제목|게시물|포스터"
_WRITTEN = re.compile(rf"(?:(?<=[0-9A-Za-z가-힣.,!?ㅠㅜ]\s)|^)[{_OPEN}][^{_CLOSE}\n]{{2,80}}[{_CLOSE}]\s*"
                      rf"(?=(?:(?:이라는|라는|이란|란|이런)\s*)?(?:{_NOTICE})|(?:이라고|라고)만?\s*"
                      r"(?:써|쓰여|적혀|되어|돼|붙어)\s*있)")
# a question that points back at the quoted text asks about it: the quote stays
_POINTS_BACK = re.compile(r"이거|이건|이게|그거|그건|그게|그렇게|저렇게|이렇게\s*해도")


def without_screen_text(message: str) -> str:
    """The message without the text it quotes from the screen after something it tells first, or from a written
    notice, unless what follows points back at it."""
    if not any(q in message for q in _OPEN):
        return message
    text = _SHOWN.sub("", message)
    written = _WRITTEN.sub("", text)
    return text if _POINTS_BACK.search(written) else written
