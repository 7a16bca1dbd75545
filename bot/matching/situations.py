"""Whether a sentence answers the part's situation: another situation or condition than the question tells,
another role, channel or recipient, a duty for a consequence the question does not have, an act the sentence
leaves unstated; English questions read through their Korean glossary words.
"""

from __future__ import annotations

import re

from bot.language import english
from bot.language.terms import GENERIC_VERBS, Term, compact, content_terms, lemmas_of
from bot.matching.carried import CarriedWords
from bot.matching.model import (
    ABSENCE_WORDS,
    OBLIGATION_ASKED_RE,
    PLACE_TIME_KINDS,
    Part,
    Sentence,
    _owned_things,
    has_quantity,
)
from bot.matching.question_parts import QuestionParts
from bot.matching.wording import fails_in, last_act, past_scene
from bot.models import Excerpt
from bot.rules import (
    able_act,
    absent_state,
    answer_kind,
    asserted_figure,
    chained_act,
    collect_setting,
    collecting_duty,
    conditioned_means,
    contrast,
    done_thing,
    english_untold_act,
    generic_duty,
    got_new,
    leniency,
    meaning_asked,
    planned_act,
    printed_matter,
    reversed_act,
    situations,
    told_act,
    written_in,
)
from bot.rules.asked_case import asks_case as _asks_case
from bot.rules.clauses import background_predicates
from bot.rules.leniency2 import shared_use
from bot.rules.message_parts import QUESTION_WORD_RE, leading_condition
from bot.rules.story import generic_conditions, trouble_nouns, trouble_predicates


def _bare_duty_problems(part: Part, condition: tuple[str, ...], told: bool) -> list[str]:
    """"OTP 인증도 꼭 해야 되는 거예요?" vs "휴대폰을 바꾸면 OTP를 다시 등록한다": whether a thing binds at all is not
    answered by a rule that binds only in a situation the question does not tell (bot.rules.generic_duty)."""
    if not condition or told or part.told or leading_condition(part.text) or not generic_duty.asks_bare_duty(part.text):
        return []
    return [f"(the rule's condition {' '.join(condition)}: the question asks whether it binds at all)"]


def _meaning_problems(part: Part, sentence: str) -> list[str]:
    """A definition quoted for a question that asks no meaning (bot.rules.answer_kind), a meaning asked of a term
    the sentence only uses ("X라는 게 어떤 걸 말하는 거예요?", bot.rules.meaning_asked)."""
    defined = answer_kind.definition_problem(part.text, sentence, frozenset(compact(w) for w in part.message_words))
    meant = meaning_asked.meaning_problem(part.text, sentence)
    return [p for p in (defined, meant) if p]


# a generic act's noun in the policies' register ("회사에서 쓰는 것도" and "회사 사용은 유료", session 56)
_NOUN_FORMS = {"쓰": ("사용",)}


