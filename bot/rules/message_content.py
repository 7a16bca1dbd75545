"""What a message says, quoted before the message noun, is the asker's story (issue 8, branch cover23).

"택배 **조회하라는** 이상한 메일 왔는데 열어봐도 되나요?", "결제하라는 문자 받았는데 어떻게 해요?": the clause that ends
in a quotative modifier (-라는, -다는, -자는, -냐는) before a noun tells what the mail, text or pop-up says. Its
words (택배, 조회) describe the message; the rule that answers names the message ("의심스러운 메일은 열지 말고 …"),
not what it says. A word of that clause the sentence lacks is set aside when:

- the noun the clause modifies (its head, past attributive adjectives: "조회하라는 이상한 **메일**") is carried by
  the sentence, and
- the word is not used again outside the clause ("비밀번호 바꾸라는 알림 떴는데 언제까지 바꿔야 돼요?" asks about
  바꾸 itself).

Other checks still apply: only missing words are dropped. General logic on MeCab-ko's tags, never lists of words.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

from bot.language.tags import VERB_ADJECTIVE_TAGS
from bot.language.terms import raw_morphemes

_QUOTATIVE = frozenset({"라는", "다는", "자는", "냐는", "으라는", "하라는"})
_BOUNDARY = frozenset({"EC", "EF", "SF", "SP", "SE", "ETM", "ETN"})
_NOUNS = frozenset({"NNG", "NNP", "SL"})


def _tags(pos: str) -> list[str]:
    return pos.split("+")


@lru_cache(maxsize=2048)
def content_clauses(question: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """(head noun, words of the quoted content not used elsewhere in the question) for each quotative clause."""
    raw = raw_morphemes(question)
    out: list[tuple[str, frozenset[str]]] = []
    for k, m in enumerate(raw):
        if _tags(m.pos)[-1] != "ETM" or m.surface not in _QUOTATIVE:
            continue
        start = k
        while start > 0 and not set(_tags(raw[start - 1].pos)) & _BOUNDARY:
            start -= 1
        head = None
        end = len(raw)
        for j in range(k + 1, len(raw)):
            tags = _tags(raw[j].pos)
            if tags[0] in _NOUNS and not (j + 1 < len(raw) and _tags(raw[j + 1].pos)[0] in ("XSA", "XSV")):
                head, end = raw[j].surface.lower(), j + 1
                break
            # attributive words between: "이상한" (NNG + XSA+ETM), "수상한" (read NNB + VV+ETM)
            if tags[0] not in ("NNG", "NNB", "XSA", "VA") and "ETM" not in tags:
                break
        if head is None:
            continue
        words = {w.surface.lower() for w in raw[start:k] if _tags(w.pos)[0] in _NOUNS}
        words |= {w.lemma for w in raw[start:k] if _tags(w.pos)[0] in VERB_ADJECTIVE_TAGS}
        outside = {w.surface.lower() for w in (*raw[:start], *raw[end:])} | {
            w.lemma for w in (*raw[:start], *raw[end:])}
        kept = frozenset(w for w in words if w not in outside and len(w) >= 1)
        if kept:
            out.append((head, kept))
    return tuple(out)


def answered(question: str, missing: Sequence[str], covered: Collection[str]) -> list[str]:
    """`missing` less the words of a quoted content clause whose head noun the sentence carries."""
    if not missing:
        return list(missing)
    told: set[str] = set()
    for head, words in content_clauses(question):
        if head in covered:
            told |= words
    return [w for w in missing if w.lower() not in told]
