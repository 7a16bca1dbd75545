"""Premises the asker heard from someone (issue 8, item 3): "팀장님이 노트북은 3년마다 바꿔준다던데",
"옆자리 선배가 비번은 반년에 한 번만 바꾸면 된다고 하던데요".

- **who said it** is no topic: the colleague who is the subject of the hearsay is dropped from the question
  (`without_source`), so that "팀장" need not be in the sentence that corrects the premise;
- **a hearsay statement asks for confirmation** even without a question mark or 맞죠 (`asks_confirmation`);
- **a figure said in words** ("반년") is an asserted figure like "6개월" (`spoken_figures`).

General wording rules on MeCab tags and closed word classes; `bot.topic` calls them.
"""

from __future__ import annotations

import re

from bot.language.terms import analyze
from bot.rules.answer_kind import heard_premise, is_person
from bot.rules.saying_clause import without_saying_clause

# Reported speech: "-다던데", "-라던데", "그러던데", "… 말로는", "-다고 하던데 / 들었는데" (bot.rules.answer_kind).
_HEARSAY_RE = re.compile(
    r"(?:다|라)\s*(?:던데|더라)|(?:[는된준]|했)대\s*요?\s*[.?!~]*\s*$|"  # "된대요", "바꿔준대요": reported
    r"그러던데|그러더라|그랬는데|그랬어요|(?:말씀|말|얘기|이야기)\s*(?:으로는|로는|으론|론)|듣기로는|"
    # "… 신청하면 된다면서요?", "… 1년이라며?": what the asker was told, asked back (-면서 "while" has no 다/라)
    r"(?<=[가-힣])(?:다|라)\s*(?:면서|며)\s*요?\s*[?？]")
# A hearsay statement that ends the message asks whether it holds ("… 바꾸면 된다고 하던데요").
_ENDS_HEARSAY_RE = re.compile(
    r"(?:던데|더라고|들었는데|들었어|그랬어|그러던데|(?:[는된준]|했)대|(?<=[가-힣])(?:다|라)\s*(?:면서|며))"
    r"\s*요?\s*[.?!~…ㅠㅜ]*\s*$")
# People the asker hears things from who are no policy's actor (closed class; titles and teams: is_person).
_COLLEAGUES = frozenset({"선배", "후배", "동기", "사수", "선임", "친구", "동료", "옆자리", "다들", "사람들", "누군가"})
_SPEECH_NOUNS = frozenset({"말", "말씀", "얘기", "이야기"})
_BY_PARTICLES = ("로", "론", "으로", "으론")  # "말로는", "말씀으로는": a superior's words ("팀장님 말씀으로는")

# Only periods of months: "일주일", "하루" as asserted figures cost f-premise-07 ("입사하고 일주일 뒤에 지급되는
# 거죠?" is answered by "입사일에 지급한다", which states no figure of the week's kind).
SPOKEN_FIGURES: dict[str, tuple[str, str]] = {"반년": ("6", "month")}
_SPOKEN_RE = re.compile("|".join(SPOKEN_FIGURES))


def is_hearsay(text: str) -> bool:
    return heard_premise(text) or _HEARSAY_RE.search(text) is not None


def asks_confirmation(text: str) -> bool:
    """A message that ends on what the asker heard asks whether it holds, like "맞죠?"."""
    return is_hearsay(text) and _ENDS_HEARSAY_RE.search(text) is not None


def _is_source(noun: str) -> bool:
    return noun in _COLLEAGUES or (is_person(noun) and not noun.isascii())


def without_source(text: str) -> str:
    """The question without the colleague it was heard from: the noun phrase the message opens with, a
    person ("팀장님", "옆자리 선배"), marked as the subject of the saying ("팀장님이 노트북은 …", subject
    then topic) or as its source ("팀장님 말로는 …"). "팀장님이 승인해 주면 되죠?" hears nothing and keeps
    팀장; "IT 담당자가 잠가 준다던데" names the actor of the premise (no topic after it) and keeps it."""
    text = without_saying_clause(text, _is_source)  # "… 된다고 팀장님이 그러던데" (bot.rules.saying_clause)
    if not is_hearsay(text):
        return text
    morphs = analyze(text)
    i = 0
    while i < len(morphs) and morphs[i].tag in ("NP", "MM") and morphs[i].surface in ("우리", "저희", "제", "그"):
        i += 1
    nouns: list[str] = []
    while i < len(morphs) and morphs[i].tag in ("NNG", "NNP", "XSN", "SL") and not (
            nouns and morphs[i].surface in _SPEECH_NOUNS):  # "팀장님 말로는": 말 is the saying, not a noun
        if morphs[i].tag != "XSN":
            nouns.append(morphs[i].surface)
        i += 1
    if not nouns or i >= len(morphs) or not (_is_source(nouns[-1]) or _is_source("".join(nouns))):
        return text
    marker = morphs[i]
    if marker.tag == "JKS" or (marker.tag == "JKB" and marker.surface == "께서"):
        # the subject of the saying: a topic of the hearsay follows it ("… 노트북은 3년마다")
        rest = morphs[i + 1:]
        topic = any(m.tag == "JX" and m.surface in ("은", "는") and k > 0 and rest[k - 1].tag.startswith("NN")
                    for k, m in enumerate(rest))
        if not topic:
            return text
        end = marker.end
    elif marker.surface in _SPEECH_NOUNS and i + 1 < len(morphs) and morphs[i + 1].surface in _BY_PARTICLES:
        end = morphs[i + 2].end if i + 2 < len(morphs) and morphs[i + 2].tag == "JX" else morphs[i + 1].end
    else:
        return text
    rest_text = text[end:].strip()
    return rest_text or text


def spoken_figures(text: str) -> list[tuple[int, str, str]]:
    """Figures said in words, with where they stand: "반년에 한 번" -> [(pos, "6", "month")]."""
    return [(m.start(), *SPOKEN_FIGURES[m.group()]) for m in _SPOKEN_RE.finditer(text)]
