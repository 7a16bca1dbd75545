"""A clipped English fragment after a question tells where or why the asker asks (issue 8, english18).

Terse English written on a phone puts the asker's circumstance after the question as a fragment with no subject and
no verb of its own: "can I use starbucks wifi to get into company systems? **at a client visit**", "how long is the
VPN certificate valid for? **leaving for a 2-month trip**" (batches `_zy2`, `_zt2`, odd half). The fragment was a
question part of its own, which no policy sentence answers, so the message was handed off although its question is
answered word for word. `bot.rules.asked_sentence.english_tells` reads a full statement that points back with a
pronoun ("its slowing my pc down"); this module reads the fragment:

- it opens with a preposition of place or time (at, on, in, during, from) or with a verb in -ing (leaving, going,
  travelling), so it has no subject that could bring a situation of its own ("my contract ends next week");
- it asks nothing (no question mark, question word, opening auxiliary or request word: `bot.language.english.asks`);
- it neither negates, sets a condition, names another owner or adds a thing ("personal", "also", "too", "or"), as
  `english_tells` checks; a figure only after an -ing verb ("leaving for a 2-month trip" is when, not a premise of
  the question the way "for 2 years" after "can I keep it?" may be).
"""

from __future__ import annotations

import re

from bot.language import english

_PREPOSITIONS = frozenset("at on in during from".split())  # noqa: SIM905
# -ing words that are nouns, not a verb opening a participle clause
_ING_NOUNS = frozenset("thing nothing something anything everything morning evening ring string king".split())  # noqa: SIM905
_BLOCKING = frozenset(
    """not no never nor without none nothing cannot cant dont doesnt didnt wont isnt arent wasnt werent if unless
    whether or mean meant meaning talking asking about same also too both either instead personal own home house
    i me my we our you your he she they it its""".split()  # noqa: SIM905
)


def tells(text: str) -> bool:
    """Whether one sentence of an English message is a subjectless fragment that only tells the circumstance."""
    if "?" in text or "？" in text or not english.is_english(text) or english.asks(text):
        return False
    words = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z']*", text)]
    if not words or len(words) > 8 or any(w.replace("'", "") in _BLOCKING or w.endswith("n't") for w in words):
        return False
    first = words[0]
    participle = first.endswith("ing") and len(first) > 4 and first not in _ING_NOUNS
    if not participle and first not in _PREPOSITIONS:
        return False
    return participle or not re.search(r"\d", text)
