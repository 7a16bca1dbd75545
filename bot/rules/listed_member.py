"""Which members of a class are asked; a sentence that only names the class as one item of a list says none (issue 8,
session 52).

"비번 특수문자 뭐뭐 됨?", "특수문자는 어떤 거 쓸 수 있어요?", "비밀번호에 쓸 수 있는 특수문자 종류가 뭐예요?" ask
which special characters are allowed: the members of the class 특수문자. "영문 대문자·소문자·숫자·특수문자 중 세 종류
이상을 섞어 쓴다" names 특수문자 only as one item of a list of classes ("A·B·C 중"): it says that some must be used,
not which ones, and was quoted as the answer. Such a question:
- names a noun right before 뭐뭐 (a particle between allowed: "특수문자는 뭐뭐"), or before "어떤 거/것" or
  "종류(가) 뭐", or after 어떤/무슨/어느 with nothing between ("어떤 특수문자 써도 돼요?"), or before 중(에) when the
  question lists no classes itself ("특수문자 중에 쓰면 안 되는 문자도 있어요?", session 53);
- and the sentence names that noun only as an item of a "·" list (not as the noun the list is of, after 중: "공개·사내
  한정·대외비 중 하나의 등급" lists the members of 등급, bot.rules.listed_kinds).
General wording logic, no lists of questions.
"""

from __future__ import annotations

import re

from bot.language.terms import compact

_PARTICLE = r"(?:은|는|이|가|을|를|로|으로|에|에는|도)?"
_BEFORE_MARK = re.compile(r"([가-힣A-Za-z]+?)" + _PARTICLE + r"\s*(?:뭐뭐|무엇무엇|어떤\s*(?:거|것|걸)|어떤거|어떤걸"
                          r"|종류\s*(?:가|는|이)?\s*(?:뭐|무엇|뭔))")
_AFTER_WHICH = re.compile(r"(?:어떤|무슨|어느)\s+([가-힣A-Za-z]+?)" + _PARTICLE + r"(?=\s|[?？]|$)")
# "대문자·소문자·숫자·특수문자 중": the items of a "·" list
_LIST = re.compile(r"(?:[^\s·]+\s)?[^\s·]+(?:·[^\s·]+)+")  # an item may be two words: "고객 정보·개인정보"


# "특수문자 중에 쓰면 안 되는 문자도 있어요?": some members of the class named before 중(에), unless the question lists
# the classes itself ("대문자, 숫자, 특수문자 중에 몇 개 …")
_AMONG = re.compile(r"(?:^|\s)([가-힣A-Za-z]+?)\s*중(?:에|에서|에는)?\s")
_LISTING = re.compile(r"[·,]|(?:랑|이랑|와|과|하고)\s")


def asked_classes(question: str) -> list[str]:
    """The nouns whose members the question asks for."""
    found = [m.group(1) for m in _BEFORE_MARK.finditer(question)]
    found += [m.group(1) for m in _AFTER_WHICH.finditer(question)]
    found += [m.group(1) for m in _AMONG.finditer(question) if not _LISTING.search(question[:m.start(1)])]
    return [w for w in found if len(w) >= 2]


def problem(question: str, sentence: str) -> str | None:
    """A note when the question asks which members of a class there are and the sentence names the class only as
    one item of a "·" list; None otherwise."""
    for asked in asked_classes(question):
        word = compact(asked)
        items = [compact(item) for listed in _LIST.finditer(sentence) for item in listed.group(0).split("·")]
        if word in items:  # the class itself is an item; an item ending in it ("고객정보" of 정보) is a member
            return f"(which {asked}: the sentence names it only as one item of a list)"
    return None
