"""고객 of a data noun says whose personal data (`bot.rules.customer_data`; issue 8: coverage misses of families
recurring across many dev batches), on hand-made questions and sentences. The rule also keeps refusing what it is not
about."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules import customer_data
from bot.topic import Coverage, TopicMatcher, split_sentences
from tests.support import topic_rule

WIPE = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
WIPE_MATCHER = TopicMatcher(topic_rule.shipped_glossary())
WIPE_MATCHER.set_vocabulary([WIPE, "개인정보 파일은 암호를 걸어 보관한다."])


def _titled(question: str, title: str) -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section="4. 파기", revision=1,
                      text=f"- {WIPE}", score=0.5)
    parts, _ = WIPE_MATCHER.parts(question)
    return WIPE_MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt)


def test_customer_of_a_data_noun_says_whose_personal_data() -> None:
    assert customer_data.names_owner("고객 리스트 파일 지울 때 휴지통 비우면 되나?")
    assert customer_data.names_owner("고객DB 만들어도 돼?")
    assert customer_data.names_owner("고객 동의 없이 모아도 돼요?")
    cover = _titled("고객 리스트 파일 지울 때 그냥 휴지통 비우면 되나?", "개인정보 처리 지침")
    assert cover.passed, cover.missing


def test_customer_in_other_roles_or_documents_stays_missing() -> None:
    assert not customer_data.names_owner("고객한테 알려야 돼요?")  # a recipient
    assert not customer_data.names_owner("고객들 리스트 어디 있어요?")  # 고객들: not right before the noun
    assert not customer_data.names_owner("고객 미팅 때 노트북 가져가도 돼요?")  # no data noun
    assert not customer_data.names_owner("고객사 파일 지워요?")  # another company
    # another document: the title names no personal data
    assert "고객" in _titled("고객 리스트 파일 지울 때 그냥 휴지통 비우면 되나?", "문서 보안 규정").missing
