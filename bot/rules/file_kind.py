"""The format of a file is no topic of a rule on files of a content or size the question also names.

The policies speak of files by what they hold (개인정보 파일, 대외비 문서) or by their size ("25MB가 넘는 파일은 …"),
never by format. An employee names the format: "동영상 파일이 40메가인데 메일로 어떻게 보내요?", "개인정보 들어있는
엑셀 file 어디에 저장해둬야 돼요?", "개인정보 파기할때 엑셀 파일은 어떻게 지워요?". The format word written just
before a container noun (파일, 자료, 문서, file) is set aside when the answering sentence speaks of files of the
kind the question names as well:
- the sentence qualifies its container with a content the question names ("개인정보 파일" and 개인정보 in the
  question, itself or as a glossary word for it), not with how it is sent ("메일 첨부 파일");
- its container is bare and its document's title names a content the question names ("파일은 완전 삭제 도구로
  지운다" in the "개인정보 처리 지침", asked about 개인정보);
- the sentence states a size (25MB) and the question states the file's size (40메가, 30MB).
Otherwise the format keeps its noun: "엑셀 파일에 암호 거는거 어떻게 해요?" is not answered by "… 받은 뒤 파일에
암호를 걸어 보낸다", nor "엑셀 파일 다 쓰면 휴지통에 버리면 돼요?" by the personal-data disposal rule (a family
recurring across dev batches s, zc, zd, zg, zi, zm: branch cover14).
Only when the question's own act is one the sentence carries (branch hunt18): with the format set aside, the content
and the container pin the sentence with two points, and the coverage rule then lets one predicate be "worded
otherwise"; two leniencies at once answered "개인정보 pdf 파일 인쇄해도 돼요?" with the rule on where personal-data
files are kept. A question whose act (인쇄, 스캔, 이름 바꾸) the sentence does not carry keeps its format.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

from bot.knowledge.glossary import Glossary
from bot.language.terms import GENERIC_VERBS
from bot.rules.scope_kind import container_modifiers, names_kind, title_kinds

# Words for a file's format or medium (a closed class), not for what it holds.
FORMAT_WORDS = frozenset({
    "영상", "동영상", "비디오", "사진", "이미지", "음성", "녹음", "녹화", "엑셀", "워드", "파워포인트", "피피티", "ppt",
    "pptx", "pdf", "압축", "zip", "csv", "텍스트", "스캔", "캡처", "캡쳐", "스크린샷", "video", "excel", "word",
    "image", "photo"})
# What the policies' files hold, the kinds they scope a file rule to (not how it is sent: "메일 첨부 파일").
CONTENT_KINDS = frozenset({"개인정보", "대외비", "고객정보", "사내한정"})
_CONTAINER = r"(?:파일|자료|문서|files?)"
_ANY_CONTAINER = re.compile(_CONTAINER, re.IGNORECASE)
_SIZE_SAID = re.compile(r"\d+\s*(?:mb|gb|kb|메가|기가)", re.IGNORECASE)
_SENTENCE_CONTAINER = re.compile(r"파일|자료|문서")


@lru_cache(maxsize=2048)
def format_words(question: str) -> frozenset[str]:
    """The format words of the question written just before a container noun ("엑셀 파일" -> 엑셀) or standing for
    the file with its size ("행사 영상이 40메가 정도 되는데")."""
    return frozenset(word for word in FORMAT_WORDS if re.search(
        rf"(?<![가-힣a-z]){re.escape(word)}\s*(?:{_CONTAINER}|(?:이|가|은|는)?\s*\d+\s*(?:mb|gb|메가|기가))",
        question, re.IGNORECASE))


def answered(question: str, missing: list[str], sentence: str, title: str, glossary: Glossary,
             unmatched_acts: Collection[str] = ()) -> list[str]:
    """`missing` without the file's format when the sentence speaks of files of a kind the question names and
    carries the question's acts (`unmatched_acts`: the question's verbs the sentence does not carry)."""
    formats = {m for m in missing if m.lower() in format_words(question)}
    if not formats or not _SENTENCE_CONTAINER.search(sentence) or any(
            act not in GENERIC_VERBS for act in unmatched_acts):
        return missing
    bare, modifiers = container_modifiers(sentence)
    sized = bool(_SIZE_SAID.search(sentence)) and bool(_SIZE_SAID.search(question))
    contents = tuple(m for m in modifiers if m.replace(" ", "") in CONTENT_KINDS)  # not "메일 첨부 파일"
    named = bool(contents) and names_kind(question, contents, glossary)
    titled = bare and names_kind(question, title_kinds(title, glossary) or ("\0",), glossary)
    if not (sized or named or titled):
        return missing
    return [m for m in missing if m not in formats]
