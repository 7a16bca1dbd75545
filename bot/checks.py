"""The answer checks: plain code that says why a draft may not reach an employee."""

from __future__ import annotations

import re
import unicodedata

from bot.citations import find_markers, strip_markers
from bot.models import Check, Excerpt

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


def run_checks(
    answer: str, excerpts: list[Excerpt], grounded_min: float, model_abstained: bool = False
) -> list[Check]:
    """The five checks of the design, each with the detail that explains it."""
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
    return [
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
