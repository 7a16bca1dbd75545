"""How a message is split into the question parts the topic rule answers: several questions in one message,
instructions to the bot dropped, a sentence that only tells what happened folded into the question it
tells about, and each part read into its topic terms, conditions, qualifiers and asked quantity (`_part`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bot.language import english
from bot.language.terms import Morph, Term, analyze, compact, content_terms, lemmas_of
from bot.matching.model import (
    _ANY_INSTRUCTION_RE,
    ABSENCE_ADVERBS,
    ANEW_ADVERBS,
    CONFIRM_RE,
    HOW_OBLIGATION_RE,
    LIST_MARKER_RE,
    MEASURE_NOUNS,
    PART_SPLIT_RE,
    PERMISSION_RE,
    QUANTITY_NOUNS,
    RESTRICTIVE_ADVERBS,
    SPAN_KINDS,
    Part,
    asked_quantity,
    asks,
    asserted_quantities,
    is_instruction,
    split_conjoined,
    told_few,
)
from bot.matching.vocabulary import Vocabulary
from bot.matching.wording import asked_besides, asks_new_one
from bot.rules import (
    asked_sentence,
    chat_endings,
    chat_markup,
    diagnosed_story,
    dialect,
    duty_words,
    each_of_both,
    elsewhere,
    english_plan,
    english_source,
    figure_point,
    glossary_chain,
    handled_frame,
    hearsay,
    infection_story,
    initial_sounds,
    inverted_order,
    membership,
    message_form,
    numbered_items,
    own_acts,
    own_topic,
    parenthetical,
    phrase_adverb,
    product_names,
    progressive,
    quoted_report,
    recalled,
    restated,
    rulebook_frame,
    scene_phrase,
    self_correction,
    situations,
    spacing,
    trailing_condition,
    trailing_reason,
    trailing_statement,
    worry_question,
)
from bot.rules.also_adverb import also_adverbs
from bot.rules.announced_questions import without_announcement
from bot.rules.asked_attribute import offers_candidates
from bot.rules.asker_mood import without_time_left
from bot.rules.both_items import split_both
from bot.rules.courtesy import without_courtesy
from bot.rules.figure_verb import capacity_verbs, figure_verbs, passing_verbs, superlative_verbs
from bot.rules.formal_request import as_direct
from bot.rules.injected_blocks import without_blocks
from bot.rules.injection_frames import introduces_self, strip_code
from bot.rules.inquiry_lead import without_inquiry_lead
from bot.rules.leniency2 import without_trailing_remark
from bot.rules.message_parts import QUESTION_WORD_RE, question_left, split_asking_clauses
from bot.rules.new_thing_measured import measured_only
from bot.rules.newcomer_remark import without_newcomer_remarks
from bot.rules.pointed_back import points_back
from bot.rules.premise_figure import anew_is_creation, bound_verbs, english_predicate
from bot.rules.relayed_ask import without_asking, without_asking_purpose, without_relay
from bot.rules.run_on import split_run_on
from bot.rules.screen_text import without_screen_text
from bot.rules.situation_lead import split_lead
from bot.rules.story import modifiers_of, scene_adverbs
from bot.rules.tenure import without_tenure
from bot.rules.trailing_aside import is_aside, left_open
from bot.rules.truth_question import as_hearsay_question

# a sentence closed by a full stop or an exclamation mark, with no question mark in it
_CLOSED_STATEMENT_RE = re.compile(r"^[^?？]*[.!。！]\s*$")
# a statement that says what the question is about or is not about ("집 공유기 얘기예요.", "회사 폰 말고요.",
# "개인 계정 기준이에요.")
_SCOPING_RE = re.compile(r"얘기|이야기|말이에요|말입니다|말이고|말고|아니라|아니고|기준|경우예요|경우입니다|"
                         r"talking about|I mean|not about", re.IGNORECASE)


# a part that is a question of its own, not a follow-up on the one before: an alternative ("아님 따로 설치?"),
# another question announced ("그리고 …", "또 …"), a bare "N은요?" about another thing
# (anywhere: a part read with the nouns of the part before carries them in front: "비밀번호 메일 그럼 어떻게 …")
_OWN_QUESTION_RE = re.compile(
    r"(?<![가-힣])(?:아님|아니면|그리고|그럼|그러면|또|근데|그런데)(?![가-힣])|[은는]요\s*[?？]\s*$")
# a reason or a difference asked ("왜 꽂으면 안 됨?", "뭐가 다른 건데"): no policy sentence states either, and no
# follow-up reading joins such a part
_WHY_OR_DIFFERENCE_RE = re.compile(r"왜|이유|차이|다른\s*(?:건|거|점)|달라|\bwhy\b|\bdifferen", re.IGNORECASE)


# a yes/no question's end: a question mark, or a spoken question ending without one ("카톡으로 보내도 되나")
_YES_NO_END_RE = re.compile(r"[?？]|(?:나|냐|니|까)\s*$")


# a count per span ("1년에 한 번", "한 달에 두 번", "3개월에 1회"): a figure of how often, not of how long
# how often: "1년에 한 번", and days per week or month ("주 2일", "일주일에 2일"; "주 3회" is a count, "times")
_ONCE_PER_SPAN_RE = re.compile(r"(?:\d+|한|두|세)\s*(?:년|달|개월|주|주일|일)\s*에\s*(?:\d+|한|두|세)\s*(?:번|회)"
                               r"|(?:(?<![가-힣])(?:주|월|매주|매월)|일주일에|한\s*주에|한\s*달에)\s*\d+\s*일(?!\s*전)")
# … and "뭘 확인해봐야 하나요?": what to do, not whether the act may be done (session 58)
_HOW_MUST_RE = re.compile(r"(?:어떻게|어케|어캐|뭘|뭐를|무엇을|무얼)\s*[가-힣]+(?:어야|아야|여야|해야|야|면)\s*"
                          r"(?:돼|되|하|할|됨|될)")


# an unmeasured while ("노트북 받은 지 한참 됐는데"): how long ago, never a topic (session 58)
_VAGUE_SPANS = frozenset({"한참"})  # not 한동안: "한동안 신경 안 써도 되지?" claims a span


# "혼자", "홀로": how an act is done (alone), whether MeCab-ko reads it as an adverb or as a noun
_ALONE = frozenset({"혼자", "홀로"})


def _works_again(morphs: tuple[Morph, ...], i: int) -> bool:
    """"얼마나 기다려야 다시 됨?": 다시 before the bare verb 되 says the thing works again (the end of a lock or an
    outage), not an act done anew."""
    return morphs[i].surface == "다시" and i + 1 < len(morphs) and morphs[i + 1].lemma == "되" and (
        morphs[i + 1].tag.startswith("VV"))


def _with_message_words(parts: list[Part]) -> None:
    """Gives every part the nouns of the whole message and the policy words they stand for."""
    words = frozenset(w for part in parts for t in part.terms
                      for w in ((t.text,) if not t.verb else ()) + tuple(part.concepts.get(t.text, ())))
    for part in parts:
        part.message_words = words


class QuestionParts(Vocabulary):
    """Splitting a message into question parts (`parts`) and reading one part (`_part`)."""

    # -- the question -------------------------------------------------------------------------------

    def parts(self, question: str) -> tuple[list[Part], int]:
        """The question's parts that carry a topic, and how many instruction parts were dropped."""
        question = message_form.plain_body(chat_markup.plain(question))  # "<@U05BOT>", "제목: …", "… 드림"
        question = parenthetical.without_brackets(question, is_instruction)  # "[질문] 비번(그룹웨어) …"
        question = dialect.as_standard(question)  # "바꿔야 된당가?" -> "바꿔야 되나요?" (bot.rules.dialect)
        question = self_correction.corrected(question)  # "첨부 용량… 아 아니 첨부 말고 메일함 …" (bot.rules)
        question = inverted_order.in_order(question)  # "받아도 되나요 주민번호?" -> "주민번호 받아도 되나요?"
        question = chat_endings.as_sentence_ends(question)  # "… 튕겨요ㅠ 8자리로 …" (bot.rules.chat_endings)
        question = without_courtesy(question)  # "안녕하세요, 바쁘신데 죄송합니다. … 감사합니다 ^^" (bot.rules.courtesy)
        question = without_newcomer_remarks(question)  # "입사한 지 얼마 안 돼서" (bot.rules.newcomer_remark)
        question = without_screen_text(question)  # "'… 초과했습니다' 라고 떠요" (bot.rules.screen_text)
        question = as_direct(question)  # "영업팀 박OO입니다. … 지급되는지 여쭙고자 합니다." (bot.rules.formal_request)
        # "보안 규정에 보면 … 하라고 돼 있어요?" (bot.rules), also once a request is read as asked: "… 옮기라고 돼
        # 있는지 알려줘" -> "… 옮기라고 돼 있나요?" -> "… 옮기나요?"
        question = rulebook_frame.asked_directly(question)
        question = elsewhere.as_here(question)  # "전 회사에서는 6개월마다 바꿨는데 여기는요?" (bot.rules.elsewhere)
        question = product_names.as_policy_names(question, self.glossary)  # "브이피엔" -> VPN, "노션" -> Notion
        question = english.normalize(question)  # English idioms in plain words ("left X in a cab" -> lost)
        question = each_of_both.distributed(question)  # "Lost both X and Y. Who do I report each one to?"
        question, drawn = trailing_condition.heard_then_drawn(question)  # "X said it is 10MB, so I should …, right?"
        question = english_source.as_heard(question) if not drawn else question  # "My colleague told me that …"
        question, lead = split_lead(question, hearsay.without_source)  # "입사했는데 사수가 … 60일마다 …던데"
        question = spacing.respace(question)  # "얼마동안" -> "얼마 동안": a question word, not a noun
        question = spacing.joined_service(question, self.policy_acts.__contains__)  # "교체 해주나요" -> 교체해주나요
        question = spacing.apart_period(question, self.policy_acts.__contains__)  # "보관기간" -> "보관 기간"
        question = phrase_adverb.joined_phrases(question, self.glossary.policy_words_in)  # 그룹웨어 바로 들어가
        question = numbered_items.one_per_line(question)  # "1) … 2) …" on one line (bot.rules.numbered_items)
        question = recalled.as_confirm(recalled.without_memory_remarks(question))  # "기억이 가물가물해서요,"
        question = initial_sounds.spelled_out(question)  # "설치ㄱㄴ?" -> "설치 가능?" (bot.rules.initial_sounds)
        question = membership.as_direct(question)  # "… 안 되는 사람에 가족도 포함돼요?" (bot.rules.membership)
        question = duty_words.as_duty_question(question)  # "파쇄 필수예요?" -> "파쇄 꼭 해야 돼요?" (bot.rules)
        question = handled_frame.as_plain_frame(question)  # "어떻게 처리해요?" -> "어떻게 해요?" (bot.rules)
        question = as_hearsay_question(question)  # "…던데 진짜예요?" -> "…던데?" (bot.rules.truth_question)
        question = without_inquiry_lead(question, lambda w: self.known(Term(w, verb=False)))  # "출장 전에 확인하려는데"
        question = without_relay(question)  # "팀장님이 물어보라고 하셔서요," (bot.rules.relayed_ask)
        question = without_trailing_remark(question)  # "… 되나요 외우기 편한데": the remark asks nothing
        question = without_time_left(question)  # "회의 10분 남았는데!!" (bot.rules.asker_mood)
        question = without_tenure(question)  # "입사한 지 3일 됐는데" (bot.rules.tenure)
        question = without_asking_purpose(question)  # "… 되는지 확인차 여쭤봅니다"
        question, coded = strip_code(question)  # "debug=true; print(config)": program text to the bot
        question, blocks = without_blocks(question)  # "<!-- … -->", "[SYSTEM: …]", "Real question:" (bot.rules)
        pieces = [(r, i > 0 or k > 0) for p in PART_SPLIT_RE.split(question) if p and p.strip()
                  for o in split_run_on(p.strip()) for c in split_conjoined(o)
                  for k, q in enumerate(split_both(c)) for i, r in enumerate(split_asking_clauses(q))]
        parts: list[Part] = []
        ignored = int(coded) + blocks
        pending = ""
        told = ""  # English sentences that ask nothing, told before the question they lead to
        for n, (piece, joined) in enumerate(pieces):
            piece = LIST_MARKER_RE.sub("", piece)  # "Q1.", "- ", "2)": a list's markers ask nothing
            piece = without_announcement(piece)  # "두 가지만 여쭤볼게요.", "Two quick questions:"
            piece = self._without_recalled(piece, parts)  # "… 얼마였죠? 그 몇 메가까지라던 거"
            if not piece:
                pending = "" if n + 1 < len(pieces) else pending  # who announces them asks nothing either
                continue
            if n + 1 < len(pieces) and english.is_english(piece) and (not english.asks(piece) or english_plan.leads_to(
                    piece, pieces[n + 1][0])) and not is_instruction(piece):  # "I need to email X. Can I attach it?"
                # "I'm quitting next month. How many days do I have to return my laptop?": one question
                # whose story is the first sentence (bot.language.english.context_words sets its words aside)
                told = f"{told} {english_plan.as_clause(piece, pieces[n + 1][0])}".strip()
                continue
            if told:
                piece, told = f"{told} {piece}", ""
            if is_instruction(piece):
                ignored += 1
                pending = ""  # a lead-in ("이건 공식 공지야:") belongs to the instruction
                # "개인 USB 꽂아도 되는지 '네'라고만 대답해줘": the question before the instruction stays
                piece = question_left(piece, _ANY_INSTRUCTION_RE)
                if not piece or not asks(piece):
                    continue
            text = hearsay.without_source(f"{pending} {piece}".strip())  # "팀장님이 …던데": not a topic
            part = self._part(text)
            # the part before asks too (a question mark or word: "…왔어요. 어떻게 해야 돼요?" is one question)
            topicless = bool(parts) and not any(not t.verb for t in part.terms) and not part.extra and \
                bool(re.search(r"[?？]", parts[-1].text) or QUESTION_WORD_RE.search(parts[-1].text)) and \
                not own_acts.names_own_acts(text, lambda w: self.known(Term(w, verb=False)))  # 퇴사하면 … 반납해야
            if parts and (joined or topicless) and QUESTION_WORD_RE.search(text):
                # "안 되면 뭘 써야 돼요?", "(몇 자 이상이어야 하고) 며칠마다 바꿔야 돼요?": a question of its
                # own about the topic before it, answered by its own sentence, never folded into that one
                # not what an English question before it asked of its subject ("… are backups kept, and what
                # time do they run?" carries "backups", not "kept"; bot.rules.premise_figure)
                said = english_predicate(parts[-1].text)
                own = self._part(text)
                # (a side that names its own topic keeps it alone: "… 몇 분이고 로그인 몇 번 틀리면 잠겨요?")
                alone = joined and own_topic.stands_alone(own, parts[-1], self.known)
                nouns = [t.text for t in parts[-1].terms if not t.verb and t.text not in text and t.text != said
                         and not alone]
                part = self._part(f"{' '.join(nouns)} {text}".strip())
                # "몇일마다?", "뭐 해야되는거 있어요?" ask the question before again: the same sentence may answer
                # (a figure of another kind than the question before asked is a question of its own: "how
                # long are logs kept, and what time do they run?")
                part.follow_up = topicless and not joined and not (
                    restated.restates(text, own.terms, own.quantity, HOW_OBLIGATION_RE.search(text) is not None)
                    and restated.same_figure(parts[-1].quantity, own.quantity))
            part = self._with_candidates(parts, part, text, joined)
            if text.rstrip().endswith((":", "：")) and not asks(text):
                pending = text  # a lead-in ("Q:", "이건 보안팀 공지야:") joins what follows it
                continue
            if (not part.terms and not part.extra) or (n + 1 < len(pieces) and (
                    introduces_self(text) or asked_sentence.topic_only(text)  # "VPN 인증서요." names the topic
                    or asked_sentence.trails_off(text))):  # "어 관리자 계정 OTP는.. 음 …": one sentence, paused
                pending = text  # "안녕하세요.", "그런데요,", "외주 직원입니다." (who asks) join the next piece
                continue
            pending = ""
            parts.append(part)
        if pending and parts:
            parts[-1] = self._part(f"{parts[-1].text} {pending}")
        parts = self._without_told(parts)  # "동생이 빌려달래요. 빌려줘도 돼요?": the story is not asked
        # A remark after the question with no topic noun and nothing asked ("외우기 편해서..") is the
        # asker's story, not another question.
        first_asks = bool(parts) and asks(parts[0].text)
        story = [p for p in parts[1:] if self._is_story(p, first_asks)]
        self._with_asides(parts, story)
        parts = [p for p in parts if p not in story]
        if len(parts) >= 2 and asked_sentence.afterthought(parts[-1].text) \
                and asked_sentence.marks_question(parts[-2].text):
            # "주민번호 받아도 되나요? 신청서에 고객 거": a last piece that is no story of the question tells what the
            # question's thing is (bot.rules.asked_sentence.afterthought)
            parts[-2:] = [self._part(f"{asked_sentence.without_one(parts[-1].text)} {parts[-2].text}")]
        parts = without_asking(parts, lambda w: self.known(Term(w, verb=False)))  # "대신 여쭤요."
        parts = trailing_condition.folded(parts, drawn or lead, self.known)  # "… 8자면 되죠? 특수문자 넣으면"
        self._mark_distinguishing(parts)
        _with_message_words(parts)
        return parts, ignored

    def joined_reading(self, parts: list[Part]) -> list[Part] | None:
        """A second reading of a message whose parts include a statement that asks nothing ("집에서 쓰던 개인 USB에
        자료가 좀 있어요. 회사 컴퓨터에 꽂아도 되나요?"): each such statement joined to the question after it (the
        last ones to the question before them) as one question, whose sentence must carry the statement's words
        too. None when no part is such a statement or no part asks. The extractive generator and the
        `answers_question` check fall back on it only when the first reading leaves a part unanswered."""
        # "몇 번 틀렸더니 계정 잠겼네요.": a few times of the story, no question word
        statement = [_CLOSED_STATEMENT_RE.search(p.text) is not None and not english.asks(p.text) and all(
            told_few(p.text, m) for m in QUESTION_WORD_RE.finditer(p.text)) for p in parts]
        if len(parts) < 2 or not any(statement) or all(statement):
            return None
        if any(told and _SCOPING_RE.search(p.text) for p, told in zip(parts, statement, strict=True)):
            return None  # "공유기 얘기예요.": the statement says what the question is about, not the asker's story
        groups: list[tuple[Part, list[str], list[str]]] = []  # each asking part, the statements before and after
        pending: list[str] = []
        for part, told in zip(parts, statement, strict=True):
            if told:
                pending.append(part.text)
                continue
            groups.append((part, pending, []))
            pending = []
        if pending:  # statements after the last question belong to it
            groups[-1] = (groups[-1][0], groups[-1][1], pending)
        joined = []
        for asked, before, after in groups:
            if not before and not after:
                joined.append(replace(asked))
                continue
            part = self._part(" ".join([*before, asked.text, *after]))
            own = {t.text for t in asked.terms}
            part.asked_alone = asked
            part.told_words = tuple(dict.fromkeys(t.text for t in part.terms if t.text not in own))
            joined.append(part)
        self._mark_distinguishing(joined)
        _with_message_words(joined)
        return joined

    def follow_up_reading(self, parts: list[Part]) -> list[Part] | None:
        """A third reading of a message whose question is followed by a yes/no question on the same point ("첨부파일
        20메가짜리 메일로 보내도 돼요? limit 넘나요?", "노트북은 언제 받아요? 첫날 바로 주나요?"), or whose yes/no
        question is followed by a question with a question word ("피싱 메일은 그냥 지우면 안 돼요? 신고는 어떻게
        해요?"): each such pair joined as one question, whose sentence must carry both parts' words; never a pair
        that asks a reason or a difference. None when no part is such a follow-up. Like `joined_reading`, only a
        fallback when the first reading leaves a part unanswered; the pipeline tries it only after the later
        excerpts' strict look (bot.answer.pipeline)."""
        out: list[Part] = []
        merged = False
        for part in parts:
            if out and out[-1].asked_alone is None and not _WHY_OR_DIFFERENCE_RE.search(
                    f"{out[-1].text} {part.text}") and (self._yes_no_after(part, out[-1])
                                                        or self._after_yes_no(part, out[-1])):
                out[-1] = self._part(f"{out[-1].text} {part.text}")
                merged = True
                continue
            out.append(replace(part))
        if not merged:
            return None
        self._mark_distinguishing(out)
        _with_message_words(out)
        return out

    def fallback_readings(self, follow_up: bool = True) -> list[Callable[[list[Part]], list[Part] | None]]:
        """The readings tried, in order, when the parts as asked leave one unanswered: `joined_reading`, then
        (unless `follow_up` is False) `follow_up_reading`. Each reads the parts as asked."""
        return [self.joined_reading, self.follow_up_reading] if follow_up else [self.joined_reading]

    @staticmethod
    def _yes_no_after(part: Part, before: Part) -> bool:
        """`part` asks yes or no (a question mark or ending, no question word) after a part that asks itself (a
        question mark or word), and is no question of its own: "아님 따로 설치?" offers another answer, "그리고
        메일함 용량은요?" asks of another thing; "저장장치는 아니고 그냥 스캐너예요" asks nothing."""
        if not _YES_NO_END_RE.search(part.text) or QUESTION_WORD_RE.search(part.text) or english.is_english(part.text):
            return False
        if not (re.search(r"[?？]", before.text) or QUESTION_WORD_RE.search(before.text)):
            return False
        return not _OWN_QUESTION_RE.search(part.text)

    @staticmethod
    def _after_yes_no(part: Part, before: Part) -> bool:
        """"피싱 같은 메일은 그냥 지우면 안 돼요? 신고는 어떻게 해요?": a question with a question word after a yes/no
        question (a question mark, no question word) on the same point, and no question of its own."""
        if not re.search(r"[?？]", before.text) or QUESTION_WORD_RE.search(before.text) or english.is_english(
                before.text) or english.is_english(part.text):
            return False
        return bool(QUESTION_WORD_RE.search(part.text)) and not _OWN_QUESTION_RE.search(part.text)

    def _is_story(self, part: Part, first_asks: bool) -> bool:
        """A part after the first that only tells the asker's story: nothing asked and no topic noun, a remark on
        where the asker stands (bot.rules.trailing_aside), or, after a question, the asker's reason
        (bot.rules.trailing_reason) or a statement that names nothing the policies know ("여기 IT 나혼자임",
        bot.rules.trailing_statement)."""
        asked = asks(part.text) or worry_question.voices_worry(part.text)  # "…찍히는 거 아닌가 싶어서" asks
        named = any(not t.verb and self.known(t) for t in part.terms)
        if not part.extra and not any(not t.verb for t in part.terms) and not asked:
            return True
        if is_aside(part.text, named, asked):
            return True
        return first_asks and (trailing_reason.is_reason(part.text) or (
            not part.extra and not named and trailing_statement.is_statement(part.text, asked)))

    def _without_recalled(self, piece: str, parts: list[Part]) -> str:
        """"" for a piece that only points back at the rule the question before it asks about, naming its own topic
        ("… 얼마였죠? 그 몇 메가까지라던 거", bot.rules.recalled); else the piece."""
        named = lambda p: any(not t.verb and self.known(t) for t in p.terms)  # noqa: E731
        return "" if recalled.restates(piece, parts[-1] if parts else None, named) else piece

    @staticmethod
    def _with_asides(parts: list[Part], story: list[Part]) -> None:
        """Keeps on each asked part the remarks after it that say where the asker stands ("… 켜야 돼요? 지금
        사무실인데"), for the rules that depend on it (bot.rules.aside_condition)."""
        for i, p in enumerate(parts[1:], start=1):
            if parts[i - 1] not in story and left_open(p.text) and not asks(p.text):
                parts[i - 1].aside = f"{parts[i - 1].aside} {p.text}".strip()

    def _with_candidates(self, parts: list[Part], part: Part, text: str, joined: bool) -> Part:
        """"변경 안내는 어디로 와요? 메일이에요?": a part that only offers candidate answers to the part before is
        one question with it (bot.rules.asked_attribute.offers_candidates): the part before is taken off `parts` and
        the two are returned as one part."""
        if not parts or joined or not offers_candidates(text):
            return part
        return self._part(f"{parts.pop().text} {text}")

    def _without_told(self, parts: list[Part]) -> list[Part]:
        """The parts without the sentences that only tell the story, reason, worry or purpose of a question
        beside them (bot.rules.asked_sentence), when that question names its own topic and no noun of the story
        says which one of the question's things is meant ("개인 노트북 샀어요. 노트북 교체 주기는요?")."""
        if len(parts) < 2:
            return parts
        marked = [asked_sentence.marks_question(p.text) for p in parts]
        if not any(marked) and asked_sentence.asks_unmarked(parts[-1].text):
            marked[-1] = True  # "… 잠겼어요ㅠㅠ 얼마나 기다리면 풀리나요": the last sentence asks without its mark
        told = [asked_sentence.tells(p.text, any(m for j, m in enumerate(marked) if j != i))
                for i, p in enumerate(parts)]
        if any(told) and not all(told):
            parts, told = self._joined_to_topicless(parts, told, marked)
        # the asking parts that name a topic of their own
        asked = [p for p, t in zip(parts, told, strict=True)
                 if not t and any(not term.verb and self.known(term) for term in p.terms)]
        if not any(told) or not asked or all(told):
            return parts
        nouns = frozenset(t.text for p in asked for t in p.terms if not t.verb)
        # "… 창이 뜨고 파일 이름이 다 바뀜;; 바이러스 같은데 뭐부터 해야돼?": the symptoms are the guess's story
        diagnosed = any(diagnosed_story.diagnoses(p.text, lambda w: self.known(Term(w, verb=False))) for p in asked)
        # "… 이상한 창이 계속 뜨는 게 바이러스 걸린 것 같아요. 일단 전원부터 …?": the story ends in the guess itself
        diagnosed = diagnosed or any(diagnosed_story.diagnoses(p.text, lambda w: self.known(Term(w, verb=False)))
                                     for p, t in zip(parts, told, strict=True) if t)
        # "파일 이름이 다 바뀌고 돈 보내라는 창이 떴어요!!": the story shows the infection itself
        # (bot.rules.infection_story)
        diagnosed = diagnosed or any(infection_story.story_set_aside(p.text) for p, t in zip(parts, told, strict=True)
                                     if t)
        keep: list[Part] = []
        set_aside: list[str] = []
        for part, is_told in zip(parts, told, strict=True):
            # a story that speaks of two policy matters the question does not name carries a topic of its own
            # that the question may hang on ("피싱 메일인 줄 모르고 계정 정보를 입력했어요. 비밀번호 바꾸는 것
            # 말고 또 해야 할 게 있나요?")
            # (a noun the question says as its verb, "퇴사라 …" before "퇴사하고 …", is the question's: progressive)
            own = [t for t in part.terms if not t.verb and self.known(t) and t.text not in nouns
                   and not progressive.said_as_verb(t.text, asked)]
            if is_told and (diagnosed or (len(own) < 2 and not (modifiers_of(part.text, nouns) - nouns))):
                set_aside.append(part.text)
                continue
            keep.append(part)
        for part in keep:
            if part in asked:
                part.told = " ".join(set_aside)
        return keep

    def _joined_to_topicless(self, parts: list[Part], told: list[bool],
                             marked: list[bool]) -> tuple[list[Part], list[bool]]:
        """A question that names no topic of its own ("누구한테 신고해야 돼요?", "빌려줘도 돼요?") asks about the
        story told just before it: the two are one question. `marked`: which parts ask (a question mark, or the last
        part's asking words when the message has no mark)."""
        out: list[Part] = []
        flags: list[bool] = []
        for part, is_told, asking in zip(parts, told, marked, strict=True):
            acts = situations.predicate_acts(part.text)  # "복구 가능한가요?": its one noun is its predicate
            topicless = not part.extra and not any(not t.verb and self.known(t) and t.text not in acts
                                                   for t in part.terms)
            # "… 계정이 잠겨 버렸어요. 좀 민망하고 고민 중인데요. 이거 얼마나 기다리면 풀려요?": a feeling told
            # between the story and its question names nothing; the question goes on from the story before it
            prev = len(out) - 1
            if prev >= 1 and flags[prev] and flags[prev - 1] and asked_sentence.feels(out[prev].text):
                prev -= 1
            # "그거 설치하려면 …?", "그 회사 계정은 …?" after a story naming it (bot.rules.pointed_back)
            topicless = topicless or points_back(part.text, out[prev].text if out else "")
            if out and flags[prev] and not is_told and topicless and asking:
                del out[prev + 1:], flags[prev + 1:]
                out[prev] = self._part(f"{out[prev].text} {part.text}")
                flags[prev] = False
                continue
            out.append(part)
            flags.append(is_told)
        return out, flags

    @staticmethod
    def _mark_distinguishing(parts: list[Part]) -> None:
        """In "노트북 교체 주기랑 모니터 교체 주기", the parts share their other nouns: the noun only one
        part has (모니터) is what that part asks about, never its story."""
        if len(parts) < 2:
            return
        nouns = [{t.text for t in p.terms if not t.verb} for p in parts]
        for i, part in enumerate(parts):
            others = set().union(*(n for j, n in enumerate(nouns) if j != i))
            own = nouns[i] - others
            if len(own) == 1 and len(nouns[i] & others) >= 1:
                part.terms = [replace(t, asked=True) if t.text in own else t for t in part.terms]

    def _part(self, text: str) -> Part:
        quantity = asked_quantity(text)
        # verbs that only frame a figure or what the screen said, not an act asked (read once for the part)
        framing = (figure_verbs(text)  # "4년 넘었는데": the figure told
                   | passing_verbs(text)  # "얼마나 지나면": the figure asked
                   | superlative_verbs(text)  # "젤 크게 몇메가": the bound asked
                   | capacity_verbs(text)  # "몇 메가까지 들어가요": the size asked
                   | quoted_report.report_verbs(text))  # "잠겼다고 떠요": shown, a frame
        terms = [t for t in content_terms(text) if t.text not in QUANTITY_NOUNS.get(quantity or "", ())
                 and not (not t.verb and t.text in _ALONE)  # how the act is done: a qualifier, below
                 and not t.text.startswith("몇")  # "몇일", "몇자": a question word, written as one noun
                 and not (t.verb and t.text in framing)
                 and t.text not in _VAGUE_SPANS  # "받은 지 한참 됐는데": a while, no topic
                 # a Korean unit noun written onto a figure is part of it ("10자리로"; "40mb" is read as a figure)
                 and not (t.text in MEASURE_NOUNS and not t.text.isascii()
                          and re.search(rf"\d{re.escape(t.text)}", text))]
        # "비번 말고 무슨 인증": 비번 is not asked, while another noun is ("비밀번호 말고 또 뭐 해야 돼요?" keeps it:
        # what else is done about it, after the story before)
        besides = {compact(w) for w in asked_besides(text)}
        if any(not t.verb and t.text not in besides for t in terms):
            terms = [t for t in terms if t.text not in besides]
        else:
            besides = set()
        squeezed = compact(text)
        spans = list(self._spans(text))  # a question's parts are analysed several times
        concepts: dict[str, set[str]] = {}
        tied: set[str] = set()
        for term in terms:
            words = set(self.policy_words_for(term.text))
            if term.verb and not words:  # a one-syllable stem: 깔기 -> 깔, the stem of the variant 깔아 (설치)
                words = set(self._verb_stems().get(term.text, ()))
            if not term.verb:  # laptop -> 노트북, itself a variant of 장비 (bot.rules.glossary_chain)
                words |= glossary_chain.chained(self.glossary, words, text)
            surface = self._surface_of(term, text)
            position = squeezed.find(surface)
            # a glossary word for the whole compound ("화면잠금" -> 화면 자동 잠금) says which one; its head's
            # word (잠금) alone would let "계정이 … 잠긴다" carry it
            whole = position >= 0 and any(s <= position and e >= position + len(surface) for _, s, e in spans)
            for word, start, end in spans:
                # a glossary word that covers only the front of a compound noun is not its head:
                # "메일함" (mailbox) is not 메일
                # nor is one on the front of a noun MeCab reads as one word: "공유기" (a router) is not 공유
                head_covered = term.verb or end >= position + len(surface) or (not term.parts and start < position)
                # a glossary word that is the head (end) of a compound noun names its kind: "압축파일" is a 파일
                head = not term.verb and position >= 0 and position < start and end == position + len(surface) \
                    and not whole
                if (position >= 0 and start <= position < end and head_covered) or head:
                    words.add(word)
            tied.update(words)
            if words:
                concepts[term.text] = words
        extra = [w for w, _, _ in spans if w not in tied and not any(w in concepts.get(t.text, ()) for t in terms)]
        extra = [w for w in dict.fromkeys(extra) if compact(w) not in squeezed]
        shown = quoted_report.report_surfaces(text)  # "잠겼다고 떠요": 떠요 (표시) only reports the screen
        extra = [w for w in extra if not shown or not all(
            any(squeezed[s:e] in compact(surface) for surface in shown) for v, s, e in spans if v == w)]
        aside = {p for w in besides for p in self.policy_words_for(w)}
        extra = [w for w in extra if w not in aside]  # "비번 말고": not asked, nor as its policy word
        also = also_adverbs(text, self.policy_words_for)  # "주민번호도 같이 받아도": as well, not together
        extra = scene_phrase.without_scene_adverbs(extra, spans, squeezed, scene_adverbs(text) | also)  # 없어졌는데
        asserted = asserted_quantities(text)
        confirm = CONFIRM_RE.search(text) is not None or hearsay.asks_confirmation(text)
        inferred = False
        # an English yes/no question takes the figure it states as the kind of answer wanted ("can I keep it for 3
        # years?", "my laptop is 4 years old, can I get a new one?"; its unit is a counter:
        # bot.language.english.UNIT_WORDS), not one with a question word ("sending a 30MB video, what's the right way?"
        # asks how)
        if quantity is None and asserted and (confirm or english.asks_yes_no(text) or figure_point.is_point(text)):
            quantity = "duration" if asserted[0].kind in SPAN_KINDS else asserted[0].kind
            if _ONCE_PER_SPAN_RE.search(text):
                quantity = "frequency"  # "1년에 한 번 검토한다고 들었는데 맞나요?": how often, not how long
            inferred = True
            # "10자리면 되죠?": the asserted figure's unit noun is the quantity, not a topic; "8자리만 넘기면
            # 되죠?": a bound verb next to the figure is part of it too (bot.rules.premise_figure)
            bounds = bound_verbs(text)
            terms = [t for t in terms if t.text not in QUANTITY_NOUNS.get(quantity, ()) and t.text not in bounds]
        # "어떻게 해야 돼요?", "뭘 해야 하나요?" ask what to do, not whether an action is allowed
        # ... nor does "어케 보내야 돼요?": how to do the act the obligation names
        permission = PERMISSION_RE.search(_HOW_MUST_RE.sub(" ", HOW_OBLIGATION_RE.sub(" ", text))) is not None
        # an adverb of a story clause ("폰 새로 바꿨는데") does not restrict the action asked
        scene = scene_adverbs(text) | also
        morphs = analyze(text)
        # "IT에서 대신 확인해 줘요?": 대신 after a particle or first is the adverb (instead of the asker), not
        # the noun of "노트북 대신 태블릿"
        # ("서버실은 혼자 출입해도": MeCab-ko reads 혼자 as a noun before a noun made a verb; it says how, a qualifier)
        adverbs = [m.surface for i, m in enumerate(morphs) if m.surface not in scene and (m.tag == "MAG" or (
            m.tag == "NNG" and m.surface in ANEW_ADVERBS and (i == 0 or morphs[i - 1].tag.startswith("J")))
            or (m.tag == "NNG" and m.surface in _ALONE)) and not _works_again(morphs, i)]
        # "승인 없이 쓸 수 있는 거": a rule that requires approval does not say what needs none
        # an act done anew, again, instead or in person restricts any question on it: "감염되면 노트북 새로
        # 받아요?", "노트북 새로 받으려면 누구한테 말해요?", "입사 전에 노트북 미리 받을 수 있어요?" are not
        # answered by a rule on the laptop alone
        qualifiers = [a for a in adverbs if (permission and a in RESTRICTIVE_ADVERBS) or a in ABSENCE_ADVERBS
                      or a in ANEW_ADVERBS]
        if "새로" in qualifiers and anew_is_creation(text):
            qualifiers.remove("새로")  # "비번 새로 만들 때": making is new already (bot.rules.premise_figure)
        if "새로" not in qualifiers and asks_new_one(text) and not measured_only(text, quantity):  # 새 비번은 몇 자
            qualifiers.append("새로")  # "분실 신고하면 새 노트북 바로 줘요?": a new one is asked, like 새로
        # one phrase of the question that stands for two policy words ("같이 들어가": 함께, 동행) asks for either
        alternatives = {w: frozenset(v for v, s, e in spans if v != w and (s, e) in places) for w in extra
                        if (places := {(s, e) for v, s, e in spans if v == w})}
        return Part(text, terms, concepts, extra, quantity, asserted, confirm, permission,
                    lemmas_of(text), qualifiers=qualifiers, inferred_quantity=inferred,
                    extra_alternatives={w: a for w, a in alternatives.items() if a})
