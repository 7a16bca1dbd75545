"""Whom an English question's act goes to (issue 8, branch english6): the English side of the Korean place rule
in `bot.topic.TopicMatcher._set_aside` ("거래처에 메일로 보내도", "동생한테 빌려줘도").

"Sending an 11MB file **to a client**. Which one can go as an attachment?", "can I lend my work laptop **to my
brother** for a day?": the phrase says whom the act goes to, and the rule on attachments or on lending is the answer
whoever that is. The words of such a phrase are set aside on the Korean rule's terms (the sentence pins the topic
with two points of its own, no other sentence of the section names them) and only:

- after "to" before a determiner or a possessive ("to a client", "to my brother"), never a verb ("to reboot a box" is
  a purpose). Not a place (at, in, on, from …): "is Slack already installed **on my phone**?" is not answered by the
  catalog's 기본 설치 (installed on the laptop given at hiring), nor "The ceiling **in the server room** is leaking"
  by a rule on leaks; the places are read only to find where an asking clause ends;
- up to the first function word after the phrase's own words ("to the wrong company" -> wrong, company);
- not when the phrase closes its asking clause (what a question ends on is what it turns on: "can I give my
  password **to my manager**?", "… **to my manager** if he asks?", "… to my manager at the office?"), nor when it
  opens its sentence, nor when a contrast follows it ("to a client, **not** a colleague");
- not when the preposition ends a glossary phrase of the question (a phrase verb such as "log into", "go into"), and
  not when the sentence itself carries a word of the phrase (`bot.topic`): "… to a zip file" against "파일 암호는 …"
  asks which file.
"""

from __future__ import annotations

from collections.abc import Collection

from bot.knowledge.glossary import Glossary
from bot.language import english

_PLACE_PREPOSITIONS = frozenset("to at in on into onto from".split())  # noqa: SIM905
_DETERMINERS = frozenset("a an the my our your his her their this that these those some".split())  # noqa: SIM905
_CONTRAST = frozenset({"not", "instead", "rather"})


def _phrase_end(words: list[str], start: int) -> int:
    end = start
    while end < len(words) and words[end] not in _PLACE_PREPOSITIONS and not english.is_function_word(words[end]):
        end += 1
    return end


def _phrases(words: list[str]) -> list[tuple[int, int, int]]:
    """(preposition, start, end) of each place phrase in a clause's words; start..end are its content words."""
    out: list[tuple[int, int, int]] = []
    for i, word in enumerate(words):
        if word not in _PLACE_PREPOSITIONS:
            continue
        start = i + 1
        while start < len(words) and (words[start] in _DETERMINERS or words[start].endswith("'s")):
            start += 1
        if word == "to" and start == i + 1:
            continue  # "to reboot": an infinitive, no place
        end = _phrase_end(words, start)
        if end > start:
            out.append((i, start, end))
    return out


def _closes(words: list[str], end: int) -> bool:
    """Nothing but function words, further place phrases or a subordinate clause after `end`."""
    rest = words[end:]
    while rest and english.is_function_word(rest[0]) and rest[0] not in english.SUBORDINATORS \
            and rest[0] not in _PLACE_PREPOSITIONS:
        rest = rest[1:]
    if not rest or rest[0] in english.SUBORDINATORS:
        return True
    if rest[0] in _PLACE_PREPOSITIONS:
        following = _phrases(rest)
        if following and following[0][0] == 0:
            return _closes(rest, following[0][2])
    return False


def place_phrases(text: str, phrase_verbs: Collection[str] = ()) -> list[tuple[str, ...]]:
    """The words of the place and recipient phrases of a mostly English question that may be its setting (see
    the module). `phrase_verbs`: glossary phrases of the question's words that end on a preposition ("go into"),
    as lemma strings. Empty for a message that is not mostly English (`bot.rules.clauses.locative_nouns` reads
    Korean)."""
    if not english.is_english(text):
        return []
    out: list[tuple[str, ...]] = []
    clauses = english.clauses(text)
    for n, (words, asks) in enumerate(clauses):
        after = clauses[n + 1][0] if n + 1 < len(clauses) else []
        for prep, start, end in _phrases(words):
            if words[prep] != "to":
                continue  # a place: what the story or the question is about ("on my phone", "in the server room")
            if asks and _closes(words, end):
                continue  # "can I install Slack on my phone?": the place asked
            if prep == 0 and n == 0:
                continue  # "In the office, …": a fronted place is the topic
            contrast = words[end:] if _closes(words, end) else []
            if any(w in _CONTRAST for w in [*contrast, *after[:1]]):
                continue  # "in a text message, not an email"
            if prep > 0 and f"{english.lemma(words[prep - 1])} {words[prep]}" in phrase_verbs:
                continue  # "going into the server room": what is entered
            out.append(tuple(w.removesuffix("'s") for w in words[start:end]))
    return out


# id of a glossary -> (that glossary, its phrase verbs); the glossary is kept to tell it from a later one that reuses
# its id (as `bot.tables.query.glossary_index` does); a glossary is loaded once, tests make a few
_VERBS_OF: dict[int, tuple[Glossary, frozenset[str]]] = {}


def phrase_verbs(glossary: Glossary) -> frozenset[str]:
    """The glossary's two-word English variants that end on a preposition of place ("go into", "log into"), with
    their verb as a lemma: the noun after them is what the act takes, not where it happens."""
    entry = _VERBS_OF.get(id(glossary))
    if entry is None or entry[0] is not glossary:
        if len(_VERBS_OF) > 16:
            _VERBS_OF.clear()
        entry = _VERBS_OF[id(glossary)] = (glossary, frozenset(
            f"{english.lemma(v[0])} {v[1]}" for vs in glossary.variants.values()
            for v in (x.lower().split() for x in vs) if len(v) == 2 and v[1] in _PLACE_PREPOSITIONS))
    return entry[1]


def setting_nouns(text: str, glossary: Glossary, carried: Collection[str]) -> frozenset[str]:
    """The words of the place phrases of `text` (`place_phrases`) none of whose words the sentence carries
    (`carried`: the question's words it covers): "on a zip file" against "파일 암호는 …" says which file."""
    return frozenset(w for phrase in place_phrases(text, phrase_verbs(glossary))
                     if not any(w in carried for w in phrase) for w in phrase)
