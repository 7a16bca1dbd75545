"""The extractive generator: no model, no network. It answers with the excerpt sentences that answer
the question, cited by number, and abstains when the excerpts do not cover what the question asks.

Coverage is judged per sentence, with the same rule as the `answers_question` check (`bot.topic`):
the quoted sentence, with its section heading and document title, must carry every topic word of
the question (itself, a glossary equivalent or a near-synonym) and, for a quantity question, a
quantity of the asked kind. A message with several questions gets one quoted answer per question,
each with its citation, or none at all; an instruction to the bot inside the message is ignored.
A question that asserts a figure ("30일마다 바꾸면 되죠?") is told plainly whether the policy's
figure agrees. General logic only: no lists of questions.
"""

from __future__ import annotations

import re

from bot.answer.generate.base import Draft
from bot.knowledge.embeddings import Embedder
from bot.knowledge.glossary import Glossary
from bot.knowledge.sentences import SentenceVectors
from bot.language.terms import compact
from bot.models import Excerpt
from bot.rules import (
    bound_sufficiency,
    contrast,
    drawn_consequence,
    figure_scope,
    heard_core,
    heard_premise,
    problem_asked,
    span_units,
)
from bot.rules.asked_attribute import corrects_premise
from bot.rules.business_days import day_kind_differs
from bot.rules.delay_asked import not_put_off
from bot.rules.each_figure import other_figure_differs
from bot.rules.forbidden_permission import denies
from bot.rules.negated_bound import negated_against_bound
from bot.rules.premise_figure import at_once_corrects, distinct_figure
from bot.rules.reversed_act import reverse_lasts, states_act
from bot.rules.what_next import goes_on
from bot.topic import (
    MEASURE_NOUNS,
    QUANTITY_KINDS,
    Coverage,
    Part,
    Sentence,
    TopicMatcher,
    last_act,
    split_sentences,
)

NOT_FOUND = "규정에서 답을 찾지 못했습니다."
PROHIBITION_RE = re.compile(r"않는다|않도록|금지|안\s*된다|말아야|말고|없다")
WITHOUT_RE = re.compile(r"([가-힣A-Za-z]+?)(?:의)?\s*없이")  # "승인 없이": what the prohibition is conditioned on
# "넘기려면 어떻게 해요?", "어떻게 해야 돼요?": how a thing is done; a prohibition alone ("승인 없이 … 넘기지 않는다")
# names what it needs, the section's rule on that need says how
# … and "업무용으론 뭘 써야 돼요?": what to do instead (session 58: no permission question any more)
HOW_TO_RE = re.compile(r"(?:려면|으려면)\s*(?:어떻게|어케|뭘|뭐)|어떻게\s*(?:해야|하면)"
                       r"|(?:뭘|뭐를|무엇을|무얼)\s*[가-힣]+(?:어야|아야|여야|해야|야)\s*(?:돼|되|하|할)")
ALLOWANCE_RE = re.compile(r"만\s*(?:사용|쓴|이용|설치|연결|보관)|(?:사용|이용)한다|받는다|허용")
AGREE = "네."
DISAGREE = "아닙니다."
# the predicates of a question that only frames its topic ("어떻게 해요?", "어떡해요", "tell me about")
_FRAME_PREDICATES = frozenset({"하", "되", "어떻", "어떡하", "어찌하", "알", "알리", "주", "tell"})


