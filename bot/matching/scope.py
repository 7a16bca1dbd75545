"""Whether a sentence speaks of another scope than the part asks: another place, another kind of thing, a
figure of another kind or point, an attribute the question does not ask, a container rather than the thing,
or a permission rule that forbids the asked act itself.
"""

from __future__ import annotations

from bot.language import english
from bot.language.terms import compact, lemmas_of
from bot.matching.model import MEASURE_NOUNS, QUANTITY_KINDS, Part, Sentence, has_quantity
from bot.matching.vocabulary import Vocabulary
from bot.matching.wording import forbids, verbal_nouns
from bot.models import Excerpt
from bot.rules import (
    aside_condition,
    asked_how,
    english_own_site,
    figure_scope,
    kind_scope,
    period_condition,
    place_scope,
    scope_kind,
    supposed_span,
)
from bot.rules.asked_attribute import attribute_problems, supposes_only_figure
from bot.rules.referred_container import with_referred


class ScopeRules(Vocabulary):
    """The scope problems of a sentence: place, kind, figure, attribute, container."""

    @staticmethod
    def _figure_problems_of(part: Part, sentence: str, covered: list[str]) -> list[str]:
        """What the sentence's figure belongs to (bot.rules.figure_scope): the thing it measures, for a quantity
        question; the event its lead time comes before, for a question that says the event has happened."""
        words = {t.text: part.concepts.get(t.text, set()) for t in part.terms}
        # the event may be told before the question ("만료일이 벌써 지나버렸어요.. 재발급 받기 전까지는 …")
        problems = figure_scope.too_late(f"{part.told} {part.text}".strip(), words, sentence, part.confirm)
        if part.quantity in QUANTITY_KINDS and not part.inferred_quantity and has_quantity(sentence, part.quantity):
            nouns = {t.text: words[t.text] for t in part.terms if not t.verb and t.text in covered}
            asked = {w for t in part.terms if not t.verb for w in (t.text, *words[t.text])} | set(part.extra)
            lemmas = lemmas_of(sentence)
            squeezed = compact(sentence)
            echoed = any(t.verb and (t.text in lemmas or any(compact(w) in squeezed for w in words[t.text]))
                         for t in part.terms)
            problems.extend(figure_scope.measured_elsewhere(nouns, asked, echoed, sentence, MEASURE_NOUNS))
        return problems

    def _place_problems(self, part: Part, sentence: Sentence, excerpt: Excerpt, body: str) -> list[str]:
        """A place or situation the rule's scope excludes (bot.rules.place_scope); Korean questions only."""
        stated = aside_condition.problems(part.text, part.aside, sentence.text)  # "… 달라고 하는데", "지금 사무실인데"
        if english.is_english(part.text):  # "to our overseas branch office" vs "… 외부로 보낼 때는 …"
            own_site = english_own_site.problem(part.text, sentence.text)
            return [*stated, own_site] if own_site else stated
        return place_scope.problems(f"{part.text} {part.told}".strip(), sentence.text, excerpt.section, body,
                                    self.glossary) + stated

    def _kind_scope_problems(self, part: Part, sentence: Sentence, body: str, heading: str, section: str) -> list[str]:
        """A negated condition, a procedure asked, a time against another event (bot.rules.kind_scope); Korean only,
        but for an English how question (bot.rules.asked_how)."""
        words = {t.text: frozenset(part.concepts.get(t.text, ())) for t in part.terms}
        deed = asked_how.deed_problem(part.text, sentence.text)  # "뭐 해야 돼?" -> "… 유효기간은 1년이다"
        if english.is_english(part.text):
            how = asked_how.english_problem(part.text, sentence.text, words, self.glossary.variants)
            return [p for p in (how, deed) if p]
        found = kind_scope.problems(part.text, body, sentence.text, words, part.told, heading, section)
        how = asked_how.problem(part.text, sentence.text, words)  # "바꾸려면 어떻게", "어떻게 만들어요"
        return [*found, *(p for p in (how, deed) if p)]

    @staticmethod
    def _attribute_problems(part: Part, sentence: Sentence, body: str) -> list[str]:
        """Another attribute, direction or group than the rule's: a sanction, the opposite direction of a
        transfer, people picked out by another deed, a group outside the staff, a destination
        (bot.rules.asked_attribute)."""
        words = [(t.text, frozenset(part.concepts.get(t.text, ()))) for t in part.terms if not t.verb]
        found = attribute_problems(part.text, part.told, sentence.text, body, words)
        kinds = [a.kind for a in part.asserted if a.kind in QUANTITY_KINDS]
        if kinds and part.yes_no and supposes_only_figure(part.text) and not any(
                has_quantity(sentence.text, kind) for kind in kinds):
            found.append("(a figure the question supposes: the sentence states none of its kind)")
        found.extend(period_condition.problems(part.text, sentence.text))  # "보관 기간이 지나면 …"
        found.extend(supposed_span.problems(part.text, sentence.text))  # "90일 뒤에 풀리나요?"
        return found

    @staticmethod
    def _container(part: Part, noun: str) -> bool:
        """The noun is a container noun (파일, 자료, 문서 …), itself or as its policy word (bot.rules.scope_kind)."""
        return scope_kind.is_container(noun) or any(
            scope_kind.is_container(word) for word in part.concepts.get(noun, ()))

    def _scope_problems(self, part: Part, sentence: Sentence, excerpt: Excerpt, covered: list[str],
                        in_body: list[str]) -> list[str]:
        """A question that reaches the sentence through a container noun only (파일, 자료 …) and does not name
        the kind of content the sentence or its document is scoped to (bot.rules.scope_kind)."""
        nouns = [t for t in part.terms if not t.verb and t.text in covered]
        if not any(self._container(part, t.text) for t in nouns):
            return []
        body = compact(f"{excerpt.section} {sentence.text}")
        # the message's other parts may name what the sentence is about ("노트북 교체 받으면 기존 노트북은 어떻게
        # 해요? 안에 있는 파일은요?")
        own = {t.text for t in part.terms}.union(*part.concepts.values())
        message_things = any(compact(word) in body for word in part.message_words - own
                             if not scope_kind.is_container(word))
        if all(scope_kind.is_container(word) for word in covered) and not message_things:
            # a container alone says nothing of the topic: "서류는 어떻게 버려요?" is not answered by "등급 표시가
            # 없는 문서는 사내 한정으로 본다"
            return [f"({'/'.join(covered)}: a container noun alone, no topic)"]
        acts = verbal_nouns(sentence.text)
        other_things = message_things or any(
            t.text in in_body and not self._container(part, t.text) and t.text not in acts
            and not (part.concepts.get(t.text, set()) & acts) for t in nouns)
        said = with_referred(f"{part.text} {part.told}", part.message_words)  # "그 파일": another part names it
        found = scope_kind.problem(said, sentence.text, excerpt.title, self.glossary, other_things)
        return [found] if found else []

    @staticmethod
    def _forbids_act(part: Part, final: str | None, sentence: str) -> bool:
        """The sentence forbids the permission question's own final act (`last_act`), itself or as its policy
        word."""
        if final is None:
            return False
        return any(forbids(sentence, compact(word)) for word in {final, *part.concepts.get(final, set())})
