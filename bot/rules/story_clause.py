"""Which missing words of a Korean question belong to a clause that only tells the asker's story (issue 8).

"옆자리 과장님이 노트북이 너무 오래됐다고 투덜대시는데 노트북 교체 주기가 어떻게 돼요?": 옆자리 and 투덜대 sit in
clauses that end in a connective (-다고, -는데) and whose predicate the policy sentence ("노트북은 4년마다
교체한다") does not carry at all: the whole clause is the asker's story, not a condition the answer depends on.
Such a word does not block a sentence that answers the rest of the question when:

- every use of the word is in such a clause (a connective or modifier clause, never a condition -면 / -을 때,
  never a clause singled out with 도), and the clause's predicate is a word of substance that the sentence
  does not carry (a generic predicate - "안 되는데", "없던데" - tells a trouble or a lack, which is what a near
  miss turns on: "보안 USB가 인식이 안 되는데 보안팀에 신고해야 돼요?");
- the clause carries nothing the sentence carries (a noun or predicate of it that the sentence covers makes the
  clause part of what is asked: "사원증 잃어버렸는데 … 분실 신고하면 되나요?", "인증서 만료 열흘 남았는데 …");
  a noun made a verb counts only when `bot.rules.clauses` reads it as background ("압축해서 보관해도");
- the sentence's own condition ("보안 USB를 잃어버리면 …") is carried by a predicate of the question: a rule for
  another situation does not answer a story it never mentions ("보안 USB 버리려는데 보안팀에 신고해야 되나요?");
- the sentence carries at least two of the question's nouns besides (the topic is pinned without the story).

General logic on MeCab-ko's tags and endings (`bot.rules.clauses`, `bot.rules.story`), never lists of questions.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import lru_cache

from bot.language import english
from bot.language.terms import GENERIC_VERBS, RawMorpheme, compact, raw_morphemes
from bot.rules.clauses import CONNECTIVE, _chain, _use, background_predicates
from bot.rules.story import _nouns_and_morphemes, _predicate_after

_FOCUS = frozenset({"도", "조차", "마저"})
_TIME_NOUNS = frozenset({"때", "땐", "경우", "시"})
_PIN_NOUNS = 2  # nouns the sentence must carry besides the story


def _lemma(raw: tuple[RawMorpheme, ...], k: int) -> str:
    """The predicate's word: a verb's stem, or the noun of a noun made a verb (작업+하려고 -> 작업)."""
    if raw[k].pos.startswith(("XSV", "XSA")) and k > 0 and raw[k - 1].pos.startswith(("NNG", "NNP")):
        return raw[k - 1].surface
    return raw[k].lemma


def _story_predicate(raw: tuple[RawMorpheme, ...], k: int, background: frozenset[str]) -> bool:
    """The predicate at `k` ends a connective clause of substance, not singled out with 도. `background`: the
    question's background predicates (`bot.rules.clauses`), which decide for a noun made a verb."""
    if _use(raw, k) != CONNECTIVE or _lemma(raw, k) in GENERIC_VERBS:
        return False
    _, j = _chain(raw, k)
    if raw[k].pos.startswith(("XSV", "XSA")) and _lemma(raw, k) not in background:
        return False  # "공부하고 … 쓰고 싶대요", "압축해서 보관해도": a noun-verb chained to the act asked
    if j < len(raw) and raw[j].pos.startswith("JX") and raw[j].surface in _FOCUS:
        return False
    if j < len(raw) and raw[j].surface in _TIME_NOUNS:
        return False  # "쓸 때": a time clause sets the situation asked about
    # a negated predicate ("안 받고", "못 쓰는데") tells what is not done, which is the point of the question
    return not (k > 0 and raw[k - 1].surface in ("안", "못"))


@lru_cache(maxsize=4096)
def _clauses(text: str) -> tuple[dict[str, frozenset[int]], dict[int, frozenset[str]], dict[str, frozenset[int]]]:
    """For `text`: each noun's clause predicates (the index of the predicate after each of its uses, -1 when
    none), each predicate's nouns, and each predicate word's indices."""
    raw, nouns = _nouns_and_morphemes(text)
    of_noun: dict[str, set[int]] = {}
    of_pred: dict[int, set[str]] = {}
    for word, after in nouns:
        k = _predicate_after(raw, after)
        of_noun.setdefault(word, set()).add(-1 if k is None else k)
        if k is not None:
            of_pred.setdefault(k, set()).add(word)
    preds: dict[str, set[int]] = {}
    for k, m in enumerate(raw):
        if m.pos.startswith(("VV", "VA", "XSV", "XSA")):
            preds.setdefault(_lemma(raw, k), set()).add(k)
    return ({w: frozenset(v) for w, v in of_noun.items()}, {k: frozenset(v) for k, v in of_pred.items()},
            {w: frozenset(v) for w, v in preds.items()})


