"""Shipped glossary, eight policy sentences (lending, sharing, returning, phishing …) and their matcher, shared by
the quoted-speaker and short-span tests."""

from __future__ import annotations

from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LEND = "지급받은 노트북은 본인 업무에만 사용하고 남에게 빌려주지 않는다."
SHARE = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
RETURN = "퇴사하면 퇴사 후 5영업일 이내에 노트북과 장비를 IT 담당자에게 반납한다."
PHISHING = "메일 속 링크를 눌렀거나 계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."
REPLACE = "노트북은 4년마다 교체한다."
LOST = "노트북이나 장비를 잃어버리거나 도난당하면 즉시 IT 담당자에게 분실 신고를 한다."
NAME = "이름·생일·전화번호·사번은 비밀번호에 넣지 않는다."
KEEP_ON = "컴퓨터는 끄지 말고 그대로 둔 채 보안팀에 연락한다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LEND, SHARE, RETURN, PHISHING, REPLACE, LOST, NAME, KEEP_ON])


def cover(question: str, sentence: str) -> Coverage:
    excerpt = topic_rule.one_sentence_excerpt(sentence)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt,
                            MATCHER.literal_nouns(parts[0], [excerpt]))
