"""A device or room of the question that the sentence does not name, when the sentence names another of its kind.

"외장하드에 있는 자료 지워도 돼요?" is not answered by "용도가 끝난 자료는 보안 USB에서 바로 삭제한다": the glossary
reads 외장하드 as 이동식 저장매체, which the document title names, and the title carries it although the sentence
speaks of another medium. "사무실 들어갈 때 출입 기록 해야 돼요?" is not answered by "서버실에 들어갈 때는 출입
기록부를 작성한다": the room is set aside as the question's setting once the entering and the log are carried. A
rule on one device or room says nothing of another of the same kind (branch hunt21, batch `_zb2`).

So a question that names a member of a kind (a device: 외장하드, SD카드, 휴대폰, 모니터, …; a room: 사무실, 회의실,
창고, …) is not answered by a sentence (with its heading) that does not name that member but names another of the
kind. Not when the sentence names the kind as a whole (장비, 저장 장치, 이동식 저장매체: "노트북이나 장비를
잃어버리면" speaks of any device), nor when it says the other member is the only one allowed ("보안 USB만
사용한다" answers "외장하드 써도 돼요?").
"""

from __future__ import annotations

import re

from bot.language.terms import compact

# kind -> member -> the forms the member is written in (compact, lower case); one member's forms name one thing
# (노트북 / 컴퓨터 / PC are one member: the glossary maps them to each other)
_MEMBERS: dict[str, dict[str, tuple[str, ...]]] = {
    "device": {
        "usb": ("usb", "유에스비"),
        "external": ("외장하드", "외장hdd", "외장ssd", "외장디스크", "외장드라이브", "externaldrive", "externalhard",
                     "harddrive"),
        "card": ("sd카드", "sdcard", "메모리카드", "microsd"),
        "computer": ("노트북", "컴퓨터", "pc", "피씨", "랩탑", "laptop", "맥북", "macbook", "데스크탑", "데스크톱",
                     "computer"),
        "phone": ("휴대폰", "핸드폰", "스마트폰", "업무폰", "회사폰", "개인폰", "아이폰", "갤럭시폰", "phone"),
        "tablet": ("태블릿", "아이패드", "ipad", "tablet", "갤럭시탭"),
        "monitor": ("모니터", "monitor"),
        "mouse": ("마우스", "mouse"),
        "keyboard": ("키보드", "keyboard"),
        "printer": ("프린터", "복합기", "printer"),
        "charger": ("충전기", "어댑터", "charger", "adapter"),
    },
    "room": {
        "server": ("서버실", "전산실", "데이터센터", "전산센터", "serverroom", "idc"),
        "office": ("사무실", "office"),
        "meeting": ("회의실", "meetingroom"),
        "store": ("창고", "문서고", "storageroom"),
        "lounge": ("탕비실", "휴게실", "라운지"),
        "lobby": ("로비", "lobby"),
        "machine": ("기계실", "설비실"),
    },
}
# words that name the kind as a whole: a sentence using them speaks of every member
_KIND_WORDS: dict[str, tuple[str, ...]] = {
    "device": ("장비", "저장장치", "저장매체", "기기", "단말"),
    "room": (),
}
_LATIN = re.compile(r"[a-z]")


def is_device(word: str) -> bool:
    """The word is written as one member of the device kind ("노트북", "usb", "휴대폰"; bot.rules.thing_head)."""
    squeezed = compact(word).lower()
    return any(squeezed == form for forms in _MEMBERS["device"].values() for form in forms)


def is_accessory(word: str) -> bool:
    """The word names a device's accessory (a charger, an adapter), not a device of its own."""
    return compact(word).lower() in _MEMBERS["device"]["charger"]


def _named(squeezed: str, form: str) -> bool:
    if not _LATIN.match(form):
        return form in squeezed
    # a Latin form is a word of its own ("pc" not inside "pcs"? kept simple: not inside a longer Latin run)
    return form in squeezed and re.search(rf"(?<![a-z]){re.escape(form)}", squeezed) is not None


def members_in(text: str, kind: str) -> set[str]:
    """The members of the kind a text names."""
    squeezed = compact(text).lower()
    return {member for member, forms in _MEMBERS[kind].items() if any(_named(squeezed, f) for f in forms)}


def _only(body: str, member: str, kind: str) -> bool:
    """The sentence says the member is the only one ("보안 USB만 사용한다")."""
    squeezed = compact(body).lower()
    return any(re.search(rf"{re.escape(form)}만", squeezed) for form in _MEMBERS[kind][member])


def problems(question: str, body: str) -> list[str]:
    """A missing item for each device or room the question names and the sentence does not, against a
    sentence that names another of its kind."""
    out: list[str] = []
    squeezed_body = compact(body).lower()
    for kind in _MEMBERS:
        asked = members_in(question, kind)
        if not asked:
            continue
        said = members_in(body, kind)
        unsaid = asked - said
        if not unsaid or not said or any(word in squeezed_body for word in _KIND_WORDS[kind]):
            continue
        if any(_only(body, member, kind) for member in said):
            continue
        out.extend(f"(another {kind} than {member})" for member in sorted(unsaid))
    return out
