"""The rules named as where the answer is (issue 8, probe `_p47c`).

Employees ask what "the rules say": "회사 지침에 따르면 퇴사하고 나서 노트북 언제까지 반납해야 돼요?", "보안 규정상 제
개인 USB 업무용 PC에 꽂아도 되는 거예요?", "재택 규정에 회사 노트북 가족이랑 같이 써도 되는지 나와 있나요?", "보안
규정에 보면 밖에서 사내 시스템 쓸 때 뭐부터 연결하라고 돼 있어요?", "정책 문서 어디에 있는지 모르겠는데, …". The
frame's words (지침, 규정, 따르다, 나오다) became topic words no policy sentence carries, and "…라고 돼 있어요?" hid the
question's own predicate. The frame is read away:

- the rules named as the source at the message's start ("…규정상", "…지침에 따르면", "…규정에 보면", "…에 의하면"); the
  words that say which rules ("재택", "개인정보", "메일") stay, since they may be the topic, but not the company's
  ("회사", "IT", "보안": every rule is the company's security rule);
- a remark on not finding the documents ("정책 문서 어디에 있는지 모르겠는데,");
- a closing that asks whether the rules say something ("…되는지 나와 있나요?", "…하라고 돼 있어요?", "…준다고 나와
  있어요?", "…하라는 내용 있어요?"): the question it wraps is asked directly ("…되나요?", "…하나요?"), and "…규정에"
  before it (where it would be written) is read away too.

A closing that asks whether a thing is written at all ("규정에 와이파이 비번 나와 있어요?") has no question inside and
stays.
"""

from __future__ import annotations

import re

from bot.language.hangul import NIEUN, ends_in, without_final
from bot.language.terms import analyze

_BOOK = r"(?:규정|지침|정책|가이드라인|가이드|매뉴얼|규칙|목록|방침)(?:\s*문서)?"
_AS_SOURCE = r"(?:상으로는|상으로|상에는|상|에\s*따르면|에\s*보면|에\s*의하면|대로라면|대로\s*하면|에서는|에서)"
# at the start of the message or of one of its sentences
_NAMED_BOOK = re.compile(rf"(?:^|(?<=[.?!？\n]))\s*(?P<name>(?:[가-힣A-Za-z]+\s*){{0,3}}?){_BOOK}\s*"
                         rf"(?P<how>{_AS_SOURCE}|에(?!서))\s*[,]?\s*")
_COMPANY_WORDS = frozenset({"회사", "우리", "저희", "사내", "내부", "IT", "it", "보안", "관련", "전사", "회사의"})
_UNFOUND = re.compile(
    rf"^\s*(?:{_BOOK}|규정집)\s*(?:이|가|을|를)?\s*(?:(?:어디에?\s*있는지|어디\s*있는지)\s*(?:모르겠는데|몰라서|모르겠어서)"
    r"|(?:아무리\s*)?찾아\s*(?:봐도|봤는데)\s*(?:못\s*찾겠어서|모르겠어서|없어서|못\s*찾겠는데))\s*요?\s*[,.…~]*\s*")
# the closing: what is asked, then whether the rules say it
_SAYS = re.compile(
    r"(?<=[가-힣A-Za-z0-9])(?P<end>라고|다고|는지|인지|한지|라는|다는)\s*(?:내용(?:이|은|도)?\s*)?"
    rf"(?:(?:{_BOOK}|문서)\s*(?:에|에는)\s*)?"
    r"(?:(?:나와|적혀|쓰여|써|명시(?:돼|되어)|돼|되어|정해져)\s*)?"
    r"(?:있나요|있어요|있는지|있습니까|있을까요|있음|있어|있죠|있는\s*거예요|있던가요)\s*(?P<mark>[?？]*)")
_PREDICATE_TAGS = frozenset({"VV", "VA", "VX", "XSV", "XSA", "VCP", "EP"})
_NOT_ASKED = re.compile(r"(?:뭐|무엇|뭘|어떻게|어떤\s*거|거)\s*$")  # "뭐라고 나와 있어요?": what it says, asked as such


def _asked(head: str, end: str) -> str | None:
    """The question `head` wraps, asked directly ("…되는지" -> "…되나요", "…하라고" -> "…하나요", "…준다고" ->
    "…주나요", "몇 GB인지" -> "몇 GB인가요"); None when `head` does not end on a predicate."""
    if end == "인지":
        return f"{head}인가요"
    if end == "한지":
        return f"{head}한가요"  # "가능한지"
    morphs = analyze(head)
    if not head or _NOT_ASKED.search(head) or not any(m.tag in _PREDICATE_TAGS for m in morphs[-2:]):
        return None
    if morphs[-1].tag == "EC" and morphs[-1].surface != "으":
        return None  # "찾았는데 라고": a connective ends the clause, nothing is quoted from it
    if end in ("라고", "라는"):  # an instruction: "신고하라고", "받으라고"; a copula: "1년이라고"
        if head.endswith("으"):
            return f"{head[:-1]}나요"
        return f"{head[:-1]}인가요" if morphs[-1].tag == "VCP" else f"{head}나요"
    if end in ("다고", "다는"):  # a statement: "처리된다고", "받는다고", "있다고"
        if head.endswith("는"):
            return f"{head[:-1]}나요"
        if ends_in(head, NIEUN):  # "된" -> "되", "준" -> "주"
            return f"{head[:-1]}{without_final(head[-1])}나요"
        return f"{head}나요"
    return f"{head}나요"  # "되는지"


def asked_directly(message: str) -> str:
    """The message without a frame that names the rules as where the answer is (module docstring)."""
    text = _UNFOUND.sub("", message, count=1)
    said = _SAYS.search(text)
    asked = None if said is None else _asked(text[:said.start()].rstrip(), said["end"])
    if said is not None and asked is not None:
        text = f"{asked}?{text[said.end():]}"
    named = _NAMED_BOOK.search(text)
    if named is not None and (named["how"] != "에" or (asked is not None and named.start() == 0)):
        rest = text[named.end():]
        kept = [w for w in named["name"].split() if w not in _COMPANY_WORDS]
        text = " ".join([text[:named.start()].strip(), *kept, rest])
    text = text.strip()
    return text if re.search(r"[0-9A-Za-z가-힣]", text) else message
