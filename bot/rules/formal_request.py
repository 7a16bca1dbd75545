"""A question written as a formal request to the IT team (issue 8, session 42: formal-register probe `_p42a`).

Employees who write to the helpdesk the way they write a business mail open with who they are and put the question
inside a request: "안녕하세요, 영업팀 박OO입니다. … 업무용 노트북은 언제 지급되는지 여쭙고자 합니다.", "… 직접 구매해도
되는지 문의드립니다.", "… 어떻게 처리해야 하는지 알려주시면 감사하겠습니다.", "Hello, I would like to confirm at
what time the daily backup is scheduled to run." The request frame asks nothing a policy sentence must say, and the
self-introduction names no topic; both made the message's words miss every sentence.

- An embedded question (-는지, -ㄴ지, -인지, -을지 …) closed by a formula of asking or requesting an answer (여쭙고자
  합니다, 문의드립니다, 확인 부탁드립니다, 알려주시면 감사하겠습니다 …) is read as the question itself:
  "… 지급되는지 여쭙고자 합니다." -> "… 지급되나요?". Only at the end of a sentence, so a request with an object of
  its own ("비밀번호 초기화 부탁드립니다") is untouched, and so is a question how a thing is done ("포맷은 어떻게
  하는지 알려주세요": the procedure is asked; "어떻게 하나요?" would ask what to do).
- A sentence that only introduces the writer by team and name ("영업팀 박OO입니다.", "총무팀 배OO입니다") is
  dropped when it opens the message; what the writer says they do with it is kept as a statement ("다음 주부터
  재택근무를 시작하는 인사팀 윤OO입니다." -> "다음 주부터 재택근무를 시작합니다."). A role said without a team ("인턴
  김OO입니다", "신입사원입니다") may change what is asked and is kept; after a team the word is read as the name
  ("IT팀 신입입니다" is dropped: keeping such roles lost a frozen answer, measured in session 42).
- A sentence that only announces what the message is about ("백업본 보관 기간 관련하여 궁금한 점이 있어 연락드립니다.",
  "재택근무 관련하여 문의드립니다.") is read as the topic it names ("백업본 보관 기간요."), which the next sentence's
  question is about; one that gives the reason for writing ("비밀번호 변경 안내가 표시되어 문의드립니다.") as
  that reason ("… 표시되어서요."), a story beside the question.
- English: "I would like to ask / confirm / know whether …" and "Could you let me know whether …" are read as the
  question after whether / if / the question word.

Closed formulas of the register, never lists of questions.
"""

from __future__ import annotations

import re

# the formula that asks the embedded question before it ("되는지", "필요한지", "무엇인지", "할지")
_ASKING_FORMULA = (
    r"(?:(?:에\s*대해|에\s*대하여)\s*)?"
    r"(?:여쭙고자\s*(?:합니다|해요)|여쭙습니다|여쭙니다|여쭤\s*봅니다|여쭤\s*보고자\s*합니다|여쭈어\s*봅니다|"
    r"문의\s*(?:드립니다|드려요|합니다|드리고자\s*합니다)|"
    r"(?:확인|답변|안내|회신)\s*(?:좀\s*)?(?:부탁\s*드립니다|부탁드립니다|부탁드려요|부탁합니다|부탁해요|바랍니다|"
    r"해\s*주시면\s*감사하겠습니다|주시면\s*감사하겠습니다)|"
    r"알려\s*주시면\s*(?:감사하겠습니다|감사드리겠습니다|좋겠습니다)|알려\s*주시기\s*바랍니다|"
    r"알려\s*주실\s*수\s*있을까요|궁금합니다|알고\s*싶습니다|"
    # "알려 주세요", and the same request in the chat register ("… 며칠 안에 파기해야 되는지 찾아줘", "… 필요한지
    # 확인해 주세요")
    r"(?:좀\s*)?(?:알려|찾아|찾아\s*봐|확인해|확인\s*좀\s*해|말해)\s*"
    r"(?:줘요|줘|주세요|주십시오|주실래요|줄래요?|주실\s*수\s*있나요|주시겠어요|줄\s*수\s*있어요?))"
)
# ("… 꺼 두어야 하는지 여부 확인 부탁드립니다": 여부, whether or not, between the question and the formula)
_FORMAL_END_RE = re.compile(rf"(?P<ask>[가-힣]지)\s*,?\s*(?:여부\s*(?:를|에\s*대해|에\s*대하여)?\s*)?{_ASKING_FORMULA}"
                            r"\s*[.!~?？]*\s*(?=$|\s)")

