"""Does a policy sentence answer the question? Shared by the extractive generator (to pick what to
quote) and the `answers_question` check (to judge any draft, the model's included).

A question is split into parts (several questions in one message; an instruction to the bot is
dropped, never answered). A part is answered by one policy sentence when:

- every topic noun of the part occurs in the sentence, its section heading or its document title,
  itself or as a glossary equivalent (암호 -> 비밀번호, change -> 변경 -> 바꾸) or a near-synonym
  by the embedding model;
- every predicate the part turns on (잊어버리면, 느리면) is used there too, except the action of a
  permission question ("V3 지워도 돼요?") once its topic nouns are all there;
- a glossary phrase of the question ("두고 내리다" -> 분실) occurs there as its policy word;
- a quantity question ("몇 년", "며칠", "how long") finds a quantity of the asked kind in the sentence.

General logic only: the words come from the morphological analyzer and the glossary, never from
lists of questions.

The rule's pieces live in `bot.matching` (one module for what each decides: question parts, word matching,
excuses, scope and situation problems, one sentence's coverage); `TopicMatcher` here combines them, chooses
among sentences, and this module re-exports the names the rest of the bot imports.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from bot.language.terms import Term, analyze, compact
from bot.matching.coverage import CoverageRule
from bot.matching.model import (
    INSTRUCTION_RE,
    MEASURE_NOUNS,
    QUANTITY_KINDS,
    QUESTION_WORD_LEMMAS,
    SENTENCE_RE,
    Asserted,
    Coverage,
    Part,
    Sentence,
    asked_quantity,
    asserted_quantities,
    is_instruction,
    sentence_texts,
    split_conjoined,
    split_sentences,
)
from bot.matching.wording import forbids, last_act, latin_word, set_aside_nouns, verbal_nouns
from bot.models import Excerpt
from bot.rules import (
    absent_state,
    collecting_duty,
    later_excerpts,
    narrow_concept,
    other_condition,
    same_condition,
    told_deed,
)
from bot.rules.part_acts import acts_of_others, without_others_acts

log = logging.getLogger(__name__)

__all__ = [
    "INSTRUCTION_RE",
    "MEASURE_NOUNS",
    "QUANTITY_KINDS",
    "QUESTION_WORD_LEMMAS",
    "SENTENCE_RE",
    "Asserted",
    "Coverage",
    "Part",
    "Sentence",
    "Term",
    "TopicMatcher",
    "asked_quantity",
    "asserted_quantities",
    "forbids",
    "is_instruction",
    "last_act",
    "latin_word",
    "sentence_texts",
    "set_aside_nouns",
    "split_conjoined",
    "split_sentences",
    "verbal_nouns",
]


def _figure_past_story(part: Part) -> bool:
    """A joined part (QuestionParts.joined_reading) whose question asks a figure, place or person with a question word
    after a statement that states no figure of its own ("VPN 인증서 만료 알림이 왔어요. 인증서 유효기간이 얼마나
    되죠?"): asked whatever policy words the statement tells, though not past an act the statement tells that the
    sentence does not carry (session 36, measured: that answered near misses wrongly)."""
    asked = part.asked_alone
    return asked is not None and asked.quantity is not None and not asked.inferred_quantity and not re.search(
        r"\d", part.text.replace(asked.text, ""))


def _unknown_states(part: Part, known: Callable[[Term], bool]) -> frozenset[str]:
    """The adjectives (VA) of a joined part that no policy or glossary word names: what the asker's statement says
    of a thing's state ("커요", "느려요", "낡았는데"), not an act or event that sets another situation."""
    verbs = {t.text: t for t in part.terms if t.verb}
    return frozenset(m.lemma for m in analyze(part.text)
                     if m.tag == "VA" and m.lemma in verbs and not known(verbs[m.lemma]))


class TopicMatcher(CoverageRule):
    """Which policy sentence answers a question part: the parts of a question (`parts`, bot.matching.question_parts),
    one sentence's coverage of a part (`coverage`, bot.matching.coverage), and here the choice among the excerpts'
    sentences (`best`, `closest`, `learned`)."""

    # -- choosing -----------------------------------------------------------------------------------

    def best(self, part: Part, excerpts: list[Excerpt], others: Sequence[Part] = (),
             lenient: bool = True, skip: frozenset[tuple[int, int]] = frozenset()) -> Coverage | None:
        """The sentence that answers the part with the most of its words in place (then by excerpt
        rank and position); not one that carries an act only another question of the message asks, nor one
        of `skip` (excerpt number, sentence index).
        `lenient=False`: the topic rule alone, never the learned decision (bot.rules.later_excerpts)."""
        self.prepare([part], excerpts)
        literal = self.literal_nouns(part, excerpts)
        covers = [c for c in self._covers(part, excerpts, literal)
                  if (c.sentence.excerpt, c.sentence.index) not in skip]
        passing = narrow_concept.prefer_narrow(part, [c for c in covers if c.passed], self.policy_words_for)
        passing = narrow_concept.specific_rule_governs(part, passing, covers, self.policy_words_for)  # 주민번호
        passing = without_others_acts(passing, acts_of_others(part, others), self.word_in)
        passing = other_condition.prefer_asked_act(part.text, passing)  # the act asked, not its situation
        passing = same_condition.prefer(part.text, passing)  # 제공하려면 asked: the rule on 제공하려면 (bot.rules)
        passing = collecting_duty.prefer(part.text, passing)  # 연락처 받을 때 뭘 해야: 수집할 때는 (bot.rules)
        passing = absent_state.prefer_absence(part.text, passing)  # 등급 표시 안 된 문서: 표시가 없는 (bot.rules)
        passing = [c for c in passing if self.joined_holds(part, c, excerpts[c.sentence.excerpt - 1])]
        if not lenient:  # nothing set aside (bot.rules.later_excerpts)
            passing = [c for c in passing if later_excerpts.complete(part, c, excerpts[c.sentence.excerpt - 1])]
        if not passing:
            accepted = self.learned(part, excerpts, literal, covers) if lenient else []
            return max(accepted, key=lambda c: c.similarity) if accepted else None
        top = max(c.rank() for c in passing)
        tied = [c for c in passing if c.rank() == top]
        if len(tied) > 1:  # only a tie needs the sentence vectors (and the question's embedding)
            for cov, sim in zip(tied, self.similarities(part, [c.sentence for c in tied]), strict=True):
                cov.similarity = sim
        return max(tied, key=lambda c: c.similarity)  # the first of equals when there are no vectors

    def coverage(self, part: Part, sentence: Sentence, excerpt: Excerpt,
                 literal: frozenset[str] = frozenset()) -> Coverage:
        """The topic rule's verdict (CoverageRule.coverage). For a part that joins a statement to its question
        (QuestionParts.joined_reading) a sentence may also answer without the statement's every word: the
        question's verdict read alone, when the statement's acts are the sentence's and the sentence (or its
        heading) carries the statement's policy words as `joined_holds` asks ("이번에 노트북 교체 대상이라고 연락
        받았어요. 기존 노트북에 있는 파일들은 어디로 옮겨야 돼요?": no rule needs the story's 연락; "교체할 때는 …
        자료는 사내 드라이브로 옮긴다" carries its 교체). Ranked by the question's own words, as the question alone."""
        cov = super().coverage(part, sentence, excerpt, literal)
        if cov.passed or part.asked_alone is None:
            return cov
        # "휴대폰은 그대로인데 번호만 바뀌었어요.": a statement whose act the sentence does not carry tells another
        # situation than the sentence's ("휴대폰을 바꾸면 …")
        # (an adjective no policy word names tells a state, not a situation: "파일이 좀 커요." "컴이 너무 느려요.")
        told_missing = [t.text for t in part.terms if t.verb and t.text in part.told_words and t.text in cov.missing]
        if told_missing and not set(told_missing) <= _unknown_states(part, self.known):
            return cov
        alone = super().coverage(part.asked_alone, sentence, excerpt, literal)
        if alone.passed:  # "랜선 뽑고 와이파이 껐는데 … 켜둔 채로 퇴근해도 되나요?": the rule prescribes what was done
            deeds, words = told_deed.told_deeds(part.text), self._words_for(part)
            if told_deed.means_told(sentence.text, lambda act: told_deed.is_told(act, deeds, words)):
                return cov
        return alone if alone.passed and self._told_carried(part, cov, excerpt, in_body=True) else cov

    def joined_holds(self, part: Part, cov: Coverage, excerpt: Excerpt) -> bool:
        """For a part that joins a statement to its question (QuestionParts.joined_reading): the sentence answers
        the question read alone too, and carries at least half of the policy words only the statement says ("집 공유기
        얘기예요. 비밀번호 90일마다 바꿔야 돼요?" is not about the account password rule). Any other part: True."""
        if part.asked_alone is None:
            return True
        if not self.coverage(part.asked_alone, cov.sentence, excerpt).passed:
            return False
        return self._told_carried(part, super().coverage(part, cov.sentence, excerpt), excerpt)

    def _told_carried(self, part: Part, joined: Coverage, excerpt: Excerpt, in_body: bool = False) -> bool:
        """The sentence of `joined` (the joined part's verdict on it) carries at least one and at least half of
        the policy words only the statement says (any, when the question asks a figure by a question word and the
        statement states none); `in_body`: in the sentence or its section heading, not only in
        the document title ("가족 계정이에요." is not carried by the title "비밀번호·계정 보안 규정").
        Only the statement's policy words count: "발표자료를 담아왔는데요" tells what is on the USB, which no rule names
        ("집에서 쓰던 개인 USB에 발표자료를 담아왔는데요. 회사 노트북에 그냥 꽂아도 되나요?", dev p28e-ans-09)."""
        if _figure_past_story(part):
            return True
        terms = {t.text: t for t in part.terms}
        told = [w for w in part.told_words if w in terms and (self.known(terms[w]) or part.concepts.get(w))]
        body = compact(f"{excerpt.section} {joined.sentence.text}")
        carried = [w for w in told if w in joined.covered and (not in_body or any(
            compact(word) in body for word in (w, *part.concepts.get(w, ()))))]
        return bool(carried) and 2 * len(carried) >= len(told)

    def passing(self, part: Part, excerpts: list[Excerpt]) -> list[Coverage]:
        """The excerpts' sentences that answer the part by the topic rule alone, in excerpt order."""
        return [c for c in self._covers(part, excerpts, self.literal_nouns(part, excerpts)) if c.passed]

    def _covers(self, part: Part, excerpts: list[Excerpt], literal: frozenset[str]) -> list[Coverage]:
        """The topic rule's verdict on every sentence of the excerpts, in excerpt order."""
        return [self.coverage(part, sentence, excerpt, literal)
                for number, excerpt in enumerate(excerpts, 1) for sentence in split_sentences(excerpt, number)]

    def learned(self, part: Part, excerpts: list[Excerpt], literal: frozenset[str],
                covers: list[Coverage] | None = None) -> list[Coverage]:
        """The sentences the learned decision accepts although the topic rule does not (only for topic
        words; see `bot.answer.decision`), best first; `similarity` holds the model's probability. Empty
        without a model. `covers`: the rule's verdicts (`_covers`) when the caller has them already."""
        model = self.decision.model_for(part.text) if self.decision is not None else None
        if model is None or model.threshold is None or part.asked_alone is not None:  # a joined reading: the rule
            return []
        from bot.answer.decision import candidates, sentence_probability, soft_only, word_features

        covers = self._covers(part, excerpts, literal) if covers is None else covers
        soft = [cov for cov in covers if soft_only(part, cov)]
        if not soft:
            return []
        cands = candidates(self, part, [cov.sentence for cov in covers])
        out = []
        for cov in soft:
            rows = word_features(self, part, cov, excerpts, cands, literal)
            probability = sentence_probability(model, rows)
            if probability >= model.threshold:
                out.append(replace(cov, similarity=probability))
        return sorted(out, key=lambda c: -c.similarity)

    def similarities(self, part: Part, sentences: list[Sentence]) -> list[float]:
        """Each sentence's similarity to the part (zeros without sentence vectors)."""
        if self.sentences is None or not sentences:
            return [0.0] * len(sentences)
        try:
            row = self.sentences.similarities([part.text], [s.text for s in sentences])[0]
        except Exception as exc:  # ranking falls back to the topic rule alone
            log.warning("sentence similarity unavailable error=%s", type(exc).__name__)
            return [0.0] * len(sentences)
        return [round(float(x), 4) for x in row]

    def literal_nouns(self, part: Part, excerpts: list[Excerpt]) -> frozenset[str]:
        """The part's nouns that some excerpt sentence (or its heading) carries itself or as a glossary
        equivalent."""
        out: set[str] = set()
        for excerpt in excerpts:
            for sentence in split_sentences(excerpt, 0):
                body = f"{excerpt.section} {sentence.text}"
                squeezed = compact(body)
                for term in part.terms:
                    if not term.verb and term.text not in out and \
                            self._matches(term, squeezed, body, part.concepts.get(term.text, set())):
                        out.add(term.text)
        return frozenset(out)

    def closest(self, part: Part, excerpts: list[Excerpt]) -> Coverage | None:
        """The sentence that comes nearest to answering (for the check's detail)."""
        best: Coverage | None = None
        for number, excerpt in enumerate(excerpts, 1):
            for sentence in split_sentences(excerpt, number):
                cov = self.coverage(part, sentence, excerpt)
                if best is None or (len(cov.covered), cov.quantity_ok) > (len(best.covered), best.quantity_ok):
                    best = cov
        return best
