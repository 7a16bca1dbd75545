"""English words in questions: function words from a maintained list, lemmas from a maintained
lemmatizer, and which English words are topic words.

- Function words: scikit-learn's `ENGLISH_STOP_WORDS` (318 words, already a dependency), plus a short
  list of question-frame words (FRAME_WORDS) that no stop-word list carries because they are content
  words elsewhere ("supposed", "allowed", "okay"): they frame a request the way 하다/되다/규정 do in
  Korean (`bot.language.terms.GENERIC_VERBS`, `GENERIC_NOUNS`). Both are compared by lemma.
- Lemmas: `simplemma` (no model download; English dictionary loaded on first use, see the README
  for the measurement), so "changed", "changing", "changes" all meet the glossary's "change".
- A word the glossary maps to a policy word is always a topic word, even when it is a function word
  for scikit-learn ("keep" -> 보관): `bot.topic` requires its policy word in the quoted sentence
  (a glossary span of the question). That is done where the glossary is known (`bot.topic`); here
  only the glossary-free part.
"""

from __future__ import annotations

import importlib.util
import itertools
import re
import runpy
import threading
from functools import lru_cache
from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language import english_spelling, lemma_cache
from bot.rules import (
    english_access,
    english_aside,
    english_figures,
    english_idioms,
    english_lockout,
    english_remarks,
    english_replaced,
    english_self_intro,
    english_start,
    english_states,
)


def _english_stop_words() -> frozenset[str]:
    """scikit-learn's list, read from its own module file: importing `sklearn` to get a constant costs
    ~2 s of start-up (it imports scipy), which `helpdesk ask` would pay on every run."""
    spec = importlib.util.find_spec("sklearn")  # locates the package without importing it
    if spec is not None and spec.submodule_search_locations:
        path = Path(next(iter(spec.submodule_search_locations))) / "feature_extraction" / "_stop_words.py"
        if path.is_file():
            words = runpy.run_path(str(path)).get("ENGLISH_STOP_WORDS")
            if isinstance(words, frozenset):
                return frozenset(str(w) for w in words)
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS  # another layout: the slow way

    return frozenset(ENGLISH_STOP_WORDS)


ENGLISH_STOP_WORDS = _english_stop_words()

# Words that frame almost any English request and name no topic (as lemmas). Closed classes only:
# modal-like verbs, politeness, request verbs and the question's own frame ("rule", "policy"); the manner
# or time of the thing ("delete it properly", "my previous passwords", "someone trying to log in", "accidentally
# sent it"), a premise's source ("I heard the account locks for 10 minutes, right?"), never the thing itself
# ("old" is one too), nor its as-of-now ("currently", "nowadays") or an intensifier ("super slow"). Greetings, thanks,
# apologies and chat discourse words
# ("hey", "thx", "sry", "asap", "btw", "dumb question but …", "sorry for the basic question") frame a message the
# same way, as "is that a problem?" frames a yes/no and "a strong password" the password rules. "kind"/"way" are
# not: "what kind of laptop do new hires get?" asks for a kind the rule on when laptops are given does not name,
# "is there a way to unlock it faster?" for a way the lock rule does not give.
FRAME_WORDS = frozenset(
    """suppose allow let okay ok please sure tell know ask want need like maybe really right correct just actually
    do does did get got make happen use work long thing stuff company policy rule question quick new im dont isnt hear
    shall gonna wanna kinda able fine possible permit whats hows wheres whos thats theres heres till bit
    old run treat handle deal won properly correctly previous prior try set instead process procedure
    accidentally mistakenly inadvertently unintentionally unknowingly
    hey hi hello thanks thank thx ty sorry sry asap btw fyi tbh imo idk lol wonder dumb silly redo bunch
    hear heard certain particular gotta hafta basic stupid newbie problem strong schedule scheduled appreciate guidance
    advise kindly currently presently nowadays super""".split()  # noqa: SIM905
)

