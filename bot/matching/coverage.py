"""The verdict of one policy sentence on one question part (`coverage`): the part's topic words carried or
missing, the missing ones set aside or excused, and the scope and situation problems, as a `Coverage`.
"""

from __future__ import annotations

from bot.language import english
from bot.language.terms import GENERIC_VERBS, Term, compact, lemmas_of
from bot.matching.excuses import Excuses
from bot.matching.model import (
    ASKS_LEAVE_RE,
    MEASURE_NOUNS,
    OBLIGATION_ASKED_RE,
    PLACE_TIME_KINDS,
    QUANTITY_KINDS,
    TITLE_ONLY,
    Coverage,
    Part,
    Sentence,
    asserted_quantities,
    has_quantity,
    split_sentences,
)
from bot.matching.scope import ScopeRules
from bot.matching.situations import SituationRules
from bot.matching.wording import last_act
from bot.models import Excerpt
from bot.rules import (
    absent_content,
    absent_from,
    absent_state,
    account_login,
    actor_role,
    administered_system,
    after_forbidden,
    alert_told,
    alone_adverb,
    alone_visit,
    alternatives,
    another_one,
    answer_kind,
    any_choice,
    anyone_asked,
    anyone_else,
    appeared_between,
    approver_acts,
    asked_counter,
    asked_only,
    asserted_period,
    away_from_work,
    backup_story,
    changed_into,
    closing_question,
    collect_setting,
    collected_use,
    collecting_duty,
    company_modifier,
    compared_side,
    condition_figure,
    consequence,
    container_only,
    contrast,
    cost_asked,
    counted_as,
    coworker_story,
    customer_data,
    data_held,
    data_owner,
    day_part,
    deadline_at_once,
    delay_asked,
    denied_state,
    derived_thing,
    described_acts,
    described_person,
    device_means,
    done_act,
    done_case,
    done_moment,
    done_with,
    duty_after_situation,
    elsewhere,
    ended_purpose,
    english_account_sharing,
    english_actor,
    english_chain,
    english_coworker,
    english_customer_data,
    english_device,
    english_doc_subject,
    english_event,
    english_expired_reuse,
    english_file_format,
    english_install,
    english_message_content,
    english_own_account,
    english_pirated,
    english_row_purpose,
    english_side_point,
    english_states,
    english_story_place,
    english_title_act,
    english_wait,
    english_work_visit,
    entered_place,
    figure_kind,
    figure_measure,
    file_kind,
    first_step,
    folded_condition,
    forbidden_first,
    forbidden_medium,
    found_again,
    from_to,
    further_deed,
    given_figure,
    giver_side,
    got_new,
    heading_modifier,
    heard_premise,
    heard_rule,
    hedged_condition,
    ignored_duty,
    infection_story,
    inherited_condition,
    inside_office,
    install_target,
    internal_system,
    kept_deleted,
    kept_until,
    lasting_period,
    lead_time,
    leaked_thing,
    leftover,
    leniency,
    listed_kinds,
    loaded_medium,
    made_anew,
    measured_part,
    message_content,
    modifier_act,
    modifier_only,
    mood_remark,
    named_thing,
    negated_condition,
    new_hire,
    no_approver,
    noun_act,
    offered_approver,
    offered_condition,
    offered_recipient,
    other_condition,
    other_kind,
    other_modifier,
    other_occasion,
    other_service,
    outside_place,
    over_limit,
    paper_document,
    password_set,
    payment_means,
    period_over,
    photo_taken,
    pirated_copy,
    prefix_said_again,
    preinstalled,
    printed_matter,
    proposed_means,
    quoted_speaker,
    re_prefix,
    reason_asked,
    received_from,
    reported_story,
    requested_deed,
    retention_occasion,
    reversed_act,
    reversed_permission,
    row_parts,
    row_reason,
    said_meaning,
    same_situation,
    scope_kind,
    searched_places,
    section_at_once,
    section_topic,
    self_description,
    setting_made,
    short_span,
    situations,
    sized_file,
    sufficient_belief,
    suspicious_message,
    swapped_person,
    switched_on,
    telling_asked,
    telling_duty,
    telling_manner,
    tenure_story,
    title_subjects,
    told_act_judged,
    told_deed,
    told_incident,
    told_object,
    told_scene,
    topic_object,
    trailing_condition,
    unlisted_program,
    unmet_duty,
    unneeded_act,
    untold_case,
    validity_span,
    waited_option,
    waited_span,
    wanted_for,
    which_means,
    word_front,
    word_tail,
    work_visit,
    written_sense,
)
from bot.rules.folded_modifier import own_nouns
from bot.rules.heading_only import english_heading_only
from bot.rules.leniency2 import story_tells_situation, untold_condition, untold_recipient
from bot.rules.message_parts import leading_condition
from bot.rules.premise_figure import at_once_corrects
from bot.rules.story import background_nouns, modifiers_of
from bot.rules.told_point import problems as told_point_problems


