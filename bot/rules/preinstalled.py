"""The new company laptop a program is already on, in a Korean "already installed?" question (issue 8, cover28).

"새 노트북 받으면 Slack은 이미 깔려 있나요?" is answered by the catalog row "이름: Slack / … / 설치: 기본 설치", and
the catalog says what 기본 설치 means: installed already when the laptop is given ("지급 때 이미 설치되어 있다").
The new laptop the question receives (새 노트북, 새로 받은 컴퓨터) is the laptop that value speaks of, as the English
"already on the laptop" is (`bot.rules.english_install`); it was missing against the row.

So when the question asks whether a program is already installed (이미 / 벌써 / 기본으로 + 깔 / 설치), or must be
installed by the asker (따로 / 직접 / 별도로 + 깔 / 설치: "새 노트북 받았는데 Zoom은 제가 따로 깔아야 돼요?"), and the
sentence or row carries "기본 설치", the question's computer noun and its "new" (새로) are set aside. Not a
computer the question marks as another one (개인 노트북, 집 컴퓨터), and not against other sentences.
"""

from __future__ import annotations

import re

from bot.rules.install_target import DEVICES

# (or whether the asker must install it: "제가 따로 깔아야 돼요?", "직접 설치해야 하나요?" — session 36)
_ALREADY_INSTALLED = re.compile(
    r"(?:이미|벌써|기본으로|기본적으로|원래|처음부터|따로|직접|별도로)\s*(?:다\s*)?(?:깔|설치)")
_OTHER_DEVICE = re.compile(
    r"(?:개인|집|가정|사적|personal|home)\s*(?:용\s*)?(?:으로\s*)?(?:산\s*)?(?:"
    + "|".join(sorted(DEVICES, key=len, reverse=True)) + r")", re.IGNORECASE)
_NEW = frozenset({"새로", "새"})


def new_given(question: str, sentence: str) -> bool:
    """The question's "new" (새 노트북) is the laptop given, which the 기본 설치 the sentence carries speaks of."""
    return ("기본 설치" in sentence and _ALREADY_INSTALLED.search(question) is not None
            and _OTHER_DEVICE.search(question) is None)


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` less the (new) computer a Korean "already installed?" question asks about, against 기본 설치."""
    if not missing or not new_given(question, sentence):
        return missing
    aside = set(DEVICES) | _NEW
    return [word for word in missing if word.lower() not in aside]
