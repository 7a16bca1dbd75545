"""A product named in Hangul is the product the glossary lists under its Latin name (issue 8, probe `_p45e`).

Employees write software names in Hangul: "노션 팀에서 같이 쓰자는데 그냥 깔아도 돼요?", "피그마로 시안 작업하려는데",
"아크로뱃 리더 깔려는데". MeCab-ko does not know these words and cuts them ("노션" -> 노 + 션, "아크로뱃" -> 아크 + 뱃,
"피그마로" kept whole with its particle), so the pieces become topic words no sentence carries, though the glossary
lists the spelling under the product's name ("Notion: [노션]"). Every Hangul variant of a glossary entry named in
Latin letters with small ones (a product, as the software catalog writes it; not an acronym such as VPN or MB, nor
a name with Hangul such as "IT 담당자") is read as that name before the message is analysed, when it starts a word
(not inside a longer Hangul word: "한컴오피스" is no 오피스); particles may follow ("피그마로"). Generated from the
glossary; no list of questions.
"""

from __future__ import annotations

import re

from bot.knowledge.glossary import Glossary
from bot.language.terms import compact
from bot.rules import spelled_acronyms

# a product's name: Latin letters (and digits, spaces, dots), with a small letter; all-capital acronyms (VPN, MB, OTP)
# are read by bot.rules.spelled_acronyms, and a name with Hangul in it (IT 담당자, VPN 인증서) is no product
_PRODUCT_NAME = re.compile(r"(?=.*[a-z])[A-Za-z][A-Za-z0-9 .+-]*")
_HANGUL_WORD = re.compile(r"[가-힣]+(?: [가-힣]+)*")
_MIN_LENGTH = 2


def _table(glossary: Glossary) -> tuple[tuple[str, str], ...]:
    """(Hangul variant, Latin name), longest variant first."""
    out: dict[str, str] = {}
    for word, variants in glossary.variants.items():
        if not _PRODUCT_NAME.fullmatch(word):
            continue
        for variant in variants:
            if _HANGUL_WORD.fullmatch(variant) and len(variant) >= _MIN_LENGTH:
                out.setdefault(variant, word)
    return tuple(sorted(out.items(), key=lambda kv: -len(kv[0])))


def _pattern(glossary: Glossary) -> tuple[re.Pattern[str] | None, dict[str, str], dict[str, tuple[str, ...]]]:
    table = _table(glossary)
    if not table:
        return None, {}, {}
    # the longer glossary words a variant is part of ("오피스" of "한컴오피스"), written without spaces
    words = {compact(w) for word, variants in glossary.variants.items() for w in (word, *variants)}
    longer = {v: tuple(w for w in words if v in w and w != v) for v, _ in table}
    return re.compile(r"(?<![가-힣])(" + "|".join(re.escape(s) for s, _ in table) + ")"), dict(table), longer


def as_latin_names(question: str, glossary: Glossary) -> str:
    """The question with every Hangul spelling of a product the glossary names in Latin letters written as that name;
    not where it is part of a longer glossary word the question writes, spaced or not ("한컴 오피스": 한컴오피스)."""
    pattern, table, longer = glossary.derived(_pattern)
    if pattern is None:
        return question
    squeezed = compact(question)

    def named(m: re.Match[str]) -> str:
        variant = m.group(1)
        return variant if any(w in squeezed for w in longer[variant]) else table[variant]

    return pattern.sub(named, question)


def as_policy_names(text: str, glossary: Glossary) -> str:
    """`text` with acronyms spelled out in Hangul ("브이피엔", `bot.rules.spelled_acronyms`) and products named in
    Hangul ("노션") written as the glossary's Latin names; the matcher and the retriever read a message the same way."""
    return as_latin_names(spelled_acronyms.as_latin(text, glossary), glossary)
