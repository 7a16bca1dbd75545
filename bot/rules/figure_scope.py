"""What a policy sentence's figure belongs to (issue 8, batch `_en_z`).

Two readings of a sentence that the topic words alone miss, both on the analyzer's tags; used by
`bot.topic.TopicMatcher.coverage`, so the extractive generator and the `answers_question` check decide alike.

- **The thing a figure measures.** "메일 첨부 파일은 25MB까지 보낼 수 있다" gives the size of an attachment; 메일
  there only says whose attachment. A quantity question that reaches the sentence only through such a qualifier
  ("mailbox 용량 몇 GB까지에요?", "메일 용량은요?") and names neither the measured thing (첨부, 파일) nor the
  sentence's act (보내) asks the size of something else: the figure is not its answer.
- **A lead time before an event.** "인증서가 만료되기 30일 전에 재발급을 신청한다", "설치하기 전에 승인을 받는다" say
  what to do before the event. A question that says the event has already happened ("VPN cert 이미 expired
  됐는데 어떻게 해요?", "벌써 깔았는데요") asks what to do now, which a rule for the time before it does not say.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from bot.language import english
from bot.language.tags import NOUN_OR_LATIN_TAGS
from bot.language.terms import Morph, analyze, compact
from bot.rules import english_after_event
from bot.rules.scope_kind import is_container


def _occurrences(morphs: tuple[Morph, ...], word: str) -> list[int]:
    """Indexes of the last morpheme of each place `word` (spaces ignored) is written in the morphemes."""
    key = compact(word)
    out: list[int] = []
    for i in range(len(morphs)):
        joined = ""
        for j in range(i, len(morphs)):
            joined += compact(morphs[j].surface)
            if joined == key:
                out.append(j)
                break
            if not key.startswith(joined):
                break
    return out


def _noun_run(morphs: tuple[Morph, ...], start: int) -> list[str]:
    run: list[str] = []
    k = start
    while k < len(morphs) and morphs[k].tag in NOUN_OR_LATIN_TAGS:
        run.append(morphs[k].surface)
        k += 1
    return run


def measured_elsewhere(words: Mapping[str, Iterable[str]], asked: Iterable[str], echoed: bool, sentence: str,
                       measure_nouns: frozenset[str]) -> list[str]:
    """The sentence's figure measures a thing the question does not name: every question noun the sentence
    carries (`words`: each covered noun with its policy words, each written in the sentence) stands right
    before another noun that is neither asked (`asked`: the question's nouns and policy words) nor a container
    (파일, 문서: then the qualifier is the topic, bot.rules.scope_kind) nor a measure (기간, 주기: "보관 기간은 1년이다"
    is the 보관 period). `echoed`: the question uses the sentence's act ("몇 MB까지 보낼 수 있어요?"), which says
    what the figure is of. Empty when any noun is the sentence's own subject or object, or one is carried
    without being written in the sentence."""
    if echoed:
        return []
    morphs = analyze(sentence)
    asked_keys = {compact(w) for w in asked}
    measured: list[str] = []
    seen = False
    for noun, policy_words in words.items():
        ends = {word: _occurrences(morphs, word) for word in dict.fromkeys([noun, *policy_words])}
        if not any(ends.values()):
            return []  # carried some other way (a near-synonym, the heading): what it stands for is not known
        for found in ends.values():
            for end in found:
                seen = True
                following = morphs[end + 1] if end + 1 < len(morphs) else None
                if following is None or following.tag not in NOUN_OR_LATIN_TAGS:
                    return []
                key = compact(following.lemma)
                if key in asked_keys or is_container(following.lemma) or following.lemma in measure_nouns:
                    return []
                measured.append(" ".join(_noun_run(morphs, end + 1)))
    if not seen or not measured:
        return []
    return [f"(the figure is of {measured[0]}, which the question does not name)"]


def _lead_events(sentence: str) -> list[str]:
    """Events the sentence sets a time before: "만료되기 30일 전에", "만료 7일 전부터", "설치하기 전에"."""
    morphs = analyze(sentence)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.tag != "NNG" or m.lemma != "전" or i + 1 >= len(morphs):
            continue
        if morphs[i + 1].surface not in ("에", "부터", "까지", "에는"):
            continue
        j = i - 1
        while j >= 0 and morphs[j].tag in ("SN", "NNBC", "NNB"):  # "30일", "7일"
            j -= 1
        if j >= 1 and morphs[j].tag == "ETN" and morphs[j - 1].tag == "XSV":  # 만료 + 되 + 기
            j -= 2
        if j >= 0 and morphs[j].tag == "NNG" and j < i - 1:
            out.append(morphs[j].lemma)
    return out


# A Korean predicate in the past (됐는데, 했어요, 깔았는데) or done before now (된 뒤, 한 후, 지났): the event happened.
_DONE_AFTER = re.compile(r"^\s*(?:이|가)?\s*(?:됐|됬|되었|돼\s*버|되\s*버|되어\s*버|했|하였|해\s*버|지났|끝났"
                         r"|[된한]\s*(?:뒤|후|다음|지|상태)"
                         # the event passed: "만료 지나서", "만료 지난 뒤", "만료 후에", "만료 이후" (branch cover16)
                         r"|지나(?:서|고|면|니)|지난|후에|후로|이후|뒤에|다음에)")
_ALREADY = frozenset({"이미", "벌써", "already"})


def _done_in(question: str, surface: str) -> bool:
    """The question writes `surface` (the event, itself or as its glossary word) as done: a Korean past or
    perfect form after it ("만료됐는데", "expired 됐는데"), a Latin past participle ("expired"), or a Korean
    verb with a past ending ("깔았는데")."""
    lowered = question.lower()
    key = surface.lower()
    if re.fullmatch(r"[a-z]+ed", key) and english.lemma(key) != key and re.search(rf"\b{key}\b", lowered):
        return True
    for match in re.finditer(re.escape(key), lowered):
        if _DONE_AFTER.match(lowered[match.end():]):
            return True
    morphs = analyze(question)
    for i, m in enumerate(morphs):
        if m.lemma == key and m.tag.startswith("VV") and i + 1 < len(morphs) and morphs[i + 1].tag == "EP":
            return True
    return False


def too_late(question: str, words: Mapping[str, Iterable[str]], sentence: str, confirm: bool) -> list[str]:
    """The sentence says what to do before an event (`_lead_events`) that the question says has already
    happened. `words`: the question's terms with their policy words (how the question names the event:
    "expired" -> 만료, 깔 -> 설치). A premise to confirm ("만료된 뒤에 신청하면 되죠?") is corrected by the
    rule, so it is left alone."""
    if confirm:
        return []
    events = _lead_events(sentence)
    if not events:
        return []
    already = any(w in _ALREADY for w in re.findall(r"[가-힣]+|[a-z]+", question.lower()))
    out: list[str] = []
    for event in events:
        surfaces = [event] + [term for term, policy in words.items() if event in policy]
        named = [s for s in surfaces if s.lower() in question.lower() or any(
            m.lemma == s for m in analyze(question))]
        if named and (already or any(_done_in(question, s) or english_after_event.asks_after(question, s)
                                     for s in named)):  # "if it expires, what happens?" (bot.rules.english_after_event)
            out.append(f"(the sentence says what to do before {event}; the question says it has happened)")
    return out


def measured_things(text: str) -> list[str]:
    """The nouns a figure of `text` measures by 짜리 ("2주짜리 해외출장" -> 해외, 출장; "30MB짜리 영상 파일" -> 영상,
    파일), or written right after its unit and before a copula ("2주 출장인데" -> 출장)."""
    morphs = analyze(text)
    out: list[str] = []
    for i, m in enumerate(morphs):
        if m.tag != "SN":
            continue
        k = i + 1
        if k < len(morphs) and morphs[k].tag in ("NNBC", "SL", "NNG") and morphs[k].start == m.end:
            k += 1
        by_unit = k < len(morphs) and morphs[k].tag == "XSN" and morphs[k].surface == "짜리"
        run = _noun_run(morphs, k + 1) if by_unit else _noun_run(morphs, k)
        after = k + 1 + len(run) if by_unit else k + len(run)
        if run and (by_unit or (after < len(morphs) and morphs[after].tag == "VCP")):
            out.extend(run)
    return out


def verdict_elsewhere(question: str, sentence: str, measure_nouns: frozenset[str]) -> bool:
    """The figure the asker states measures a thing the sentence never names ("다음주 2주짜리 해외출장인데 …
    미리 바꿔놔도 되나요?" against "만료 7일 전부터 … 변경 안내가 표시된다"): the figures are of different things,
    so the sentence neither confirms nor corrects it (hand probe p28a-near-34 was told 아닙니다). A measure noun
    ("30MB 제한이라", "2주 기간이면") names the figure itself, not a thing."""
    things = [t for t in measured_things(question) if t not in measure_nouns]
    squeezed = compact(sentence)
    return bool(things) and not any(compact(t) in squeezed for t in things)
