"""A Korean question whether the asker must tell someone (batch `_zt2`, issue 8).

"고객 정보 다른 고객한테 잘못 보냈는데 그 고객들한테도 따로 알려야 하나요?" asks whether to tell someone. 알리다 and
말하다 are frame words of Korean requests ("알려 주세요", "말해 줘요"), so the topic rule does not ask for them (they
are generic verbs), and a rule on the same data ("개인정보를 외부 업체에 제공하려면 … 승인을 받는다") passed. When the
telling verb itself carries a duty ending (알려야, 알려 줘야, 말해야, 얘기해야), the asker is the one who would tell,
and only a sentence with an act of telling (알리다, 신고하다, 보고하다, 연락하다, 통보하다, 말하다) or of asking for
something (신청하다, 요청하다: "재발급 받으려면 언제 말해야 돼요?") answers. The Korean
counterpart of `bot.rules.telling_asked`; a permission to tell ("비번 알려줘도 돼요?": disclosing a secret) is
left alone.
"""

from __future__ import annotations

import re

from bot.language.terms import analyze, compact
from bot.rules.telling_asked import untold

# a noun of speech made a verb with a duty ending: 말해야, 얘기해야, 이야기해야
_SPEECH_NOUNS = frozenset({"말", "얘기", "이야기"})
# telling someone in order to get something is asking for it: "만료 며칠 전에 말해야 돼요?" and "… 재발급을 신청한다"
_REQUEST_RE = re.compile(r"신청|요청")


def asks_duty_to_tell(question: str) -> bool:
    """The Korean question puts a duty ending on a verb of telling: "알려야 하나요", "말해야 돼요"."""
    morphs = analyze(question)
    for i, m in enumerate(morphs):
        if m.lemma == "알리" and m.tag.startswith("VV") and m.surface.endswith("야"):
            return True  # 알려야, 알려줘야
        if m.lemma in _SPEECH_NOUNS and m.tag.startswith("NN") and i + 1 < len(morphs):
            nxt = morphs[i + 1]
            if nxt.tag.startswith("XSV") and nxt.surface.endswith("야"):
                return True  # 말해야, 얘기해야
    return False


def problems(question: str, sentence: str) -> list[str]:
    """A sentence without an act of telling does not answer a question whether to tell someone."""
    squeezed = compact(sentence)
    asked = re.search(r"[가-힣]", question) is not None and asks_duty_to_tell(question) and (
        _REQUEST_RE.search(squeezed) is None)
    return untold(asked, squeezed)
