""""Any X at all?" is answered by the rule that allows only some X, however the X would be found (cover30).

"아무 AI나 인터넷에서 찾아서 써도 되는 건가요?" is answered by "업무에는 회사가 허용한 생성형 AI 서비스만 사용한다": the
question asks whether any one of a kind may be used, the sentence says only the allowed ones may, and how the asker
would come by one (찾아서, 골라서, 구해서, 받아서, 다운받아서, from 인터넷 or 웹) changes nothing. Only with a free
choice (아무 N나 / 아무 N이나) and a sentence restricted with 만; the act asked must still be carried by the topic rule.

The other way round (session 59, `problems`): "비번에 특수문자 아무거나 써도돼요??" asks which of the things named may
be chosen; "영문 대문자·소문자·숫자·특수문자 중 세 종류 이상을 섞어 쓴다" names 특수문자 as one kind of a list and says
nothing of which ones. A sentence that names the freely chosen thing answers only when it restricts that thing: the
sentence with 만 ("보안 USB만", "꼭 필요한 항목만"), a word that modifies the thing ("등록된 보안 USB"), or a
prohibition.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.language.terms import Term

_ANY = re.compile(r"아무\s*\S+?\s*\S*?(?:이나|나)\s")
# the acts of coming by the thing, chained to the asked act with -아서/-어서, and where it is found
_FINDING = re.compile(r"(찾|골라|고르|구해|구하|받아|다운받아|다운로드해)\S{0,2}서\s")
_FINDING_ACTS = frozenset({"찾", "고르", "구하", "받", "다운받", "다운로드"})
_SOURCES = frozenset({"인터넷", "웹", "온라인", "구글", "검색"})
# the freely chosen thing: "특수문자 아무거나", "USB는 아무거나", "아무 USB나", "아무 프로그램이나"
_ANY_THING = re.compile(r"([가-힣A-Za-z0-9]+?)(?:은|는|이|가|을|를|도)?\s*아무거나(?=[\s?!.,~]|$)"
                        r"|아무\s*([가-힣A-Za-z0-9]+?)\s*(?:이나|나)(?=[\s?!.,~]|$)")
_NOT_THINGS = frozenset({"거", "것", "때", "데", "곳", "렇게", "케"})  # any time, place or way: not a thing chosen
_PARTICLE_END = re.compile(r"(?:은|는|이|가|을|를|에|에서|에는|로|으로|과|와|도|의)$")
_PROHIBITION = re.compile(r"않는다|않아야|금지|안\s*된다|할\s*수\s*없다|못한다")


def carried(question: str, unmatched: list[Term], sentence: str) -> set[str]:
    """The unmatched words of `question` that only say how the freely chosen thing would be found."""
    if not re.search(r"\S만\s", sentence) or not _ANY.search(question) or not _FINDING.search(question):
        return set()
    return {t.text for t in unmatched if (t.verb and t.text in _FINDING_ACTS) or (
        not t.verb and t.text in _SOURCES)}


def _restricted(form: str, sentence: str) -> bool:
    """The sentence restricts the thing `form` names: with 만 (on it or on its items: "개인정보는 … 꼭 필요한 항목만
    수집한다"), a modifying word before it, or a prohibition."""
    if re.search(r"\S만\s", sentence):
        return True
    for m in re.finditer(re.escape(form), sentence, re.I):
        before = sentence[:m.start()]
        word = before.split()[-1] if before.endswith(" ") and before.split() else ""
        if word and not _PARTICLE_END.search(word):
            return True
    return _PROHIBITION.search(sentence) is not None


def problems(question: str, forms_of: Callable[[str], set[str]], sentence: str) -> list[str]:
    """The item missing when the question asks which of a thing may be freely chosen and the sentence names that thing
    (itself or a policy word `forms_of` gives) without restricting it."""
    out = []
    for m in _ANY_THING.finditer(question):
        thing = m.group(1) or m.group(2)
        if thing in _NOT_THINGS:
            continue
        named = [f for f in {thing, *forms_of(thing)} if f and re.search(re.escape(f), sentence, re.I)]
        if named and not any(_restricted(f, sentence) for f in named):
            out.append(f"({thing} 아무거나: which {thing} may be chosen, which the sentence does not restrict)")
    return out
