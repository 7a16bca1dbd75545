"""A question written as a small form, email or ticket: "제목: 비밀번호 길이 문의\\n내용: … 몇 글자 이상이어야
하나요?\\n\\n마케팅팀 이OO 드림", "[문의] 메일 첨부 파일 용량 제한\\n안녕하십니까. …", "정보보안팀 귀중\\n…".

Its labels ("제목:", "Subject:", "내용:", "본문:", "문의 내용 -", "- 상황:", "- 질문:") and its signature (a line of
"--" and what follows, a closing "… 드림" / "… 올림" line, a last line that is only a team and a name) ask nothing,
yet each was read as a piece of the question with topic words of its own ("제목", "드림"), and the message was
handed off. The labels and the signature are taken out. The subject line says what the message is about: when
the body names a word of it, the body is read alone (the subject's summary words, "재사용", "관련", ask nothing
more); otherwise the subject is kept as the topic the body's first sentence is read with ("랜섬웨어 의심요.";
bot.rules.asked_sentence.topic_only), without the words that only say it is a question ("문의", "질문", "건").
"""

from __future__ import annotations

import re

_SUBJECT_RE = re.compile(r"^\s*(?:제목|subject|title|re|fw|fwd)\s*[:：]\s*(?P<subject>.*)$", re.I)
# "[문의] 비밀번호 생성 기준 관련" on a line of its own above the body: a mail's subject line ("[질문] V3 지워도 돼요?"
# alone is the question itself)
_BRACKET_SUBJECT_RE = re.compile(r"^\s*\[[^\]]{0,8}(?:문의|질문|요청|확인)\]\s*(?P<subject>.*)$")
# "정보보안팀 귀중", "IT운영팀 담당자님께,": whom the message is addressed to, its first line
_ADDRESSEE_RE = re.compile(r"^\s*[\w가-힣·\s]{0,24}(?:귀중|님께|님\s께|께)\s*[,.]?\s*$")
_LABEL_RE = re.compile(
    r"^\s*(?:[-*•·]\s*)?(?:내용|본문|문의\s?내용|문의\s?사항|문의|질문\s?내용|질문|상황|배경|요청\s?사항|요청|참고|"
    r"body|question|details?)\s*(?:[:：]|\s-\s|-\s)\s*", re.I)
_SEPARATOR_RE = re.compile(r"^\s*(?:--+|—+|__+)\s*$")
_CLOSING_RE = re.compile(r"^\s*[\w가-힣·\s]{0,24}(?:드림|올림|배상)\s*[.!]?\s*$")
# "재무팀 정OO", "기획팀 한OO 드림": a team and a name (a name ends on no asking or closing syllable: "보안팀 맞죠")
_SIGNATURE_RE = re.compile(
    r"^\s*[가-힣A-Za-z]{1,10}(?:팀|실|부|본부|센터)\s+[가-힣A-Za-zO○*]{1,5}(?<![요죠까다냐고])(?:\s?(?:드림|올림))?\s*$")
_ASKING_WORDS_RE = re.compile(r"\s*(?:관련\s*)?(?:문의|질문|건|요청|여쭙니다|문의드립니다|문의드려요)\s*[.!?]*\s*$")


def plain_body(text: str) -> str:
    """`text` without form labels and a signature, its subject line made the topic of the body; a message
    written as no form comes back unchanged."""
    lines = text.split("\n")
    if len(lines) < 2 and not _SUBJECT_RE.match(text) and not _LABEL_RE.match(text):
        return text
    out: list[str] = []
    subject = ""
    if _ADDRESSEE_RE.match(lines[0]):
        lines = lines[1:]
    for line in lines:
        if _SEPARATOR_RE.match(line):
            break  # the signature follows
        if match := _SUBJECT_RE.match(line) or (_BRACKET_SUBJECT_RE.match(line) if line is lines[0] else None):
            subject = _ASKING_WORDS_RE.sub("", match.group("subject")).strip()
            continue
        out.append(_LABEL_RE.sub("", line))
    while out and (not out[-1].strip() or _CLOSING_RE.match(out[-1]) or _SIGNATURE_RE.match(out[-1])):
        out.pop()
    body = "\n".join(out).strip()
    if subject and re.search(r"[요까죠나니]$", subject):
        subject = f"{subject}?"  # "제목: 주민번호 받아도 되나요": the subject asks itself
    if subject and body and any(len(w) >= 2 and w in body for w in subject.split()):
        return body  # the body names the subject's thing itself: the subject's summary words ask nothing more
    if subject and not subject.endswith(("?", "？")):
        return f"{subject}요.\n{body}" if body else subject
    return f"{subject}\n{body}".strip() if subject else body
