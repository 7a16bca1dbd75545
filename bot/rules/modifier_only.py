"""A question's noun that the sentence uses only to qualify another noun (issue 8, twenty-first session).

"VPN 꼭 써야 돼요?" asks about the VPN; "VPN 인증서의 유효기간은 1년이다" (and, under the heading "VPN 인증서",
"인증서가 만료되기 30일 전에 재발급을 신청한다") is about the certificate: the sentence writes VPN only right before
another noun, which a Korean noun phrase makes its head. When every word the sentence shares with the question is
such a qualifier (directly before a noun, or before 의 and a noun) and the head is another thing the question does
not name, the sentence speaks of that thing, and it is no answer.

The head is another thing when the excerpt also makes it a subject or topic by itself (no noun before it, 이/가/은/는
after it: "인증서가 만료되기 …"); an event or a class the compound only names ("악성코드 감염이", "삭제 금지") is
not, nor a noun that names the qualifier's kind (서비스, 프로그램, 앱 …: "생성형 AI 서비스만"). The head counts as
named when the question writes it or a word the glossary files under it, and a container noun (파일, 자료, 문서 …:
"개인정보 파일은 … 1년 보관") is the qualifier's own content. A sentence that also carries a predicate of the
question, or uses the shared noun by itself anywhere (its heading included), is left to the other rules. On
MeCab-ko's tags; general logic, no lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, analyze, compact
from bot.matching.model import PERIOD_NOUNS
from bot.rules.scope_kind import is_container

_SUBJECT_PARTICLES = frozenset({"이", "가", "은", "는"})
# nouns that name the kind of thing the qualifier is ("생성형 AI 서비스", "백신 프로그램"): a closed class, the
# qualifier's own kind, never another thing
KIND_NOUNS = frozenset({
    "서비스", "프로그램", "앱", "어플", "도구", "툴", "소프트웨어", "시스템", "기능", "제품", "솔루션", "플랫폼",
})


def heads(word: str, text: str) -> list[str | None]:
    """For each place `word` is written in `text` as whole morphemes: the noun it qualifies there (the noun right
    after it, or after 의), or None where it stands by itself."""
    morphs = analyze(text)
    out: list[str | None] = []
    for match in re.finditer(re.escape(word), text, flags=re.IGNORECASE):
        start, end = match.span()
        if not any(m.start == start for m in morphs) or not any(m.end == end for m in morphs):
            continue  # letters inside a longer word
        after = [m for m in morphs if m.start >= end]
        out.append(_head(after))
    return out


def _head(after: Sequence[Morph]) -> str | None:
    if after and after[0].tag == "JKG":  # "VPN의 인증서"
        after = after[1:]
    if after and after[0].tag in NOUN_OR_LATIN_TAGS:
        return after[0].lemma
    return None


def subjects(text: str) -> frozenset[str]:
    """The nouns `text` makes a subject or topic by themselves: no noun right before, 이/가/은/는 right after."""
    morphs = analyze(text)
    return frozenset(m.lemma for i, m in enumerate(morphs[:-1])
                     if m.tag in NOUN_OR_LATIN_TAGS and morphs[i + 1].tag in ("JKS", "JX")
                     and morphs[i + 1].lemma in _SUBJECT_PARTICLES
                     and (i == 0 or morphs[i - 1].tag not in NOUN_OR_LATIN_TAGS))


def problems(shared_nouns: Iterable[str], shared_verbs: bool, body: str, question: str,
             named: Callable[[str], bool], forms: Callable[[str], Sequence[str]], excerpt: str) -> list[str]:
    """One problem when every noun the sentence (`body`: heading and sentence) shares with the question is written
    there only before a head noun the question does not name; empty otherwise. `shared_verbs`: the sentence carries
    a predicate of the question. `named(head)`: the question names that noun (itself or by a glossary word).
    `forms(noun)`: the noun and the policy words it stands for. `excerpt`: the whole excerpt (heading and text)."""
    nouns = list(shared_nouns)
    if not nouns or shared_verbs:
        return []
    things = subjects(excerpt)
    qualified: list[tuple[str, str]] = []
    for noun in nouns:
        places = [(form, head) for form in dict.fromkeys(forms(noun)) for head in heads(form, body)]
        if not places:
            return []  # carried otherwise (a near-synonym, a longer word): not judged here
        others = [head for _, head in places if head is not None and head in things and not is_container(head)
                  and head not in KIND_NOUNS
                  and not named(head) and compact(head) not in compact(question)]
        if len(others) < len(places):
            return []  # the noun stands by itself (or heads a named thing) somewhere in the sentence
        qualified.append((noun, others[0]))
    noun, head = qualified[0]
    return [f"({noun}: the sentence only uses it to qualify {head})"]


# what a compound's head may be and still speak of the act itself: a ruling on it ("삭제 금지", "설치 승인"), its
# time or span ("설치 전", "퇴사 후", "보관 기간")
_ACT_HEADS = PERIOD_NOUNS | {
    "금지", "필요", "가능", "불가", "의무", "전", "후", "뒤", "때", "중", "이후", "이전", "이내", "방법", "절차",
    "승인", "허가",
}


def act_problems(act: str | None, forms: Callable[[str], Sequence[str]], sentence: str, question: str,
                 named: Callable[[str], bool]) -> list[str]:
    """The act a yes/no or permission question asks (`act`; `forms(act)`: the policy words it stands for and their
    glossary variants) that the sentence writes only as the qualifier of another noun: "비번 미리 바꿔놔도
    되나요?" is not answered by "만료 7일 전부터 사내 포털에 변경 안내가 표시된다", which rules on the notice, not on
    changing (hand probe p28a-near-34). Left to the other rules: a compound the sentence makes its topic ("유료
    라이선스는 …" names the kind of thing the rule is about), a sentence that also writes the act otherwise ("…
    변경한다", "도난당하면", "… 도구로 지운다"), a head that rules on or times the act ("삭제 금지", "설치 전") or
    that names the kind of thing the act makes ("기본 설치 소프트웨어": installed software), a head the question
    names."""
    if act is None:
        return []
    words = [w for w in dict.fromkeys([act, *forms(act)]) if len(compact(w)) >= 2 or w == act]
    keys = {compact(w) for w in words}
    morphs = analyze(sentence)
    heads_found: list[str] = []
    qualifiers: set[str] = set()
    for i, m in enumerate(morphs):
        if compact(m.lemma) not in keys:
            continue
        following = morphs[i + 1] if i + 1 < len(morphs) else None
        if m.tag != "NNG" or following is None or following.tag != "NNG" or not 0 < following.start - m.end <= 1:
            return []  # the act itself ("변경한다", "변경을", "바꾼다")
        if i + 2 < len(morphs) and morphs[i + 2].tag == "JX" and morphs[i + 2].lemma in ("은", "는"):
            return []  # the compound is what the sentence is about: "유료 라이선스는 …" rules on paid licences
        heads_found.append(following.lemma)
        qualifiers.add(compact(m.lemma))
    squeezed = compact(sentence)
    if not heads_found or any(k in squeezed for k in keys - qualifiers):
        return []  # not written, or written otherwise too ("도난당하면", "지운다")
    if any(head in _ACT_HEADS or head in KIND_NOUNS or named(head) or compact(head) in compact(question)
           for head in heads_found):  # "기본 설치 소프트웨어다": the kind the act makes of a thing
        return []
    return [f"({act}: the sentence only names it as the kind of {heads_found[0]})"]
