"""Personal data received on one occasion, used for another act: the purpose rule answers (issue 8, cover20).

"행사 때 받은 고객 연락처로 홍보 문자 보내도 되나?" asks whether data collected for one purpose (a 행사) may be used
for another (a 홍보 문자): "개인정보는 수집 목적 안에서만 이용한다" answers it, though it names neither 홍보, 문자 nor
보내. The family recurs in four dev batches (`_c` 설문조사용으로 받은 연락처로 광고 문자, `_s` 행사 때 받은 고객
연락처로 홍보 문자, `_zc` 이벤트 응모때 받은 개인정보로 마케팅 문자, `_zd` AS 접수때 받은 고객 정보로 홍보 문자).

The words of the new use are carried only when all of these hold (the coordinator took out the glossary row 홍보 문자
-> 이용, which answered any 홍보 문자 question with the purpose rule; this rule asks for the shape itself):
- the question tells the occasion the data was received on ("X 때 받은", "X용으로 받은", "X하면서 모은"), names
  personal data ("연락처", "개인정보", "고객 정보", "전화번호" …) and uses it as the means ("…로 / 으로 / 가지고");
- what follows the means is one clause ending on a use act asked for permission ("… 보내도 돼요?", "… 써도 되나",
  "… 돌려도 괜찮아요?"): not a duty, a time, a person or a how ("보낼 때 뭐 넣어야", "몇 시에 보내야", "누구 승인");
- only the unmatched words of that clause are set aside (the occasion's words, "행사 때", still need a rule of
  their own, e.g. `bot.rules.collect_setting`);
- the sentence states the purpose limit ("수집 목적 안에서만 이용").
Handing the data to someone (넘기, 주, 팔, 공유) is another policy (외부 제공) and is not a use act here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.language.terms import Term

# personal data, as employees name it (the glossary maps these to 개인정보)
# (a bare 정보 is not: "교육 때 받은 정보로 로그인해도" is about an account)
_DATA = (r"(?:고객\s*)?(?:개인\s*정보|연락처|전화\s*번호|(?:휴대폰|핸드폰|폰)\s*번호|이메일(?:\s*주소)?|"
         r"메일\s*주소|명단|회원\s*정보|인적\s*사항)|고객\s*정보")
# the occasion it was received on, then the data as the means of the asked act
_COLLECTED_MEANS = re.compile(
    r"(?:때|떄|용으로|용도로|하면서|면서|받으면서|에서)\s*(?:받은|받았던|모은|모았던|수집한|수집했던|수집된|받아둔|받아놓은)\s*"
    + f"(?:{_DATA})" + r"\s*(?:로|으로|가지고|갖고|를\s*써서|을\s*써서)\s+(?P<use>.+)$")
# the use asked for permission, at the end of the question
# (a word of its own: "로그인해도" is no use of the data)
_USE_ASKED = re.compile(
    r"(?:보내|보내봐|발송해|(?:^|\s)(?:써|써봐|돌려|뿌려|연락해|전화해|이용해|활용해|홍보해|마케팅해|해))\s*도\s*"
    r"(?:되|돼|괜찮)[^\s]*\s*$")
# a how, a time, a person or a duty in the use clause is another question than whether the use is allowed
# (or another party doing it, "외부 업체 시켜서 보내도", the rule on handing data out; or a personal channel,
# "개인 폰에서 보내도", another rule beside the purpose)
_OTHER_ASK = re.compile(r"어떻게|언제|몇|누구|누가|어디|얼마|뭐|무엇|무슨|승인|동의|해야|려면|할\s*때|낼\s*때|"
                        r"업체|협력사|외부|대행|다른\s*회사|한테|에게|께서?\s|시켜|개인")
_PURPOSE_LIMIT = re.compile(r"수집\s*목적\s*안에서만\s*이용")


def use_clause(question: str) -> str | None:
    """The clause after the collected data's means ("홍보 문자 보내도 되나?"), when the question has the shape."""
    text = question.strip().rstrip("?？.! ")
    found = _COLLECTED_MEANS.search(text)
    if found is None:
        return None
    use = found.group("use")
    if _USE_ASKED.search(use) is None or _OTHER_ASK.search(use) is not None:
        return None
    return use


def use_carried(question: str, terms: Iterable[Term], sentence: str) -> set[str]:
    """The unmatched `terms` of the new use, when the question uses data received on an occasion for another act
    and `sentence` states the purpose limit; else empty."""
    terms = list(terms)
    if not terms or _PURPOSE_LIMIT.search(sentence) is None:
        return set()
    use = use_clause(question)
    if use is None:
        return set()
    squeezed = re.sub(r"\s+", "", use)
    # the words of the use clause only: the occasion's words ("행사 때") are left to the other rules
    return {t.text for t in terms if re.sub(r"\s+", "", t.text) in squeezed}
