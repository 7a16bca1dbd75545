"""A reason clause beside a question on a named table row is the asker's story (issue 8).

"V3 넘 무거워서 배터리 빨리 닳는데 지워도 돼요?",
"V3때문에 노트북 느린거같은데 지워도됨?" (the hedge -ㄴ 거 같은데),
"한글 파일 열어야 해서 한컴오피스 그냥 깔면 돼요?": the
clauses that end on a reason or background connective (-어서, -니까, -는데/-은데/-ㄴ데/-던데, or a noun with
때문에) say why the asker wants to do the act, not what is asked. So does a statement before the question ("V3 때문에
컴퓨터가 너무 느려요. 그냥 지워버려도 될까요?": a final ending with a full stop; session 55), also one closed by an
exclamation or an ellipsis ("느려요 진짜… 그냥 지워버려도 돼요?", "무거워요… 지워도 돼요?"; session 57). A catalog
row answers only a question that names it (`CarriedWords._names_row`), so once the row is named and the act the
question ends on is carried, the row's cell ("삭제 금지", "승인 필요") answers whatever the reason; the reason's words
(배터리, 무겁, 닳; 파일, 열) need not be in the row.

Never a condition (-면: "크롬 깔려 있으면 …"), a purpose (-려고, -려면), a chained act (-고: "V3 꺼놓고
작업해도"), a modifier, or a clause singled out with 도 ("출장 가서도"): those change what is asked.
General logic on MeCab-ko's tags (`bot.language.terms.raw_morphemes`), never lists of questions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.language.terms import GENERIC_VERBS, RawMorpheme, analyze, compact, raw_morphemes

# connective endings that give a reason or a background ("무거워서", "느린데", "급하니까")
_REASON_ENDINGS = ("서", "니까", "데")  # -는데, -은데, -ㄴ데 ("필요한데"), -던데
_NOT_REASON = ("면", "려고", "려면", "고", "면서", "지만", "다가")
_PREDICATES = ("VV", "VA", "XSV", "XSA", "VX")
_WORDS = ("NNG", "NNP", "SL", "SN", "SH", "XR")
_BEING = frozenset({"있", "없", "이"})


def _closes(raw: tuple[RawMorpheme, ...], i: int) -> str | None:
    """How the morpheme at `i` ends a clause: "reason", "other" or None (the clause goes on)."""
    statement = _statement_close(raw, i)
    if statement:
        return "reason" if statement == _ENDS else None
    m = raw[i]
    last = m.pos.split("+")[-1]
    if last == "EF" and m.surface.endswith("데") and i + 1 < len(raw) and not raw[i + 1].pos.startswith("S"):
        last = "EC"  # "컴이 너무 느린데 지워도": MeCab-ko reads -ㄴ데 as a final ending; text goes on: a connective
    if m.lemma == "때문" and m.pos.startswith("NNB"):
        return "reason"  # "V3 때문에"
    if last == "ETM":
        nxt = raw[i + 1] if i + 1 < len(raw) else None
        if hedged(raw, i):
            return None  # "느린 거 같은데": the clause goes on to the hedge's own ending
        return "reason" if nxt is not None and nxt.surface == "데" and nxt.pos.startswith("NNB") else "other"
    if last != "EC":
        return "other" if last in ("EF", "ETN") or m.pos.startswith(("SF", "SP", "SE", "SS")) else None
    surface = m.surface
    if surface in ("어", "아", "여", "어야", "아야", "여야", "게", "지"):
        return None  # an auxiliary follows: "열어야 해서", "깔려 있는데"
    if not surface.endswith(_REASON_ENDINGS) or surface.endswith(_NOT_REASON):
        return "other"
    nxt = raw[i + 1] if i + 1 < len(raw) else None
    if nxt is not None and nxt.pos.startswith("JX") and nxt.surface in ("도", "조차", "마저"):
        return "other"  # "출장 가서도": the clause the question singles out
    verb = m if m.pos.split("+")[0] in _PREDICATES else raw[i - 1] if i > 0 else m
    if surface.endswith("서") and verb.pos.startswith("VV") and not (i > 0 and raw[i - 1].surface.endswith("야")):
        return "other"  # "깔아서 써도": an act chained to the next one, not a reason ("열어야 해서" is)
    return "reason"


_ENDS, _GOES_ON = "ends", "goes on"


def _statement_close(raw: tuple[RawMorpheme, ...], i: int) -> str:
    """How the morpheme at `i` bears on a statement made before the question (session 55): `_ENDS` when it closes
    one ("느려요.", "느림..", "느려요 ㅠ"), `_GOES_ON` when the statement goes on to its full stop ("느림" + ".",
    "시끄러워" + 요), "" otherwise."""
    m = raw[i]
    last = m.pos.split("+")[-1]
    nxt = raw[i + 1] if i + 1 < len(raw) else None
    stop = (m.pos == "SF" and m.surface in (".", "!")) or m.pos == "SE" or (  # "느려요…", "무거워요…"
        m.pos == "UNKNOWN" and _TEARS.match(m.surface) is not None)
    if stop and nxt is not None and i > 0 and raw[i - 1].pos != "SF":
        return _ENDS  # "V3 때문에 컴 느림.. 지워도됨?"
    if last == "EF" and _told(raw, i):
        return _ENDS  # "V3 때문에 컴퓨터가 너무 느려요. 그냥 지워도 될까요?"
    if nxt is not None and ((last == "ETN" and nxt.surface in (".", "!")) or (
            last == "EC" and nxt.surface == "요" and nxt.pos.startswith("JX"))):
        return _GOES_ON  # the nominal style ("느림."); MeCab-ko's split of a polite final ending ("시끄러워" + 요)
    return ""


# final endings that ask ("지워도 될까요", "느린가요", "되죠"): a sentence that asks is no statement of the story
_ASKING_ENDS = ("까", "까요", "나", "나요", "냐", "니", "죠", "지요", "가요", "는지")


def _told(raw: tuple[RawMorpheme, ...], i: int) -> bool:
    """The final ending at `i` closes a statement (no question ending, a full stop or an exclamation after it) that
    more text follows."""
    j = i + 1
    while j < len(raw) and raw[j].pos in ("MAG", "IC") and not _TEARS.match(raw[j].surface):
        j += 1  # "느려요 진짜… 지워도": an exclamation closes the statement along with it
    nxt = raw[j] if j < len(raw) else None
    if nxt is None or raw[i].surface.endswith(_ASKING_ENDS) or "?" in nxt.surface:
        return False
    return (nxt.pos.startswith(("SF", "SE")) or _TEARS.match(nxt.surface) is not None) \
        and j + 1 < len(raw)


# what closes a chat sentence instead of a full stop ("느려요 ㅠ", "느려요ㅋㅋ")
_TEARS = re.compile(r"^[ㅠㅜㅋㅎ;~]+$")


def hedged(raw: tuple[RawMorpheme, ...], i: int) -> bool:
    """The modifier ending at `i` opens the hedge "-ㄴ 거 같-" ("느린 거 같은데", "걸린 것 같아서"): the clause it
    belongs to ends with 같다's own ending, not here."""
    return i + 2 < len(raw) and raw[i + 1].pos.startswith("NNB") and raw[i + 1].surface in ("거", "것") and \
        raw[i + 2].lemma == "같" and raw[i + 2].pos.startswith("VA")