def _condition_spans(sentence: str) -> list[tuple[str, list[str]]]:
    """Each condition clause of a policy sentence (…잃어버리면, …가져갈 때): its text up to its predicate and
    its nouns."""
    raw = raw_morphemes(sentence)
    spans: list[tuple[str, list[str]]] = []
    text = ""
    nouns: list[str] = []
    for k, m in enumerate(raw):
        text += m.surface
        if m.pos.startswith(("NNG", "NNP")) and len(m.surface) >= 2:
            nouns.append(m.surface)
        if not m.pos.startswith(("VV", "VA", "XSV", "XSA")):
            continue
        endings, j = _chain(raw, k)
        conditional = bool(endings) and endings[-1][0].endswith("면")
        timed = j < len(raw) and raw[j].surface in _TIME_NOUNS
        if conditional or timed:
            spans.append((text, list(nouns)))
    return spans


def excused(question: str, missing: Collection[str], covered: Collection[str], nouns: Collection[str],
            verbs: Collection[str], sentence: str, policy_words: Callable[[str], Collection[str]],
            literal: Collection[str] = ()) -> set[str]:
    """The words of `missing` (bare question terms; `nouns` and `verbs` are the question's terms of each kind)
    that only tell the asker's story, by the module's conditions; empty when the sentence does not qualify.
    `literal`: the question's nouns some sentence of the excerpts carries; a clause with such a noun that this
    sentence does not carry is what another sentence speaks of, not story ("공항 라운지에서 와이파이 잡고 사내
    시스템 접속해도 돼?" is answered by the rule on 공용 와이파이, not by "회사 밖에서는 VPN을 먼저 연결한다")."""
    wanted = [w for w in missing if w in nouns or w in verbs]
    if not wanted or len(wanted) != len(missing):
        return set()
    pinned = sum(1 for w in covered if w in nouns)
    if pinned < _PIN_NOUNS or (pinned == _PIN_NOUNS and not any(v in covered for v in verbs)):
        return set()  # two nouns and a predicate, or three nouns ("택시 … 연락처 알아요?" vs a rule on 노트북 파일)
    raw = raw_morphemes(question)
    background = background_predicates(question)
    of_noun, of_pred, preds = _clauses(question)
    said = compact(sentence)
    carried_verbs = [v for v in covered if v in verbs]
    carried = [compact(w) for v in covered for w in (v, *policy_words(v))]
    for span, span_nouns in _condition_spans(sentence):  # the sentence's own situation must be the question's
        squeezed = compact(span)
        if not any(compact(w) in squeezed for v in carried_verbs for w in (v, *policy_words(v))):
            return set()
        if not all(any(n in c or (c and c in n) for c in carried) for n in span_nouns):
            return set()  # "휴대폰을 바꾸면": a thing of the condition the question does not name

    def story(k: int, act: bool) -> bool:
        """The clause of the predicate at `k` tells the story; for a noun of it (not `act`), only when the
        sentence carries none of the clause's nouns either."""
        word = _lemma(raw, k)
        clause = of_pred.get(k, frozenset())
        return (_story_predicate(raw, k, background) and word not in covered and compact(word) not in said
                and (act or not any(n in covered for n in clause))
                and not any(n in literal and n not in covered for n in clause))

    out: set[str] = set()
    for word in wanted:
        places = of_noun.get(word, frozenset()) if word in nouns else preds.get(word, frozenset())
        if places and all(k >= 0 and story(k, False) for k in places):  # acts too: tests/test_rule_told_clause
            out.add(word)
    return out if len(out) == len(wanted) else set()


def without_story(question: str, missing: list[str], covered: Collection[str], nouns: Collection[str],
                  verbs: Collection[str], sentence: str, policy_words: Callable[[str], Collection[str]],
                  literal: Collection[str] = ()) -> list[str]:
    """`missing` without the words that only tell the asker's story (Korean questions only)."""
    if not missing or english.is_english(question):
        return missing
    gone = excused(question, missing, covered, nouns, verbs, sentence, policy_words, literal)
    return [w for w in missing if w not in gone]
