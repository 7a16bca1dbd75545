"""The answer checks: plain code that says why a draft may not reach an employee."""

from __future__ import annotations

import re
import unicodedata

from bot.answer.citations import find_markers, strip_markers
from bot.models import Check, Excerpt
from bot.rules import drawn_consequence
from bot.topic import SENTENCE_RE, Coverage, Part, Sentence, TopicMatcher, split_sentences

NOT_FOUND_SENTENCE = "규정에서 답을 찾지 못했습니다."

# "Not found" wording in its many phrasings. Korean verbs are matched with optional spaces because
# models write both "찾지 못했" and "찾지못했"; English is matched case-insensitively.
_S = r"\s*"
_NOT_FOUND_KO = [
    rf"찾{_S}(?:지{_S}못|을{_S}수{_S}(?:가{_S})?없|아볼{_S}수{_S}없|지{_S}않았)",
    rf"(?:포함|명시|기재|기술|설명|안내|규정|언급|제시|표시|정의|서술|확인|명기){_S}(?:되어|돼|되){_S}있지{_S}않",
    rf"(?:포함|명시|기재|기술|설명|안내|규정|언급|제시|정의|확인|명기|제공){_S}되지{_S}(?:않|못)",
    rf"(?:명시|언급|다루|설명|안내){_S}(?:하|하고){_S}있지{_S}않",
    rf"다루(?:지{_S}않|고{_S}있지{_S}않)",
    rf"언급(?:이|은|된{_S}(?:바가|내용이))?{_S}없",
    rf"나와{_S}있지{_S}않|나오지{_S}않|적혀{_S}있지{_S}않|쓰여{_S}있지{_S}않|정해져{_S}있지{_S}않",
    rf"(?:알|확인할|판단할|답변할|답할|말씀드릴|안내할|답변드릴|안내해{_S}드릴){_S}수{_S}(?:가{_S})?없",
    rf"(?:답변|대답|안내|판단|확인){_S}(?:을|를|이|은)?{_S}(?:드리|하)?기{_S}(?:가{_S})?어렵",
    rf"(?:관련된?|해당|관한|대한){_S}(?:정보|내용|규정|조항|근거|자료|답)(?:은|는|이|가)?{_S}(?:없|찾)",
    rf"(?:정보|내용|근거|자료|답)(?:가|이|는|은){_S}(?:없습니다|없어요|없다|없네|없음|없으)",
    rf"발췌(?:에는|에|에서는|에서)?{_S}(?:없|나오지|보이지)",
]
_NOT_FOUND_EN = [
    r"\b(?:could|can)(?:not|n't|\s+not)\s+(?:find|locate|determine|answer)",
    r"\bunable\s+to\s+(?:find|locate|determine|answer)",
    r"\bnot\s+(?:found|mentioned|specified|stated|covered|addressed|included|provided|available)\b",
    r"\b(?:does|do|did)(?:n't|\s+not)\s+(?:say|mention|specify|state|cover|address|contain|include|provide)",
    r"\bno\s+(?:relevant\s+)?(?:information|mention|answer|details?|policy|excerpt|data)\b",
    r"\b(?:don't|do\s+not)\s+(?:know|have)\b",
    r"\binsufficient\s+(?:evidence|information)\b",
]
NOT_FOUND_RE = re.compile("|".join(_NOT_FOUND_KO + _NOT_FOUND_EN), re.IGNORECASE)
NUMBER_RE = re.compile(r"\d+(?:[.,]\d+)*")


def not_found_phrase(text: str) -> str | None:
    """The not-found wording in `text`, if any (the matched phrase, for the check's detail)."""
    match = NOT_FOUND_RE.search(text)
    return match.group(0) if match else None


def _bigram_text(text: str) -> str:
    text = strip_markers(text)
    return "".join(ch for ch in text if unicodedata.category(ch)[0] in ("L", "N"))


def bigrams(text: str) -> list[str]:
    compact = _bigram_text(text)
    return [compact[i:i + 2] for i in range(len(compact) - 1)]


