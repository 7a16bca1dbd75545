"""What a ransomware screen looks like is the story of a suspected infection (issue 8, session 58, probes `_p58a-f`).

"갑자기 파일 이름이 다 이상하게 바뀌고 돈 보내라는 창이 떴어요!! 일단 컴퓨터 전원부터 끌까요??", "화면에 파일 다
암호화됐다고 뜨는데 일단 컴퓨터 꺼야 하나요??", "PC에 이상한 팝업이 막 뜨고 파일 이름 뒤에 모르는 확장자가
붙었어요.": five of six helper probes wrote this story of what ransomware does, without naming 악성코드 (the
asker does not know what it is). The rule of the section "악성코드 감염" ("컴퓨터는 끄지 말고 그대로 둔 채 보안팀에
연락한다") answers the question after it; the story's words (파일, 이름, 창, 바뀌다, 뜨다) are no policy matters of
their own. `bot.rules.diagnosed_story` sets such a story aside when the asker names the guess ("바이러스 같은데");
here the story itself shows the infection, by one of its unmistakable signs:

- the files are encrypted, renamed or given a strange extension ("파일 이름이 다 바뀌고", "확장자가 붙었어요",
  "암호화됐다고");
- a screen demands money ("돈 보내라는 창", "비트코인 내라는 화면");
- the asker writes ransomware itself (랜섬웨어): then only for retrieval and the words of the screen, never to set a
  sentence aside ("랜섬웨어 의심돼서 네트워크 끊어뒀는데요, … 옆자리 PC로 일해도 되나요?" keeps what the asker did).

Retrieval searches the malware section beside such a story (`SEARCHED`; "암호화됐다고" alone found the password
rules). Such a story is set aside beside the question (`story_set_aside`), and within one sentence its words are
carried by a sentence of a section on malware infection (`carried`). Other screens ("화면에 창이 떴어요") and
other stories ("노트북 잃어버렸어요") are untouched.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term, content_terms

# the signs of ransomware, as employees write them
_SIGNS = re.compile(
    r"파일\s*(?:이름|명|확장자)?[이가은는도]?\s*(?:(?:다|전부|모두|갑자기|막|이상하게|싹)\s*)*"
    r"(?:바뀌|바꼈|바뀐|변했|변하|암호화)"
    r"|확장자[가이]?\s*(?:(?:다|전부|이상하게|막)\s*)*(?:붙|바뀌|바꼈|바뀐|생기|생겼)"
    r"|(?:돈|비트코인|금액|몸값|코인)\S{0,2}\s*(?:을|를)?\s*(?:보내|내|입금|송금|지불)\S{0,2}라는"
    r"|암호화\s*(?:됐|되었|돼|되어|된|되었다)")
# the asker names it: a sign for retrieval and for the words of the screen, not for a story set aside
_NAMED = re.compile(r"랜섬")
# what such a screen shows, as employees write it: carried with the sign
_SCREEN_WORDS = frozenset({"화면", "창", "팝업", "메시지", "메세지", "경고", "경고창", "알림창", "뜨", "나오", "나타나",
                           "이상", "이상하", "이상한", "빨갛", "갑자기"})
# what retrieval searches beside such a story: the section on it, which the story never names
SEARCHED = "악성코드 감염"
# a section or sentence on malware infection
_INFECTION = re.compile(r"악성코드|감염")
# the clause boundary after the story: a connective or a sentence end
_CLAUSE_END = re.compile(r"(?:는데|은데|었는데|았는데|고|서|요)?\s*[.!?…~]+|(?:는데|은데|더니|길래)(?=\s)|$")


def describes_infection(text: str) -> bool:
    """The text shows a sign of ransomware or names it (see the module doc)."""
    return _SIGNS.search(text) is not None or _NAMED.search(text) is not None


def story_set_aside(text: str) -> bool:
    """A sentence told beside the question that shows a sign of ransomware (what the screen shows, not the name the
    asker gives it): the infection's story, set aside like a guessed diagnosis (`bot.rules.diagnosed_story`)."""
    return _SIGNS.search(text) is not None


def carried(text: str, unmatched: Iterable[Term], context: str) -> set[str]:
    """The words of the story clause of `text` that shows a sign of ransomware, carried by a sentence whose section
    or words are about malware infection (`context`: heading and sentence)."""
    found = [*_SIGNS.finditer(text), *_NAMED.finditer(text)]
    if not found or not _INFECTION.search(context):
        return set()
    end = _CLAUSE_END.search(text, max(m.end() for m in found))
    story = {t.text for t in content_terms(text[:end.end() if end else len(text)])}
    # the sign's own words and what the screen shows, not what the asker did ("네트워크 끊어뒀는데요")
    signs = {t.text for m in found for t in content_terms(text[m.start():m.end()])}
    return {t.text for t in unmatched if t.text in story and (t.text in signs or t.text in _SCREEN_WORDS)}
