"""A question the asker corrects halfway ("… 아 아니 X 말고, …"): what counts is the corrected question.

People type as they think and break off: "메일 첨부 용량… 아 아니 첨부 말고 메일함 용량이 몇 기가까지예요?",
"비번 90일마다 바꾸는 거… 아 아니 그거 말고요, 처음 만들 때 최소 몇 글자 넘어야 돼요?". Read as one question,
the abandoned start is asked too, and the rule it names (the attachment limit) answered a question about the
mailbox. A correction is a pause ("…", "..") followed by a correcting opener: "아니", "잠깐", "그게 아니라",
"X 말고", "그건 … 이고,", "제가 잘못 기억하나,".

The corrected question is the text after the opener, read with what the abandoned start says of its situation,
so that a question left without its topic ("원래 어디에 둬야 돼요?") is not answered alone:
- the words of the start except the last word (broken off, or the one corrected), the figures (a figure is
  what people correct most) and the thing set aside with "말고" with all the start says after it ("애들이 숙제…
  아 아니 애들 말고");
- when the whole point is set aside ("그거 말고", "그게 아니라", "그건 … 이고,"), only the start's nouns.
A pause with no correcting opener is left as it is (bot.rules.asked_sentence.trails_off reads it on).
"""

from __future__ import annotations

import re

from bot.language.terms import content_terms

_PAUSE_RE = re.compile(r"(?:…|\.{2,})\s*")
_INTERJECTION_RE = re.compile(r"^(?:[아어앗]\s*[,.]?\s+)")
_OPENER_RE = re.compile(r"^(?:아니(?:요|다)?|잠깐(?:만요|만)?|정정(?:할게요|합니다)?)(?=[\s,.!])[,.!]?\s*")
_NOT_THAT_RE = re.compile(r"^(?:그게|그거|그건)\s?아니(?:라|고)(?:요)?[,.]?\s*")
_SET_ASIDE_RE = re.compile(r"^(?P<thing>[^\s,?.…]+(?:\s[^\s,?.…]+){0,2}?)\s*(?:얘기|이야기)?\s*말고(?:요)?[,.]?\s*")
# "그건 예전 기준이고,", "매달은 복구 시험이고,": what the start said is something else
_STATED_RE = re.compile(r"^(?:(?P<pointer>그건|이건|그거는)|(?P<thing>[가-힣]+?)(?:은|는))\s[^,?.]{1,24}?이고,\s*")
_MISTAKEN_RE = re.compile(
    r"^(?:제가\s)?잘못\s?(?:말했|말한|기억하|기억한|알았|안|알고|썼|쓴|봤|본)[가-힣]*(?:\s(?:것|거)\s?같[가-힣]*)?[,.?]?\s*")
# "그건 됐고,", "그건 알고요,", "USB 안 되는 건 알고요,": what was asked first is known or dropped
_KNOWN_RE = re.compile(r"^(?:[^,?.…]{1,24}?\s?(?:건|것은|거는)|그건|그거는|이건)\s"
                       r"(?:됐고|알고요?|알아요|알겠는데|아닌\s?(?:거|것)\s?같고)[,.]\s*")
_POINTERS = frozenset({"그거", "그건", "그게", "그것", "이거", "이건"})
_FIGURE_RE = re.compile(r"\d")


def _nouns_only(word: str) -> bool:
    terms = content_terms(word)
    return bool(terms) and not any(t.verb for t in terms)


def _opener(rest: str) -> tuple[str, list[str], bool] | None:
    """The corrected question after a pause, the things set aside, and whether the whole point is; None when
    `rest` opens with no correction."""
    text = _INTERJECTION_RE.sub("", rest)
    interjected = text != rest
    corrected = False
    if match := _OPENER_RE.match(text):
        text, corrected = text[match.end():], True
    aside: list[str] = []
    whole = False
    if match := _NOT_THAT_RE.match(text):
        text, corrected, whole = text[match.end():], True, True
    if match := _MISTAKEN_RE.match(text):
        text, corrected = text[match.end():], True
    if match := _KNOWN_RE.match(text):
        text, corrected, whole = text[match.end():], True, True
    if (match := _SET_ASIDE_RE.match(text)) and (corrected or interjected):
        thing = match.group("thing")
        text, corrected = text[match.end():], True
        whole = whole or thing in _POINTERS
        aside += [] if thing in _POINTERS else thing.split()
    elif (match := _STATED_RE.match(text)) and (corrected or (interjected and match.group("pointer"))):
        text, corrected = text[match.end():], True
        whole = whole or bool(match.group("pointer"))
        aside += [] if match.group("pointer") else [match.group("thing")]
    return (text, aside, whole) if corrected and text.strip() else None


def corrected(text: str) -> str:
    """`text` with a question corrected after a pause read as corrected: the start's situation (without its
    broken-off word, figures and what is set aside) and the question after the correcting opener."""
    for match in _PAUSE_RE.finditer(text):
        found = _opener(text[match.end():])
        if found is None:
            continue
        rest, aside, whole = found
        head, _, start = text[:match.start()].rpartition("\n")
        sentence_start = max(start.rfind(". "), start.rfind("? "), start.rfind("! "))
        before, start = (start[:sentence_start + 2], start[sentence_start + 2:]) if sentence_start >= 0 else ("", start)
        words = start.split()[:-1]  # the word broken off ("저장해뒀…", "켜고…", "용량…") is what is corrected
        cut = next((i for i, w in enumerate(words) if any(a in w for a in aside)), len(words))
        words = [w for w in words[:cut] if not _FIGURE_RE.search(w)]  # the start goes on about what is set aside
        if whole:
            words = [w for w in words if _nouns_only(w)]
        kept = " ".join(words)
        return corrected("\n".join(x for x in (head, f"{before}{kept} {rest}".strip()) if x))
    return text
