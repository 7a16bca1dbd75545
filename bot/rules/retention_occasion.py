"""The occasion personal data was received on is no topic of the rule on how long it is kept (issue 8, session 56).

"이벤트 응모 때 받은 고객 전화번호들 언제까지 갖고 있어도 돼요?" asks how long the numbers may be kept, and "보관 기간은
목적을 달성한 날부터 1년이다" answers it for all personal data: the event the numbers were collected at (이벤트,
응모) tells which data, not another rule. The occasion's words are carried when:

- the question names personal data (`collect_setting.DATA_WORDS`: 연락처, 전화번호, 개인정보 …) received on an
  occasion ("X 때 받은", "X하면서 모은", "X에서 수집한"); only the words before that 때 / 하면서 / 에서 are set aside;
- the sentence states the keeping period of personal data ("보관 기간은 …", "보관 기간이 지나면 …").

Gathering the data kept is no act of its own either ("응모자 개인정보 모아둔 게 있는데 … 얼마 동안 보관할 수 있어요?",
session 57): a verb of gathering (모으, 받, 수집) in a question that names personal data is carried by such a sentence;
so is the gathered data named again by a demonstrative ("행사 참가 신청 받으면서 연락처를 모았는데, 행사가 끝난 다음에
이 명단은 얼마 동안 갖고 있어도 되나요?", session 59: 명단, 목록, 리스트), and the occasion told before the data and its
gathering verb ("참가 신청 받으면서 연락처를 모았는데").

Another use of the data ("… 로 홍보 문자 보내도") is `collected_use`'s; a rule on collecting it on an occasion
("회원가입 때 주민번호 받아도") is `collect_setting`'s. General logic on the wording, no lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term, compact
from bot.rules.collect_setting import DATA_PATTERN

# up to three words of occasion, the occasion marker, the receiving verb and the data
_RECEIVED_ON = re.compile(
    r"(?P<occasion>(?:[가-힣A-Za-z0-9]+\s+){0,2}[가-힣A-Za-z0-9]+?)\s*(?:때|떄|용으로|용도로|받으면서|하면서|면서|에서)\s*"
    r"(?:받은|받았던|모은|모았던|수집한|수집했던|수집된|받아둔|받아놓은)\s*(?:고객\s*)?(?:" + DATA_PATTERN + ")")
# … or the occasion, its marker, then the data and the gathering verb: "행사 참가 신청 받으면서 연락처를 모았는데"
_GATHERED_ON = re.compile(
    r"(?P<occasion>(?:[가-힣A-Za-z0-9]+\s+){0,2}[가-힣A-Za-z0-9]+?)\s*(?:때|떄|받으면서|하면서|면서)\s*"
    r"(?:고객\s*)?(?:" + DATA_PATTERN + r")(?:을|를|도)?\s*(?:모았|모아|받았|받아|수집했|수집해)")
# the data named again by a demonstrative: "이 명단은 얼마 동안 갖고 있어도", "그 목록"
_NAMED_AGAIN = re.compile(r"(?:이|그|해당)\s+(명단|목록|리스트)")
_KEEPING_PERIOD = re.compile(r"보관\s*기간")
_GATHERING = frozenset({"모으", "모아두", "받", "받아두", "수집"})


def carried(question: str, terms: Iterable[Term], sentence: str) -> set[str]:
    """The unmatched nouns of the occasion the question's personal data was received on, when `sentence` states
    the keeping period; else empty."""
    if _KEEPING_PERIOD.search(sentence) is None:
        return set()
    terms = list(terms)
    # "응모자 개인정보 모아둔 게 있는데 … 얼마 동안 보관": gathering the data kept is no act of its own (session 57)
    gathered = {t.text for t in terms if t.verb and t.text in _GATHERING} if re.search(DATA_PATTERN, question) \
        else set()
    if gathered:  # "… 연락처를 모았는데, … 이 명단은": the gathered data named again
        gathered |= {t.text for t in terms if not t.verb and t.text in set(_NAMED_AGAIN.findall(question))}
    spaced = re.sub(r"(?<=[가-힣])\s+(?=[가-힣])", " ", question)
    found = _RECEIVED_ON.search(spaced) or _GATHERED_ON.search(spaced)
    if found is None:
        return gathered
    occasion = compact(found.group("occasion"))
    return gathered | {t.text for t in terms if not t.verb and compact(t.text) in occasion}
