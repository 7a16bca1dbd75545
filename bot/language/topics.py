"""Topic words of a question: the one place the Korean analyzer is called for follow-up detection and
digest grouping, so that the analyzer behind it can be switched without touching its callers."""

from __future__ import annotations

from bot.language.terms import content_terms

# Words that never name a topic on their own: question words and vague references that follow-ups
# use in place of the topic ("그보다 크면요?", "며칠 안에요?", "그건요?").
NON_TOPIC = frozenset(
    """며칠 몇일 며칠이 몇시 몇시간 얼마 얼마큼 얼마만큼 그보다 그것보다 이보다 그거 그건 그게 그럼 그러면 그때 그때는 이건 저건
    거기 거기서 여기 여기서 이때 이럴 그럴 어떡해 어떡하죠 어떻게요 언제요 뭐요 왜요 그래요 그렇죠 그렇군요 위에 아까 방금
    기간 기준 경우엔 때는 전 전에 전까지 후 후에 안 안에 이내 이내에 이상 이하 동안 다음 이후 이전 뒤 뒤에 정도 쯤 때에 때엔 번째
    누구 누가 누구한테 누구에게 어디 어디서 어디에 어디로 언제 어떻게 뭐 무엇 무엇을 뭘 왜 어느 어떤 몇 얼마나 언제까지 언제부터
    언제쯤 어디까지 몇개월 몇년 몇번 몇일이 몇번이나""".split()
)


def topic_terms(text: str) -> list[str]:
    """The nouns (not predicates, question words or vague references) of `text`, in order."""
    return [t.text for t in content_terms(text) if not t.verb and t.text not in NON_TOPIC]
