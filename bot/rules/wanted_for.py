"""What a person says they will do with the asker's thing is why they want it, not what is asked (issue 8, cover35).

"애들이 숙제한다고 내 업무 노트북 쓰겠대 ㅠ 잠깐은 괜찮지?", "재택하는데 애가 숙제한다고 제 업무 노트북 좀 쓰자네요":
a person (a quoted speaker, `bot.rules.quoted_speaker`) gives a purpose of their own (숙제한다고, 과제한다고)
and then wants the asker's thing (쓰겠대, 쓰자네요, 쓰고 싶대요, 빌려달래요). "업무용 노트북은 가족과 함께 쓰지 않는다"
answers whatever the purpose: the purpose is the speaker's, told only to say why they want the thing. It is set aside
with the speaker when

- the quoted clause is followed by the speaker's wish for a thing: a proposal (-자), a request (달라 / 달래), an
  intention (-겠대) or a wish (-고 싶대) of using (쓰) or borrowing (빌리) it. A quoted deed with no such wish
  ("친구가 해킹 당했다고 하는데 제 비번 바꿔야 돼요?") is a situation of its own and stays;
- the sentence states that very act (쓰, 빌리: "가족과 함께 쓰지 않는다", "남에게 빌려주지 않는다") and a noun of
  the asked clause (노트북), and none of the speaker's own quoted acts. `quoted_speaker.left_out` asks the sentence
  for the question's last act, which a generic verb (쓰) of "잠깐은 괜찮지?" does not give; the wish names it.

Then the speaker and the purpose are both left out.
"""

from __future__ import annotations

import re

from bot.language.terms import lemmas_of
from bot.rules.quoted_speaker import speakers

# the speaker's wish for the asker's thing, right after the quoted clause (spaces removed): 쓰자(는데/네요), 쓰겠대,
# 쓰고 싶대(요) -> 쓰; 빌려달래(요), 빌려달라는데, 빌리자 -> 빌리
_WISH_RE = re.compile(r"^[^?？]*?(?:쓰(?:자|겠대|겠다|고싶대|고싶다)|(빌려달|빌리자))")


def _wished(asked: str) -> str | None:
    """The act the speaker wishes for right after the quoted clause (쓰 or 빌리), or None."""
    found = _WISH_RE.search(asked)
    if found is None:
        return None
    return "빌리" if found.group(1) else "쓰"


def left_out(text: str, missing: list[str], covered: list[str], sentence: str) -> list[str]:
    """`missing` without a speaker and the noun acts they quote as their own purpose before wanting a thing that
    `sentence` rules on."""
    if not missing:
        return missing
    held = set(covered)
    stated = lemmas_of(sentence)
    aside: set[str] = set()
    for s in speakers(text):
        act = _wished(s.asked)
        if act is None or act not in stated or s.own_acts & held or not s.asked_nouns & held:
            continue
        aside |= s.words | s.own_acts
    return [w for w in missing if w not in aside] if aside else missing
