"""One's own account elsewhere is what the password rule calls another service (issue 8, english18).

"회사 비밀번호를 다른 서비스에 같이 쓰지 않는다" answers "Can I use my company password for my personal shopping site
account too?" and "회사 pw를 개인 netflix 계정에도 똑같이 써도 되나?": the asker's own account on a site or app is the
rule's 다른 서비스. The words of that account (personal, shopping, site, 개인, netflix), the owner rule's "the sentence
speaks of no one's own thing" and the account noun found only in the document title (계정, 아이디, account) were
missing, so the family was handed off in nine dev batches (English, mixed and Korean alike: `_i`, `_k`, `_zt`,
`_z` English, …). Only when all of these hold:

- the sentence names 다른 서비스;
- the question names the company's password (회사 비번, 회사 pw, company / work password, password … for work);
- it says the same password is used there too (same, too, also, as well, reuse, 똑같이, 같이, 같은, 동일하게, 그대로);
- it names an account of the asker's own (개인, personal, private, own) after which the account's words come;
- it neither compares two accounts of one's own (끼리, between), sets the company's one aside (말고, instead, other
  than), nor rests on hearsay (던데, heard, said), all of which ask about something the rule does not say.

Then the own account's words (from the owner word up to four words on), the owner problem and a title-only account
noun are left out of what the sentence must carry; every other word and problem stays.

Widened (english20): "Is it ok to use **the same password as my** personal gmail?" compares the asker's (company)
password with the own account's, as naming the company password does; "the same password for work and **my Netflix
account**" names an own account by its service without an owner word (my + one or two words + account, not the
company's or work one).
"""

from __future__ import annotations

import re

from bot.language.terms import compact

_OTHER_SERVICE = "다른서비스"
_COMPANY_PASSWORD = re.compile(
    r"(?:회사|company|work|office)\s*(?:계정\s*|account\s*)?(?:비번|비밀번호|pw|password|passwords|암호)"
    r"|(?:password|pw|비번|비밀번호)\b[^?.]{0,30}\b(?:for|at)\s+work\b"
    r"|\bsame\s+(?:password|pw|passcode)\s+as\s+(?:on\s+|for\s+)?my\b", re.I)
_SAME = re.compile(r"\b(?:same|too|also|as\s+well|reuse|reusing)\b|똑같이|같이|같은|동일|그대로", re.I)
_OWNER = re.compile(r"\b(?:personal|private|own)\b|개인(?!정보)", re.I)
# "my Netflix account": an own account named by its service (english20)
_MY_ACCOUNT = re.compile(
    r"\bmy\s+(?!(?:company|work|office|corporate|business|main)\b)[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?\s+"
    r"(?:account|accounts)\b", re.I)
_EXCLUDED = re.compile(r"끼리|말고|던데|\b(?:between|instead|other\s+than|heard|said|not\s+the\s+company)\b", re.I)
_ACCOUNT_NOUNS = frozenset({"계정", "아이디", "account", "accounts", "id"})
_TOKEN = re.compile(r"[A-Za-z0-9]+|[가-힣]+")


def own_account_words(question: str) -> str:
    """The compact words of the asker's own account ("personalshoppingsiteaccount"), or "" when the question is not
    one that reuses the company password there (see the module doc)."""
    if not (_COMPANY_PASSWORD.search(question) and _SAME.search(question)) or _EXCLUDED.search(question):
        return ""
    found = _OWNER.search(question) or _MY_ACCOUNT.search(question)
    if found is None:
        return ""
    start = found.start() + (3 if found.group(0).lower().startswith("my ") else 0)
    tokens = _TOKEN.findall(question[start:])[:5]
    return compact(" ".join(tokens)).lower()


def without_account(question: str, sentence: str, missing: list[str]) -> list[str]:
    """`missing` less the own account's words and problems, against a sentence that names 다른 서비스."""
    if not missing or _OTHER_SERVICE not in compact(sentence):
        return missing
    words = own_account_words(question)
    if not words:
        return missing
    out = []
    for item in missing:
        if not item.startswith("(") and compact(item).lower() in words:
            continue  # personal, shopping, site, 개인, netflix
        if item.startswith("(개인 ") and item.endswith("the sentence speaks of no one's own thing)"):
            continue
        if item.endswith(" only in the document title)") and item[1:].split(" ", 1)[0].lower() in _ACCOUNT_NOUNS:
            continue
        out.append(item)
    return out
