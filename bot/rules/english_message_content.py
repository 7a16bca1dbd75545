"""What an English message came with, who it claims to be from and what it asks, is the asker's story (issue 8).

The English of `bot.rules.message_content` ("택배 조회하라는 이상한 메일"): "Got a weird invoice email **with a zip**.
How do I report it?", "suspicious mail **from the 'CEO'** w/ **an attachment**, should I open it?", "a strange email
**telling me to verify my account**". The phrase right after the message noun (mail, email, message, text, SMS, DM)
of a message the asker got (not one the asker sends: "can I send an email with a 30MB file?" asks about the file)
describes that message: its attachment, its sender, what it asks the reader to do. The rule that answers names the
message ("의심스러운 메일은 열지 말고 … 신고한다"), not what it carries. A word of such a phrase the sentence lacks
is set aside when the sentence carries the message noun and the word is not used again outside the phrase.

Also a closing "(just) to check (if it's real)" after an act on such a message ("should I open it to check?"): it
says why the asker would do the act, which the rule on the act answers either way.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from bot.language import english

_MESSAGE = r"(?:e-?mails?|mails?|messages?|texts?|sms|dms?)"
_WORD = r"(?!(?:with|w/|from|and|or|to|telling|asking|saying|should|can|could|do|does|is|are)\b)[a-z'\"-]+"
# the phrases after the message noun, each up to the next comma, mark or clause word
_DESCRIPTION = (
    rf"(?:with|w/|containing|that\s+has|having)\s+(?:an?\s+|the\s+|some\s+)?{_WORD}(?:\s+{_WORD})?"
    rf"|from\s+(?:an?\s+|the\s+|my\s+|our\s+|some\s+)?['\"]?{_WORD}(?:\s+{_WORD})?['\"]?"
    rf"|(?:telling|asking)\s+me\s+to\s+{_WORD}(?:\s+{_WORD}){{0,3}}"
    rf"|saying\s+{_WORD}(?:\s+{_WORD}){{0,4}}"
    rf"|asking\s+for\s+(?:an?\s+|the\s+|some\s+|my\s+|your\s+|our\s+)?{_WORD}(?:\s+{_WORD}){{0,2}}"
)
_AFTER_MESSAGE_RE = re.compile(rf"\b{_MESSAGE}((?:\s+(?:{_DESCRIPTION}))+)", re.I)
# the name the message goes by, quoted before its noun ("a sketchy 'DocuSign' email": who it claims to be from)
_QUOTED_NAME_RE = re.compile(r"['\"\u2018\u201c]([A-Za-z][\w .&-]{0,30}?)['\"\u2019\u201d]\s+" + _MESSAGE + r"\b", re.I)
# the asker's judgment of it: "looks fake", "seemed suspicious", "before realizing it was fake", "turned out fake"
_JUDGED = r"(?:fake|suspicious|phishy|sketchy|dodgy|shady|legit|real|off|weird|a\s+scam|scammy|a\s+phishing\s+\w+)"
_JUDGMENT_RE = re.compile(
    rf"\b(?:(?:it|that|this|which)\s+)?(?:looks?|looked|seems?|seemed|appears?|appeared)\s+(?:like\s+)?{_JUDGED}\b"
    rf"|\b(?:before|after|then|and|only\s+to)?\s*(?:realizing|realising|realized|realised|noticing|noticed|finding\s+out|"
    rf"found\s+out|seeing|saw)\s+(?:that\s+)?(?:it|that|this)\s+(?:was|is|'s)\s+(?:not\s+real|{_JUDGED})\b"
    rf"|\b(?:it|that|this|which)\s+turned\s+out\s+(?:to\s+be\s+)?{_JUDGED}\b", re.I)
_CHECK_RE = re.compile(r"\b(?:just\s+)?to\s+(?:check|see|verify)(?:\s+(?:if|whether)\s+it'?s\s+(?:real|legit|safe))?"
                       r"(?=\s*[?.!]|\s*$)", re.I)
_MESSAGE_WORDS = frozenset("email emails e-mail e-mails mail mails message messages text texts sms dm dms".split())  # noqa: SIM905


def _words(text: str) -> list[str]:
    return [w.strip("'\"").lower() for w in re.findall(r"[A-Za-z0-9'\"/-]+", text)]


def described(question: str) -> frozenset[str]:
    """Words of `question` that only describe a message it names (its attachment, sender, request) or say the
    asker would act on it only to check it."""
    if not english.is_english(question):
        return frozenset()
    spans = [(m.start(1), m.end(1)) for m in _AFTER_MESSAGE_RE.finditer(question)]
    if _MESSAGE_RE.search(question):
        spans += [(m.start(), m.end()) for m in _CHECK_RE.finditer(question)]
        spans += [(m.start(1), m.end(1)) for m in _QUOTED_NAME_RE.finditer(question)]
        spans += [(m.start(), m.end()) for m in _JUDGMENT_RE.finditer(question)]
    if not spans:
        return frozenset()
    inside: set[str] = set()
    outside_text = question
    for start, end in sorted(spans, reverse=True):
        inside.update(_words(question[start:end]))
        outside_text = outside_text[:start] + " " + outside_text[end:]
    outside = {english.lemma(w) for w in _words(outside_text)} | set(_words(outside_text))
    return frozenset(w for w in inside if w not in outside and english.lemma(w) not in outside)


_MESSAGE_RE = re.compile(rf"\b{_MESSAGE}\b", re.I)


# a message the asker sends: what it carries is what is asked ("can I send an email with a large file?")
_SENDING_RE = re.compile(r"\b(?:send|sends|sending|sent|forward|forwarding|forwarded|attach|attaching|write|writing)\b",
                         re.I)


def answered(question: str, missing: Sequence[str], covered: Collection[str]) -> list[str]:
    """`missing` less the words that only describe a message the sentence carries (`covered` holds its noun); not
    for a message the asker sends."""
    if not missing or not any(c.lower() in _MESSAGE_WORDS for c in covered) or _SENDING_RE.search(question):
        return list(missing)
    told = described(question)
    return [w for w in missing if w.lower() not in told and english.lemma(w) not in told]
