"""The company computer a program is installed on is no topic of the installation rule.

"업무용 pc에 프로그램 깔기전에 누구한테 승인받아야돼?" and "개인용으론 무료인 프로그램 회사 PC에 깔아도 돼요?" are
answered by the software policy's installation rules ("소프트웨어는 설치하기 전에 IT 담당자의 승인을 받는다"),
which are about the company's computers throughout: the company or work computer the question installs on
(회사 PC, 업무용 노트북, work laptop; a bare "노트북에", session 34: the asker's own work laptop) and the
work purpose (업무용으로) name nothing the rule leaves open. A
personal or home computer ("개인 PC", "집 컴퓨터") keeps its noun: the rule does not speak of it. Nor when the
installation is already done and the question asks what comes after it (branch hunt15): "회사 PC에 프로그램 깔고
나서 보고도 해야 돼요?" is not asked of the rule on installing.
"""

from __future__ import annotations

import re

from bot.language.terms import analyze

DEVICES = frozenset({"pc", "피씨", "컴퓨터", "컴", "노트북", "laptop", "computer", "랩탑"})
_INSTALL_ASKED = re.compile(r"(?:깔|설치|install)", re.IGNORECASE)
# a company or work computer: "회사 PC", "업무용 pc", "회사 노트북에", "work laptop", "company computer"
_COMPANY_DEVICE = re.compile(
    r"(?:회사|업무용|업무|work|company)\s*(?:용\s*)?(?:" + "|".join(sorted(DEVICES, key=len, reverse=True)) + r")",
    re.IGNORECASE)
# the installation done, the question about what follows: "깔고 나서", "설치한 뒤", "깐 다음에", "설치 후"
_AFTER_INSTALL = re.compile(r"(?:깔|깐|설치)\S*?\s*(?:고\s*(?:나서|나면|난)|(?:뒤|후|다음)(?:에|엔)?(?:\s|$))")
# a computer named bare as where the program goes ("노트북에"): the asker's work one, unless the words before it make it
# someone else's or personal ("동생 노트북에", "개인 노트북에", "집 컴퓨터에")
_DEVICE_AT = re.compile(
    r"(?<![가-힣A-Za-z])(" + "|".join(sorted(DEVICES, key=len, reverse=True)) + r")(?:에는|에|엔|에다)(?![가-힣])",
    re.IGNORECASE)
_PERSONAL = re.compile(r"개인|집|사적|자택|personal|home|own", re.IGNORECASE)
_MINE = frozenset({"내", "제", "회사", "업무", "업무용", "my", "the", "work", "company", "원래", "이미", "새"})
# how many computers, not whose ("두세 대 PC에", "여러 PC에": session 55)
_HOW_MANY = frozenset({"대", "여러", "몇", "몇몇", "모든", "각"})


def _bare(before: str) -> bool:
    """The words before the computer say nothing of whose it is: no noun right before it ("동생 노트북에", "집
    컴퓨터에") other than the asker's or the company's, and nothing personal close before it."""
    if _PERSONAL.search(before[-8:]):
        return False
    words = before.split()
    if not words or words[-1].lower() in _MINE or words[-1] in _HOW_MANY:
        return True
    morphs = analyze(words[-1])
    return not morphs or morphs[-1].tag not in ("NNG", "NNP", "NP", "SL")
_WORK_PURPOSE = re.compile(r"업무용|업무상|업무에|for work", re.IGNORECASE)


def answered(question: str, missing: list[str], sentence: str) -> list[str]:
    """`missing` without the company computer and the work purpose when the sentence is an installation rule."""
    if not missing or "설치" not in sentence or not _INSTALL_ASKED.search(question) or _AFTER_INSTALL.search(question):
        return missing
    aside: set[str] = set()
    for found in _COMPANY_DEVICE.finditer(question):
        aside |= {d for d in DEVICES if found.group(0).lower().endswith(d)}
    for found in _DEVICE_AT.finditer(question):  # "노트북에 한컴오피스가 없네요 … 깔면 됨?": the asker's work laptop
        if _bare(question[:found.start()]):
            aside.add(found.group(1).lower())
    if _WORK_PURPOSE.search(question):
        aside.add("업무")
    return [m for m in missing if m.lower() not in aside]
