"""Which words a sentence may lack and still answer the part: topic nouns set aside as story, background or
context (`_set_aside`), and predicates excused as the asked act of a permission question, a glossed or policy
act, or a word the policies never use (`_unexcused`).
"""

from __future__ import annotations

import re

from bot.language import english
from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import Term, analyze, compact
from bot.matching.carried import CarriedWords
from bot.matching.model import MEASURE_NOUNS, PERIOD_NOUNS, PLACE_TIME_KINDS, Part
from bot.matching.wording import after_another_act, last_act
from bot.rules import (
    answer_kind,
    asked_goal,
    asked_object,
    asked_setting,
    asserted_detail,
    chained_act,
    data_content,
    english_place,
    entered_room,
    forbidden_named,
    forbidden_other,
    modifier_noun,
    nominal_act,
    owner_place,
    permitted_act,
    permitted_thing_act,
    place_scope,
    placed_act,
    placed_only,
    reversed_act,
    situations,
    story_time,
    thing_head,
    told_scene,
)
from bot.rules.asked_sentence import marks_question
from bot.rules.clauses import alternative_nouns, background_predicates, locative_nouns
from bot.rules.leniency2 import untold_opening
from bot.rules.message_parts import QUESTION_WORD_RE
from bot.rules.premise_figure import asked_figure_act, figure_act
from bot.rules.scene_acts import background_acts, owned_places
from bot.rules.story import (
    background_nouns,
    condition_arguments,
    condition_nouns,
    final_arguments,
    focused_nouns,
    heads_of,
    modifiers_of,
    purpose_goals,
)
from bot.rules.suffix_modifier import without_modifiers as _without_modifiers

_ENOUGH_RE = re.compile(r"면\s*(?:되|돼|될)")  # "그냥 지우면 되나요?": whether the act is enough


