"""Which of a question part's words a policy sentence carries (itself, a glossary equivalent, a word folded into
another, an attribute of a named thing) and the word classes of the part's lemmas the rules read with: its
actions, conditions, own concepts, final act and topic points.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from bot.language import english
from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import GENERIC_VERBS, Term, analyze, compact, lemmas_of
from bot.matching.model import (
    ABSENCE_ADVERBS,
    ABSENCE_WORDS,
    ANEW_WORDS,
    BARE_VERBS,
    PEOPLE_AT_LEAST_RE,
    Part,
    Sentence,
    split_sentences,
)
from bot.matching.vocabulary import Vocabulary
from bot.matching.wording import set_aside_nouns, verbal_nouns
from bot.models import Excerpt
from bot.rules import (
    addon_asked,
    answer_kind,
    away_from_work,
    english_qualified,
    escorted,
    first_step,
    mixed_language,
    preinstalled,
    qualified_head,
    regained_access,
    requested_deed,
    row_parts,
    situations,
    use_act,
)
from bot.rules.message_parts import question_object, question_subject, sentence_objects, sentence_subjects
from bot.rules.others_do_it import others_do_it
from bot.rules.required_without import required_without

# an act, then using what it got, asked as one: "결제해서 쓰면 되나요?"
_THEN_USE_RE = re.compile(r"(?:하|해|어|아)?서(?:써|쓰|사용해|사용하)(?:도|면)(?:돼|되|됨|괜찮|될)")


class CarriedWords(Vocabulary):
    """What a sentence carries of the part's words, and the word classes of a part's lemmas."""

    def _modifies_carried(self, part: Part, term: Term, covered: list[str]) -> bool:
        """`term` only says which one of a carried noun the question means (bot.rules.mixed_language.modifier_folds)."""
        heads = [t.text for t in part.terms if not t.verb and t.text in covered and t.text != term.text]
        return any(mixed_language.modifier_folds(self.glossary, part.text, term.text, head,
                                                 part.concepts.get(head, set())) for head in heads)

    def _carried(self, part: Part, body: str, context: str) -> tuple[list[str], list[str], list[str], list[Term]]:
        """The question's terms the sentence with its heading, bullet and title (`context`) carries; those of
        them its heading and bullet (`body`) carry; asked nouns only the title carries; the others."""
        squeezed, body_squeezed = compact(context), compact(body)
        covered: list[str] = []
        in_body: list[str] = []  # nouns the sentence or its heading carries (not only the document title)
        titled: list[str] = []  # asked nouns only the document title carries
        unmatched: list[Term] = []
        for term in part.terms:
            concepts = part.concepts.get(term.text, set())
            # "개인정보 보호 담당자 연락처?": 연락처 is not 개인정보 there
            if self._attribute_of_named(part, term, squeezed) or not self._matches(
                    term, squeezed, context, concepts) or self._inside_word(
                    part, term, squeezed, context) or self._loose_piece(term, concepts, squeezed):
                unmatched.append(term)
            elif not self._matches(term, body_squeezed, body, concepts) and term.verb and self._is_condition(
                    part, term.text, derived=True):
                # a condition ("반납하면") is stated by the sentence, not by a title that names the act
                # ("업무용 장비 지급·반납 규정"): "반납하면 새 노트북 언제 받아요?" is not "4년마다 교체한다"
                unmatched.append(term)
            else:
                covered.append(term.text)
                if not term.verb and (self._matches(term, body_squeezed, body, concepts)
                                      or away_from_work.carried(term.text, concepts, body)):  # 재택 vs 회사 밖에서는
                    in_body.append(term.text)
                elif not term.verb and term.asked:
                    titled.append(term.text)
        return covered, in_body, titled, unmatched

    def _unqualified_heads(self, part: Part, covered: list[str], squeezed: str) -> list[str]:
        """A covered noun the question qualifies into a policy word ("이상한 메일" -> 피싱) whose policy word the
        sentence's context (`squeezed`) does not name (bot.rules.qualified_head)."""
        if english.is_english(part.text):  # "weird email": 피싱 (bot.rules.english_qualified)
            return english_qualified.unqualified(part.text, covered, squeezed, self.glossary.variants,
                                                 self.policy_words_for)
        nouns = [t.text for t in part.terms if not t.verb]
        text = compact(part.text)
        spans = self._spans(part.text)
        out = []
        for noun in nouns:
            if noun in covered:
                word = qualified_head.unqualified(text, noun, nouns, spans, squeezed, self.glossary.variants)
                if word is not None:
                    out.append(f"({word}: {noun})")
        return out

    def _unqualified(self, part: Part, sentence: Sentence, body: str, body_squeezed: str) -> list[str]:
        """A permission asked for one way of doing it needs a rule on that way ("혼자 들어가도 돼요?")."""
        out: list[str] = []
        for word in part.qualifiers:
            if word == "새로" and preinstalled.new_given(part.text, sentence.text):
                continue  # 새 노트북에 이미 깔려: the laptop given (bot.rules.preinstalled)
            if word == "먼저" and first_step.asks_first(part.text):
                continue  # "누구한테 제일 먼저 연락해요?": the first step asked (bot.rules.first_step)
            if word in requested_deed.favour_words(part.text):
                continue  # "대신 좀 로그인해달래요 비번 알려줘도": the favour's way (bot.rules.requested_deed)
            if word == "다시" and regained_access.back_in(part.text, sentence.text):
                continue  # "잠기면 … 다시 들어가져요": getting back in (bot.rules.regained_access)
            if word == "직접" and others_do_it(sentence.text):
                continue  # "제가 직접 사야 하나요?" against "… IT 담당자가 구매하고 관리한다" (bot.rules.others_do_it)
            if word in ABSENCE_ADVERBS and required_without(part.text, part.permission, sentence.text):
                continue  # "OTP 없이도 되나요?" against "… OTP … 반드시 사용한다" (bot.rules.required_without)
            said = ABSENCE_WORDS if word in ABSENCE_ADVERBS else ANEW_WORDS.get(word, (word,))
            # "혼자": a rule on how many go in together, or one that has someone go along with an outsider
            if not any(self._word_matches(compact(w), body_squeezed, body) for w in said) and not (
                    word == "혼자" and (PEOPLE_AT_LEAST_RE.search(sentence.text)
                                       or escorted.escorts_outsider(part.concepts, sentence.text))):
                out.append(word)
        return out

    def _names_except(self, part: Part, word: str, negated: frozenset[str]) -> bool:
        """`_names`, with the words the question negates left out ("without **clicking** anything")."""
        if not negated:
            return self._names(part, word)
        kept = [t for t in part.terms if t.text.lower() not in negated]
        text = " ".join(w for w in re.findall(r"\S+", part.text) if w.lower().strip("?,.!") not in negated)
        concepts = {k: v for k, v in part.concepts.items() if k.lower() not in negated}
        denied = {w for k, v in part.concepts.items() if k.lower() in negated for w in v} | set(negated)
        words = frozenset(w for w in part.message_words if w.lower() not in denied)
        return self._names(replace(part, text=text, terms=kept, concepts=concepts, message_words=words), word)

    def _told_situation(self, part: Part, unmatched: list[Term], whole: str) -> set[str]:
        """"My laptop got stolen last night. Is there anything IT can do remotely?": a noun of the situation
        an English message tells before its question may be carried by the excerpt the sentence belongs to
        (`whole`: its section, 노트북 … 분실 신고; 신고를 받은 IT 담당자가 … 원격으로 잠그고); what is asked may not."""
        told = english.told_words(part.text) if unmatched else frozenset()
        if not told:
            return set()
        return {t.text for t in unmatched if not t.verb and not t.asked and t.text in told
                and self._matches(t, compact(whole), whole, part.concepts.get(t.text, set()))}

    @staticmethod
    def _attribute_of_named(part: Part, term: Term, squeezed: str) -> bool:
        """A noun the glossary counts as a variant of a policy word the question also names itself is
        something of that thing, not the thing again: "개인정보 보호 담당자 **연락처**?" (연락처 is a variant
        of 개인정보) asks for a contact, which the sentence must name itself ("노트북 받을 때 맥북이랑 윈도우 중에":
        a kind of it). It follows the thing; a variant written before it is the thing, named again by the policy word
        ("이번에 놋북 교체 대상인데 기존 노트북에 있던 파일은 …": 놋북 is the 노트북)."""
        if term.verb:
            return False
        concepts = part.concepts.get(term.text, set())
        own = compact(term.text)
        others = {compact(t.text) for t in part.terms if not t.verb and t.text != term.text}
        return (bool(concepts) and own not in squeezed
                and all(compact(c) != own and compact(c) not in own and compact(c) in others for c in concepts)
                and any(_written_after(part.text, c, term.text) for c in concepts))

    def _acts(self, part: Part, sentence: Sentence) -> int:
        """A tie-break: the permission question's own action in the sentence, a generic verb too."""
        if not part.permission:
            return 0
        generic = (part.predicates & GENERIC_VERBS) - BARE_VERBS
        acts = sum(1 for v in generic & lemmas_of(sentence.text) if self._is_action(part, v))
        # a noun made a verb is the sentence's act only where the sentence uses it as a verb: "수집해도 돼요?"
        # is answered by "… 항목만 수집한다" before "수집 목적 안에서만 이용한다"
        nominal = {t.text for t in part.terms if t.verb and not t.text.isascii() and t.text not in GENERIC_VERBS
                   and (self._is_action(part, t.text) or self._done_to_use(part, t.text))} - lemmas_of(part.text)
        said = verbal_nouns(sentence.text)
        # ... itself or as its policy word ("결제해서 쓰면" -> "… IT 담당자가 구매하고")
        named = {n for n in nominal if n in said or said & set(part.concepts.get(n, ()))}
        return acts + len(named) + (use_act.uses(generic, said) if not acts else 0)  # 써도 -> 사용한다

    def _other_object(self, part: Part, term: Term, sentence: str) -> bool:
        """The sentence uses the question's verb on another object: "컴퓨터 꺼도 돼요?" against "와이파이를
        꺼서 … 분리한다" (bot.rules.message_parts)."""
        acted = part.permission and self._is_action(part, term.text)
        # a condition too: "비밀번호 바꾸면 OTP도 다시 등록해야 돼요?" is not "휴대폰을 바꾸면 OTP를 다시 등록한다"
        if not (acted or self._is_condition(part, term.text)):
            return False
        # "어떻게 보내요?": the answer names the means, often another object (공유 링크를 보낸다)
        mine = None if answer_kind.asked_kind(part.text).how else question_object(part.text, term.text)
        theirs = sentence_objects(sentence, term.text) if mine else set()
        if not theirs and not acted:
            # a condition that befalls another thing: "만료일 지나면" is not "시간이 지나면" (message_parts)
            mine = question_subject(part.text, term.text)
            theirs = sentence_subjects(sentence, term.text) if mine else set()
        if not mine or not theirs:
            return False
        words = {compact(mine), *(compact(w) for w in part.concepts.get(mine, ()))}
        return not any(w and any(w in compact(o) or compact(o) in w for o in theirs) for w in words)

    @staticmethod
    def _final_act(part: Part, text: str | None = None) -> str | None:
        """The predicate term that ends the question ("… 언제 **돌려받**아요?"), if it is not generic; `text`: the
        part's text cut short (without a confirm tag)."""
        verbs = {t.text for t in part.terms if t.verb}
        last = None
        for m in analyze(part.text if text is None else text):
            if m.tag in ("VV", "VA", "XSV") or (m.tag in KOREAN_NOUN_TAGS and m.lemma in verbs):
                last = m.lemma
        return last if last in verbs else None

    def _loose_piece(self, term: Term, concepts: set[str], squeezed: str) -> bool:
        """A noun the question writes as one word of a multi-word policy word ("보안" of "보안 USB") is
        carried only by that policy word or a variant that contains it, never by itself elsewhere
        ("보안팀"): "보안 USB 비밀번호" is not answered by a sentence on the account password and 보안팀."""
        word = term.text.lower()
        pieces = [c for c in concepts if " " in c and word in c.lower().split()]
        if term.verb or not pieces or len(pieces) < len(concepts):
            return False
        for concept in pieces:  # the policy word, a variant with this word, or another of its words
            forms = [concept, *(v for v in self.glossary.variants.get(concept, ()) if word in v.lower().split())]
            others = [w for w in concept.lower().split() if w != word]
            if any(compact(f) in squeezed for f in forms) or any(compact(w) in squeezed for w in others):
                return False
        return True

    def _inside_word(self, part: Part, term: Term, squeezed: str, context: str) -> bool:
        """A one-syllable stem found only inside another word: 자 of "자고 있었거든요" in "자동으로".
        It counts when the sentence uses it as a verb, carries a glossary equivalent, or has the
        question's own word from that stem on ("신고해요" in "신고한다", "잃어버리면")."""
        if not term.verb or len(term.text) != 1 or term.text.isascii() or term.text in lemmas_of(context):
            return False
        if any(compact(w) in squeezed or w in lemmas_of(context) for w in part.concepts.get(term.text, ())):
            return False  # a glossary equivalent, written or conjugated (풀 ~ 풀리: "자동으로 풀린다")
        question = compact(part.text)
        at = question.find(self._surface_of(term, part.text))
        probe = question[at:at + 2] if at >= 0 else term.text
        # at the start of a word: 사 of "사는 거죠" is not inside "회사는"
        return len(probe) < 2 or re.search(rf"(?<![가-힣]){re.escape(probe)}", context) is None

    @staticmethod
    def _further_act(part: Part, lemma: str) -> bool:
        """A permission asked for an act after another the question names first ("피싱 메일은 신고하고 나서
        지워도 돼요?"): a rule on the first act does not say whether the further one is allowed."""
        return part.permission and situations.after_done(part.text, lemma)

    def _folded(self, part: Part, term: Term, in_body: list[str], squeezed: str, body_squeezed: str) -> bool:
        """The glossary lists `term` as a word of a variant of the policy word another noun of the
        question stands for, and that noun is in the sentence itself or as that policy word ("admin
        account" is 관리자 계정: a sentence on 계정 alone does not carry "admin"). Unless the sentence
        names that policy word itself ("고객 연락처" -> 개인정보), only a modifier folds ("고객" of "고객
        정보"), never the head noun, the last word: "출입 기록부" is not carried by "서버실에는 2인 이상이
        함께 출입한다", which names the act, not the sign-in sheet."""
        for head in in_body:
            for concept in part.concepts.get(head, ()):
                if compact(concept) not in squeezed and compact(head) not in squeezed:
                    continue
                named = compact(concept) in body_squeezed
                if not named and term.text.lower() in concept.lower().split()[:-1]:
                    continue  # a modifier of the policy word itself: "관리자" of 관리자 계정 is not carried by 계정
                for variant in (concept, *self.glossary.variants.get(concept, ())):
                    if variant == concept and not named and compact(concept) not in squeezed:
                        # the policy word's own modifiers say which one it is: "화면 자동 잠금" is not carried
                        # by a sentence on 계정 잠금 ("화면 자동 잠금을 5분 말고 1분으로 해도 되나요?")
                        continue
                    words = variant.lower().split()
                    if len(words) > 1 and term.text in (words if named else words[:-1]):
                        return True
        return False

    @staticmethod
    def _points(part: Part, nouns: list[str]) -> int:
        """How many distinct things `nouns` name: nouns standing for the same policy word count once."""
        seen: list[frozenset[str]] = []
        for noun in dict.fromkeys(nouns):
            concept = frozenset(part.concepts.get(noun, ())) or frozenset({noun})
            if not any(concept & other for other in seen):
                seen.append(concept)
        return len(seen)

    @staticmethod
    def _earlier(sentence: Sentence, excerpt: Excerpt) -> list[str]:
        """The sentences of the excerpt's section before this one."""
        texts = [s.text for s in split_sentences(excerpt, 1)]
        return texts[:texts.index(sentence.text)] if sentence.text in texts else []

    @staticmethod
    def _lead(sentence: Sentence, excerpt: Excerpt) -> str:
        """The sentences before `sentence` in its bullet (one line of the excerpt), or nothing."""
        if sentence.index == 0:
            return ""
        earlier = split_sentences(excerpt, sentence.excerpt)[:sentence.index]
        before = [s.text for s in earlier if s.line == sentence.line]
        return " ".join(before) + " " if before else ""

    def _names_row(self, part: Part, excerpt: Excerpt) -> bool:
        """The part names the row ("노션 써도 돼?" for the row "승인 소프트웨어 목록: Notion")."""
        name = excerpt.section.split(":", 1)[1].strip()
        squeezed = compact(name)
        if not squeezed:
            return True
        if addon_asked.asks_addon(part.text):
            return False  # "크롬 확장프로그램 깔아도 돼?": an add-on, not the listed product (bot.rules.addon_asked)
        # the row the question sets aside ("한컴 말고 리브레오피스는 깔아도 돼요?") is not the row it asks about
        if any(compact(word) in squeezed or any(compact(w) in squeezed for w in self.glossary.policy_words_for(word))
               for word in set_aside_nouns(part.text)):
            return False
        if squeezed in compact(part.text):
            return True
        if any(self._matches(t, squeezed, name, part.concepts.get(t.text, set())) for t in part.terms):
            return True
        if row_parts.names_part([t.text for t in part.terms if not t.verb], excerpt.text,
                                self.glossary.policy_words_for):  # 엑셀: 비고 Word·Excel·…
            return True
        return any(len(compact(w)) >= 2 and compact(w) in squeezed for w in part.message_words)

    @staticmethod
    def _own_concept(part: Part, lemma: str) -> bool:
        """The glossary ties the predicate to a policy word no other word of the question stands for
        ("도둑맞았는데" -> 분실; not "화면 잠금", whose 화면 carries the phrase already)."""
        if part.permission and CarriedWords._is_action(part, lemma):
            return False  # "Postman 깔아도 돼요?": the asked action may be worded otherwise
        mine = part.concepts.get(lemma, set())
        others = set().union(*(words for term, words in part.concepts.items() if term != lemma))
        return bool(mine - others)

    @staticmethod
    def _uses(part: Part, lemma: str) -> Iterator[tuple[str, int, int]]:
        """Where the question part writes `lemma`: its text squeezed, and the start and end of each use there."""
        squeezed = compact(part.text)
        for m in analyze(part.text):
            if m.lemma != lemma:
                continue
            surface = compact(m.surface)
            start = squeezed.find(surface)
            if start >= 0:
                yield squeezed, start, start + len(surface)

    @staticmethod
    def _is_action(part: Part, lemma: str) -> bool:
        """The predicate is what a permission question asks to do ("깔아도 돼요", "지워야 하죠")."""
        for squeezed, start, end in CarriedWords._uses(part, lemma):
            found = re.search(r"(?:도|야|면)(?:돼|되|됨|괜찮|될|하|할)", squeezed[start:end + 5])
            if found and found.start() <= end - start + 2:
                return True
        return False

    @staticmethod
    def _done_to_use(part: Part, lemma: str) -> bool:
        """A permission question asks to do the act in order to use what it gets ("결제해서 쓰면 되나요?")."""
        return any(_THEN_USE_RE.match(squeezed, end) for squeezed, _, end in CarriedWords._uses(part, lemma))

    @staticmethod
    def _is_condition(part: Part, lemma: str, derived: bool = False) -> bool:
        """The predicate is a condition of the question ("잊어버리면", "느리면"), not its action.
        `derived`: a noun made a verb counts too ("신고하면": 신고 + 하 + 면)."""
        morphs = analyze(part.text)
        skip = ("EC", "EP", "VX", "XSV", "XSA") if derived else ("EC", "EP", "VX")
        for i, m in enumerate(morphs):
            if m.lemma != lemma:
                continue
            for k, nxt in enumerate(morphs[i + 1:], i + 1):  # past auxiliaries: 잃어 버리 면
                if nxt.surface.endswith("면") and not nxt.surface.endswith("려면"):
                    # "신고하면 되죠?", "언제까지 내면 돼요?" ask whether the act is enough: the act asked, not a
                    # condition (a native verb as much as a noun made a verb: batch _zd)
                    # "넣으면 안 되나요?" too, but not "늦으면 어떻게 돼요?": a consequence asked, the condition stays
                    after = [x for x in morphs[k + 1:k + 3] if x.tag != "MAG" or x.lemma == "어떻게"]
                    enough = bool(after) and after[0].lemma in ("되", "괜찮")
                    return not enough
                if nxt.tag not in skip:
                    break
        return False


def _written_after(text: str, named: str, word: str) -> bool:
    """`word` is written after the first `named` in `text`."""
    at = text.find(named)
    return at >= 0 and word in text[at + len(named):]
