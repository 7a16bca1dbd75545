"""Read a question against one table: its shape (count, list, "is X on the list") and its conditions
(column values, row names), matched through the Korean analyzer and the glossary; then filter in code.

Seed 002: a table is used only when the question has both a counting or listing signal and words of
the table (its subject, a column, a value); a question word the table has no column or value for
(price, version, seats) means the table cannot answer it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from bot.knowledge.glossary import Glossary
from bot.language.terms import Term, content_terms
from bot.rules import table_asked, unlisted_program
from bot.tables.table import _GENERIC_TITLE_WORDS as _GENERIC_TITLE_RE
from bot.tables.table import Table

Shape = Literal["count", "list", "group", "membership", "absence", "unanswerable"]
Row = tuple[str, ...]

COUNT_RE = re.compile(
    r"몇\s*(?:개|가지|종류|종|건|곳|군데|대|명)|개수|갯수|분포|가장\s*많|제일\s*많|how\s+many|number\s+of|\bcount\b|"
    r"\bmost\b|세어\s*(?:줘|주세요|봐)",
    re.I,
)
SUPERLATIVE_RE = re.compile(r"가장|제일|최다|\bmost\b", re.I)
LIST_RE = re.compile(
    r"뭐뭐|무엇무엇|어떤|무슨|어느|(?:뭐|무엇|뭣)(?:가|이)?\s*있|목록|리스트|전부|모두|모든|전체|"
    r"다\s*(?:알려|보여)|종류|\bwhich\b|\blist\b|\ball\b|\bevery\b|\bwhat\s+(?:are|\w+\s+are)\b",
    re.I,
)
# "Is X on the list / approved?" with a named program.
MEMBERSHIP_RE = re.compile(
    r"(?:목록|표|리스트)에\s*(?:있|들어|포함|올라)|승인(?:된|됐|되었|받은|되어)|허용(?:된|됐|되었)|"
    r"\bon\s+the\s+(?:\w+\s+)?list\b|\bapproved\b|\bin\s+the\s+(?:\w+\s+)?list\b",
    re.I,
)
# "Where do I find the list?" asks where the table is, not what is in it.
# "May I install / use X?"
PERMISSION_RE = re.compile(
    r"(?:도|면)\s*(?:돼|되|괜찮|될까|됩니까)|가능(?:한가|해|할까|합니까)|"
    r"\b(?:can|may)\s+(?:i|we)\b|\ballowed\b|\bpermitted\b",
    re.I,
)
_NEGATION_AFTER = re.compile(r"^\S*(?:\s+\S{1,2})?\s*(?:아닌|아니|없는|없고|않는|않은|않고|제외|빼고|말고|외의|외에)")
_NEGATION_BEFORE = re.compile(r"(?:\bnot|\bnon-?|\bexcept)\s*$", re.I)

# Words of a counting or listing question that say nothing about which rows: never conditions, never
# "unknown" (a question word the table cannot answer).
TABLE_WORDS = set(
    """개수 갯수 분포 가장 제일 많은 목록 리스트 전부 모두 모든 전체 종류 가지 이름 표 항목 총 뭐뭐 무엇무엇 중 중에 중에서 것들 건 거
    뭐가 무엇이 뭐가요 아닌 아니 아니고 제외 빼고 말고 외 외의 외에 사용 업무 업무용 현재 지금 정확히 직원 있는 해당 쓸 쓸수 수있는 알려 알려줘 보여 보여줘 정리 개 몇 무엇 뭐
    list lists number total tools tool ones items item all every which there available kinds kind type types
    category categories name names whole entire currently right now""".split()
)

_ONE_SYLLABLE_PARTICLES = "은|는|이|가|을|를|의|도|만|용"
_LATIN_RE = re.compile(r"^[a-z0-9][a-z0-9.+#\-]*$")


@lru_cache(maxsize=8192)
def _analyze(text: str) -> tuple[Term, ...]:
    return tuple(content_terms(text))


def analyze(text: str) -> list[Term]:
    """The one call into the Korean analyzer (bot.language.terms today; swap it here). Cached: table
    words (values, columns, titles) are read for every question."""
    return list(_analyze(text))


# Words of a table's own labels that carry no condition ("승인 없이 설치할 수 있다는 뜻").
_DATA_STOP = {"수", "있", "있다", "것", "뜻", "때", "이미", "전에", "및", "등", "다"}
_DATA_ENDINGS = ("하는", "되는", "되어", "으로", "할", "한", "된", "을", "를", "은", "는", "의", "에", "로", "이", "가")


@lru_cache(maxsize=8192)
def data_words(text: str) -> tuple[str, ...]:
    """The words of a table label (a value, a column, the title, a value's meaning), read without the
    analyzer: labels are data, and an analyzer that drops generic words would drop "필요" of "승인 필요"
    or "없이" of "승인 없이". One ending is cut where two syllables remain ("설치할" -> "설치")."""
    out: list[str] = []
    for token in re.findall(r"[가-힣]+|[A-Za-z0-9][A-Za-z0-9+#.\-]*", text.lower()):
        for ending in _DATA_ENDINGS:
            if re.fullmatch(r"[가-힣]+", token) and token.endswith(ending) and len(token) - len(ending) >= 2:
                token = token[: -len(ending)]
                break
        if token not in _DATA_STOP and token not in out:
            out.append(token)
    return tuple(out)


@lru_cache(maxsize=8192)
def norm(text: str) -> str:
    return "".join(text.lower().split())


class GlossaryIndex:
    """The glossary with its words normalised once (Glossary normalises on every call, ~2 ms a term)."""

    def __init__(self, glossary: Glossary) -> None:
        self.glossary = glossary
        self.entries = [
            (word, norm(word), [(norm(v), _variant_pattern(v)) for v in variants])
            for word, variants in glossary.variants.items()
        ]
        self._for: dict[str, list[str]] = {}

    def words_in(self, text: str) -> list[str]:
        """Glossary.policy_words_in: policy words whose variants occur in the text."""
        compact, lower = norm(text), text.lower()
        return [
            word for word, nword, variants in self.entries
            if nword not in compact and any(
                (pattern.search(lower) is not None) if pattern else (nv in compact) for nv, pattern in variants
            )
        ]

    def words_for(self, term: str) -> list[str]:
        """Glossary.policy_words_for: policy words a single question term stands for."""
        t = norm(term)
        cached = self._for.get(t)
        if cached is not None:
            return cached
        out: list[str] = []
        for word, _, variants in self.entries:
            for nv, _ in variants:
                if nv == t or (len(nv) >= 2 and t.startswith(nv) and table_asked.same_word_rest(nv, t[len(nv):])) or (
                    len(t) >= 2 and nv.startswith(t) and len(t) >= len(nv) - 1
                ):
                    out.append(word)
                    break
        if len(self._for) < 4096:
            self._for[t] = out
        return out


def _variant_pattern(variant: str) -> re.Pattern[str] | None:
    """Latin variants match whole words (as in bot.knowledge.glossary); Korean ones match inside words."""
    if not re.fullmatch(r"[A-Za-z0-9 .+#-]+", variant):
        return None
    body = r"\s+".join(re.escape(part) for part in variant.lower().split())
    return re.compile(rf"(?<![a-z0-9]){body}(?![a-z0-9])")


_glossaries: dict[int, GlossaryIndex] = {}


def glossary_index(glossary: Glossary) -> GlossaryIndex:
    found = _glossaries.get(id(glossary))
    if found is None or found.glossary is not glossary:
        if len(_glossaries) > 16:
            _glossaries.clear()
        found = _glossaries[id(glossary)] = GlossaryIndex(glossary)
    return found


def may_ask_a_table(question: str) -> bool:
    """Cheap first look: a counting, listing, membership or permission signal, or a bare noun phrase.
    Everything else skips table detection (and the index read it needs)."""
    if COUNT_RE.search(question) or LIST_RE.search(question) or MEMBERSHIP_RE.search(question):
        return True
    if PERMISSION_RE.search(question):
        return True
    terms = analyze(question)
    return bool(terms) and not terms[-1].verb and question.rstrip()[-1:] not in ".!"


@dataclass(frozen=True)
class Condition:
    column: str
    values: tuple[str, ...]  # any of these (OR); conditions on different columns combine with AND
    negated: bool = False

    def holds(self, table: Table, row: Row) -> bool:
        return (table.cell(row, self.column) in self.values) != self.negated


@dataclass
class TableQuestion:
    """A question read against one table, with the rows the code selected."""

    table: Table
    shape: Shape
    conditions: list[Condition] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)  # the matching rows (count/list), or the named row
    named: list[Row] = field(default_factory=list)
    absent: str | None = None
    group: str | None = None  # the column rows are counted by ("분류별로 몇 개")
    unknown: list[str] = field(default_factory=list)
    relevance: int = 0

    @property
    def names(self) -> list[str]:
        return [row[0] for row in self.rows]


@dataclass
class _Reader:
    """One question against one table."""

    question: str
    table: Table
    glossary: Glossary
    terms: list[Term] = field(init=False)
    compact: str = field(init=False)
    lower: str = field(init=False)
    glossary_words: set[str] = field(init=False)
    aliases: dict[str, set[str]] = field(init=False)
    index: GlossaryIndex = field(init=False)

    def __post_init__(self) -> None:
        self.terms = analyze(self.question)
        self.compact = norm(self.question)
        self.lower = self.question.lower()
        self.index = glossary_index(self.glossary)
        self.glossary_words = {norm(w) for w in self.index.words_in(self.question)}
        self.aliases = {t.text: {norm(t.text), *(norm(w) for w in self.index.words_for(t.text))} for t in self.terms}

    # -- coverage ---------------------------------------------------------------------------------

    def covering(self, word: str) -> set[str] | None:
        """The question terms that stand for `word` (a word of a value, column or title), or None."""
        w = norm(word)
        if not w:
            return None
        out = set()
        for term in self.terms:
            own = norm(term.text)  # its own word may carry an ending ("개발용" ~ "개발"); glossary words are exact
            if w in self.aliases[term.text] or (
                len(w) >= 2 and own.startswith(w) and not table_asked.another_noun(own[len(w):])
            ) or (
                len(own) >= 2 and w.startswith(own) and len(own) >= len(w) - 1 and not term.verb
            ):
                out.add(term.text)
        if out:
            return out
        if w in self.glossary_words or (not _LATIN_RE.match(w) and len(w) >= 2 and w in self.compact):
            return {f"={w}"}
        if len(w) == 1 and re.search(rf"(?<![가-힣]){re.escape(w)}(?:{_ONE_SYLLABLE_PARTICLES})?(?![가-힣])", self.lower):
            return {f"={w}"}  # a one-syllable word ("웹") the analyzer leaves out, standing on its own
        if _LATIN_RE.match(w) and re.search(rf"(?<![a-z0-9]){re.escape(w)}(?![a-z0-9])", self.lower):
            return {f"={w}"}
        return None

    def covers_all(self, text: str, min_words: int = 1) -> set[str] | None:
        whole = norm(text)
        if whole in self.glossary_words:
            return {f"={whole}"} | {t.text for t in self.terms if whole in self.aliases[t.text]}
        words = list(data_words(text)) or [text]
        if len(words) < min_words:
            return None
        covered: set[str] = set()
        for word in words:
            got = self.covering(word)
            if got is None:
                return None
            covered |= got
        return covered

    def negated(self, covered: set[str]) -> bool:
        ends = []
        for term in covered:
            text = term[1:] if term.startswith("=") else term
            at = self.lower.rfind(text)
            if at >= 0:
                ends.append((at, at + len(text)))
        if not ends:
            return False
        end = max(p[1] for p in ends)
        first = min(p[0] for p in ends)
        return bool(_NEGATION_AFTER.search(self.lower[end:end + 12]) or _NEGATION_BEFORE.search(self.lower[:first]))

    # -- reading ----------------------------------------------------------------------------------

    def conditions(self) -> tuple[list[Condition], set[str], set[str]]:
        """The conditions, the question terms they use, and terms that stand for only part of a value
        ("승인" of "승인 필요"): the question names a value the code cannot pin down."""
        table = self.table
        found: list[tuple[str, str, set[str]]] = []
        partial: set[str] = set()
        for column in table.header[1:]:
            for value in table.values(column):
                covered = self.covers_all(value)
                meaning = table.meanings.get(value)
                if covered is None and meaning:
                    covered = self.covers_all(meaning, min_words=2)
                if covered:
                    found.append((column, value, covered))
                else:
                    for word in data_words(value):
                        partial |= {t for t in self.covering(word) or set() if not t.startswith("=")}
        # A match that another match contains ("설치" inside "자유 설치") says less: drop it; a tie
        # between columns goes to the column with fewer values.
        kept = [
            (c, v, s) for c, v, s in found
            if not any(s < s2 for _, _, s2 in found)
            and not any(
                s == s2 and c2 != c and len(table.values(c2)) < len(table.values(c)) for c2, _, s2 in found
            )
        ]
        by_column: dict[tuple[str, bool], list[str]] = {}
        used: set[str] = set()
        for column, value, covered in kept:
            by_column.setdefault((column, self.negated(covered)), []).append(value)
            used |= covered
        conditions = [Condition(col, tuple(values), neg) for (col, neg), values in by_column.items()]
        return conditions, used, partial - used

    def in_other_phrases(self) -> set[str]:
        """Question terms inside a glossary phrase of several words that stands for a policy word the table's
        title does not hold ("목록" of "고객 목록", which stands for 개인정보)."""
        title = norm(self.table.title)
        out: set[str] = set()
        for word, nword, _ in self.index.entries:
            if nword in title:
                continue
            for variant in self.glossary.variants[word]:
                nv = norm(variant)
                if " " in variant.strip() and nv in self.compact:
                    out |= {t.text for t in self.terms if len(norm(t.text)) >= 2 and norm(t.text) in nv}
        return out

    def in_glossary_phrases(self, used: set[str]) -> set[str]:
        """Question terms inside a glossary phrase that matched a value whole ("generative" of "generative AI")."""
        matched = {u[1:] for u in used if u.startswith("=")}
        out: set[str] = set()
        for _, nword, variants in self.index.entries:
            if nword in matched:
                for nv, _ in variants:
                    if nv in self.compact:
                        out |= {t.text for t in self.terms if len(norm(t.text)) >= 2 and norm(t.text) in nv}
        return out

    def named_rows(self) -> tuple[list[Row], set[str]]:
        table = self.table
        token_rows: dict[str, list[int]] = {}
        for i, name in enumerate(table.names):
            for token in re.findall(r"[A-Za-z0-9][A-Za-z0-9+#.\-]*|[가-힣]{2,}", name):
                token_rows.setdefault(token.lower(), []).append(i)
        named: list[int] = []
        known: set[str] = set()
        for i, name in enumerate(table.names):
            if len(norm(name)) >= 2 and (norm(name) in self.compact or norm(name) in self.glossary_words):
                named.append(i)  # written out, or another name the glossary gives it ("아크로뱃")
        runs = [
            {w.lower() for w in run.split()} - _ENGLISH_GLUE
            for run in re.findall(r"[A-Za-z0-9][A-Za-z0-9+#.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9+#.\-]*)*", self.question)
        ]
        for token, rows in token_rows.items():
            if self.covering(token) is None and not (len(token) >= 2 and token in self.compact):
                continue
            known.add(token)
            distinctive = len(token) >= 3 or any(ch.isdigit() for ch in token) or not token.isascii()
            # "Pro" names "MacBook Pro 14" unless the question's name is another one ("Surface Pro").
            row_tokens = {t for t, rs in token_rows.items() if rows[0] in rs}
            foreign = any(token in run and not run <= row_tokens for run in runs)
            if len(rows) == 1 and distinctive and not foreign and rows[0] not in named:
                named.append(rows[0])
        # A row whose name sits inside another named row's name ("Git" in "GitHub Desktop") is not named.
        names = [norm(table.names[i]) for i in named]
        named = [i for i in named if not any(norm(table.names[i]) in n and norm(table.names[i]) != n for n in names)]
        return [table.rows[i] for i in sorted(named)], known

    def vocabulary_terms(self) -> tuple[set[str], set[str]]:
        """Question terms that name a column, and those that name the table's subject or a title word."""
        others = self.in_other_phrases()
        columns: set[str] = set()
        for column in self.table.header:
            for word in data_words(column):
                columns |= self.covering(word) or set()
        columns -= others  # a column word inside a glossary phrase for another policy word names another thing
        title: set[str] = set()
        subject = data_words(self.table.subject)
        head = self.head_terms()
        for word in data_words(self.table.title):
            got = self.covering(word) or set()
            if word in subject[:-1]:  # a word that only qualifies the subject ("승인" of "승인 소프트웨어")
                got = {t for t in got if table_asked.names_the_table(t, self.question, head)}
            elif word not in subject:  # "고객 목록" is a list of another thing (a glossary phrase for 개인정보)
                got -= others
            title |= got
        if _GENERIC_TITLE_RE.search(self.table.title) and table_asked.places_on_a_list(self.question):
            title |= {t.text for t in self.terms if table_asked.is_list_word(t.text)}  # "on the approved list"
        return columns, title

    def head_terms(self) -> set[str]:
        """Question terms that stand for the head noun of the table's subject ("소프트웨어" of "승인 소프트웨어")."""
        words = data_words(self.table.subject)
        return (self.covering(words[-1]) or set()) if words else set()

    def group_column(self) -> str | None:
        """The column the question counts by: "분류별로", "설치 방식마다", "라이선스별 분포"."""
        for column in self.table.header[1:]:
            col = re.escape(norm(column))
            if re.search(rf"{col}(?:방식|종류|유형)?(?:별|마다|에따라)|(?:가장|제일)많은{col}", self.compact):
                return column
        return None

    def ends_with_subject(self, title_terms: set[str]) -> bool:
        """A bare noun phrase ending in the table's subject ("기본으로 설치되어 있는 프로그램은?") asks for
        the rows themselves."""
        if _ENGLISH_YES_NO_RE.match(self.question):
            return False  # "Do I need approval before installing software?" is a whole clause, not a noun phrase
        nouns = [t for t in self.terms if not t.verb]
        tail = re.sub(r"[\s?？.!]+$", "", self.question)
        return bool(nouns) and nouns[-1].text in title_terms and tail.endswith(
            tuple(nouns[-1].text + p for p in ("", "은", "는", "들", "들은", "들은요", "은요", "는요"))
        )

    def read(self) -> TableQuestion | None:
        table = self.table
        counting = COUNT_RE.search(self.question) is not None
        listing = table_asked.listing_signals(self.question, LIST_RE)
        membership = MEMBERSHIP_RE.search(self.question) is not None or table_asked.says_unlisted(self.question)
        permission = PERMISSION_RE.search(self.question) is not None
        if not may_ask_a_table(self.question) or (table_asked.asks_no_rows(self.question) and not counting):
            return None  # where the list is, what a label means: a sentence answers it (normal path)
        conditions, used, partial = self.conditions()
        named, name_tokens = self.named_rows()
        columns, title = self.vocabulary_terms()
        vocabulary = columns | title
        head = self.head_terms()
        # an English qualifier with the head noun says the subject in other words ("approved programs")
        said_in_english = bool(head) and bool(title - head) and all(t.isascii() for t in title - head)
        if norm(self.table.subject) not in self.compact and not said_in_english:
            partial -= columns  # "승인" outside the title phrase "승인 소프트웨어" may mean "승인 필요"
        else:
            partial -= vocabulary
        listing = listing or (bool(conditions) and self.ends_with_subject(head))
        known = (used | vocabulary | {f"={t}" for t in name_tokens} | self.in_glossary_phrases(used)) - partial
        unknown = [
            t.text for t in self.terms
            if not t.verb and t.text not in known and t.text not in TABLE_WORDS
            and t.text.lower() not in name_tokens and not any(t.text in n or n in t.text for n in name_tokens)
        ]
        if not vocabulary and MEMBERSHIP_RE.search(self.question) and (named or self.absent_name(unknown)):
            vocabulary = {f"={norm(table.subject)}"}  # "Is Discord approved?": asked whether a product is on it
        relevance = len((used | vocabulary) - partial) + 2 * len(conditions) + 2 * len(named)
        if relevance == 0:
            return None
        asks_name = membership and not counting and (named or self.absent_name(unknown))
        if (counting or listing) and not named and not asks_name and (conditions or vocabulary):
            if unknown:
                if not vocabulary:  # a value word in a question about something else ("보안 USB")
                    return None
                return TableQuestion(table, "unanswerable", conditions, unknown=unknown, relevance=relevance)
            rows = [row for row in table.rows if all(c.holds(table, row) for c in conditions)]
            group = self.group_column()
            superlative = SUPERLATIVE_RE.search(self.question)
            if not group and superlative:  # "가장 많이 쓰는": a superlative the table has no column for
                return TableQuestion(table, "unanswerable", conditions, unknown=[superlative.group(0)],
                                     relevance=relevance)
            shape: Shape = "group" if group else "count" if counting else "list"
            return TableQuestion(table, shape, conditions, rows, relevance=relevance, group=group)
        if membership and named and not conditions and len(named) == 1:
            return TableQuestion(table, "membership", [], list(named), named=list(named), relevance=relevance)
        if (membership or permission) and not named and vocabulary and table.complete_note:
            absent = self.absent_name(unknown)
            if absent or (membership and table_asked.says_unlisted(self.question)):
                # no name: "목록에 없는 프로그램은 어떻게 돼요?" asks the table's rule for what is not on it
                return TableQuestion(table, "absence", conditions, absent=absent, unknown=unknown, relevance=relevance)
        return None

    def absent_name(self, unknown: list[str]) -> str | None:
        """The one product-like name (a run of Latin-script words) the question asks about, if any."""
        english = re.search(r"[가-힣]", self.question) is None
        unknown_latin = {
            u.lower() for u in unknown
            if _LATIN_RE.match(u.lower()) and not self.index.words_for(u)
            # In an English sentence only a capitalised word (or one with a digit) reads as a product name.
            and (not english or re.search(rf"(?<![A-Za-z])(?:[A-Z]|[a-z]*\d){re.escape(u[1:])}", self.question)
                 or any(ch.isdigit() for ch in u))
        }
        hangul = unlisted_program.hangul_name(self.question, unknown)  # "카카오톡 PC버전 목록에 없던데"
        if hangul and not self.index.words_for(hangul.split()[0]):
            return hangul
        if not unknown_latin:
            return None
        runs: list[list[str]] = [[]]
        for token in re.findall(r"[A-Za-z0-9][A-Za-z0-9+#.\-]*|\S", self.question):
            if re.match(r"[A-Za-z0-9]", token) and (token.lower() in unknown_latin or token[0].isupper() or
                                                   token.isdigit()) and token.lower() not in _ENGLISH_GLUE:
                runs[-1].append(token)
            elif runs[-1]:
                runs.append([])
        found = [run for run in runs if run and any(t.lower() in unknown_latin for t in run)]
        if len(found) != 1:
            return None
        name = " ".join(found[0])
        # a name the glossary knows as another name of a policy word ("VS Code" for Visual Studio Code) is on
        # the table under that name: never "not on the list"
        return None if self.index.words_for(name) or self.index.words_in(name) else name


# An English question that opens with an auxiliary asks yes or no about a clause.
_ENGLISH_YES_NO_RE = re.compile(
    r"\s*(?:do|does|did|can|could|should|must|may|might|is|are|am|will|would|have|has|shall)\b", re.I)

_ENGLISH_GLUE = {"i", "is", "can", "may", "we", "it", "the", "a", "an", "on", "in", "to", "use", "install"}


def read_question(question: str, table: Table, glossary: Glossary) -> TableQuestion | None:
    """What the question asks of this table, with the rows computed; None when it is not a table question."""
    return _Reader(question, table, glossary).read()
