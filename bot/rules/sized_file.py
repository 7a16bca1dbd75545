"""What a file of a stated size is for is no topic of a size rule (issue 8, branch cover24, batches `_zp2`, `_zq2`).

"발표 영상이 60MB라 메일에 안 붙어요 어떻게 보내요", "디자인 시안 파일이 20MB인데 메일로 그냥 보내져요?": the asker
names the file by what it is for (발표, 디자인 시안) and states its size. A sentence that sets a size limit on files
("메일 첨부 파일은 25MB까지 보낼 수 있다", "25MB가 넘는 파일은 …") answers that whatever the file is for: the
nouns written just before the measured thing ("발표 영상이 60MB", "60MB짜리 발표 영상") are set aside.

Never a noun that names a kind of content the policies scope files to (개인정보, 대외비, 고객 정보, 사내 한정, as itself
or through the glossary): "고객 명단 파일이 20MB인데 메일로 보내도 돼요?" keeps 고객 명단. Only when both the
question and the sentence state a size and the sentence speaks of files. General logic on figures and word order,
never lists of questions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from bot.language.terms import compact

_SIZE_RE = re.compile(r"\d+\s*(?:MB|메가바이트|메가|GB|기가|KB)", re.I)
_FIGURE_TOKEN = re.compile(r"^\d+\s*(?:MB|메가바이트|메가|GB|기가|KB)", re.I)
_FILE_RE = re.compile(r"파일|자료|문서")
_PARTICLE = re.compile(r"(?:이|가|은|는|도)$")
# content kinds a file rule is scoped to: a noun standing for one of them is never set aside
_CONTENT = ("개인정보", "고객", "대외비", "사내한정", "정보")


def purpose_nouns(question: str, sentence: str, nouns: Collection[str]) -> frozenset[str]:
    """Of `nouns` (the question's), those written bare just before the thing whose size the question states
    ("발표 영상이 60MB", "60MB짜리 발표 영상"), when `sentence` states a size of files too; else empty."""
    if not _SIZE_RE.search(question) or not _SIZE_RE.search(sentence) or not _FILE_RE.search(sentence):
        return frozenset()
    bare = {n.lower() for n in nouns}
    tokens = [t.lower() for t in re.sub(r"(\d)\s+(mb|메가|gb|기가|kb)", r"\1\2", question, flags=re.I).split()]
    out: set[str] = set()
    for i, token in enumerate(tokens):
        if not _FIGURE_TOKEN.match(token):
            continue
        if re.search(r"(?:짜리|되는|나가는)$", token):  # "60MB짜리 발표 영상": the words after it
            run: list[str] = []
            for token_after in tokens[i + 1:]:
                if token_after not in bare and _PARTICLE.sub("", token_after) not in bare:
                    break
                run.append(token_after)
                if token_after not in bare:  # "영상을": the measured thing, with its particle
                    break
            out.update(run[:-1])  # all but the measured thing itself
        elif i >= 1 and (tokens[i - 1] in bare or _PARTICLE.sub("", tokens[i - 1]) in bare):
            j = i - 2  # "발표 영상이 60MB": the bare words before the measured one
            while j >= 0 and tokens[j] in bare:
                out.add(tokens[j])
                j -= 1
    return frozenset(out)


def without_purpose(question: str, sentence: str, missing: Sequence[str], nouns: Collection[str],
                    policy_words_for: Callable[[str], Collection[str]]) -> list[str]:
    """`missing` less the nouns that only say what a file of the stated size is for (see the module doc);
    `nouns`: the question's nouns."""
    words = purpose_nouns(question, sentence, nouns)
    if not words:
        return list(missing)

    def content(word: str) -> bool:
        return any(kind in compact(w) for w in (word, *policy_words_for(word)) for kind in _CONTENT)

    if any(content(w) for w in words):  # "고객 명단 파일": the nouns together name what it holds
        return list(missing)
    return [m for m in missing if m.lower() not in words]
