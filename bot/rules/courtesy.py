"""Greetings, apologies for the bother and sign-offs around a question ask nothing.

"안녕하세요, 바쁘신데 죄송합니다. 비밀번호는 최소 몇 자 이상이어야 하나요?" and "… 몇 MB까지 보낼 수 있나요? 늘
감사드립니다 :)" are one question each; the courtesy sentences around it were read as parts of their own that no
policy sentence answers, so the whole message was handed off. They are a closed class of formulas (a greeting, an
apology for asking, thanks, a wish, a signature), taken off the message's start and end only, and only where they
stand as a phrase of their own: "… 알려주시면 감사하겠습니다" asks, and a request with its own object ("비밀번호 초기화
부탁드립니다") is left alone. A message that is nothing but courtesy is returned as it is (small talk,
`bot.helpdesk.smalltalk`, answers it before the pipeline).
"""

from __future__ import annotations

import re

# what may stand between a formula and the text around it: spaces, sentence marks, emoticons
_SEP = r"[\s,.!~^?;:…·*()\-_ㅎㅋㅠㅜ]*"
_EMOTICON = r"(?:\^\^|\^_\^|\^\.\^|:\)|:-\)|:D|;\)|ㅎ+|ㅋ+|ㅠ+|ㅜ+|~+|!+|\.+)"

_GREETING_KO = (
    r"안녕하세요|안녕하세여|안녕하세용|안녕하십니까|안녕하심까|안녕|하이|헬로|반갑습니다|"
    r"(?:수고|고생)\s*(?:가\s*)?(?:많으십니다|많으세요|많습니다|하십니다|하세요|많으셨습니다)|"
    r"좋은\s*(?:아침|오후|저녁)(?:입니다|이에요|이요)?"
)
# whom the greeting is addressed to: "안녕하세요 IT팀!", "수고하십니다 담당자님"
_VOCATIVE_KO = r"(?:\s*(?:IT\s*팀|IT\s*담당자|헬프\s*데스크|담당자|관리자|매니저|선생)\s*(?:님)?(?=[\s,.!~^]))?"
# "바쁘신데 죄송합니다", "갑자기 연락드려 죄송해요", "실례지만": an apology for asking, not a deed told
_APOLOGY_KO = (
    r"(?:(?:정말|너무|진짜|대단히|다시\s*한\s*번|또|자꾸|갑자기|급하게|이른\s*시간에|늦은\s*시간에|"
    r"바쁘신데|바쁘실\s*텐데|바쁘신\s*(?:와중에|중에|때)|"
    r"(?:번거롭게|귀찮게)\s*(?:해\s*드려서|해드려서|해서|해\s*드려|해드려)?|"
    r"(?:연락|문의|질문)\s*(?:드려서|드려|해서)|여쭤\s*봐서|여쭤봐서)\s*)*"
    r"(?:죄송(?:합니다|해요|하지만|한데요|한데|하네요|스럽지만|스럽습니다)|실례(?:합니다|지만|해요|하겠습니다))"
)
_THANKS_KO = (
    r"(?:(?:늘|항상|매번|미리|정말|진짜|너무|대단히|다시\s*한\s*번|답변|도움)\s*(?:에\s*)?)*"
    r"(?:감사(?:합니다|해요|드립니다|드려요|합니당|해용)|고맙습니다|고마워요)"
)
_WISH_KO = r"수고하세요|수고하십시오|좋은\s*하루\s*(?:보내세요|되세요|보내십시오)|즐거운\s*하루\s*(?:보내세요|되세요)"
_SIGNATURE_KO = r"[가-힣]{2,4}\s*드림"

_GREETING_EN = (
    r"(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))"
    r"(?:\s+(?:sir|madam|ma'am|team|all|there|everyone|guys|it\s+team|it|helpdesk|support))?"
)
_APOLOGY_EN = r"(?:sorry|apologies|apologize)\s+(?:to|for)\s+(?:disturb|bother|trouble)(?:ing)?(?:\s+you)?"
_THANKS_EN = (
    r"(?:thanks|thank\s+you)\s*(?:&|and)\s*(?:best\s+|kind\s+)?regards,?(?:\s+[a-z]+){0,2}|"
    r"(?:many\s+)?(?:thanks|thank\s+you|thank\s+u|thx|ty)(?:\s+(?:so\s+much|a\s+lot|very\s+much|in\s+advance))?"
    r"(?:\s+for\s+(?:your|the)\s+(?:help|time|support|assistance|guidance))?|"
    r"I\s+(?:would|'d)\s+(?:really\s+)?appreciate\s+(?:your|any)\s+(?:help|guidance|advice|support|assistance)|"
    r"(?:best\s+|kind\s+|warm\s+)?regards,?(?:\s+[a-z]+){0,2}|cheers|have\s+a\s+(?:nice|good|great)\s+day"
)

_LEADING = re.compile(rf"^{_SEP}(?:(?:{_GREETING_KO}){_VOCATIVE_KO}|{_APOLOGY_KO}|{_GREETING_EN}|{_APOLOGY_EN})"
                      rf"(?=[\s,.!~^?;:…ㅠㅜㅎㅋ]|$){_SEP}", re.IGNORECASE)
# asking for the answer after the question has ended ("…잠겨요? 확인 부탁드려요~"); a request with its own object
# before it ("비밀번호 초기화 부탁드립니다") is the question itself
_PLEASE_ANSWER = re.compile(r"(?<=[?？.!~])\s*(?:답변|회신|확인|검토|안내|답)\s*(?:좀\s*)?"
                            r"(?:부탁드립니다|부탁드려요|부탁드릴게요|부탁합니다|부탁해요|바랍니다|주세요|해\s*주세요"
                            r"|(?:을\s*|를\s*)?(?:해\s*)?주시면\s*감사(?:하겠습니다|드리겠습니다|하겠습니다만))"
                            rf"(?:{_SEP}{_EMOTICON})*{_SEP}$")
# a closing formula at the end, after a space or a sentence mark (never glued to the word before it)
_TRAILING = re.compile(rf"(?:^|(?<=[\s,.!~^?;:…)]))(?:{_THANKS_KO}|{_WISH_KO}|{_SIGNATURE_KO}|{_THANKS_EN})"
                       rf"(?:{_SEP}{_EMOTICON})*{_SEP}$", re.IGNORECASE)
_TRAILING_EMOTICON = re.compile(r"(?<=[\s?.!])(?:\^\^|\^_\^|:\)|:-\)|:D|;\))\s*$")


def without_courtesy(message: str) -> str:
    """The message without the greetings and apologies it opens with and the thanks, wishes and signature it
    closes with; the message itself when nothing else would be left."""
    text = message.strip()
    for _ in range(4):
        before = text
        text = _LEADING.sub("", text, count=1).strip()
        text = _TRAILING.sub("", text, count=1).strip()
        text = _TRAILING_EMOTICON.sub("", text).strip()
        text = _PLEASE_ANSWER.sub("", text).strip()
        if text == before:
            break
    return text if re.search(r"[0-9A-Za-z가-힣]", text) else message