class ExtractiveGenerator:
    name = "extractive"
    cpu_bound = True  # runs on this machine: takes a CPU slot in the pipeline
    second_look = True  # may read later excerpts strictly (bot.rules.later_excerpts)

    def __init__(
        self,
        embedder: Embedder,
        glossary: Glossary | None = None,
        synonym_min: float = 0.7,
        max_sentences: int = 2,
        sentences: SentenceVectors | None = None,
    ) -> None:
        self.glossary = glossary or Glossary()
        self.matcher = TopicMatcher(self.glossary, embedder, synonym_min)
        # Ranks the sentences that pass the topic rule by their similarity to the question.
        self.matcher.sentences = sentences if sentences is not None else SentenceVectors(embedder)
        self.max_sentences = max_sentences

    def generate(self, question: str, excerpts: list[Excerpt], lenient: bool = True, follow_up: bool = True) -> Draft:
        """`lenient=False`: every part answered by the topic rule alone (bot.rules.later_excerpts); `follow_up=False`:
        without the follow-up reading (the pipeline tries it only after the later excerpts' strict look)."""
        parts, _ignored = self.matcher.parts(question)
        if not parts:
            return Draft(status="insufficient_evidence", answer=NOT_FOUND)
        if len(parts) == 1 and self._names_only(parts[0], excerpts):  # "노트북 어떻게 해요?", "USB는요?"
            return Draft(status="insufficient_evidence", answer=NOT_FOUND)
        answers = self._answers(parts, excerpts, lenient)
        # fallback readings, in order: "… 자료가 좀 있어요. 회사 컴퓨터에 꽂아도 되나요?" as one question
        # (QuestionParts.joined_reading), then "… 메일로 보내도 돼요? limit 넘나요?" (QuestionParts.follow_up_reading)
        for reading in self.matcher.fallback_readings(follow_up):
            other = reading(parts) if answers is None else None
            if other is not None:
                answers = self._answers(other, excerpts, lenient)
        if answers is None:  # one unanswered question: the whole message goes to a person
            # unless it only draws a consequence from a figure the policy corrects (rules.drawn_consequence)
            return self._drawn_correction(question, parts, excerpts) or Draft(
                status="insufficient_evidence", answer=NOT_FOUND)
        joined = " ".join(answers)
        return Draft(status="answered", answer=joined, evidence=re.findall(r"\d+", joined))

    def _names_only(self, part: Part, excerpts: list[Excerpt]) -> bool:
        """The part names one thing and asks nothing of it ("노트북 어떻게 해요?", "what about USB?"): no act, no
        figure, no phrase of the glossary beside it, while rules on several points of that thing pass the topic rule;
        whichever sentence came first would answer a point nobody asked (session 37)."""
        if len(part.terms) != 1 or part.terms[0].verb or part.extra or part.quantity or part.permission \
                or part.confirm or part.asserted or part.predicates - _FRAME_PREDICATES:
            return False
        return len({(excerpts[c.sentence.excerpt - 1].doc_id, excerpts[c.sentence.excerpt - 1].section)
                    for c in self.matcher.passing(part, excerpts)}) >= 2

    def _answers(self, parts: list[Part], excerpts: list[Excerpt], lenient: bool) -> list[str] | None:
        """One quoted answer per part (with its verdict on a premise), or None when a part has no sentence."""
        answers: list[str] = []
        quoted: set[tuple[int, int]] = set()
        previous: str | None = None  # the sentence quoted for the part before
        for n, part in enumerate(parts):
            cov = self.matcher.best(part, excerpts, parts, lenient)
            if cov is not None and not goes_on(part.text, any(t.verb for t in part.terms), previous, cov.sentence.text):
                cov = None  # "… 보관하고 그다음엔 어떻게 돼요?": it must go on from the answer before (rules.what_next)
            if cov is not None and part.follow_up and (cov.sentence.excerpt, cov.sentence.index) in quoted \
                    and not (n > 0 and distinct_figure(cov.sentence.text, parts[n - 1].quantity, part.quantity,
                                                       QUANTITY_KINDS)):
                # a follow-up asks something else than the sentence that answered the part before, unless that
                # sentence also states a figure of the follow-up's own kind ("5번 … 30분 동안 잠긴다"); another
                # sentence that answers it may ("30MB는 첨부 못 하죠? 그럼 어떻게 보내요?": "25MB가 넘는 파일은 …")
                cov = self.matcher.best(part, excerpts, parts, lenient, skip=frozenset(quoted))
            if cov is None:
                return None
            quoted.add((cov.sentence.excerpt, cov.sentence.index))
            previous = cov.sentence.text
            text = self._quote(part, cov, excerpts)
            verdict = premise_verdict(part, cov.sentence.text)
            if not verdict and self.matcher.corrects_recipient(part, cov.sentence.text, cov.sentence.text):
                verdict = DISAGREE  # "보안팀에 신고하면 되는 거죠?" against "… IT 담당자에게 분실 신고를 한다"
            if not verdict and contrast.corrects(part, cov.sentence.text):
                verdict = DISAGREE  # "Notion은 무료라서 깔아도 되죠?" against "라이선스: 유료" (bot.rules.contrast)
            # the heard figure asked on its own (bot.rules.heard_core); both uses below need no verdict yet
            heard = self._heard_verdict(part, excerpts) if not verdict else (None, "")
            if not verdict and heard_premise.corrects(part.text, cov.sentence.text) and heard[1] != AGREE:
                verdict = DISAGREE  # "노트북 3년 쓰면 바꿔준다던데 … 어디서 해요?" (bot.rules.heard_premise)
            if not verdict and denies(part.confirm, part.permission, part.text,
                                      {*part.predicates, *(t.text for t in part.terms if t.verb)}, part.concepts,
                                      text.rsplit("[", 1)[0]):
                verdict = DISAGREE  # "개인 USB 꽂아도 되죠?" vs "… 연결하지 않는다" (bot.rules.forbidden_permission)
            if problem_asked.asks_problem(part.text):  # "10자로 하면 문제 되나요?": 네 / 아닙니다 turn round
                verdict, heard = "", (None, "")
            answer = f"{verdict} {text}" if verdict else text
            if not verdict and heard[1] == DISAGREE and heard[0] is not None and heard[0].sentence != cov.sentence:
                # "동료가 인증서는 6개월짜리라던데 … 신청해야 하나요?": the heard figure corrected first
                answer = f"{DISAGREE} {heard[0].sentence.text}[{heard[0].sentence.excerpt}] {answer}"
            # a part whose quote an earlier part's quote already holds adds nothing ("… 분실 신고를 한다. 신고를
            # 받은 IT 담당자가 …" then "신고를 받은 IT 담당자가 …")
            if not any(answer.rsplit("[", 1)[0] in earlier for earlier in answers):
                answers.append(answer)
        return answers

    def _drawn_correction(self, question: str, parts: list[Part], excerpts: list[Excerpt]) -> Draft | None:
        """"첨부 10MB 제한이라 … 보내야 하는 거 맞죠?": the correction of the figure the message rests on, when no
        sentence answers the message itself (bot.rules.drawn_consequence)."""
        fixed = drawn_consequence.correction(self.matcher, question, excerpts) if len(parts) == 1 and not (
            problem_asked.asks_problem(question)) else None
        if fixed is None or (premise_verdict(fixed[0], fixed[1].sentence.text) != DISAGREE
                             and not contrast.corrects(fixed[0], fixed[1].sentence.text)):  # "무료라서" vs 유료
            return None
        text = f"{DISAGREE} {self._quote(fixed[0], fixed[1], excerpts)}"
        return Draft(status="answered", answer=text, evidence=re.findall(r"\d+", text))

    def _heard_verdict(self, part: Part, excerpts: list[Excerpt]) -> tuple[Coverage | None, str]:
        """The sentence that answers the figure the asker heard (bot.rules.heard_core), asked on its own, and
        the premise verdict on it; (None, "") when nothing was heard or nothing answers it."""
        asked = heard_core.core(part.text)
        if asked is None:
            return None, ""
        core = self.matcher.parts(asked)[0]
        fix = self.matcher.best(core[0], excerpts, lenient=False) if len(core) == 1 else None
        return (fix, premise_verdict(core[0], fix.sentence.text)) if fix is not None else (None, "")

    def _quote(self, part: Part, cov: Coverage, excerpts: list[Excerpt]) -> str:
        """The answering sentence and the rest of its bullet ("90일마다 바꾼다. 만료 7일 전부터 …")."""
        number = cov.sentence.excerpt
        sentences = split_sentences(excerpts[number - 1], number)
        chosen: list[Sentence] = [cov.sentence]
        # its bullet is its context (bot.topic): the sentence before it in the bullet comes first
        before = [s for s in sentences[:cov.sentence.index] if s.line == cov.sentence.line]
        if before and self.max_sentences > 1:
            chosen.insert(0, before[-1])
        for follower in sentences[cov.sentence.index + 1:]:
            if len(chosen) >= self.max_sentences or follower.line != cov.sentence.line:
                break
            chosen.append(follower)
        act = last_act(part)
        if act is not None and len(chosen) < self.max_sentences and reverse_lasts(part.text, act, cov.sentence.text):
            # "언제 풀려요?" is answered by how long the reverse lasts ("… 30분 동안 잠긴다") with the excerpt's
            # sentence on the act itself ("잠긴 계정은 시간이 지나면 자동으로 풀린다"), when it has one
            chosen.extend([s for s in sentences if s is not cov.sentence and states_act(act, s.text)][:1])
        if len(chosen) < self.max_sentences:  # leave to wait: the section's rule against the wait (rules.delay_asked)
            chosen.extend(not_put_off(part.text, part.permission, cov.sentence.text,
                                      [s for s in sentences if s not in chosen], lambda s: s.text))
        if len(chosen) < self.max_sentences:  # another sentence of the excerpt that answers as well
            literal = self.matcher.literal_nouns(part, excerpts)
            for other in sentences:
                peer = self.matcher.coverage(part, other, excerpts[number - 1], literal)
                # quoted after the answering sentence, a peer needs no subject of its own that a title naming
                # several left open ("25MB가 넘는 파일은 …" after "메일 첨부 파일은 25MB까지 …")
                fits = peer.passed or (peer.quantity_ok and bool(peer.covered) and bool(peer.missing)
                                       and peer.title_only == len(peer.missing))
                # or one that forbids an act the question asks to confirm: it corrects the premise ("암호는
                # 메일에 써서 보내면 되죠?" -> "… 메일 본문에 쓰지 않고 …" beside "… 파일에 암호를 걸어 보낸다")
                fits = fits and (len(peer.covered) >= len(cov.covered)
                                 or corrects_premise(part.confirm, part.predicates, other.text))
                if other not in chosen and fits:
                    chosen.append(other)
                    break
        if len(chosen) == 1 and (part.permission or HOW_TO_RE.search(part.text)) and \
                PROHIBITION_RE.search(cov.sentence.text):
            # "개인 USB 써도 돼요?": the prohibition, and the rule of its section on what to use instead
            # (the sentence of the same excerpt nearest the question that names one of its topic nouns)
            title = compact(excerpts[number - 1].title)
            # "승인 없이 … 넘기지 않는다": the section's rule on that approval says how it is done
            lacking = [w for w in WITHOUT_RE.findall(cov.sentence.text) if len(w) >= 2]
            instead = [
                other for other in sentences
                if other is not cov.sentence and not PROHIBITION_RE.search(other.text)
                and ALLOWANCE_RE.search(other.text)
                # it names a topic noun of the question that is not just the document's own subject
                and (any(not t.verb and self.matcher.word_in(t, part, other.compact)
                         and not self.matcher.word_in(t, part, title) for t in part.terms)
                     or any(w in other.text for w in lacking))
            ]
            if len(instead) > 1:  # the nearest to the question first
                sims = self.matcher.similarities(part, instead)
                instead = [s for _, s in sorted(zip(sims, instead, strict=True), key=lambda x: -x[0])]
            chosen.extend(instead[:1])
        chosen.sort(key=lambda s: s.index)
        return " ".join(s.text for s in chosen) + f"[{number}]"  # one excerpt: cite it once


