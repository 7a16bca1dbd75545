"""Whether a question asks a count, a list or a row of a table, or something its prose answers (issue 8, batches
`_zp2`/`_zq2`).

The table path (`bot.tables`) computes counts and lists in code; a question routed there that asks something
else is handed off with "the table has no column or value for: …" although a sentence of a policy answers it.
What tells the two apart, on the question's own words:

- a word of the table's title that only qualifies its subject ("승인" of "승인 소프트웨어", "approve") names the
  table only with the subject's head noun (소프트웨어, 프로그램, app) or a list word right after it ("approved
  list"): "누구 approve 필요해요?" asks whose approval, not which software;
- "목록에 없는 …" / "목록에 있는 …" places something on the list: a membership signal, not a request for the list;
  said without a product name it asks the table's rule for what is not on it (its completeness note);
- "무슨 뜻이에요?", "what does … mean" asks what a label means: the note that says so answers it, not the rows;
- "somewhere" / "anywhere" / "어딘가" asks where the list is, like "어디";
- a question word's own noun that is no word of the table ("어떤 처벌", "무슨 결재 양식") is asked, not the rows:
  that is left to the existing reading (an unknown word), which hands such questions off.

And after the table path has answered: a computed answer the `answers_question` check rejects (the question asks
more than the rows: "업무에 AI 써도 되나요? 어떤 거 써야 해요?") goes to the normal sentence path, which
answers or hands off on its own checks (`falls_back`).
"""

from __future__ import annotations

import re

from bot.models import Result, Route

_MEANING_RE = re.compile(r"뜻|의미|\bmeans?\b|\bmeaning\b|\bstands?\s+for\b", re.I)
_SOMEWHERE_RE = re.compile(r"어딘가|어디|\b(?:some|any)?where\b", re.I)
# a list word used as a place: "목록에 없는", "리스트에 있던데", "목록엔 안 나와"
_LIST_PLACE_RE = re.compile(
    r"(?:(?:목록|리스트)\s*)?(?:목록|리스트|표)(?:에|에서|엔|에는|에도)(?![가-힣]*(?:알려|보여))")
# what is said not to be on the list
UNLISTED_RE = re.compile(
    r"(?:목록|리스트|표)(?:에|에는|엔|에도)\s*(?:없|안\s*(?:나와|나오|보이|보여|올라|들어|적혀|있))|"
    r"\bnot\s+(?:on|in)\s+the\s+(?:\w+\s+)?list\b|\bunlisted\b|\bisn'?t\s+(?:on|in)\s+the\s+(?:\w+\s+)?list\b",
    re.I,
)
_LIST_WORD_AFTER_RE = re.compile(r"^[^\s?？.!,]*\s*(?:목록|리스트|list\b|표(?![가-힣]))", re.I)


_LATIN_WORD_RE = re.compile(r"[a-z0-9]+")
_INFLECTION_RE = re.compile(r"(?:s|es|ed|d|ing|er|ers)")


def same_word_rest(word: str, rest: str) -> bool:
    """A question word that starts with a glossary word stands for it when the rest is an ending: any rest after
    a Korean word ("개발용"), only an inflection after a Latin one ("apps", never "approve" for "app")."""
    if not rest or not _LATIN_WORD_RE.fullmatch(word[-1:]) or not _LATIN_WORD_RE.fullmatch(rest[:1]):
        return True
    return _INFLECTION_RE.fullmatch(rest) is not None


def another_noun(rest: str) -> bool:
    """What follows a table word inside one Korean noun of the question: a suffix ("개발용", "문서들") keeps the
    word, a noun of its own ("보안등급" is a grade, not 보안 software) makes another thing."""
    return re.fullmatch(r"[가-힣]{2,}", rest) is not None


_LIST_WORDS = {"목록", "리스트", "list", "lists"}
_ON_A_LIST_RE = re.compile(
    r"(?:목록|리스트)(?:에|에는|엔|에도)\s*(?:있|없|들어|포함|올라|안)|\b(?:on|in)\s+the\s+(?:\w+\s+)?list\b", re.I)


def is_list_word(term: str) -> bool:
    return term.lower() in _LIST_WORDS


def places_on_a_list(question: str) -> bool:
    """"Is X on the approved list?", "리스트에 없던데": being on a list, which a list table's title names."""
    return _ON_A_LIST_RE.search(question) is not None


def asks_meaning(question: str) -> bool:
    """"무슨 뜻이에요?", "What does '기본 설치' mean?": the meaning of a label, not rows."""
    return _MEANING_RE.search(question) is not None


def asks_where(question: str) -> bool:
    """"어디서 봐요?", "Is there a list somewhere?": where the table is, not what is in it."""
    return _SOMEWHERE_RE.search(question) is not None


def listing_signals(question: str, list_re: re.Pattern[str]) -> bool:
    """A listing signal of `list_re` that is not a list word used as a place ("목록에 없는")."""
    places = [m.span() for m in _LIST_PLACE_RE.finditer(question)]
    return any(not any(start <= m.start() < end for start, end in places) for m in list_re.finditer(question))


def says_unlisted(question: str) -> bool:
    """"목록에 없는 프로그램은?", "not on the list": what the question says is not on the table."""
    return UNLISTED_RE.search(question) is not None


def asks_no_rows(question: str) -> bool:
    """Where the list is or what a label means: a sentence answers it, not the rows."""
    return asks_where(question) or asks_meaning(question)


def names_the_table(term: str, question: str, head_terms: set[str]) -> bool:
    """A question term that stands for a title word names the table when it is the subject's head noun, or
    when the question also says the head or a list word follows the term ("approved list", "승인 목록")."""
    if term in head_terms or head_terms:
        return True
    text = term[1:] if term.startswith("=") else term
    lower = question.lower()
    at = lower.find(text.lower())
    while at >= 0:
        if _LIST_WORD_AFTER_RE.search(lower[at + len(text):]):
            return True
        at = lower.find(text.lower(), at + 1)
    return False


def falls_back(result: Result) -> bool:
    """A computed table answer that only the `answers_question` check rejected: the question asks more than
    the rows, so the normal sentence path reads it instead."""
    return (result.route is Route.HANDOFF and result.failed == ["answers_question"]
            and any(c.name == "table_facts" and c.passed for c in result.checks))
