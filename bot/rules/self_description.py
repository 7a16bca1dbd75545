"""Who or when the asker is, said with the copula before the question, is its story (issue 8, cover26).

"다음주 월요일 입사인데 계정 비번 처음 만들때 몇자 이상으로 해야되요?", "재무팀 신입인데 문서에 등급 표시하라고 하네요
뭐뭐 중에 골라요?": the opening "N인데" / "N이라(서)" says who or when the asker is (a new hire, a team lead, the
week they start); the question after it names its own topic and is answered by the rule on it ("비밀번호는 12자
이상으로 만든다"), though the policies use 입사 or 신입 elsewhere. `Excuses._set_aside` leaves out only words the
policies never use; this module leaves out the policy words of such an opening too, when

- the message opens with nouns (numbers, counters and Latin letters too: "회의 5분 전인데", "IT 인프라 담당인데")
  and the copula with a connective ending (인데, 이라, 이라서, 이니까; the polite "인데요," before a comma too:
  "재무팀인데요, …"), nothing else in that clause; or with a sentence of its own that only says so and ends there
  ("IT운영팀입니다. 정기 백업은 …", "재무팀 신입이에요! 비번 …"), when it names a person or a team
  (`injection_frames.introduces_self`: not "가족 계정이에요. 넷플릭스 비밀번호 같이 써도 되나요?", which says what
  is asked of, nor "첨부 몇 MB예요?", which asks);
- the sentence pins the question's topic with two points without them (`support`: its nouns, a predicate of the
  question it carries, the asked quantity): "퇴사인데 노트북 어떻게 해요?" keeps 퇴사, the opening is its topic there;
- the sentence states a rule for everyone, with no condition or time of its own: who the asker is may be
  another case than a rule's ("다음주 월요일 입사인데 노트북 반납해야 돼요?" is not answered by "퇴사하면 … 반납한다").
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.terms import raw_morphemes
from bot.rules.injection_frames import introduces_self
from bot.rules.story import _nouns_and_morphemes

_OPENING_TAGS = ("NNG", "NNP", "NNB", "NNBC", "SN", "MM", "NR", "XSN", "SL")
_STATEMENT_END = (".", "!", "~")
_FIRST_SENTENCE = re.compile(rf"(?<=[{re.escape(''.join(_STATEMENT_END))}])\s")  # after one of _STATEMENT_END
# a rule for a case or a time ("퇴사하면", "가져갈 때는", "만료 7일 전부터"): who the asker is may be another case
# … or for things in a state ("등급 표시가 없는 문서는", "용도가 끝난 자료는", "25MB가 넘는 파일은")
_CONDITIONED = re.compile(r"(?:면|때|때는|경우에?는?|뒤에?|후에?|전에|전부터|없는|않은|끝난|지난|넘는)\s")
# nouns that make the opening name the matter asked about ("X 건인데", "X 말인데요", "X 관련인데", "X 문제인데"),
# whose nouns the question's answer must carry (probe _p48c: "대외비 파일 암호 건인데, 암호는 몇 자리 이상으로 걸어야
# 돼요?" was answered with the account password's length)
_TOPIC_NOUNS = frozenset({"건", "말", "관련", "문제", "얘기", "이야기", "질문", "문의", "내용", "쪽"})
_CONNECTIVE = ("인데", "이라", "이라서", "이니까", "라", "라서", "니까", "ㄴ데", "데")


@lru_cache(maxsize=4096)
def opening_nouns(text: str) -> frozenset[str]:
    """The nouns of `text`'s opening copula clause (as `content_terms` writes them), or none."""
    raw = raw_morphemes(text)
    k = 0
    while k < len(raw) and raw[k].pos.split("+")[0] in _OPENING_TAGS:
        k += 1
    if k == 0 or k >= len(raw) or not raw[k].pos.startswith("VCP"):
        return frozenset()
    if raw[k - 1].surface in _TOPIC_NOUNS:
        return frozenset()  # "대외비 파일 암호 건인데,", "VPN 말인데요,": what is asked about, not who asks
    tags = raw[k].pos.split("+")
    ending = raw[k].surface if len(tags) > 1 else (raw[k + 1].surface if k + 1 < len(raw) else "")
    # "IT운영팀입니다. …": a statement of its own, ended by a full stop (not a question mark) before the question
    end = k + 1 if len(tags) == 1 and k + 1 < len(raw) and raw[k + 1].pos == "EF" else k  # 이 + 에요
    if (raw[end].pos.endswith("EF") and end + 2 < len(raw) and raw[end + 1].pos == "SF"
            and raw[end + 1].surface.startswith(_STATEMENT_END)
            and introduces_self(_FIRST_SENTENCE.split(text, maxsplit=1)[0])):  # a person, not "가족 계정이에요."
        _raw, nouns = _nouns_and_morphemes(text)
        return frozenset(word for word, after in nouns if after <= k)
    if len(tags) == 1 and (k + 1 >= len(raw) or not raw[k + 1].pos.startswith("EC")):
        return frozenset()
    # "팀장인데요, …": MeCab-ko reads the polite 인데요 before a comma as a final ending; it is the same connective
    polite = tags[-1] == "EF" and raw[k].surface.endswith("데요") and k + 1 < len(raw) and raw[k + 1].pos == "SC"
    if len(tags) > 1 and tags[-1] != "EC" and not polite:
        return frozenset()
    ending = ending.removesuffix("요") if polite else ending
    if not ending.endswith(_CONNECTIVE):
        return frozenset()
    _raw, nouns = _nouns_and_morphemes(text)
    return frozenset(word for word, after in nouns if after <= k)


def without_opening(question: str, missing: list[str], support: int, sentence: str) -> list[str]:
    """`missing` without the nouns of the opening copula clause, when the sentence pins the question with
    `support` >= 2 points without them and states a rule for everyone (`sentence` sets no condition or time)."""
    if not missing or support < 2 or _CONDITIONED.search(sentence) is not None:
        return missing
    opening = opening_nouns(question)
    return [n for n in missing if n not in opening]