# Content words scikit-learn's list carries (it was built for topic modelling of news text): in a helpdesk
# question they name what is asked ("will I get fired", "billed", "my name in my password", "the system").
CONTENT_WORDS = frozenset("fire bill system computer name detail interest".split())  # noqa: SIM905

STOP_WORDS = (frozenset(ENGLISH_STOP_WORDS) - CONTENT_WORDS) | FRAME_WORDS

# English nouns that name the kind of quantity asked ("how many days", "what time"): with that kind
# asked they are the quantity, not a topic the answer must carry (merged into bot.matching.model.QUANTITY_NOUNS).
QUANTITY_NOUNS: dict[str, frozenset[str]] = {
    "year": frozenset({"year", "years"}),
    "month": frozenset({"month", "months"}),
    "week": frozenset({"week", "weeks"}),
    "day": frozenset({"day", "days", "business"}),
    "hour": frozenset({"hour", "hours"}),
    "minute": frozenset({"minute", "minutes", "min", "mins"}),
    "clock": frozenset({"time"}),
    "times": frozenset({"time", "times", "attempt", "attempts", "try", "tries"}),
    "chars": frozenset({"char", "chars", "character", "characters", "minimum", "short"}),
    "size": frozenset({"big", "large", "mb", "gb", "megabyte", "megabytes"}),
    "duration": frozenset({"time", "period", "fast", "quickly"}),
    "people": frozenset({"people", "persons"}),
}
# English units of time, count and length written after a number ("every 90 days", "4 years old", "30 mins"):
# the figure's counter, not a topic, as 일 in "90일" is to the Korean analyzer (bot.language.terms). Not sizes:
# "a 30MB video" keeps MB as a word, as "30MB짜리" does in Korean.
# Words before a unit that count or place it without a number ("too many tries", "a few times", "from last
# year", "every month"): the unit is a counter there too (bot.language.terms)
UNIT_QUANTIFIERS = frozenset("many few several multiple last next this every each per".split())  # noqa: SIM905
UNIT_WORDS = frozenset(
    """year years yr yrs month months week weeks wk wks day days hour hours hr hrs minute minutes min mins
    second seconds sec secs time times attempt attempts try tries char chars character characters""".split()  # noqa: SIM905
)
for _kind in ("year", "month", "week", "day", "hour", "minute", "duration"):  # "replacement cycle 몇 년"
    QUANTITY_NOUNS[_kind] |= {"cycle", "interval", "period"}

# Glossary variants that are modal verbs: the glossary keeps them for retrieval and tables ("which programs
# need approval?" -> 승인 필요), but in a question they frame the request ("does my password need to be …",
# "do I need OTP …") like 해야 하다, so the topic rule never requires their policy word (필요).
MODAL_VARIANTS = frozenset({"need", "needs", "needed"})

_lock = threading.Lock()
_protected: set[str] = set()  # single-word English glossary variants and their lemmas ("keep", "need")


def protect(glossary: Glossary) -> None:
    """A word the glossary maps to a policy word is a topic word, never a function word ("kept" ->
    keep -> 보관), so the policy word is required in the answer (called by `bot.topic.TopicMatcher`)."""
    words = {v.lower() for vs in glossary.variants.values() for v in vs
             if v.isascii() and re.fullmatch(r"[A-Za-z][A-Za-z'-]*", v) and v.lower() not in MODAL_VARIANTS}
    with _lock:
        _protected.update(words)
    english_spelling.know(itertools.chain(glossary.variants, *glossary.variants.values()))  # never "mended"


@lru_cache(maxsize=8192)
def lemma(word: str) -> str:
    """The dictionary form of an English word, lower-cased ("changing" -> "change", "hires" -> "hire").
    Words simplemma does not know come back as they are."""
    lowered = word.lower()
    if not re.fullmatch(r"[a-z][a-z'-]*", lowered):
        return lowered
    with _lock:  # simplemma loads its English dictionary on first use (decoded once: bot.language.lemma_cache)
        out = lemma_cache.lemmatizer().lemmatize(lowered, "en")
    return str(out).lower()


