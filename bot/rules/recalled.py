"""A rule the asker half remembers (issue 8, blind batch `_zf3`: questions of people back from leave).

"그 몇 일마다 비번 바꾸라던 거 있잖아요. 휴직 전에 들었는데 기억이 가물가물해서요, 며칠이었죠?", "첨부 최대 용량이
얼마였죠? 그 몇 메가까지라던 거", "… 어디서 확인해요? 그 표 어디에 있다고 했던 것 같은데": beside the question, the
asker points back at the rule as he remembers it ("그 … -던 거", "-던 것 같은데") and says how well he remembers it
("기억이 가물가물해서요", "헷갈려서요", "휴직 전에 들었는데"). Neither asks anything the question does not:

- `without_memory_remarks`: a clause on the asker's memory (기억이 가물가물 / 안 나 / 흐릿, 헷갈려서) that opens a
  sentence or follows a comma, with a clause before it that only says when it was heard ("휴직 전에 들었는데"), is
  cut from the message (never "비밀번호가 기억이 안 나요": what is forgotten is then the question);
- `as_confirm`: "… 되는 걸로 아는데 맞아요?" (a belief, then "is that right?") is the premise "… 되는 거 맞죠?";
- `recall`: a sentence that opens with the demonstrative 그 and ends on a past-recalling -던 거 / -던 것 같은데 (with
  있잖아요, 말이에요 …), or only guesses ("뭐였더라", "8자였나"), is the rule pointed back at: after a question
  that names its own topic it is dropped (`restates`); before a question that names none ("… 있잖아요.
  며칠이었죠?") it stays, and the question takes its nouns as any follow-up does (`bot.matching.question_parts`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.matching.model import Part

_MEMORY_RE = re.compile(
    # "(휴직 전에 들었는데) 기억이 가물가물해서요,", "기억이 잘 안 나서", "헷갈려서요": a clause of its own (at the
    # start or after a comma or full stop), never "비밀번호가 기억이 안 나요" (what is forgotten is the question)
    r"(?:^|(?<=[,.!?…~]))\s*(?:[^,.?!]{0,20}?(?:들었는데|배웠는데|들은\s*것\s*같은데)\s*,?\s*)?"
    r"(?:기억이\s*(?:좀\s*|잘\s*)?(?:가물가물|흐릿|희미|안\s*나|잘\s*안\s*나)|헷갈려|헷갈리는데|헷갈리네)\S*"
    r"\s*[,.…~]*\s*")
_RECALL_RE = re.compile(
    r"^\s*그\s+.+?(?:던|었던|았던|했던)\s*(?:거|것)\s*(?:있잖아요|있잖아|말이에요|말이야|말예요|요|같은데요?|같아요)?"
    r"\s*[.…~?？!]*\s*$")
_GUESS_RE = re.compile(
    r"^\s*(?:뭐였더라|뭐더라|뭐였지|뭐였죠)?[\s….,~]*(?:[^\s?]+\s+)?[^\s?]*(?:였나|이었나|였던가|이었던가|였던\s*것\s*같은데)"
    r"\s*[?？….~]*\s*$|^\s*(?:뭐였더라|뭐더라|뭐였지)\s*[?？….~]*\s*$")


def without_memory_remarks(question: str) -> str:
    """The message without its clauses on how well the asker remembers; unchanged when that would leave nothing."""
    cut = _MEMORY_RE.sub(" ", question)
    cut = re.sub(r"\s{2,}", " ", cut).strip()
    return cut if cut and cut != question.strip() and re.search(r"[가-힣A-Za-z]", cut) else question


# "… 깔아도 되는 걸로 아는데 맞아요?", "… 90일인 걸로 기억하는데, 맞죠?": what the asker believes, asked to confirm
_BELIEF_CONFIRM_RE = re.compile(
    r"(?<=[가-힣])\s*(?:걸로|것으로|거로)\s*(?:아는데|알고\s*있는데|기억하는데|기억하고\s*있는데)(?:요)?\s*[,.]?\s*"
    r"(?:맞|진짜|정말)\S*\s*[?？]+\s*$")


# "… 보안팀에 신고하는 거 아님?", "… 공개 문서로 보는거 아니었어요?": the belief asked as a negative question (a
# clause made a noun with 거/것, then 아니다 asking); its own negation ("안 되는 거 아니에요?") stays in the clause
_NEGATIVE_CONFIRM_RE = re.compile(
    r"(?<=[가-힣])\s*(?:거|것)\s*(?:아님|아닌가요|아닌가|아닌지|아니에요|아니예요|아니야|아니었어요|아니었나요|아니었음|"
    r"아니었던가요|아니었나|아니던가요|아닙니까|아니었습니까)\s*[?？]+\s*$")


def as_confirm(question: str) -> str:
    """"… 되는 걸로 아는데 맞아요?" and "… 되는 거 아니에요?" asked as "… 되는 거 맞죠?": the belief is the premise
    asked to confirm."""
    return _NEGATIVE_CONFIRM_RE.sub(" 거 맞죠?", _BELIEF_CONFIRM_RE.sub(" 거 맞죠?", question))


def recall(text: str) -> bool:
    """A sentence that only points back at the rule as remembered, or guesses at it."""
    return bool(_RECALL_RE.match(text) or _GUESS_RE.match(text))


def restates(piece: str, before: Part | None, named: Callable[[Part], bool]) -> bool:
    """`piece` only points back at the rule the question before it asks about ("… 얼마였죠? 그 몇 메가까지라던 거"):
    that question names its own topic (`named`), so the piece adds nothing to answer."""
    return before is not None and recall(piece) and named(before)
