"""Asking on someone else's behalf frames the question; it is no topic (issue 8, branch cover31).

Employees relay what a superior or a newcomer wants to know: "팀장님이 물어보라고 하셔서요, 외부 업체에 대외비 파일
보낼 때 파일에 암호를 꼭 걸어야 하는 건지요?", "회사 컴퓨터에 깔아도 되는 프로그램 목록 같은 게 있나요? 인턴이
물어봐서요", "… 언제까지 돌려줘야 하는지 팀장님이 물어보셨어요" (the persona of the blind batch `_zw2`). Who sent the
asker (팀장, 인턴) and the asking itself are kept as words of the question, and 팀장 is even a policy word ("팀장
승인"), so the sentence that answers was refused for a person it does not name.

Two shapes, both ending the sentence that relays (never a -는데 that leads on to another question of the asker,
never a question mark, never leave asked: "고객한테 뭔지 물어봐도 돼요?" asks whether one may ask):
- a sentence or comma clause that only says a person (N이/가/께서, a person noun or one with 님) had the asker ask,
  or that the asker asks in their place ("제가 대신 여쭤요", "확인차 여쭤봅니다"), is dropped;
- an indirect question relayed at the end ("… 돌려줘야 하는지 팀장님이 물어보셨어요", "… 되는지 여쭤봅니다",
  "… 봐도 되냐고 물어보네요") is read as the direct question ("… 하는지요?", "… 되나요?").
The question itself is then read as if the asker asked it; whatever it names stays asked. Likewise a sentence or
comma clause in which the asker only owns to not knowing the matter ("저는 잘 몰라서요", "처음 들어봐서요"; no thing
named, or only "이런 거": "비밀번호를 몰라서요" tells a situation and stays).

After the message is split into parts (`without_asking`), a part that only says the asker asks, in the statement
form and with no question of its own ("신입 사원 대신 여쭤요.", "저희 팀 직원이 그만두게 돼서 팀장인 제가
여쭤봐요"), is no part to answer, unless it names a thing the policies speak of ("노트북 분실 건으로 여쭤요"); the
words that only say why the asker asks ("확인차", "혹시 몰라서") are no topic (`without_asking_purpose`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol, TypeVar

from bot.language.hangul import NIEUN, RIEUL, final_consonant
from bot.language.terms import content_terms
from bot.rules.answer_kind import is_person

# the verbs of asking or finding out (물어보다, 여쭈다, 확인해 보다, 알아보다), any ending
_ASK = (r"(?:물어\s*보|물어\s*봐|물어\s*봤|물어\s*봅|여쭤\s*보|여쭤\s*봐|여쭤\s*봅|여쭤|여쭙|여쭈어\s*보|"
        r"확인해\s*보|확인해\s*봐|알아\s*보|알아\s*봐)")
_FILLERS = r"(?:(?:저한테|제게|저에게|대신|좀|꼭|한번|한\s*번|확인차|제가)\s+)*"
# a subject: "저희 팀장님이", "인턴이", "옆 팀 직원분께서", "팀원들이"
_SUBJECT = r"(?:(?:저희|우리)\s+)?(?:[가-힣]+\s+){0,2}?(?P<who>[가-힣]+?)(?:께서|이|가)\s+"
# the end of the relaying sentence: a final ending (…요, …다, …네, …죠), then the sentence's end
_FINAL = r"[가-힣\s]*?(?:요|다|네|죠|구|고)\s*[.,!~…ㅎㅠㅜ^;]*\s*"
_CLAUSE_RE = re.compile(rf"^\s*(?:{_SUBJECT}{_FILLERS}{_ASK}{_FINAL}|"
                        rf"{_FILLERS}(?:[가-힣]+\s+){{0,2}}?(?:대신|확인차)\s+{_ASK}{_FINAL})$")
# an indirect question before the relaying verb: -는지 / -ㄴ지 / -인지 / -을지, or -냐고 (-나요)
_INDIRECT_RE = re.compile(rf"(?P<q>지|냐고)\s+(?:{_SUBJECT})?{_FILLERS}{_ASK}{_FINAL}$")
# the asker owns to not knowing: "저는 잘 몰라서요", "제가 이런 걸 잘 몰라서요", "처음 들어봐서요"
_UNFAMILIAR_RE = re.compile(r"^\s*(?:(?:제가|저는|전|저도)\s+)?(?:이런\s*(?:거|걸|것)\s+)?(?:(?:잘|전혀|하나도|아직|"
                            r"아무것도)\s+(?:몰라|모르)[가-힣]*|처음\s+(?:들어|듣)[가-힣]*)\s*[.,!~…ㅠㅜ^;]*\s*$")
# without a subject, the asking is relayed when the asker asks the helpdesk (여쭙다) or tells what someone else does
# (-네요, -더라고요, honorific -시-): "… 되냐고 물어보네요"; not "뭔지 물어봤어요" (the asker asked someone)
_NOT_ASKERS = re.compile(r"여쭈|여쭤|여쭙|네요|더라|시|셨|세요")
_LEAVE_RE = re.compile(r"(?:도|면)\s*(?:돼|되|괜찮|될까)|[?？]|까")
# (a sentence closed by a tilde too: "팀장님이 물어봐 달래서요~ 고객 명단을 …", session 56)
_PIECE_RE = re.compile(r"[^.?!？,~]+[.?!？,~]*")
_TITLES = ("대리", "사원", "주임", "인턴", "신입", "막내", "매니저", "선배", "후배", "직원", "동료", "비서", "사장",
           "이사", "상무", "전무", "부장", "차장", "과장", "팀장", "실장", "본부장", "님", "분", "들",
           "엔지니어", "디자이너", "마케터")  # a job within the company (session 57)


def _someone(who: str) -> bool:
    """`who` (the last word of a relaying subject, as the pattern cut it) is a person who can send the asker."""
    # not quoted_speaker.names_person: `who` is a written word, often a compound ("옆팀직원", "팀장님"), so a title is
    # matched at its end; names_person reads one MeCab noun and also takes relatives and friends (친구, 엄마)
    return who.endswith(_TITLES) or is_person(who)


def _relays(piece: str) -> bool:
    """`piece` (one sentence or comma clause) only says that the asker asks for someone else."""
    if _UNFAMILIAR_RE.match(piece) and not _LEAVE_RE.search(piece.rstrip(" ,.!~…")):
        return True
    found = _CLAUSE_RE.match(piece)
    if found is None or _LEAVE_RE.search(piece.rstrip(" ,.!~…")):
        return False
    who = found.group("who")
    return who is None or _someone(who)


def _direct(sentence: str) -> str:
    """A sentence that ends relaying an indirect question ("… 하는지 팀장님이 물어보셨어요") as the direct one."""
    for start in (m.start() for m in re.finditer(r"(?<=[가-힣])(?:지|냐고)\s", sentence)):
        found = _INDIRECT_RE.match(sentence, start)
        if found is None or _LEAVE_RE.search(sentence[found.end("q"):]):
            continue
        if found.group("who") is not None and not _someone(found.group("who")):
            continue
        if found.group("who") is None and not _NOT_ASKERS.search(sentence[start:]):
            continue  # "뭔지 물어봤어요": the asker asked someone; "…되는지 여쭤봅니다" asks the helpdesk
        if found.group("q") == "지" and final_consonant(sentence[start - 1]) not in (NIEUN, RIEUL):
            continue  # "언제까지": not the -ㄴ지 / -ㄹ지 of an indirect question
        return sentence[:start] + ("나요?" if found.group("q") == "냐고" else "지요?")
    return sentence


# "신입이 [메일 첨부 몇 MB까지 되]냐고 물어보는데 뭐라고 해 줘야 돼요?": the question relayed, then how to answer it
_ANSWER_FRAME_RE = re.compile(
    r"^(?P<lead>.*?[가-힣])(?P<q>냐고|느냐고|는지|인지|을지|할지)\s*(?:물어\s*보|물어\s*봐|물어\s*봤|물으|묻|하|그러|그래)"
    r"[가-힣]*?(?:는데|던데|길래|네요|시는데|셔서|어서|면)\s*요?[\s,.]*"
    # "뭐라고 (답)해요" asks what to say; "어떻게 해요" asks what to do, only "어떻게 답해요" what to say
    r"(?:(?:뭐라고|뭐라)\s*(?:답|대답|답변|말|얘기|안내|설명)?|어떻게\s*(?:답|대답|답변|말|얘기|안내|설명))"
    r"\s*(?:을|를)?\s*(?:해\s*)?"
    r"(?:줘야|드려야|주면|드리면|해야|하면|하죠|할까|해요|줄까|드릴까|드리죠)[가-힣\s]*[?？.!~]*\s*$"
    # "팀원이 개인 USB 써도 되냐는데 허락해 줘도 돼요?": whether to allow what was asked is what was asked
    r"|^(?P<lead2>.*?[가-힣])(?P<q2>냐고|냐는데|느냐고)\s*(?:물어\s*보|물어\s*봐|물으|묻|하|그러|그래)?[가-힣]*?\s*"
    r"(?:제가\s*)?(?:허락|승인|허용|오케이)\s*(?:을|를)?\s*(?:해\s*)?(?:줘도|드려도|해도)\s*(?:돼|되|괜찮)[가-힣]*[?？.!~]*\s*$"
    # "신입이 VPN 인증서 신청 언제 하냐고 묻는데요": the person's question told, nothing else asked
    r"|^(?P<lead3>.*?[가-힣])(?P<q3>냐고|느냐고|는지|인지|(?:는|은|던)\s?건지|을지|할지)\s*(?:물어\s*보|물어\s*봐|물으|묻|여쭤|여쭈"
    # "… 돌아가는지 알려달래요", "… 바꿔야 되는지 궁금해해요": wanting to know, the same
    r"|궁금해\s*하|궁금해\s*해|궁금하|알려\s*달|알고\s*싶어\s*하|알고\s*싶어\s*해|알고\s*싶"
    # "… 확인해 달래요", "… 알아봐 달라고 하셨어요": asked to find out, the same
    r"|확인해\s*달|알아봐\s*달|알아\s*보)"
    # "… 물어봐요", "… 물어보셔서요", "… 물어보셨어요": told, not "물어봐야 돼요" / "물어봐도 돼요" (whether to ask);
    # "… 물어보라고 하셔서요", "… 물어봐 달라고 하셨어요": the asker was sent to ask
    r"(?:\s*(?:라고|달라고|보라고)\s+(?:하|그러)(?:(?!야|도|면)[가-힣])*?|(?:(?!야|도|면)[가-힣])*?)"
    r"(?:는데요|네요|던데요|더라고요|세요|셔요|시네요|요)\s*[.!~…ㅠㅜ?？]*\s*$"
    # "팀원이 … 들어가도 되냐고 하는데요", "신입이 … 맞춰두면 되냐는데요": the same, said with 하다
    r"|^(?P<lead4>.*?[가-힣])(?P<q4>냐는데요|냐던데요|냐네요|(?:냐고|느냐고)\s*(?:하|그러)"
    r"(?:는데요|네요|던데요|더라고요|시는데요|시네요|셔서요|세요))\s*[.!~…ㅠㅜ?？]*\s*$")
_LEAD_SUBJECT_RE = re.compile(r"^\s*(?:(?:저희|우리)\s+)?(?:[가-힣]+\s+){0,2}?(?P<who>[가-힣]+?)(?:께서|이|가)\s+")


def without_answer_frame(text: str) -> str:
    """"신입이 메일 첨부 몇 MB까지 되냐고 물어보는데 뭐라고 해 줘야 돼요?" -> "메일 첨부 몇 MB까지 되나요?": the
    question someone asked the asker, when the asker only asks how to answer it; the person who asked (a title or
    role: `_someone`) is dropped. Unchanged otherwise."""
    found = _ANSWER_FRAME_RE.match(text.strip())
    if found is None:
        return text
    lead = found.group("lead") or found.group("lead2") or found.group("lead3") or found.group("lead4")
    ending = found.group("q") or found.group("q2") or found.group("q3") or found.group("q4")
    # the person who asked opens the message or the sentence that relays ("… 넘겨줘야 한대요. 팀원이 누구 승인 받아야
    # 하냐고 물어보네요")
    start = max((mark.end() for mark in re.finditer(r"[.?!] ", lead)), default=0)
    subject = _LEAD_SUBJECT_RE.match(lead[start:])
    if subject is not None and _someone(subject.group("who")):
        lead = lead[:start] + lead[start + subject.end():]
    elif found.group("lead3") or found.group("lead4"):
        return text  # "…냐고 묻는데요" with no person who asked: the asker may be the one who asks
    if not re.search(r"[가-힣A-Za-z]", lead):
        return text
    return lead + ("나요?" if ending.startswith(("냐", "느냐")) else f"{ending}요?")


def without_relay(text: str) -> str:
    """The message without what says the asker asks for someone else, a relayed indirect question made direct;
    unchanged when nothing is relayed or nothing would be left."""
    text = without_answer_frame(text)
    pieces = _PIECE_RE.findall(text)
    kept = [p for p in pieces if not _relays(p)]
    out = "".join(kept).strip(" ,")
    if not out or not re.search(r"[가-힣A-Za-z]", out):
        return text
    sentences = re.findall(r"[^.?!？]+[.?!？]*\s*", out)
    out = "".join(_direct(s.rstrip()) + (" " if s != s.rstrip() else "") for s in sentences).strip()
    return out if out != text.strip() else text

class _HasText(Protocol):
    text: str


P = TypeVar("P", bound=_HasText)

# ends on asking, stated: "여쭤요", "여쭤봐요", "여쭤봅니다", "여쭙니다", "물어봐요", "문의드려요", "질문드립니다"
_ASKING_END_RE = re.compile(
    r"(?:(?:여쭤|여쭈어|여쭙|물어|문의|질문)\s*(?:봐요|봅니다|요|드려요|드립니다|드려\s*봐요|드려\s*봅니다|니다|합니다|해요)"
    # someone told the asker to find out ("팀장님이 빨리 알아보래요", "확인해 보라고 하셔서요")
    r"|(?:알아|찾아|확인해)\s*보(?:래요|라셔서요?|라시네요|라고\s*(?:하셔서|하시네|하네|해서)요?))"
    r"\s*[.!~…ㅠㅜ^]*\s*$"
)
# something asked inside: a question mark or word, an embedded question ("…되는지", "…인지", "…할까")
_ASKS_INSIDE_RE = re.compile(r"[?？]|(?:는지|ㄴ지|은지|인지|을지|할지|던지|할까|을까|는가)"
                             r"|몇|며칠|얼마|언제|어디|누구|누가|무엇|뭐|뭘|무슨|어떤|어떻게|왜")

_ON_BEHALF_RE = re.compile(r"^.*?(?:대신|대신해서|대신하여|부탁으로|부탁을\s*받고)\s+")


def only_says_asking(text: str, known: Callable[[str], bool]) -> bool:
    """`text` only says that (or for whom) the asker asks; `known`: the noun is a word the policies use."""
    if not _ASKING_END_RE.search(text) or _ASKS_INSIDE_RE.search(text):
        return False
    text = _ON_BEHALF_RE.sub("", text)  # "신입 사원 대신": for whom, no thing asked about
    return not any(not t.verb and known(t.text) and not is_person(t.text) for t in content_terms(text))


def without_asking(parts: list[P], known: Callable[[str], bool]) -> list[P]:
    """The parts without those that only say who asks, unless nothing else would be left."""
    kept = [p for p in parts if not only_says_asking(p.text, known)]
    return kept if kept else parts


# why the asker asks ("확인차", "확인 차원에서", "혹시나 해서"): no topic of the question
_ASKING_PURPOSE_RE = re.compile(r"\s*(?:확인\s*차(?:원에서|로)?|혹시\s*나\s*해서|혹시\s*몰라서)(?=\s)")


def without_asking_purpose(text: str) -> str:
    """The message without the words that only say why the asker asks."""
    return _ASKING_PURPOSE_RE.sub("", text)
