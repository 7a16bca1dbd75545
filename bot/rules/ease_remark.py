"""A remark on how easy or hard an act is, told in passing inside a question, asks nothing (issue 8).

"제 생일로 비번하면 **외우기 쉬운데** 그렇게 해도 되나요?", "생일 넣어서 비번 만들면 **외우기 쉬운데** 괜찮죠?": the
clause "V-기 + adjective + -는데 / -어서 / -니까" (외우기 쉬운데, 기억하기 편해서, 외우기가 너무 어려워서) says why the
asker wants to do what the question asks; its act (외우) and adjective (쉽) are no topic words a rule must carry, and
the adjective is no act the question asks about ("… 쉬운데 괜찮죠?" asks whether the act of the condition is allowed,
not whether something is easy). `bot.rules.leniency2.without_trailing_remark` drops such a remark after the question;
this drops it inside, when:

- the clause is a verb made a noun by -기 (외우기, 기억하기; with 가/는/도 and a degree adverb after it), then an
  adjective (VA) in a connective ending of reason or background (-는데, -어서, -니까), and nothing else; and
- more of the question follows it (the act or the frame asked: "그렇게 해도 되나요?", "괜찮죠?").

A question that asks about the act itself keeps it: "비번 외우기 어려운데 어떻게 해요?" loses the remark and asks
"비번 … 어떻게 해요?", which no rule answers by itself. General logic on MeCab-ko's tags, no word lists.
"""

from __future__ import annotations

import re

from bot.language.terms import raw_morphemes

# "외우기 쉬운데", "기억하기가 너무 편해서": a -기 word, an optional particle, up to one adverb, a connective word
_REMARK_RE = re.compile(r"(?<!\S)(\S+기)(?:가|는|도)?\s+(?:\S+\s+)?(\S+?(?:데|서|니까))(?=[\s,.]|$)")
_ENDINGS = ("데", "서", "니까")


def _is_remark(span: str) -> bool:
    raw = raw_morphemes(span)
    tags = [m.pos.split("+") for m in raw]
    etn = [k for k, t in enumerate(tags) if "ETN" in t and raw[k].surface.endswith("기")]
    if len(etn) != 1 or etn[0] == 0 or tags[etn[0] - 1][0] not in ("VV", "XSV"):
        return False
    after = tags[etn[0] + 1:]
    adjectives = [k for k, t in enumerate(after) if t[0] == "VA"]
    if len(adjectives) != 1:
        return False
    rest = after[adjectives[0]:]
    # the adjective ends the span in a connective ending, nothing but particles and adverbs before it
    return "EC" in rest[-1] and all(t[0] in ("JKS", "JX", "MAG") for t in after[:adjectives[0]])


def without_ease_remark(text: str) -> str:
    """`text` without a remark on how easy or hard an act is, told before more of the question; unchanged when
    there is none."""
    for match in _REMARK_RE.finditer(text):
        span = match.group(0)
        tail = text[match.end():].strip(" ,.")
        if not tail or not any(m.pos.split("+")[0] in ("VV", "VA", "VX") for m in raw_morphemes(tail)):
            continue
        if not span.endswith(_ENDINGS) or not _is_remark(span):
            continue
        return re.sub(r"\s+", " ", f"{text[:match.start()]} {text[match.end():]}").strip()
    return text
