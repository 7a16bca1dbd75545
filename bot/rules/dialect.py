"""Regional asking forms (Chungcheong, Jeolla, Gyeongsang) read as the standard forms they stand for.

Older staff and people from the regions type their own endings in a work chat: "바꿔야 되나유?", "써도 된당가?",
"언제까지 갖고 있어야 되는교?", "우째 해야 되나?", "느린디", "옮기믄". MeCab-ko reads most of them as a noun or as
the tail of a word ("된당가" is no asking ending to it, "우째" no how-word), so a question that is plain to any
Korean reader came out as a statement, or as a yes/no question where it asks how ("VPN이 자꾸 끊겨서 일을 못
했슈. 우째 해야 되나유?" asked whether something is allowed, and the rule on connecting VPN first answered it).
Written in standard forms, the rest of the rules read them as they read any question.

Only endings at the end of a word (before a space, a punctuation mark or the end of the text) and a few whole
words are rewritten; a form is listed only where its standard reading is the only one in a question to an IT
helpdesk ("여유" and "문제" are no dialect endings: only "거여유" and "맞제?" are).
"""

from __future__ import annotations

import re

from bot.language.hangul import BIEUP_SIOT, NIEUN, RIEUL, SIOT, SSANG_SIOT, final_consonant, without_final

_END = r"(?=[\s?？!.,~…]|$)"
_ASK_END = r"(?=\s*[?？])"

# whole words: how and what, where ("우째 해야 돼?", "머부터 켜야 돼?", "어데 신고해요?")
_WORDS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"(?<![가-힣])(?:우째|우찌|우예|어찌)(?=\s)"), "어떻게"),
    # chat spelling "어케", "어캐" (MeCab-ko reads them as two interjections, so the question had no how-word)
    (re.compile(r"(?<![가-힣])(?:어케|어캐)(?=[\s?？!.~]|[해하돼되]|$)"), "어떻게"),
    (re.compile(r"(?<![가-힣])머(?=\s|부터|[가를로]\s|든지?\s|라도\s)"), "뭐"),
    (re.compile(r"(?<![가-힣])어데(?=[\s?？]|서|로|에|다)"), "어디"),
    (re.compile(r"(?<![가-힣])거시기(?:\s*,)?\s*"), ""),  # "거시기" holds the place of a word: it names nothing
]

