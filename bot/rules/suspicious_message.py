"""What a suspicious mail says or carries, told before the question, is the story of the rule on suspicious mail
(issue 8: "이상한 메일 왔는데 택배 조회 링크래요 어떻게 해요", "이상한메일옴 택배조회 어쩌고 첨부있는데 열어봐도됨?",
"'GitHub 계정 정지 예정' 이런 메일 왔는데 링크 수상함. 어디로 신고해요?").

An employee who got a strange mail describes it (what it claims, its link or attachment) in clauses of their own
before asking what to do. The policy's rule "의심스러운 메일은 열지 말고 … 신고한다" holds whatever the mail says, so
the words of those telling clauses are the mail's description, not the topic. `bot.rules.message_content` covers a
description written as a quotative modifier of the mail noun ("택배 조회하라는 메일"); this covers one written as
clauses of its own. A missing word is set aside when

- the clauses before the asked one say a mail (or text message) came (오다, 받다: "왔는데", "옴", "받았는데") and
  that it is strange or suspicious (이상한, 수상한, 의심, 피싱 …): "피싱 메일 신고 버튼은 여러 통 선택해서 눌러도
  돼요?" tells of no mail that came;
- the sentence is the rule on suspicious or phishing mail itself (it says 의심스러운 or 피싱);
- the word stands only in the clauses before the asked one (never in the clause that asks: "이상한 메일 왔는데
  보안팀 번호가 뭐예요?" keeps 번호); and
- those clauses tell no act of the asker on the mail (누르, 클릭, 입력, 열었, 다운로드, 답장 …): a clicked link or a
  typed password is the situation of another rule ("링크를 눌렀거나 계정 정보를 입력했다면 …").

General logic on MeCab-ko's tags, never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from bot.language.terms import raw_morphemes

_SUSPICIOUS_RE = re.compile(r"(?:이상한|이상해|수상한|수상해|수상|의심스러운|의심|피싱|스미싱|사기)"
                            r"\s*(?:메일|문자|메세지|메시지|이메일)|"
                            r"(?:메일|문자|메세지|메시지|이메일)\S*\s*(?:\S+\s+){0,6}?\S*(?:수상|이상해|이상함|의심)")
_RULE_RE = re.compile(r"의심스러운|피싱")
# the asker's own acts on a mail: another rule's situation
_ACTS_ON_MAIL = frozenset({"누르", "클릭", "입력", "열", "다운", "다운로드", "설치", "답장", "회신", "전달", "실행",
                           "보내", "적", "치", "넣", "접속", "로그인"})
# the endings that close a telling clause (-는데, -고, -어서, a full stop; the terse -음/-함 before a space)
_ARRIVING = frozenset({"오", "받", "도착", "수신"})
_ARRIVING_FORMS = frozenset({"옴", "왔", "온", "와서"})  # terse forms MeCab-ko may read otherwise ("메일옴")
_CONTENT = ("NNG", "NNP", "SL", "VV", "VA", "XR", "XSV", "XSA")
_SENDER_NOUNS = frozenset({"사람", "분", "쪽", "곳", "주소"})  # "보낸 사람", "보낸 주소": who sent it
_CLOSING_EC = ("는데", "ㄴ데", "은데", "던데", "고", "서", "니까")


def _boundary(raw: tuple, k: int) -> bool:
    m = raw[k]
    tags = m.pos.split("+")
    if tags[0] in ("SF", "SC"):
        return True
    if tags[-1] == "EC" and m.surface.endswith(_CLOSING_EC):
        return True
    if tags[-1] in ("EF", "ETN"):  # "옴 택배조회", "수상함. 어디로"; not the question's own end
        return any(not x.pos.startswith(("SF", "SE", "SS", "SY")) for x in raw[k + 1:])
    return tags[-1] == "ETM" and k + 1 < len(raw) and raw[k + 1].surface == "데"  # "있는 데"


@lru_cache(maxsize=2048)
def told_words(question: str) -> frozenset[str]:
    """The words (noun surfaces and predicate lemmas, lower-cased) of the clauses before the one that asks, when the
    question tells of a suspicious mail and no act of the asker on it; empty otherwise."""
    if _SUSPICIOUS_RE.search(question) is None:
        return frozenset()
    raw = raw_morphemes(question.strip())
    ends = [k for k in range(len(raw) - 1) if _boundary(raw, k)]
    if not ends:
        return frozenset()
    last = ends[-1]
    told, asked = raw[:last + 1], raw[last + 1:]
    if not asked:
        return frozenset()
    # the telling clauses say the mail came ("왔는데", "옴", "받았는데") and that it is suspicious: "피싱 메일 신고
    # 버튼은 여러 통 선택해서 눌러도 돼요?" tells of no mail, it asks about the button
    arrived = any(m.lemma in _ARRIVING or m.surface in _ARRIVING_FORMS for m in told)
    suspicious = any(_SUSPICIOUS_RE.search(joiner.join(m.surface for m in told)) for joiner in (" ", ""))
    if not arrived or not suspicious:
        return frozenset()
    content = [k for k, m in enumerate(told) if m.pos.split("+")[0] in _CONTENT]
    words = {w for k in content for w in (told[k].surface.lower(), told[k].lemma.lower())}
    acts = {w for k in content if not _sender(told, k) for w in (told[k].surface.lower(), told[k].lemma.lower())}
    if acts & _ACTS_ON_MAIL:
        return frozenset()
    kept = {m.surface.lower() for m in asked} | {m.lemma.lower() for m in asked}
    return frozenset(w for w in words if w and w not in kept)


def _sender(raw: tuple, k: int) -> bool:
    """The morpheme at `k` modifies the one who sent the mail ("보낸 사람이 이상해요"): not an act of the asker."""
    return raw[k].pos.endswith("ETM") and k + 1 < len(raw) and raw[k + 1].surface in _SENDER_NOUNS


def answered(question: str, missing: Sequence[str], sentence: str) -> list[str]:
    """`missing` less the words of the clauses telling a suspicious mail, against the rule on suspicious mail."""
    if not missing or _RULE_RE.search(sentence) is None:
        return list(missing)
    told = told_words(question)
    if not told:
        return list(missing)
    return [w for w in missing if not _in(w, told)]


def _in(word: str, told: frozenset[str]) -> bool:
    w = word.lower()
    return w in told or (len(w) >= 2 and any(w in t or t in w for t in told if len(t) >= 2))