def is_function_word(word: str) -> bool:
    """A function or frame word: not a topic of the question (glossary words are handled apart)."""
    lowered = word.lower()
    base = lemma(lowered)
    if lowered in _protected or base in _protected:  # "kept" is "keep", a glossary word
        return False
    return lowered in STOP_WORDS or lowered.replace("'", "") in STOP_WORDS or base in STOP_WORDS


def policy_words_for(glossary: Glossary, word: str) -> list[str]:
    """Policy words an English question word stands for by its lemma, when its written form maps to
    none: "kept" -> keep -> 보관, "renewed" -> renew -> 재발급."""
    if not word.isascii() or not re.fullmatch(r"[a-z][a-z'-]*", word.lower()) or word.lower() in MODAL_VARIANTS:
        return []
    return list(glossary.derived(_by_lemma).get(lemma(word), ()))


def _by_lemma(glossary: Glossary) -> dict[str, tuple[str, ...]]:
    """Policy words (in glossary order) by the written form and the lemma of each one-word English variant ("doc"
    meets the variant "docs"): `policy_words_for`'s index, built once per glossary."""
    out: dict[str, list[str]] = {}
    for policy_word, variants in glossary.variants.items():
        keys = {key for variant in variants
                if " " not in variant.strip() and variant.isascii() and variant.lower() not in MODAL_VARIANTS
                for key in (variant.lower(), lemma(variant))}
        for key in keys:
            out.setdefault(key, []).append(policy_word)
    return {key: tuple(words) for key, words in out.items()}



def inflected_policy_words(glossary: Glossary, text: str) -> list[str]:
    """Policy words the inflected English words of `text` stand for by their lemma, where the glossary lists
    another form only ("leaked" -> leak -> 정보 유출, "returned" -> 반납, "laptops" -> 노트북): what
    `Glossary.expand_query` adds for a word written as the glossary has it. Function words are left out ("done"
    is do, "is" is be), and so is a policy word the text already carries."""
    out: list[str] = []
    lowered = text.lower()
    for word in dict.fromkeys(w.lower() for w in _WORD_RE.findall(text)):
        if glossary.policy_words_for(word) or is_function_word(word):
            continue
        out.extend(p for p in policy_words_for(glossary, word) if p not in out and p.lower() not in lowered)
    return out


def expand_query(glossary: Glossary, text: str) -> str:
    """`Glossary.expand_query` with the policy words of the text's inflected English words added as well, so
    retrieval reads "customer data got leaked" as the glossary's "leak" (정보 유출)."""
    expanded = glossary.expand_query(text)
    extra = [w for w in inflected_policy_words(glossary, text) if w not in expanded]
    return f"{expanded} {' '.join(extra)}" if extra else expanded

# Public transport an item is left on is lost to its owner (the English of 두고 내리다): "left my laptop in
# a cab" reports a loss, "left my laptop at home" does not. A closed class of vehicles, not of questions.
_VEHICLES = r"(?:cab|taxi|uber|lyft|bus|train|subway|metro|tube|tram|plane|airplane|flight|ferry)"
_LEFT_ON_VEHICLE = re.compile(
    rf"\b(?:left|forgot|forgotten)\b(?=(?:\s+[\w'-]+){{1,4}}?\s+(?:in|on)\s+(?:a|an|the|my)\s+{_VEHICLES}\b)", re.I)
_LEFT_BEHIND = re.compile(r"\bleft\b((?:\s+[\w'-]+){1,3}?)\s+behind\b", re.I)
# Phrasal verbs written apart ("shut it down", "hand my laptop back"): put together as the glossary has them
_SPLIT_PHRASAL = re.compile(
    r"\b(shut|turn|power|switch|hand|give)\s+((?:it|them|this|that)|(?:my|the|our|your|his|her|a|an)\s+[\w-]+"
    r"(?:\s+[\w-]+)?)\s+(down|off|back|in)\b", re.I)
# "keep getting alerts": keep before a verb in -ing says "again and again", not 보관 (keep = retain)
_ASPECT_KEEP = re.compile(r"\b(?:keep|keeps|kept|keeping)\s+(?=[a-z]+ing\b)", re.I)


