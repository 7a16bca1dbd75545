""""맥북으로 바꿔줄 수 있어요?" asks for a change *into* a thing: the sentence must name that thing.

The glossary files 맥북 under 노트북, so "노트북은 4년마다 교체한다" passed on 노트북 and 바꾸: a rule on when the
laptop is replaced, not on whether one may have a MacBook. When the question's asked predicate is a verb of changing
(바꾸다, 교체, 변경, 업그레이드, 갈아타다, 전환) and the noun before it is marked as what it becomes (N(으)로), N
must be in the sentence itself (its surface) when the sentence names it only by a wider word the glossary files it
under. A change told as the story ("폰을
갤럭시로 바꿨는데 OTP는 어떻게 해요?": the clause ends in -는데 / -고 / -서) is not what is asked and is left alone.
On MeCab-ko's tags; general logic, no lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.language.terms import Morph, analyze, compact

_CHANGE_VERBS = frozenset({"바꾸", "갈아타", "바뀌"})
_CHANGE_NOUNS = frozenset({"교체", "변경", "업그레이드", "전환", "교환"})
_INTO = frozenset({"로", "으로"})
_NOUNS = ("NNG", "NNP", "SL", "SN")
_MODAL_NOUNS = frozenset({"가능", "불가능", "불가", "필요", "여부"})
_CONTENT = ("NNG", "NNP", "SL", "VV", "VA")
_STORY_ENDINGS = ("는데", "은데", "ㄴ데", "ᆫ데", "던데", "고", "서", "어서", "아서", "니까", "면서")


def changed_into(question: str) -> list[str]:
    """The nouns the question asks to change a thing into ("맥북으로 바꿔줄 수 있어요?" -> 맥북)."""
    morphs = analyze(question)
    out: list[str] = []
    for k in range(1, len(morphs) - 1):
        if morphs[k].tag != "JKB" or morphs[k].surface not in _INTO:
            continue
        verb = morphs[k + 1]
        if not (verb.tag == "VV" and verb.lemma in _CHANGE_VERBS) and not (
                verb.tag == "NNG" and verb.lemma in _CHANGE_NOUNS):
            continue
        if _told(morphs[k + 2:]):
            continue
        if morphs[k - 1].tag not in _NOUNS:
            continue
        noun = morphs[k - 1].surface  # with the nouns written onto it ("윈도우11"), not the words before it
        for m in reversed(morphs[:k - 1]):
            if m.tag not in _NOUNS or f"{m.surface}{noun}".lower() not in question.lower():
                break
            noun = f"{m.surface}{noun}"
        out.append(noun)
    return out


def _told(after: Sequence[Morph]) -> bool:
    """The change verb's clause tells the story before the question: it ends in a connective ("바꿨는데(요)",
    "바꾸고", "바꿔서"), or another sentence with words of its own follows it ("아이폰으로 바꿨어요. OTP는요?")."""
    for n, m in enumerate(after):
        if n == 0 and m.tag in _CONTENT and m.lemma not in _MODAL_NOUNS:
            return True  # "폰 갤럭시로 바꿈 OTP 어케함": the change ends where the next words begin
        if m.tag in ("EC", "EF") and m.surface.rstrip("요").endswith(_STORY_ENDINGS):
            return True
        if m.tag in ("SF", "SC", "ETN"):  # a question mark closes the question; a stop or "바꿈" closes a story
            return m.surface not in ("?", "？") and any(x.tag in _CONTENT for x in after[n + 1:])
    return False


def problems(question: str, sentence: str, words_for: Callable[[str], Sequence[str]]) -> list[str]:
    """One problem per thing the question asks to change into that the sentence does not name itself but only
    by a word the glossary files it under (`words_for`: 맥북 -> 노트북): a thing the sentence does not speak of at all
    is the topic rule's to find missing."""
    squeezed = compact(sentence).lower()
    return [f"({noun}: what the question asks to change into; the sentence names only a wider word for it)"
            for noun in changed_into(question) if compact(noun).lower() not in squeezed
            and any(compact(w).lower() in squeezed for w in words_for(noun)
                    if compact(w).lower() != compact(noun).lower())]