class Excuses(CarriedWords):
    """The missing nouns set aside and the missing predicates excused."""

    @staticmethod
    def _pin_points(part: Part, points: int, in_body: list[str], body: str) -> int:
        """`points` (`_points` of the nouns the sentence carries, `in_body`) for the excuse of a predicate worded
        otherwise: one noun that only qualifies another thing there ("VPN 인증서의 유효기간은 …") pins nothing
        ("회사 안에서도 VPN 켜야 돼요?" is not answered by the certificate rule) (bot.rules.place_scope)."""
        asked = frozenset(t.text for t in part.terms if not t.verb)
        kept = _without_modifiers(part.text, in_body)  # 업무용 노트북: one thing
        if len(kept) < len(in_body):
            points = min(points, Excuses._points(part, kept))
        if points == 1 and all(place_scope.only_qualifier(n, body, asked) for n in dict.fromkeys(in_body)):
            return 0
        return points

    def _foreign_act(self, lemma: str) -> bool:
        """A noun made a verb (변상하다, 포맷하다) that the policies never use: it names an act of its
        own, not a rewording of the policy's verb (a native verb like 켜다 may be one)."""
        morphs = analyze(lemma)
        noun = len(lemma) >= 2 and len(morphs) == 1 and morphs[0].tag in KOREAN_NOUN_TAGS  # not 깔 (a stem)
        return noun and not self.known(Term(lemma, True))

    def _set_aside(self, part: Part, missing_nouns: list[str], in_body: list[str], covered: list[str],
                   literal: frozenset[str], support: int = 0, named_here: frozenset[str] = frozenset()) -> list[str]:
        """The question's nouns that tell its story or its setting, not its topic, left out of what the
        sentence must carry."""
        if not missing_nouns:
            return missing_nouns
        compared = situations.compared_nouns(part.text)  # "서버실처럼 사무실 … 도": 서버실 is what 사무실 is likened to
        # An English story ("printer at the office is jammed, who do I call?") is set aside only when the
        # sentence pins its topic down with two points ("lost my USB stick on the subway": 분실, 보안 USB).
        # English story words are set aside only when the sentence pins its topic down with two points; a
        # Korean one too unless it sits in a background clause (bot.rules.story: "회원가입 받을 때"), a question
        # predicate, a glossary phrase or the asked (or asserted) quantity the sentence carries counting
        # as a point: with one topic noun alone, "크랙 버전 프로그램 써도 돼요?" and "해외 출장 가서도 VPN
        # 쓸 수 있어요?" would be answered by any rule on 프로그램 or VPN.
        points = self._points(part, in_body)
        korean = not english.is_english(part.text)
        two_points = points + (support if korean else 0) >= 2
        scene_told = background_nouns(part.text) if korean else frozenset()
        scene = scene_told if not two_points else frozenset()
        story_ok = two_points or korean
        if missing_nouns and story_ok and any(not t.verb and t.text in in_body and self.known(t) for t in part.terms):
            # Words the policies never use, and that the question does not turn on, are its story
            # ("노트북을 택시에 두고 내렸어요"), not its topic.
            # A word some excerpt sentence uses is a policy word, whatever the vocabulary says.
            # a noun that says which of the asked noun is meant ("집 공유기 비밀번호도") is asked with it
            which = modifiers_of(part.text, frozenset(t.text for t in part.terms if t.asked and not t.verb))
            # … but what a file holds ("제안서 PDF … 첨부 몇 MB?") when the figure asked is the file's own size and
            # the sentence pins the question with it or a predicate of it (`support`; bot.rules.data_content)
            which -= data_content.content_words(part.text, part.quantity if support else None, covered)
            which |= condition_nouns(part.text)  # "고장 나면": the condition is asked, not the story
            # "모니터 잃어버리면": what it happens to is asked; not a measure ("용량 넘으면": the figure says it)
            which |= condition_arguments(part.text) - MEASURE_NOUNS
            which |= modifiers_of(part.text, PERIOD_NOUNS)  # "수리 기간": whose period is asked
            # "애들 사진 … 저장해도 돼요?": the photos are asked; the word for a person the sentence carries (애들 ->
            # 가족) only says whose they are
            whose = frozenset(t.text for t in part.terms if not t.verb and t.text in covered and any(
                answer_kind.is_person(c) for c in part.concepts.get(t.text, ())))
            which |= {h for h in heads_of(part.text, whose) if not answer_kind.is_person(h)
                      and f"{h}님" not in part.text} if whose else set()  # "외부 업체 기사님": the same person
            which |= asked_goal.goal_nouns(part.text)  # "카드사에 신고해요?": whom the report goes to is asked
            which |= thing_head.thing_heads(  # "노트북 거치대 빌려줘도": the stand is asked
                part.text, covered, lambda w: self.vocabulary is not None and w in self.vocabulary)
            which |= thing_head.english_heads(part.text, covered, lambda w: bool(self.policy_words_for(w)))
            which |= final_arguments(part.text)  # "파기 증명서 발급돼요?", "카톡으로 와요?": what the last act takes
            which |= focused_nouns(part.text)  # "육아휴직 들어갈 때도": the situation singled out is asked
            which |= told_scene.lost_things(part, covered)  # "사원증을 잃어버렸는데 분실 신고 하면 되나요?"
            which |= situations.made_acts(part.text)  # "초기화해 줘요?": the act asked, a noun made a verb
            which |= chained_act.first_acts(part.text)  # "스캔해서 파쇄해도": the first act is asked too
            which |= modifier_noun.means_nouns(part.text)  # "카톡으로 보내도": the way asked
            which |= entered_room.entered_rooms(part.text)  # "회의실 작업하러 들어갈 때": the room asked
            # 주말에, 음료수 들고; not the time of a past story ("주말에 폰 새로 바꿨는데": bot.rules.story_time)
            which |= {t.text for t in part.terms if asked_setting.protects(part.text, t.text) and not (
                t.text in asked_setting.TIME_NOUNS and t.text in scene_told
                and t.text in story_time.told_times(part.text))}
            # "… 권한은 발령 다음 날 회수되는 거죠?", "편집자 라이선스로 주는 거 맞나요?" (asserted_detail)
            if part.confirm and not part.permission:
                which |= asserted_detail.comment_nouns(part.text) | asserted_detail.kind_nouns(part.text)
            # "서버실처럼 사무실 … 도": 사무실 is asked
            which |= {t.text for t in part.terms if not t.verb and t.text not in compared} if compared else set()
            acts = background_acts(part.text) if korean else frozenset()  # "설문조사 할 때": the story's act
            context_words = {t.text for t in part.terms
                             if not t.verb and (not t.asked or t.text in acts) and t.text not in literal
                             and not self.known(t)
                             and not (not korean and part.concepts.get(t.text))  # "leaving the company" -> 퇴사
                             and (two_points or t.text in scene) and t.text not in which
                             and not modifier_noun.may_be_modifier(t.text, part.text)}  # "가린 종이": 가리 + ㄴ
            missing_nouns = [n for n in missing_nouns if n not in context_words]
        likened = {w.lower() for w in compared}
        if missing_nouns and likened and any(not t.verb and t.text in in_body and t.text.lower() not in likened
                                             for t in part.terms):
            # "Docker Desktop도 VS Code처럼 무료예요?": what the asked thing is likened to is the measure, not the
            # thing asked; the sentence on the asked thing answers
            missing_nouns = [n for n in missing_nouns if n.lower() not in likened]
        denied = situations.denied_nouns(part.text)
        if missing_nouns and denied and in_body and marks_question(part.text):  # asks, no statement of what it is not
            # "카페 아니고 사무실 와이파이인데 …": what the asker's case is not is no word of the rule that answers it
            # (a rule that names it speaks of the other case: situations.unlike_case); a statement that only says what
            # the thing is not ("대외비는 아니고 그냥 사내 한정 문서예요.") asks nothing to be answered by
            missing_nouns = [n for n in missing_nouns if n not in denied]
        offered = alternative_nouns(part.text)
        if missing_nouns and offered & set(covered):  # "무료예요 유료예요?": one of the alternatives answers
            missing_nouns = [n for n in missing_nouns if n not in offered]
        if missing_nouns:
            # Where the action happens ("회사 노트북에 깔아도", "거래처에 메일로 보내도") is its setting once
            # the sentence pins the topic with its other nouns (two points, or a permission question's
            # noun and its action) and carries every predicate that is not the story: never together
            # with a predicate worded otherwise. A place the question turns on (topic-marked, last) stays.
            points = self._points(part, in_body)
            story = background_predicates(part.text)
            verbs = [t.text for t in part.terms if t.verb]
            action = any(v in covered for v in verbs)
            said = all(v in covered or v in story for v in verbs)
            if said and (points >= 2 or (points >= 1 and part.permission and action)):
                # a place another sentence of the same section names is what that section's rule on it is
                # about, not the setting: "메일 본문에 적어도 돼요?" is not answered by the rule on sending the
                # file with a password when the rule beside it speaks of the 본문
                marked = locative_nouns(part.text) if korean else \
                    english_place.setting_nouns(part.text, self.glossary, covered)  # "to a client"
                places = {t.text for t in part.terms if not t.verb and (not korean or not t.asked)
                          and t.text not in named_here} & marked
                places -= owned_places(self, part, places, covered)  # "동생 노트북에": someone else's, asked
                places = {p for p in places if not asked_setting.protects(part.text, p)}  # "주말에 들어가도"
                places -= asked_goal.goal_nouns(part.text)  # "경찰서 가야 돼요?" (bot.rules.asked_goal)
                places -= owner_place.owner_places(part.text, places)  # "파일에 건 암호" (bot.rules.owner_place)
                missing_nouns = [n for n in missing_nouns if n not in places]
        return missing_nouns

    def _unexcused(self, part: Part, missing_verbs: list[str], points: int, sentence: str = "") -> list[str]:
        """The question's predicates the sentence must still carry, once it pins the topic down."""
        asked = part.quantity is not None and not part.inferred_quantity and part.quantity not in PLACE_TIME_KINDS
        pinned = points >= 2 or (points >= 1 and (part.permission or asked))
        if not pinned:
            return missing_verbs
        goals = purpose_goals(part.text)  # "풀려면 어떻게 해요?": the act to get done is asked
        # the act an asserted figure measures ("한 달 안에만 파기하면 되나요?") is the premise itself, when the
        # policies name that act themselves (a sentence without it gives the figure of another act); a verb
        # they never use ("안내가 3일 전부터 뜨는 거죠?", "30일로 바뀌었다던데") may be worded otherwise
        act = figure_act(part.text) if part.confirm and part.asserted else None
        if act is None and asked:  # ... and the act an asked figure measures ("언제까지 파기해야 돼요?")
            act = asked_figure_act(part.text)
        if act is not None and not (self.policy_words_for(act) or (self.vocabulary and act in self.vocabulary)):
            act = None
        firsts = chained_act.first_acts(part.text)  # "압축해서 보관해도": the first act is asked as well
        objected = asked_object.acts(part.text)  # "뭐 입력해야 돼요?": what goes in is asked (bot.rules.asked_object)
        things = nominal_act.named_things(part.text)  # "띄어쓰기 넣어도": a thing named, not an act
        placed = part.permission and placed_only.unpinned(  # "노트북에 깔아도": what is put there is unnamed
            part.text, [t.text for t in part.terms if not t.verb])
        must = [v for v in missing_verbs if self._is_condition(part, v) or self._own_concept(part, v) or v in goals
                or v == act or v in firsts or v in objected or v in things or (placed and v == last_act(part))]
        # The story's predicates ("올려서", "무거운데", "가져간 파일") are not what is asked (bot.rules.clauses) ...
        background = background_predicates(part.text)
        rest = [v for v in missing_verbs if v not in must and v not in background]
        if len(rest) < len(missing_verbs) - len(must):
            # ... but with the story set aside, the asked predicate may be worded otherwise only when it is
            # a permission question's action or the asked quantity is there: "반납한 노트북에 자료 남아있을
            # 텐데 어떻게 처리되나요?" is not answered by the sentence on moving data at replacement.
            if len(rest) == 1 and (asked or (part.permission and self._is_action(part, rest[0]))) \
                    and not self._further_act(part, rest[0]) and not permitted_act.permitted_policy_act(
                        part.text, rest[0], self.policy_words_for(rest[0]), self.vocabulary) \
                    and not self._another_point(part, rest[0], sentence) \
                    and not self._listed_act(part, rest[0]):
                rest = []
        elif len(rest) == 1 and (points >= 2 or asked or not self._foreign_act(rest[0])) \
                and not (part.yes_no and self._foreign_act(rest[0])) and not self._policy_act(part, rest[0]) \
                and not self._further_act(part, rest[0]) and not permitted_act.permitted_policy_act(
                    part.text, rest[0], self.policy_words_for(rest[0]), self.vocabulary) \
                and not forbidden_other.forbids_other(part.text, rest[0], sentence) \
                and not self._another_point(part, rest[0], sentence) \
                and not self._glossed_act(part, rest[0]) and not self._listed_act(part, rest[0], bare=True) \
                and not untold_opening(self, part, sentence) \
                and (part.permission or asked or not reversed_act.reverses(rest[0], sentence)) \
                and not permitted_thing_act.must_carry(  # 붙여야 vs "쓰지 않는다"; 돌려 써도; 팔아도
                    part.text, asked, points, rest[0], last_act(part),
                    bool(part.concepts.get(rest[0], set()) - {rest[0]})):
            # one predicate worded otherwise, never two; an act the policies never name ("변상해야
            # 돼요?") only when two topic nouns or the asked quantity pin the sentence, and never the event a
            # yes/no question asks about ("25MB 넘으면 메일이 반송돼요?")
            rest = []
        return must + rest

    def _another_point(self, part: Part, lemma: str, sentence: str) -> bool:
        """The missing predicate `lemma` is an act the sentence does not speak of: a bare note forbids another act
        (꺼 둬도 vs "삭제 금지", bot.rules.forbidden_named), or a where-question asks the place of it (어디에 적어야,
        bot.rules.placed_act)."""
        return forbidden_named.forbids_other(part.text, part.permission, lemma, sentence, self.policy_words_for) \
            or placed_act.must_carry(part.text, lemma, last_act(part), sentence)

    def _glossed_act(self, part: Part, lemma: str) -> bool:
        """The permission's own act is a native verb the glossary ties to a policy noun-verb by a phrase the
        question writes itself ("만들어 줘도" -> 발급): it is not worded otherwise by a sentence without that act
        (bot.rules.permitted_act). A row matched through the verb's stem alone ("넣어야" -> 입력, listed as 넣었)
        says too little: "특수문자 꼭 넣어야 돼요?" is answered by "… 세 종류 이상을 섞어 쓴다"."""
        if not part.permission or lemma != last_act(part):
            return False
        squeezed = compact(part.text)
        written = {word for word in {*self.policy_words_for(lemma), *part.concepts.get(lemma, ())}
                   if any(compact(v) in squeezed for v in self.glossary.variants.get(word, ()) if lemma in v)}
        return permitted_act.glossed_policy_act(lemma, written, self.vocabulary, part.text)

    def _listed_act(self, part: Part, lemma: str, bare: bool = False) -> bool:
        """The permission's own act, with the story set aside, is itself a variant the glossary lists for a noun-verb
        the policies use ("지워도" -> 지우, listed for 삭제): the glossary has said which act it is, so a sentence
        without that act rules another one ("노트북 너무 느린데 그냥 지워버려도 돼요?" is not answered by "노트북은
        4년마다 교체한다"; bot.rules.permitted_act). `bare`: no story was set aside, the act is asked as it stands
        ("다 쓴 자료는 보안 USB에 계속 둬도 되나요, 아니면 지워야 하나요?" vs the rule on taking data out)."""
        if not part.permission or self.vocabulary is None:
            return False
        if bare and (part.asserted or _ENOUGH_RE.search(part.text)):
            # with no story set aside, a figure asserted ("30분 뒤에 잠기게 바꿔도 돼요?") or whether the act is enough
            # ("그냥 지우면 되나요?") is asked: a rule on the figure, or on what to do instead, answers it
            return False
        listed = [word for word in self.policy_words_for(lemma) if lemma in self.glossary.variants.get(word, ())]
        return permitted_act.policy_noun_verb(listed, self.vocabulary)

    def _policy_act(self, part: Part, lemma: str) -> bool:
        """The act a yes/no obligation question asks about is a noun-verb the policies use themselves (삭제,
        보고), with no glossary mapping: a rule that does not use it speaks of another act ("피싱 메일 신고하고
        나서 그 메일 삭제해야 돼요?" is not answered by "… 버튼으로 신고한다")."""
        if not part.permission or QUESTION_WORD_RE.search(part.text) or self.policy_words_for(lemma):
            return False
        morphs = analyze(lemma)  # a noun made a verb (삭제하다), not a native verb worded otherwise (가져가다)
        if len(morphs) != 1 or morphs[0].tag not in KOREAN_NOUN_TAGS or len(lemma) < 2:
            return False
        if re.search(rf"{re.escape(lemma)}(?:해|하|헤)야", compact(part.text)) is None:  # an obligation
            return False
        known = self.vocabulary is not None and lemma in self.vocabulary
        return known or after_another_act(part.text, lemma)