# "a confidential report", "the printed reports": "report" after a determiner and an adjective (-al, -ed) is a
# document, not the act of reporting (신고); "file/make/submit a … report" reports.
_REPORT_DOCUMENT = re.compile(
    r"(?<!\bfile\s)(?<!\bmake\s)(?<!\bsubmit\s)\b((?:a|an|the|my|this|that|our|your)\s+(?:[a-z]+(?:al|ed)\s+)+)"
    r"report(s?)\b", re.I)


# "what's the right way to send it?" asks how to send it ("is there a way to …" asks whether one exists).
_RIGHT_WAY = re.compile(r"\bwhat(?:'s|s| is)\s+the\s+(?:right|proper|correct|best)\s+way\b"
                        r"|\bwhat\s+(?:are|r)\s+the\s+(?:next\s+|right\s+|usual\s+)?steps\b"  # english20
                        r"|\bwhat\s+steps\s+(?:do|should|must|shall)\s+(?:i|we)\s+(?:take|follow)\b", re.I)


def normalize(text: str) -> str:
    """An English question with its typing slips mended ("shoud" -> should) and its idioms put in plain words the
    glossary knows: "left X in a cab" -> "lost X in a cab", "left X behind" -> "lost X", "keep getting" ->
    "getting". Other text unchanged."""
    if not is_english(text):
        return text
    text = english_spelling.mend(text, is_function_word)  # "cna i lend …", "what shoud i do"
    text = english_remarks.plain(text)  # "!!" -> "!"
    text = english_aside.frame_removed(text)  # "… valid? My manager asked me to check." (asks nothing)
    text = _LEFT_ON_VEHICLE.sub("lost", text)
    text = _LEFT_BEHIND.sub(lambda m: f"lost{m.group(1)}", text)
    text = _SPLIT_PHRASAL.sub(lambda m: f"{m.group(1)} {m.group(3)} {m.group(2)}", text)
    text = _RIGHT_WAY.sub("how", text)
    text = english_idioms.plain(text)  # "in charge of", "just in case", "my parents' place"
    text = english_states.plain(text)  # "typed my pw wrong" -> mistyped, "stays locked" -> locked
    text = english_figures.plain(text)  # "capped at 10MB" -> "up to 10MB", "two years" -> "2 years"
    text = english_lockout.plain(text)  # "too many tries" -> failed tries, "opens again" -> unlocks
    text = english_start.plain(text)  # "I'm starting Monday" -> "I'm a new hire"
    text = english_self_intro.plain(text)  # "I just joined the customer service team" -> "… the team"
    text = english_replaced.plain(text)  # "a new laptop … my old one" -> "a replacement laptop"
    text = english_access.plain(text)  # "check the internal dashboard" -> "access …"
    text = _REPORT_DOCUMENT.sub(lambda m: f"{m.group(1)}document{m.group(2)}", text)
    text = _ASPECT_KEEP.sub("", text)
    return _fault_told(text)


# an act said not to happen ("can't connect", "won't show up", "doesn't open")
_NEGATED_ACT = re.compile(r"\b(?:never|can'?t|cannot|couldn'?t|won'?t|doesn'?t|didn'?t|isn'?t|aren'?t)\s+[a-z]+", re.I)


def _fault_told(text: str) -> str:
    """A message that asks nothing and tells that something fails ("can't connect to VPN", "my USB won't show up")
    reports a fault, which no rule on the thing answers: the failing act is put as "broken", a word no policy sentence
    carries (session 37: such reports were answered by a rule on the thing named, "VPN을 먼저 연결한 뒤 …")."""
    sentences = [s for s in _SENTENCE_RE.split(text.strip()) if s.strip()]
    if not sentences or not _NEGATED_ACT.search(text) or any(
            s.rstrip().endswith(("?", "？")) or (asks(s) and not _NEGATED_ACT.match(s.strip())) for s in sentences):
        return text
    return _NEGATED_ACT.sub("broken", text, count=1)


