"""A permission asked for one act is not answered by a rule that forbids another act by name (batch `_zu2`).

`TopicMatcher._unexcused` lets a permission question's act be "worded otherwise" once the sentence pins the topic
("노트북 며칠 빌려가도 돼요?" and "… 빌려주지 않는다"). "V3 백신 너무 느려서 잠깐 꺼 둬도 되나요?" passed on the table
row "V3 백신 / … / 비고: 삭제 금지": the row forbids deleting, a named act of its own, and says nothing of turning
the program off. When the sentence forbids an act by a bare note ("삭제 금지") and that act is neither the asked
act, nor written in the question, nor one of the asked act's policy words, the sentence speaks of another act on
the same object. A prohibition written as a clause ("입력하지 않는다") often names what the asked act amounts to
("ChatGPT에 대외비 문서 요약시켜도 돼요?") and is left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze, compact, lemmas_of


def forbidden_act(sentence: str) -> str | None:
    """The act the sentence forbids by a bare note, a noun before 금지 ("비고: 삭제 금지"); None otherwise. A
    prohibition written as a clause ("입력하지 않는다", "공유하지 않는다") is left to the other rules: its verb is
    often what the asked act amounts to ("요약시켜도" puts the document in; "빌려줘도" shares the account)."""
    morphs = analyze(sentence)
    for i, m in enumerate(morphs):
        if m.lemma == "금지" and i > 0 and morphs[i - 1].tag in KOREAN_NOUN_TAGS:
            return morphs[i - 1].lemma
    return None


def forbids_other(question: str, permission: bool, lemma: str, sentence: str,
                  policy_words: Callable[[str], Iterable[str]]) -> bool:
    """The permission asked for `lemma` meets a sentence that forbids another act by name."""
    if not permission:
        return False
    act = forbidden_act(sentence)
    if act is None or act == lemma:
        return False
    if act in lemmas_of(question) or compact(act) in compact(question):
        return False
    return not any(compact(act) in compact(w) or compact(w) in compact(act) for w in policy_words(lemma) if w)
