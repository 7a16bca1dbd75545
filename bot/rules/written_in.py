"""Where to write is the document written in (issue 8, branch verbs13).

"서버실 들어가기 전에 **어디** 적어야 되는거 있나요?", "출입할 때 어디에 적어요?": a where-question on an act of
writing asks which record to fill in, and "서버실에 들어갈 때는 출입 기록부를 작성한다" names it as the object of
the writing verb, not with a place particle. Only for writing verbs (적다 and the policy's 작성/기입/기재/기록):
"기록부는 어디에 있어요?", "어디에 제출해요?" still need a place, and 쓰다 (also "use") is left out.

The other way round (batch `_zs`, branch hunt17): 적다 is a verb no policy sentence uses, so
`bot.rules.leniency.unnamed_event` read "설치 승인 받은 건 어디에 적어 둬야 해요?" as asking where the sentence's own
act happens, and "승인된 소프트웨어는 … 표에 정리되어 있다" answered it with the place 표에. An act of writing is no
unnamed event: the policies state writing (작성한다); a sentence that states none does not say where or when to write.
"""

from __future__ import annotations

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze

_ASKED_WRITING = frozenset({"적", "작성", "기입", "기재", "기록"})
_WRITING = _ASKED_WRITING | {"쓰"}


def asks_writing(question: str) -> bool:
    """Whether the question's act is one of writing something down (적어야, 작성해요)."""
    # MeCab reads 적어야 as the adjective 적다 (few); with 어디 it is the verb of writing
    return any(m.lemma in _ASKED_WRITING and m.tag.startswith(("VV", "VA", "NN")) for m in analyze(question))


def written_documents(sentence: str) -> tuple[str, ...]:
    """Nouns the sentence makes the object of a writing verb ("출입 기록부를 작성한다" -> 기록부)."""
    morphs = analyze(sentence)
    out = []
    for i, m in enumerate(morphs[:-1]):
        if m.tag == "JKO" and i > 0 and morphs[i - 1].tag in KOREAN_NOUN_TAGS and morphs[i + 1].lemma in _WRITING:
            out.append(morphs[i - 1].lemma)
    return tuple(out)


def unstated_writing(act: str, sentence: str) -> bool:
    """The asked act is one of writing down (적, 기록 …) and the sentence states no act of writing (작성, 적, 쓰 …)."""
    return act in _ASKED_WRITING and not any(m.lemma in _WRITING for m in analyze(sentence))


def answers_where(question: str, sentence: str) -> bool:
    """A where-question on writing is answered by the sentence's document written in."""
    return asks_writing(question) and bool(written_documents(sentence))