# nouns and participles that report a fault; in a message that asks nothing they are what is asked, not its story
FAULT_WORDS = frozenset({"error", "errors", "issue", "issues", "problem", "problems", "bug", "bugs", "broken", "failed",
                         "failure", "crash", "crashed", "crashes", "glitch", "glitchy"})
WH_WORDS = frozenset("what what's whats how when where which who whom whose why".split())  # noqa: SIM905
AUXILIARIES = frozenset(
    "can could is are am was were do does did should shall will would may might must have has".split()  # noqa: SIM905
)
# Words that make a statement a request ("I need the VPN server address.", "please tell me …"): the
# sentence asks for what it names, even with a content-free question after it ("Can you help?").
REQUEST_WORDS = frozenset("need needs want wants like wonder wondering please tell looking trying help".split())  # noqa: SIM905
SUBORDINATORS = frozenset("if when after before because since while although though unless once until".split())  # noqa: SIM905
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|\n+")
_SEGMENT_RE = re.compile(r"\s*(?:,|;|:|\s-+\s|\s–\s|\.\.\.)\s*")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")


def is_english(text: str) -> bool:
    """Mostly English: at least three Latin-script words and no fewer than the Korean words."""
    latin = _WORD_RE.findall(text)
    return len(latin) >= 3 and len(latin) >= len(re.findall(r"[가-힣]+", text))


def asks_yes_no(text: str) -> bool:
    """A mostly English message with no question word ("can I keep it for 3 years?")."""
    return is_english(text) and not any(w.replace("'s", "") in WH_WORDS for w in _words(text))


def _words(text: str) -> list[str]:
    """Lower-cased words; a hyphenated word also gives its parts, as the analyzer splits it."""
    out: list[str] = []
    for word in _WORD_RE.findall(text):
        out.append(word.lower())
        if "-" in word:
            out.extend(p.lower() for p in word.split("-") if p)
    return out


def asks(sentence: str) -> bool:
    """Whether an English sentence asks anything: a question mark, a question word, an auxiliary that
    opens it ("can I …", "is there …") or a request word ("I need the VPN server address."). One that
    does not ("I'm quitting next month.") tells the story of the question after it."""
    words = _words(sentence)
    return sentence.rstrip().endswith(("?", "？")) or (bool(words) and (
        words[0] in AUXILIARIES or any(w in WH_WORDS or (w in REQUEST_WORDS and not _others_want(words, i))
                                       for i, w in enumerate(words))))


# Words that ask to be told even in a sentence that follows a question ("… and please tell me who approves it")
_ASKING_WORDS = frozenset("know tell wonder wondering explain confirm please help".split())  # noqa: SIM905


def asks_after_question(sentence: str) -> bool:
    """Whether an English sentence that follows a question asks anything of its own: a question mark, an opening
    question word or auxiliary ("what about …", "is it …"), or a word asking to be told ("please tell me …"). A want,
    a need or a question word inside ("want to schedule a patch around it", "I keep forgetting when") is the asker's
    purpose or story there, not a second question (bot.rules.trailing_statement)."""
    words = _words(sentence)
    return sentence.rstrip().endswith(("?", "？")) or (bool(words) and (
        words[0] in AUXILIARIES or words[0] in WH_WORDS or any(w in _ASKING_WORDS for w in words)))


def tells_purpose(sentence: str) -> bool:
    """An English sentence after a question that only tells a want or need, the asker's or someone's ("want to
    schedule a patch around it", "marketing wants it", "I need it for meeting notes"), or holds a question word
    only inside ("I keep forgetting when"): it asks nothing of its own (`asks_after_question`). A sentence telling
    what happened ("it stopped working") is none: it may say which case of the rule is asked."""
    words = _words(sentence)
    return not asks_after_question(sentence) and any(w in REQUEST_WORDS or w in WH_WORDS for w in words)


def _others_want(words: list[str], i: int) -> bool:
    """"our agency wants our customer list.": what someone else wants or needs is the asker's story, unless
    they want to know something ("my manager wants to know …" asks for them)."""
    return words[i] in ("wants", "needs") and words[i + 1:i + 3] != ["to", "know"]


