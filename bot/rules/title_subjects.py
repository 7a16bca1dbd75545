"""A title that names several subjects says which one a rule is about only through the rule's own words (session 41,
issue 8).

"잘못 보낸 메일 회수 가능?" was answered by "대외비 문서의 출력물은 출력한 뒤 바로 회수한다" (section "4. 출력물" of the
"메일·문서 보안 규정"): 메일 was carried by the document title alone. A title that lists several subjects (메일, 문서)
does not make each of its rules about every one of them: a rule whose body names another of the title's subjects (문서)
and not the one a question noun stands for (메일) is about that other subject — unless the question names it too
("재택근무 중에 … VPN 먼저 켜야 하나요?" names both subjects of "원격근무·VPN 규정"). General wording rule on the
title's "·", never lists of titles.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.language.terms import compact


def subjects(title: str) -> list[str]:
    """The subjects a title lists with "·": the last word before the first "·", the first word after each one
    ("업무용 장비 지급·반납 규정" -> 지급, 반납); none for a title without "·"."""
    pieces = [p.split() for p in title.split("·")]
    if len(pieces) < 2:
        return []
    return [words[-1] if i == 0 else words[0] for i, words in enumerate(pieces) if words]


def about_other(title: str, forms: Iterable[str], body: str, asked: Iterable[str]) -> bool:
    """The sentence (its heading and bullet, `body`) is about another of the title's subjects than the one `forms`
    (a question noun and its policy words) stands for, and the question (its words and policy words, `asked`) does
    not name that other one."""
    listed = subjects(title)
    if not listed:
        return False
    wanted = {compact(f) for f in forms if f}
    mine = [s for s in listed if compact(s) in wanted]
    if not mine:
        return False
    squeezed = compact(body)
    named = {compact(a) for a in asked if a}
    others = [s for s in listed if s not in mine]
    return not any(compact(s) in squeezed for s in mine) and any(
        compact(s) in squeezed and compact(s) not in named for s in others)
