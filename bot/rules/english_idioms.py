"""English idioms that frame a question or tell where it happens, put in plain words (issue 8, batch `_en_zf`).

Called from `bot.language.english.normalize` (so retrieval and the topic rule read the same text), only for a message
that is mostly English:

- "who's **in charge of** buying paid licenses?", "who is **responsible for** backups?": the phrase only says
  "who does it"; the act after it is what is asked ("who's buying paid licenses?").
- "can we collect as much as possible **just in case**?": a closing "(just) in case" gives no condition (a
  clause after it, "in case I lose it", does and stays).
- "who do I **contact**?", "who should I notify / call / reach out to?": asks to whom the matter is told, as
  "who do I tell?" does ("tell" is a frame word, `bot.language.english.FRAME_WORDS`); the policy names the person
  ("IT 담당자에게 … 신고를 한다") with its own verb.
- Chat shorthand for function words, as people type in a messenger: u, ur, r, pls/plz, b4, w/, w/o, bc/cuz,
  abt, smth/sth, rn ("right now"), ppl (people): "can u tell me how often i have to change my pw?" is "can you tell
  me …". ("right away" stays: "how do I unlock it right away?" asks for a faster way than the rule's.)
  Written as a word of its own only (never inside another word or a product name).
- "how long is a VPN certificate **good for**?": a closing "good for" says valid (유효기간).
- "working from **my parents' place** this weekend", "logging in from **a friend's house**": working from a
  person's home is working away from the office, the English of 집에서 / 회사 밖에서 ("from home"), not the person
  (the family rule "가족과 함께 쓰지 않는다" is about who uses the laptop, not whose home it is used in). Persons of a
  closed class (family, friends, partners) before place, house, home, apartment or flat, after "from" only: "can I
  print confidential docs **at** my sister's house?" asks about that place and keeps it.
- "customer data got leaked **by mistake**", "deleted it **by accident**": how it happened, not what happened, as
  실수로 is in Korean (the adverbs "accidentally", "mistakenly" … are frame words, `bot.language.english.FRAME_WORDS`).
  The phrase only ("a car accident", "my mistake was …" keep their nouns).
- "my password **doesn't work**", "the VPN **is not working**", "stopped working": a fault told, put as "is
  broken" (session 37); "work" alone is a generic word, so the fault went unread.
- "Is Git **pre-approved** …?": approved beforehand is approved (승인); "**file a request**", "submit / put in a
  request", "raise / open / file a ticket": the act is requesting (신청), the noun "file" in "file a request" is no
  file (english20).
"""

from __future__ import annotations

import re

# "my password doesn't work", "the VPN is not working", "stopped working": a fault told (session 37: "work" is a
# generic word, so the fault went unread and any rule on the thing answered it)
_NOT_WORKING = re.compile(
    r"\b(?:does\s*n[o']?t|do\s*n[o']?t|did\s*n[o']?t|won'?t|wont|is\s*n[o']?t|isnt|are\s*n[o']?t|is\s+not|are\s+not|"
    r"stopped)\s+work(?:ing|s)?\b(?!\s+(?:from|at|remotely|today|tomorrow|this|next|on|in|for|with|late|overtime))",
    re.I)
_IN_CHARGE = re.compile(r"\s*\b(?:in\s+charge\s+of|responsible\s+for)\b", re.I)
# "(just) in case" closing its clause: before punctuation or the end of the message
_JUST_IN_CASE = re.compile(r",?\s*\b(?:just\s+)?in\s+case\b(?=\s*(?:[?.!,]|$))", re.I)
_WHO_TO_TELL = re.compile(
    r"\b(who(?:m)?\s+(?:do|should|shall|can|would|must)\s+(?:i|we)|who(?:m)?\s+to)\s+"
    r"(?:contact|notify|inform|call|ping|email|reach\s+out\s+to|get\s+in\s+touch\s+with|talk\s+to|speak\s+to)\b",
    re.I)
# shorthand -> the function words it stands for (`bot.language.english.FRAME_WORDS` and the stop list drop those)
_SHORTHAND = {
    "u": "you", "ur": "your", "r": "are", "pls": "please", "plz": "please", "b4": "before", "w/": "with",
    "w/o": "without", "bc": "because", "cuz": "because", "coz": "because", "abt": "about", "smth": "something",
    "sth": "something", "rn": "right now", "ppl": "people", "ppls": "people",
}
_SHORTHAND_RE = re.compile(
    r"(?<![\w/.-])(" + "|".join(re.escape(k) for k in sorted(_SHORTHAND, key=len, reverse=True)) + r")(?![\w/.-])",
    re.I)
_GOOD_FOR = re.compile(r"\bgood\s+for(?=\s*(?:[?.!]|$))", re.I)
_HOME_OWNERS = (
    r"parents?|mom|moms|mum|dad|mother|father|grandma|grandpa|grandparents?|in-laws|sister|brother|"
    r"aunt|uncle|cousin|friend|friends|girlfriend|boyfriend|partner|wife|husband|family"
)
_BY_ACCIDENT = re.compile(r"\s*\bby\s+(?:an?\s+)?(?:mistake|accident|error)\b", re.I)
_PRE_APPROVED = re.compile(r"\bpre-?(approved|authorized|authorised|cleared)\b", re.I)
_FILE_REQUEST = re.compile(
    r"\b(?:file|submit|put\s+in|raise|open|log|lodge)\s+(?:a|an|the)\s+(?:request|ticket|it\s+ticket|helpdesk\s+ticket)\b",
    re.I)
_SOMEONES_HOME = re.compile(
    rf"\bfrom\s+(?:my|a|our|his|her|their)\s+(?:{_HOME_OWNERS})(?:'s|s'|')?\s+(?:place|house|home|apartment|flat)\b",
    re.I)


def plain(text: str) -> str:
    """`text` with the idioms above put plainly; other text unchanged (the caller checks it is English)."""
    text = _SHORTHAND_RE.sub(lambda m: _SHORTHAND[m.group(1).lower()], text)
    text = _IN_CHARGE.sub("", text)
    text = _GOOD_FOR.sub("valid", text)
    text = _JUST_IN_CASE.sub("", text)
    text = _BY_ACCIDENT.sub("", text)
    text = _PRE_APPROVED.sub(lambda m: m.group(1), text)
    text = _FILE_REQUEST.sub("request", text)
    text = _WHO_TO_TELL.sub(lambda m: f"{m.group(1)} tell", text)
    text = _NOT_WORKING.sub("is broken", text)
    return _SOMEONES_HOME.sub("from home", text)
