"""Where, when or how one gets a thing (issue 8, near misses found beside the batch `premise_multi_injection_j`):
"보안 USB 어디서 받아요?", "노트북 언제 받아요?" ask about being handed the thing. 받 is a generic verb, so
the topic rule sees only the thing; a sentence that names the thing and some place or time ("보안 USB를
잃어버리면 즉시 보안팀에 신고한다", "지급받은 노트북은 본인 업무에만 사용하고 …") answered it wrongly. Such a
question is answered only by a sentence that speaks of handing out or receiving ("입사일에 **지급**한다",
"재**발급**을 신청한다"), or of the thing received (a transfer in, `bot.rules.asked_attribute.directions`).

General: the analyzer's verbs and a closed class of issuing acts; `bot.rules.asked_attribute.attribute_problems`
calls it.
"""

from __future__ import annotations

import re

from bot.language.terms import Morph, analyze, compact

# Acts by which a thing is handed to the asker (verbal nouns and verbs, closed class).
ISSUING = ("지급", "발급", "배포", "나눠주", "나누어주", "받")
# Where, when, how or from whom one gets it; "받아도 돼요?" asks leave, "어떤 항목까지 받아요?" asks what.
_WHERE_WHEN_RE = re.compile(r"어디|언제|어떻게|어케|누구|누가|몇\s*(?:시|일|년|개월)|며칠|\b(?:where|when|how)\b", re.I)
_PERMISSION_RE = re.compile(r"(?:도|면)\s*(?:돼|되|됨|괜찮)")
_DESCRIBING_RE = re.compile(r"(?:지급|발급|배포|나눠|나누어)\s*(?:받은|받는|받았던|된|되는|한|하는)(?=\s)")
_GENERIC = frozenset({"하", "되", "있", "없", "같", "맞", "괜찮", "주", "보", "알", "싶", "수"})


def asks_getting(question: str, inbound: bool) -> bool:
    """The question's asked act is getting a thing: its last verb is 받 of a thing received (`inbound`, from
    `directions`), with a question word ("어디서 받아요?"); "USB 받았는데 어떻게 해요?" asks what to do."""
    if not inbound or _WHERE_WHEN_RE.search(question) is None or _PERMISSION_RE.search(question):
        return False
    morphs = analyze(question)
    # the acts in order, a noun made a verb by its noun ("피싱 메일 받으면 어떻게 **신고**해요?" asks the report)
    # (not the time since it was got: "노트북 받은 지 한참 됐는데 교체는 …", session 58)
    verbs = [morphs[i - 1].lemma if m.tag == "XSV" and i > 0 else m.lemma for i, m in enumerate(morphs)
             if m.tag in ("VV", "VA", "XSV") and m.lemma not in _GENERIC and not _since(morphs, i)]
    return bool(verbs) and verbs[-1] == "받"


def _since(morphs: tuple[Morph, ...], i: int) -> bool:
    """The verb at `i` only dates a time since ("받은 지 3년", "쓴 지 한참"): a modifier ending, then the bound
    noun 지."""
    return i + 2 < len(morphs) and morphs[i + 1].tag == "ETM" and morphs[i + 2].tag == "NNB" \
        and morphs[i + 2].lemma == "지"


def getting_problem(question: str, sentence: str, inbound: bool, sentence_inbound: bool) -> str | None:
    """A question on getting a thing, against a sentence that speaks of no handing out or receiving."""
    if not asks_getting(question, inbound) or sentence_inbound:
        return None
    # "**지급받은** 노트북은 본인 업무에만 사용하고 …": an issuing act that only describes the thing is not the rule's
    squeezed = compact(_DESCRIBING_RE.sub(" ", sentence))
    if any(word in squeezed for word in ISSUING):
        return None
    return "(the question asks about getting the thing; the sentence says nothing of handing it out)"
