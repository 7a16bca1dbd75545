"""Getting back in after a lock is no act done anew (issue 8, session 30).

"계정 잠기면 얼마나 기다려야 다시 들어가져요", "비번 5번 틀렸어요, 몇 분 기다리면 다시 로그인돼요?": 다시 says the
asker gets back in once the lock ends, which a rule on how long the lock lasts ("로그인에 5번 연속 실패하면 계정이
30분 동안 잠긴다") or on its end ("잠긴 계정은 시간이 지나면 자동으로 풀린다") answers. 다시 otherwise restricts the
act asked to one done anew ("노트북 다시 받을 수 있어요?", bot.matching.model.ANEW_ADVERBS) and is required of the
sentence; here it is not, when:

- the message tells a lock (잠기다, 막히다: "잠겼어요", "막혔는데"), the failed tries that cause one (틀리다, "잘못
  쳤더니") or a login that fails ("로그인이 아예 안 돼요");
- 다시 is said of getting in (들어가다, 로그인, 접속) right after it, or of it working again ("다시 되나요") in a
  message that names the login; and
- the sentence speaks of a lock itself (잠기다, 잠금, 풀리다), so it says when access comes back.

"다시 잠기면 어떻게 해요?" (a lock again) and "OTP 다시 등록" (an act anew) keep 다시: neither is getting in.
Closed word classes on the wording, no list of questions.
"""

from __future__ import annotations

import re

_LOCK_TOLD_RE = re.compile(r"잠기|잠겼|잠겨|잠긴|잠김|막히|막혔|막혀|막힌|막힘|틀리|틀렸|틀려|틀린"
                           r"|잘못\s*(?:쳤|친|쳐|입력)|로그인이?\s*(?:아예\s*|전혀\s*)?안\s*(?:돼|되)")
_BACK_IN_RE = re.compile(r"다시\s*(?:들어가|들어갈|들어와|로그인|접속|풀리|풀려|풀릴|풀린)")  # "다시 풀려요"
_BACK_WORKING_RE = re.compile(r"다시\s*(?:되|돼|될)")  # "다시 되나요", of a login the question names
_LOCK_SENTENCE_RE = re.compile(r"잠기|잠긴|잠금|풀리|풀린")


def back_in(question: str, sentence: str) -> bool:
    """The question's 다시 asks for getting back in after a lock it tells, and the sentence speaks of a lock."""
    back = _BACK_IN_RE.search(question) is not None or (
        _BACK_WORKING_RE.search(question) is not None and "로그인" in question)
    return back and _LOCK_TOLD_RE.search(question) is not None and _LOCK_SENTENCE_RE.search(sentence) is not None
