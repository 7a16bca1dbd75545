"""An English "X, is that ok?" whose story is set aside must tell the act the rule rules on or opens with
(bot.rules.english_untold_act, branch okay37). Hand-made sentences only."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules.english_untold_act import points_back, untold_ruling
from bot.topic import TopicMatcher
from tests.support.topic_rule import sentence_verdicts, shipped_glossary

MATCHER = TopicMatcher(shipped_glossary())


def _excerpt(*sentences: str) -> Excerpt:
    text = "\n".join(f"- {s}" for s in sentences)
    return Excerpt(chunk_id="pw#1", doc_id="pw", title="계정 보안 규정", section="1. 규칙", revision=1, text=text,
                   score=0.5)


REUSE = "회사 비밀번호를 다른 서비스에 같이 쓰지 않는다."
SHARE = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
PHISH = "메일 속 링크를 눌렀거나 계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."


def test_the_clause_before_a_bare_is_that_ok_is_what_is_asked() -> None:
    assert points_back("I use the same password for my music app account, is that ok?")
    assert points_back("I lent it to him. Is that allowed?")
    assert points_back("we keep the spreadsheet on a laptop, would that be fine?")
    assert not points_back("is it ok to share my password?")  # asks in its own words
    assert not points_back("the vendor wants my login, can I give it to him?")  # an act of its own
    assert not points_back("got a weird mail, what do I do with it")
    assert not points_back("회사 비번을 다른 데도 쓰는데, 괜찮아요?")  # Korean word order rules there


def test_a_bare_use_does_not_tell_the_sharing_or_the_clicking_rule() -> None:
    question = "I use the same password for work and my Spotify account, is that ok?"
    assert sentence_verdicts(MATCHER, question, _excerpt(SHARE, PHISH)) == [False, False]
    # the rule on another service still answers it
    assert sentence_verdicts(MATCHER, "I use the same password for work and my personal Naver account, is that ok?",
                             _excerpt(REUSE)) == [True]


def test_an_act_of_the_askers_own_may_word_the_rule_otherwise() -> None:
    # lending a login is sharing it: the sharing rule is not judged by its act
    borrow, _ = MATCHER.parts("my coworker wants to borrow my login for a week, is that fine?")
    assert untold_ruling(MATCHER, borrow, SHARE) is None
    use, _ = MATCHER.parts("I use the same password for work and my Spotify account, is that ok?")
    assert untold_ruling(MATCHER, use, SHARE) == "공유"
