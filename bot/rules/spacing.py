"""Question words written together with the word after them ("얼마동안", "며칠동안", "얼마정도"): spaced apart.

Written as one word, MeCab-ko reads "얼마동안" as one noun, which the topic rule then keeps as a topic noun the
answering sentence must carry; spaced ("얼마 동안") it is the question word and the duration it asks. Employees
drop the space often, so the question is re-spaced before it is analysed.

The chat spelling "꺼" of 거 (것, "one's") written onto a noun ("제꺼", "회사꺼", "계정꺼") is read by MeCab-ko as the
verb 끄 (to turn off), which then stood as an act the answer must carry; written "것" it is the bound noun ("거"
would run into "제거" once the spaces are squeezed out).
Only a "꺼" that ends a word written onto another: "컴퓨터 꺼도 돼요?" and "와이파이 꺼서" keep the verb.

The misspelling "않되요" / "않돼요" of 안 돼요 (not after -지: "하지 않되" is right) is read as 안 돼요:
"꽂으면 않되요?" asks whether it is not allowed.

The misspelling "가저가다" / "가저오다" of 가져가다 / 가져오다 is read as written right.

A noun the policies use as a verb written apart from the 해 주다 after it ("이것도 교체 해주나요?", "설치 해 줄 수
있어요?") is that verb, as written together ("교체해주나요"): apart, MeCab-ko read it as a thing, and the rule that a
sentence only presupposing the asked event ("교체할 때는 …") does not say whether it happens never saw the event
(`joined_service`, given the policies' verbal nouns; "노트북 해주세요" keeps its space). So is one written apart from
the 하다 of a duty or a leave when MeCab-ko misreads it apart ("따로 신고 해야 되나요", session 59: 신다, 신 + 고, which
no rule needs and an excuse let pass; "파기 해야": 파 + 기); one it reads as a noun keeps its space.

A noun the policies use as a verb written onto the period noun after it ("백업본 보관기간 90일 맞나요?", "교체주기가
몇 년이에요?") is spaced apart like the policies write it ("보관 기간", session 58): MeCab-ko reads "보관기간" as one
noun, which no sentence carries (`apart_period`, given the policies' verbal nouns; "유효기간", the policies' own
word, is no verbal noun and stays).

The chat contraction "어딨어요" (어디 있어요, "where is it?") carries no 어디 that the where-question reads
("세단기 어딨어요?" asks where a thing is, which "… 파쇄한다" does not say): written out "어디 있어요".

The chat misspelling "어떡해" of 어떻게 before the verb it asks about ("출력물 다썼는데 어떡해 처리해요", session 59) is
read as 어떻게: "어떡해" (어떻게 해) there is no verb of its own. Only before a word that ends the question ("처리해요",
"버려요?"); "어떡해요?" and "어떡해 진짜" keep it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze

_JOINED_RE = re.compile(r"(얼마|며칠|몇\s?(?:시간|개월|년|달|일|주|분|번|회|개))(동안|정도|쯤|만에)")


_ONES_RE = re.compile(r"(?<=[가-힣])(?<!다)꺼(?=[\s?？.,!~]|$)")
_NOT_OK_RE = re.compile(r"(?<!지)(?<!지\s)않(?=[되돼])")
_TAKE_RE = re.compile(r"(?<=[가])저(?=[가오와갈올])")  # "가저가려면": 가져가려면
# a noun written apart from 해 주다 / 해 드리다 after it: "교체 해주나요", "설치 해 줄 수"
_SERVICE_RE = re.compile(r"(?<![가-힣])([가-힣]{2,})\s+(?=해\s?(?:주|줘|줄|줍|준|드리|드려|드릴))"
                         # … and from the 하다 of a duty, a leave or a condition: "신고 해야", "반납 해도" (session 59)
                         r"|(?<![가-힣])([가-힣]{2,})\s+(?=해야|해도)")
# a noun written onto the period noun after it: "보관기간", "교체주기", "반납기한"
_PERIOD_RE = re.compile(r"(?<![가-힣])([가-힣]{2,})(기간|주기|기한)(?=[은는이가을를도만의요?？.,!~\s]|$)")
_NO_MATTER_RE = re.compile(r"상관\s+없")  # "써도 상관 없나요?": 상관없다 (no matter), not 상관 (a superior)
_HOW_SLIP_RE = re.compile(r"어떡해(?=\s+[가-힣]+(?:요|까|니|해|함|죠|지|냐|임)[?？.!~]*(?:\s|$))")
_WHERE_IS_RE = re.compile(r"어[딨딧](?=[어나는냐니죠지요음을]|[\s?？.,!~]|$)")


def respace(text: str) -> str:
    """`text` with a space between a question word and the word written onto it, "N꺼" written "N 것", "않되요"
    written "안 되요", "가저가" written "가져가", "어딨어요" written "어디 있어요" and "어떡해 처리해요" written "어떻게
    처리해요"."""
    text = _NO_MATTER_RE.sub("상관없", _TAKE_RE.sub("져", _NOT_OK_RE.sub("안 ", _HOW_SLIP_RE.sub("어떻게", text))))
    return _WHERE_IS_RE.sub("어디 있", _ONES_RE.sub(" 것", _JOINED_RE.sub(r"\1 \2", text)))


def joined_service(text: str, is_act: Callable[[str], bool]) -> str:
    """`text` with a noun `is_act` accepts written onto the 해 주다 / 해 드리다 after it ("교체 해주나요" ->
    "교체해주나요")."""
    read_as_noun = {(x.start, x.surface) for x in analyze(text) if x.tag in KOREAN_NOUN_TAGS}

    def joined(m: re.Match[str]) -> str:
        noun = m.group(1) or m.group(2)
        if m.group(2) and (m.start(2), noun) in read_as_noun:
            return m.group(0)  # before 해야 / 해도 only a noun MeCab-ko misreads ("신고 해야": 신 + 고)
        return noun if is_act(noun) else m.group(0)

    return _SERVICE_RE.sub(joined, text)


def apart_period(text: str, is_act: Callable[[str], bool]) -> str:
    """`text` with a noun `is_act` accepts written apart from the period noun after it ("보관기간" -> "보관 기간")."""
    return _PERIOD_RE.sub(lambda m: f"{m.group(1)} {m.group(2)}" if is_act(m.group(1)) else m.group(0), text)