# "영업팀 박OO입니다", "인프라팀 최OO입니다": a team or department, then a name (masked or two to four syllables)
_TEAM = r"[가-힣A-Za-z0-9]{0,12}(?:팀|부|본부|실|센터|파트|그룹|사업부|부서|연구소|지사|지점)"
_NAME = r"[가-힣]{1,2}(?:[Oo○ㅇXx*]{1,3}|[가-힣]{1,3})"
_MASKED_NAME = r"[가-힣]{1,2}[Oo○ㅇXx*]{1,3}"
_WRITER = rf"(?:{_TEAM}\s*(?:의\s*)?{_NAME}|{_MASKED_NAME})"
# "안녕하십니까, 인사팀입니다.": a team alone, said as who writes
_SELF_INTRO_RE = re.compile(rf"^\s*(?:저는\s*)?(?:{_WRITER}|{_TEAM})\s*(?:입니다|이에요|예요)\s*[.!,~]*\s+")
# "다음 주부터 재택근무를 시작하는 인사팀 윤OO입니다.": what the writer does, told with the introduction (and then
# told as a statement of its own)
_STATED = {"하는": "합니다. ", "한": "했습니다. ", "인": "입니다. "}
_DOING_INTRO_RE = re.compile(
    rf"^\s*(?P<clause>[^.?!]{{2,50}}?)(?P<ending>하는|한|인)\s+{_WRITER}\s*(?:입니다|이에요|예요)\s*[.!,~]*\s+")

# "X 관련하여 (궁금한 점이 있어) 연락드립니다.", "X에 대해 문의드립니다.", "X 건으로 연락드립니다."
_ASKING_VERB = r"(?:연락|문의|질문)\s*(?:을\s*)?(?:드립니다|드려요|드리게\s*되었습니다|드렸습니다|드리고자\s*합니다)"
_TOPIC_LEAD_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<topic>[^.?!]{2,40}?)\s*(?:관련(?:하여|해서|해)?|에\s*대해서?|에\s*대하여|(?P<case>건)(?:으로|과\s*관련하여))\s*"
    rf"(?:궁금한\s*(?:점|것|게|부분)이?\s*있어서?\s*)?{_ASKING_VERB}\s*[.!]?(?=\s+\S)")
# "비밀번호 변경 안내가 표시되어 문의드립니다.": the reason for writing, then the question
_REASON_LEAD_RE = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?P<reason>[^.?!]{{2,60}}?[가-힣](?:어|아|여|해|서))\s+{_ASKING_VERB}\s*[.!]?(?=\s+\S)")

_ENGLISH_FRAME_RE = re.compile(
    r"\b(?:I\s+(?:would|'d)\s+like\s+to\s+(?:ask|confirm|know|check|inquire|enquire)|I\s+wanted\s+to\s+(?:ask|check)|"
    r"(?:could|can|would)\s+you\s+(?:please\s+)?(?:let\s+me\s+know|tell\s+me|confirm))"
    r"\s+(?:about\s+)?(?=whether\b|if\b|what\b|when\b|where\b|who\b|how\b|which\b|at\s+what\b)", re.I)


def _asked(word: str) -> str | None:
    """The embedded question's last word as a direct question: "되는지" -> "되나요?", "필요한지" -> "필요한가요?",
    "할지" -> "할까요?"; None when `word` is no embedded question (its 지 not after a syllable ending in ㄴ or ㄹ).
    (Not "…지요?": that ending asks for a confirmation and would read the question as a premise.)"""
    if len(word) < 2 or not "가" <= word[-2] <= "힣":
        return None
    if word.endswith("던지"):
        return None  # a past recollection ("했던지"), no question to ask again
    if word.endswith("는지"):
        return f"{word[:-2]}나요?"
    final = (ord(word[-2]) - 0xAC00) % 28
    if final == 4:  # ㄴ: "필요한지", "괜찮은지", "무엇인지"
        return f"{word[:-1]}가요?"
    if final == 8:  # ㄹ: "할지", "될지"
        return f"{word[:-1]}까요?"
    return None


# "포맷은 어떻게 하는지 알려주세요": how the thing is done, asked as such (not "어떻게 해야 하는지", what one must do)
_HOW_DONE_RE = re.compile(r"어떻게\s*(?:[가-힣]+\s+){0,2}?[가-힣]*하는$")


def _direct(found: re.Match[str]) -> str:
    """The embedded question `found` closes, asked directly; as written when it asks how a thing is done (the
    procedure itself is asked, which "어떻게 하나요?" would read as what to do)."""
    clause = found.string[max(0, found.start() - 30):found.end("ask") - 1]  # up to the 지
    if _HOW_DONE_RE.search(clause) and not re.search(r"야\s*하는$", clause):
        return found.group(0)
    return _asked(found.group("ask")) or found.group(0)


def as_direct(text: str) -> str:
    """The message with its formal request frames read as direct questions and an opening self-introduction by
    team and name dropped; unchanged when it has neither."""
    out = _SELF_INTRO_RE.sub("", text, count=1)
    out = _DOING_INTRO_RE.sub(lambda m: m.group("clause") + _STATED[m.group("ending")], out, count=1)
    out = _TOPIC_LEAD_RE.sub(lambda m: f"{m.group('topic').strip()}{' 건' if m.group('case') else ''}요.", out, count=1)
    out = _REASON_LEAD_RE.sub(lambda m: m.group("reason") + ("요." if m.group("reason").endswith("서") else "서요."),
                              out, count=1)
    out = _FORMAL_END_RE.sub(_direct, out)
    out = _ENGLISH_FRAME_RE.sub("", out)
    return out if re.search(r"[가-힣A-Za-z]", out) else text
