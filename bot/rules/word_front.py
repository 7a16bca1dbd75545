"""A question noun the sentence has only as the front of a longer compound names another thing (issue 8, `_zk2`).

"비밀번호 알려달라는 전화 오면 어떻게 해요?" asks about a phone *call*; "이름·생일·전화번호·사번은 비밀번호에 넣지
않는다" has 전화 only as the front of 전화번호 (a phone number), so it carried the question's 전화 and answered. When
the sentence (with its heading and title) has a question noun only as the first part of a compound noun (전화 +
번호) and the question writes that noun on its own, not in that compound, the sentence speaks of another thing:
the question's noun is missing. A noun the context also has on its own, or that the glossary ties to that
compound ("입사" of 입사일), or whose compound only adds a one-syllable suffix (백업본), is carried as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.language.terms import compact, text_nouns


def problems(question: str, nouns: Iterable[str], sentence: str, context: str,
             words_for: Callable[[str], Iterable[str]] = lambda _w: ()) -> list[str]:
    """`(N only inside C)` for each question noun N (of `nouns`, Hangul) that `sentence` has only as the front
    part of a compound C, which neither the sentence's `context` (heading, title) nor the question has alone;
    not when the glossary ties N to C (`words_for`: 입사 -> 입사일, 한컴 -> 한컴오피스)."""
    asked = text_nouns(question)
    alone = {w for w, _parts in asked}
    squeezed = compact(question)
    around = {w for w, _parts in text_nouns(context)}
    out: list[str] = []
    said = text_nouns(sentence)
    for noun in dict.fromkeys(nouns):
        if len(noun) < 2 or not ("가" <= noun[0] <= "힣") or noun not in alone or noun in around:
            continue
        if any(w == noun for w, _parts in said):
            continue
        tied = {compact(w) for w in words_for(noun)}
        # the rest a noun of its own (번호 of 전화번호), not a one-syllable suffix (본 of 백업본: a backup copy)
        fronts = [w for w, parts in said if len(parts) >= 2 and parts[0] == noun and len(w) - len(noun) >= 2
                  and w not in tied]
        if fronts and not any(compact(w) in squeezed for w in fronts):
            out.append(f"({noun} only inside {fronts[0]})")
    return out