def grounded_ratio(answer: str, excerpts: list[Excerpt]) -> float:
    """Share of the answer's character bigrams (markers, spaces, punctuation removed) found in excerpts."""
    grams = bigrams(answer)
    if not grams:
        return 0.0
    pool = set(bigrams("\n".join(e.text for e in excerpts)))
    return sum(g in pool for g in grams) / len(grams)


def numbers_in(text: str) -> list[str]:
    return [n.replace(",", "") for n in NUMBER_RE.findall(strip_markers(text))]


CITED_END_RE = re.compile(r"(?<=\d\])\s+(?=\S)")  # the space after a marker such as "[2]"
SUPPORT_MIN = 0.3  # share of an answer sentence's bigrams found in the excerpt sentence it rests on


def supporting_sentences(answer: str, excerpts: list[Excerpt], cited: list[int]) -> list[Sentence]:
    """The excerpt sentences the answer rests on: for each answer sentence, the sentence of a cited
    excerpt (of any excerpt when none is cited) that shares the most of its character bigrams."""
    numbers = cited or list(range(1, len(excerpts) + 1))
    pool = [s for n in numbers for s in split_sentences(excerpts[n - 1], n)]
    grams = {id(s): set(bigrams(s.text)) for s in pool}
    out: list[Sentence] = []
    # a citation marker followed by more text ends a quoted piece too: table rows carry no full stop
    # ("이름: Figma / … 승인 필요[1] 이름: Visual Studio Code / …[2]": one row for each question)
    pieces = [p for chunk in CITED_END_RE.split(answer) for p in SENTENCE_RE.split(strip_markers(chunk))]
    for piece in pieces:
        mine = bigrams(piece)
        if not mine or not pool:
            continue
        share, best = max(
            ((sum(g in grams[id(s)] for g in mine) / len(mine), s) for s in pool), key=lambda x: x[0]
        )
        if share >= SUPPORT_MIN and best not in out:
            out.append(best)
    return out


def answers_question(question: str, answer: str, excerpts: list[Excerpt], matcher: TopicMatcher,
                     cited: list[int], follow_up: bool = True) -> Check:
    """The sixth check: the sentences the answer rests on carry each part of the question's topic (in
    the sentence, its section heading or document title), and a quantity of the asked kind. `follow_up`: a
    follow-up read with the question before it may be carried with it (QuestionParts.follow_up_reading)."""
    name = "answers_question"
    parts, _ignored = matcher.parts(question)
    if not parts:
        detail = "the question has no topic word an answer could be checked against"
        return Check(name=name, passed=False, detail=detail)
    matcher.prepare(parts, excerpts)
    support = supporting_sentences(answer, excerpts, cited)
    if not support:
        return Check(name=name, passed=False, detail="the answer quotes no sentence of the excerpts")
    problems, learned = _part_problems(question, parts, excerpts, matcher, support)
    for reading in matcher.fallback_readings(follow_up):  # the readings the extractive generator falls back on
        other = reading(parts) if problems else None
        if other is not None:
            matcher.prepare(other, excerpts)
            again = _part_problems(question, other, excerpts, matcher, support)
            if not again[0]:
                parts, (problems, learned) = other, again
    if problems:
        return Check(name=name, passed=False, detail="; ".join(problems))
    topics = "; ".join(p.topic_label() for p in parts)
    detail = f"the quoted sentences carry the question's topic: {topics}"
    if learned:  # staff see which words the answer was accepted without
        detail += "; " + "; ".join(learned)
    return Check(name=name, passed=True, detail=detail)