class CoverageRule(SituationRules, ScopeRules, Excuses):
    """One sentence's coverage of one part, from the word matching, excuses, scope and situation rules."""

    # -- a sentence ---------------------------------------------------------------------------------

    @staticmethod
    def _other_title_subject(part: Part, nouns: list[str], title: str, body: str) -> list[str]:
        """The `nouns` (carried by the document title alone) that stand for one of the title's subjects while the
        sentence's `body` names another one; never a noun of the story ("비번 여러번 틀려서 로그인이 막혔어요")."""
        if not nouns:
            return []
        story = background_nouns(part.text)
        words = {w for t in part.terms for w in (t.text, *part.concepts.get(t.text, ()))}
        out = []
        for noun in nouns:
            forms = {noun, *part.concepts.get(noun, ())}
            if noun not in story and title_subjects.about_other(title, forms, body, words - forms):
                out.append(noun)
        return out

    def _leave_problems(self, part: Part, sentence: str, heading: str) -> list[str]:
        """Leave asked against a rule for what to do once a thing was done ("… 입력했다면 바로 … 알린다") whose act the
        question never tells (bot.rules.done_case), or against a sentence that never names the act asked, a noun
        with 하다 ("재택 해도 돼요?"), which its `heading` alone names as the time its rules hold
        (bot.rules.noun_act)."""
        if not part.permission:
            return []
        out = []
        # (leave, not a duty: "… 눌러버렸어요. 보안팀에만 알리면 되나요, 비번도 바꿔야 되나요?" asks what to do)
        done = done_case.untold_done_case(not OBLIGATION_ASKED_RE.search(part.text),
                                          leading_condition(sentence), lambda act: (
            act in part.predicates or compact(act) in compact(f"{part.text} {part.told}")
            or any(act in self.policy_words_for(t.text) for t in part.terms)))
        if done:
            out.append(f"({done}: the rule's case, done before, which the question does not tell)")
        if act := noun_act.heading_only(part.text, part.permission, sentence, heading, self._forms_for(part)):
            out.append(f"({act}: the act asked, which only the heading names)")
        return out

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
            if self._other_object(part, term, sentence.text) or written_sense.used_not_written(
                    term.text, sentence.text):  # "와이파이를 꺼서" does not say 컴퓨터 끄다; "같이 쓰지" is no 적다
                covered.remove(term.text)
                unmatched.append(term)
        # A modifier the glossary folds into its head's policy word: "고객 연락처" is 개인정보, whose
        # variants include "고객 정보"; "게스트 와이파이 비밀번호" has no such variant.
        folded = {t.text for t in unmatched
                  if not t.verb and self._folded(part, t, in_body, squeezed, body_squeezed)}
        # a modifier of another noun of the question that the glossary folds into it ("고객 개인정보")
        folded |= {t.text for t in unmatched if not t.verb and self._modifies_carried(part, t, covered)}
        folded |= customer_data.owner_carried(part.text, unmatched, excerpt.title)  # 고객 리스트: whose data
        folded |= english_customer_data.owner_carried(part.text, unmatched, excerpt.title)  # customer files
        folded |= english_customer_data.occasion_carried(part.text, unmatched)  # "at a client site"
        folded |= data_owner.carried(part.text, unmatched, [*covered, *folded], context)  # 응모자 정보, customer data
        folded |= ended_purpose.carried(part.text, unmatched, sentence.text)  # 이벤트 끝났는데: 목적을 달성한 날
        folded |= ended_purpose.use_carried(part.text, unmatched, sentence.text)  # 미팅 끝났는데: 용도가 끝난
        folded |= payment_means.carried(part.text, unmatched, sentence.text, part.message_words)  # 카드로 사고
        folded |= company_modifier.carried(part.text, unmatched, covered, sentence.text)  # 사내 계정: 회사 계정
        covered.extend(t.text for t in unmatched if t.text in folded)
        unmatched = [t for t in unmatched if t.text not in folded]
        # … and "서버실 혼자 들어가도" carried by "서버실에는 … 함께 출입한다" (bot.rules.entered_place)
        alike = leniency.told_alike(part, unmatched, body) | entered_place.entering(part.text, unmatched, body)
        alike |= leftover.left_carried(part.text, unmatched, sentence.text)  # 끝나고 남은 X: 다 쓴 X
        alike |= printed_matter.carried(part.text, unmatched, sentence.text)  # 뽑은 자료 다 봤는데: 다 쓴 출력물
        alike |= tenure_story.carried(part.text, unmatched)  # 입사하고 처음으로 …: how new the asker is
        alike |= password_set.carried(part.text, unmatched, sentence.text)  # 비밀번호 정하려고: … 만든다
        alike |= which_means.carried(part.text, unmatched, sentence.text,  # 자료 옮길 때 어떤 USB: … 보안 USB만 사용
                                     lambda w: part.concepts.get(w, set()))
        alike |= collected_use.use_carried(part.text, unmatched, sentence.text)  # 행사 때 받은 연락처로 문자
        alike |= away_from_work.carried_terms(  # 재택할 때 … OTP vs 회사 밖에서: being outside
            unmatched, part.concepts, body, [w for w in in_body if any(w == t.text and not t.verb for t in part.terms)])
        alike |= switched_on.carried(part.text, unmatched, sentence.text)  # VPN 켜면: VPN을 … 연결
        alike |= backup_story.carried(part.text, unmatched, sentence.text, part.quantity,  # 백업 몇 시에 돌아요
                                      part.message_words)
        # the figure the question asks, stated by the sentence (for made_anew here, container_only below)
        figure_stated = part.quantity in QUANTITY_KINDS and has_quantity(sentence.text, part.quantity)
        alike |= made_anew.carried(unmatched, part.concepts, sentence.text,  # 바꾸는데 몇 자: 12자 … 만든다
                                   figure_stated and not part.inferred_quantity)
        occasion = retention_occasion.carried(part.text, unmatched, sentence.text)  # 이벤트 때 받은 번호 언제까지
        alike |= occasion
        alike |= loaded_medium.load_carried(part.text, unmatched, sentence.text)  # USB에 자료 담아가
        alike |= pirated_copy.carried(part.text, unmatched, sentence.text)  # 포토샵 크랙 버전: 불법 복제
        alike |= english_pirated.carried(part.text, unmatched, sentence.text)  # "cracked copy of a plugin"
        alike |= any_choice.carried(part.text, unmatched, sentence.text)  # 아무 AI나 찾아서: 허용한 … 만
        alike |= paper_document.carried(part.text, unmatched, sentence.text,  # 지원자 resume 종이로 받은거
                                        " ".join(self._earlier(sentence, excerpt)))
        alike |= forbidden_medium.use_carried(part.text, unmatched, sentence.text, part.permission)  # 개인 USB로 옮겨도
        act = last_act(part)  # 동료한테 빌려줘도: 남에게 빌려주지 (bot.rules.anyone_else)
        alike |= anyone_else.carried(part.text, unmatched, sentence.text, act, part.concepts.get(act or "", ()))
        alike |= got_new.getting_carried(part.text, unmatched, situations.condition_words(sentence.text),  # 새로 샀는데
                                         [t.text for t in part.terms if not t.verb and t.text in covered])
        alike |= work_visit.entering(part.text, unmatched, body, self.policy_words_for)  # 작업할 때 들어가도
        alike |= english_work_visit.carried(part.text, unmatched, sentence.text)  # "coming to swap a disk"
        alike |= administered_system.carried(part.text, unmatched, sentence.text)  # 프로덕션 DB admin 계정
        alike |= internal_system.carried(part.text, unmatched, sentence.text)  # 사내 Jenkins 붙을 때
        alike |= unlisted_program.carried(part.text, unmatched, sentence.text)  # 목록에 없던데 설치 승인된 거
        alike |= alone_visit.carried(part.text, unmatched, sentence.text, part.permission)  # 혼자 들어가서 …
        alike |= appeared_between.carried(part.text, unmatched, covered)  # 눌렀더니 화면이 떠서 … 입력했어요
        means = device_means.carried(part.text, unmatched, part.terms, covered, part.concepts,  # 노트북으로 … 들어가도
                                     sentence.text)
        alike |= means
        alike |= day_part.carried(part.quantity, unmatched, sentence.text)  # 야간 … 몇 시
        alike |= figure_measure.carried([t.text for t in unmatched if not t.verb], sentence.text)  # 용량 큰데: 25MB
        alike |= kept_until.carried(part, unmatched, sentence.text)  # "before they get deleted"
        alike |= infection_story.carried(part.text, unmatched, body)  # 파일 이름이 다 바뀌고 … 창이 떴는데
        alike |= setting_made.carried(part.text, unmatched, sentence.text,
                                       part.quantity in QUANTITY_KINDS)  # 몇 분으로 설정
        covered.extend(t.text for t in unmatched if t.text in alike)
        unmatched = [t for t in unmatched if t.text not in alike]
        unmatched = work_visit.without_work(part.text, unmatched, body, self.policy_words_for)  # 회선 작업하러
        unmatched = period_over.without_over(part.text, unmatched, sentence.text,  # 기간 끝난 (bot.rules.period_over)
                                             self._earlier(sentence, excerpt))
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
        missing_nouns = alone_adverb.untimed(part.text, part.qualifiers, missing_nouns, sentence.text)  # 야간에 혼자
        missing_nouns = self_description.without_opening(part.text, missing_nouns,  # "신입인데": who asks
                                                         points + int(echoed) + int(counted), sentence.text)
        missing_nouns = further_deed.without_further(part.text, missing_nouns, sentence.text, covered)  # 로그인까지
        missing_nouns = quoted_speaker.left_out(part.text, missing_nouns, covered, last_act(part))  # 친구가 …한다고
        missing_nouns = new_hire.covered(part.text, missing_nouns, sentence.text)  # 신입 매장직원: 입사일에 지급
        missing_nouns = wanted_for.left_out(part.text, missing_nouns, covered, sentence.text)  # 숙제한다고 쓰자는데
        covered_nouns = [t.text for t in part.terms if not t.verb and t.text in covered]
        missing_nouns = coworker_story.left_out(part.text, missing_nouns, sentence.text,  # 팀원 노트북이 느린데
                                                covered_nouns, covered)
        missing_nouns = listed_kinds.answered(part.text, missing_nouns, sentence.text,  # 등급 어떤 종류: A·B 중
                                              covered_nouns)
        missing_nouns = waited_option.answered(part.text, missing_nouns, sentence.text)  # 전화해야 … 아님 기다리면
        missing_nouns = searched_places.left_out(part.text, missing_nouns, part.concepts)  # 책상에도 없어요
        missing_nouns = sufficient_belief.left_out(part.text, missing_nouns, sentence.text)  # 백신검사만 하면 …던데
        missing_nouns = requested_deed.answered(part.text, missing_nouns, covered_nouns)  # 선배가 결재 올려달래요
        missing_nouns = message_content.answered(part.text, missing_nouns, covered)  # 택배 조회하라는 메일
        missing_nouns = suspicious_message.answered(part.text, missing_nouns, sentence.text)  # 이상한 메일 왔는데 X래요
        missing_nouns = english_message_content.answered(part.text, missing_nouns, covered)  # "email with a zip"
        missing_nouns = english_doc_subject.answered(part.text, missing_nouns, covered,  # "confidential pricing doc"
                                                     lambda w: bool(part.concepts.get(w)))
        not_even = situations.not_even_nouns(part.text, covered)  # "기사님 연락도 안 되고": a failed attempt
        missing_nouns = [n for n in missing_nouns if n not in not_even]
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
        missing_nouns = said_meaning.answered(part.text, missing_nouns)  # "된다는 뜻인가요": a frame
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
        missing_nouns = offered_recipient.answered(part.text, missing_nouns, lambda: self.corrects_recipient(
            part, sentence.text, body), [t.text for t in unmatched if t.verb])  # "IT 담당자한테 신고하면 되죠?"
        missing_nouns = english_states.answered(part.text, missing_nouns, sentence.text, self._words_for(part))
        missing_nouns = english_chain.answered(self.glossary, part.text, [t.text for t in part.terms], missing_nouns,
                                               covered, sentence.text, self._words_for(part))  # laptop -> 장비
        missing_nouns = english_device.answered(part.text, missing_nouns, sentence.text,
                                                self._words_for(part))  # the monitor: 장비
        missing_nouns = english_actor.answered(part.text, missing_nouns, sentence.text, self._words_for(part),
                                               self._forms_for(part))  # who leaked
        missing_nouns = english_story_place.answered(part.text, missing_nouns, excerpt.text,
                                                     self._words_for(part))  # stolen at the airport
        missing_nouns = english_install.answered(part.text, missing_nouns, sentence.text)  # already on the laptop
        missing_nouns = english_wait.answered(part.text, part.permission, missing_nouns, sentence.text)  # wait till
        missing_nouns = english_file_format.answered(part.text, missing_nouns, sentence.text)  # customer list excel
        missing_nouns = english_account_sharing.answered(part.text, missing_nouns, sentence.text)  # borrow my login
        missing_nouns = english_coworker.answered(part.text, missing_nouns, sentence.text)  # my colleague wants to
        missing_nouns = preinstalled.answered(part.text, missing_nouns, sentence.text)  # 새 노트북에 이미 깔려
        missing_nouns = prefix_said_again.said_again(part.text, missing_nouns, sentence.text)  # 재사용: 다시 쓸
        missing_nouns = swapped_person.corrected(part.text, part.confirm, missing_nouns, sentence.text, frozenset(
            w for words in part.concepts.values() for w in words))  # 담당자한테만 vs 보안팀에
        # an English story clause whose words were set aside tells a situation of its own ("I'm going on
        # parental leave, do I have to return my laptop?"): a rule that opens with another is no answer
        english_story = english.is_english(part.text) and len(missing_nouns) < len(unset)
        missing_verbs = account_login.answered_part(part, [t.text for t in unmatched if t.verb], sentence.text)
        missing_verbs = message_content.answered(part.text, missing_verbs, covered)  # 결제하라는 문자
        missing_verbs = suspicious_message.answered(part.text, missing_verbs, sentence.text)  # 링크 수상함
        missing_verbs = english_message_content.answered(part.text, missing_verbs, covered)  # "telling me to verify"
        missing_verbs = english_account_sharing.answered(part.text, missing_verbs, sentence.text)  # "to finish the job"
        missing_verbs = collect_setting.placed(part.text, missing_verbs, sentence.text, self.glossary)  # 칸 넣어도
        missing_verbs = outside_place.answered(part.text, missing_verbs, sentence.text)  # "고객사" read as 고객 + 사다
        missing_verbs = same_situation.borrowed_acts(part, missing_verbs, excerpt, sentence, named)  # "퇴사하면 … 반납"
        missing_verbs = described_acts.without_described(part.text, missing_verbs, in_body, part.concepts,
                                                          sentence.text)  # "개인정보 적힌 서류"
        missing_verbs = absent_state.without_absent(part.text, missing_verbs, in_body, sentence.text)  # 안 붙어있으면
        missing_verbs = hedged_condition.without_hedge(part.text, missing_verbs, excerpt.section,
                                                       self.policy_words_for)  # 악성코드 의심되면 (heading: 감염)
        missing_verbs = reversed_act.without_lasting(  # 언제 풀려요, "… 풀리는 거 맞죠?" (풀리 ends it)
            part.text, self._final_act(part, reversed_act.without_confirm_tag(part.text)), missing_verbs, sentence.text)
        missing_verbs = waited_span.without_wait(part.text, part.quantity, missing_verbs, sentence.text)  # 몇 분 기다려
        missing_verbs = reversed_permission.answered(part.text, missing_verbs, sentence.text,  # 와이파이 켜둬도 vs 꺼서
                                                     part.permission or part.yes_no, last_act(part))
        missing_verbs = waited_option.answered(part.text, missing_verbs, sentence.text)  # 기다리면 vs 시간이 지나면
        missing_verbs = proposed_means.way_answered(part.text, missing_verbs, sentence.text)  # 첨부해서 vs 걸어 보낸다
        missing_verbs = reversed_permission.remaining_answered(part.text, missing_verbs, sentence.text,  # 권한 남나요
                                                               part.permission or part.yes_no, last_act(part))
        missing_verbs = requested_deed.answered(part.text, missing_verbs, [  # 결재 올려달래요: the favour asked
            t.text for t in part.terms if not t.verb and t.text in covered])
        missing_verbs = wanted_for.left_out(part.text, missing_verbs, covered, sentence.text)  # 숙제한다고 쓰겠대
        missing_verbs = elsewhere.left_out(part.text, missing_verbs)  # 전 회사는 … 잠겼는데 여긴 몇 번까지
        missing_nouns, missing_verbs = offered_condition.answered_both(  # VPN만 켜면 접속해도 vs 접속하지 않는다
            part.text, missing_nouns, missing_verbs, part.permission or part.yes_no, sentence.text,
            lambda: self._forbids_act(part, last_act(part), sentence.text))
        # "노트북 며칠 빌려줘도 돼요?" is answered by a rule that forbids the act outright ("빌려주지 않는다")
        final = last_act(part)
        forbidden = part.permission and part.quantity in QUANTITY_KINDS and self._forbids_act(
            part, final, sentence.text)
        quantity_ok = part.quantity is None or forbidden or has_quantity(sentence.text, part.quantity) or (
            part.inferred_quantity and at_once_corrects(part.text, sentence.text)) or (  # "일주일 안에만" -> 즉시
            delay_asked.at_once_answers(part.text, part.permission, sentence.text)) or (  # "며칠 있다가 말해도" -> 바로
            section_at_once.answers(part.text, part.permission, sentence.text, excerpt.text)) or (  # 즉시 + 미루지 않고
            deadline_at_once.answers(part.text, sentence.text, final, self.policy_words_for,  # 언제까지 -> 즉시
                                      self.glossary.policy_words_in)) or (
            delay_asked.act_at_once(part.text, part.permission, sentence.text, final,  # 며칠 더 찾아보고 나서 -> 즉시
                                    self.policy_words_for, self.glossary.policy_words_in))
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
        missing.extend(named_thing.problems(part, covered, self.policy_acts, sentence.text,  # 컴 바꾼 지 …
                                            f"{excerpt.section} {excerpt.text}"))
        missing = unneeded_act.answered(part.text, missing, sentence.text)  # 연락 안 해도 vs 자동으로 풀린다
        missing = ignored_duty.answered(part.text, missing, sentence.text)  # 무시해도 vs 받으면 신고한다
        missing = container_only.answered(  # 라벨 없는 파일 vs "등급 표시가 없는 문서는 …"; 며칠 안에 파기
            missing, [t.text for t in part.terms if t.text in covered], sentence.text,
            figure_stated and container_only.figure_asked(part.text, covered))
        covered_acts = [t.text for t in part.terms if t.verb and t.text in covered]  # (covered is final from here)
        missing = forbidden_first.answered(  # 고객 정보 넣고 요약 돌려도 vs "… 입력하지 않는다"
            part.text, missing, part.permission, covered_acts,
            lambda act: self._forbids_act(part, act, sentence.text), sentence.text,
            lambda act: bool(forbidden_first.DISCLOSING & {act, *part.concepts.get(act, ())}))
        # "빼돌린 것 같은데 신고하면 불이익 …" vs "신고한 사람에게는 …" (bot.rules.reported_story)
        missing = reported_story.answered(part.text, missing, sentence.text, excerpt.text, covered_acts)
        named_row = excerpt.kind == "row" and ":" in excerpt.section and self._names_row(part, excerpt)
        missing = row_reason.without_reason(part.text, missing, named_row, final in covered or (  # 무거워서
            named_row and row_reason.latin_act(part.text) in covered), covered)
        missing = row_reason.described(part.text, missing, named_row, covered)  # "PDF 보는 아크로뱃 리더"
        missing = english_row_purpose.without_purpose(part.text, missing, named_row,
                                                      lambda w: bool(part.concepts.get(w)), sentence.text)  # "for dev"
        missing = row_parts.answered(missing, excerpt.kind == "row" and row_parts.names_part(  # 아웃룩도 포함
            [t.text for t in part.terms if not t.verb], excerpt.text, self.glossary.policy_words_for))
        missing = told_scene.without_story(self, part, missing, covered, sentence.text, literal)  # bot.rules.told_scene
        missing = alert_told.without_notice(part.text, part.quantity, missing)  # "만료 알림 떴는데 며칠 전에"
        missing = validity_span.without_issuing(part.text, part.quantity, missing, sentence.text)  # 발급받으면 언제까지
        nouns = [t for t in part.terms if not t.verb]
        # a predicate the glossary ties to a policy word counts as that word ("갖고 있어도" -> 보관 기간은 …)
        verb_in_body = any(t.verb and t.text in covered and self._matches(
            t, body_squeezed, body, part.concepts.get(t.text, set())) for t in part.terms)
        title_only = 0
        own = own_nouns(nouns, folded | means | occasion)  # the device an act is done with is no topic (device_means)
        if nouns and not in_body and (len(own) >= 2 or not verb_in_body) and not self._section_subject(
                part, own, covered, excerpt, sentence, verb_in_body or counted or any(
                    compact(word) in body_squeezed for word in part.extra)
                or collecting_duty.pins(part.text, sentence.text)):  # bot.rules.section_topic, .collecting_duty
            missing.append("(a topic word in the sentence itself)")  # the document title alone is no answer
        elif in_body and (part.permission or ASKS_LEAVE_RE.match(part.text)) and "·" in excerpt.title:
            # a title that names several subjects ("원격근무·VPN 규정") does not say which one a section is
            # about: what the question asks about is in the sentence ("남편이 회사 VPN 써도 돼요?" is not
            # answered by "업무용 노트북은 가족과 함께 쓰지 않는다" of the 원격근무 section)
            # ... nor is a noun the title alone carries when the sentence names another of the title's subjects
            # ("잘못 보낸 메일 회수 가능?" against "대외비 문서의 출력물은 … 회수한다": bot.rules.title_subjects)
            other = self._other_title_subject(part, [t.text for t in nouns if t.text in covered
                                                     and t.text not in in_body and t.text not in titled],
                                              excerpt.title, body)
            missing.extend(f"({word}{TITLE_ONLY}" for word in [*titled, *other])
            title_only += len(titled) + len(other)
        if final is not None and final in covered and final not in alike and final not in folded \
                and not kept_deleted.answers_keeping(part.permission, part.concepts.get(final, set()),
                                                     sentence.text) and not any(
                t.text == final and (self._matches(t, body_squeezed, body, part.concepts.get(t.text, set()))
                                     or away_from_work.carried(t.text, part.concepts.get(t.text, set()), body))
                for t in part.terms):
            # the act the question ends on is asked: a title that names it ("업무용 장비 지급·반납 규정") does
            # not make a sentence on another act answer it ("육아휴직 들어갈 때도 노트북 반납해야 하나요?" is
            # not answered by "노트북은 4년마다 교체한다"); an act the sentence carries by its own rule (folded or
            # alike: "제 카드로 결제하고 청구하면" by "… IT 담당자가 구매하고", bot.rules.payment_means) is carried
            missing.append(f"({final}{TITLE_ONLY}")
            title_only += 1
        missing.extend(f"({w}{TITLE_ONLY}" for w in english_title_act.title_acts(part.text, titled, excerpt.title,
                                                                               self._words_for(part))
                       if f"({w}{TITLE_ONLY}" not in missing)  # "when do I return": 지급·반납 규정
        missing.extend(found_again.problems(part.text, sentence.text))  # 잃어버렸다 다시 찾은
        missing.extend(pirated_copy.problems(part.text, sentence.text))  # 크랙버전 Photoshop vs its catalogue row
        if excerpt.kind == "row" and ":" in excerpt.section and not self._names_row(part, excerpt):
            missing.append("(the table row's name)")  # a row answers only a question about that row
        for word in part.extra:
            said = any(compact(w) in squeezed for w in (word, *part.extra_alternatives.get(word, ())))
            (covered if said else missing).append(word)
        missing.extend(self._unstated(part, sentence, excerpt, covered, near, body))
        missing.extend(self._unqualified_heads(part, covered, squeezed))  # 이상한 메일: 피싱, not any 메일
        missing.extend(re_prefix.said_again(part.text, self._unqualified(part, sentence, body, body_squeezed),
                                            covered, sentence.text))  # 다시 쓰 -> 재사용
        missing.extend(re_prefix.prefixed_unsaid(part.text, covered, sentence.text,  # 재사용해도 vs 쓰지 않고
                                                 lambda w: bool(self.policy_words_for(w)), last_act(part)))
        told_english = bool(part.told) and english.is_english(part.text)  # its story after it (rules.asked_sentence)
        if part.told and not told_english and not story_tells_situation(self, part, sentence.text) and not (
                mood_remark.tells_nothing(part.told)):  # "… 말해야 돼요? 급해요" (bot.rules.mood_remark)
            missing.extend(self._other_situation(part, sentence))
        elif english_story or told_english:
            missing.extend(self._other_english_situation(part, sentence))
        # "알려드려도 돼요?", "재택 해도 돼요?" (bot.rules.done_case, .noun_act)
        missing.extend(self._leave_problems(part, sentence.text, f"{excerpt.title} {excerpt.section}"))
        missing.extend(told_object.problems(part.told, sentence.text, self.policy_words_for,  # 노트북을 vs 보안 USB를
                                            part.text))
        missing.extend(got_new.untold_thing(part.told, part.text,  # 공유기 새로 샀어요 (bot.rules.got_new)
                                            lambda w: self.known(Term(w, verb=False))))
        if english_heading_only(self, part, sentence.text, f"{excerpt.title} {excerpt.section}", covered):
            missing.append("(a topic word in the sentence itself, not only its heading)")  # bot.rules.heading_only
        missing.extend(self._situation_problems(part, sentence, covered, body, final))
        missing.extend(other_condition.other_situation(self, part, sentence.text, body))  # bot.rules.other_condition
        missing.extend(untold_condition(self, part, sentence.text))
        missing.extend(untold_recipient(part, sentence.text))
        missing.extend(described_person.untold(sentence.text, lambda w: self._names(part, w)))  # 신고한 사람에게는
        missing.extend(done_act.problems(f"{part.told} {part.text}", sentence.text))  # 재발급 받았으면 (rules.done_act)
        missing.extend(done_moment.problems(f"{part.told} {part.text}", sentence.text))  # 가져갔던 vs 가져갈 때는
        missing.extend(lasting_period.no_span_taken(part.text, sentence.text))  # how long do backups take
        missing.extend(p for p in [given_figure.problem(part, sentence.text)] if p)  # 2시에 시작하면 몇 시에 끝나
        missing.extend(self._scope_problems(part, sentence, excerpt, covered, in_body))
        missing.extend(negated_condition.problems(part.text, in_body, sentence.text))  # "if I don't log into …"
        missing.extend(denied_state.problems(part.text, in_body))  # "it's not lost" (bot.rules.denied_state)
        missing.extend(self._place_problems(part, sentence, excerpt, body))
        missing.extend(self._attribute_problems(part, sentence, body))
        missing.extend(self._kind_scope_problems(part, sentence, body, excerpt.section, excerpt.text))
        missing.extend(asked_counter.problems(part.text, sentence.text, part.quantity))
        missing.extend(modifier_only.problems(  # "VPN 써야 돼요?" vs "VPN 인증서의 유효기간은 …" (rules.modifier_only)
            [t.text for t in part.terms if not t.verb and t.text in covered],
            any(t.verb and t.text in covered for t in part.terms) or echoed, body, part.text,
            lambda head: self._names(part, head), lambda noun: [noun, *self._words_for(part)(noun)],
            f"{excerpt.section}\n{excerpt.text}"))
        # "미리 바꿔놔도 되나요?" vs "… 변경 안내가 표시된다" (rules.modifier_only); a row's column name is no qualifier
        asked_act = final if (part.permission or part.yes_no) and excerpt.kind != "row" else None
        missing.extend(modifier_only.act_problems(asked_act, self._forms_for(part), sentence.text, part.text,
                                                  lambda head: self._names(part, head)))
        missing.extend(told_act_judged.problems(part.text, sentence.text, self.policy_words_for))  # 두고 왔는데 괜찮나
        # 맥북으로 바꿔줄 수 있어요? vs 노트북은 4년마다 교체한다 (bot.rules.changed_into)
        missing.extend(changed_into.problems(part.text, sentence.text, self.policy_words_for))
        missing.extend(asked_only.problems(part.text, sentence.text))  # "X뿐이에요?": a sentence that says only
        missing.extend(heard_rule.problems(part.text, part.terms, covered))  # …한다던데 카드로 결제하면
        missing.extend(counted_as.problems(part.text, part.terms, covered))  # X도 불법 복제에 들어가요?
        missing.extend(photo_taken.problems(part.text, sentence.text))  # 사진 찍어서 올려도 (bot.rules.photo_taken)
        words_for = self._words_for(part)  # a question word -> its policy words, for the rules below
        missing.extend(compared_side.problems(part.text, body, words_for))  # bot.rules.compared_side
        missing.extend(waited_option.unless_answered(part.text, sentence.text,  # the waiting option answered
                                                     alternatives.problems(part.text, body, words_for)))
        missing.extend(telling_asked.problems(part.text, sentence.text))  # bot.rules.telling_asked
        missing.extend(telling_duty.problems(part.text, sentence.text))  # 알려야 하나요 (bot.rules.telling_duty)
        missing.extend(telling_manner.problems(part.text, sentence.text))  # bot.rules.telling_manner
        missing.extend(anyone_asked.problems(part.text, sentence.text))  # bot.rules.anyone_asked
        missing.extend(cost_asked.problems(part.text, sentence.text))  # bot.rules.cost_asked
        missing.extend(reason_asked.problems(part.text, sentence.text))  # 왜 …해야 돼요: a reason
        missing.extend(consequence.frequency_problems(part.text, part.quantity, sentence.text))  # bot.rules.consequence
        missing.extend(consequence.consequence_problems(part.text, part.yes_no, final, covered, sentence.text,
                                                        words_for))
        missing.extend(proposed_means.problems(part.text, sentence.text, words_for))  # bot.rules.proposed_means
        missing.extend(folded_condition.problems(part, sentence.text))  # 휴지통 비우면 … 삭제된 거 맞아요?
        missing.extend(actor_role.problems(part.text, sentence.text))  # 팀장님이 쓴다는데 vs 팀장 승인
        # "N 없는 X", and "… 개인정보는 없어요" told beside the question
        missing.extend(absent_content.problems(part.text, sentence.text, excerpt.title, words_for, part.told))
        missing.extend(absent_from.problems(part.text, sentence.text, words_for))  # "목록에 없는 X"
        missing.extend(heading_modifier.problems(part.text, sentence.text, f"{excerpt.section} {excerpt.title}",
                                                 covered, words_for, excerpt.section))  # 깔려 있는 목록
        missing.extend(other_occasion.problems(part.text, sentence.text, excerpt.section, words_for))  # 나올 때도
        missing.extend(other_kind.problems(part.text, body))  # 외장하드 vs 보안 USB, 사무실 vs 서버실
        missing.extend(other_modifier.problems(  # 보안 USB vs 개인 USB
            part.text, [w for t in part.terms if not t.verb for w in part.concepts.get(t.text, ())], body,
            sentence.text))
        missing.extend(another_one.problems(part.text, sentence.text, self._forms_for(part)))  # 다른 PC로 vs 컴퓨터는
        missing.extend(word_front.problems(  # 전화 vs 전화번호
            part.text, [t.text for t in part.terms if not t.verb], sentence.text,
            f"{excerpt.section} {excerpt.title}", self.policy_words_for))
        missing.extend(word_tail.problems(  # 휴대폰 번호 vs 비밀번호
            part.text, [t.text for t in part.terms if not t.verb], sentence.text,
            f"{excerpt.section} {excerpt.title}", self.policy_words_for))
        # a story told with a verb of its own ("IT팀이 업데이트한다고"), not carried by the sentence
        told_acts = [t.text for t in unmatched if t.verb and t.text in told and t.text not in covered]
        missing.extend(inherited_condition.problems(  # "회의 끝났는데 … 끄면" vs a rule under "감염이 의심되면"
            part.text, story_nouns, sentence.text, self._earlier(sentence, excerpt), lambda c: any(
                self.word_in(t, part, c) for t in part.terms) or any(compact(w) in c for w in part.extra),
            excerpt.section, told_acts, self.policy_words_for))
        missing.extend(figure_kind.problems(part.text, [(a.number, a.kind) for a in part.asserted], [  # 25개 vs 25MB
            (a.number, a.kind) for a in asserted_quantities(sentence.text)], not any(not t.verb for t in part.terms),
            part.quantity is not None and not part.inferred_quantity))
        missing.extend(reversed_act.problems(part.text, sentence.text))  # bot.rules.reversed_act
        missing.extend(from_to.problems(part.text, body))  # bot.rules.from_to: 외부에서 받은 vs 외부로 보내는
        missing.extend(reported_story.answered(  # 업체가 우리 쪽에 넘겨준다 vs 업체에 넘기지; not a reported story's
            part.text, giver_side.problems(part.text, body), sentence.text, excerpt.text, covered_acts))
        missing.extend(received_from.problems(part.text, sentence.text))  # 외부에서 … 받을 수 vs 보낼 수
        missing.extend(approver_acts.problems(part.text, sentence.text))  # 팀장님이 직접 보내는 vs 팀장 승인
        missing.extend(inside_office.problems(f"{part.told} {part.text}", sentence.text))  # 사무실인데 vs 회사 밖
        missing.extend(told_point_problems(self, part, sentence.text))  # size, exception, own act
        missing.extend(told_incident.problems(part.told, body, self.glossary))  # 노트북 잃어버린 것 같아요. 비밀번호 …?
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
        missing.extend(lead_time.when_problems(part.text, sentence.text, lambda w: self._names(part, w)))  # 언제 만료
        missing.extend(lead_time.after_problems(part.text, sentence.text))  # 만료되면 며칠 안에 vs 만료되기 30일 전에
        missing.extend(lasting_period.problems(part.text, sentence.text))  # take to get vs 유효기간은 1년
        missing.extend(asserted_period.problems(part.text, part.inferred_quantity, sentence.text, words_for))
        missing.extend(unmet_duty.problems(part.text, sentence.text, context))  # bot.rules.unmet_duty
        missing.extend(english_event.problems(part.text, sentence.text, self._forms_for(part)))  # rules.english_event
        missing.extend(self._figure_problems_of(part, sentence.text, covered))
        missing.extend(trailing_condition.problems(part, sentence.text))  # "… 되죠? 특수문자 넣으면"
        # what kind of answer is asked besides the topic: a bound, a count, a place (bot.rules.answer_kind)
        wanted = part.quantity if not part.inferred_quantity and not forbidden else None
        # (the who-check asks whether a party is one of the question's glossary words: 외주사 -> 외부 업체, 업체)
        missing.extend(answer_kind.problems(part.text, sentence.text, wanted, QUANTITY_KINDS.get(wanted or ""),
                                            lambda w: any(compact(c).endswith(compact(w))
                                                          for words in part.concepts.values() for c in words)))
        missing = no_approver.without_who(part.text, sentence.text, missing)  # 누구한테 허락: 자유 설치
        missing.extend(condition_figure.problems(part, sentence.text, QUANTITY_KINDS.get(wanted or "")))
        missing.extend(measured_part.problems(part, sentence.text, covered, self.known, MEASURE_NOUNS,  # 배터리 주기
                                              wanted in QUANTITY_KINDS.keys() - PLACE_TIME_KINDS))
        missing = over_limit.without_explained(part.text, sentence.text, missing)  # 40메가라 안 붙어요
        missing = sized_file.without_purpose(part.text, sentence.text, missing, [t.text for t in nouns],
                                             self.policy_words_for)  # 발표 영상이 60MB
        missing = other_service.without_account(part.text, sentence.text, missing)  # 개인 계정: 다른 서비스
        missing = english_own_account.without_own_account(part.text, sentence.text, missing)  # vs 회사 계정으로만
        missing = english_expired_reuse.answered(part.text, sentence.text, missing)  # expired: switch back
        missing = leniency.without_manner(missing, points)
        missing = closing_question.without_story(  # "…나오는데요, 몇 글자 이상으로 만들어야 하나요?" (story first)
            part.text, sentence.text, part.terms, missing, covered, counted,
            (part.permission or part.yes_no or part.confirm) and not counted, lambda w: w in in_body, self.known,
            self._story_act, modifiers_of(part.text, frozenset(covered)))
        missing.extend(english_side_point.problems(part.text, sentence.text))  # Spotify / extensions / need
        missing = hedged_condition.without_screen_hedge(part.text, missing, excerpt.section,  # 랜섬웨어 같은 창 떴는데
                                                        self.policy_words_for)
        echoes = len((part.predicates - GENERIC_VERBS) & lemmas_of(sentence.text))  # 받아도 echoes nothing
        cov = Coverage(sentence, covered, missing, quantity_ok, echoes, len(in_body), acts=self._acts(part, sentence),
                       title_only=title_only)
        return heard_premise.corrected(part.text, sentence.text, cov, lambda clause: self.coverage(  # 3년 쓰면 …던데
            self._part(clause), sentence, excerpt, literal))

    def _story_act(self, term: Term) -> bool:
        """A story's act a rule may open with (잃어버리 -> 분실, 옮기): it says which rule applies
        (bot.rules.closing_question)."""
        if self.rule_conditions is None:
            return True  # without the policies' conditions every act may say which rule applies
        return closing_question.opens_rule(term.text, self.rule_conditions, self.policy_words_for(term.text))

    def _section_subject(self, part: Part, nouns: list[Term], covered: list[str], excerpt: Excerpt,
                         sentence: Sentence, pinned: bool) -> bool:
        """The title-carried nouns are the subject the section's opening rule names (bot.rules.section_topic)."""
        held = [t for t in nouns if t.text in covered]
        opening = split_sentences(excerpt, sentence.excerpt)[:1]
        carried = section_topic.carried_nouns(
            [t.text for t in held], sentence.index, opening[0].text if opening else None,
            lambda noun, text: any(t.text == noun and self._matches(t, compact(text), text, part.concepts.get(
                noun, set())) for t in held), pinned)
        return bool(held) and len(carried) == len(held)
