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
from collections.abc import Sequence
from dataclasses import replace

from bot import english
from bot.generate.terms import GENERIC_VERBS, Term, compact, content_terms, lemmas_of
from bot.matching.excuses import Excuses
from bot.matching.model import (
    ABSENCE_WORDS,
    ASKS_LEAVE_RE,
    INSTRUCTION_RE,
    MEASURE_NOUNS,
    OBLIGATION_ASKED_RE,
    PLACE_TIME_KINDS,
    QUANTITY_KINDS,
    QUESTION_WORD_LEMMAS,
    SENTENCE_RE,
    TITLE_ONLY,
    Asserted,
    Coverage,
    Part,
    Sentence,
    _owned_things,
    asked_quantity,
    asserted_quantities,
    has_quantity,
    is_instruction,
    sentence_texts,
    split_conjoined,
    split_sentences,
)
from bot.matching.question_parts import QuestionParts
from bot.matching.wording import _fails_in, _forbids, _latin_word, _past_scene, last_act, set_aside_nouns, verbal_nouns
from bot.models import Excerpt
from bot.rules import (
    able_act,
    absent_content,
    absent_state,
    account_login,
    actor_role,
    after_forbidden,
    alternatives,
    answer_kind,
    anyone_asked,
    asked_counter,
    asked_only,
    collect_setting,
    collected_use,
    compared_side,
    condition_figure,
    consequence,
    contrast,
    cost_asked,
    customer_data,
    data_held,
    delay_asked,
    derived_thing,
    described_acts,
    done_thing,
    done_with,
    duty_after_situation,
    english_chain,
    english_event,
    english_states,
    entered_place,
    figure_kind,
    figure_scope,
    file_kind,
    first_step,
    folded_condition,
    from_to,
    heading_modifier,
    inherited_condition,
    install_target,
    kind_scope,
    lead_time,
    leaked_thing,
    leftover,
    leniency,
    loaded_medium,
    measured_part,
    modifier_act,
    narrow_concept,
    negated_condition,
    offered_approver,
    other_condition,
    other_kind,
    other_occasion,
    outside_place,
    period_condition,
    place_scope,
    proposed_means,
    quoted_speaker,
    re_prefix,
    reversed_act,
    same_situation,
    scope_kind,
    short_span,
    situations,
    supposed_span,
    telling_asked,
    told_act,
    told_deed,
    told_scene,
    topic_object,
    unmet_duty,
    untold_case,
    work_visit,
    written_in,
)
from bot.rules.asked_attribute import attribute_problems, supposes_only_figure
from bot.rules.folded_modifier import own_nouns
from bot.rules.heading_only import english_heading_only
from bot.rules.leniency2 import shared_use, story_tells_situation, untold_condition, untold_recipient
from bot.rules.message_parts import QUESTION_WORD_RE, leading_condition
from bot.rules.part_acts import acts_of_others, without_others_acts
from bot.rules.premise_figure import at_once_corrects
from bot.rules.story import background_nouns, generic_conditions, trouble_nouns, trouble_predicates

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
    "_forbids",
    "_latin_word",
    "asked_quantity",
    "asserted_quantities",
    "is_instruction",
    "last_act",
    "sentence_texts",
    "set_aside_nouns",
    "split_conjoined",
    "split_sentences",
    "verbal_nouns",
]


