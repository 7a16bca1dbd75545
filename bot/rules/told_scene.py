"""The story a Korean question tells before it asks, in the topic rule (issue 8, branch story14).

`bot.rules.told_clause` reads the question (its told clause, asked clause, told events); this module applies it to a
sentence for `TopicMatcher.coverage` and `TopicMatcher._set_aside`: the told clause's words may be left out of an
answering sentence (`without_story`), a thing a told event happened to stays asked (`lost_things`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.language import english
from bot.language.terms import GENERIC_VERBS, analyze, compact, content_terms, lemmas_of
from bot.rules import answer_kind, reversed_act, told_clause
from bot.rules.message_parts import leading_condition

if TYPE_CHECKING:
    from bot.matching.carried import CarriedWords
    from bot.topic import Part


def untold_lead(part: Part, sentence: str) -> list[str]:
    """A rule that opens with a situation ("보안 USB를 잃어버리면 …", "퇴사하면 …") whose act (or, with none,
    whose words) the question does not tell answers another case: "보안 USB가 인식이 안 되는데 보안팀에
    신고해야 돼요?" is not answered by the rule on losing it."""
    lead = leading_condition(sentence)
    if not lead:
        return []
    told = {t.text for t in content_terms(part.text)} | lemmas_of(part.text)
    terms = content_terms(lead)
    key = [t for t in terms if t.verb and t.text not in GENERIC_VERBS] or terms
    # a stem MeCab cuts otherwise in the rule ("잃어버리거나" -> 잃) is the same act
    if not key or any(t.text in told or (t.verb and any(w.startswith(t.text) for w in told)) for t in key):
        return []
    return [f"({key[0].text}: the rule's situation, which the question's story does not tell)"]


def without_story(matcher: CarriedWords, part: Part, missing: list[str], covered: list[str], sentence: str,
                  literal: frozenset[str]) -> list[str]:
    """`missing` less the story the question tells before it asks ("가방에 넣어둔 노트북을 … 잃어버렸어요
    누구한테 신고해요?"); a rule that opens with a situation the question does not tell still answers
    another case."""
    if told_scene(matcher, part, missing, covered, sentence, literal):
        return untold_lead(part, sentence)
    return missing + untold_event(part, covered)


def untold_event(part: Part, covered: list[str]) -> list[str]:
    """The question tells an event that befell a thing marked 이/가 ("보안 USB가 고장났는데 …"): a sentence that
    carries none of the told event's acts (in words or as their policy words) answers another case ("보안 USB를
    잃어버리면 즉시 보안팀에 신고한다"). Generic acts (왔는데, 됐는데) tell no event of their own; what the asker
    heard ("한도 바뀌었다던데") is a premise, and an act the asker did ("암호 걸었는데") is not this rule's."""
    quoted = _quoted_acts(part.text)  # "주소가 틀렸다고 확인하라는 메일": what the message says (session 59)
    acts = [a for a in told_clause.event_acts(part.text, subjects_only=True)
            if a not in GENERIC_VERBS and a not in quoted]
    if not acts or told_clause.hearsay(part.text) or any(a in covered for a in acts):
        return []
    return [f"({acts[0]}: the event the question tells, which the sentence does not)"]


def _quoted_acts(text: str) -> frozenset[str]:
    """The verbs of `text` said inside a quotation (the verb, then 다고 / 라고 / 냐고): what a message or a screen says
    happened, not an event the asker tells ("택배 주소가 틀렸다고 확인하라는 메일이 왔는데 좀 수상해요")."""
    morphs = analyze(text)
    out = set()
    for i, m in enumerate(morphs[:-1]):
        if m.tag.startswith(("VV", "VA")):
            nxt = next((x for x in morphs[i + 1:i + 3] if x.tag != "EP"), None)
            if nxt is not None and nxt.tag == "EC" and nxt.surface.endswith(("다고", "라고", "냐고")):
                out.add(m.lemma)
    return frozenset(out)


def told_scene(matcher: CarriedWords, part: Part, missing: list[str], covered: list[str], sentence: str,
               literal: frozenset[str]) -> bool:
    """Whether the words `missing` from a sentence are all the story the question tells before it asks
    (bot.rules.told_clause), none of them a noun another excerpt sentence uses itself (that sentence speaks of
    the story's case: "거래처에 대외비 자료 보내야 하는데 …" is not answered by the rule on attachments)."""
    if not missing or any(word in literal for word in missing) or english.is_english(part.text):
        return False
    if any(reversed_act.reverses(word, sentence) for word in missing):
        return False  # "VPN 연결하면 자꾸 끊기는데 어떻게 해요?": a story that undoes the sentence's act is asked
    story = told_clause.story_words(part.text)
    if not story:
        return False
    squeezed = compact(sentence)
    asked = [t for t in part.terms if t.text.lower() not in story and not (t.verb and t.text in GENERIC_VERBS)]
    here = [t.text for t in part.terms if not (t.verb and t.text in GENERIC_VERBS) and t.text in covered
            and matcher._matches(t, squeezed, sentence, part.concepts.get(t.text, set()))]
    # with no words of its own, the question asks about the told event ("USB를 잃어버렸어요 어디에 알려요?"):
    # the sentence itself names the event and the thing it happened to
    acts = told_clause.event_acts(part.text)
    event_named = not asked and bool(set(here) & acts) and bool(set(here) & told_clause.event_things(part.text))
    # ... or, with no event told ("친구가 과제한다고 회사 노트북 빌려달라는데 괜찮나요"), about the act the
    # story asks for: the sentence itself carries that act, and what it leaves out the policies never say
    terms = {t.text: t for t in part.terms}
    # "노트북 충전기 빌려달라는데": the thing the carried act takes is asked, set aside or not
    objects = told_clause.acted_on(part.text, which=False)
    taken = [n for n, act in objects.items() if act in here and n in terms and n not in covered
             and not any(answer_kind.is_person(c) for c in (n, *part.concepts.get(n, ())))]
    event_named = event_named or (not asked and not acts and not taken and any(terms[w].verb for w in here)
                                  and all(w in terms and not matcher.known(terms[w]) for w in missing))
    # Only these two pin a story-shaped sentence. The branch's broader rule (the asked clause's own words carried
    # and two things of the question in the sentence leave the story out) answered three frozen hold-out
    # questions wrongly when merged (ids only, coordinator, 2026-12-01) and was taken out.
    pinned = event_named
    anchors = matcher._points(part, here) if pinned else 0
    return told_clause.scene_only(part.text, missing, [t.text for t in asked], lambda word: word in covered,
                                  anchors, lambda word: any(answer_kind.is_person(c)
                                                            for c in (word, *part.concepts.get(word, ()))),
                                  event_named)


def lost_things(part: Part, covered: list[str]) -> frozenset[str]:
    """The things a told event happened to (bot.rules.told_clause), when the sentence carries none of them and the
    asked clause names no thing the sentence carries: then that thing is what the question is about
    ("사원증을 잃어버렸는데 IT 담당자한테 분실 신고 하면 되나요?" is not answered by the laptop-loss rule), not
    its story ("가방 도둑맞았는데 거기 회사 노트북 있었음" is about the laptop)."""
    def person(word: str) -> bool:
        return any(answer_kind.is_person(c) for c in (word, *part.concepts.get(word, ())))
    things = {w for w in told_clause.event_things(part.text) if not person(w)}
    if not things or things & set(covered):
        return frozenset()
    if any(w in covered for w in told_clause.asked_things(part.text)):
        return frozenset()
    return frozenset(things)