def _chained_reason(raw: tuple[RawMorpheme, ...], i: int) -> bool:
    """A -어서 on a verb that `_closes` reads as a chained act ("깔아서 써도") is a reason when its clause has a
    subject of its own ("협력사가 … 줘서", "V3가 … 스캔해서"): the asker does not chain someone else's act."""
    m = raw[i]
    return m.pos.split("+")[-1] == "EC" and m.surface.endswith("서") and not m.surface.endswith(_NOT_REASON) and not (
        i + 1 < len(raw) and raw[i + 1].pos.startswith("JX"))


def _leads_to_reason(raw: tuple[RawMorpheme, ...], i: int) -> bool:
    """The clause after the one closing at `i` gives a reason with -는데 ("팝업 자꾸 떠서 짜증나는데 지워도 돼?"): a
    -어서 that leads into another reason is its cause, not an act the asker chains to the one asked."""
    for k in range(i + 1, len(raw)):
        closed = _closes(raw, k)
        if closed is not None:
            return closed == "reason" and raw[k].surface.endswith("데")
    return False


@lru_cache(maxsize=4096)
def reason_clauses(text: str) -> tuple[tuple[tuple[tuple[str, ...], ...], frozenset[str]], ...]:
    """Each reason clause of `text`: its runs of nouns (compact, "포토샵 크랙 버전" is one run) and the lemmas of its
    predicates. A clause built on the copula or a generic verb ("개인 폰인데", "집에 있는데", "새로 받았는데")
    names what or where the thing is, which may change what is asked: it is no reason clause."""
    raw = raw_morphemes(text)
    out: list[tuple[tuple[tuple[str, ...], ...], frozenset[str]]] = []
    runs: list[tuple[str, ...]] = []
    run: list[str] = []
    lemmas: set[str] = set()
    plain = True  # no copula, no generic verb
    subject = False  # the clause names its own subject with 이/가
    for i, m in enumerate(raw):
        tag = m.pos.split("+")[0]
        if tag in _WORDS:
            run.append(compact(m.surface))
        elif tag != "XSN":
            if run:
                runs.append(tuple(run))
            run = []
        if tag in _PREDICATES or "VCP" in m.pos:
            lemmas.add(m.lemma)
            # "열어야 해서", "열어야 돼서": 하 / 되 after -어야 is the auxiliary of a need, not a generic verb
            needed = m.lemma in ("하", "되") and i > 0 and raw[i - 1].surface.endswith("야")
            # … and 같 after "-ㄴ 거" is the hedge of the predicate before it ("느린 거 같은데")
            needed = needed or (m.lemma == "같" and i > 1 and hedged(raw, i - 2))
            # … and 나 after a noun is an event or a feeling that comes about ("짜증나는데", "에러 나서")
            happened = m.lemma == "나" and i > 0 and raw[i - 1].pos.split("+")[-1] == "NNG"
            plain = plain and "VCP" not in m.pos and (m.lemma not in GENERIC_VERBS or needed or happened)
        if m.pos.startswith("JKS") and i > 0 and raw[i - 1].pos.split("+")[0] in _WORDS:
            subject = True  # "협력사가 hwp로만 파일 줘서": someone else's act, a reason whatever its verb
        closed = _closes(raw, i)
        if closed is None:
            continue
        if closed == "other" and (subject or _leads_to_reason(raw, i)) and _chained_reason(raw, i):
            closed = "reason"
        existing = bool(lemmas & _BEING)  # "크랙 버전이 있는데": what there is, not a reason
        # never the question's own last clause
        if closed == "reason" and (plain or (subject and not existing)) and i + 1 < len(raw):
            out.append((tuple(runs + ([tuple(run)] if run else [])), frozenset(lemmas)))
        runs, run, lemmas, plain, subject = [], [], set(), True, False
    return tuple(out)


