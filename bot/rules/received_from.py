"""Receiving a thing from someone is not sending, taking out or deleting it (issue 8, hunt31).

"외부에서 30MB짜리 첨부 보내준다는데 받을 수 있나요?" asks whether the asker may receive a large attachment;
"협력사에서 보안 USB로 자료 받아와도 괜찮아요?" whether data may be brought in from a partner. 받 is a generic verb,
so the topic rule saw only the thing (첨부, 보안 USB, 자료) and quoted a sentence on another act on it: "메일 첨부
파일은 25MB까지 보낼 수 있다" (sending), "용도가 끝난 자료는 보안 USB에서 바로 삭제한다" (deleting): near misses
answered. `bot.rules.receiving` reads the where/when questions ("어디서 받아요?"); this module reads the yes/no and
permission ones that name where the thing comes from.

A question without a question word whose own act is receiving (its last verb that is not generic is 받, or 받아오/
받아가; what is received is not a consent: 승인·동의·허락 … 받 is getting leave, not a thing) and that names a
source before it (a noun with 에서, 에게서, 한테서, 로부터, 한테 or 에게) is answered only by a sentence that speaks
of a thing coming to someone: 받 of a thing, or an act of handing over or taking in (지급, 발급, 교체, 수집, 수신).
General logic on MeCab-ko's tags and a closed class of acts, never lists of questions.
"""

from __future__ import annotations

from bot.language.tags import KOREAN_NOUN_TAGS, VERB_ADJECTIVE_TAGS
from bot.language.terms import Morph, analyze
from bot.rules.message_parts import QUESTION_WORD_RE

_SOURCE = frozenset({"에서", "에게서", "한테서", "로부터", "한테", "에게", "께"})
_CONSENT = frozenset({"승인", "동의", "허락", "허가", "결재", "승낙", "신고", "교육", "확인", "도움", "연락", "안내"})
_TAKING_IN = ("지급", "발급", "교체", "수집", "수신")
_GENERIC = frozenset({"하", "되", "있", "없", "같", "맞", "괜찮", "주", "보", "알", "싶", "수", "오", "가", "두", "놓"})


def _object_before(morphs: tuple[Morph, ...], i: int) -> str | None:
    """The noun right before the verb at `i` (with or without an object particle between)."""
    j = i - 1
    if j >= 0 and morphs[j].tag.startswith("JKO"):
        j -= 1
    if j >= 0 and morphs[j].tag in KOREAN_NOUN_TAGS:
        return morphs[j].lemma
    return None


def _receives_thing(morphs: tuple[Morph, ...], i: int) -> bool:
    return morphs[i].lemma == "받" and (_object_before(morphs, i) or "") not in _CONSENT


def asks_receiving(question: str) -> bool:
    """A yes/no or permission question on receiving a thing from a named source."""
    if QUESTION_WORD_RE.search(question):
        return False
    morphs = analyze(question)
    if any(m.tag.startswith("NN") and m.lemma in _CONSENT for m in morphs):
        return False  # "승인은 보안팀에서 받는 거죠?": leave, wherever its noun stands
    # the acts in order, a noun made a verb by its noun ("받은 외장하드에 … 연결해도": the asked act is 연결)
    verbs = [i for i, m in enumerate(morphs) if (m.tag in VERB_ADJECTIVE_TAGS and m.lemma not in _GENERIC)
             or (m.tag == "XSV" and i > 0 and morphs[i - 1].tag.startswith("NN"))]
    if not verbs or not _receives_thing(morphs, verbs[-1]):
        return False
    at = verbs[-1]
    return any(m.tag.startswith("J") and m.surface in _SOURCE and k > 0 and morphs[k - 1].tag.startswith("N")
               for k, m in enumerate(morphs[:at]))


def speaks_of_receiving(sentence: str) -> bool:
    """The sentence speaks of a thing coming to someone (받 of a thing, 지급, 발급, 교체, 수집, 수신)."""
    morphs = analyze(sentence)
    if any(m.tag.startswith("NN") and any(m.lemma.startswith(w) or m.lemma.endswith(w) for w in _TAKING_IN)
           for m in morphs):
        return True
    return any(_receives_thing(morphs, i) for i in range(len(morphs)))


def problems(question: str, sentence: str) -> list[str]:
    """The item missing when a question on receiving meets a sentence on another act."""
    if not asks_receiving(question) or speaks_of_receiving(sentence):
        return []
    return ["(the question asks about receiving the thing from someone; the sentence speaks of another act)"]