def _part_problems(question: str, parts: list[Part], excerpts: list[Excerpt], matcher: TopicMatcher,
                   support: list[Sentence]) -> tuple[list[str], list[str]]:
    """What each part misses in the supporting sentences, and the words the learned decision accepted without."""
    problems: list[str] = []
    learned: list[str] = []
    for part in parts:
        literal = matcher.literal_nouns(part, excerpts)
        covers = [matcher.coverage(part, s, excerpts[s.excerpt - 1], literal) for s in support]
        if any(c.passed and matcher.joined_holds(part, c, excerpts[c.sentence.excerpt - 1]) for c in covers):
            continue
        # the learned decision (bot.answer.decision), when the matcher has one: the extractive generator quotes
        # what it accepts, so the check accepts the same sentences and no others
        quoted = {(s.excerpt, s.index) for s in support}
        taken = [c for c in matcher.learned(part, excerpts, literal)
                 if (c.sentence.excerpt, c.sentence.index) in quoted]
        fixed = drawn_consequence.correction(matcher, question, excerpts) if len(parts) == 1 else None
        if fixed is not None and (fixed[1].sentence.excerpt, fixed[1].sentence.index) in quoted:
            continue  # the figure the consequence rests on, corrected (bot.rules.drawn_consequence)
        if taken:
            learned.append(f"{part.topic_label()}: without {', '.join(taken[0].missing)} "
                           f"(learned decision, p={taken[0].similarity:.2f})")
            continue
        nearest = max(covers, key=lambda c: (len(c.covered), c.quantity_ok))
        problems.append(_coverage_detail(part.topic_label(), part.quantity, nearest, excerpts))
    return problems, learned


def _coverage_detail(topic: str, quantity: str | None, cov: Coverage, excerpts: list[Excerpt]) -> str:
    excerpt = excerpts[cov.sentence.excerpt - 1]
    quoted = cov.sentence.text if len(cov.sentence.text) <= 60 else cov.sentence.text[:57] + "..."
    lacks = []
    if cov.missing:
        lacks.append(f"missing {', '.join(cov.missing)}")
    if not cov.quantity_ok and quantity:
        lacks.append(f"no quantity of the asked kind ({quantity})")
    return (f"question asks about {topic}; the quoted sentence is about '{quoted}' "
            f"({excerpt.title} · {excerpt.section}): {', '.join(lacks) or 'no topic word'}")


def run_checks(
    answer: str,
    excerpts: list[Excerpt],
    grounded_min: float,
    model_abstained: bool = False,
    question: str | None = None,
    matcher: TopicMatcher | None = None,
    follow_up: bool = True,
) -> list[Check]:
    """The checks of the design, each with the detail that explains it; the sixth, `answers_question`,
    runs whenever the question is given (the pipeline always gives it). `follow_up=False`: the sixth check
    without the follow-up reading (a computed table answer: QuestionParts.follow_up_reading)."""
    markers = find_markers(answer, len(excerpts))
    phrase = not_found_phrase(answer)
    found_detail = "no not-found wording"
    if model_abstained:
        found_detail = "the model reported insufficient_evidence"
    elif phrase:
        found_detail = f"not-found wording: '{phrase}'"

    ratio = grounded_ratio(answer, excerpts)
    cited_text = "\n".join(excerpts[n - 1].text for n in markers.valid)
    cited_numbers = set(numbers_in(cited_text))
    missing = [n for n in dict.fromkeys(numbers_in(answer)) if n not in cited_numbers]
    checks = [
        Check(name="found_in_policies", passed=not (model_abstained or phrase), detail=found_detail),
        Check(
            name="cites_excerpt",
            passed=bool(markers.valid),
            detail=f"valid citations: {', '.join(f'[{n}]' for n in markers.valid) or 'none'}",
        ),
        Check(
            name="grounded",
            passed=ratio >= grounded_min,
            detail=f"{ratio:.0%} of the answer's bigrams occur in the excerpts (minimum {grounded_min:.0%})",
        ),
        Check(
            name="numbers_from_policies",
            passed=not missing,
            detail=(
                f"numbers not in the cited excerpts: {', '.join(missing)}"
                if missing
                else "every number occurs in the cited excerpts"
            ),
        ),
        Check(
            name="citations_valid",
            passed=not markers.invalid,
            detail=(
                f"out-of-range citations dropped: {', '.join(f'[{n}]' for n in markers.invalid)} "
                f"(excerpts 1-{len(excerpts)})"
                if markers.invalid
                else f"all citations within 1-{len(excerpts)}"
            ),
        ),
    ]
    if question is not None:
        checks.append(answers_question(question, answer, excerpts, matcher or TopicMatcher(), markers.valid,
                                       follow_up))
    return checks