def told_words(text: str) -> frozenset[str]:
    """The words of the sentences of an English message that ask nothing ("My laptop got stolen last
    night." before "Is there anything IT can do remotely?"): the situation the question is asked in."""
    if not is_english(text):
        return frozenset()
    sentences = [s for s in _SENTENCE_RE.split(text.strip()) if _words(s)]
    return frozenset(w for s in sentences if not asks(s) for w in _words(s)) if len(sentences) > 1 else frozenset()


def _opens(segment: list[str]) -> bool:
    """A clause that asks by itself: it holds a question word or opens with an auxiliary ("can I …")."""
    return any(w in WH_WORDS for w in segment) or segment[0] in AUXILIARIES


def clauses(text: str) -> list[tuple[list[str], bool]]:
    """The clauses of an English message, each as its lower-cased words and whether it asks, as
    `context_words` reads them: a sentence that asks nothing asks in none of its clauses; one that does asks in
    its clauses with a question word or an opening auxiliary, or in all of them when it has none such."""
    out: list[tuple[list[str], bool]] = []
    for sentence in _SENTENCE_RE.split(text.strip()):
        words = _words(sentence)
        if not words:
            continue
        segments = [_words(s) for s in _SEGMENT_RE.split(sentence) if _words(s)]
        opening = [s for s in segments if _opens(s)]
        asking = sentence.rstrip().endswith("?") or bool(opening) or any(w in REQUEST_WORDS for w in words)
        out.extend((segment, asking and (not opening or segment in opening)) for segment in segments)
    return out


def context_words(text: str) -> frozenset[str]:
    """The words of an English question that tell its story rather than name what is asked: the words
    of a sentence that asks nothing ("lost my USB stick on the subway."), of a clause beside the
    asking one ("..., who do I tell?"). What the asking clause says is asked. A sentence asks
    when it ends in "?" or holds a question word; its asking clauses are those with a question
    word or opening with an auxiliary ("can I ...", "is there ..."); a sentence with none
    ("Docker Desktop is free, right?") asks throughout. A subordinate clause inside the asking
    one ("if I forgot it", "before it expires") is context too; a word of it that the glossary
    maps or the policies use is still required (`bot.topic`), and one made only of frame words
    is asked (`condition_words`). Empty for a message that is not mostly English (Korean word
    order rules there)."""
    if not is_english(text):
        return frozenset()
    context: set[str] = set()
    asked: set[str] = set()
    told = clauses(text)
    for segment, asks in told:
        if not asks:
            context.update(segment)
            continue
        # a subordinate clause inside the asking one ("if I forgot it", "before it expires") tells
        # when or why; the glossary words in it stay topic words (bot.topic: known words are required)
        cut = next((i for i, w in enumerate(segment) if i > 0 and (w in SUBORDINATORS or _purpose_so(segment, i))),
                   len(segment))
        # "… to summarize it", "… for a couple of days"; "… next week" when the clause does not ask itself
        cut = min(cut, _adjunct_start(segment, told=not _opens(segment)))
        asked.update(segment[:cut])
        context.update(segment[cut:])
    if not any(asks for _, asks in told):  # "VPN certificate error": a fault reported is what the asker needs
        context -= FAULT_WORDS
    return frozenset(((context - asked) | person_heads(text)) - condition_words(text) - antecedents(text))


# Frame words that are nouns after a determiner: "is that fine?" frames a request, "what's the fine if …"
# asks for a penalty ("that"/"this" are left out: "is that fine?").
NOUN_FRAME_WORDS = frozenset({"fine", "fines"})
DETERMINERS = frozenset("a an the any my your our their his her".split())  # noqa: SIM905


def frame_nouns(text: str) -> frozenset[str]:
    """Frame words the question uses as nouns ("the fine"): topic words, not function words."""
    words = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z']*", text)]
    return frozenset(w for prev, w in itertools.pairwise(words) if w in NOUN_FRAME_WORDS and prev in DETERMINERS)


