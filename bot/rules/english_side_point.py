"""An English question asks about a side point a sentence on the same topic does not rule (hunt34).

Three classes of wrong auto-answers, each a sentence that shares the question's topic words but rules another point:
- reusing a password *on another service* ("I use my work password for my Spotify account, is that ok?") is not
  answered by the rule on reusing one's *own old* passwords ("최근에 쓴 비밀번호 5개는 다시 쓸 수 없다");
- an extension, plug-in or add-on of a product ("I installed Chrome extensions") is not answered by the product's
  catalog row ("이름: Google Chrome / …"), unless the row names extensions;
- "I'm in the office" names a place, not the Office product of a catalog row;
- "do I need the VPN?" asks whether something is required; a sentence that only states a value of it ("VPN 인증서의
  유효기간은 1년이다") does not say so.
`problems` returns a marker for each such mismatch; a handoff follows unless another sentence answers.
"""

from __future__ import annotations

import re

from bot.language import english

_PASSWORD_RE = re.compile(r"\b(?:password|passwords|pw|pwd|passphrase|login|credentials)\b", re.I)
_ELSEWHERE_RE = re.compile(
    r"\b(?:on|for|with|at|to|in)\s+(?:my|a|an|the|some|a\s+few|few|all|every|other|another)?\s*"
    r"((?:[\w.-]+\s+){1,2})(?:account|accounts|site|sites|website|websites|app|apps|service|services|platform"
    r"|platforms)\b|\b(?:everywhere|elsewhere)\b", re.I)
_OWN_SIDE = frozenset({
    "work", "company", "corporate", "office", "windows", "domain", "email", "mail", "e-mail", "portal", "intranet",
    "internal", "vpn", "it", "my", "the", "new", "same"})
_OWN_OLD_RE = re.compile(r"\b(?:old|previous|former|last|recent|expired|expire|expires|expiring|expiry|before)\b", re.I)
_OLD_REUSE_RULE_RE = re.compile(r"다시\s*쓸|재사용|바꾼다|변경")
_OTHER_SERVICE_RULE_RE = re.compile(r"다른\s*서비스|외부\s*서비스|다른\s*사이트")

_OFFICE_PLACE_RE = re.compile(
    r"\b(?:in|at|to|from|into|near|around|outside|leave|left|leaving|reach|reached)\s+(?:the\s+|our\s+|my\s+)?office\b",
    re.I)
_OFFICE_WORD_RE = re.compile(r"\boffice\b", re.I)
_OFFICE_PRODUCT_RE = re.compile(r"\b(?:microsoft|ms|365|word|excel|powerpoint|outlook|license|licence|install"
                                r"|installed|installing|apps?|suite)\b", re.I)

_EXTENSION_RE = re.compile(
    r"\b(?:extension|extensions|plugin|plugins|plug-in|plug-ins|add-on|add-ons|addon|addons|add-in|add-ins|addin"
    r"|addins)\b", re.I)
_EXTENSION_ROW_RE = re.compile(r"확장|플러그인|애드온|추가\s*기능")

_NEED_RE = re.compile(
    r"\b(?:do|does|will)\s+(?:i|we|you|one)\s+(?:even\s+|still\s+|really\s+|actually\s+|also\s+)?"
    r"(?:need|have\s+to|got\s+to|gotta)\b"
    r"|\b(?:is|are)\s+(?:the\s+|a\s+|an\s+|it\s+)?(?:\w+\s+){0,2}(?:required|necessary|mandatory|needed|compulsory)\b"
    r"|\bmust\s+i\b", re.I)
_VALUE_SENTENCE_RE = re.compile(r"(?:은|는)\s+[^.]*?이다\.?\s*$")
_RULE_VERB_RE = re.compile(r"해야|한다|하지\s*않는다|없다|있다|받는다|필요")


def _elsewhere(question: str) -> bool:
    """The question names another service a password is used on ("on my Spotify account", "on shopping sites")."""
    for m in _ELSEWHERE_RE.finditer(question):
        named = (m.group(1) or "").lower().split()
        if m.group(1) is None or (named and not set(named) <= _OWN_SIDE):
            return True
    return False


def problems(question: str, sentence: str) -> list[str]:
    """Markers for a side point the English question asks that the sentence does not rule; [] otherwise."""
    if not english.is_english(question):
        return []
    found: list[str] = []
    if (_PASSWORD_RE.search(question) and _elsewhere(question) and not _OWN_OLD_RE.search(question)
            and _OLD_REUSE_RULE_RE.search(sentence) and not _OTHER_SERVICE_RULE_RE.search(sentence)):
        found.append("(the sentence rules reusing one's old passwords; the question asks about another service)")
    if _EXTENSION_RE.search(question) and sentence.lstrip().startswith("이름:") and not _EXTENSION_ROW_RE.search(
            sentence):
        found.append("(the question asks about an extension, the row names only the product)")
    if (_NEED_RE.search(question) and _VALUE_SENTENCE_RE.search(sentence)
            and not _RULE_VERB_RE.search(sentence)):
        found.append("(the question asks whether it is needed; the sentence states only a value)")
    if (sentence.lstrip().startswith("이름:") and _OFFICE_WORD_RE.search(question)
            and len(_OFFICE_PLACE_RE.findall(question)) == len(_OFFICE_WORD_RE.findall(question))
            and not _OFFICE_PRODUCT_RE.search(question)):
        found.append("(the question's office is a place, not the product)")
    return found
