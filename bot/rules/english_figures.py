"""A figure asked or asserted in everyday English, put in the words the figure rules know (issue 8, session 17).

Called from `bot.language.english.normalize` for a mostly English message, so retrieval, the topic rule and the
premise check read the same text:

- "attachments are **capped at** 10MB", "**limited to** 10MB", "**at most** 10MB", "**no more than** 10MB",
  "**max** 10MB": a bound written before a number says "up to" it (a function phrase), as 까지 does in Korean; the
  figure itself stays and is compared with the policy's.
- "the certificate is **good for** two years": "good for" before a span of time says valid (유효기간); a closing
  "good for" is read in `bot.rules.english_idioms`.
- "**two** years", "**three** tries": an English number word before a unit is written as digits, so the asserted
  figure is read as "2 years" is (`bot.matching.model.ASSERTED_RE`); "a year", "one of my files" are left.
- "stuck **for a full** hour", "it **takes a whole** day": a span stressed as whole is one unit of it, a figure the
  asker asserts ("1 hour"), not a mere "an hour".
- "**min** length": the short form before a length is minimum (not minutes); "max size" is left as it is, since
  `bot.matching.model` reads "max" as the size asked (written out, "maximum" would be a topic word).
- "how many **wrong** tries", "**incorrect** attempts": a wrong try at a password is a failed one (로그인 실패).
"""

from __future__ import annotations

import re

_UNITS = (r"(?:years?|yrs?|months?|weeks?|days?|business\s+days?|hours?|hrs?|minutes?|mins?|tries|attempts|times|"
          r"characters?|chars?)")
_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
            "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "fifteen": "15", "twenty": "20", "thirty": "30",
            "sixty": "60", "ninety": "90"}
_NUMBER_WORD = re.compile(rf"\b({'|'.join(_NUMBERS)})(?=\s+{_UNITS}\b)", re.I)
_ONE_SPAN = re.compile(
    rf"\b(for|takes?|took|wait(?:ed)?|lasts?)\s+(?:a|an|one)\s+(?:full|whole|entire)\s+(?={_UNITS}\b)", re.I)
_BOUND = re.compile(r"\b(?:capped\s+at|limited\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|max(?:imum)?\s+of"
                    r"|max(?:imum)?)(?=\s*\d)", re.I)
_GOOD_FOR_SPAN = re.compile(rf"\bgood\s+for(?=\s+(?:\d+|a|an|one)\s*-?\s*{_UNITS}\b)", re.I)
_SHORT_MIN = re.compile(r"\bmin\.?(?=\s+(?:[a-z]+\s+)?(?:length|size|characters?|chars)\b)", re.I)
_WRONG_TRIES = re.compile(r"\b(?:wrong|incorrect|bad|unsuccessful|invalid)\s+((?:password\s+|login\s+|pw\s+)?"
                          r"(?:tries|attempts|entries))\b", re.I)


def plain(text: str) -> str:
    """`text` with the figure phrases above put plainly; other text unchanged (the caller checks it is English)."""
    text = _NUMBER_WORD.sub(lambda m: _NUMBERS[m.group(1).lower()], text)
    text = _ONE_SPAN.sub(lambda m: f"{m.group(1)} 1 ", text)
    text = _BOUND.sub("up to", text)
    text = _GOOD_FOR_SPAN.sub("valid for", text)
    text = _SHORT_MIN.sub("minimum", text)
    return _WRONG_TRIES.sub(lambda m: f"failed {m.group(1)}", text)