# Words after which "to" + verb is the verb's complement ("want to", "have to", "allowed to"), not a purpose.
_BEFORE_INFINITIVE = frozenset(
    """want wants need needs have has had able allowed supposed going ok okay trying try how what where who when
    which like plan planning required about used ought ask asks asked tell get help remember forget decide allow
    expect mean learn choose agree hope wish prefer start begin continue order permit do""".split()  # noqa: SIM905
)
# ("do": "is there anything I can do **to speed it up**?" asks how to reach that end, english20)
_OBJECT_STARTS = frozenset(
    "it them this that these those a an the my our your some something anything everything stuff".split()  # noqa: SIM905
)
_PERSONS = frozenset("it them him her us me someone anyone everyone somebody anybody people".split())  # noqa: SIM905
# A closing adjunct that tells for how long or where the asker does it ("for a couple of days", "for a bit",
# "at home"): circumstance, not what is asked. "for" + a noun that is no span of time is an argument ("the rule
# for VPN speed"), so only spans of time count; "at" only with "home" (the place of remote work itself).
_SPANS_OF_TIME = frozenset(
    """bit while moment sec second minute minutes hour hours day days week weeks month months weekend
    night""".split()  # noqa: SIM905
)


# "… so I don't forget it", "… so that we can finish": a purpose clause ("so" + subject + modal). Without
# the modal ("… so I need a new one", "… so who do I tell") "so" gives a consequence, which is asked.
_SO_SUBJECTS = frozenset("i we you he she they it".split())  # noqa: SIM905
_SO_MODALS = frozenset(
    "can cant can't could couldnt couldn't will wont won't would dont don't doesnt doesn't may might".split()  # noqa: SIM905
)


def _purpose_so(segment: list[str], i: int) -> bool:
    """Whether `segment[i]` opens a purpose clause "so (that) <subject> <modal> …"."""
    if segment[i] != "so":
        return False
    rest = segment[i + 1:]
    if rest[:1] == ["that"]:
        rest = rest[1:]
    return len(rest) >= 2 and rest[0] in _SO_SUBJECTS and rest[1] in _SO_MODALS


# A closing "next week", "last month", "this friday", "today" of a clause that tells the asker's situation
# (no question word, no opening auxiliary): when it happens, not what is asked ("switching to a new iphone
# next week, anything to do for OTP?"); in the asking clause ("is it due this month?") it is asked.
_DEICTIC = frozenset("next last this coming".split())  # noqa: SIM905
_TIME_NOUNS = _SPANS_OF_TIME | frozenset(
    """year morning afternoon evening monday tuesday wednesday thursday friday saturday sunday""".split()  # noqa: SIM905
)
_DAY_WORDS = frozenset("today tomorrow yesterday tonight".split())  # noqa: SIM905


def _adjunct_start(segment: list[str], told: bool = False) -> int:
    """Where the asking clause's closing purpose or circumstance begins (its length when there is none):
    "paste a confidential doc into an AI chatbot **to summarize it**" (to + verb + its object, after a
    complete clause), "lend my laptop to the intern **for a couple of days**", "use my work laptop **at
    home**". Its words the glossary maps or the policies use stay
    required (bot.topic); the others are story, set aside only when the sentence pins the topic down."""
    for i in range(2, len(segment) - 2):
        if segment[i] == "to" and segment[i - 1] not in _BEFORE_INFINITIVE and \
                segment[i + 1] not in _OBJECT_STARTS | _PERSONS and segment[i + 2] in _OBJECT_STARTS:
            return i
    for i in range(len(segment) - 2, 2, -1):
        rest = segment[i + 1:]
        if len(rest) <= 4 and ((segment[i] == "for" and rest[-1] in _SPANS_OF_TIME)
                               or (segment[i] == "at" and rest == ["home"])):
            return i
    if not told:  # "is the report due this month?" asks about the time itself
        return len(segment)
    if len(segment) > 3 and segment[-2] in _DEICTIC and segment[-1] in _TIME_NOUNS:
        return len(segment) - 2
    if len(segment) > 2 and segment[-1] in _DAY_WORDS:
        return len(segment) - 1
    return len(segment)


