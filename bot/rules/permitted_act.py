"""A permission asked for an act the policies name is that act, not a rewording (issue 8, branch hunt19).

`TopicMatcher._unexcused` lets one question predicate be "worded otherwise" once the sentence pins the topic;
for an obligation (-해야) it already refuses a noun-verb the policies use themselves (`TopicMatcher._policy_act`).
A permission (-해도 돼요, -하면 되나요, -해 둬도 돼요) for such an act is the same: "고객 명단 인쇄해도
되나요?" asks about printing (the policies' 출력, a rule of another document), which "개인정보를 외부 업체에
제공하려면 … 승인을 받는다" does not say; "개인정보 인쇄해도 되나요?" was answered by "수집 목적 안에서만
이용한다" (hand probes of branch hunt19). Only a noun made a verb (인쇄하다, 삭제하다), not a native verb that
may be worded otherwise (가져가다, 쓰다), and not a catch-all act noun that names no act of its own ("동료
계정으로 급한 건 처리해도 되나..?" asks about using the shared account, which "계정과 비밀번호는 동료 …
공유하지 않는다" answers: a dev answer the first version lost).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from bot.language.tags import KOREAN_NOUN_TAGS
from bot.language.terms import analyze, compact

# act nouns that name no act of their own: "이걸로 처리해도 되나", "그냥 사용해도 돼요"
_CATCH_ALL = frozenset({"처리", "사용", "이용", "진행", "작업", "해결", "대응"})
# the same permission with an auxiliary verb after 해 (branch wrongs18): "저장해 둬도", "복사해 줘도", "저장해
# 놓으면 되나요", "설치해 봐도": the auxiliary (두다 keep, 놓다 leave, 주다 for someone, 보다 try, 버리다 finish)
# asks about the same act
_KEPT = r"해(?:둬|두어|놔|놓아|줘|주어|봐|보아|버려)도|해(?:두|놓으|주|보|버리)면되"


def permitted_policy_act(text: str, lemma: str, policy_words: Collection[str],
                         vocabulary: Collection[str] | None) -> bool:
    """`lemma` is a noun-verb the question asks permission for (인쇄해도) and the policies use it or its policy
    word (`policy_words`: 인쇄 -> 출력) themselves (`vocabulary`)."""
    if vocabulary is None or len(lemma) < 2 or lemma in _CATCH_ALL:
        return False
    morphs = analyze(lemma)
    if len(morphs) != 1 or morphs[0].tag not in KOREAN_NOUN_TAGS:
        return False
    if re.search(rf"{re.escape(lemma)}(?:해도|하면\s*되|해\s*도|{_KEPT})", compact(text)) is None:
        return False
    return lemma in vocabulary or any(w in vocabulary for w in policy_words)


def glossed_policy_act(lemma: str, policy_words: Collection[str], vocabulary: Collection[str] | None,
                       text: str = "") -> bool:
    """`lemma` is a verb (a native one, or a noun made a verb asked as a duty in `text`: 포맷해야 -> 삭제; as a
    permission it is `permitted_policy_act`'s, and "Postman 깔아도 돼요?" (깔 read as a noun, -> 설치) stays
    answered by the catalogue's "표에 없는 소프트웨어는 아직 승인되지 않은 것이다") the glossary ties to a
    noun-verb the policies use themselves (계정 만들어 줘도 ->
    발급, a policy act: "관리자 계정은 … 발급한다"): the glossary has said which act it is, so a sentence without
    that act ("계정과 비밀번호는 … 공유하지 않는다") rules another act, not this one worded otherwise (branch
    hunt22: "외주 직원이 계정 필요하다고 하는데 제가 만들어 줘도 돼요?" was answered by the sharing rule)."""
    if vocabulary is None or not policy_words:
        return False
    morphs = analyze(lemma)
    if len(morphs) == 1 and morphs[0].tag in KOREAN_NOUN_TAGS and re.search(
            rf"{re.escape(lemma)}(?:해|하|헤)\s*야", compact(text)) is None:
        return False  # a noun-verb not asked as a duty
    return policy_noun_verb(policy_words, vocabulary)


def policy_noun_verb(policy_words: Collection[str], vocabulary: Collection[str]) -> bool:
    """One of `policy_words` is a noun-verb (삭제, 발급) the policies use themselves (`vocabulary`), not a catch-all."""
    for word in policy_words:
        word_morphs = analyze(word)
        if len(word) >= 2 and len(word_morphs) == 1 and word_morphs[0].tag == "NNG" and word in vocabulary \
                and word not in _CATCH_ALL:
            return True
    return False
