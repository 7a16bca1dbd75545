"""Where and on what occasion personal data is collected is no topic of the collection rules.

The privacy policy's collection rules ("주민등록번호는 법령에 근거가 있을 때만 수집한다", "수집할 때는 목적을
알리고 동의를 받는다") hold for every collection. Employees ask them through the occasion ("회원가입 때 주민등록번호
받아도 돼?", "설문 이벤트 하면서 개인정보 모을 때 동의 받아야 돼요?") or the form the item goes into ("회원가입 form에
주민번호 받는 칸 넣어도 되나요?", "신청서에 주민등록번호 적는 칸 만들어도 되나요?"), where adding a field for an item
is collecting it. In a question that names a personal data item, against a sentence on collecting (수집):
- an occasion noun (회원가입, 이벤트, 응모, 설문 …) is set aside;
- a form noun (양식, 칸, form, 신청서 …) is set aside when it is where the item goes: followed by 에 ("양식에",
  "form에") or written just after the item or a clause on it ("주민번호 칸", "주민등록번호 적는 칸");
- with such a form, the verbs that put the field there (넣, 적, 만들) are the collecting act.
A form asked about itself keeps its noun ("동의서 양식은 어디서 받아요?" is not asked of the rule), and nothing
is set aside without a personal data item or against a sentence that does not speak of collecting (a family
recurring across dev batches l, q, s, za, zg, zi: branch cover14).
Only when the question asks about the collecting itself (branch hunt18): an act of its own that the sentence does not
carry ("이벤트 끝나면 연락처 바로 **지워야** 돼요?", a disposal question) keeps the occasion, so a collection rule with
the occasion set aside and that act "worded otherwise" does not answer it.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from bot.knowledge.glossary import Glossary
from bot.language.terms import GENERIC_VERBS, compact

OCCASIONS = frozenset({"회원가입", "가입", "이벤트", "응모", "설문", "설문조사", "설문지", "행사", "signup", "event",
                       "survey"})
FORMS = frozenset({"양식", "칸", "입력칸", "form", "폼", "신청서", "가입서"})
PLACING = frozenset({"넣", "적", "만들"})
# personal data items (policy words and the items employees name)
DATA_WORDS = frozenset({"개인정보", "주민등록번호", "주민번호", "고객정보", "연락처", "전화번호", "휴대폰번호", "주소",
                        "생년월일", "혈액형"})
_FORM = "|".join(sorted(FORMS, key=len, reverse=True))
DATA_PATTERN = "|".join(sorted(DATA_WORDS, key=len, reverse=True))  # the items as one regex alternation
# a form where the item goes: "양식에", "form에", or right after the item or a clause on it ("주민번호 받는 칸")
_FORM_FOR_ITEM = re.compile(rf"(?:{_FORM})\s*에(?![가-힣])|(?:{DATA_PATTERN})(?:도|를|을)?\s*(?:\S+는\s*)?(?:{_FORM})",
                            re.IGNORECASE)


def names_data(question: str, glossary: Glossary) -> bool:
    squeezed = compact(question)
    return any(w in squeezed for w in DATA_WORDS) or any(
        compact(w) in DATA_WORDS for w in glossary.policy_words_in(question))


def _applies(question: str, sentence: str, glossary: Glossary) -> bool:
    return "수집" in sentence and names_data(question, glossary)


def _forms_for_item(question: str) -> set[str]:
    found = set()
    for match in _FORM_FOR_ITEM.finditer(question):
        found |= {f for f in FORMS if f in match.group(0).lower()}
    return found


def form_of_item(question: str, word: str, sentence: str, glossary: Glossary) -> bool:
    """`word` is the form the item goes into, against a sentence on collecting ("주민번호 입력칸도 넣어도 되나요?":
    asked with 도, the field is still where the item goes, not another thing the rule must name; session 59)."""
    return _applies(question, sentence, glossary) and word.lower() in _forms_for_item(question)


def answered(question: str, missing: list[str], sentence: str, glossary: Glossary,
             unmatched_acts: Collection[str] = ()) -> list[str]:
    """`missing` (nouns) without the occasion and the form the item goes into, when the question's acts
    (`unmatched_acts`: its verbs the sentence does not carry) are all generic or put a field into the form."""
    if not missing or not _applies(question, sentence, glossary) or _other_act(question, unmatched_acts):
        return missing
    aside = OCCASIONS | _forms_for_item(question)
    if "회원가입" in compact(question):
        aside = aside | {"회원"}  # "회원 가입 양식에": the occasion written in two words (cover30)
    return [m for m in missing if m.lower() not in aside]


def _other_act(question: str, unmatched_acts: Collection[str]) -> bool:
    """An act the question asks that is not collecting: not generic, not putting a field into its form."""
    placing = PLACING if _forms_for_item(question) else frozenset()
    return any(act not in GENERIC_VERBS and act not in placing for act in unmatched_acts)


def placed(question: str, missing: list[str], sentence: str, glossary: Glossary) -> list[str]:
    """`missing` (verbs) without the verbs that put the item's field into its form."""
    if not missing or not _applies(question, sentence, glossary) or not _forms_for_item(question):
        return missing
    return [m for m in missing if m not in PLACING]
