"""A pirated copy asked to be used is answered by the rule against illegal copying, whatever was copied (cover30).

"아는 사람이 포토샵 크랙 버전 줬는데 써도 되나요?" and "크랙 버전 포토샵 돌아다니던데 그거 써도 되나요?" are answered by
"소프트웨어를 불법으로 복제해 쓰지 않는다": the rule speaks of every program, so the program named (포토샵), who handed
the copy over (아는 사람, 친구) or where it goes round (돌아다니던데), and the work it is for (업무에) leave nothing
open. Only when the question names a pirated copy unambiguously (크랙 버전, 크랙판, 불법 버전, 해적판, 비정품,
cracked; a bare 크랙 may be a crack in a screen), asks whether it may be used or installed, and the sentence is the
rule on copying (복제). The words set aside are the nouns next to the pirated copy, the words of the clause that
tells how the asker came by it (the clause before -는데/-던데) and 업무; anything else the question asks stays.

Conversely (session 45), a question on using a pirated copy is answered by that rule only: "크랙버전 Photoshop 깔아서
써도 돼요?" was answered with the catalogue row "Adobe Photoshop … 승인 필요", which names the program but says nothing
of a cracked copy (`problems`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.language.terms import analyze

if TYPE_CHECKING:
    from bot.language.terms import Term

_PIRATED = re.compile(
    r"크랙\s*(?:버전|판|본)|크랙된|불법\s*(?:버전|복제|복사|다운|설치|판)|해적\s*(?:버전|판)|비정품|키젠|"
    r"cracked|pirated|crack\s+version", re.IGNORECASE)
# the question asks to use or install it ("써도", "사용해도", "깔아도", "설치해도", "돌려도")
# ("쓰면 안 될까요?" asks leave too; "깔았어요;; 이거 문제 될까요": done, and asked whether it is all right)
_USE_ASKED = re.compile(r"(?:써|쓰|사용|깔|설치|돌려|돌리)\S{0,4}(?:도|면)\s*(?:안\s*)?(?:돼|되|될|됨|괜찮|문제)"
                        r"|(?:깔았|설치했|썼|사용했|쓰고\s*있)\S*.{0,12}?(?:문제|괜찮|되나|돼요|될까)")
# the clause that tells how the copy came (before -는데/-던데/-은데 or -길래)
_BACKGROUND = re.compile(r"^(.*?)(?:는데|던데|은데|길래)(?:요)?[\s,]")
_NOUN_RUN = r"(?:[\w-]+\s+){0,2}"  # the program named before the copy ("Adobe Photoshop 크랙 버전")
_PURPOSE = frozenset({"업무", "회사", "일"})


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def carried(question: str, unmatched: list[Term], sentence: str) -> set[str]:
    """The unmatched words of `question` the rule against copying (`sentence`) leaves nothing open on."""
    if "복제" not in sentence or not unmatched:
        return set()
    found = _PIRATED.search(question)
    if found is None or not _USE_ASKED.search(question):
        return set()
    spans: list[str] = []
    before = re.search(_NOUN_RUN + r"$", question[:found.start()])
    after = re.match(r"\s*[\w-]*", question[found.end():])
    spans.append((before.group(0) if before else "") + found.group(0) + (after.group(0) if after else ""))
    background = _BACKGROUND.match(question)
    if background is not None and found.start() < background.end():
        spans.append(background.group(1))
    squeezed = [_compact(span) for span in spans]
    lemmas = {m.lemma for span in spans for m in analyze(span)}  # "구해서" is 구하: how the copy came
    aside = {t.text for t in unmatched if t.text and (any(_compact(t.text) in span for span in squeezed)
                                                      or t.text in lemmas)}
    aside |= {t.text for t in unmatched if not t.verb and t.text in _PURPOSE}
    return aside


def problems(question: str, sentence: str) -> list[str]:
    """The item missing when the question asks to use or install a pirated copy and the sentence is not the rule on
    copying (a catalogue row, a rule on approval)."""
    if _PIRATED.search(question) is None or not _USE_ASKED.search(question) or "복제" in sentence:
        return []
    return ["(a pirated copy: only the rule against copying answers)"]
