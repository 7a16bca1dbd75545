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
