"""A sentence after an English question that only frames the asking (issue 8, blind batches `_zv2`/`_zw2`).

People who write to a helpdesk in English often add a sentence after their question that says why or for whom
they ask, or who they are, not what they ask about:

- asking for someone else: "My manager asked me to check.", "Our intern asked me.", "My boss wants to know.";
- an apology or thanks: "My Korean is not good, sorry.", "Sorry for my English.", "Thanks in advance!";
- hurry: "in a rush lol", "It's urgent.";
- why the asker asks, in closed forms (english20): checking first ("I'd like to check before asking for anything.",
  "I just want to make sure."), ease ("It is easier for me to remember one.", "I already have one and it's easier
  for me."), warning someone the question is about ("I want to warn her.");
- who the asker is: "I'm a designer and I just joined the company.", "I'm new here", "It's my first week.".

Each became a question part of its own that no policy sentence carries ("manager", "intern", "korean"), so the
whole message was handed off although its question was answered. `frame_removed` drops the first three kinds: they
say nothing about the matter asked. A self-introduction is moved before the question instead, where an English
sentence that asks nothing is read as the question's story (`bot.language.english.context_words`): what the asker
is may still say which case of a rule applies ("I'm new here" beside a rule for new hires), and the story rules
(`bot.matching.situations`) see it there.

Closed forms only, each a whole sentence after a question mark: "who do I report my secure USB to? it got a
scratch on the cover" keeps its second sentence (the scratch is what is asked about, not the asking).
"""

from __future__ import annotations

import re

_END = r"\s*[.!~]*\s*(?:lol|haha|:\)|\))?\s*[.!]*"
# someone asked the asker to ask: "My manager asked me to check.", "Our intern asked me.", "my boss wants to know"
_ON_BEHALF = (
    r"(?:my|our|the|a)\s+(?:[a-z-]+\s+){0,2}[a-z-]+\s+"
    r"(?:asked(?:\s+me)?(?:\s+to\s+(?:check|ask|find\s+out))?|wants\s+to\s+know|wanted\s+to\s+know|"
    r"told\s+me\s+to\s+(?:ask|check|find\s+out))"
    r"(?:\s+(?:about\s+(?:it|this|that)|this|that|for\s+(?:him|her|them)))?"
    r"|asking\s+for\s+(?:a|my)\s+(?:friend|colleague|coworker|co-worker|teammate|team\s*member|manager|boss)"
)
# an apology for the asker's language, or thanks: "My Korean is not good, sorry.", "Sorry for my bad English"
_APOLOGY = (
    r"(?:my\s+(?:korean|english)\s+(?:is\s+not|isn't|is\s+not\s+very|isn't\s+very)\s+(?:good|great|perfect|fluent)"
    r"(?:\s*,?\s*sorry)?"
    r"|sorry\s+(?:for|about)\s+my\s+(?:bad\s+|poor\s+)?(?:korean|english)"
    r"|(?:sorry|thanks|thank\s+you|thx|ty)(?:\s+(?:in\s+advance|a\s+lot|so\s+much))?)"
)
# hurry: "in a rush lol", "It's urgent", "asap please"
_HURRY = (
    r"(?:(?:i'?m\s+)?in\s+a\s+(?:rush|hurry)|(?:it'?s|it\s+is|this\s+is)\s+(?:kind\s+of\s+|very\s+|really\s+)?urgent"
    r"|asap(?:\s+please|\s+pls)?)"
)
# why the asker asks: to check first, because it is easier, to warn the person the question is about (english20)
_BEFORE_ASKING = (r"(?:\s+(?:first|before\s+(?:asking(?:\s+for\s+anything)?|i\s+ask(?:\s+for\s+anything)?|"
                  r"i\s+do\s+(?:it|anything)|doing\s+anything|i\s+go\s+ahead|going\s+ahead|i\s+start)))?")
_EASE = (r"(?:it'?s|it\s+is|it\s+would\s+be|that'?s|that\s+would\s+be)\s+(?:much\s+|way\s+|a\s+lot\s+|just\s+)?"
         r"(?:easier|simpler|faster|quicker|more\s+convenient)(?:\s+for\s+me)?(?:\s+to\s+remember(?:\s+(?:one|it|them))?)?")
_MOTIVE = (
    rf"(?:i'?d\s+like|i\s+would\s+like|i\s+(?:just\s+)?want|i\s+wanted|just\s+want)\s+to\s+(?:double[- ]?)?"
    rf"(?:check|confirm|make\s+sure|be\s+sure|be\s+safe){_BEFORE_ASKING}"
    rf"|just\s+(?:checking|making\s+sure|double[- ]?checking){_BEFORE_ASKING}"
    rf"|{_EASE}"
    rf"|i\s+(?:already\s+)?have\s+one(?:\s+already)?(?:\s*,?\s*and\s+{_EASE})?"
    r"|i\s+(?:want|wanna|need)\s+to\s+(?:warn|tell)\s+(?:him|her|them)"
)
_FRAME_RE = re.compile(rf"^(?:{_ON_BEHALF}|{_APOLOGY}|{_HURRY}|{_MOTIVE}){_END}$", re.I)

# who the asker is: "I'm a designer and I just joined the company.", "I'm new here", "It's my first week."
_ROLE = r"(?:a|an)\s+(?:new\s+)?(?:[a-z-]+\s+){0,2}?[a-z-]+(?:\s+from\s+[A-Za-z ]+?)?"
_JOINED = r"(?:i\s+)?(?:just\s+)?joined(?:\s+the\s+(?:company|team))?(?:\s+(?:last|this)\s+(?:week|month))?"
_SELF_RE = re.compile(
    rf"^(?:i'?m|i\s+am)\s+(?:{_ROLE}|new(?:\s+here)?)(?:\s*,?\s*and\s+{_JOINED})?{_END}$"
    rf"|^i\s+{_JOINED}{_END}$"
    rf"|^(?:it'?s|it\s+is|this\s+is)\s+my\s+first\s+(?:week|day|month){_END}$",
    re.I)

_SENTENCE_RE = re.compile(r"(?<=[?.!])\s+")


def _is_frame(sentence: str) -> bool:
    return _FRAME_RE.match(sentence.strip()) is not None


def _is_self(sentence: str) -> bool:
    return _SELF_RE.match(sentence.strip()) is not None


def frame_removed(text: str) -> str:
    """`text` (an English message) with the sentences after its question that only frame the asking dropped, and
    a self-introduction after it moved before the message. Nothing changes unless a sentence ending in a question
    mark comes before such a sentence; a message of only such sentences is returned as it is."""
    sentences = _SENTENCE_RE.split(text.strip())
    if len(sentences) < 2:
        return text
    asked = [i for i, s in enumerate(sentences) if s.rstrip().endswith("?")]
    if not asked:
        return text
    first = asked[0]
    dropped = [i for i, s in enumerate(sentences) if i > first and _is_frame(s)]
    moved = [i for i, s in enumerate(sentences) if i > first and i not in dropped and _is_self(s)]
    if not dropped and not moved:
        return text
    kept = [s for i, s in enumerate(sentences) if i not in dropped and i not in moved]
    told = [_as_sentence(sentences[i]) for i in moved]
    return " ".join([*told, *kept])


def _as_sentence(sentence: str) -> str:
    """A moved sentence ends on a full stop, so it stays a sentence of its own before the question."""
    sentence = sentence.strip()
    return sentence if sentence.endswith((".", "!")) else f"{sentence}."
