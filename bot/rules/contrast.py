"""A yes/no question on one value of a two-valued attribute, answered by a sentence that states the other one.

"Copilot 개인 계정으로 써도 돼요?" is answered by the catalog row's "회사 계정으로만"; "도커 데스크탑 회사에서 무료로
쓸 수 있어요?" by its "라이선스: 유료". The question's 개인 / 무료 is not in the sentence, yet the sentence answers
it: it says which value holds, and so that the asked one does not. Only for closed pairs whose two values exclude
each other, and only when the sentence states the other value of the same thing:

- 개인 / 회사: the other value must qualify the noun the question's word qualifies and be restricted with 만
  ("회사 계정으로만", "회사 노트북에만"), so "개인 노트북 … 돼요?" is not answered by a rule that merely names a
  company laptop;
- 무료 / 유료: the other value anywhere in the sentence (a license is one or the other), unless the question's
  value qualifies another noun than the license or the software ("유료 버전", "무료 체험판");
- 자유 (설치) / 승인 필요: the catalog's install column ("Figma는 자유 설치라서 그냥 깔아도 되죠?" against "설치: 승인
  필요").

A question that asks to confirm its value ("Notion은 무료라서 그냥 깔아도 되죠?") is told "아닙니다." when the sentence
states the other one (`corrects`).

Questions asking what, where, when, who (a question word) are left to the topic rule.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.rules.message_parts import QUESTION_WORD_RE

if TYPE_CHECKING:
    from bot.topic import Part

# value -> the value that excludes it ("공짜" is 무료 in speech)
_OTHER = {"개인": "회사", "회사": "개인", "무료": "유료", "유료": "무료", "자유": "승인필요", "공짜": "유료",
          "free": "유료"}
_NEEDS_HEAD = frozenset({"개인", "회사"})
_OUTSIDE = frozenset({"외부", "밖", "사외"})
# what 무료 / 유료 may qualify for the row's license to answer it (a noun after it that is none of these is
# another thing: 버전, 체험판, 플랜, 플러그인)
_LICENSE_HEADS = frozenset({"라이선스", "라이센스", "소프트웨어", "프로그램", "앱", "툴"})
# 자유 (설치) / 승인 필요: the catalog's install column ("자유 설치는 승인 없이 설치할 수 있다는 뜻");
# 자유 qualifies 설치
_HEADS = {"자유": frozenset({"설치"})}


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _head_after(word: str, nouns: list[str], text: str = "") -> str | None:
    """The noun that follows `word` among the question's nouns (개인 계정 -> 계정); with the question's `text`, only
    one written right after it ("공짜라던데 회사 노트북에도": the value closes a clause; 노트북 is no head of it)."""
    if word not in nouns:
        return None
    i = nouns.index(word)
    head = nouns[i + 1] if i + 1 < len(nouns) else None
    if head is not None and text and _compact(word + head) not in _compact(text).lower():
        return None
    return head


def states_other_value(word: str, nouns: list[str], sentence: str, text: str = "") -> bool:
    """The sentence states the value that excludes `word` (see the module doc); `text`: the question's text, if
    its value may close a clause of its own ("개인은 공짜라던데 회사 노트북에도")."""
    if word in _OUTSIDE:
        # "사내 AI 어시스턴트는 외부에서 써도 돼요?" against "비고: 사내 전용" (cover30): for use inside only
        return re.search(r"사내\s*전용", sentence) is not None
    other = _OTHER.get(word)
    if other is None:
        return False
    squeezed = _compact(sentence)
    if word not in _NEEDS_HEAD:
        # "7-Zip 유료 버전 사도 돼요?", "Figma 무료 체험판 있어요?": the value of another thing (a version, a
        # trial, a plan), not of the license the row states
        head = _head_after(word, nouns, text)  # (another value after it is no head: "무료라던데 … 공짜로")
        if head is not None and head not in _OTHER and head not in _HEADS.get(word, _LICENSE_HEADS):
            return False
        return other in squeezed and word not in squeezed
    return _restricted_head(word, nouns, squeezed) is not None


def _restricted_head(word: str, nouns: list[str], squeezed: str) -> int | None:
    """The index of the noun `word` qualifies that the sentence restricts to the other value ("회사 계정으로만"):
    the noun right after it, or the one after that when a name or plan stands between ("개인 Plus 계정",
    "개인적으로 쓰던 ChatGPT 계정"; cover30)."""
    other = _OTHER[word]
    if word not in nouns:
        return None
    start = nouns.index(word)
    for i in range(start + 1, min(start + 3, len(nouns))):
        if re.search(rf"{re.escape(other)}{re.escape(_compact(nouns[i]))}\w{{0,3}}만", squeezed) is not None:
            return i
    return None


# the work a personal thing would be used for ("개인 계정으로 업무 써도"): what the other value (회사 …만) is for
_WORK = frozenset({"업무", "회사일"})


# a value heard of the personal side, as the reason the asker acted or asks ("개인은 무료라길래", "개인은 공짜래서")
_HEARD_OF_PERSONAL = re.compile(r"개인(?:은|는|한테는|에게는)\s*\S*(?:라길래|라던데|래서|라고\s*해서|라서|라더라고)")


def _other_side_told(word: str, text: str, sentence: str) -> bool:
    """"도커 데스크탑 개인은 무료라던데 회사에서도 공짜로 써도 되죠?": the question sets 개인 against 회사, which it
    asks about, and the sentence speaks of 회사 ("비고: 회사 사용은 유료"): 개인 is the side the asker contrasts, not
    asked (session 40)."""
    if word != "개인" or "회사" not in _compact(sentence):
        return False
    # ("개인은 무료라길래 벌써 깔아서 쓰고 있는데": what the asker heard of 개인, asked at work, session 56)
    return re.search(r"개인\S*\s.*회사", text) is not None or _HEARD_OF_PERSONAL.search(text) is not None


def answered(missing: list[str], nouns: list[str], sentence: str, yes_no: bool, text: str = "") -> list[str]:
    """`missing` without the values the sentence answers by stating the other one; `nouns`: the question's nouns
    in order; `yes_no`: the question asks whether (a permission or a yes/no question, no question word). With a
    value that needs its head (개인 -> 회사 계정으로만), the nouns between the value and the head and the work it
    is used for go too ("ChatGPT 개인 Plus 계정 있는데 그걸로 업무 써도 돼요?")."""
    if not yes_no:
        return missing
    aside: set[str] = set()
    squeezed = _compact(sentence)
    for word in missing:
        if _other_side_told(word, text, sentence) and any(  # (a value the sentence carries too: "free" -> 라이선스)
                states_other_value(w, nouns, sentence, text) for w in nouns if w not in _NEEDS_HEAD):
            aside.add(word)  # 개인 set against the 회사 the sentence speaks of, with a value it excludes (무료)
            continue
        if not states_other_value(word, nouns, sentence, text):
            continue
        aside.add(word)
        head = _restricted_head(word, nouns, squeezed) if word in _NEEDS_HEAD else None
        if head is not None:
            aside |= set(nouns[nouns.index(word) + 1:head]) | _WORK
    return [w for w in missing if w not in aside]


def answered_part(part: Part, missing: list[str], sentence: str) -> list[str]:
    """`answered` for a question part of `bot.topic`."""
    yes_no = (part.permission or part.yes_no) and QUESTION_WORD_RE.search(part.text) is None
    return answered(missing, [t.text for t in part.terms if not t.verb], sentence, yes_no, part.text)


def corrects(part: Part, sentence: str) -> bool:
    """The part asks to confirm (되죠?, 맞죠?) a value of its own that the sentence excludes by stating the other one
    ("Figma는 자유 설치라서 그냥 깔아도 되죠?" against "… 설치: 승인 필요")."""
    if not part.confirm or QUESTION_WORD_RE.search(part.text) is not None:
        return False
    nouns = [t.text for t in part.terms if not t.verb]
    return any(states_other_value(word, nouns, sentence) for word in nouns if word in _OTHER)