class SituationRules(QuestionParts, CarriedWords):
    """The situation problems of a sentence: situation, role, channel, recipient, unstated act."""

    def _other_situation(self, part: Part, sentence: Sentence) -> list[str]:
        """A rule that opens with its situation ("퇴사하면 …", "서버실에 들어갈 때는 …") answers a question
        whose story was set aside only when the question or its story tells that situation, itself or by a word the
        glossary files under it ("폰을 새로 바꿨어요." tells 휴대폰): "휴직을 하게 됐어요. 노트북은 며칠 안에
        반납해야 하나요?" is not answered by the rule for leaving the company."""
        lead = leading_condition(sentence.text)
        if not lead or leading_condition(part.text):
            return []  # a question that states its own situation ("계정 잠기면 …") does not lean on the rule's
        said = f"{part.text} {part.told}"
        terms = content_terms(said)
        told = {t.text for t in terms} | lemmas_of(said) | {w for t in terms for w in self.policy_words_for(t.text)}
        heads = [t.text for t in terms if not t.verb]  # "폰" names the 휴대폰 of "휴대폰을 바꾸면"
        return [f"({t.text}: the rule's situation, which the question's story does not tell)"
                for t in content_terms(lead) if t.text not in told and not any(
                    t.text.endswith(h) and len(h) < len(t.text) for h in heads)][:1]

    def _other_english_situation(self, part: Part, sentence: Sentence) -> list[str]:
        """`_other_situation` for an English question whose story clause was set aside: the rule's
        opening situation ("퇴사하면 …") must be named by some word of the question, as itself or as a
        glossary variant of it ("quitting" -> 퇴사, "lost" -> 분실 for 잃어버리면)."""
        told = {w for words in part.concepts.values() for w in words} | set(part.extra)
        story = part
        if part.told:  # the sentence set aside after the question tells its situation as one before it does
            story = self._part(part.told)
            told |= {w for words in story.concepts.values() for w in words} | set(story.extra)
        if (act := english_untold_act.untold_ruling(self, [part, *([story] if part.told else [])], sentence.text)):
            return [f"({act}: the rule's act, which the question does not tell)"]  # bot.rules.english_untold_act
        lead = leading_condition(sentence.text)
        if not lead:
            return []
        squeezed = compact(lead)
        variants = {compact(v) for word in told for v in self.glossary.variants.get(word, ())}
        if acts := english_untold_act.untold_acts(self, [part, *([story] if part.told else [])], lead, told | variants):
            return [f"({' / '.join(acts)}: the rule's act, which the question's story does not tell)"]
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

    def _likened_problems(self, part: Part, sentence: str, covered: list[str]) -> list[str]:
        """"이것도 분실처럼 신고해야 하나요?": a noun the question only likens its case to (N처럼) is no condition
        told, though the sentence's condition carries it ("보안 USB를 잃어버리면 …")."""
        compared = situations.compared_nouns(part.text)
        lead = (leading_condition(sentence) or "") if compared else ""
        likened = [t.text for t in part.terms if not t.verb and t.text in compared and t.text in covered
                   and self._matches(t, compact(lead), lead, part.concepts.get(t.text, set()))]
        return [f"(the condition {' '.join(likened)}: the question only likens its case to it)"] if likened else []

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
        if condition and told and not named and not got_new.replaced(part.text, condition, [  # bot.rules.got_new
                t.text for t in part.terms if not t.verb and t.text in covered]):
            main = situations.main_clause(sentence.text)
            nouns = [t for t in part.terms if not t.verb and t.text in told_nouns]
            if not any(in_body(t, main) for t in told) and not any(
                    self._matches(t, compact(main), main, part.concepts.get(t.text, set())) for t in nouns):
                out.append(f"(the sentence's situation: {' '.join(condition)})")
        out.extend(_bare_duty_problems(part, condition, bool(named or told)))
        negated_ko = situations.negated_korean(part.text) if not english_part else frozenset()
        denied = [w for w in named if w in negated_ko] if negated_ko else \
            [w for w in named if negated and not self._names_except(part, w, negated)]
        out.extend(self._likened_problems(part, sentence.text, covered))  # "이것도 분실처럼": only likened
        acts = situations.condition_acts(sentence.text)
        done = [w for w in named if w not in denied and w in acts]  # "didn't click the link": 링크 is no act
        if denied and not done:
            # "… without clicking anything", "링크는 안 눌렀는데": the question denies the rule's condition
            out.append(f"(the condition {' '.join(denied)}: the question says it did not happen)")
        out.extend(situations.unlike_case(part.text, sentence.text, bool(denied)))  # "외부 업체가 아니라 …"
        out.extend(situations.unchanged_english(  # "same phone tho" vs "휴대폰을 바꾸면"
            part.text, leading_condition(sentence.text) or "", self._words_for(part)))
        out.extend(self._channel_problems(part, sentence.text))
        out.extend(self._figure_problems(part, body))
        # an event the policies never name, and what to do after it ("물을 쏟았어요 어떻게 해야 돼요?")
        if (told or context) and situations.asks_what_to_do(part.text):  # English: an unknown -ed word told
            events = got_new.untold_events(part.text, [*told, *(w for w in context if situations.english_past(w))],
                                           condition, [t.text for t in part.terms if not t.verb and t.text in covered])
            foreign = [t for t in events if t not in GENERIC_VERBS and not self.known(Term(t, True))
                       and not self.policy_words_for(t) and not in_body(t)
                       and t not in negated_ko  # "시도한 적 없는데": an event that did not happen
                       and not chained_act.leads_to(part.text, t, covered)  # "자료 담아서 … 가져가려고": a means
                       and not printed_matter.done_with(part.text, t, sentence.text)]  # 인쇄한 자료 다 읽었는데
            out.extend(f"(the event {t}: no rule names it)" for t in foreign)
        # "개인" said of another thing ("개인 노트북에 꽂아도" vs "개인 USB나 외장 하드는")
        spans = situations.owned_spans(sentence.text)
        things = _owned_things(part, english_part)
        if things and not spans and "개인" not in body:
            # "개인 휴대폰 잃어버렸는데 …" is not answered by a rule on the company's 장비
            out.extend(f"(개인 {thing}: the sentence speaks of no one's own thing)" for thing in things
                       if compact(thing) not in compact(body) and not contrast.states_other_value(  # 회사 계정으로만
                           "개인", [t.text for t in part.terms if not t.verb], body))
        for thing in things if spans else ():
            head = thing.split()[-1]
            term = Term(head, False)
            concepts = part.concepts.get(head, set())
            if not any(self._matches(term, compact(span), span, concepts) or compact(thing) in compact(span)
                       or self._near_synonyms([head], span) for span in spans):
                out.append(f"(개인 {thing}: the sentence says 개인 of {' / '.join(spans)})")
        out.extend(self._role_problems(part, sentence, covered))
        out.extend(self._also_problems(part, sentence, body))
        if (part.yes_no or part.permission) and final and situations.presupposed(sentence.text, final):
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
            if collect_setting.form_of_item(part.text, word, sentence.text, self.glossary):
                continue  # "주민번호 입력칸도": the field the item goes into (bot.rules.collect_setting)
            concepts = part.concepts.get(word, set()) | set(self.policy_words_for(word))
            forms = {word, *concepts, *self._equivalents(word)}
            if not any(compact(w) in squeezed for w in forms) and not self._matches(
                    Term(word, False), squeezed, body, concepts):
                out.append(f"({word}도: the sentence does not name it)")
        for modifier, word in situations.also_modifiers(part.text):
            # "회사에 신고하는 거 말고 경찰 신고도": which one is asked as well, in a word the policies never use
            if not self.known(Term(modifier, False)) and compact(modifier) not in squeezed:
                out.append(f"({modifier} {word}도: the sentence does not name it)")
        acts = situations.also_acts(part.text)
        lemmas = lemmas_of(body) if acts else frozenset()
        asked = compact(part.text)
        # "사내 시스템 들어가는 것도": the act in a glossary phrase the question says for a policy word the sentence
        # says ("시스템 들어가" for 접속); looked up only when the question asks an act as well
        # ... or in a one-word variant the question writes, which the analyzer cut to another stem ("까는" of 깔다
        # for 설치: "7zip 까는 것도 허락받아야 돼요?")
        phrases = [v for word, variants in self.glossary.variants.items() if compact(word) in squeezed
                   for v in variants if compact(v) in asked] if acts else []
        for act in acts:
            if act not in lemmas and compact(act) not in squeezed and not any(
                    act in v if " " in v else v.startswith(act) for v in phrases) and not any(
                    compact(w) in squeezed for w in self._equivalents(act)) and not any(
                    w in squeezed for w in _NOUN_FORMS.get(act, ())):
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
        if part.quantity is not None or QUESTION_WORD_RE.search(part.text):
            return []
        if situations.asserts_frequency(part.text):
            return [] if has_quantity(body, "frequency") else ["(the frequency asserted: the sentence states none)"]
        if asserted_figure.asserted(part.text) and not asserted_figure.states_figure(body):
            return ["(the figure asserted: the sentence states none)"]  # "12자 이상이어야 돼요?" (bot.rules)
        return []

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
                if main is not None and compact(main) in words and not conditioned_means.corrects_means(
                        part.text, sentence.text):  # 휴지통 비우기로 지우면 vs 완전 삭제 도구로 지운다
                    out.append(f"(the condition {term.text}-으면 is what the sentence asks to do)")
                elif compact(able_act.able_predicate(sentence.text) or "-") in words:  # "못 보내면" vs "보낼 수 있다"
                    out.append(f"(the condition {term.text}-으면: the sentence only says it can be done)")
        out.extend(f"({means}: not named as a means)" for means in answer_kind.unstated_means(part.text, sentence.text))
        out.extend(self._act_problem(part, kind, covered, sentence.text))
        out.extend(self._duty_for_consequence(part, sentence.text))
        out.extend(_meaning_problems(part, sentence.text))
        scope = answer_kind.scene_of(sentence.text)
        if scope and (not any(self._names(part, w) for w in scope) or past_scene(part, scope)) and not (
                leniency.section_scene(scope, excerpt.section, part.text)) and not _asks_case(part.text) and not (
                collecting_duty.pins(part.text, sentence.text)):  # "연락처 받기 전에 뭘 해야": "수집할 때는 …"
            # "교체할 때는 … 자료는 사내 드라이브로 옮긴다" is a rule for replacement: a question that never
            # names that situation ("반납한 노트북 데이터는 어떻게 처리돼요?") asks about another
            out.append(f"(the sentence's situation: {' '.join(scope)})")
        # "OTP 번호가 안 와요 어떻게 해요?": the answer speaks of that problem (a quantity asked pins it anyway)
        trouble = trouble_predicates(part.text) if part.quantity is None or part.inferred_quantity else frozenset()
        if part.permission:  # "압축파일이 안 풀려서요, 7zip 깔아도 되나요?": the trouble is the reason, leave is asked
            trouble -= background_predicates(part.text)
        for lemma in trouble:  # a mark not attached is the absence the sentence states ("안 붙어 있는데": 없는)
            if lemma not in lemmas_of(body) and absent_state.without_absent(part.text, [lemma], covered, sentence.text):
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
            if not fails_in(noun, body):
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
        if part.yes_no and answer_kind.only_modifies(sentence, act) and \
                not planned_act.occasion_told(part.text, act, sentence):  # 가져가려는데 … vs 가져갈 때는
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