# a thing that appears ("팝업 계속 떠서"): what the program shows the asker, not which one of it is meant ("구형 모델
# 너무 느린데" says which printer: a state of the thing itself keeps its words)
_SYMPTOMS = frozenset({"뜨", "나오", "생기"})


def without_reason(text: str, missing: list[str], named_row: bool, act_carried: bool,
                   covered: list[str]) -> list[str]:
    """`missing` without the words of `text`'s reason clauses, for a table row the question names whose asked
    act is carried; unchanged otherwise. A noun beside a carried noun ("포토샵 크랙 버전 있는데") says which one of
    the row's thing is meant: it stays."""
    if not named_row or not act_carried or not missing:
        return missing
    clauses = reason_clauses(text)
    if not clauses:
        return missing
    held = [compact(c) for c in covered if compact(c)]

    def told(word: str) -> bool:
        w = compact(word)
        if not w or w.startswith("("):
            return False
        for runs, lemmas in clauses:
            if word in lemmas:
                return True
            acted = bool(lemmas & {"하", "되"})  # only as the auxiliary of a need in a clause kept plain
            # a thing of the row that appears ("V3 팝업 계속 떠서 너무 거슬리는데"): the reason, not which one
            acted = acted or bool(lemmas & _SYMPTOMS)
            for run in runs:
                joined = "".join(run)
                # a clause on an act the asker needs to do ("한글 파일 열어야 해서") names what the act is on,
                # even beside a word the glossary ties to the row ("한글" of 한글 프로그램)
                if w in joined and (acted or not any(h in joined for h in held)):
                    return True
        return False

    return [w for w in missing if not told(w)]


def latin_act(text: str) -> str | None:
    """The Latin word made a verb by 하다 that the question asks last ("V3 너무 무거운데 uninstall 해도 돼요?":
    uninstall; session 55): the asked act, which no verb term of the question names."""
    morphs = analyze(text)
    act = None
    for k, m in enumerate(morphs[:-1]):
        if m.tag == "SL" and morphs[k + 1].lemma == "하" and morphs[k + 1].tag in ("VV", "XSV"):
            act = m.lemma.lower()
    return act


def described(text: str, missing: list[str], named_row: bool, covered: list[str]) -> list[str]:
    """`missing` without the nouns of a clause that describes the named row's thing ("PDF 보는 아크로뱃 리더는 그냥
    깔아도 되나요?": PDF says what the program is for; session 55): a modifier clause right before a noun the sentence
    carries (a determiner between: "화면 그리는 그 Figma요"); its verb too when the noun it describes is the product's
    Latin name or stands right before it ("압축 파일 푸는 프로그램 7-Zip", session 57), not a field of the row ("남는
    라이선스가 있나요?" asks what remains). Unchanged for a question on no named row."""
    if not named_row or not missing:
        return missing
    morphs = analyze(text)
    held = {compact(c).lower() for c in covered}
    aside: set[str] = set()
    for k, m in enumerate(morphs[:-1]):
        head = k + 2 if morphs[k + 1].tag == "MM" and k + 2 < len(morphs) else k + 1  # "화면 그리는 그 Figma요"
        if m.tag != "ETM" or compact(morphs[head].lemma).lower() not in held:
            continue
        # the clause's own verb, when it describes the product by name ("압축 파일 푸는 프로그램 7-Zip": 풀), not one
        # that asks about a field of it ("남는 라이선스가 있나요?")
        named = any(x.tag in ("SL", "SN") for x in morphs[head:head + 2])
        j = k - 1
        while j >= 0 and morphs[j].tag.startswith(("VV", "VA", "XSV", "EP")):
            if named and morphs[j].tag.startswith(("VV", "VA")):
                aside.add(morphs[j].lemma)
            j -= 1
        while j >= 0 and morphs[j].tag in ("NNG", "NNP", "SL", "JKO", "JKB", "JX"):
            if morphs[j].tag in ("NNG", "NNP", "SL"):
                aside.add(morphs[j].lemma.lower())
            j -= 1
    return [w for w in missing if w.lower() not in aside]
