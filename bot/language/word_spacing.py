"""Words typed together in chat ("비번몇달마다바꿔야돼요?", "메일함용량몇기가까지에요"): spaced apart before the
question is read (issue 8, probe `_p47a`).

MeCab-ko reads a long run of words written without spaces less well than the same words spaced: "메일함용량" became
the verb 메일 + 함 (to mail), "내선번호알려주세요" lost 내선, and a question word written onto a noun ("담당자누구에요")
escaped the question-word rules. `dadeum` (a dictionary max-match spacer, Rust, dictionary in its wheel; measured in
the README) proposes where the words of a long run begin. A boundary is kept only where the piece after it starts with
a word of its own as MeCab-ko reads the piece alone (a noun, a pronoun, a determiner, an adverb, a verb that is not the
light verb 하다 / 되다 after a verbal noun) and leaves no one-syllable piece: never before a particle or an ending
("몇 기가 까지 에요" keeps "기가까지에요"), never between a verbal noun and 하다 ("분실 했는데" keeps "분실했는데"),
never inside a word the glossary knows ("주민 번호" keeps 주민번호).
Only a run of at least `MIN_RUN` Hangul syllables in a message whose words average `MIN_AVERAGE` syllables or more is
looked at; spaced text, and one long compound in it ("개인정보보호담당자에게 …"), is left as written.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from functools import lru_cache

import dadeum

from bot.language.terms import analyze

MIN_RUN = 8  # Hangul syllables in one space-delimited token before it is re-spaced (README: why 8)
MIN_AVERAGE = 5.0  # average Hangul syllables per word of a message typed with few spaces
_TOKEN = re.compile(r"\S+")
_HANGUL = re.compile(r"[가-힣]")
# what a word of its own starts with, as MeCab-ko reads the run
_WORD_START_TAGS = frozenset({"NNG", "NNP", "NP", "NR", "MM", "MAG", "SL", "SN", "VV", "VA"})
# the one-syllable words that stand alone ("몇", "안", "왜", "뭐"); "함", a surname ("남 주임") do not
_ONE_SYLLABLE_WORDS = frozenset({"몇", "안", "못", "왜", "뭐", "꼭", "더", "잘", "좀", "또", "걍", "다"})
_LIGHT_VERBS = frozenset({"하", "되", "시키", "당하"})  # after a noun: its 하다 ("분실했는데"), not a word
_NOUN_TAGS = frozenset({"NNG", "NNP", "NNB", "SL", "XR"})


def _syllables(piece: str) -> int:
    return len(_HANGUL.findall(piece))


@lru_cache(maxsize=4096)
def _proposed(token: str) -> tuple[str, ...]:
    """The words the spacer proposes for a run."""
    return tuple(dadeum.clean(token).split())


def _respaced_token(token: str, known: Callable[[str], bool]) -> str:
    pieces = _proposed(token)
    if len(pieces) < 2 or "".join(pieces) != token:
        return token  # nothing to split, or the spacer also cleaned characters: keep what the asker wrote
    morphs = analyze(token)  # the run read whole: a boundary must begin a morpheme there
    starts = {m.start: m for m in morphs}
    before = {b.start: a for a, b in itertools.pairwise(morphs)}
    words = [pieces[0]]
    at = len(pieces[0])
    for piece in pieces[1:]:
        m, left = starts.get(at), before.get(at)
        glued = left is not None and m is not None and left.tag in _NOUN_TAGS and (  # 분실+했어요, 주민+번호
            m.lemma in _LIGHT_VERBS or (m.tag in _NOUN_TAGS and known(left.surface + m.surface)))
        own = m is not None and m.tag in _WORD_START_TAGS and not glued and (
            _syllables(piece) >= 2 or piece in _ONE_SYLLABLE_WORDS)
        if own and (_syllables(words[-1]) >= 2 or words[-1] in _ONE_SYLLABLE_WORDS):  # "남 주임", "고 매니저": one
            words.append(piece)
        else:
            words[-1] += piece
        at += len(piece)
    return " ".join(words)


def _never(word: str) -> bool:
    return False


def _typed_together(text: str) -> bool:
    """The message as a whole is typed with few spaces: its words average `MIN_AVERAGE` Hangul syllables or more
    (spaced Korean averages about three; one long compound in a spaced message is no sign)."""
    words = [_syllables(w) for w in text.split() if _HANGUL.search(w)]
    return bool(words) and sum(words) / len(words) >= MIN_AVERAGE


def restored(text: str, known: Callable[[str], bool] = _never) -> str:
    """`text` with the words of each long run of Hangul typed together spaced apart, when the message is typed with
    few spaces; two nouns that `known` (the glossary) reads as one word ("주민" + "번호": 주민번호) stay together."""
    if not _typed_together(text):
        return text
    return _TOKEN.sub(lambda m: _respaced_token(m.group(), known) if _syllables(m.group()) >= MIN_RUN
                      else m.group(), text)


def warm_up() -> None:
    """Load the spacer's dictionary (about 0.85 s on first use) before the first question needs it."""
    dadeum.clean("가나다라마바")
