"""Rules scoped to one kind of content, asked about content of any kind (issue 8, near-miss hunt `_w`).

A container noun (파일, 자료, 문서 …) says nothing of what the content is. A policy sentence that speaks of one
is scoped to a kind of content in one of two ways:
- the sentence names the kind before the container ("**개인정보** 파일은 … 개인 메일에 두지 않는다");
- the container stands bare and the document is about one kind ("종이 문서는 파쇄하고, 파일은 완전 삭제 도구로
  지운다" in the "**개인정보** 처리 지침").
A question that reaches such a sentence through a container alone ("엑셀 파일 다 쓰면 휴지통에 버리면 돼요?",
"회사 발표 자료 개인 메일에 보내 놔도 돼요?") asks about content of any kind: the rule for one kind does not answer
it. It does when the question names the kind, itself or as a glossary word for it ("고객 명단 파일" -> 개인정보),
or, for a bare container, a thing the sentence itself names ("보안 USB에 있는 자료" against "… 자료는 보안 USB에서
바로 삭제한다"). A document whose title names a container itself ("메일·문서 보안 규정") is about content of
any kind and scopes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.knowledge.glossary import Glossary
from bot.language.terms import GENERIC_NOUNS, analyze, compact, noun_words

# Nouns for a holder of content that say nothing of what the content is (a closed word class).
CONTAINER_NOUNS = frozenset({"파일", "자료", "문서", "서류", "데이터"})


def is_container(word: str) -> bool:
    return word in CONTAINER_NOUNS


def container_modifiers(sentence: str) -> tuple[bool, tuple[str, ...]]:
    """Whether the sentence uses a container noun bare (no noun before it), and the nouns that qualify one
    ("개인정보 파일" -> 개인정보; "메일 첨부 파일" -> 메일, 첨부; "개인정보파일" -> 개인정보), with the nouns
    listed with them by "·" ("고객 정보·개인정보·대외비 문서" -> 고객정보, 개인정보, 대외비). A frame noun ("받은 뒤
    파일에", "회사 자료") qualifies nothing."""
    morphs = analyze(sentence)
    words = noun_words(morphs)
    ends = {end: start for start, (_, _, end) in words.items()}
    bare = False
    modifiers: list[str] = []
    for start, (word, parts, _) in sorted(words.items()):
        if is_container(word):
            run: list[str] = []  # the noun words written just before it, nothing between but a space or "·"
            at = start
            while True:
                listed = at >= 1 and morphs[at - 1].surface == "·"
                before = ends.get(at - 1 if listed else at)
                if before is None or is_container(words[before][0]) or words[before][0] in GENERIC_NOUNS:
                    break
                run.append(words[before][0])
                at = before
            if run:
                modifiers.extend(reversed(run))
            else:
                bare = True
        elif len(parts) > 1 and is_container(parts[-1]):
            modifiers.append("".join(parts[:-1]))
    return bare, tuple(modifiers)


def title_kinds(title: str, glossary: Glossary) -> tuple[str, ...]:
    """The kinds of content a document title scopes its rules to: the policy words it names; none when it
    names a container itself ("메일·문서 보안 규정")."""
    if any(is_container(word) or (len(parts) > 1 and is_container(parts[-1]))
           for word, parts, _ in noun_words(analyze(title)).values()):
        return ()
    squeezed = compact(title)
    return tuple(word for word in glossary.variants if not is_container(word) and compact(word) in squeezed)


def names_kind(question: str, kinds: Iterable[str], glossary: Glossary) -> bool:
    squeezed = compact(question)
    said = set(glossary.policy_words_in(question))
    return any(compact(kind) in squeezed or kind in said for kind in kinds)


def problem(question: str, sentence: str, title: str, glossary: Glossary, other_things: bool) -> str | None:
    """What the question lacks to be answered by a sentence it reaches through a container noun: the kind
    the sentence or its document is scoped to. `other_things`: the question also names a thing (not a
    container, not an act) that the sentence itself carries."""
    bare, modifiers = container_modifiers(sentence)
    if modifiers and not bare:
        kinds: tuple[str, ...] = modifiers
    elif bare and not other_things:
        kinds = title_kinds(title, glossary)
    else:
        return None
    if not kinds or names_kind(question, kinds, glossary):
        return None
    return f"({'/'.join(kinds)}: the kind of content the rule is scoped to, which the question does not name)"