def premise_verdict(part: Part, sentence: str) -> str:
    """For "…되죠?" with a figure: 네 when the policy states the same figure, 아닙니다 when it states
    another figure of the same kind, nothing when the sentence has no figure of that kind."""
    if not (part.confirm and part.asserted) or negated_against_bound(part.text, sentence):
        return ""  # "30MB는 첨부 못 하죠?" against "25MB까지": the sentence, no verdict (bot.rules.negated_bound)
    if figure_scope.verdict_elsewhere(part.text, sentence, MEASURE_NOUNS):
        return ""  # "2주짜리 해외출장인데" against "만료 7일 전부터 …": the figure of another thing
    claim = part.asserted[0]
    found = [re.sub(r"\D", "", m) for m in re.findall(QUANTITY_KINDS[claim.kind], sentence, re.I)]
    found = [n for n in found if n]
    if not found:
        # "일주일 안에만" -> 즉시; "6개월짜리" -> "유효기간은 1년이다" (bot.rules.span_units)
        return DISAGREE if at_once_corrects(part.text, sentence) or span_units.differs(
            claim.number, claim.kind, sentence) else ""
    if claim.number in found and claim.kind == "day" and day_kind_differs(part.text, sentence, claim.number):
        return ""  # 5일 is not 5영업일: the sentence states its figure, no 네 (bot.rules.business_days)
    if claim.number not in found:  # but "14자로 만들면 되죠?" against "12자 이상": within the bound, no verdict
        return "" if bound_sufficiency.within(part.text, claim.number, claim.kind, sentence) else DISAGREE
    # "잠금은 30분이고 로그인 3번 틀리면 잠기는 거죠?": 30분 agrees, 3번 does not (bot.rules.each_figure)
    return DISAGREE if other_figure_differs(part.asserted, sentence, QUANTITY_KINDS) else AGREE
