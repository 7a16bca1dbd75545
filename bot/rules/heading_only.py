"""An English question whose topic words the sentence carries only through its heading or title.

"can I work from home if I use the VPN?" reaches "3. 재택근무 중 보안" (home -> 재택근무) of the document
"원격근무·VPN 규정" (VPN), and there "자리를 비우면 5분 뒤 화면이 자동으로 잠기게 한다" carries both words without
saying either; so does "업무용 노트북은 가족과 함께 쓰지 않는다". Such a sentence speaks of the section's subject,
not of what the question asks: for an English question (whose words are matched through the glossary, so
heading words come cheap) the sentence must say one of the question's nouns or glossary phrases itself, as
the Korean check "(a topic word in the sentence itself)" asks of the document title.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.language import english
from bot.language.terms import compact

if TYPE_CHECKING:
    from bot.matching.vocabulary import Vocabulary
    from bot.topic import Part


def english_heading_only(matcher: Vocabulary, part: Part, sentence: str, frame: str, covered: list[str]) -> bool:
    """`part` is English and every noun of it that the sentence covers is carried by `frame` (the sentence's
    heading and document title) and none by `sentence` itself (a noun matched by meaning, not by the
    glossary, counts as carried by the sentence)."""
    if not english.is_english(part.text):
        return False
    nouns = [t for t in part.terms if not t.verb and t.text in covered]
    squeezed = compact(sentence)
    if any(compact(word) in squeezed for word in part.extra):  # a glossary phrase ("special characters")
        return False
    framed = compact(frame)
    return bool(nouns) and all(matcher.word_in(t, part, framed) and not matcher.word_in(t, part, squeezed)
                               for t in nouns)
