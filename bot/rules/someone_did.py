"""누가 that tells of someone, not a question about who (issue 8, branch cover23, batch `_zn2`).

"차에 둔 노트북을 **누가** 훔쳐갔어요 ㅠㅠ 어케 해야되요?", "누가 제 노트북 가져갔는데 어떻게 해요?": 누가 is the
subject of a past event the asker tells ("someone stole it"), and the question asked after it is what to do. Read
as "who?", it made every sentence without a person the question does not name fail (bot.rules.answer_kind,
bot.rules.asked_attribute), so the rule on reporting a theft was never quoted.

누가 tells of someone when its clause ends in a past tense (-었/-았) closed by a statement ending or by -는데 /
-어서, or in the retrospective -던데 ("컴퓨터부터 꺼야 한다고 누가 그러던데 맞아요?", session 55), and another
predicate follows that clause (the question asked). "누가 승인했어요?" (nothing follows),
"누가 훔쳐갔는지 어떻게 알아요?" (an embedded question, -는지) and "노트북 누가 반납받아요?" stay questions about who.

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

from bot.language.terms import raw_morphemes

_WHO = "누가"
_SOMEONE = "누군가"
_PREDICATE_TAGS = ("VV", "VA", "VX", "XSV", "XSA", "XR", "MAG", "IC")


def _tells_someone(morphs: list[tuple[str, str]], at: int) -> bool:
    """The 누가 at index `at` opens a past clause that another predicate follows."""
    past = False
    for k in range(at + 1, len(morphs)):
        surface, pos = morphs[k]
        tags = pos.split("+")
        if "EP" in tags:
            past = True
        if "EC" in tags and surface.endswith(("던데", "더라")):
            past = True  # "누가 그러던데 맞아요?": what someone said, told (session 55)
        if "EF" in tags or ("EC" in tags and surface.endswith(("는데", "은데", "서", "던데"))):
            if not past:
                return False
            rest = [p for _, p in morphs[k + 1:]]
            return any(p.split("+")[0] in _PREDICATE_TAGS for p in rest)
        if "EC" in tags and surface.endswith("지"):
            return False  # "누가 훔쳐갔는지": who, asked inside the question
        if "SF" in tags:
            return False
    return False


def without_someone(question: str) -> str:
    """The question with its one 누가 written 누군가 when it tells of someone, so that only 누가 asking who remains."""
    if _WHO not in question:
        return question
    if question.count(_WHO) != 1:
        return question  # several: left as they are
    morphs = [(m.surface, m.pos) for m in raw_morphemes(question)]
    told = any(surface == _WHO and _tells_someone(morphs, i) for i, (surface, _pos) in enumerate(morphs))
    return question.replace(_WHO, _SOMEONE) if told else question