# Heads that name a person of the thing before them ("vendor tech", "vendor engineer", "IT guy").
PERSON_HEADS = frozenset(
    """engineer engineers tech techs technician technicians guy guys person people rep reps""".split()  # noqa: SIM905
)


def person_heads(text: str) -> frozenset[str]:
    """A person named by the thing before them ("a vendor **tech** needs to get into the server room"): the
    thing carries the phrase, the person is story (set aside only when the sentence pins the topic down)."""
    out: set[str] = set()
    for segment in (_words(s) for s in _SEGMENT_RE.split(text)):
        out.update(head for first, head in itertools.pairwise(segment)
                   if head in PERSON_HEADS and not is_function_word(first))
    return frozenset(out)


_BEFORE_ONE = frozenset("me us him her them a an another".split())  # noqa: SIM905
_PHRASE_PREPOSITIONS = frozenset("at in on for from to with over into onto".split())  # noqa: SIM905


def antecedents(text: str) -> frozenset[str]:
    """The noun an asking clause's "one" stands for ("I left my laptop **charger** at home, can IT lend me
    one?"): what is asked, never story, though the clause that names it asks nothing. "one" counts after
    an object pronoun or article ("lend me one", "get another one"), never in "which one" or "one year";
    the noun is the last word of the clause before it, its closing place or time phrase left out."""
    out: set[str] = set()
    segments = [_words(s) for s in _SEGMENT_RE.split(text) if _words(s)]
    for before, segment in itertools.pairwise(segments):
        if not any(w == "one" and prev in _BEFORE_ONE for prev, w in itertools.pairwise(segment)):
            continue
        cut = next((i for i in range(len(before) - 1, 0, -1) if before[i] in _PHRASE_PREPOSITIONS), len(before))
        nouns = [w for w in before[:cut] if not is_function_word(w)]
        if nouns:
            out.add(nouns[-1])
    return frozenset(out)


def condition_words(text: str) -> frozenset[str]:
    """Frame words that are all a condition inside an asking clause says ("what do I do with it after
    use?"): the condition is part of what is asked, as a Korean condition (잊어버리면) is, so its
    frame word is a topic word the answer must carry rather than nothing at all. A condition with
    words of its own ("if my family uses my laptop") is carried by those words."""
    if not is_english(text):
        return frozenset()
    out: set[str] = set()
    for sentence in _SENTENCE_RE.split(text.strip()):
        words = _words(sentence)
        if not (sentence.rstrip().endswith("?") or any(w in WH_WORDS for w in words)):
            continue
        for segment in (_words(s) for s in _SEGMENT_RE.split(sentence)):
            cut = next((i for i, w in enumerate(segment) if i > 0 and (w in SUBORDINATORS or _purpose_so(segment, i))),
                       len(segment))
            clause = segment[cut + 1:]
            if clause and all(is_function_word(w) for w in clause):  # nothing else would stand for it
                out.update(w for w in clause if lemma(w) in FRAME_WORDS or w in FRAME_WORDS)
    return frozenset(out)


_OWNERS = frozenset({"personal", "own"})


def owned_things(text: str) -> tuple[str, ...]:
    """What "personal" or "own" is said of in an English question ("my personal gmail" -> gmail, "my own
    external SSD" -> external ssd): up to two words after it, up to a function word. Empty for a message
    that is not mostly English (`bot.rules.situations.owned_things` reads Korean)."""
    if not is_english(text):
        return ()
    words = [w.lower() for w in _words(text)]
    out = []
    for i, word in enumerate(words):
        if word not in _OWNERS:
            continue
        thing = []
        for nxt in words[i + 1:i + 3]:
            if nxt in STOP_WORDS or nxt in _OWNERS:
                break
            thing.append(nxt)
        if thing:
            out.append(" ".join(thing))
    return tuple(out)