_ENDINGS: list[tuple[re.Pattern[str], str]] = [
    # "뭐꼬?", "언제꼬?", "얼마고?", "누꼬?" (Gyeongsang): what / when / how much / who is it
    (re.compile(r"(?<![가-힣])(?:머|뭐)(?:꼬|고)" + _ASK_END), "뭐예요"),
    (re.compile(r"(언제|얼마|어디|며칠)(?:꼬|고)" + _ASK_END), r"\1예요"),
    (re.compile(r"(?<![가-힣])누꼬" + _ASK_END), "누구예요"),
    (re.compile(r"(?<![가-힣])(?:뭣이여|뭐여|뭣이당가)" + _END), "뭐예요"),
    # "공짜 아녀?", "아니여유?": isn't it …? ("아이가" is a child as often as it is Gyeongsang)
    (re.compile(r"(?<![가-힣])(?:아녀유|아녀|아니여|아니여유)" + _END), "아니에요"),
    (re.compile(r"(?<![가-힣])아이라(?=[\s,])"), "아니라"),
    # "거여유?", "거여?", "거유?", "건가유?": it is …
    (re.compile(r"([거건게])(?:여유|여|유)" + _END), r"\1예요"),
    # Gyeongsang "되는교?", "하능교?", "됩니꺼?", "했심더", "합니더"
    (re.compile(r"(?:는|능)교" + _END), "나요"),
    (re.compile(r"니꺼" + _END), "니까"),
    (re.compile(r"심더" + _END), "습니다"),
    (re.compile(r"니더" + _END), "니다"),
    # Gyeongsang "우째 하노?", "되노?": a wh-question's -나
    (re.compile(r"([하되있없가])노" + _ASK_END), r"\1나요"),
    # Jeolla "맞제?", "되제?", "안 되제?": isn't it
    (re.compile(r"(?<![가-힣])(맞|되|하|있|없|그렇|괜찮|거)제" + _ASK_END), r"\1죠"),
    # Jeolla "되것소?", "하것어?", Chungcheong "되겄어유": would it
    (re.compile(r"(?<=[가-힣])(?:것(?=소|어)|겄(?=[소어지다네]))"), "겠"),
    (re.compile(r"겠소" + _END), "겠어요"),
    # Jeolla "신고해야 혀요?", "허요?", "해야 혀?"
    (re.compile(r"(?<![가-힣])혀(요?)" + _END), r"해\1"),  # only a word of its own: "적혀", "막혀" are passives
    (re.compile(r"허요" + _END), "해요"),
    # Jeolla / Gyeongsang "-버리다" said "-부러", "-뿌": "잃어부렀어라", "지워뿌도", "잊어뿟다"
    (re.compile(r"(?<=[어아여워와])(?:부렀|뿌렀|뿟|뿠)"), "버렸"),
    (re.compile(r"(?<=[어아여워와])(?:부러도|뿌도)"), "버려도"),
    (re.compile(r"(?<=[어아여워와])(?:부러|뿌)(?=[면믄])"), "버리"),
    (re.compile(r"([었았렸했됐겠])어라" + _END), r"\1어요"),
    # Chungcheong "있어유", "되나유", "돼유", "아니유", "되쥬", "했슈"
    (re.compile(r"([나어아해돼되지라래데예에니워와줘봐])유" + _END), r"\1요"),
    # chat spelling of -요 as -여 ("되나여??", "궁금해서여", "받는거에여", "적어도 되나여"): a final -요 typed cute
    # (and "풀려여", "할까여": session 56)
    (re.compile(r"(?<=[가-힣])([나어아해돼되지래데예에니워와줘봐서려까])여" + _END), r"\1요"),
    (re.compile(r"쥬" + _END), "죠"),
    # chat typing of 있어 without its ㅆ ("얼마나 잇어야 풀려요", "잇어요?"); 잇다 (to join) is never 잇어 (session 56)
    (re.compile(r"(?<![가-힣])잇어"), "있어"),
    (re.compile(r"요잉" + _END), "요"),
    # "옮기믄", "있으믄": if
    (re.compile(r"(?<=[가-힣])믄" + _END), "면"),
]

_SHU_RE = re.compile(r"([가-힣])슈" + _END)  # "했슈", "있슈", "없슈": -어요 after a final ㅆ, ㅅ or ㅄ
_DANGGA_RE = re.compile(r"([가-힣])당가" + _END)  # "된당가", "맞당가", "하는당가": -나요
_INTEND_RE = re.compile(r"([가-힣])라\s?카(?:믄|면)" + _END)  # "들어갈라 카믄": 들어가려면 (Gyeongsang)
_DI_RE = re.compile(r"([가-힣])디(요?)" + _END)  # "느린디", "끝났는디": -ㄴ데


def _shu(match: re.Match[str]) -> str:
    before = match.group(1)
    return f"{before}어요" if final_consonant(before) in (SSANG_SIOT, SIOT, BIEUP_SIOT) else match.group(0)


def _dangga(match: re.Match[str]) -> str:
    before = match.group(1)
    if before == "는":
        return "나요"
    return f"{without_final(before) if final_consonant(before) == NIEUN else before}나요"


def _di(match: re.Match[str]) -> str:
    before = match.group(1)
    return f"{before}데{match.group(2)}" if final_consonant(before) == NIEUN else match.group(0)


def _intend(match: re.Match[str]) -> str:
    before = match.group(1)
    return f"{without_final(before)}려면" if final_consonant(before) == RIEUL else match.group(0)


def as_standard(text: str) -> str:
    """`text` with regional asking forms written in their standard forms ("된당가?" -> "되나요?",
    "거여유?" -> "거예요?", "우째" -> "어떻게", "느린디" -> "느린데"); other text unchanged."""
    if not re.search(r"[가-힣]", text):
        return text
    for pattern, standard in _WORDS:
        text = pattern.sub(standard, text)
    text = _INTEND_RE.sub(_intend, _DANGGA_RE.sub(_dangga, text))
    for pattern, standard in _ENDINGS:
        text = pattern.sub(standard, text)
    text = _SHU_RE.sub(_shu, text)
    return _DI_RE.sub(_di, text)
