"""What a confirm question asserts of its topic is asked, never its story (issue 8, hand probes of batch p28d).

"부서 옮기면 이전 부서 권한은 발령 다음 날 바로 회수되는 거죠?" asserts when the rights are withdrawn (발령 다음 날);
"문서 등급 표시는 첫 페이지 오른쪽 위에 하는 게 규정이죠?" asserts where the grade goes. "부서를 옮기면 이전 부서에서
쓰던 권한은 회수된다" and "모든 문서에는 … 등급을 표시한다" carry the topic and the act but say nothing of that
detail, so they neither confirm nor correct it. So is the kind it asserts the act gives or makes: "Figma 승인 받으면
편집자 라이선스로 주는 거 맞나요?" asserts which licence (편집자 라이선스로); the catalog row "라이선스: 유료 / 설치:
승인 필요" says nothing of it (session 58, probe `_p58b`). Nouns the policies never use are otherwise set aside as the
question's story (`TopicMatcher._set_aside`); in a confirm question ("…죠?", "맞나요?") a noun phrase after the topic
of its last clause (the noun marked 은/는) that ends on a time or place noun (날, 다음, 위, 오른쪽 …) is when or where
the asker says the act happens, so its nouns stay asked. A topic in an earlier clause ("메일 첨부는 10메가까지라고
들어서 … 보냈는데 이거 맞아요?") asserts nothing of the story's nouns. Permission questions ("… 해도 되죠?") are left
to `bot.rules.asked_setting`.
"""

from __future__ import annotations

from functools import lru_cache

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze
from bot.rules.message_parts import CONFIRM_TAIL_RE

# nouns that place an act in time or space relative to something (a closed class): "발령 다음 날", "오른쪽 위"
_WHEN_WHERE = frozenset({
    "날", "당일", "다음", "전", "후", "뒤", "앞", "위", "아래", "옆", "안", "밖", "끝", "처음", "오른쪽", "왼쪽",
    "중간", "직후", "직전", "이후", "이전", "아침", "저녁", "밤", "오전", "오후", "주말",
})


@lru_cache(maxsize=4096)
def comment_nouns(text: str) -> frozenset[str]:
    """The nouns a confirm question asserts of its topic as the time or place of its act: 발령, 다음, 날 of "…
    권한은 발령 다음 날 바로 회수되는 거죠?"; empty for another question or one without a topic."""
    if not CONFIRM_TAIL_RE.search(text.strip()):
        return frozenset()
    morphs = analyze(text)
    clause = max((i for i, m in enumerate(morphs) if m.tag == "EC"), default=-1)  # its last clause
    topics = [i for i, m in enumerate(morphs) if i > clause and m.tag == "JX" and m.lemma in ("은", "는")
              and i > 0 and morphs[i - 1].tag in KOREAN_NOUN_TAGS]
    if not topics:
        return frozenset()  # "… 세 번 나눠서 보냈는데 이거 맞아요?": the story's nouns are not asserted of a topic
    out: set[str] = set()
    run: list[str] = []
    for m in [*morphs[topics[-1] + 1:], None]:
        if m is not None and m.tag in ("NNG", "NNP"):
            run.append(m.lemma)
            continue
        if run and run[-1] in _WHEN_WHERE:  # a noun phrase that ends on a time or place: "발령 다음 날", "… 위"
            out.update(run)
        run = [] if m is None or m.tag != "SN" else run
    return frozenset(out)


@lru_cache(maxsize=4096)
def kind_nouns(text: str) -> frozenset[str]:
    """The nouns of the phrase a confirm question's last clause marks with (으)로 right before its verb: the kind the
    act gives or makes ("편집자 라이선스로 주는 거 맞나요?" -> 편집자, 라이선스); empty for another question."""
    if not CONFIRM_TAIL_RE.search(text.strip()):
        return frozenset()
    morphs = analyze(text)
    clause = max((i for i, m in enumerate(morphs) if m.tag == "EC"), default=-1)
    out: set[str] = set()
    for i in range(clause + 1, len(morphs) - 1):
        if morphs[i].tag != "JKB" or morphs[i].lemma not in ("로", "으로") \
                or not morphs[i + 1].tag.startswith(("VV", "VX")):
            continue
        j = i - 1
        while j > clause and morphs[j].tag in ("NNG", "NNP"):
            out.add(morphs[j].lemma)
            j -= 1
    return frozenset(out)