class TopicMatcher(QuestionParts, Excuses):
    """Which policy sentence answers a question part: the parts of a question (`parts`, bot.matching.question_parts),
    one sentence's coverage of a part (`coverage`, bot.matching.coverage), and here the choice among the excerpts'
    sentences (`best`, `closest`, `learned`)."""

    # -- a sentence ---------------------------------------------------------------------------------

    def coverage(self, part: Part, sentence: Sentence, excerpt: Excerpt,
                 literal: frozenset[str] = frozenset()) -> Coverage:
        """`literal`: question nouns some sentence of the excerpts uses itself; a near-synonym does not
        stand in for them (the policy that says "유효기간" elsewhere means something else by "만료").
        The sentences before it in the same bullet count as its context, like the heading ("노트북을
        잃어버리면 … 신고한다. 신고를 받은 IT 담당자가 장비를 원격으로 잠그고 …")."""
        body = f"{excerpt.section} {self._lead(sentence, excerpt)}{sentence.text}"
        context = f"{excerpt.title} {body}"
        squeezed, body_squeezed = compact(context), compact(body)
        covered, in_body, titled, unmatched = self._carried(part, body, context)
        situation = self._told_situation(part, unmatched, f"{context} {excerpt.text}")
        covered.extend(t.text for t in unmatched if t.text in situation)
        unmatched = [t for t in unmatched if t.text not in situation]
        for term in [t for t in part.terms if t.verb and t.text in covered]:
            if self._other_object(part, term, sentence.text):  # "와이파이를 꺼서" does not say 컴퓨터 끄다
                covered.remove(term.text)
                unmatched.append(term)
        # A modifier the glossary folds into its head's policy word: "고객 연락처" is 개인정보, whose
        # variants include "고객 정보"; "게스트 와이파이 비밀번호" has no such variant.
        folded = {t.text for t in unmatched
                  if not t.verb and self._folded(part, t, in_body, squeezed, body_squeezed)}
        # a modifier of another noun of the question that the glossary folds into it ("고객 개인정보")
        folded |= {t.text for t in unmatched if not t.verb and self._modifies_carried(part, t, covered)}
        folded |= customer_data.owner_carried(part.text, unmatched, excerpt.title)  # 고객 리스트: whose data
        covered.extend(t.text for t in unmatched if t.text in folded)
        unmatched = [t for t in unmatched if t.text not in folded]
        # … and "서버실 혼자 들어가도" carried by "서버실에는 … 함께 출입한다" (bot.rules.entered_place)
        alike = leniency.told_alike(part, unmatched, body) | entered_place.entering(part.text, unmatched, body)
        alike |= leftover.left_carried(part.text, unmatched, sentence.text)  # 끝나고 남은 X: 다 쓴 X
        alike |= collected_use.use_carried(part.text, unmatched, sentence.text)  # 행사 때 받은 연락처로 문자
        alike |= loaded_medium.load_carried(part.text, unmatched, sentence.text)  # USB에 자료 담아가
        alike |= work_visit.entering(part.text, unmatched, body, self.policy_words_for)  # 작업할 때 들어가도
        covered.extend(t.text for t in unmatched if t.text in alike)
        unmatched = [t for t in unmatched if t.text not in alike]
        unmatched = work_visit.without_work(part.text, unmatched, body, self.policy_words_for)  # 회선 작업하러
        near = self._near_for(part, unmatched, covered, literal, body)
        covered.extend(t.text for t in unmatched if t.text in near)
        in_body.extend(t.text for t in unmatched if t.text in near)
        missing_nouns = [t.text for t in unmatched if not t.verb and t.text not in near]
        # what else pins the sentence to the question besides its nouns: a predicate or glossary phrase of
        # the question it carries, the quantity asked (or asserted) in the sentence
        echoed = any(compact(word) in squeezed for word in part.extra) or any(
            t.verb and t.text in covered for t in part.terms)
        counted = part.quantity is not None and part.quantity not in PLACE_TIME_KINDS and has_quantity(
            sentence.text, part.quantity)
        named_here = frozenset(t.text for t in part.terms if not t.verb and compact(t.text) in compact(excerpt.text))
        unset = missing_nouns
        points = self._points(part, in_body)  # the distinct things the sentence carries itself
        missing_nouns = self._set_aside(part, missing_nouns, in_body, covered, literal, int(echoed) + int(counted),
                                        named_here)
        missing_nouns = quoted_speaker.left_out(part.text, missing_nouns, covered, last_act(part))  # 친구가 …한다고
        missing_nouns = short_span.left_out(part.text, missing_nouns, part.permission, lambda: self._forbids_act(
            part, last_act(part), sentence.text))  # 하루만 빌려줘도 돼요? vs 빌려주지 않는다
        told = background_nouns(part.text) if not english.is_english(part.text) else frozenset()
        story_nouns = [n for n in unset if n not in missing_nouns and n in told]  # a situation told, set aside
        missing_nouns = leniency.person_kind(part, missing_nouns, covered, body)
        missing_nouns = leniency.section_subject(part, missing_nouns, points, named_here, excerpt, sentence)
        named = self._named_in(part)
        missing_nouns, in_body = same_situation.borrowed(part, missing_nouns, in_body, excerpt, sentence,
                                                         named)  # 잃어버린
        missing_nouns = contrast.answered_part(part, missing_nouns, sentence.text)  # 개인 vs "회사 … 만"
        missing_nouns = leaked_thing.answered(part.text, missing_nouns, body)  # "고객 명단이 샌": 정보 유출
        missing_nouns = account_login.answered_part(part, missing_nouns, sentence.text)  # "계정으로 로그인해서"
        missing_nouns = install_target.answered(part.text, missing_nouns, sentence.text)  # "회사 PC에 깔아도"
        missing_nouns = derived_thing.answered(part.text, missing_nouns, sentence.text)  # 백업 파일: 백업본
        # the question's own acts the sentence does not carry (not a clause describing a thing: "개인정보 들어간
        # excel file"): a scope word is set aside below only for a question whose act the sentence carries
        own_acts = described_acts.acts_of_own(part.text, [t.text for t in unmatched if t.verb])
        missing_nouns = collect_setting.answered(part.text, missing_nouns, sentence.text, self.glossary,  # 회원가입 때
                                                 own_acts)
        missing_nouns = outside_place.answered(part.text, missing_nouns, sentence.text)  # 고객사에 가져가도
        missing_nouns = file_kind.answered(part.text, missing_nouns, sentence.text, excerpt.title, self.glossary,
                                           own_acts)
        missing_nouns = data_held.answered(part.text, missing_nouns, body, self.policy_words_for,  # 외장하드에 있는
                                           [t.text for t in unmatched if t.verb], covered)
        missing_nouns = offered_approver.answered(part.text, missing_nouns, sentence.text,  # "팀장 승인만 받으면"
                                                  part.permission or part.yes_no, [t.text for t in unmatched if t.verb])
        missing_nouns = english_states.answered(part.text, missing_nouns, sentence.text, self._words_for(part))
        missing_nouns = english_chain.answered(self.glossary, part.text, [t.text for t in part.terms], missing_nouns,
                                               covered, sentence.text, self._words_for(part))  # laptop -> 장비
        # an English story clause whose words were set aside tells a situation of its own ("I'm going on
        # parental leave, do I have to return my laptop?"): a rule that opens with another is no answer
        english_story = english.is_english(part.text) and len(missing_nouns) < len(unset)
        missing_verbs = account_login.answered_part(part, [t.text for t in unmatched if t.verb], sentence.text)
        missing_verbs = collect_setting.placed(part.text, missing_verbs, sentence.text, self.glossary)  # 칸 넣어도
        missing_verbs = outside_place.answered(part.text, missing_verbs, sentence.text)  # "고객사" read as 고객 + 사다
        missing_verbs = same_situation.borrowed_acts(part, missing_verbs, excerpt, sentence, named)  # "퇴사하면 … 반납"
        missing_verbs = described_acts.without_described(part.text, missing_verbs, in_body, part.concepts,
                                                          sentence.text)  # "개인정보 적힌 서류"
        missing_verbs = absent_state.without_absent(part.text, missing_verbs, in_body, sentence.text)  # 안 붙어있으면
        missing_verbs = reversed_act.without_lasting(  # 언제 풀려요, "… 풀리는 거 맞죠?" (풀리 ends it)
            part.text, self._final_act(part, reversed_act.without_confirm_tag(part.text)), missing_verbs, sentence.text)
        # "노트북 며칠 빌려줘도 돼요?" is answered by a rule that forbids the act outright ("빌려주지 않는다")
        final = last_act(part)
        forbidden = part.permission and part.quantity in QUANTITY_KINDS and self._forbids_act(
            part, final, sentence.text)
        quantity_ok = part.quantity is None or forbidden or has_quantity(sentence.text, part.quantity) or (
            part.inferred_quantity and at_once_corrects(part.text, sentence.text)) or (  # "일주일 안에만" -> 즉시
            delay_asked.at_once_answers(part.text, part.permission, sentence.text))  # "며칠 있다가 말해도" -> 바로
        if not missing_nouns and missing_verbs:
            # One predicate may be worded otherwise ("돌아가요", "걸린 것 같아요") once the sentence
            # itself pins the topic down: two topic nouns, a permission question's noun, or the asked
            # quantity. A condition ("잊어버리면", "느리면") must always be there.
            # Two nouns that stand for one policy word ("고객 정보" -> 개인정보) are one point; a figure
            # the asker asserts ("한 달 안에만 … 되죠?") is not a quantity asked.
            # container nouns alone (파일, 서류 …) pin no topic: "서류는 어떻게 버려요?" is not answered by the
            # rule on marking a document's grade (bot.rules.scope_kind)
            shared = [t.text for t in part.terms if not t.verb and t.text in covered]  # title included
            alone = bool(shared) and all(scope_kind.is_container(n) for n in shared)
            missing_verbs = self._unexcused(part, missing_verbs, 0 if alone else self._pin_points(part, points,
                                                                                                 in_body, body),
                                            sentence.text)
        missing = missing_nouns + missing_verbs
        missing = told_scene.without_story(self, part, missing, covered, sentence.text, literal)  # bot.rules.told_scene
        nouns = [t for t in part.terms if not t.verb]
        # a predicate the glossary ties to a policy word counts as that word ("갖고 있어도" -> 보관 기간은 …)
        verb_in_body = any(t.verb and t.text in covered and self._matches(
            t, body_squeezed, body, part.concepts.get(t.text, set())) for t in part.terms)
        title_only = 0
        if nouns and not in_body and (len(own_nouns(nouns, folded)) >= 2 or not verb_in_body):
            missing.append("(a topic word in the sentence itself)")  # the document title alone is no answer
        elif in_body and (part.permission or ASKS_LEAVE_RE.match(part.text)) and "·" in excerpt.title:
            # a title that names several subjects ("원격근무·VPN 규정") does not say which one a section is
            # about: what the question asks about is in the sentence ("남편이 회사 VPN 써도 돼요?" is not
            # answered by "업무용 노트북은 가족과 함께 쓰지 않는다" of the 원격근무 section)
            missing.extend(f"({word}{TITLE_ONLY}" for word in titled)
            title_only += len(titled)
        if final is not None and final in covered and final not in alike and not any(
                t.text == final and self._matches(t, body_squeezed, body, part.concepts.get(t.text, set()))
                for t in part.terms):
            # the act the question ends on is asked: a title that names it ("업무용 장비 지급·반납 규정") does
            # not make a sentence on another act answer it ("육아휴직 들어갈 때도 노트북 반납해야 하나요?" is
            # not answered by "노트북은 4년마다 교체한다")
            missing.append(f"({final}{TITLE_ONLY}")
            title_only += 1
        if excerpt.kind == "row" and ":" in excerpt.section and not self._names_row(part, excerpt):
            missing.append("(the table row's name)")  # a row answers only a question about that row
        for word in part.extra:
            (covered if compact(word) in squeezed else missing).append(word)
        missing.extend(self._unstated(part, sentence, excerpt, covered, near, body))
        missing.extend(self._unqualified_heads(part, covered, squeezed))  # 이상한 메일: 피싱, not any 메일
        missing.extend(re_prefix.said_again(part.text, self._unqualified(part, sentence, body, body_squeezed),
                                            covered, sentence.text))  # 다시 쓰 -> 재사용
        told_english = bool(part.told) and english.is_english(part.text)  # its story after it (rules.asked_sentence)
        if part.told and not told_english and not story_tells_situation(self, part, sentence.text):
            missing.extend(self._other_situation(part, sentence))
        elif english_story or told_english:
            missing.extend(self._other_english_situation(part, sentence))
        if english_heading_only(self, part, sentence.text, f"{excerpt.title} {excerpt.section}", covered):
            missing.append("(a topic word in the sentence itself, not only its heading)")  # bot.rules.heading_only
        missing.extend(self._situation_problems(part, sentence, covered, body, final))
        missing.extend(other_condition.other_situation(self, part, sentence.text, body))  # bot.rules.other_condition
        missing.extend(untold_condition(self, part, sentence.text))
        missing.extend(untold_recipient(part, sentence.text))
        missing.extend(self._scope_problems(part, sentence, excerpt, covered, in_body))
        missing.extend(negated_condition.problems(part.text, in_body))  # "if I don't log into internal systems"
        missing.extend(self._place_problems(part, sentence, excerpt, body))
        missing.extend(self._attribute_problems(part, sentence, body))
        missing.extend(self._kind_scope_problems(part, sentence, body, excerpt.section, excerpt.text))
        missing.extend(asked_counter.problems(part.text, sentence.text, part.quantity))
        missing.extend(asked_only.problems(part.text, sentence.text))  # "X뿐이에요?": a sentence that says only
        words_for = self._words_for(part)  # a question word -> its policy words, for the rules below
        missing.extend(compared_side.problems(part.text, body, words_for))  # bot.rules.compared_side
        missing.extend(alternatives.problems(part.text, body, words_for))  # bot.rules.alternatives
        missing.extend(telling_asked.problems(part.text, sentence.text))  # bot.rules.telling_asked
        missing.extend(anyone_asked.problems(part.text, sentence.text))  # bot.rules.anyone_asked
        missing.extend(cost_asked.problems(part.text, sentence.text))  # bot.rules.cost_asked
        missing.extend(consequence.frequency_problems(part.text, part.quantity, sentence.text))  # bot.rules.consequence
        missing.extend(consequence.consequence_problems(part.text, part.yes_no, final, covered, sentence.text,
                                                        words_for))
        missing.extend(proposed_means.problems(part.text, sentence.text, words_for))  # bot.rules.proposed_means
        missing.extend(folded_condition.problems(part, sentence.text))  # 휴지통 비우면 … 삭제된 거 맞아요?
        missing.extend(actor_role.problems(part.text, sentence.text))  # 팀장님이 쓴다는데 vs 팀장 승인
        missing.extend(absent_content.problems(part.text, sentence.text, excerpt.title, words_for))  # "N 없는 X"
        missing.extend(heading_modifier.problems(part.text, sentence.text, f"{excerpt.section} {excerpt.title}",
                                                 covered, words_for, excerpt.section))  # 깔려 있는 목록
        missing.extend(other_occasion.problems(part.text, sentence.text, excerpt.section, words_for))  # 나올 때도
        missing.extend(other_kind.problems(part.text, body))  # 외장하드 vs 보안 USB, 사무실 vs 서버실
        missing.extend(inherited_condition.problems(  # "회의 끝났는데 … 끄면" vs a rule under "감염이 의심되면"
            part.text, story_nouns, sentence.text, self._earlier(sentence, excerpt), lambda c: any(
                self.word_in(t, part, c) for t in part.terms) or any(compact(w) in c for w in part.extra)))
        missing.extend(figure_kind.problems(part.text, [(a.number, a.kind) for a in part.asserted], [  # 25개 vs 25MB
            (a.number, a.kind) for a in asserted_quantities(sentence.text)], not any(not t.verb for t in part.terms)))
        missing.extend(reversed_act.problems(part.text, sentence.text))  # bot.rules.reversed_act
        missing.extend(from_to.problems(part.text, body))  # bot.rules.from_to: 외부에서 받은 vs 외부로 보내는
        missing.extend(first_step.problems(part.text, sentence.text))  # bot.rules.first_step: 뭐부터 -> 먼저
        missing.extend(first_step.later_problems(part.text, part.permission, sentence.text))  # 나중에 해도
        missing.extend(after_forbidden.problems(part.text, sentence.text))  # bot.rules.after_forbidden
        missing.extend(done_with.problems(part.text, sentence.text))  # "다 보고 나면": 다 쓴, 끝난
        missing.extend(told_deed.problems(part.text, final, sentence.text, words_for))  # 신고했는데 그다음엔
        missing.extend(topic_object.problems(part.text, final, sentence.text, words_for))  # PC는 꺼야: 와이파이를 꺼서
        missing.extend(modifier_act.problems(part.text, sentence.text, self.policy_words_for))  # 수집 목적
        missing.extend(untold_case.problems(part.text, part.quantity, sentence.text, lambda w: self._names(part, w)))
        missing.extend(duty_after_situation.problems(part.text, body, words_for))  # the duty asked
        missing.extend(lead_time.problems(part.text, sentence.text, words_for))  # bot.rules.lead_time
        missing.extend(unmet_duty.problems(part.text, sentence.text, context))  # bot.rules.unmet_duty
        missing.extend(english_event.problems(part.text, sentence.text, self._forms_for(part)))  # rules.english_event
        missing.extend(self._figure_problems_of(part, sentence.text, covered))
        # what kind of answer is asked besides the topic: a bound, a count, a place (bot.rules.answer_kind)
        wanted = part.quantity if not part.inferred_quantity and not forbidden else None
        missing.extend(answer_kind.problems(part.text, sentence.text, wanted, QUANTITY_KINDS.get(wanted or "")))
        missing.extend(condition_figure.problems(part, sentence.text, QUANTITY_KINDS.get(wanted or "")))
        missing.extend(measured_part.problems(part, sentence.text, covered, self.known, MEASURE_NOUNS,  # 배터리 주기
                                              wanted in QUANTITY_KINDS.keys() - PLACE_TIME_KINDS))
        missing = leniency.without_manner(missing, points)
        echoes = len((part.predicates - GENERIC_VERBS) & lemmas_of(sentence.text))  # 받아도 echoes nothing
        return Coverage(sentence, covered, missing, quantity_ok, echoes, len(in_body), acts=self._acts(part, sentence),
                        title_only=title_only)

    @staticmethod
    def _figure_problems_of(part: Part, sentence: str, covered: list[str]) -> list[str]:
        """What the sentence's figure belongs to (bot.rules.figure_scope): the thing it measures, for a quantity
        question; the event its lead time comes before, for a question that says the event has happened."""
        words = {t.text: part.concepts.get(t.text, set()) for t in part.terms}
        problems = figure_scope.too_late(part.text, words, sentence, part.confirm)
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
        if english.is_english(part.text):
            return []
        return place_scope.problems(f"{part.text} {part.told}".strip(), sentence.text, excerpt.section, body,
                                    self.glossary)

    @staticmethod
    def _kind_scope_problems(part: Part, sentence: Sentence, body: str, heading: str, section: str) -> list[str]:
        """A negated condition, a procedure asked, a time against another event (bot.rules.kind_scope); Korean only."""
        if english.is_english(part.text):
            return []
        words = {t.text: frozenset(part.concepts.get(t.text, ())) for t in part.terms}
        return kind_scope.problems(part.text, body, sentence.text, words, part.told, heading, section)

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
        found = scope_kind.problem(f"{part.text} {part.told}", sentence.text, excerpt.title, self.glossary,
                                   other_things)
        return [found] if found else []

    @staticmethod
    def _forbids_act(part: Part, final: str | None, sentence: str) -> bool:
        """The sentence forbids the permission question's own final act (`last_act`), itself or as its policy
        word."""
        if final is None:
            return False
        return any(_forbids(sentence, compact(word)) for word in {final, *part.concepts.get(final, set())})

    @staticmethod
    def _other_situation(part: Part, sentence: Sentence) -> list[str]:
        """A rule that opens with its situation ("퇴사하면 …", "서버실에 들어갈 때는 …") answers a question
        whose story was set aside only when the question or its story tells that situation: "휴직을 하게
        됐어요. 노트북은 며칠 안에 반납해야 하나요?" is not answered by the rule for leaving the company."""
        lead = leading_condition(sentence.text)
        if not lead or leading_condition(part.text):
            return []  # a question that states its own situation ("계정 잠기면 …") does not lean on the rule's
        told = {t.text for t in content_terms(f"{part.text} {part.told}")} | lemmas_of(f"{part.text} {part.told}")
        return [f"({t.text}: the rule's situation, which the question's story does not tell)"
                for t in content_terms(lead) if t.text not in told][:1]

    def _other_english_situation(self, part: Part, sentence: Sentence) -> list[str]:
        """`_other_situation` for an English question whose story clause was set aside: the rule's
        opening situation ("퇴사하면 …") must be named by some word of the question, as itself or as a
        glossary variant of it ("quitting" -> 퇴사, "lost" -> 분실 for 잃어버리면)."""
        lead = leading_condition(sentence.text)
        if not lead:
            return []
        told = {w for words in part.concepts.values() for w in words} | set(part.extra)
        if part.told:  # the sentence set aside after the question tells its situation as one before it does
            story = self._part(part.told)
            told |= {w for words in story.concepts.values() for w in words} | set(story.extra)
        squeezed = compact(lead)
        variants = {compact(v) for word in told for v in self.glossary.variants.get(word, ())}
        if part.told and (event := told_act.untold_event(lead, told | variants)):  # bot.rules.told_act: a scratch
            return [f"({event}: the rule's situation, which the question's story does not tell)"]
        if any(compact(word) in squeezed for word in told):  # 악성코드 in "악성코드 감염이 의심되면"
            return []
        # or as a variant of the policy word the question's word stands for: "lost" -> 분실, whose variant 잃어버
        # opens "보안 USB를 잃어버리면"
        variants = {compact(v) for word in told for v in self.glossary.variants.get(word, ())}
        if any(len(v) >= 2 and v in squeezed for v in variants):
            return []
        terms = [t.text for t in content_terms(lead)]
        return [f"({terms[0]}: the rule's situation, which the question's story does not tell)"] if terms else []

    def _situation_problems(self, part: Part, sentence: Sentence, covered: list[str], body: str,
                            final: str | None) -> list[str]:
        """Whose situation, thing and role the sentence speaks of (bot.rules.situations); `final`: `last_act(part)`."""
        out: list[str] = []
        english_part = english.is_english(part.text)
        told, told_nouns = situations.told(part.text) if not english_part else ((), ())
        context = english.context_words(part.text) if english_part else frozenset()
        negated = situations.negated_english(part.text)

        def in_body(lemma: str, text: str = body) -> bool:
            return lemma in lemmas_of(text) or any(compact(w) in compact(text) for w in self._equivalents(lemma))

        # a rule for another situation: its opening condition is not the question's, and nothing the asker
        # tells is in what the rule then says ("피싱 메일 열어보기만 했는데" vs "링크를 눌렀거나 … 입력했다면 바로
        # 비밀번호를 바꾸고 …"; "lock 걸렸는데" is in "… 계정이 30분 동안 잠긴다")
        condition = situations.condition_words(sentence.text)
        named = [w for w in condition if self._names(part, w)]
        if condition and told and not named:
            main = situations.main_clause(sentence.text)
            nouns = [t for t in part.terms if not t.verb and t.text in told_nouns]
            if not any(in_body(t, main) for t in told) and not any(
                    self._matches(t, compact(main), main, part.concepts.get(t.text, set())) for t in nouns):
                out.append(f"(the sentence's situation: {' '.join(condition)})")
        negated_ko = situations.negated_korean(part.text) if not english_part else frozenset()
        denied = [w for w in named if w in negated_ko] if negated_ko else \
            [w for w in named if negated and not self._names_except(part, w, negated)]
        acts = situations.condition_acts(sentence.text)
        done = [w for w in named if w not in denied and w in acts]  # "didn't click the link": 링크 is no act
        if denied and not done:
            # "… without clicking anything", "링크는 안 눌렀는데": the question denies the rule's condition
            out.append(f"(the condition {' '.join(denied)}: the question says it did not happen)")
        out.extend(self._channel_problems(part, sentence.text))
        out.extend(self._figure_problems(part, body))
        # an event the policies never name, and what to do after it ("물을 쏟았어요 어떻게 해야 돼요?")
        if (told or context) and situations.asks_what_to_do(part.text):  # English: an unknown -ed word told
            events = [*told, *(w for w in context if situations.english_past(w))]
            foreign = [t for t in events if t not in GENERIC_VERBS and not self.known(Term(t, True))
                       and not self.policy_words_for(t) and not in_body(t)]
            out.extend(f"(the event {t}: no rule names it)" for t in foreign)
        # "개인" said of another thing ("개인 노트북에 꽂아도" vs "개인 USB나 외장 하드는")
        spans = situations.owned_spans(sentence.text)
        things = _owned_things(part, english_part)
        if things and not spans and "개인" not in body:
            # "개인 휴대폰 잃어버렸는데 …" is not answered by a rule on the company's 장비
            out.extend(f"(개인 {thing}: the sentence speaks of no one's own thing)" for thing in things
                       if compact(thing) not in compact(body))
        for thing in things if spans else ():
            head = thing.split()[-1]
            term = Term(head, False)
            concepts = part.concepts.get(head, set())
            if not any(self._matches(term, compact(span), span, concepts) or compact(thing) in compact(span)
                       or self._near_synonyms([head], span) for span in spans):
                out.append(f"(개인 {thing}: the sentence says 개인 of {' / '.join(spans)})")
        out.extend(self._role_problems(part, sentence, covered))
        out.extend(self._also_problems(part, sentence, body))
        if part.yes_no and final and situations.presupposed(sentence.text, final):
            # "IT 담당자도 … 분실 신고해요?" is not answered by "신고를 받은 IT 담당자가 … 잠근다"
            out.append(f"(the event asked about: {final}; the sentence only presupposes it)")
        for problem in (situations.beyond_problem(part.text, sentence.text),
                        situations.time_problem(part.text, body),
                        situations.first_time_problem(part.text, sentence.text,
                                                      [t.text for t in part.terms if not t.verb])):
            if problem:
                out.append(problem)
        return out

    def _also_problems(self, part: Part, sentence: Sentence, body: str) -> list[str]:
        """"퇴사할 때 사원증도 … 반납해요?", "받는 것도 25MB까지예요?": a thing or act the question asks the rule to
        cover as well (marked with 도) is named by the sentence, its heading or its bullet, itself or as its
        policy word; a rule on 노트북과 장비 or on sending says nothing of a badge or of receiving."""
        out: list[str] = []
        squeezed = compact(body)
        for word in situations.also_things(part.text):
            concepts = part.concepts.get(word, set()) | set(self.policy_words_for(word))
            forms = {word, *concepts, *self._equivalents(word)}
            if not any(compact(w) in squeezed for w in forms) and not self._matches(
                    Term(word, False), squeezed, body, concepts):
                out.append(f"({word}도: the sentence does not name it)")
        lemmas = lemmas_of(body)
        for act in situations.also_acts(part.text):
            if act not in lemmas and not any(compact(w) in squeezed for w in self._equivalents(act)):
                out.append(f"({act}-는 것도: the sentence does not speak of it)")
        return out

    def _channel_problems(self, part: Part, sentence: str) -> list[str]:
        """"I got a phishing **text message** …, how do I report it?" is not answered by a rule on 메일: the
        channel the question names is not the one the sentence names (an open list, "문자 등", names any)."""
        asked: set[str] = set()
        for term in part.terms:
            forms = {w.lower() for w in (term.text, *part.concepts.get(term.text, ()))}
            if not term.verb and forms & answer_kind.CHANNELS:
                asked |= forms  # 슬랙 and Slack alike
        said = {w.lower() for w in situations.nouns_in(sentence, answer_kind.CHANNELS)}
        if not asked or not said or asked & said or re.search(r"(?:" + "|".join(said) + r")\s*등", sentence):
            return []
        return [f"(the channel {'/'.join(sorted(asked))}: the sentence speaks of {'/'.join(sorted(said))})"]

    @staticmethod
    def _figure_problems(part: Part, body: str) -> list[str]:
        """"대외비 파일 암호도 **90일마다** 바꿔야 하나요?": a yes/no question on a frequency the asker names is not
        answered by a sentence that states no frequency (the premise of another rule: 비밀번호는 90일마다 바꾼다)."""
        if part.quantity is not None or QUESTION_WORD_RE.search(part.text) or \
                not situations.asserts_frequency(part.text):
            return []
        return [] if has_quantity(body, "frequency") else ["(the frequency asserted: the sentence states none)"]

    def _role_problems(self, part: Part, sentence: Sentence, covered: list[str]) -> list[str]:
        """"협력업체 직원도 … 바꿔야 하나요?": the person the question asks the rule to bind too is only a partner
        or recipient in the rule ("… 외부 업체와 공유하지 않는다")."""
        out: list[str] = []
        rule = sentence.text
        for term in part.terms:
            if term.verb or term.text not in covered or not situations.acts_as_subject(part.text, term.text):
                continue
            words = [w for w in (term.text, *self._equivalents(term.text), *part.concepts.get(term.text, ()))
                     if compact(w) in compact(rule)]
            if not words and term.parts and term.parts[-1] in rule:  # 협력+업체: its head 업체
                words = [term.parts[-1]]
            if (answer_kind.is_person(term.text) or any(answer_kind.is_person(w) for w in words)) \
                    and situations.only_partner(rule, words) and not shared_use(part, rule):
                out.append(f"({term.text} acts in the question; the sentence names it only as a partner)")
        return out

    def _unstated(self, part: Part, sentence: Sentence, excerpt: Excerpt, covered: list[str], near: set[str],
                  body: str) -> list[str]:
        """What the quoted sentence itself must state beyond the topic words its bullet or heading carry."""
        out: list[str] = []
        lead = self._lead(sentence, excerpt)
        kind = answer_kind.asked_kind(part.text)
        if lead and (kind.where or kind.who or kind.when):
            # a place, person or time is of the thing the question turns on: that noun is in the quoted
            # sentence, not only in the one before it ("무료 소프트웨어 라이선스 조건은 어디서 확인해요?" is
            # not answered by "개인에게만 무료이고 …" after "무료 소프트웨어도 라이선스 조건을 확인한다.")
            own = f"{excerpt.section} {sentence.text}"
            own_squeezed = compact(own)
            out.extend(f"({t.text} only in the sentence before)" for t in part.terms
                       if not t.verb and t.asked and t.text in covered and t.text not in near
                       and not self._matches(t, own_squeezed, own, part.concepts.get(t.text, set())))
        # "신고하면 IT에서 뭘 해줘요?" asks what follows the report; a rule whose own predicate is that
        # condition ("… 분실 신고를 한다") tells the asker to do what the question already did (a quantity
        # asked is another matter: "잠기면 얼마나 기다려야?" is answered by "… 30분 동안 잠긴다")
        asked_figure = part.quantity not in (None, *PLACE_TIME_KINDS) and (
            not part.inferred_quantity or reversed_act.supposes_span(part.text))  # "1시간은 기다려야 풀리죠?"
        # a permission asked for the very act of its condition ("생일 넣으면 … 넣어도 되나요?") is not that case
        final = last_act(part) if part.permission else None
        for term in [] if asked_figure else part.terms:
            if term.verb and term.text in covered and term.text != final and self._is_condition(
                    part, term.text, derived=True):
                main = answer_kind.main_predicate(sentence.text)
                words = {compact(w) for w in (term.text, *part.concepts.get(term.text, ()))}
                if main is not None and compact(main) in words:
                    out.append(f"(the condition {term.text}-으면 is what the sentence asks to do)")
                elif compact(able_act.able_predicate(sentence.text) or "-") in words:  # "못 보내면" vs "보낼 수 있다"
                    out.append(f"(the condition {term.text}-으면: the sentence only says it can be done)")
        out.extend(f"({means}: not named as a means)" for means in answer_kind.unstated_means(part.text, sentence.text))
        out.extend(self._act_problem(part, kind, covered, sentence.text))
        out.extend(self._duty_for_consequence(part, sentence.text))
        defined = answer_kind.definition_problem(part.text, sentence.text,
                                                 frozenset(compact(w) for w in part.message_words))
        if defined:
            out.append(defined)
        scope = answer_kind.scene_of(sentence.text)
        if scope and (not any(self._names(part, w) for w in scope) or _past_scene(part, scope)) and not (
                leniency.section_scene(scope, excerpt.section, part.text)):
            # "교체할 때는 … 자료는 사내 드라이브로 옮긴다" is a rule for replacement: a question that never
            # names that situation ("반납한 노트북 데이터는 어떻게 처리돼요?") asks about another
            out.append(f"(the sentence's situation: {' '.join(scope)})")
        # "OTP 번호가 안 와요 어떻게 해요?": the answer speaks of that problem (a quantity asked pins it anyway)
        trouble = trouble_predicates(part.text) if part.quantity is None or part.inferred_quantity else frozenset()
        for lemma in trouble:
            if lemma not in lemmas_of(body):
                out.append(f"(the problem: {lemma} does not happen)")
        out.extend(self._failing_or_told(part, sentence, body))
        for lemma in generic_conditions(part.text):  # "휴대폰이 없으면": the sentence states that condition
            if lemma not in lemmas_of(body) and not (lemma == "없" and any(w in body for w in ABSENCE_WORDS)):
                out.append(f"(the condition {lemma}-으면)")
        return out

    def _failing_or_told(self, part: Part, sentence: Sentence, body: str) -> list[str]:
        """An act the asker says fails, and whom the question says to tell, are in the sentence."""
        out: list[str] = []
        for noun in trouble_nouns(part.text) if part.quantity is None else frozenset():
            # "VPN 접속 안 될 때 누구한테 물어봐요?": the sentence speaks of that act failing ("로그인에 5번 연속
            # 실패하면"), not of the act ("… 접속한다") or a prohibition of it ("… 접속하지 않는다")
            if not _fails_in(noun, body):
                out.append(f"(the problem: {noun} fails)")
        unnamed = self.unnamed_recipients(part, body)
        if unnamed and not self.corrects_recipient(part, sentence.text, body):
            # "노트북 도난당하면 경찰에 신고해야 돼요?": the rule names that recipient, not another one or none
            out.extend(f"(the recipient {r}: the sentence does not name it)" for r in unnamed)
        return out

    def unnamed_recipients(self, part: Part, text: str) -> list[str]:
        """Whom the question says to tell ("경찰에 신고해야 돼요?") that `text` does not name."""
        squeezed = compact(text)
        return [r for r in answer_kind.asserted_recipients(part.text)
                if not any(compact(w) and compact(w) in squeezed for w in (r, *self._equivalents(r)))]

    def corrects_recipient(self, part: Part, sentence: str, body: str) -> bool:
        """A premise to confirm ("보안팀에 신고하면 되는 거죠?", "경찰서에 먼저 신고해야 된다고 들었는데요")
        naming another recipient than the rule, whose own act is that telling to someone else ("… IT
        담당자에게 분실 신고를 한다"): the rule corrects it (the extractive generator says 아닙니다)."""
        heard = answer_kind.heard_premise(part.text)
        if not (part.confirm or heard) or not self.unnamed_recipients(part, body):
            return False
        if not heard and OBLIGATION_ASKED_RE.search(part.text):
            # "경찰서에 신고해야 되나요?" asks whether a further duty exists; a rule naming another recipient
            # does not say there is none (a premise the asker heard is still corrected)
            return False
        told = [p for p in answer_kind.places(sentence, people=True) if answer_kind.is_person(p)]  # not "버튼으로"
        return answer_kind.main_predicate(sentence) in answer_kind.TELLING_VERBS and bool(told)

    def _act_problem(self, part: Part, kind: answer_kind.AskedKind, covered: list[str], sentence: str) -> list[str]:
        """The time, place or person asked is that of the question's own act: "노트북은 언제 돌려받아요?" is
        not answered by a rule that says 즉시 about another act. A yes/no question on an event ("90일 지나면
        계정이 잠겨요?") is not answered by a rule that only presupposes it ("잠긴 계정은 … 풀린다")."""
        act = self._final_act(part)
        if act is None:
            return []
        if kind.when or kind.where or kind.who:
            if act not in covered and leniency.unnamed_event(act, self.known(Term(act, True)),
                                                             bool(self.policy_words_for(act))) \
                    and not written_in.unstated_writing(act, sentence):  # "어디 적어 둬요?" -> "표에 정리되어 있다"
                return []  # bot.rules.leniency: "노트북은 언제 나와요?" asks when the sentence's own act happens
            lasting = reversed_act.reverse_lasts(part.text, act, sentence)  # "언제 풀려요?" -> "30분 동안 잠긴다"
            return [f"(the act asked about: {act})"] if act not in covered and not lasting else []
        if part.yes_no and answer_kind.only_modifies(sentence, act):
            return [f"(the event asked about: {act}; the sentence only presupposes it)"]
        if part.yes_no and act in situations.condition_words(sentence) and situations.main_act(sentence) != act \
                and not situations.told_in_past(part.text, act) and act not in situations.condition_words(part.text):
            # "회사 휴대폰도 4년마다 바꿔줘요?" is not answered by "휴대폰을 바꾸면 OTP를 다시 등록한다"
            return [f"(the event asked about: {act}; the sentence's condition only)"]
        return []

    def _duty_for_consequence(self, part: Part, sentence: str) -> list[str]:
        """"What happens if I don't return my laptop?", "반납 안 하면 어떻게 돼요?" ask the consequence of not
        doing a duty; the rule stating that duty ("… 반납한다") does not say it. "Does the security team call
        me …?" asks what that team does; a rule where the asker tells the team does not say it."""
        main = answer_kind.main_predicate(sentence)
        out: list[str] = []
        for verb in answer_kind.negated_conditions(part.text):
            words = {compact(verb), *(compact(w) for w in self.policy_words_for(verb))}
            if main is not None and compact(main) in words:
                out.append(f"(what follows not doing {verb}: the sentence states the duty)")
            elif done_thing.only_done(sentence, words):  # "반납 안 하면" vs "반납된 장비의 … 재사용한다"
                out.append(f"(what follows not doing {verb}: the sentence speaks of it done)")
            elif done_thing.not_done(part.text, verb) and not done_thing.names(sentence, words):
                # "반납 안 하면" vs "지급받은 노트북은 … 빌려주지 않는다" under a title naming 반납
                out.append(f"(what follows not doing {verb}: the sentence does not name it)")
        doer = answer_kind.english_doer(part.text)
        if doer is not None:
            names = self.policy_words_for(doer) or [doer]
            if not any(answer_kind.does(sentence, name) for name in names):
                out.append(f"(what {doer} does: the sentence does not make it the one who acts)")
        return out

    # -- choosing -----------------------------------------------------------------------------------

    def best(self, part: Part, excerpts: list[Excerpt], others: Sequence[Part] = ()) -> Coverage | None:
        """The sentence that answers the part with the most of its words in place (then by excerpt
        rank and position); not one that carries an act only another question of the message asks."""
        self.prepare([part], excerpts)
        literal = self.literal_nouns(part, excerpts)
        covers = self._covers(part, excerpts, literal)
        passing = narrow_concept.prefer_narrow(part, [c for c in covers if c.passed], self.policy_words_for)
        passing = without_others_acts(passing, acts_of_others(part, others), self.word_in)
        passing = other_condition.prefer_asked_act(part.text, passing)  # the act asked, not its situation
        if not passing:
            accepted = self.learned(part, excerpts, literal, covers)
            return max(accepted, key=lambda c: c.similarity) if accepted else None
        top = max(c.rank() for c in passing)
        tied = [c for c in passing if c.rank() == top]
        if len(tied) > 1:  # only a tie needs the sentence vectors (and the question's embedding)
            for cov, sim in zip(tied, self.similarities(part, [c.sentence for c in tied]), strict=True):
                cov.similarity = sim
        return max(tied, key=lambda c: c.similarity)  # the first of equals when there are no vectors

    def _covers(self, part: Part, excerpts: list[Excerpt], literal: frozenset[str]) -> list[Coverage]:
        """The topic rule's verdict on every sentence of the excerpts, in excerpt order."""
        return [self.coverage(part, sentence, excerpt, literal)
                for number, excerpt in enumerate(excerpts, 1) for sentence in split_sentences(excerpt, number)]

    def learned(self, part: Part, excerpts: list[Excerpt], literal: frozenset[str],
                covers: list[Coverage] | None = None) -> list[Coverage]:
        """The sentences the learned decision accepts although the topic rule does not (only for topic
        words; see `bot.decision`), best first; `similarity` holds the model's probability. Empty
        without a model. `covers`: the rule's verdicts (`_covers`) when the caller has them already."""
        model = self.decision.model_for(part.text) if self.decision is not None else None
        if model is None or model.threshold is None:
            return []
        from bot.decision import candidates, sentence_probability, soft_only, word_features

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
