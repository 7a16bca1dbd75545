"""A story of symptoms followed by the asker's own diagnosis is told for that diagnosis (issue 8, session 38).

"컴퓨터에 갑자기 이상한 창이 뜨고 파일 이름이 다 바뀜;; 바이러스 같은데 일단 뭐부터 해야돼??" tells what the
screen shows (창, 파일, 이름) and then names what the asker thinks it is: 바이러스 (악성코드). The question asks
about that diagnosis; the symptoms are its story, not policy matters of their own. `bot.matching.question_parts`
otherwise keeps a story that names two policy words the question does not as a part of its own, which no sentence
answers, and the message is handed off although "악성코드 감염이 의심되면 …" answers it.

`diagnoses(text, known)`: the text says "<policy noun> 같은데 / 같아요 / 인 것 같 / 인 듯" — the asker's guess,
made of a word the policies name (`known`), also as caught ("바이러스 걸린 것 같아요", session 59). Then the statement
before it is set aside as the diagnosis's story; so is a statement that ends in such a guess itself, before a question
of its own ("회사 컴퓨터에 갑자기 이상한 창이 계속 뜨는 게 바이러스 걸린 것 같아요. 일단 전원부터 끄는 게 맞을까요?").
"""

from __future__ import annotations

import re
from collections.abc import Callable

_GUESS_RE = re.compile(
    r"([가-힣A-Za-z]+?)(?:인|이|가)?\s*(?:것\s*|거\s*)?(?:같은데|같아요|같아서|같네요|같습니다|같다|같음|같고|같애)"
    # "바이러스 걸린 것 같아요", "악성코드에 감염된 거 같은데" (session 59): caught, then the guess
    r"|([가-힣A-Za-z]+?)(?:에|이|가)?\s*(?:걸린|걸렸는|감염된|감염됐는)\s*(?:것\s*|거\s*)?(?:같은데|같아요|같아서|같네요"
    r"|같습니다|같다|같음|같고|같애)"
    r"|([가-힣A-Za-z]+?)(?:인|이)?\s*듯(?:한데|해요|합니다)?")


def diagnoses(text: str, known: Callable[[str], bool]) -> bool:
    """The text gives the asker's guess of what happened as a word the policies name ("바이러스 같은데")."""
    for match in _GUESS_RE.finditer(text):
        word = match.group(1) or match.group(2) or match.group(3)
        if word and known(word):
            return True
    return False
